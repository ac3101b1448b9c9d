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
 * Levenshtein distance (letters changed, added, dropped), stopping early once it exceeds `limit`
 * (then limit + 1 is returned); with `swaps`, two neighbours swapped count as one edit ("Ivna" for
 * "Ivan": the optimal-string-alignment distance).
 * @example editDistance("ivn petrov", "ivan petrov", 2) // 1
 * @example editDistance("ivna", "ivan", 2, true) // 1
 */
export function editDistance(a: string, b: string, limit: number, swaps = false): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (before[j - 2] as number) + 1);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = cur;
  }
  return Math.min(prev[b.length] as number, limit + 1);
}

/** The edits one word may differ by and still look like a typo: 1, or 2 from 8 letters. */
function allowed(a: string, b: string): number {
  return Math.min(a.length, b.length) >= 8 ? 2 : 1;
}

/** Whether one first name is the other's initial ("m" and "michael"). */
function initialOf(a: string, b: string): boolean {
  return (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));
}

/** A name key taken apart once: its words and its words in order. */
export interface NameInfo {
  readonly key: string;
  readonly words: readonly string[];
  readonly sorted: string;
}

/**
 * A name key taken apart once, for comparing it with many others (`nearInfo`).
 * @example nameInfo("michael baron").sorted // "baron michael"
 */
export function nameInfo(key: string): NameInfo {
  const words = key.split(" ");
  return { key, words, sorted: [...words].sort().join(" ") };
}

/**
 * Whether one edit (a letter changed, added or dropped) turns a into b; linear time.
 * @example withinOne("ivn petrov", "ivan petrov") // true
 */
export function withinOne(a: string, b: string): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === b.length) return true;
  const shift = a.length === b.length ? 0 : 1; // a letter changed, or one more letter in a
  for (let j = i + 1; j < a.length; j++) if (a.charCodeAt(j) !== b.charCodeAt(j - shift)) return false;
  return true;
}

/**
 * `nearMiss` over names taken apart once (`nameInfo`): what a list of a million names is compared with.
 * @example nearInfo(nameInfo("ivn petrov"), nameInfo("ivan petrov")) // true
 */
export function nearInfo(a: NameInfo, b: NameInfo): boolean {
  if (a.key === b.key) return false;
  if (withinOne(a.key, b.key)) return true;
  const ta = a.words;
  const tb = b.words;
  if (ta.length !== tb.length) return false;
  let differ = -1;
  for (let k = 0; k < ta.length; k++) {
    if (ta[k] === tb[k]) continue;
    if (differ >= 0) {
      differ = -2;
      break;
    }
    differ = k;
  }
  if (differ >= 0) {
    const wa = ta[differ] as string;
    const wb = tb[differ] as string;
    const limit = allowed(wa, wb);
    if (limit === 1 ? withinOne(wa, wb) : editDistance(wa, wb, limit) <= limit) return true;
    if (differ === 0 && ta.length >= 2 && initialOf(wa, wb)) return true;
  }
  return a.sorted === b.sorted;
}

/**
 * Whether two different name keys look like the same person: one word mistyped (one letter off, two
 * from 8 letters), a space more or less, an initial for a first name ("m baron" / "michael baron"),
 * or the same words in another order. Two words both changed ("tom smith" / "tim smyth") is not.
 * @example nearMiss("ivn petrov", "ivan petrov") // true
 */
export function nearMiss(a: string, b: string): boolean {
  return nearInfo(nameInfo(a), nameInfo(b));
}

/**
 * The pairs of keys (indices into `keys`) that look alike, found without comparing every pair: names
 * are compared only within buckets sharing their last word, their first word, their words in any
 * order, or their length (give or take one) and first or last letter: every near miss shares one.
 */
export function nearMissPairs(keys: readonly string[]): [number, number][] {
  const infos = keys.map(nameInfo);
  const buckets = new Map<string, number[]>();
  const put = (b: string, i: number) => {
    const list = buckets.get(b);
    if (list === undefined) buckets.set(b, [i]);
    else list.push(i);
  };
  infos.forEach((x, i) => {
    const k = x.key;
    const words = x.words;
    if (words.length > 1) {
      put(`L:${words[words.length - 1]}`, i);
      put(`F:${words[0]}`, i);
      put(`S:${x.sorted}`, i);
    }
    // One letter off the whole name: a one-word typo, or a space put in, taken out or typed over.
    // Such a pair has the same first letter and lengths one apart at most (or the same last letter).
    put(`N:${k.length}:${k[0] ?? ""}`, i);
    put(`N:${k.length + 1}:${k[0] ?? ""}`, i);
    if (words.length === 1) {
      put(`E:${k.length}:${k[k.length - 1] ?? ""}`, i);
      put(`E:${k.length + 1}:${k[k.length - 1] ?? ""}`, i);
    }
    if (k.length <= 2) put("tiny", i); // one letter off changes both ends of a one-letter name
  });
  const n = keys.length;
  const seen = new Set<number>();
  const out: [number, number][] = [];
  for (const list of buckets.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const i = Math.min(list[x] as number, list[y] as number);
        const j = Math.max(list[x] as number, list[y] as number);
        const id = i * n + j;
        if (seen.has(id)) continue;
        seen.add(id);
        if (nearInfo(infos[i] as NameInfo, infos[j] as NameInfo)) out.push([i, j]);
      }
    }
  }
  return out.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}
