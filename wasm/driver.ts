/**
 * AssemblyScript: the Dutch driver's per-pair set-up of a bracket matcher, compiled into the same
 * module as the matcher (scripts/build-wasm.js) and run in an instance of its own, never one a
 * matcher uses. It is SplitMatcher's `localKeys` and `toDistinct` (src/core/pairing/dutch/matcher.ts,
 * the TypeScript reference it is tested against in test/core/pairing/dutch/pair-keys.test.ts): the
 * loop over every pair of a bracket matcher's vertices, which a fresh process otherwise runs in V8's
 * interpreter once per pair. The host (src/core/matching/wasm/driver.ts) gives the driver views of
 * these arrays, so the weight store, the players' final partners and PAB terms and the slots' keys
 * are written where this code reads them, and it reads the keys and the distinct indices back.
 */

/** Players of the round. */
let players: i32 = 0;
/** WeightStore's table index + 1 per pair, [a · players + b] with a < b (0: never set). */
let storeIdx = new StaticArray<i32>(0);
/** Each player's final partner, −1 while unpaired. */
let finalPartner = new StaticArray<i32>(0);
/** 1 for each player who is not a PAB candidate, else 0 (the completion field's terms). */
let notBye = new StaticArray<i32>(0);
/** The bracket matcher's vertices, as players. */
let localIds = new StaticArray<i32>(0);
/** Each pair's key, lower triangle row by row; then its distinct weight's index (toDistinct). */
let pairs = new StaticArray<i32>(0);
/** By key − 1: the slot and the pair it was first met at (slot −1: a pair never set, whole mode). */
let firsts = new StaticArray<i32>(0);
/** Each key's distinct weight's index (key 0: 0), written by the host for toDistinct. */
let dOfKey = new StaticArray<i32>(0);
/** Key (+ 1; 0 not yet seen) by slot while the keys are made; the host's table indices after. */
let localIndex = new StaticArray<i32>(0);
/**
 * Counts the replacements of `localIndex`, `pairs`, `firsts`, `dOfKey` and `base` (the host renews its
 * views when it changes). The last four are sized to what the round's brackets use, not to a
 * bracket of all its players (a slot per pair each: 76 MB at 2,000 players), and grow as needed.
 */
let layout: i32 = 0;
/** Ints of `firsts` in use (three per key). */
let firstsLength: i32 = 0;
/** Each player's vertex in the bracket matcher, −1 when not in it. */
let localOf = new StaticArray<i32>(0);
/**
 * The weight store's table entries (+ 1) by weight id and addend (WeightStore.entry's, told by the
 * host as it makes them), open addressing: a key's ids and addends, and its entry + 1 (0: empty).
 */
let hashIds = new StaticArray<f64>(0);
let hashAdds = new StaticArray<f64>(0);
let hashEntries = new StaticArray<i32>(0);
let hashCount: i32 = 0;
/** 1 where the first player has met the second (DutchPlayer.met), by [v · players + x]. */
let metPair = new StaticArray<u8>(0);
/**
 * C3's part of weights.ts `compatible` per player (`colourBar`): 0 when the player's colours bar
 * nobody, else an absolute preference two players cannot share (the host writes it with `metPair`).
 */
let colourBar = new StaticArray<i32>(0);
/**
 * 1 once the host has written `metPair` and `colourBar` for a round whose pairs never set weigh
 * their completion field (weights.ts `completionOnlyWeight`): `localKeys` keys those itself.
 */
let startingKnown: i32 = 0;
/** Whole mode's key (0: none yet) of a pair never set, by its completion field 1 to 3 (`startingKey`). */
let startKey1: i32 = 0;
let startKey2: i32 = 0;
let startKey3: i32 = 0;
/** Each player's weight class, then each one's look-ahead class (weights.ts `playerClasses`: v's at v, players + v). */
let classes = new StaticArray<i32>(0);
/** A bracket's players (sorted-player indices), and its base weight ids by [larger · size + smaller]. */
let members = new StaticArray<i32>(0);
let base = new StaticArray<i32>(0);
/**
 * Weight id + 1 (1: no edge, the colours forbid the pair) by class pair and edge flags, the key of
 * weights.ts `edgeWeightIdOf`'s memo, for pairs who have not met: open addressing (0: empty).
 */
