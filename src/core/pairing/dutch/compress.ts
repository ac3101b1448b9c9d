/**
 * A bracket's weights, narrowed (issue 16).
 *
 * The round's weight layout has room for every criterion of every score group: 500 bits and more
 * at 1,000 players, twelve limbs in the matcher, and float shadows that only see the top fields.
 * One bracket's edges use a handful of those counters, and a few distinct weights (4 to 16 in the
 * bench events). The matcher only needs the order of the matchings' total weights, and that order
 * is lexicographic over the counters' sums (each counter is wide enough for its sum, the layout's
 * own design) then the driver's tie-break field. So, for one bracket:
 *
 * - each weight is cut into its counters (the layout's boundaries) and its tie-break field
 *   (signed: the driver's addends may borrow from the field above);
 * - a counter whose column, over the bracket's distinct weights, is a linear combination of the
 *   more significant counters kept is dropped: its sum over any matching follows from theirs;
 * - the kept counters are packed, most significant first, each as wide as its sum over a matching
 *   of the bracket can be, then the tie-break field.
 *
 * The result orders every pair of matchings of the bracket as the round's weights do, in about a
 * fifth of the bits (two or three limbs). A weight whose counters the compressor has not seen
 * is refused (`compress` returns null) and the caller rebuilds it with that weight included.
 */
import { bitsFor } from "../bits";

const ZERO = BigInt(0);
const ONE = BigInt(1);
/** `byBase`'s mark for a weight `compressAdded` leaves to `compress`. */
const NOT_PLAIN = BigInt(-1);

/** Magnitude past which the elimination stops trusting float arithmetic (and keeps the column). */
const EXACT_LIMIT = 2 ** 50;

/**
 * The elimination of `independent` run elsewhere, with the same answers (WasmDriver runs it in
 * WebAssembly, where a fresh process's interpreter ran a few thousand steps of it a pairing): a
 * compressor's columns of `rows` entries begin, then each column in turn.
 */
export interface Elimination {
  startElimination(rows: number): void;
  independent(column: readonly number[]): boolean;
}

export class BracketCompressor {
  /** The tie-break field's width; the counters sit above it. */
  private readonly tb: bigint;
  private readonly tbMask: bigint;
  private readonly tbHalf: bigint;
  private readonly tbFull: bigint;
  /**
   * Bits of the compressed counters (the tie-break field goes below them, one bit wider). The
   * completion field, when kept, has bitsFor(pairs) bits of room below it: each counter is as
   * wide as its sum over a matching, but the tie-breaks (each in ±2^(tb − 1)) sum to up to
   * pairs · 2^(tb − 1), past the field's one spare bit. With no counter kept between them (the
   * lower players' edges of whole mode hold the completion field alone) three pairs' tie-breaks
   * outweighed a completion unit: a matching that leaves a player C2 forbids the PAB unpaired
   * could win (split-overflow.test.ts). With the room, everything below the completion field
   * differs between two matchings by less than one of its units.
   */
  readonly counterBits: number;
  /** The upper part (weight less its tie-break field) of every weight seen → its compressed form. */
  private readonly known = new Map<bigint, bigint>();
  private readonly cache = new Map<bigint, bigint>();
  /** `compressAdded`'s compressed weights by the caller's key (null: refused; NOT_PLAIN: not of that form). */
  private readonly byBase = new Map<number, bigint | null>();
  /** Half the tie-break field's range, as a number: addends inside ±this are the field's own. */
  private readonly tbHalfNumber: number;

