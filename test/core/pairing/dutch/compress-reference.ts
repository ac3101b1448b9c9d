/**
 * The bracket compressor's construction as it was before the ninth session of issue 31 (binary
 * texts cut at every counter of the layout, packed with BigInts), kept as the reference that
 * compress.test.ts holds the faster construction equal to: the same counters kept, the same widths,
 * the same compressed weights. With the completion field's room (the top counter's, since h38w).
 */
import { bitsFor } from "../../../../src/core/pairing/bits";

const ZERO = BigInt(0);
const ONE = BigInt(1);

/** Magnitude past which the elimination stops trusting float arithmetic (and keeps the column). */
const EXACT_LIMIT = 2 ** 50;

export class ReferenceCompressor {
  /** The tie-break field's width; the counters sit above it. */
  private readonly tb: bigint;
  private readonly tbMask: bigint;
  private readonly tbHalf: bigint;
  private readonly tbFull: bigint;
  /** Bits of the compressed counters (the tie-break field goes below them, one bit wider). */
  readonly counterBits: number;
  /** The upper part (weight less its tie-break field) of every weight seen → its compressed form. */
  private readonly known = new Map<bigint, bigint>();
  private readonly cache = new Map<bigint, bigint>();

  /**
   * `weights`: every weight the bracket's matcher holds now (any order, repeats welcome);
   * `boundaries`: the layout's counter offsets (weights.ts), `tieBreakBits` the lowest field's
   * width; `vertices` the matcher's size (a matching has at most half as many edges).
   */
  constructor(weights: Iterable<bigint>, boundaries: readonly number[], tieBreakBits: number, vertices: number) {
    this.tb = BigInt(tieBreakBits);
    this.tbFull = ONE << this.tb;
    this.tbMask = this.tbFull - ONE;
    this.tbHalf = ONE << BigInt(tieBreakBits - 1);
    const uppers = new Set<bigint>();
    for (const w of weights) if (w !== ZERO) uppers.add(this.upper(w));
    uppers.delete(ZERO);
    const rows = [...uppers];
    // Counter boundaries above the tie-break field, as bit offsets into the upper part.
    const cuts = boundaries.filter((b) => b > tieBreakBits).map((b) => b - tieBreakBits);
    cuts.unshift(0);
    // Binary text of each upper part: cutting counters out of it is plain string work.
    let any = ZERO;
    for (const u of rows) any |= u;
    const anyBin = any.toString(2);
    const bins = rows.map((u) => u.toString(2));
    const top = anyBin.length;
    const pairs = Math.max(1, Math.floor(vertices / 2));
    const basis: number[][] = [];
    /** Kept counters, most significant first: each row's value and the counter's packed width. */
    const kept: { values: number[]; bits: number; room: number }[] = [];
    for (let i = cuts.length - 1; i >= 0; i--) {
      const from = cuts[i] as number;
      const next = i + 1 < cuts.length ? (cuts[i + 1] as number) : Math.max(top, from + 1);
      if (next <= from || fieldOf(anyBin, from, next - from) === 0) continue;
      const column = new Array<number>(bins.length);
      for (let r = 0; r < bins.length; r++) column[r] = fieldOf(bins[r] as string, from, next - from);
      let max = 0;
      for (let r = 0; r < column.length; r++) if ((column[r] as number) > max) max = column[r] as number;
      if (!independent(basis, column)) continue;
      // The layout's top counter is the completion field (whole mode's: split mode takes it off):
      // bitsFor(pairs) bits of room below it, out of reach of the tie-breaks' sum (see `counterBits`).
      kept.push({ values: column, bits: bitsFor(max * pairs), room: i === cuts.length - 1 ? bitsFor(pairs) : 0 });
    }
    let offset = 0;
    const packed = rows.map(() => ZERO);
    for (let k = kept.length - 1; k >= 0; k--) {
      const { values, bits, room } = kept[k] as { values: number[]; bits: number; room: number };
      offset += room;
      const shift = BigInt(offset);
      values.forEach((x, r) => {
        if (x !== 0) packed[r] = (packed[r] as bigint) | (BigInt(x) << shift);
      });
      offset += bits;
    }
    this.counterBits = offset;
    rows.forEach((u, r) => this.known.set(u, packed[r] as bigint));
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
}

/** The counter of `width` bits at bit `from` of a number written in binary (0 past its top). */
function fieldOf(bin: string, from: number, width: number): number {
  const end = bin.length - from;
  if (end <= 0) return 0;
  const text = bin.slice(Math.max(0, end - width), end);
  return Number.parseInt(text, 2);
}

/**
 * Adds `column` to the echelon `basis` when it is not a rational combination of the columns
 * already there; true when added. Fraction-free elimination in exact float integers; a magnitude
 * past 2^50 stops it and the column counts as independent (keeping a column is always safe).
 */
function independent(basis: number[][], column: readonly number[]): boolean {
  const m = column.length;
  const c = column.slice();
  for (let k = 0; k < basis.length; k++) {
    const b = basis[k] as number[];
    let pivot = 0;
    while ((b[pivot] as number) === 0) pivot++;
    const cp = c[pivot] as number;
    if (cp === 0) continue;
    const bp = b[pivot] as number;
    let g = 0;
    let overflow = false;
    for (let i = 0; i < m; i++) {
      const x = (c[i] as number) * bp - (b[i] as number) * cp;
      if (Math.abs(x) > EXACT_LIMIT) overflow = true;
      c[i] = x;
      // gcd(1, y) is 1: once there, the column cannot be divided down.
      if (g !== 1) g = gcd(g, Math.abs(x));
    }
    // Past exact float integers: keep the column (always safe), leave the basis as it was.
    if (overflow) return true;
    if (g > 1) for (let i = 0; i < m; i++) c[i] = (c[i] as number) / g;
  }
  let zero = true;
  for (let i = 0; i < m; i++) if ((c[i] as number) !== 0) zero = false;
  if (zero) return false;
  basis.push(c);
  return true;
}

function gcd(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}