let memoKeys = new StaticArray<f64>(0);
let memoIds = new StaticArray<i32>(0);
let memoCount: i32 = 0;
/**
 * The bracket compressor's elimination (src/core/pairing/dutch/compress.ts `independent`, the
 * reference it is tested against in narrowing.test.ts): the echelon basis of a bracket's counter
 * columns, `elimRows` entries each, kept one after another (at most `elimRows` of them: each has a
 * pivot of its own), each one's pivot, and the column the host writes for `elimAdd`.
 */
let elimBasis = new StaticArray<f64>(0);
let elimPivots = new StaticArray<i32>(0);
let elimColumn = new StaticArray<f64>(0);
let elimRows: i32 = 0;
let elimCount: i32 = 0;
/** Magnitude past which the elimination stops trusting f64 arithmetic (compress.ts EXACT_LIMIT, 2^50). */
const EXACT_LIMIT: f64 = 1125899906842624.0;
/** Where `localKeys` stopped for a pair it cannot key: its row and column. */
let atI: i32 = 0;
let atJ: i32 = 0;

/** A round of `n` players: its arrays by player and by pair of players; those by bracket grow as needed. */
export function driverInit(n: i32): void {
  // An instance given back and taken again: its earlier round's arrays are let go, then freed here
  // (the minimal runtime collects only when asked, and only what no global holds), so this round's
  // are made in the space they leave, not beside it. All of them, and nothing made in between: the
  // allocator gives a large array only a free block of a larger size class, so one array kept, or
  // a small one made before collecting, between the freed blocks would leave them too small
  // (test/core/matching/wasm-memory.test.ts).
  letGo();
  __collect();
  fresh(n);
}

/** Every global array let go: a null reference (the collector skips it), read by nothing before `fresh`. */
function letGo(): void {
  storeIdx = changetype<StaticArray<i32>>(0);
  finalPartner = changetype<StaticArray<i32>>(0);
  notBye = changetype<StaticArray<i32>>(0);
  localIds = changetype<StaticArray<i32>>(0);
  pairs = changetype<StaticArray<i32>>(0);
  firsts = changetype<StaticArray<i32>>(0);
  dOfKey = changetype<StaticArray<i32>>(0);
  localIndex = changetype<StaticArray<i32>>(0);
  localOf = changetype<StaticArray<i32>>(0);
  hashIds = changetype<StaticArray<f64>>(0);
  hashAdds = changetype<StaticArray<f64>>(0);
  hashEntries = changetype<StaticArray<i32>>(0);
  metPair = changetype<StaticArray<u8>>(0);
  colourBar = changetype<StaticArray<i32>>(0);
  classes = changetype<StaticArray<i32>>(0);
  members = changetype<StaticArray<i32>>(0);
  base = changetype<StaticArray<i32>>(0);
  memoKeys = changetype<StaticArray<f64>>(0);
  memoIds = changetype<StaticArray<i32>>(0);
  elimBasis = changetype<StaticArray<f64>>(0);
  elimPivots = changetype<StaticArray<i32>>(0);
  elimColumn = changetype<StaticArray<f64>>(0);
}

