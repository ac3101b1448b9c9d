/** Small combinatorics shared by the pairing systems. */

/**
 * Every way of choosing `k` of `items`, in lexicographic order of positions.
 * @example [...combinations([1, 2, 3], 2)] // [[1, 2], [1, 3], [2, 3]]
 */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  const n = items.length;
  if (k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield idx.map((i) => items[i] as T);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    (idx[i] as number)++;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}
