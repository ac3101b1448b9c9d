/**
 * Matching players across the events of a season: by ID where the rows give one, else by name
 * (case, accents, punctuation and "Surname, First" order ignored). Names that almost match are never
 * merged: they are reported as "did you mean" so the secretary gives them one ID or an alias.
 */

/** A name reduced for comparison: lower case, no accents or punctuation, "Baron, Michael" → "michael baron". */
export function nameKey(name: string): string {
  let n = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const comma = /^([^,]+),\s*([^,]+)$/.exec(n);
  if (comma !== null) n = `${comma[2]} ${comma[1]}`;
  return n
    .toLowerCase()
    .replace(/[.'’`_-]+/g, " ")
    .replace(/[^\p{L}\p{N} ]+/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Levenshtein distance, stopping early once it exceeds `limit` (then limit + 1 is returned).
 * @example editDistance("ivn petrov", "ivan petrov", 2) // 1
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}

/** The edits one word may differ by and still look like a typo: 1, or 2 from 8 letters. */
function allowed(a: string, b: string): number {
  return Math.min(a.length, b.length) >= 8 ? 2 : 1;
}

/** Whether one first name is the other's initial ("m" and "michael"). */
function initialOf(a: string, b: string): boolean {
  return (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));
}

/**
 * Whether two different name keys look like the same person: one word mistyped (one letter off, two
 * from 8 letters), a space more or less, an initial for a first name ("m baron" / "michael baron"),
 * or the same words in another order. Two words both changed ("tom smith" / "tim smyth") is not.
 * @example nearMiss("ivn petrov", "ivan petrov") // true
 */
export function nearMiss(a: string, b: string): boolean {
  if (a === b) return false;
  if (editDistance(a, b, 1) <= 1) return true;
  const ta = a.split(" ");
  const tb = b.split(" ");
  if (ta.length === tb.length) {
    const differ = ta.flatMap((w, k) => (w === tb[k] ? [] : [k]));
    if (differ.length === 1) {
      const wa = ta[differ[0] as number] as string;
      const wb = tb[differ[0] as number] as string;
      if (editDistance(wa, wb, allowed(wa, wb)) <= allowed(wa, wb)) return true;
      if (differ[0] === 0 && ta.length >= 2 && initialOf(wa, wb)) return true;
    }
    if ([...ta].sort().join(" ") === [...tb].sort().join(" ")) return true;
  }
  return false;
}

/**
 * The pairs of keys (indices into `keys`) that look alike, found without comparing every pair: names
 * are compared only within buckets sharing their last word, their first word, their words in any
 * order, or their length (give or take one) and first or last letter: every near miss shares one.
 */
export function nearMissPairs(keys: readonly string[]): [number, number][] {
  const buckets = new Map<string, number[]>();
  const put = (b: string, i: number) => {
    const list = buckets.get(b);
    if (list === undefined) buckets.set(b, [i]);
    else list.push(i);
  };
  keys.forEach((k, i) => {
    const words = k.split(" ");
    put(`L:${words[words.length - 1]}`, i);
    put(`F:${words[0]}`, i);
    put(`S:${[...words].sort().join(" ")}`, i);
    put(`N:${k.length}:${k[0] ?? ""}`, i);
    put(`N:${k.length + 1}:${k[0] ?? ""}`, i);
    put(`E:${k.length}:${k[k.length - 1] ?? ""}`, i);
    put(`E:${k.length + 1}:${k[k.length - 1] ?? ""}`, i);
    if (k.length <= 2) put("tiny", i); // one letter off changes both ends of a one-letter name
  });
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (const list of buckets.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const i = Math.min(list[x] as number, list[y] as number);
        const j = Math.max(list[x] as number, list[y] as number);
        const id = `${i},${j}`;
        if (seen.has(id)) continue;
        seen.add(id);
        if (nearMiss(keys[i] as string, keys[j] as string)) out.push([i, j]);
      }
    }
  }
  return out.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}