/** Every global array made anew for a round of `n` players (driverInit's work). */
function fresh(n: i32): void {
  players = n;
  storeIdx = new StaticArray<i32>(n * n);
  finalPartner = new StaticArray<i32>(n);
  for (let v = 0; v < n; v++) unchecked((finalPartner[v] = -1));
  notBye = new StaticArray<i32>(n);
  localIds = new StaticArray<i32>(n);
  pairs = new StaticArray<i32>(0);
  firsts = new StaticArray<i32>(3 * 64);
  dOfKey = new StaticArray<i32>(64);
  base = new StaticArray<i32>(0);
  layout++;
  localIndex = new StaticArray<i32>(1024);
  localOf = new StaticArray<i32>(n);
  for (let v = 0; v < n; v++) unchecked((localOf[v] = -1));
  hashIds = new StaticArray<f64>(1024);
  hashAdds = new StaticArray<f64>(1024);
  hashEntries = new StaticArray<i32>(1024);
  hashCount = 0;
  metPair = new StaticArray<u8>(n * n);
  colourBar = new StaticArray<i32>(n);
  startingKnown = 0;
  classes = new StaticArray<i32>(2 * n);
  members = new StaticArray<i32>(n);
  memoKeys = new StaticArray<f64>(1024);
  memoIds = new StaticArray<i32>(1024);
  memoCount = 0;
  elimBasis = new StaticArray<f64>(16 * 16);
  elimPivots = new StaticArray<i32>(16);
  elimColumn = new StaticArray<f64>(16);
  elimRows = 0;
  elimCount = 0;
}

export function storeIdxPtr(): usize {
  return changetype<usize>(storeIdx);
}
export function finalPartnerPtr(): usize {
  return changetype<usize>(finalPartner);
}
export function notByePtr(): usize {
  return changetype<usize>(notBye);
}
export function localIdsPtr(): usize {
  return changetype<usize>(localIds);
}
export function pairsPtr(): usize {
  return changetype<usize>(pairs);
}
export function firstsPtr(): usize {
  return changetype<usize>(firsts);
}
export function dOfKeyPtr(): usize {
  return changetype<usize>(dOfKey);
}
export function localIndexPtr(): usize {
  return changetype<usize>(localIndex);
}
export function localOfPtr(): usize {
  return changetype<usize>(localOf);
}
export function metPairPtr(): usize {
  return changetype<usize>(metPair);
}
export function colourBarPtr(): usize {
  return changetype<usize>(colourBar);
}
/** The host has written `metPair` and `colourBar`: whole mode's pairs never set are keyed here. */
export function knowStarting(): void {
  startingKnown = 1;
}
export function classesPtr(): usize {
  return changetype<usize>(classes);
}
export function membersPtr(): usize {
  return changetype<usize>(members);
}
export function basePtr(): usize {
  return changetype<usize>(base);
}
export function localIndexLength(): i32 {
  return localIndex.length;
}
export function pairsLength(): i32 {
  return pairs.length;
}
export function firstsSize(): i32 {
  return firsts.length;
}
export function dOfKeyLength(): i32 {
  return dOfKey.length;
}
export function baseLength(): i32 {
  return base.length;
}
export function layoutId(): i32 {
  return layout;
}

/**
 * Makes `pairs` hold a bracket matcher of `k` vertices (a key per pair), `dOfKey` `keys` entries and
 * `base` a bracket of `size` players (an entry per ordered pair): each array too small is let go
 * and collected (the host calls this from JavaScript, so nothing is on the stack), then made anew
 * at twice its old size or the size asked, whichever is more. Their contents are not kept: each is
 * written afresh for every bracket matcher or bracket.
 */
export function reserve(k: i32, keys: i32, size: i32): void {
  const pairsWanted = (k * (k - 1)) / 2;
  const baseWanted = size * size;
  if (pairsWanted <= pairs.length && keys <= dOfKey.length && baseWanted <= base.length) return;
  const pairsSize = pairsWanted <= pairs.length ? 0 : max(pairsWanted, 2 * pairs.length);
  const dOfKeySize = keys <= dOfKey.length ? 0 : max(keys, 2 * dOfKey.length);
  const baseSize = baseWanted <= base.length ? 0 : max(baseWanted, 2 * base.length);
  if (pairsSize > 0) pairs = new StaticArray<i32>(0);
  if (dOfKeySize > 0) dOfKey = new StaticArray<i32>(0);
  if (baseSize > 0) base = new StaticArray<i32>(0);
  __collect();
  if (pairsSize > 0) pairs = new StaticArray<i32>(pairsSize);
  if (dOfKeySize > 0) dOfKey = new StaticArray<i32>(dOfKeySize);
  if (baseSize > 0) base = new StaticArray<i32>(baseSize);
  layout++;
}

