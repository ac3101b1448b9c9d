/**
 * Issue 25 item 4: "every sentence says he". No sentence a director or a player reads assumes a
 * sex: the strings of the core, the actions, the pane and the CLI, and the functions' help (their
 * JSDoc is what AutoComplete and the help pages show). Comments for developers are not read here,
 * nor a rule's text quoted word for word inside a sentence.
 */
import { readdirSync, readFileSync, statSync } from "fs";
import { join } from "path";

const root = join(__dirname, "..", "..");
const SEXED = /\b(he|his|him|himself|she|her|hers|herself)\b/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === "generated" ? [] : files(p);
    return p.endsWith(".ts") ? [p] : [];
  });
}

/** The text of a line a reader may see: its string literals (and, in functions/, its JSDoc). */
function shown(line: string, helpIsShown: boolean): string {
  const t = line.trim();
  if (t.startsWith("*") || t.startsWith("/**") || t.startsWith("/*")) return helpIsShown ? t : "";
  if (t.startsWith("//")) return "";
  // A rule quoted word for word inside a sentence ("… for which he would be eligible …") stays as written.
  return (line.match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? [])
    .map((lit) => {
      const inner = lit.slice(1, -1).replace(/\\"[^"]*?\\"/g, "");
      return lit.startsWith('"') ? inner : inner.replace(/"[^"]*"/g, "");
    })
    .join(" ");
}

test("no user-facing sentence assumes a sex (issue 25 item 4)", () => {
  const found: string[] = [];
  for (const dir of ["src", "taskpane", "functions"]) {
    for (const file of files(join(root, dir))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          const text = shown(line, dir === "functions");
          if (SEXED.test(text)) found.push(`${file.slice(root.length + 1)}:${i + 1}: ${line.trim()}`);
        });
    }
  }
  expect(found).toEqual([]);
});
