/**
 * The package as a user gets it (issue 18): `npm pack` ships only what runs (bin, the bundled lib,
 * README, licence, package.json), built first by prepack (here: by `npm run build`, which runs before
 * the tests); installed into a fresh prefix,
 * `wallchart` runs: --version, pair --format json, and a TRF on standard input.
 * The install needs the registry (or npm's cache) for exceljs, the one dependency.
 */
import { execFileSync } from "child_process";
import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";

const root = join(__dirname, "..", "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const trf = join(root, "test", "fixtures", "oracle-dutch", "case005.trf");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  version: string;
  engines: { node: string };
};

let dir = "";
let files: string[] = [];
let wallchart = "";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "wallchart-pack-"));
  // --ignore-scripts: pack the lib/wallchart that `npm run build` made (prepack would rebuild it in
  // place while other test files read it); prepack itself is checked below.
  const out = execFileSync(npm, ["pack", "--json", "--ignore-scripts", "--pack-destination", dir], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const packed = JSON.parse(out.slice(out.search(/^\[/m))) as { filename: string; files: { path: string }[] }[];
  files = packed[0]!.files.map((f) => f.path).sort();
  const prefix = join(dir, "prefix");
  execFileSync(
    npm,
    [
      "install",
      "--global",
      "--prefix",
      prefix,
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      join(dir, packed[0]!.filename),
    ],
    { cwd: dir, stdio: "ignore" },
  );
  wallchart = join(prefix, "bin", "wallchart");
}, 300_000);

afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[], input?: string) =>
  execFileSync(wallchart, args, { encoding: "utf8", cwd: dir, ...(input === undefined ? {} : { input }) });

test("npm pack ships bin, the bundled lib, README, LICENSE and package.json, nothing else", () => {
  expect(files).toContain("bin/wallchart.js");
  expect(files).toContain("lib/wallchart/main.js");
  expect(files).toContain("lib/wallchart/command-pair.js");
  expect(files).toEqual(expect.arrayContaining(["LICENSE", "README.md", "package.json"]));
  const unexpected = files.filter(
    (f) =>
      !/^lib\/wallchart\/[\w-]+\.js$/.test(f) &&
      !["bin/wallchart.js", "LICENSE", "README.md", "package.json"].includes(f),
  );
  expect(unexpected).toEqual([]);
});

test("prepack builds the bundle that is shipped", () => {
  const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> })
    .scripts;
  expect(scripts.prepack).toMatch(/webpack .*--config-name cli/);
});

test("engines names a lowest Node and no upper cap", () => {
  expect(pkg.engines.node).toMatch(/^>=\d+/);
  expect(pkg.engines.node).not.toMatch(/</);
});

test("the installed `wallchart --version` prints package.json's version", () => {
  expect(run(["--version"]).trim()).toBe(`wallchart ${pkg.version}`);
});

test("the installed `wallchart pair FILE --system dutch --format json` pairs round 3", () => {
  const out = JSON.parse(run(["pair", trf, "--system", "dutch", "--format", "json"]));
  expect(out.round).toBe(3);
  expect(out.boards.length).toBeGreaterThan(0);
});

test("`cat f.trf | wallchart check -` reads standard input", () => {
  expect(run(["check", "-"], readFileSync(trf, "utf8"))).toContain("standard input: OK — 7 players");
});

test("the installed `wallchart pair --help` lists the options", () => {
  expect(run(["pair", "--help"])).toContain("--system SYSTEM");
});
