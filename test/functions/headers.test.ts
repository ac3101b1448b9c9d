/**
 * Issue 27, part 3: every function whose answer starts with a heading row takes `headers` as its last
 * optional argument (FALSE: no heading row, for FILTER, XLOOKUP, SORT), on both hosts — Excel's
 * wrappers and the built Sheets bundle (`npx webpack --mode production --config-name gas` first).
 * Its place is last, after every argument it had, so formulas written before keep their meaning.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { HOSTS, col } from "./hosts";

const root = join(__dirname, "..", "..");

/** Each table function with arguments that give a small answer, all its other arguments omitted (null). */
const CASES: readonly { id: string; args: unknown[]; heading: string[] }[] = [
  { id: "STANDINGS", args: [col("W2", "L1"), col("Ann", "Bob"), null, null, null], heading: ["Place", "#", "Name", "Score"] },
  {
    id: "KEIZER_STANDINGS",
    args: [col("W2w", "L1b"), col("Ann", "Bob"), null],
    heading: ["Rank", "#", "Name", "Score", "Value", "Played", "Won", "Drawn", "Lost", "Free", "Duty", "Notice", "Absent"],
  },
  {
    id: "LEAGUE_TABLE",
    args: [[[1, "A", "B", "1-0", "½-½"]], null, null],
    heading: ["Place", "Team", "Played", "Won", "Drawn", "Lost", "MP", "GP", "BW", "SB"],
  },
  {
    id: "PRIZES",
    args: [col("W2", "L1"), [["1st", 100], ["2nd", 50]], col("Ann", "Bob"), null, null, null, null, null, null, null],
    heading: ["Prize", "Places", "Winner", "Score"],
  },
  {
    id: "RATING_CHANGES",
    args: [col("Round 1", "W2", "L1"), col("Rating", 2000, 1900), null, null],
    heading: ["New rating", "Change"],
  },
];

describe.each(HOSTS)("headers on $name", (host) => {
  test.each(CASES)("$id: a heading row by default and with TRUE, none with FALSE, the rows otherwise the same", ({ id, args, heading }) => {
    const full = host.call(id, ...args) as unknown[][];
    expect((full[0] as unknown[]).slice(0, heading.length)).toEqual(heading);
    expect(full.length).toBeGreaterThan(1);
    expect(host.call(id, ...args, true)).toEqual(full);
    expect(host.call(id, ...args, false)).toEqual(full.slice(1));
    // A cell holding FALSE, or 0, as a sheet gives it.
    expect(host.call(id, ...args, [[false]])).toEqual(full.slice(1));
    expect(host.call(id, ...args, [[0]])).toEqual(full.slice(1));
  });

  test.each(CASES)("$id: headers that is not TRUE or FALSE is refused with a sentence", ({ id, args }) => {
    expect(() => host.call(id, ...args, "maybe")).toThrow(/headers: "maybe" is not TRUE or FALSE/);
  });
});

test("RATING_CHANGES without a heading row in the results has none, whatever headers says", () => {
  for (const host of HOSTS) {
    const out = host.call("RATING_CHANGES", col("W2", "L1"), col(2000, 1900), null, null) as unknown[][];
    expect(out).toHaveLength(2);
    expect(typeof out[0]?.[0]).toBe("number");
    expect(host.call("RATING_CHANGES", col("W2", "L1"), col(2000, 1900), null, null, false)).toEqual(out);
  }
});

test("headers is the last argument of every function whose answer has a heading row, and named so in the README", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  for (const { id } of CASES) {
    const file = readFileSync(join(root, "src", "sheets", "generated", "functions.json"), "utf8");
    expect(file).toContain(`"${id}"`);
    const signature = new RegExp(`${id}\\([^)]*\\[headers\\]\\)`);
    expect(readme).toMatch(signature);
  }
  expect(readme).toMatch(/takes `headers` as its last\s+optional argument/);
  // Excel's wrappers (and so Sheets', generated from them): headers last, before Excel's invocation.
  const wrappers = ["tiebreaks", "keizer", "teams", "prizes", "rating-changes", "check-pairings"]
    .map((f) => readFileSync(join(root, "functions", `${f}.ts`), "utf8"))
    .join("\n");
  for (const id of [...CASES.map((c) => c.id), "CHECK_PAIRINGS"]) {
    const m = new RegExp(`@customfunction ${id}\\b[\\s\\S]*?\\*/\\s*export function \\w+\\(([^)]*)\\)`).exec(wrappers);
    const params = (m?.[1] ?? "").split(",").map((p) => p.trim().replace(/[?:].*$/, "")).filter((p) => p !== "" && p !== "invocation");
    expect([id, params[params.length - 1]]).toEqual([id, "headers"]);
  }
});
