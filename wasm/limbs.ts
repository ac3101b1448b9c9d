/**
 * AssemblyScript: src/core/matching/limbs.ts for the WebAssembly matcher, the same operations on
 * the same Float64 limbs (base 2^48, least significant first), so every result is bit-identical:
 * WebAssembly's f64 arithmetic and floor are IEEE 754's, as JavaScript's are.
 */

export const LIMB_BITS: i32 = 48;
export const BASE: f64 = 281474976710656.0; // 2^48
export const INV_BASE: f64 = 1.0 / 281474976710656.0;

/** The number of limbs for non-negative numbers below 2^bits (limbsFor in limbs.ts). */
export function limbsFor(bits: i32): i32 {
  if (bits <= 50) return 1;
  return (bits + 3 + LIMB_BITS - 1) / LIMB_BITS;
}

/** A float close to the number. */
export function approx(a: StaticArray<f64>, o: i32, L: i32): f64 {
  let f = unchecked(a[o + L - 1]);
  for (let i = L - 2; i >= 0; i--) f = f * BASE + unchecked(a[o + i]);
  return f;
}

/** out = a + b − c, normalised. */
export function sumDiff(
  a: StaticArray<f64>,
  ao: i32,
  b: StaticArray<f64>,
  bo: i32,
  c: StaticArray<f64>,
  co: i32,
  out: StaticArray<f64>,
  oo: i32,
  L: i32,
): void {
  let carry: f64 = 0;
  const top = L - 1;
  for (let i = 0; i < top; i++) {
    const x = unchecked(a[ao + i]) + unchecked(b[bo + i]) - unchecked(c[co + i]) + carry;
    carry = Math.floor(x * INV_BASE);
    unchecked((out[oo + i] = x - carry * BASE));
  }
  unchecked((out[oo + top] = unchecked(a[ao + top]) + unchecked(b[bo + top]) - unchecked(c[co + top]) + carry));
}

