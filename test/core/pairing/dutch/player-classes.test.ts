/**
 * The weights' player classes (weights.ts `playerClasses`), by which the driver's memo and the
 * WebAssembly set-up's keep one weight per class pair: two players of one class weigh alike against
 * anybody in the bracket, two of one look-ahead class alike in every edge to the next score group
 * (C8's look-ahead: the completion field, C8 and C9 only), and either kind decides C3 (`compatible`
 * for two players who have not met), which the instance's memo folds into the weight (id 0). And
 * `colourBar`, C3 per player as the instance reads it for whole mode's pairs never set. Random
 * players (scores, colour histories, floats, PAB eligibility, games played) and rounds (the PAB's
 * score and C9's ranks, the last round's topscorers).
 */
import fc from "fast-check";
import { contextFor } from "../../../../src/core/pairing/dutch";
import type { DutchPlayer, Float } from "../../../../src/core/pairing/dutch/players";
import {
  colourBar,
  compatible,
  edgeWeight,
  playerClasses,
  type WeightContext,
} from "../../../../src/core/pairing/dutch/weights";

const colour = fc.constantFrom<"w" | "b" | null>("w", "b", null);

/** A player's fields other than the score and the two counts (which the tests draw each their own way). */
const colourAndFloats = {
  preference: colour,
  repeated: colour,
  strong: fc.boolean(),
  float1: fc.constantFrom<Float>(0, 1, 2),
  float2: fc.constantFrom<Float>(0, 1, 2),
  byeEligible: fc.boolean(),
};

const player = fc.record({
  score: fc.integer({ min: 0, max: 6 }).map((s) => 5 * s),
  playedGames: fc.integer({ min: 0, max: 5 }),
  imbalance: fc.integer({ min: 0, max: 3 }),
  ...colourAndFloats,
});

const round = fc.record({
  players: fc.array(player, { minLength: 2, maxLength: 24 }),
  played: fc.integer({ min: 0, max: 8 }),
  lastRound: fc.boolean(),
  threshold: fc.integer({ min: 0, max: 30 }),
  byeScore: fc.integer({ min: 0, max: 6 }).map((s) => 5 * s),
  single: fc.boolean(),
});