/** Makes `firsts` hold at least `length` ints, keeping them (doubling: a bracket's keys are met one by one). */
function growFirsts(length: i32): void {
  const old = firsts;
  let size = 2 * old.length;
  if (size < length) size = length;
  const grown = new StaticArray<i32>(size);
  memory.copy(changetype<usize>(grown), changetype<usize>(old), <usize>old.length << 2);
  firsts = grown;
  layout++;
}

/** A key of the host's (a pair never set, whole mode: `slot` −1) for pair v, x; returns the key. */
export function addFirst(slot: i32, v: i32, x: i32): i32 {
  const f = firstsLength;
  if (f + 3 > firsts.length) growFirsts(f + 3);
  unchecked((firsts[f] = slot));
  unchecked((firsts[f + 1] = v));
  unchecked((firsts[f + 2] = x));
  firstsLength = f + 3;
  return firstsLength / 3;
}

/** Makes `localIndex` at least `length` long, its entries kept (SplitMatcher.setLocalIndex's growth). */
export function growLocalIndex(length: i32): void {
  const old = localIndex;
  if (length <= old.length) return;
  let size = 2 * old.length;
  if (size < length) size = length;
  const grown = new StaticArray<i32>(size);
  memory.copy(changetype<usize>(grown), changetype<usize>(old), <usize>old.length << 2);
  localIndex = grown;
  layout++;
}

/** Clears `localIndex` and `firsts` before a bracket matcher's keys are made. */
export function startKeys(): void {
  memory.fill(changetype<usize>(localIndex), 0, <usize>localIndex.length << 2);
  firstsLength = 0;
  startKey1 = 0;
  startKey2 = 0;
  startKey3 = 0;
}

export function firstsUsed(): i32 {
  return firstsLength;
}
export function stopRow(): i32 {
  return atI;
}
export function stopColumn(): i32 {
  return atJ;
}

/**
 * Every pair of the bracket matcher's `k` vertices (`localIds`), from row `i`, column `j`, place
 * `at` in `pairs` on: its key, a new key for a slot first met (SplitMatcher.localKeys, step for
 * step). Returns −1 when done, or the place of a pair never set in whole mode (its row and column
 * in stopRow/stopColumn), whose key the host makes (by its starting weight) before going on from
 * the next pair; once `knowStarting` was called, such a pair is keyed here (`startingKey`).
 */
export function localKeys(k: i32, whole: i32, i0: i32, j0: i32, at0: i32): i32 {
  const n = players;
  let at = at0;
  let j = j0;
  for (let i = i0; i < k; i++) {
    const v = unchecked(localIds[i]);
    const vDone = unchecked(finalPartner[v]) >= 0;
    const row = v * n;
    const nbV = unchecked(notBye[v]);
    for (; j < i; j++, at++) {
      const x = unchecked(localIds[j]);
      unchecked((pairs[at] = 0));
      if (vDone || unchecked(finalPartner[x]) >= 0) continue;
      const si = v < x ? unchecked(storeIdx[row + x]) : unchecked(storeIdx[x * n + v]);
      if (si === 0) {
        // A pair never set keeps its completion field only: nothing left once that is taken off.
        if (whole === 0) continue;
        if (startingKnown === 0) {
          atI = i;
          atJ = j;
          return at;
        }
        unchecked((pairs[at] = startingKey(v, x, nbV)));
        continue;
      }
      const slot = 4 * si + (whole !== 0 ? 0 : 1 + nbV + unchecked(notBye[x]));
      if (slot >= localIndex.length) growLocalIndex(slot + 1);
      let key = unchecked(localIndex[slot]);
      if (key === 0) {
        key = addFirst(slot, v, x);
        unchecked((localIndex[slot] = key));
      }
      unchecked((pairs[at] = key));
    }
    j = 0;
  }
  return -1;
}

