/** The CLI starts fast: commands that read no .xlsx never load exceljs (runs the built lib/). */
import { execFileSync } from "child_process";
import { join } from "path";

const root = join(__dirname, "..", "..");

test("`wallchart check FILE.trf` does not load exceljs", () => {
  const script = `
    require(${JSON.stringify(join(root, "lib", "cli", "main.js"))})
      .main(["check", ${JSON.stringify(join(root, "test", "fixtures", "oracle-dutch", "case005.trf"))}], { out() {}, err() {} })
      .then((code) => console.log(JSON.stringify({ code, exceljs: Object.keys(require.cache).some((k) => k.includes("exceljs")) })));`;
  const out = JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
  expect(out).toEqual({ code: 0, exceljs: false });
});
