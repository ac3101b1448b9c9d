/**
 * Exact integer arithmetic on Float64 limbs, for the fast matcher (fast.ts).
 *
 * A number is `L` consecutive entries of a Float64Array, least significant first, in base
 * B = 2^48: every limb but the top one lies in [0, B); the top limb carries the sign and may hold up
 * to about 2^52. Sums of three limbs stay below 2^53, so every step is an exact float operation and
 * nothing is allocated. With L = 1 a number is one machine word (an exact integer below 2^52).
 */

export const LIMB_BITS = 48;
export const BASE = 2 ** LIMB_BITS;
const INV_BASE = 2 ** -LIMB_BITS;
/** Mask of a limb's hex digits (12 hex digits = 48 bits). */
const HEX_DIGITS = LIMB_BITS / 4;

/**
 * Limbs needed for non-negative numbers below 2^bits: one machine word up to 2^50 (a sum of three
 * stays below 2^52), else base-2^48 limbs with three bits of headroom in the top one.
 */
export function limbsFor(bits: number): number {
  if (bits <= 50) return 1;
  return Math.ceil((bits + 3) / LIMB_BITS);
}

/** Writes the non-negative integer x (any size that fits) into a[o .. o+L). */
export function fromBigInt(x: bigint, a: Float64Array, o: number, L: number): void {
  const hex = x.toString(16);
  let end = hex.length;
  for (let i = 0; i < L; i++) {
    if (i === L - 1) {
      a[o + i] = end > 0 ? Number.parseInt(hex.slice(0, end), 16) : 0;
    } else {
      const start = Math.max(0, end - HEX_DIGITS);
      a[o + i] = end > 0 ? Number.parseInt(hex.slice(start, end), 16) : 0;
      end = start;
    }
  }
}

/** The integer held in a[o .. o+L). */
export function toBigInt(a: Float64Array, o: number, L: number): bigint {
  let x = BigInt(a[o + L - 1] as number);
  for (let i = L - 2; i >= 0; i--) x = (x << BigInt(LIMB_BITS)) + BigInt(a[o + i] as number);
  return x;
}

/** A float close to the number (relative error about L·2^-53; Infinity beyond 2^1024). */
export function approx(a: Float64Array, o: number, L: number): number {
  let f = a[o + L - 1] as number;
  for (let i = L - 2; i >= 0; i--) f = f * BASE + (a[o + i] as number);
  return f;
}

/** out = a + b − c, normalised (each of a, b, c normalised). */
export function sumDiff(
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
  co: number,
  out: Float64Array,
  oo: number,
  L: number,
): void {
  let carry = 0;
  const top = L - 1;
  for (let i = 0; i < top; i++) {
    const x = (a[ao + i] as number) + (b[bo + i] as number) - (c[co + i] as number) + carry;
    carry = Math.floor(x * INV_BASE);
    out[oo + i] = x - carry * BASE;
  }
  out[oo + top] = (a[ao + top] as number) + (b[bo + top] as number) - (c[co + top] as number) + carry;
}

/**
 * The sign of a + b − c (−1, 0, 1), read from the top limb down and stopping as soon as the lower
 * limbs can no longer change it (they add something in (−B^i, 2·B^i)).
 */
export function signSumDiff(
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
  co: number,
  L: number,
): number {
  let i = L - 1;
  let d = (a[ao + i] as number) + (b[bo + i] as number) - (c[co + i] as number);
  while (i > 0) {
    if (d >= 1) return 1;
    if (d <= -2) return -1;
    i--;
    d = d * BASE + (a[ao + i] as number) + (b[bo + i] as number) - (c[co + i] as number);
  }
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/** Compares two normalised numbers: −1, 0 or 1. */
export function compare(a: Float64Array, ao: number, b: Float64Array, bo: number, L: number): number {
  for (let i = L - 1; i >= 0; i--) {
    const x = a[ao + i] as number;
    const y = b[bo + i] as number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The sign of a normalised number. */
export function sign(a: Float64Array, o: number, L: number): number {
  for (let i = L - 1; i >= 0; i--) {
    const x = a[o + i] as number;
    if (x !== 0) return x < 0 ? -1 : 1;
  }
  return 0;
}

export function isZero(a: Float64Array, o: number, L: number): boolean {
  for (let i = 0; i < L; i++) if ((a[o + i] as number) !== 0) return false;
  return true;
}

/** a += s·b (s = ±1), normalised. */
export function addTo(a: Float64Array, ao: number, b: Float64Array, bo: number, s: number, L: number): void {
  let carry = 0;
  const top = L - 1;
  for (let i = 0; i < top; i++) {
    const x = (a[ao + i] as number) + s * (b[bo + i] as number) + carry;
    carry = Math.floor(x * INV_BASE);
    a[ao + i] = x - carry * BASE;
  }
  a[ao + top] = (a[ao + top] as number) + s * (b[bo + top] as number) + carry;
}

/** a += k for a small integer k, normalised. */
export function addSmall(a: Float64Array, ao: number, k: number, L: number): void {
  let carry = k;
  const top = L - 1;
  for (let i = 0; i < top && carry !== 0; i++) {
    const x = (a[ao + i] as number) + carry;
    carry = Math.floor(x * INV_BASE);
    a[ao + i] = x - carry * BASE;
  }
  if (carry !== 0) a[ao + top] = (a[ao + top] as number) + carry;
}

/** out = floor(a / 2) (out may be a). */
export function halve(a: Float64Array, ao: number, out: Float64Array, oo: number, L: number): void {
  let r = 0;
  for (let i = L - 1; i >= 0; i--) {
    const x = (a[ao + i] as number) + r * BASE;
    const q = Math.floor(x / 2);
    r = x - 2 * q;
    out[oo + i] = q;
  }
}

export function copy(a: Float64Array, ao: number, out: Float64Array, oo: number, L: number): void {
  for (let i = 0; i < L; i++) out[oo + i] = a[ao + i] as number;
}

export function setZero(a: Float64Array, o: number, L: number): void {
  for (let i = 0; i < L; i++) a[o + i] = 0;
}

/** True when the (non-negative, normalised) number is odd. */
export function isOdd(a: Float64Array, o: number): boolean {
  return (a[o] as number) % 2 !== 0;
}
