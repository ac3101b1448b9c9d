/** style.md habit 1: src/core imports nothing outside itself and touches no platform global, clock or dice. */
import { readdirSync, readFileSync, statSync } from "fs";
import { join, relative, resolve, dirname } from "path";

const core = join(__dirname, "..", "..", "src", "core");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

const FORBIDDEN = /\b(Excel|Office|CustomFunctions|SpreadsheetApp|LockService|PropertiesService|HtmlService|document|window)\.|\bDate\.now\(|\bMath\.random\(|\bnew Date\(\)|\bprocess\./;

describe("src/core is pure", () => {
  const all = files(core);
  test.each(all.map((f) => [relative(core, f), f]))("%s", (_name, file) => {
    const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const m of text.matchAll(/from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)|require\(\s*"([^"]+)"\s*\)/g)) {
      const spec = (m[1] ?? m[2] ?? m[3]) as string;
      expect(spec.startsWith(".")).toBe(true); // no packages, no node modules
      expect(resolve(dirname(file), spec).startsWith(core)).toBe(true);
    }
    expect(text).not.toMatch(FORBIDDEN);
  });
});