  /**
   * `weights`: every weight the bracket's matcher holds now (any order, repeats welcome);
   * `boundaries`: the layout's counter offsets (weights.ts), `tieBreakBits` the lowest field's
   * width; `vertices` the matcher's size (a matching has at most half as many edges);
   * `elimination`, where given, runs `independent`.
   */
  constructor(
    weights: Iterable<bigint>,
    boundaries: readonly number[],
    tieBreakBits: number,
    vertices: number,
    elimination?: Elimination,
  ) {
    this.tb = BigInt(tieBreakBits);
    this.tbFull = ONE << this.tb;
    this.tbMask = this.tbFull - ONE;
    this.tbHalf = ONE << BigInt(tieBreakBits - 1);
    this.tbHalfNumber = 2 ** (tieBreakBits - 1);
    const uppers = new Set<bigint>();
    for (const w of weights) if (w !== ZERO) uppers.add(this.upper(w));
    uppers.delete(ZERO);
    const rows = [...uppers];
    // Counter boundaries above the tie-break field, as bit offsets into the upper part. Here and
    // below plain loops, not callbacks: V8's first tier makes a call of each callback's every run.
    const cuts = [0];
    for (let i = 0; i < boundaries.length; i++) {
      const b = boundaries[i] as number;
      if (b > tieBreakBits) cuts.push(b - tieBreakBits);
    }
    // Binary text of each upper part: cutting counters out of it is plain string work.
    let any = ZERO;
    const bins: string[] = [];
    for (const u of rows) {
      any |= u;
      bins.push(u.toString(2));
    }
    const anyBin = any.toString(2);
    const top = anyBin.length;
    const pairs = Math.max(1, Math.floor(vertices / 2));
    const basis: number[][] = [];
    const pivots: number[] = [];
    elimination?.startElimination(bins.length);
    /** Kept counters, most significant first: each row's value and the counter's packed width. */
    const kept: { values: number[]; bits: number; room: number }[] = [];
    // The highest bit any row sets below the counter at hand: a counter under it is skipped
    // with one comparison (the layout has 50 to 70 counters; a bracket's weights use 3 to 21).
    let high = highestBelow(anyBin, top);
    for (let i = cuts.length - 1; i >= 0; i--) {
      const from = cuts[i] as number;
      const next = i + 1 < cuts.length ? (cuts[i + 1] as number) : Math.max(top, from + 1);
      if (next <= from) continue;
      if (high >= next) high = highestBelow(anyBin, next);
      if (high < from) continue;
      high = highestBelow(anyBin, from);
      // Each row's counter, `next − from` bits at bit `from` of its binary text (0 past its top),
      // and the largest: written out, not a call per row and counter (V8's first tier runs it).
      const column = new Array<number>(bins.length);
      let max = 0;
      for (let r = 0; r < bins.length; r++) {
        const bin = bins[r] as string;
        const end = bin.length - from;
        const start = end - (next - from);
        const x = end <= 0 ? 0 : Number.parseInt(bin.slice(start > 0 ? start : 0, end), 2);
        column[r] = x;
        if (x > max) max = x;
      }
      if (!(elimination === undefined ? independent(basis, pivots, column) : elimination.independent(column))) continue;
      // The layout's top counter is the completion field (whole mode's: split mode takes it off):
      // bitsFor(pairs) bits of room below it, out of reach of the tie-breaks' sum (see `counterBits`).
      kept.push({ values: column, bits: bitsFor(max * pairs), room: i === cuts.length - 1 ? bitsFor(pairs) : 0 });
    }
    let offset = 0;
    const packed = new Array<bigint>(rows.length).fill(ZERO);
    for (let k = kept.length - 1; k >= 0; k--) {
      const { values, bits, room } = kept[k] as { values: number[]; bits: number; room: number };
      offset += room;
      const shift = BigInt(offset);
      for (let r = 0; r < values.length; r++) {
        const x = values[r] as number;
        if (x !== 0) packed[r] = (packed[r] as bigint) | (BigInt(x) << shift);
      }
      offset += bits;
    }
    this.counterBits = offset;
    for (let r = 0; r < rows.length; r++) this.known.set(rows[r] as bigint, packed[r] as bigint);
    this.known.set(ZERO, ZERO);
  }

  /** The compressed weights' upper bound (all ones over every field). */
  get maxWeight(): bigint {
    return (ONE << BigInt(this.counterBits + Number(this.tb) + 1)) - ONE;
  }