/** The round's players (no meetings: `compatible`'s colour test alone) and weight context. */
function setUp(r: typeof round extends fc.Arbitrary<infer T> ? T : never): {
  sorted: DutchPlayer[];
  ctx: WeightContext;
} {
  const sorted: DutchPlayer[] = r.players
    .map((p, i) => ({ ...p, id: i + 1, rank: i, baseScore: p.score, colours: [], met: new Set<number>() }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank);
  const ctx = contextFor(sorted, r.played, r.lastRound ? r.played + 1 : null, r.threshold);
  ctx.byeScore = r.byeScore;
  ctx.singleDownfloaterIsBye = r.single;
  for (let g = 0; g <= 5; g++) ctx.unplayedRank.set(g, (g * 7) % 4);
  return { sorted, ctx };
}

/** The edge's weight built afresh (no memo: each call builds it from the two players). */
function built(ctx: WeightContext, h: DutchPlayer, l: DutchPlayer, inCurrent: boolean): bigint {
  return edgeWeight({ ...ctx, memo: undefined, table: undefined }, h, l, inCurrent, !inCurrent);
}

describe("player classes: one weight per class pair (weights.ts playerClasses)", () => {
  for (const inCurrent of [true, false]) {
    it(`gives every pair of one ${inCurrent ? "class" : "look-ahead class"} pair the same weight and the same C3 answer`, () => {
      fc.assert(
        fc.property(round, (r) => {
          const { sorted, ctx } = setUp(r);
          const n = sorted.length;
          const classes = playerClasses(ctx, sorted);
          const kind = inCurrent ? 0 : n;
          const seen = new Map<string, string>();
          for (let a = 0; a < n; a++) {
            for (let b = 0; b < n; b++) {
              if (a === b) continue;
              const h = sorted[a] as DutchPlayer;
              const l = sorted[b] as DutchPlayer;
              const key = `${classes[kind + a]}:${classes[kind + b]}`;
              const value = `${built(ctx, h, l, inCurrent)} ${compatible(ctx, h, l)}`;
              const before = seen.get(key);
              if (before === undefined) seen.set(key, value);
              else expect(value).toBe(before);
            }
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it("numbers the two kinds apart (the memo's keys cannot mix them)", () => {
    fc.assert(
      fc.property(round, (r) => {
        const { sorted, ctx } = setUp(r);
        const n = sorted.length;
        const classes = Array.from(playerClasses(ctx, sorted));
        const current = new Set(classes.slice(0, n));
        for (const c of classes.slice(n)) expect(current.has(c)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

/**
 * The classes as they were numbered from text keys (each kind's fields joined, numbered in the
 * order first met over both kinds): playerClasses' number keys must give the same numbers.
 */
function classesByText(ctx: WeightContext, sorted: readonly DutchPlayer[]): number[] {
  const numbers = new Map<string, number>();
  const numberOf = (key: string): number => {
    const c = numbers.get(key);
    if (c !== undefined) return c;
    numbers.set(key, numbers.size);
    return numbers.size - 1;
  };
  const bye = (p: DutchPlayer): number => (p.byeEligible && p.score <= ctx.byeScore ? 1 : 0);
  const games = (p: DutchPlayer): number | string => (p.score === ctx.byeScore ? p.playedGames : "-");
  const out: number[] = [];
  for (const p of sorted) {
    const fields = [p.score, bye(p), games(p), p.imbalance, p.preference ?? "-", p.repeated ?? "-"];
    out.push(numberOf([...fields, p.strong ? 1 : 0, p.float1, p.float2].join("|")));
  }
  for (const p of sorted) out.push(numberOf(["ahead", p.score, bye(p), games(p), colourBar(ctx, p)].join("|")));
  return out;
}

describe("player classes' number keys (weights.ts classKey)", () => {
  // Scores and counts past what the number keys hold, so the text keys' fall-back is used too.
  const wide = fc.record({
    score: fc.oneof(
      fc.integer({ min: 0, max: 6 }).map((s) => 5 * s),
      fc.constantFrom(-10, -5, 2, 2.5, 2 ** 26 - 1, 2 ** 26, -(2 ** 26), 2 ** 31, 1e300),
    ),
    playedGames: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(127, 128, 254, 255, 256, 300)),
    imbalance: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(255, 256)),
    ...colourAndFloats,
  });
  const wideRound = round.chain((r) =>
    fc
      .tuple(
        fc.array(wide, { minLength: 2, maxLength: 24 }),
        fc.constantFrom(...r.players.map((p) => p.score), -10, 2.5, 2 ** 26),
      )
      .map(([players, byeScore]) => ({ ...r, players, byeScore })),
  );

  // Players that differ from one player in one or two fields: two fields' bits that overlap in a
  // number key would merge two of them.
  const FIELDS = [
    "score",
    "playedGames",
    "imbalance",
    "preference",
    "repeated",
    "strong",
    "float1",
    "float2",
    "byeEligible",
  ] as const;
  const nearRound = fc
    .tuple(
      round,
      wide,
      fc.array(fc.tuple(wide, fc.subarray([...FIELDS], { minLength: 1, maxLength: 2 })), {
        minLength: 1,
        maxLength: 12,
      }),
    )
    .map(([r, base, changes]) => {
      const players = [
        base,
        ...changes.map(([other, fields]) => {
          const p: Record<string, unknown> = { ...base };
          for (const f of fields) p[f] = other[f];
          return p as typeof base;
        }),
      ];
      return { ...r, players, byeScore: base.score };
    });

  it("number the players' classes and look-ahead classes as their text keys did", () => {
    fc.assert(
      fc.property(fc.oneof(round, wideRound, nearRound), (r) => {
        const { sorted, ctx } = setUp(r);
        expect(Array.from(playerClasses(ctx, sorted))).toEqual(classesByText(ctx, sorted));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("colourBar: C3 per player, as the WebAssembly set-up reads it", () => {
  it("bars a pair who have not met exactly when compatible forbids it", () => {
    fc.assert(
      fc.property(round, (r) => {
        const { sorted, ctx } = setUp(r);
        for (const a of sorted) {
          for (const b of sorted) {
            const barA = colourBar(ctx, a);
            expect(barA !== 0 && barA === colourBar(ctx, b)).toBe(!compatible(ctx, a, b));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
