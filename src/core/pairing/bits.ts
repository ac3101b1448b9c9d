/** Bits needed to write `x` (0 for 0): the width of a weight field (both engines). @example bitsFor(5) // 3 */
export function bitsFor(x: number): number {
  let b = 0;
  for (let v = Math.floor(x); v >= 1; v = Math.floor(v / 2)) b++;
  return b;
}