/**
 * Whole mode's key of pair v, x (v's `notBye`: nbV), never set: its weight is its completion field
 * (weights.ts `completionOnlyWeight`: 1 + each end's `notBye`), or no edge (key 0) when the two
 * have met, asked of the lower-numbered player as the store's starting weight asks `compatible`,
 * or share an absolute colour preference; one key per distinct weight, as the host's keys by
 * weight, made where it is first met.
 */
function startingKey(v: i32, x: i32, nbV: i32): i32 {
  const n = players;
  if (unchecked(metPair[v < x ? v * n + x : x * n + v]) !== 0) return 0;
  const bar = unchecked(colourBar[v]);
  if (bar !== 0 && bar === unchecked(colourBar[x])) return 0;
  const top = 1 + nbV + unchecked(notBye[x]);
  let key = top === 1 ? startKey1 : top === 2 ? startKey2 : startKey3;
  if (key === 0) {
    key = addFirst(-1, v, x);
    if (top === 1) startKey1 = key;
    else if (top === 2) startKey2 = key;
    else startKey3 = key;
  }
  return key;
}

/**
 * A bracket compressor's elimination begins, over columns of `rows` entries: the basis is emptied,
 * and its arrays too small are let go and collected (the host calls this from JavaScript, so
 * nothing is on the stack), then made anew for twice as many rows or `rows`, whichever is more.
 */
export function elimStart(rows: i32): void {
  if (rows > elimColumn.length) {
    const size = max(rows, 2 * elimColumn.length);
    elimBasis = changetype<StaticArray<f64>>(0);
    elimPivots = changetype<StaticArray<i32>>(0);
    elimColumn = changetype<StaticArray<f64>>(0);
    __collect();
    elimBasis = new StaticArray<f64>(size * size);
    elimPivots = new StaticArray<i32>(size);
    elimColumn = new StaticArray<f64>(size);
    layout++;
  }
  elimRows = rows;
  elimCount = 0;
}

export function elimColumnPtr(): usize {
  return changetype<usize>(elimColumn);
}
export function elimColumnLength(): i32 {
  return elimColumn.length;
}

/**
 * compress.ts `independent` for the column the host wrote into `elimColumn`: 1 when it is not a
 * rational combination of the basis (it joins the basis, unless the elimination passed
 * EXACT_LIMIT, which keeps the column and leaves the basis as it was), else 0. The same f64
 * operations in the same order as the reference, so the same answers and the same basis.
 */
export function elimAdd(): i32 {
  const m = elimRows;
  const c = elimColumn;
  for (let k = 0; k < elimCount; k++) {
    const row = k * m;
    const pivot = unchecked(elimPivots[k]);
    const cp = unchecked(c[pivot]);
    if (cp == 0) continue;
    const bp = unchecked(elimBasis[row + pivot]);
    let g: f64 = 0;
    let overflow = false;
    for (let i = 0; i < m; i++) {
      const x = unchecked(c[i]) * bp - unchecked(elimBasis[row + i]) * cp;
      const size = x < 0 ? -x : x;
      if (size > EXACT_LIMIT) overflow = true;
      unchecked((c[i] = x));
      // gcd(g, size); gcd(1, y) is 1: once there, the column cannot be divided down.
      if (g != 1) {
        let r = size;
        while (r != 0) {
          const next = g % r;
          g = r;
          r = next;
        }
      }
    }
    if (overflow) return 1;
    if (g > 1) for (let i = 0; i < m; i++) unchecked((c[i] = c[i] / g));
  }
  let first = 0;
  while (first < m && unchecked(c[first]) == 0) first++;
  if (first == m) return 0;
  memory.copy(changetype<usize>(elimBasis) + ((<usize>(elimCount * m)) << 3), changetype<usize>(c), (<usize>m) << 3);
  unchecked((elimPivots[elimCount] = first));
  elimCount++;
  return 1;
}

/** Each of the first `count` pairs' key replaced by its distinct weight's index (`dOfKey`). */
export function toDistinct(count: i32): void {
  for (let at = 0; at < count; at++) unchecked((pairs[at] = dOfKey[pairs[at]]));
}

