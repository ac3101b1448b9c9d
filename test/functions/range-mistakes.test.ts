/**
 * Issue 27, findings 1–4: the common range mistakes get a sentence (or the right answer), never a
 * silent wrong answer, on both hosts: Excel's wrappers and the built Sheets bundle (dist/gas/Code.js).
 * The rule is src/grid/ranges.ts; the property at the end holds it over random events.
 */
import fc from "fast-check";
import { HOSTS, col } from "./hosts";

/** Four players, two rounds: #1 2, #2 1, #3 1, #4 0. */
const RESULTS = [
  ["W3", "W2"],
  ["W4", "L1"],
  ["L1", "W4"],
  ["L2", "L3"],
];
const NAMES = ["Michael Weber", "Anna Roth", "Jonas Keller", "Lea Brandt"];

/** seed 002 (VCF Cup K-12): Thomas 5/5 rated 2324 gets 32.2960. */
const K12_SCORES = [5, 3.5, 3, 3, 3, 3, 3, 2.5, 2.5, 2, 2, 2, 2, 2, 1.5, 1];
const K12_RATINGS = [2324, 2153, 2097, 1984, 1917, 1928, 1826, 2163, 1636, 1655, 1661, 1713, 1656, 1800, 1464, 1312];

describe.each(HOSTS)("range mistakes in $name (issue 27)", (host) => {
  describe("finding 1: STANDINGS with a heading in names, or names a row off", () => {
    test("names with their heading: the heading is skipped, #1 is Michael Weber, no phantom 5th player", () => {
      const out = host.call("STANDINGS", RESULTS, col("Name", ...NAMES), null, null, null) as unknown[][];
      expect(out).toHaveLength(5);
      expect(out[1]?.slice(0, 3)).toEqual([1, 1, "Michael Weber"]);
      expect(out.slice(1).map((r) => r[2])).not.toContain("Name");
    });
    test("names one row late (#1 would be Anna Roth): refused", () => {
      expect(() => host.call("STANDINGS", RESULTS, col(...NAMES.slice(1), null), null, null, null)).toThrow(
        /names, row 4: blank for the last player \(#4\) while every other player has a name: does the range start one row late\?/,
      );
    });
    test("names one row early (a blank above the list): refused", () => {
      expect(() => host.call("STANDINGS", RESULTS, col(null, ...NAMES.slice(0, 3)), null, null, null)).toThrow(
        /names, row 1: blank for the first player \(#1\).*one row early/,
      );
    });
    test("names one row short: refused with both counts", () => {
      expect(() => host.call("STANDINGS", RESULTS, col("Name", ...NAMES.slice(0, 3)), null, null, null)).toThrow(
        /names: 3 rows below its heading "Name" for 4 players \(results has 4 player rows\)/,
      );
    });
    test("results with a round heading and names with theirs: both skipped, the answers level with the rows", () => {
      const out = host.call("TIEBREAK", [["Rd 1", "Rd 2"], ...RESULTS], "SOLKOFF", null, null) as unknown[][];
      const plain = host.call("TIEBREAK", RESULTS, "SOLKOFF", null, null) as unknown[][];
      expect(plain).toHaveLength(4);
      expect(out).toEqual([["SOLKOFF"], ...plain]);
    });
    test("a blank row between players in the results is named", () => {
      expect(() => host.call("TIEBREAK_MEDIAN", [RESULTS[0], RESULTS[1], ["", ""], RESULTS[2], RESULTS[3]], null)).toThrow(
        /results, row 3: blank between players/,
      );
    });
  });

  describe("finding 2: GP_POINTS with ratings one row short", () => {
    test("refused, naming both counts (it gave every player different points)", () => {
      expect(() => host.call("GP_POINTS", col(...K12_SCORES), "VCF", col(...K12_RATINGS.slice(0, 15)), [[5]], null)).toThrow(
        /ratings: 15 rows for 16 players \(scores has 16 player rows\)/,
      );
    });
    test("with headings on both: Thomas's 32.2960, the heading row answered with a label", () => {
      const out = host.call("GP_POINTS", col("Score", ...K12_SCORES), "VCF", col("Rating", ...K12_RATINGS), [[5]], null) as unknown[][];
      expect(out[0]).toEqual(["Points"]);
      expect(out[1]).toEqual([32.296]);
      expect(out).toHaveLength(17);
    });
  });

  describe("finding 3: one cell where a column of ratings is expected", () => {
    test("SWISS_PAIR after round 2 with the ratings as one cell: refused", async () => {
      await expect(Promise.resolve().then(() => host.call("SWISS_PAIR", RESULTS, [[1800]], null, null, null, null, null))).rejects.toThrow(
        /ratings: one cell, but a rating per player is expected \(results has 4 player rows\)/,
      );
    });
    test("CHECK_PAIRINGS likewise", async () => {
      await expect(Promise.resolve().then(() => host.call("CHECK_PAIRINGS", RESULTS, [[1800]], null, null, null, null, null, null, null))).rejects.toThrow(
        /ratings: one cell, but a rating per player is expected/,
      );
    });
  });

  describe("finding 4: VCF_QUALIFIERS' already-qualified list", () => {
    const ranking = col("Ann Lee", "Bob Marsh", "Cy Young", "Dee Hall");
    test("TRUE/FALSE flags one row short: refused", () => {
      expect(() => host.call("VCF_QUALIFIERS", ranking, col(false, true, false), [[2]])).toThrow(
        /alreadyQualified: 3 rows for 4 players \(ranking has 4 player rows\)/,
      );
    });
    test("a misspelt name: refused with the name meant", () => {
      expect(() => host.call("VCF_QUALIFIERS", ranking, col("Bob Mrash"), [[2]])).toThrow(
        /alreadyQualified, row 1: "Bob Mrash" is not in the ranking \(did you mean "Bob Marsh"\?\)/,
      );
    });
    test("the right name skips that player", () => {
      expect(host.call("VCF_QUALIFIERS", ranking, col("bob marsh"), [[2]])).toEqual([
        [1, "Ann Lee"],
        [3, "Cy Young"],
      ]);
    });
  });
});

/** A random Swiss-like event: each round a random pairing (odd one out gets B), random results. */
const event = fc
  .record({
    n: fc.integer({ min: 3, max: 9 }),
    rounds: fc.integer({ min: 1, max: 3 }),
    seed: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 40, maxLength: 40 }),
  })
  .map(({ n, rounds, seed }) => {
    let k = 0;
    const next = (m: number): number => (seed[k++ % seed.length] as number) % m;
    const rows: string[][] = Array.from({ length: n }, () => []);
    for (let r = 0; r < rounds; r++) {
      const order = Array.from({ length: n }, (_, i) => i);
      for (let i = n - 1; i > 0; i--) {
        const j = next(i + 1);
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      for (let i = 0; i + 1 < n; i += 2) {
        const a = order[i] as number;
        const b = order[i + 1] as number;
        const res = next(3);
        (rows[a] as string[]).push(`${"WDL"[res]}${b + 1}`);
        (rows[b] as string[]).push(`${"LDW"[res]}${a + 1}`);
      }
      if (n % 2 === 1) (rows[order[n - 1] as number] as string[]).push("B");
    }
    const names = Array.from({ length: n }, (_, i) => `Player ${String.fromCharCode(65 + i)}${next(100)}`);
    return { rows, names };
  });

describe.each(HOSTS)("a names range shifted by one row is refused or harmless in $name (issue 27 property)", (host) => {
  test("STANDINGS over random events: the sheet has the heading Name above the names and a blank row below", () => {
    fc.assert(
      fc.property(event, fc.constantFrom(-1, 1), ({ rows, names }, shift) => {
        const sheet = ["Name", ...names, null];
        const right = host.call("STANDINGS", rows, col(...names), null, null, null);
        const shifted = col(...sheet.slice(1 + shift, 1 + shift + names.length));
        let answer: unknown;
        try {
          answer = host.call("STANDINGS", rows, shifted, null, null, null);
        } catch (e) {
          expect(String(e)).toMatch(/names/);
          return;
        }
        expect(answer).toEqual(right);
      }),
      { numRuns: 60 },
    );
  });
});
