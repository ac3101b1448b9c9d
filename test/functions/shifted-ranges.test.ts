/**
 * Issue 27, "How it will be checked": a property over random events that a per-player range shifted
 * by one row is always refused or harmless, on both hosts (Excel's wrappers and the built Sheets
 * bundle). The sheet is the usual one: a heading above each column and a blank row below the last
 * player, so a range started one row early takes the heading and loses the last player, and one
 * started one row late takes every player's neighbour and a blank for the last. Names are held by
 * range-mistakes.test.ts; here every numeric per-player range: the ratings of TIEBREAK, STANDINGS,
 * RATING_CHANGES, SWISS_PAIR and CHECK_PAIRINGS, GP_POINTS' ratings and rounds.
 */
import fc from "fast-check";
import { HOSTS, col } from "./hosts";

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
    const scores: number[] = Array.from({ length: n }, () => 0);
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
        scores[a] = (scores[a] as number) + [1, 0.5, 0][res]!;
        scores[b] = (scores[b] as number) + [0, 0.5, 1][res]!;
      }
      if (n % 2 === 1) {
        const bye = order[n - 1] as number;
        (rows[bye] as string[]).push("B");
        scores[bye] = (scores[bye] as number) + 1;
      }
    }
    const ratings = Array.from({ length: n }, () => 1200 + next(1200));
    return { rows, scores, ratings, rounds };
  });

/** The column a range shifted by `shift` rows selects, on a sheet with `heading` above and a blank below. */
function shifted(heading: string, values: readonly unknown[], shift: -1 | 1): unknown[][] {
  const sheet = [heading, ...values, null];
  return col(...sheet.slice(1 + shift, 1 + shift + values.length));
}

/** The answer, or the error's message when the call is refused. */
async function outcome(call: () => unknown): Promise<{ answer: unknown } | { refused: string }> {
  try {
    return { answer: await call() };
  } catch (e) {
    return { refused: e instanceof Error ? e.message : String(e) };
  }
}

type Event = { rows: string[][]; scores: number[]; ratings: number[]; rounds: number };

/** Each function with a numeric per-player range: how it is called with that range. */
const CASES: readonly [string, string, (host: (typeof HOSTS)[number], e: Event, range: unknown[][]) => unknown][] = [
  ["TIEBREAK ARO", "ratings", (h, e, r) => h.call("TIEBREAK", e.rows, "ARO", r, null)],
  ["STANDINGS by PERFORMANCE", "ratings", (h, e, r) => h.call("STANDINGS", e.rows, null, "PERFORMANCE", r, null, null)],
  ["RATING_CHANGES (FIDE)", "ratings", (h, e, r) => h.call("RATING_CHANGES", e.rows, r, "FIDE", null, null)],
  ["GP_POINTS (VCF) ratings", "ratings", (h, e, r) => h.call("GP_POINTS", col(...e.scores), "VCF", r, [[e.rounds]], null)],
  ["SWISS_PAIR", "ratings", (h, e, r) => h.call("SWISS_PAIR", e.rows, r, null, null, null, null, null)],
  ["CHECK_PAIRINGS", "ratings", (h, e, r) => h.call("CHECK_PAIRINGS", e.rows, r, null, null, null, null, null, null, null)],
];

describe.each(HOSTS)("a per-player range shifted by one row is refused or harmless in $name (issue 27 property)", (host) => {
  test.each(CASES)("%s: the %s column started a row early or late", async (_label, argument, call) => {
    await fc.assert(
      fc.asyncProperty(event, fc.constantFrom<-1 | 1>(-1, 1), async (e, shift) => {
        const right = await outcome(() => call(host, e, col(...e.ratings)));
        const wrong = await outcome(() => call(host, e, shifted("Rating", e.ratings, shift)));
        if ("refused" in wrong) {
          // Refused with a sentence naming the range (not some unrelated failure).
          expect(wrong.refused).toMatch(new RegExp(argument));
          return;
        }
        expect(wrong).toEqual(right);
      }),
      { numRuns: 40 },
    );
  });

  test("GP_POINTS (VCF): a column of rounds played started a row early or late", async () => {
    await fc.assert(
      fc.asyncProperty(event, fc.constantFrom<-1 | 1>(-1, 1), async (e, shift) => {
        const played = e.rows.map(() => e.rounds);
        const call = (rounds: unknown[][]) => host.call("GP_POINTS", col(...e.scores), "VCF", col(...e.ratings), rounds, null);
        const right = await outcome(() => call(col(...played)));
        const wrong = await outcome(() => call(shifted("Rounds", played, shift)));
        if ("refused" in wrong) {
          expect(wrong.refused).toMatch(/rounds/);
          return;
        }
        expect(wrong).toEqual(right);
      }),
      { numRuns: 40 },
    );
  });
});
