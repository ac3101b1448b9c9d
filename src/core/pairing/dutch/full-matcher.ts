/**
 * The whole graph in one matcher (the Dutch driver's `full` mode and its whole-graph solves):
 * every pair of the round's players with its weight, as bbpPairings keeps it. The bracket-by-bracket
 * matcher is SplitMatcher (matcher.ts); both answer the driver through `RoundMatcher`.
 */
import { newMatcher, type IncrementalMatcher } from "../../matching";
import { bitsFor } from "../bits";
import type { RoundMatcher } from "./matcher";
import { topShift, weightOf, type WeightContext } from "./weights";

const ZERO = BigInt(0);
const ONE = BigInt(1);

/**
 * The whole graph in one matcher, as bbpPairings keeps it, with one change: each weight's
 * completion field (C4, and C2/C5 through the PAB-candidate terms) is moved up by bitsFor(n) bits,
 * so the fields below it, summed over a matching's pairs, can never carry into it. With the
 * round's layout they can: two moved-down players left unpaired by an earlier bracket keep that
 * bracket's weight (C6 and the rest counted there), and in a bracket with more players than the
 * largest score group the sum of those counters overflows their fields, up to a completion unit:
 * a matching that leaves an ineligible player out then outweighs the one that gives the PAB to an
 * eligible one (test/core/pairing/dutch/pab-overflow.test.ts). Where nothing overflows, the order
 * of matchings, and so the pairing, is the same.
 */
export class FullMatcher implements RoundMatcher {
  readonly m: IncrementalMatcher;
  private stable: Int32Array;
  /** The round layout's completion shift, and the lower fields' mask. */
  private readonly shift: bigint;
  private readonly low: bigint;
  /** Bits added between the completion field and the fields below it. */
  private readonly room: bigint;
  /** Encoded weights by weight id (addend 0). */
  private readonly byId = new Map<number, bigint>();
  /** The maximum weight, encoded: all ones, the completion field's two bits included. */
  private readonly maxW: bigint;
  constructor(
    readonly n: number,
    maxW: bigint,
    private readonly ctx: WeightContext,
  ) {
    const T = topShift(ctx);
    this.shift = BigInt(T);
    this.low = (ONE << this.shift) - ONE;
    this.room = BigInt(bitsFor(n));
    this.maxW = this.encode(maxW) | ((ONE << BigInt(T + bitsFor(n) + 2)) - ONE);
    this.m = newMatcher(n, this.maxW);
    this.stable = new Int32Array(n).fill(-1);
  }
  /** A weight of the round's layout with its completion field moved up (see the class). */
  encode(w: bigint): bigint {
    const c = w >> this.shift;
    return c === ZERO ? w : ((c << this.room) << this.shift) | (w & this.low);
  }
  /** Sets the pair's weight `w` (the round's layout), encoded. */
  setWeightValue(v: number, x: number, w: bigint): void {
    this.m.setWeight(v, x, this.encode(w));
  }
  setWeight(v: number, x: number, id: number, t: number): void {
    if (t === 0) {
      let e = this.byId.get(id);
      if (e === undefined) {
        e = this.encode(weightOf(this.ctx, id));
        this.byId.set(id, e);
      }
      this.m.setWeight(v, x, e);
    } else {
      this.m.setWeight(v, x, this.encode(weightOf(this.ctx, id) + BigInt(t)));
    }
  }
  weight(v: number, x: number): bigint {
    return this.m.weight(v, x);
  }
  finalize(a: number, b: number): void {
    for (let u = 0; u < this.n; u++) {
      if (u !== a) this.m.setWeight(a, u, u === b ? this.maxW : ZERO);
      if (u !== b) this.m.setWeight(b, u, u === a ? this.maxW : ZERO);
    }
  }
  solve(): void {
    this.m.solve();
    this.stable = this.m.matching();
  }
  mateOf(v: number): number {
    const x = this.stable[v] as number;
    return x === -1 ? v : x;
  }
  beginBracket(): void {
    // Nothing to do: the whole graph is always there.
  }
  release(): void {
    this.m.release?.();
  }
  trySwap(a: number, b: number, c: number, d: number): boolean {
    if (!this.m.trySwap(a, b, c, d)) return false;
    this.stable = this.m.matching();
    return true;
  }
}
