/**
 * The US Chess rules as one edge weight, most important field first (the design of the Dutch
 * engine: each rule is a field, each field wide enough that no lower field can outweigh it, and a
 * maximum-weight matching over the whole score group settles them all at once).
 *
 * For a board of x and y in the matching of a score group S (its own players and the players
 * dropped into it) and, below it, the next group H:
 *
 * | field | rule | counts |
 * |---|---|---|
 * | cover | 27A2, 29D | players of S paired (a drop to H pairs one, a board inside S two) |
 * | teamDrop | 28N1 (setting) | players of S paired, not counting team-mate games in groups below plus two (a drop is preferred to them) |
 * | inner | 27A2, 29D2 | boards inside S: the fewest players leave the group |
 * | carried | 29D1, seed 001 rules 3–4 | dropped-in players paired in S ("a transferred player has priority") |
 * | unrated | 29D1c | unrated players paired inside S (a rated player drops rather than an unrated one) |
 * | team | 28N | team-mates paired (only where team codes apply) |
 * | hard | 27A4, 29E5f | a third colour in a row, or an imbalance of three |
 * | over200 | 29E5b | boards more than 200 points away from the natural pairing |
 * | equalise | 27A4, 29E4 | a player who misses an equalising colour |
 * | e5e | 29E5e | the size of an interchange of players due by equalisation, and of a transposition over 80 points: a transposition within 80 comes before any interchange, else the smaller switch (e5e.ts) |
 * | over80 | 29E5a | boards more than 80 points away from the natural pairing |
 * | alternate | 27A5 | a player who misses an alternating colour |
 * | interchange | 29E5e | boards that pair two players of the same half |
 * | changed | 29C2, 29D1b | boards that are not the natural pairing (the fewest switches) |
 * | distance | 27A3, 29C2 | rating points away from the natural pairing (the smallest switch) |
 * | below | — | colours of boards inside H (only a hint for choosing the odd player) |
 *
 * "Points away from the natural pairing" is the switch size of 29E5c/d, board by board: for x
 * paired with y instead of with his natural opponent n(x), the smaller of |y − n(x)| and
 * |x − n(y)| (a transposition's size; for an interchange, the two players who change halves). A
 * switch of any length is then allowed when each of its boards is within the limit. Unrated
 * players are exempt (29E5g).
 */
import { bitsFor } from "../bits";
import { E5E_CAP } from "./e5e";

export const FIELDS = [
  "cover",
  "teamDrop",
  "inner",
  "carried",
  "unrated",
  "team",
  "hard",
  "over200",
  "equalise",
  "e5e",
  "over80",
  "alternate",
  "interchange",
  "changed",
  "distance",
  "below",
] as const;
export type Field = (typeof FIELDS)[number];

/** Largest value one board can put in each field. */
const PER_BOARD: Readonly<Record<Field, number>> = {
  cover: 2,
  teamDrop: 2,
  inner: 1,
  carried: 2,
  unrated: 2,
  team: 1,
  hard: 2,
  over200: 1,
  equalise: 1,
  e5e: 0, // set from E5E_CAP
  over80: 1,
  alternate: 1,
  interchange: 1,
  changed: 1,
  distance: 0, // set from the cap
  below: 3,
};

/** Fields to maximise; the others are costs to minimise. */
const GAINS: ReadonlySet<Field> = new Set<Field>(["cover", "teamDrop", "inner", "carried", "unrated"]);

/** Switch sizes are capped here: anything larger is simply "far". */
export const DISTANCE_CAP = 4000;

/**
 * A number naming a board's score, for the cache (mixed radix: each field's largest value plus one;
 * written out field by field, in FIELDS order, so that the property reads stay fast).
 * @example cacheKey({ cover: 2 }, true) !== cacheKey({ cover: 1 }, true) // true
 */
export function cacheKey(s: BoardScore, inS: boolean): number {
  let k = inS ? 1 : 0;
  k = k * 3 + (s.cover ?? 0);
  k = k * 3 + (s.teamDrop ?? 0);
  k = k * 2 + (s.inner ?? 0);
  k = k * 3 + (s.carried ?? 0);
  k = k * 3 + (s.unrated ?? 0);
  k = k * 2 + (s.team ?? 0);
  k = k * 3 + (s.hard ?? 0);
  k = k * 2 + (s.over200 ?? 0);
  k = k * 2 + (s.equalise ?? 0);
  k = k * (E5E_CAP + 1) + (s.e5e ?? 0);
  k = k * 2 + (s.over80 ?? 0);
  k = k * 2 + (s.alternate ?? 0);
  k = k * 2 + (s.interchange ?? 0);
  k = k * 2 + (s.changed ?? 0);
  k = k * (DISTANCE_CAP + 1) + (s.distance ?? 0);
  return k * 4 + (s.below ?? 0);
}

/** What one board scores, field by field (costs as costs; the layout turns them into gains). */
export type BoardScore = Readonly<Partial<Record<Field, number>>>;

/** Where each field sits in the weight; widths from the number of boards a matching can hold. */
export class WeightLayout {
  private readonly shift = new Map<Field, bigint>();
  private readonly cache = new Map<number, bigint>();

  /** `vertices`: players in the matching. */
  constructor(vertices: number) {
    const boards = Math.max(1, Math.floor(vertices / 2));
    let offset = 1; // bit 0: every allowed board weighs at least 1
    for (let i = FIELDS.length - 1; i >= 0; i--) {
      const f = FIELDS[i] as Field;
      this.shift.set(f, BigInt(offset));
      offset += bitsFor(boards * maxOf(f)) + 1;
    }
  }

  /** The weight of a board: gains as they are, costs as (largest − cost), so that less is better. */
  weight(score: BoardScore, inS: boolean): bigint {
    const key = cacheKey(score, inS);
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    let w = BigInt(1);
    for (const f of FIELDS) {
      const v = score[f] ?? 0;
      // A board below S takes no part in S's fields: it neither gains nor costs there.
      const value = GAINS.has(f) ? v : inS || f === "below" ? maxOf(f) - v : 0;
      if (value > 0) w += BigInt(value) << (this.shift.get(f) as bigint);
    }
    this.cache.set(key, w);
    return w;
  }
}

function maxOf(f: Field): number {
  return f === "distance" ? DISTANCE_CAP : f === "e5e" ? E5E_CAP : PER_BOARD[f];
}