  /** The weight less its signed tie-break field, shifted down past it. */
  private upper(w: bigint): bigint {
    return (w - this.tieBreak(w)) >> this.tb;
  }

  private tieBreak(w: bigint): bigint {
    const t = w & this.tbMask;
    return t >= this.tbHalf ? t - this.tbFull : t;
  }

  /** The compressed weight, or null when its counters were not among those the compressor saw. */
  compress(w: bigint): bigint | null {
    if (w === ZERO) return ZERO;
    const hit = this.cache.get(w);
    if (hit !== undefined) return hit;
    const c = this.known.get(this.upper(w));
    if (c === undefined) return null;
    const out = (c << (this.tb + ONE)) + this.tieBreak(w);
    this.cache.set(w, out);
    return out;
  }

  /**
   * `compress(base − less + t)` for the driver's weights, a weight id's BigInt (`base`, its
   * tie-break field empty) less a completion field (`less`) plus a small addend `t`: when
   * `base − less` is positive with an empty tie-break field and `t` is inside the field's signed
   * range, the sum's counters are `base − less`'s and its tie-break field is `t`, so its
   * compressed form is `compress(base − less) + t`. That is computed once per `key` (the
   * caller's name for `base − less`), not once per addend, and the BigInts of the round's width
   * are not made again. Undefined when the weight is not of that form (the caller then calls
   * `compress` with it); null when refused, as `compress`.
   */
  compressAdded(key: number, base: bigint, less: bigint, t: number): bigint | null | undefined {
    if (!(t < this.tbHalfNumber && t >= -this.tbHalfNumber)) return undefined;
    let c = this.byBase.get(key);
    if (c === undefined) {
      const w = base - less;
      c = w > ZERO && (w & this.tbMask) === ZERO ? this.compress(w) : NOT_PLAIN;
      this.byBase.set(key, c);
    }
    if (c === null) return null;
    if (c === NOT_PLAIN) return undefined;
    return t === 0 ? c : c + BigInt(t);
  }
}

/** The highest bit set below bit `limit` of a number written in binary (−1: none). */
function highestBelow(bin: string, limit: number): number {
  const c = bin.indexOf("1", bin.length - limit);
  return c < 0 ? -1 : bin.length - 1 - c;
}

/**
 * Adds `column` to the echelon `basis` when it is not a rational combination of the columns
 * already there; true when added. Fraction-free elimination in exact float integers; a magnitude
 * past 2^50 stops it and the column counts as independent (keeping a column is always safe).
 * `pivots` holds each basis column's first non-zero place. Written out (no Math.abs, no gcd
 * call per entry): a fresh process runs it in V8's interpreter, a call per entry of every column.
 */
function independent(basis: number[][], pivots: number[], column: readonly number[]): boolean {
  const m = column.length;
  const c = column.slice();
  for (let k = 0; k < basis.length; k++) {
    const b = basis[k] as number[];
    const pivot = pivots[k] as number;
    const cp = c[pivot] as number;
    if (cp === 0) continue;
    const bp = b[pivot] as number;
    let g = 0;
    let overflow = false;
    for (let i = 0; i < m; i++) {
      const x = (c[i] as number) * bp - (b[i] as number) * cp;
      const size = x < 0 ? -x : x;
      if (size > EXACT_LIMIT) overflow = true;
      c[i] = x;
      // gcd(g, size); gcd(1, y) is 1: once there, the column cannot be divided down.
      if (g !== 1) {
        let r = size;
        while (r !== 0) {
          const next = g % r;
          g = r;
          r = next;
        }
      }
    }
    // Past exact float integers: keep the column (always safe), leave the basis as it was.
    if (overflow) return true;
    if (g > 1) for (let i = 0; i < m; i++) c[i] = (c[i] as number) / g;
  }
  let first = 0;
  while (first < m && (c[first] as number) === 0) first++;
  if (first === m) return false;
  basis.push(c);
  pivots.push(first);
  return true;
}