/** The hash table's first place for (id, t): a mix of both numbers' bits. */
function placeOf(id: f64, t: f64, mask: i32): i32 {
  const bits = reinterpret<i64>(t + 0.0);
  let h: u32 = (<u32>bits ^ <u32>(bits >>> 32)) * 0x85ebca6b;
  h ^= <u32>(<i64>id) * 0x9e3779b1;
  h ^= h >>> 16;
  h *= 0x7feb352d;
  h ^= h >>> 15;
  return <i32>h & mask;
}

/** Entry + 1 of weight id `id` with addend `t` (0: not in the table). */
function entryOf(id: f64, t: f64): i32 {
  const mask = hashEntries.length - 1;
  let at = placeOf(id, t, mask);
  let e = unchecked(hashEntries[at]);
  while (e !== 0) {
    if (unchecked(hashIds[at]) === id && unchecked(hashAdds[at]) === t) return e;
    at = (at + 1) & mask;
    e = unchecked(hashEntries[at]);
  }
  return 0;
}

function insert(id: f64, t: f64, e: i32): void {
  const mask = hashEntries.length - 1;
  let at = placeOf(id, t, mask);
  while (unchecked(hashEntries[at]) !== 0) at = (at + 1) & mask;
  unchecked((hashIds[at] = id));
  unchecked((hashAdds[at] = t + 0.0));
  unchecked((hashEntries[at] = e + 1));
}

/**
 * The host made table entry `e` for weight id `id` plus `t` (the table doubles at half full).
 * Returns 1 when the memory grew (the host's views are then stale), else 0.
 */
export function addEntry(id: f64, t: f64, e: i32): i32 {
  const pages = memory.size();
  if (2 * (hashCount + 1) > hashEntries.length) {
    const ids = hashIds;
    const adds = hashAdds;
    const entries = hashEntries;
    const size = 2 * entries.length;
    hashIds = new StaticArray<f64>(size);
    hashAdds = new StaticArray<f64>(size);
    hashEntries = new StaticArray<i32>(size);
    for (let at = 0; at < entries.length; at++) {
      const old = unchecked(entries[at]);
      if (old !== 0) insert(unchecked(ids[at]), unchecked(adds[at]), old - 1);
    }
  }
  insert(id, t, e);
  hashCount++;
  return memory.size() !== pages ? 1 : 0;
}

/**
 * SplitMatcher.setWeight's work for a weight already in the store's table: the pair's entry into
 * the store, then, when the bracket matcher has both players (`mode` 1, or 2 in whole mode; 0: no
 * matcher), its slot's table index. Returns that index + 1 for the host to set, 0 when there is
 * nothing to set, −1 when the weight is not in the table yet (nothing written), and −1 − its entry
 * + 1 (−2 or less) when the slot has no index yet: the host then does the rest itself.
 */
export function storeSet(v: i32, x: i32, id: f64, t: f64, mode: i32): i32 {
  const e = entryOf(id, t);
  if (e === 0) return -1;
  if (v < x) unchecked((storeIdx[v * players + x] = e));
  else unchecked((storeIdx[x * players + v] = e));
  if (mode === 0) return 0;
  if (unchecked(localOf[v]) < 0 || unchecked(localOf[x]) < 0) return 0;
  const slot = 4 * e + (mode === 2 ? 0 : 1 + unchecked(notBye[v]) + unchecked(notBye[x]));
  const known = slot < localIndex.length ? unchecked(localIndex[slot]) : 0;
  return known !== 0 ? known : -1 - e;
}

function memoPlace(key: f64, mask: i32): i32 {
  const bits = reinterpret<i64>(key);
  let h: u32 = (<u32>bits ^ <u32>(bits >>> 32)) * 0x85ebca6b;
  h ^= h >>> 16;
  h *= 0x7feb352d;
  h ^= h >>> 15;
  return <i32>h & mask;
}

