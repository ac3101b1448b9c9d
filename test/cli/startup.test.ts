/**
 * The CLI starts fast (issue 16 item 2): the bundled CLI (lib/wallchart, built by `npm run build:cli`)
 * loads its front end and the one command named, and never exceljs unless a .xlsx is read.
 * Timings are in docs/performance.md, never in a test.
 */
import { execFileSync } from "child_process";
import { join } from "path";

const root = join(__dirname, "..", "..");

function loaded(bundle: string, argv: string[]): { code: number; files: string[]; exceljs: boolean } {
  const script = `
    require(${JSON.stringify(bundle)})
      .main(${JSON.stringify(argv)}, { out() {}, err() {} })
      .then((code) => {
        const keys = Object.keys(require.cache);
        console.log(JSON.stringify({
          code,
          files: keys.filter((k) => k.startsWith(${JSON.stringify(join(root, "lib"))})).map((k) => require("path").relative(${JSON.stringify(root)}, k)).sort(),
          exceljs: keys.some((k) => k.includes("exceljs")),
        }));
      });`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
}

const trf = join(root, "test", "fixtures", "oracle-dutch", "case005.trf");

test("`wallchart check FILE.trf` loads the bundle's front end and the check command only, not exceljs", () => {
  expect(loaded(join(root, "lib", "wallchart", "main.js"), ["check", trf])).toEqual({
    code: 0,
    files: [join("lib", "wallchart", "command-check.js"), join("lib", "wallchart", "main.js")],
    exceljs: false,
  });
});

test("`wallchart --version` loads no command at all", () => {
  expect(loaded(join(root, "lib", "wallchart", "main.js"), ["--version"]).files).toEqual([
    join("lib", "wallchart", "main.js"),
  ]);
});

test("the unbundled build (lib/cli, for the bench) does not load exceljs for a .trf either", () => {
  expect(loaded(join(root, "lib", "cli", "main.js"), ["check", trf])).toMatchObject({ code: 0, exceljs: false });
});

test("`wallchart check -` on an endless standard input stops just past 10 MB and refuses it (exit 1), in a real process", async () => {
  const { spawn } = await import("child_process");
  const child = spawn(process.execPath, [join(root, "bin", "wallchart.js"), "check", "-"], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  child.stdin.on("error", () => undefined); // the CLI stops reading and closes its end
  const chunk = Buffer.alloc(1 << 16, "0");
  let written = 0;
  let exited = false;
  const code = new Promise<number | null>((resolve) =>
    child.on("exit", (c) => {
      exited = true;
      resolve(c);
    }),
  );
  while (!exited && written < 200 * 1024 * 1024) {
    if (!child.stdin.write(chunk)) await new Promise((r) => setTimeout(r, 1));
    written += chunk.length;
    if (written % (1 << 20) === 0) await new Promise((r) => setImmediate(r));
  }
  if (!exited) child.stdin.end();
  expect(await code).toBe(1);
  expect(out).toContain("standard input is larger than 10 MB");
  expect(written).toBeLessThan(200 * 1024 * 1024);
}, 60_000);