/** The sign of a + b − c. */
export function signSumDiff(
  a: StaticArray<f64>,
  ao: i32,
  b: StaticArray<f64>,
  bo: i32,
  c: StaticArray<f64>,
  co: i32,
  L: i32,
): i32 {
  let i = L - 1;
  let d = unchecked(a[ao + i]) + unchecked(b[bo + i]) - unchecked(c[co + i]);
  while (i > 0) {
    if (d >= 1) return 1;
    if (d <= -2) return -1;
    i--;
    d = d * BASE + unchecked(a[ao + i]) + unchecked(b[bo + i]) - unchecked(c[co + i]);
  }
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/**
 * signSumDiff with one, two and three limbs written out (the same operations in the same order): at
 * V8's first tier the loop costs more than the arithmetic it does, and three limbs are the Dutch
 * driver's largest brackets at 1,000 players and more (weights of about 100 bits).
 */
export function signOfSumDiff(
  a: StaticArray<f64>,
  ao: i32,
  b: StaticArray<f64>,
  bo: i32,
  c: StaticArray<f64>,
  co: i32,
  L: i32,
): i32 {
  if (L > 3) return signSumDiff(a, ao, b, bo, c, co, L);
  if (L == 3) {
    let e = unchecked(a[ao + 2]) + unchecked(b[bo + 2]) - unchecked(c[co + 2]);
    if (e >= 1) return 1;
    if (e <= -2) return -1;
    e = e * BASE + unchecked(a[ao + 1]) + unchecked(b[bo + 1]) - unchecked(c[co + 1]);
    if (e >= 1) return 1;
    if (e <= -2) return -1;
    e = e * BASE + unchecked(a[ao]) + unchecked(b[bo]) - unchecked(c[co]);
    return e > 0 ? 1 : e < 0 ? -1 : 0;
  }
  let d = unchecked(a[ao + L - 1]) + unchecked(b[bo + L - 1]) - unchecked(c[co + L - 1]);
  if (L == 2) {
    if (d >= 1) return 1;
    if (d <= -2) return -1;
    d = d * BASE + unchecked(a[ao]) + unchecked(b[bo]) - unchecked(c[co]);
  }
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/**
 * sumDiff with one, two and three limbs written out (the same operations in the same order);
 * compiled into its callers, as is signOfSumDiff (scripts/build-wasm.js's INLINE).
 */
export function sumDiffOf(
  a: StaticArray<f64>,
  ao: i32,
  b: StaticArray<f64>,
  bo: i32,
  c: StaticArray<f64>,
  co: i32,
  out: StaticArray<f64>,
  oo: i32,
  L: i32,
): void {
  if (L == 1) {
    unchecked((out[oo] = unchecked(a[ao]) + unchecked(b[bo]) - unchecked(c[co]) + 0.0));
  } else if (L == 2) {
    const x = unchecked(a[ao]) + unchecked(b[bo]) - unchecked(c[co]) + 0.0;
    const carry = Math.floor(x * INV_BASE);
    unchecked((out[oo] = x - carry * BASE));
    unchecked((out[oo + 1] = unchecked(a[ao + 1]) + unchecked(b[bo + 1]) - unchecked(c[co + 1]) + carry));
  } else if (L == 3) {
    // Each limb read before it is written, as in sumDiff's loop (out may be one of a, b, c).
    const x = unchecked(a[ao]) + unchecked(b[bo]) - unchecked(c[co]) + 0.0;
    const carry = Math.floor(x * INV_BASE);
    unchecked((out[oo] = x - carry * BASE));
    const y = unchecked(a[ao + 1]) + unchecked(b[bo + 1]) - unchecked(c[co + 1]) + carry;
    const carry2 = Math.floor(y * INV_BASE);
    unchecked((out[oo + 1] = y - carry2 * BASE));
    unchecked((out[oo + 2] = unchecked(a[ao + 2]) + unchecked(b[bo + 2]) - unchecked(c[co + 2]) + carry2));
  } else {
    sumDiff(a, ao, b, bo, c, co, out, oo, L);
  }
}

/**
 * lack = max(lack, a − c): what setZero(d, 0, L); sumDiff(a, ao, d, 0, c, co, d, 0, L); and
 * copy(d, 0, lack, 0, L) when compare(d, 0, lack, 0, L) > 0 do, with one to three limbs written out
 * (the same operations in the same order; d, a scratch number, is then left as it was).
 */
export function raiseToDiff(
  lack: StaticArray<f64>,
  a: StaticArray<f64>,
  ao: i32,
  c: StaticArray<f64>,
  co: i32,
  d: StaticArray<f64>,
  L: i32,
): void {
  if (L == 1) {
    const x = unchecked(a[ao]) + 0.0 - unchecked(c[co]) + 0.0;
    if (x > unchecked(lack[0])) unchecked((lack[0] = x));
    return;
  }
  if (L == 2) {
    const x = unchecked(a[ao]) + 0.0 - unchecked(c[co]) + 0.0;
    const carry = Math.floor(x * INV_BASE);
    const lo = x - carry * BASE;
    const hi = unchecked(a[ao + 1]) + 0.0 - unchecked(c[co + 1]) + carry;
    const top = unchecked(lack[1]);
    if (hi > top || (hi == top && lo > unchecked(lack[0]))) {
      unchecked((lack[0] = lo));
      unchecked((lack[1] = hi));
    }
    return;
  }
  if (L == 3) {
    const x = unchecked(a[ao]) + 0.0 - unchecked(c[co]) + 0.0;
    const carry = Math.floor(x * INV_BASE);
    const lo = x - carry * BASE;
    const y = unchecked(a[ao + 1]) + 0.0 - unchecked(c[co + 1]) + carry;
    const carry2 = Math.floor(y * INV_BASE);
    const mid = y - carry2 * BASE;
    const hi = unchecked(a[ao + 2]) + 0.0 - unchecked(c[co + 2]) + carry2;
    const top = unchecked(lack[2]);
    const next = unchecked(lack[1]);
    if (hi > top || (hi == top && (mid > next || (mid == next && lo > unchecked(lack[0]))))) {
      unchecked((lack[0] = lo));
      unchecked((lack[1] = mid));
      unchecked((lack[2] = hi));
    }
    return;
  }
  setZero(d, 0, L);
  sumDiff(a, ao, d, 0, c, co, d, 0, L);
  if (compare(d, 0, lack, 0, L) > 0) copy(d, 0, lack, 0, L);
}

/** Compares two normalised numbers: −1, 0 or 1. */
export function compare(a: StaticArray<f64>, ao: i32, b: StaticArray<f64>, bo: i32, L: i32): i32 {
  for (let i = L - 1; i >= 0; i--) {
    const x = unchecked(a[ao + i]);
    const y = unchecked(b[bo + i]);
    if (x != y) return x < y ? -1 : 1;
  }
  return 0;
}

export function sign(a: StaticArray<f64>, o: i32, L: i32): i32 {
  for (let i = L - 1; i >= 0; i--) {
    const x = unchecked(a[o + i]);
    if (x != 0) return x < 0 ? -1 : 1;
  }
  return 0;
}

export function isZero(a: StaticArray<f64>, o: i32, L: i32): bool {
  for (let i = 0; i < L; i++) if (unchecked(a[o + i]) != 0) return false;
  return true;
}

/** a += s·b (s = ±1), normalised. */
export function addTo(a: StaticArray<f64>, ao: i32, b: StaticArray<f64>, bo: i32, s: f64, L: i32): void {
  let carry: f64 = 0;
  const top = L - 1;
  for (let i = 0; i < top; i++) {
    const x = unchecked(a[ao + i]) + s * unchecked(b[bo + i]) + carry;
    carry = Math.floor(x * INV_BASE);
    unchecked((a[ao + i] = x - carry * BASE));
  }
  unchecked((a[ao + top] = unchecked(a[ao + top]) + s * unchecked(b[bo + top]) + carry));
}

/** a += k for a small integer k, normalised. */
export function addSmall(a: StaticArray<f64>, ao: i32, k: f64, L: i32): void {
  let carry = k;
  const top = L - 1;
  for (let i = 0; i < top && carry != 0; i++) {
    const x = unchecked(a[ao + i]) + carry;
    carry = Math.floor(x * INV_BASE);
    unchecked((a[ao + i] = x - carry * BASE));
  }
  if (carry != 0) unchecked((a[ao + top] = unchecked(a[ao + top]) + carry));
}

/** out = floor(a / 2). */
export function halve(a: StaticArray<f64>, ao: i32, out: StaticArray<f64>, oo: i32, L: i32): void {
  let r: f64 = 0;
  for (let i = L - 1; i >= 0; i--) {
    const x = unchecked(a[ao + i]) + r * BASE;
    const q = Math.floor(x / 2);
    r = x - 2 * q;
    unchecked((out[oo + i] = q));
  }
}

export function copy(a: StaticArray<f64>, ao: i32, out: StaticArray<f64>, oo: i32, L: i32): void {
  for (let i = 0; i < L; i++) unchecked((out[oo + i] = unchecked(a[ao + i])));
}

export function setZero(a: StaticArray<f64>, o: i32, L: i32): void {
  for (let i = 0; i < L; i++) unchecked((a[o + i] = 0));
}

/** a's lowest limb is odd (x % 2 != 0 in limbs.ts; f64 % is a library call in WebAssembly, floor is one instruction). */
export function isOdd(a: StaticArray<f64>, o: i32): bool {
  const x = unchecked(a[o]);
  return x - 2 * Math.floor(x * 0.5) != 0;
}

/**
 * Re-writes count non-negative normalised numbers of oldL limbs as numbers of L limbs (L > oldL)
 * in a new array of `size` entries (at least count · L): the low limbs stay, the old top limb (up
 * to about 2^52) is split into base-2^48 limbs.
 */
export function widenLimbs(a: StaticArray<f64>, count: i32, oldL: i32, L: i32, size: i32): StaticArray<f64> {
  const out = new StaticArray<f64>(max(L, size));
  for (let n = 0; n < count; n++) {
    const ao = n * oldL;
    const oo = n * L;
    for (let i = 0; i < oldL - 1; i++) unchecked((out[oo + i] = unchecked(a[ao + i])));
    let top = unchecked(a[ao + oldL - 1]);
    for (let i = oldL - 1; i < L - 1; i++) {
      const hi = Math.floor(top * INV_BASE);
      unchecked((out[oo + i] = top - hi * BASE));
      top = hi;
    }
    unchecked((out[oo + L - 1] = top));
  }
  return out;
}
