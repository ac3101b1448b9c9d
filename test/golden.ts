/**
 * Golden files: the text an output must give, kept in test/golden/outputs. A test compares; to
 * write them afresh (after a deliberate change, read the diff before committing) run with
 * UPDATE_GOLDEN=1.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import { dirname, join } from "path";

export function expectGolden(name: string, text: string): void {
  const path = join(__dirname, "golden", "outputs", name);
  if (process.env.UPDATE_GOLDEN === "1") {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return;
  }
  if (!existsSync(path))
    throw new Error(`golden file ${name} is missing (run the test with UPDATE_GOLDEN=1 to write it)`);
  expect(text).toBe(readFileSync(path, "utf8"));
}