/** Weight id + 1 of the memo's `key` (0: not in it). */
function memoGet(key: f64): i32 {
  const mask = memoIds.length - 1;
  let at = memoPlace(key, mask);
  let id = unchecked(memoIds[at]);
  while (id !== 0) {
    if (unchecked(memoKeys[at]) === key) return id;
    at = (at + 1) & mask;
    id = unchecked(memoIds[at]);
  }
  return 0;
}

function memoInsert(key: f64, idPlusOne: i32): void {
  const mask = memoIds.length - 1;
  let at = memoPlace(key, mask);
  while (unchecked(memoIds[at]) !== 0) at = (at + 1) & mask;
  unchecked((memoKeys[at] = key));
  unchecked((memoIds[at] = idPlusOne));
}

/** The host's weight id `id` (0: no edge) of memo key `key` (the table doubles at half full). */
function memoAdd(key: f64, id: i32): void {
  if (2 * (memoCount + 1) > memoIds.length) {
    const keys = memoKeys;
    const ids = memoIds;
    const size = 2 * ids.length;
    memoKeys = new StaticArray<f64>(size);
    memoIds = new StaticArray<i32>(size);
    for (let at = 0; at < ids.length; at++) {
      const old = unchecked(ids[at]);
      if (old !== 0) memoInsert(unchecked(keys[at]), old);
    }
  }
  memoInsert(key, id + 1);
  memoCount++;
}

/**
 * Bracket.setBaseWeights for the bracket of `size` players in `members` (its rows from `groupBegin`,
 * the look-ahead from `nextGroupBegin`; `single`: C9's flag), from row `larger0`, column
 * `smaller0` on, right after the bracket began (no bracket matcher yet): each pair's base weight id
 * into `base` and the weight store. Stops at a pair whose class pair is not in the memo (code 1,
 * nothing written: the host weighs it and calls again from it with its weight id as `missId`,
 * which goes into the memo first) or whose weight is not in the store's table (code 2, its base
 * entry written, nothing set: the host sets it and goes on from the next pair). Returns 0 when
 * done, else the pair's place in `base` (larger · size + smaller) · 4 + the code.
 */
export function baseWeights(
  size: i32,
  groupBegin: i32,
  nextGroupBegin: i32,
  single: i32,
  larger0: i32,
  smaller0: i32,
  missId: i32,
): i32 {
  const n = players;
  let smaller = smaller0;
  if (missId >= 0) {
    // The memo's key as below (and as weights.ts edgeWeightIdOf's), for the pair it stopped at.
    const kind = larger0 < nextGroupBegin ? 0 : n;
    const flags: f64 = larger0 < nextGroupBegin ? 4 + single : 2 + single;
    const high = <f64>unchecked(classes[kind + unchecked(members[smaller0])]);
    memoAdd((high * 65536 + <f64>unchecked(classes[kind + unchecked(members[larger0])])) * 8 + flags, missId);
  }
  for (let larger = larger0; larger < size; larger++) {
    const vl = unchecked(members[larger]);
    // The look-ahead's edges by the players' look-ahead classes.
    const kind = larger < nextGroupBegin ? 0 : n;
    const lowClass = <f64>unchecked(classes[kind + vl]);
    const flags: f64 = larger < nextGroupBegin ? 4 + single : 2 + single;
    const row = larger * size;
    // A row begun: its entries from the diagonal on are not pairs (the host copies whole rows).
    if (smaller === 0) memory.fill(changetype<usize>(base) + ((<usize>(row + larger)) << 2), 0, (<usize>(size - larger)) << 2);
    for (; smaller < larger; smaller++) {
      const vs = unchecked(members[smaller]);
      let id = 0;
      if (unchecked(metPair[vs * n + vl]) === 0) {
        const m = memoGet((<f64>unchecked(classes[kind + vs]) * 65536 + lowClass) * 8 + flags);
        if (m === 0) return ((row + smaller) << 2) | 1;
        id = m - 1;
      }
      unchecked((base[row + smaller] = id));
      if (storeSet(vl, vs, <f64>id, 0, 0) < 0) return ((row + smaller) << 2) | 2;
    }
    smaller = 0;
  }
  return 0;
}
