/**
 * Differential test against FIDE's reference implementation of C.07 (TieBreakServer, by a member of
 * FIDE's technical commission): every value of every FIDE tiebreak on generated Swiss events and
 * round robins, under the 2023 rules (start date before 1 March 2026) and the 2026 rules. The TRFs and
 * the values TieBreakServer printed for them are kept in test/fixtures/tiebreaks-tbs (README there).
 */
import { readdirSync, readFileSync } from "fs";
import { join } from "path";
import { unwrap } from "../../../src/core/errors";
import { parseTrf } from "../../../src/core/formats/trf";
import { tiebreakContext } from "../../../src/core/tiebreaks/context";
import { scoreGroups, tiebreakOf, tiebreakValues } from "../../../src/core/tiebreaks/registry";

const DIR = join(__dirname, "..", "..", "fixtures", "tiebreaks-tbs");

interface Expected {
  readonly file: string;
  readonly rules: "2023" | "2026";
  readonly format: "swiss" | "rr";
  /** The rating given to unrated players (TieBreakServer's `-u`), when the run had one. */
  readonly unrated?: number;
  readonly values: Readonly<Record<string, readonly (number | null)[]>>;
}

const cases: Expected[] = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(DIR, f), "utf8")) as Expected);

describe("C.07 against TieBreakServer: every value", () => {
  test("the fixtures are there: Swiss, round robins and edge cases, 2023 and 2026 dates", () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    expect(new Set(cases.map((c) => `${c.format} ${c.rules}`)).size).toBe(4);
  });
  test.each(cases.map((c) => [`${c.file}${c.unrated === undefined ? "" : ` unrated ${c.unrated}`}`, c] as const))(
    "%s",
    (_, c) => {
      const t = unwrap(parseTrf(readFileSync(join(DIR, c.file), "utf8")));
      const ctx = tiebreakContext(t, c.unrated === undefined ? {} : { unrated: c.unrated });
      expect(ctx.rules).toBe(c.rules);
      expect(ctx.roundRobin).toBe(c.format === "rr");
      const groups = scoreGroups(ctx);
      for (const [code, expected] of Object.entries(c.values)) {
        const scale = tiebreakOf(code as never).scale;
        if (tiebreakOf(code as never).needsRatings && expected.every((v) => v === null)) {
          // Unrated players and no rating for them: TieBreakServer drops the system (no value for
          // anyone); we refuse with the rows that lack a rating (docs/tiebreaks.md).
          expect(t.players.some((p) => p.rating === null)).toBe(true);
          expect(() => tiebreakValues(ctx, code as never)).toThrow(/no rating/);
          continue;
        }
        const ours = tiebreakValues(ctx, code as never).map((v) => v / scale);
        let want = expected.map((v) => v ?? 0); // no game over the board: TieBreakServer prints nothing, we 0
        if (code === "FIDE_DE") {
          // TieBreakServer writes 0 for a tied group DE cannot separate; we give them all rank 1.
          want = want.map((v) => (v === 0 ? 1 : v));
          for (const g of groups) if (g.length === 1) want[(g[0] as number) - 1] = 1;
        }
        expect({ code, values: ours }).toEqual({ code, values: want });
      }
    },
  );
});
