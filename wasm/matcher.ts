/**
 * AssemblyScript: the blossom matcher of src/core/matching/fast.ts, compiled to WebAssembly by
 * scripts/build-wasm.js. Same algorithm, same decisions in the same order, same Float64 limbs, so
 * the same matching: fast.ts is the reference it is tested against (test/core/matching/wasm.test.ts).
 * It exists for the cold start: a fresh process runs fast.ts in V8's interpreter, while WebAssembly
 * is compiled before it runs.
 *
 * One instance holds one matcher (module globals). The host (src/core/matching/wasm/index.ts) keeps
 * the table of distinct weights as BigInt, writes each new one's limbs here, writes edge weights as
 * table indices straight into `wIdx`, and lists the vertices whose edges changed in `touchedList`.
 */
import {
  BASE,
  INV_BASE,
  addSmall,
  addTo,
  approx,
  compare,
  copy,
  halve,
  isOdd,
  isZero,
  raiseToDiff,
  setZero,
  sign,
  signOfSumDiff,
  signSumDiff,
  sumDiff,
  sumDiffOf,
  widenLimbs,
} from "./limbs";
import { List } from "./list";

const FREE: i32 = 0;
const S: i32 = 1;
const T: i32 = 2;
const BREADCRUMB: i32 = 4;
const SHADOW_BITS: i32 = 960;
const JUMP_START: i32 = 8;
/** fast.ts's KEEP_LEAVES: a dead tree's S-blossom of zero dual this large is kept whole. */
const KEEP_LEAVES: i32 = 100;
const EPS_FACTOR: f64 = 2.0 / 17592186044416.0; // 2 · 2^-44

// Every array below is made by init (`make`) before any use: a null reference until then.
let n: i32 = 0;
let L: i32 = 1;
let capacityBits: i32 = 0;
/**
 * The vertices and limbs the arrays below have room for: init makes them anew only for a graph
 * larger than that (see init), and a matcher uses the first entries of each.
 */
let roomN: i32 = 0;
let roomL: i32 = 0;
/** An array was replaced since the last collection (widen, the table's growth). */
let garbage = false;
let wIdx = changetype<StaticArray<i32>>(0);
let tab = changetype<StaticArray<f64>>(0);
let tabF = changetype<StaticArray<f64>>(0);
let tabCap: i32 = 0;
let mate = changetype<StaticArray<i32>>(0);
let dual = changetype<StaticArray<f64>>(0);
let label = changetype<StaticArray<i32>>(0);
let labelEnd = changetype<StaticArray<i32>>(0);
let inBlossom = changetype<StaticArray<i32>>(0);
let parent = changetype<StaticArray<i32>>(0);
/** Each blossom's children, endpoints and best-edge list: a `List` (three words) per blossom. */
let childLists = changetype<StaticArray<i32>>(0);
let endpLists = changetype<StaticArray<i32>>(0);
let bestLists = changetype<StaticArray<i32>>(0);
let base = changetype<StaticArray<i32>>(0);
let bestEdge = changetype<StaticArray<i32>>(0);
let bestSlack = changetype<StaticArray<f64>>(0);
let bestEpoch = changetype<StaticArray<i32>>(0);
let bestSlackF = changetype<StaticArray<f64>>(0);
let epoch: i32 = 1;
let dualF = changetype<StaticArray<f64>>(0);
let dualFStale = true;
let maxMagnitude: f64 = 0;
let bestListStage = changetype<StaticArray<i32>>(0);
let bestTo = changetype<StaticArray<i32>>(0);
let bestToF = changetype<StaticArray<f64>>(0);
/** fast.ts's bestToSlack: the exact slack of each bestTo edge. */
let bestToSlack = changetype<StaticArray<f64>>(0);
const bestToSeen = new List();
let eps: f64 = Infinity;
const unused = new List();
/**
 * fast.ts's `outside`: the vertices outside one top-level blossom, ascending (its first
 * `outsideLen`), read by a row scan of one of its leaves instead of the whole row. Valid for a
 * vertex marked with `memberStamp` in `memberMark` while `blossomVersion` is `outsideVersion`
 * (blossoms only merge until `recycle` moves the version on).
 */
let outside = changetype<StaticArray<i32>>(0);
let outsideLen: i32 = 0;
let memberMark = changetype<StaticArray<i32>>(0);
let memberStamp: i32 = 0;
let outsideVersion: i32 = -1;
let blossomVersion: i32 = 0;
/** buildBestList's scratch: the vertices in S-blossoms other than the new blossom, ascending. */
let sOutside = changetype<StaticArray<i32>>(0);
/** fast.ts's tight-edge marks: valid from `stageFloor` and from the `relAt` of both ends. */
let allowEdge = changetype<StaticArray<i32>>(0);
let clock: i32 = 0;
let stageFloor: i32 = 0;
let relAt = changetype<StaticArray<i32>>(0);
let stageId: i32 = 0;
const queue = new List();
let queueHead: i32 = 0;
let dirty = changetype<StaticArray<u8>>(0);
const dirtyList = new List();
let touched = changetype<StaticArray<u8>>(0);
let touchedList = changetype<StaticArray<i32>>(0);
let s1 = changetype<StaticArray<f64>>(0);
let s2 = changetype<StaticArray<f64>>(0);
let sDelta = changetype<StaticArray<f64>>(0);
let sMax = changetype<StaticArray<f64>>(0);
const leaves = new List();
let treeOf = changetype<StaticArray<i32>>(0);
let deadAt = changetype<StaticArray<i32>>(0);
let multi = false;
let solvedOnce = false;
const pending = new List();
// Keeping the other trees after an augmentation (fast.ts's releaseDeadTrees and what goes with it).
const released = new List();
let releasedMark = changetype<StaticArray<u8>>(0);
let requeuedAt = changetype<StaticArray<i32>>(0);
let releaseId: i32 = 0;
let cum = changetype<StaticArray<f64>>(0);
let lbScratch = changetype<StaticArray<f64>>(0);
let staleF = changetype<StaticArray<u8>>(0);
const staleFList = new List();
let staleFBase = changetype<StaticArray<f64>>(0);
let staleS = changetype<StaticArray<u8>>(0);
const staleSList = new List();
let staleSBase = changetype<StaticArray<f64>>(0);
const deadTops = new List();
const sScratch = new List();
const staleLeaves = new List();
// settleStale's answer when a recomputed best edge sets the dual change.
let pickType: i32 = 0;
let pickEdge: i32 = -1;
// Scratch lists, kept between uses so that a stage allocates little (each is used by one function
// at a time: none of their users calls another while it holds one).
const scratchLeaves = new List();
const scratchKept = new List();
const scratchOrder = new List();
const scratchPath = new List();
const scratchRotate = new List();

/** Blossom b's children, its endpoints, its best-edge list (each kept for the blossom's next use). */
function childsOf(b: i32): List {
  return changetype<List>(changetype<usize>(childLists) + <usize>b * offsetof<List>());
}
function endpsOf(b: i32): List {
  return changetype<List>(changetype<usize>(endpLists) + <usize>b * offsetof<List>());
}
function bestListOf(b: i32): List {
  return changetype<List>(changetype<usize>(bestLists) + <usize>b * offsetof<List>());
}

/** leafList into the scratch list (emptied first). */
function leavesOf(b: i32): List {
  scratchLeaves.length = 0;
  return leafList(b, scratchLeaves);
}

/** Rotates list in place so that it starts at index i (fast.ts: list.slice(i).concat(list.slice(0, i))). */
function rotate(list: List, i: i32): void {
  if (i == 0) return;
  const len = list.length;
  const tmp = scratchRotate;
  tmp.length = 0;
  for (let k = 0; k < len; k++) tmp.push(list[k]);
  for (let k = 0; k < len; k++) list[k] = tmp[(k + i) % len];
}

/** The first `count` entries of a set to −1 (every byte 0xff, in one bulk write). */
function fillMinusOne(a: StaticArray<i32>, count: i32): void {
  memory.fill(changetype<usize>(a), 0xff, (<usize>count) << 2);
}

/** The first `count` entries of a set to zero (in one bulk write). */
function zero<T>(a: StaticArray<T>, count: i32): void {
  memory.fill(changetype<usize>(a), 0, <usize>count * sizeof<T>());
}

// -----------------------------------------------------------------------------------------------
// The host's interface

/**
 * A fresh matcher over n vertices with numbers of `limbs` limbs for weights below 2^bits.
 *
 * The arrays of the previous matcher of this instance are used again when they have room for n
 * vertices and `limbs` limbs: `reset` writes their first entries as new ones would be. Otherwise
 * they are made anew with room for n rounded up to a multiple of 32 (a pairing's brackets grow
 * and shrink: at 100 players 8, 23, 31, 35, 38, 42, 24, 8 and 4 vertices make them twice instead
 * of nine times). The module is built with AssemblyScript's minimal runtime
 * (scripts/build-wasm.js), whose collector runs only when called, and frees only what no global
 * holds: here, while no reference is held on the stack (the host calls init from JavaScript),
 * after the old arrays have been let go (`letGo`), so the new ones are made in the space the old
 * ones leave, and an instance taken again for a graph no larger grows no further
 * (test/core/matching/wasm-memory.test.ts); or when an array was replaced since (`garbage`).
 */
export function init(vertices: i32, limbs: i32, bits: i32): void {
  const grow = vertices > roomN || limbs > roomL;
  if (grow) letGo();
  if (grow || garbage) __collect();
  garbage = false;
  if (grow) make(max(roomN, (vertices + 31) & ~31), max(roomL, limbs));
  reset(vertices, limbs, bits);
}

/** Every array let go, its lists' memory given back (a null reference: the collector skips it). */
function letGo(): void {
  for (let b = 0; b < 2 * roomN; b++) {
    childsOf(b).release();
    endpsOf(b).release();
    bestListOf(b).release();
  }
  wIdx = changetype<StaticArray<i32>>(0);
  tab = changetype<StaticArray<f64>>(0);
  tabF = changetype<StaticArray<f64>>(0);
  mate = changetype<StaticArray<i32>>(0);
  dual = changetype<StaticArray<f64>>(0);
  label = changetype<StaticArray<i32>>(0);
  labelEnd = changetype<StaticArray<i32>>(0);
  inBlossom = changetype<StaticArray<i32>>(0);
  parent = changetype<StaticArray<i32>>(0);
  childLists = changetype<StaticArray<i32>>(0);
  endpLists = changetype<StaticArray<i32>>(0);
  bestLists = changetype<StaticArray<i32>>(0);
  base = changetype<StaticArray<i32>>(0);
  bestEdge = changetype<StaticArray<i32>>(0);
  bestSlack = changetype<StaticArray<f64>>(0);
  bestEpoch = changetype<StaticArray<i32>>(0);
  bestSlackF = changetype<StaticArray<f64>>(0);
  dualF = changetype<StaticArray<f64>>(0);
  bestListStage = changetype<StaticArray<i32>>(0);
  bestTo = changetype<StaticArray<i32>>(0);
  bestToF = changetype<StaticArray<f64>>(0);
  bestToSlack = changetype<StaticArray<f64>>(0);
  outside = changetype<StaticArray<i32>>(0);
  memberMark = changetype<StaticArray<i32>>(0);
  sOutside = changetype<StaticArray<i32>>(0);
  allowEdge = changetype<StaticArray<i32>>(0);
  relAt = changetype<StaticArray<i32>>(0);
  dirty = changetype<StaticArray<u8>>(0);
  touched = changetype<StaticArray<u8>>(0);
  touchedList = changetype<StaticArray<i32>>(0);
  treeOf = changetype<StaticArray<i32>>(0);
  deadAt = changetype<StaticArray<i32>>(0);
  s1 = changetype<StaticArray<f64>>(0);
  s2 = changetype<StaticArray<f64>>(0);
  sDelta = changetype<StaticArray<f64>>(0);
  sMax = changetype<StaticArray<f64>>(0);
  releasedMark = changetype<StaticArray<u8>>(0);
  requeuedAt = changetype<StaticArray<i32>>(0);
  cum = changetype<StaticArray<f64>>(0);
  lbScratch = changetype<StaticArray<f64>>(0);
  staleF = changetype<StaticArray<u8>>(0);
  staleFBase = changetype<StaticArray<f64>>(0);
  staleS = changetype<StaticArray<u8>>(0);
  staleSBase = changetype<StaticArray<f64>>(0);
}

/** Every array made for `vn` vertices and `vl` limbs (`roomN`, `roomL`). */
function make(vn: i32, vl: i32): void {
  roomN = vn;
  roomL = vl;
  wIdx = new StaticArray<i32>(vn * vn);
  tabCap = 16;
  tab = new StaticArray<f64>(16 * vl);
  tabF = new StaticArray<f64>(16);
  mate = new StaticArray<i32>(vn);
  dual = new StaticArray<f64>(2 * vn * vl);
  label = new StaticArray<i32>(2 * vn);
  labelEnd = new StaticArray<i32>(2 * vn);
  inBlossom = new StaticArray<i32>(vn);
  parent = new StaticArray<i32>(2 * vn);
  const words = <i32>(offsetof<List>() >> 2);
  childLists = new StaticArray<i32>(2 * vn * words);
  endpLists = new StaticArray<i32>(2 * vn * words);
  bestLists = new StaticArray<i32>(2 * vn * words);
  base = new StaticArray<i32>(2 * vn);
  bestEdge = new StaticArray<i32>(2 * vn);
  bestSlack = new StaticArray<f64>(2 * vn * vl);
  bestEpoch = new StaticArray<i32>(2 * vn);
  bestSlackF = new StaticArray<f64>(2 * vn);
  dualF = new StaticArray<f64>(vn);
  bestListStage = new StaticArray<i32>(2 * vn);
  bestTo = new StaticArray<i32>(2 * vn);
  bestToF = new StaticArray<f64>(2 * vn);
  bestToSlack = new StaticArray<f64>(2 * vn * vl);
  outside = new StaticArray<i32>(vn);
  memberMark = new StaticArray<i32>(vn);
  sOutside = new StaticArray<i32>(vn);
  allowEdge = new StaticArray<i32>(vn * vn);
  relAt = new StaticArray<i32>(vn);
  dirty = new StaticArray<u8>(vn);
  touched = new StaticArray<u8>(vn);
  touchedList = new StaticArray<i32>(vn);
  treeOf = new StaticArray<i32>(2 * vn);
  deadAt = new StaticArray<i32>(vn);
  s1 = new StaticArray<f64>(vl);
  s2 = new StaticArray<f64>(vl);
  sDelta = new StaticArray<f64>(vl);
  sMax = new StaticArray<f64>(vl);
  releasedMark = new StaticArray<u8>(vn);
  requeuedAt = new StaticArray<i32>(vn);
  cum = new StaticArray<f64>(vl);
  lbScratch = new StaticArray<f64>(vl);
  staleF = new StaticArray<u8>(vn);
  staleFBase = new StaticArray<f64>(vn * vl);
  staleS = new StaticArray<u8>(2 * vn);
  staleSBase = new StaticArray<f64>(2 * vn * vl);
}

/**
 * The state of a new matcher over `vertices` vertices in the first entries of the arrays: what
 * arrays made anew would hold (zeros, −1s, each vertex its own blossom and base), where a matcher
 * reads an entry before it writes it; the rest is written before it is read.
 */
function reset(vertices: i32, limbs: i32, bits: i32): void {
  n = vertices;
  L = limbs;
  capacityBits = bits;
  zero(wIdx, n * n);
  // The table keeps its room (in entries of L limbs); entry 0 is the weight 0.
  tabCap = tabF.length;
  zero(tab, L);
  tabF[0] = 0;
  fillMinusOne(mate, n);
  zero(dual, 2 * n * L);
  zero(label, 2 * n);
  fillMinusOne(labelEnd, 2 * n);
  for (let v = 0; v < n; v++) unchecked((inBlossom[v] = v));
  fillMinusOne(parent, 2 * n);
  fillMinusOne(base, 2 * n);
  for (let v = 0; v < n; v++) unchecked((base[v] = v));
  fillMinusOne(bestEdge, 2 * n);
  zero(bestEpoch, 2 * n);
  epoch = 1;
  dualFStale = true;
  maxMagnitude = 0;
  zero(bestListStage, 2 * n);
  fillMinusOne(bestTo, 2 * n);
  bestToSeen.length = 0;
  eps = Infinity;
  unused.length = 0;
  for (let b = 2 * n - 1; b >= n; b--) unused.push(b);
  outsideLen = 0;
  zero(memberMark, n);
  memberStamp = 0;
  outsideVersion = -1;
  blossomVersion = 0;
  zero(allowEdge, n * n);
  clock = 0;
  stageFloor = 0;
  zero(relAt, n);
  stageId = 0;
  queue.length = 0;
  queueHead = 0;
  zero(dirty, n);
  dirtyList.length = 0;
  zero(touched, n);
  zero(deadAt, n);
  zero(treeOf, 2 * n);
  leaves.length = 0;
  multi = false;
  solvedOnce = false;
  pending.length = 0;
  released.length = 0;
  zero(releasedMark, n);
  zero(requeuedAt, n);
  releaseId = 0;
  zero(staleF, n);
  staleFList.length = 0;
  zero(staleS, 2 * n);
  staleSList.length = 0;
}

/** Where the host writes edge weights (table indices, n×n), the touched flags and their list. */
export function wIdxPtr(): usize {
  return changetype<usize>(wIdx);
}
export function touchedPtr(): usize {
  return changetype<usize>(touched);
}
export function touchedListPtr(): usize {
  return changetype<usize>(touchedList);
}
export function matePtr(): usize {
  return changetype<usize>(mate);
}

/** Limb i of table entry idx (four times the weight), growing the table as needed. */
export function setTabLimb(idx: i32, i: i32, value: f64): void {
  if (idx >= tabCap) {
    const cap = tabCap * 2;
    const t = new StaticArray<f64>(cap * roomL);
    for (let k = 0; k < tabCap * L; k++) unchecked((t[k] = unchecked(tab[k])));
    const f = new StaticArray<f64>(cap);
    for (let k = 0; k < tabCap; k++) unchecked((f[k] = unchecked(tabF[k])));
    tab = t;
    tabF = f;
    tabCap = cap;
    garbage = true;
  }
  tab[idx * L + i] = value;
}

/** The float shadow of table entry idx (written after its limbs). */
export function setTabF(idx: i32, f: f64): void {
  tabF[idx] = f;
  if (f > maxMagnitude) maxMagnitude = f;
}

/** Re-writes every number with more limbs, for weights below 2^bits (between solves). */
export function widen(bits: i32, limbs: i32): void {
  const oldL = L;
  capacityBits = bits;
  if (limbs != oldL) {
    if (limbs > roomL) {
      // Room for more limbs in every number (their contents are written before they are read).
      roomL = limbs;
      bestSlack = new StaticArray<f64>(2 * roomN * limbs);
      bestToSlack = new StaticArray<f64>(2 * roomN * limbs);
      staleFBase = new StaticArray<f64>(roomN * limbs);
      staleSBase = new StaticArray<f64>(2 * roomN * limbs);
      s1 = new StaticArray<f64>(limbs);
      s2 = new StaticArray<f64>(limbs);
      sDelta = new StaticArray<f64>(limbs);
      sMax = new StaticArray<f64>(limbs);
      cum = new StaticArray<f64>(limbs);
      lbScratch = new StaticArray<f64>(limbs);
    }
    tab = widenLimbs(tab, tabCap, oldL, limbs, tabCap * roomL);
    dual = widenLimbs(dual, 2 * n, oldL, limbs, 2 * roomN * roomL);
    garbage = true;
    zero(bestEpoch, 2 * n);
    epoch++;
    L = limbs;
  }
  if (bits > SHADOW_BITS) {
    for (let i = 0; i < tabCap; i++) unchecked((tabF[i] = 0));
    maxMagnitude = 0;
  }
}

/** Computes a maximum-weight matching from the previous one; the host listed `touchedCount` vertices. */
export function solve(touchedCount: i32): void {
  repairDuals(touchedCount);
  prepareDuals();
  jumpStart();
  dualFStale = true;
  for (;;) {
    if (!stage()) break;
  }
  solvedOnce = true;
}

function tight(u: i32, v: i32): bool {
  const wi = unchecked(wIdx[u * n + v]);
  return wi != 0 && signSumDiff(dual, u * L, dual, v * L, tab, wi * L, L) == 0;
}

/** fast.ts's trySwap: 1 when done. */
export function trySwap(a: i32, b: i32, c: i32, d: i32): i32 {
  if (mate[a] != b || mate[c] != d || a == c || b == d || a == d || b == c) return 0;
  if (!swappable(a) || !swappable(b) || !swappable(c) || !swappable(d)) return 0;
  if (!tight(a, c) || !tight(b, d)) return 0;
  mate[a] = c;
  mate[c] = a;
  mate[b] = d;
  mate[d] = b;
  return 1;
}

function swappable(v: i32): bool {
  return inBlossom[v] == v && touched[v] == 0 && dirty[v] == 0;
}

// -----------------------------------------------------------------------------------------------
// Updates

function repairDuals(touchedCount: i32): void {
  const kept = scratchKept;
  kept.length = 0;
  for (let t = 0; t < touchedCount; t++) {
    const v = touchedList[t];
    touched[v] = 0;
    if (dirty[v]) continue;
    if (inBlossom[v] != v) {
      free(v);
      continue;
    }
    const m = mate[v];
    if (m != -1) {
      const wi = wIdx[v * n + m];
      const s = s1;
      setZero(s, 0, L);
      sumDiff(tab, wi * L, s, 0, dual, m * L, s, 0, L);
      if (wi == 0 || sign(s, 0, L) < 0) {
        free(v);
        continue;
      }
      copy(s, 0, dual, v * L, L);
    } else {
      setZero(dual, v * L, L);
    }
    kept.push(v);
  }
  // fast.ts: the exposed ones first, then the matched ones.
  const order = scratchOrder;
  order.length = 0;
  for (let t = 0; t < kept.length; t++) if (mate[kept[t]] == -1) order.push(kept[t]);
  for (let t = 0; t < kept.length; t++) if (mate[kept[t]] != -1) order.push(kept[t]);
  for (let t = 0; t < order.length; t++) {
    const v = order[t];
    if (dirty[v]) continue;
    const row = v * n;
    const vo = v * L;
    for (let x = 0; x < n; x++) {
      const wi = unchecked(wIdx[row + x]);
      // fast.ts: an edge to a freed vertex does not free v (prepareDuals raises that one's dual).
      if (wi != 0 && !dirty[x] && signOfSumDiff(dual, vo, dual, x * L, tab, wi * L, L) < 0) {
        free(v);
        break;
      }
    }
  }
}

function free(v: i32): void {
  if (dirty[v]) return;
  const b = inBlossom[v];
  const bs = base[b];
  const m = mate[bs];
  if (m != -1) {
    mate[m] = -1;
    mate[bs] = -1;
  }
  if (b >= n) {
    augmentBlossom(b, v);
    mate[v] = -1;
    while (inBlossom[v] != v) {
      const top = inBlossom[v];
      if (!isZero(dual, top * L, L)) {
        const list = leavesOf(top);
        for (let i = 0; i < list.length; i++) addTo(dual, list[i] * L, dual, top * L, 1, L);
        setZero(dual, top * L, L);
      }
      dissolve(top);
    }
  }
  dirty[v] = 1;
  dirtyList.push(v);
}

function dissolve(b: i32): void {
  const cs = childsOf(b);
  for (let i = 0; i < cs.length; i++) {
    const s = cs[i];
    parent[s] = -1;
    if (s < n) inBlossom[s] = s;
    else setInBlossom(s, s);
  }
  recycle(b);
}

function recycle(b: i32): void {
  blossomVersion++;
  label[b] = -1;
  // Its children's, endpoints' and best-edge lists stay for the blossom's next use (addBlossom,
  // buildBestList): base −1 marks it unused, bestListStage 0 its list stale.
  base[b] = -1;
  bestListStage[b] = 0;
  bestEdge[b] = -1;
  setZero(dual, b * L, L);
  unused.push(b);
}

function prepareDuals(): void {
  const lack = sMax;
  const half = s2;
  const d = s1;
  for (let t = 0; t < dirtyList.length; t++) {
    const v = dirtyList[t];
    setZero(lack, 0, L);
    // fast.ts: half the heaviest edge to a freed vertex, found by table index and halved once.
    const heaviest = raiseOverRow(lack, v * n, d);
    halve(tab, heaviest * L, half, 0, L);
    const need = compare(lack, 0, half, 0, L) > 0 ? lack : half;
    if (isOdd(need, 0)) addSmall(need, 0, 1, L);
    copy(need, 0, dual, v * L, L);
  }
  for (let t = 0; t < dirtyList.length; t++) dirty[dirtyList[t]] = 0;
  dirtyList.length = 0;
  for (let v = 0; v < n; v++) {
    if (mate[v] != -1) continue;
    if (isZero(dual, v * L, L) || !isOdd(dual, v * L)) continue;
    for (;;) {
      const top = inBlossom[v];
      if (top == v) {
        addSmall(dual, v * L, 1, L);
        break;
      }
      if (sign(dual, top * L, L) > 0) {
        const list = leavesOf(top);
        for (let i = 0; i < list.length; i++) addSmall(dual, list[i] * L, 1, L);
        addSmall(dual, top * L, -1, L);
        break;
      }
      dissolve(top);
    }
  }
}

/**
 * lack = max(lack, w(v, x) − u_x) over the edges of the row at `row` (v's) to vertices not freed
 * (`dirty`), raiseToDiff per edge, with one and two limbs written out and lack kept in locals
 * through the row (the same operations in the same order, so the same maximum); returns the
 * table index of the heaviest edge to a freed vertex (0: none), as prepareDuals finds it.
 */
function raiseOverRow(lack: StaticArray<f64>, row: i32, d: StaticArray<f64>): i32 {
  const wIdx_ = wIdx;
  const tab_ = tab;
  const dual_ = dual;
  const dirty_ = dirty;
  let heaviest: i32 = 0;
  if (L == 1) {
    let top = unchecked(lack[0]);
    for (let x = 0; x < n; x++) {
      const wi = unchecked(wIdx_[row + x]);
      if (wi == 0) continue;
      if (unchecked(dirty_[x])) {
        if (wi != heaviest && (heaviest == 0 || compare(tab_, wi, tab_, heaviest, 1) > 0)) heaviest = wi;
        continue;
      }
      const y = unchecked(tab_[wi]) + 0.0 - unchecked(dual_[x]) + 0.0;
      if (y > top) top = y;
    }
    unchecked((lack[0] = top));
    return heaviest;
  }
  if (L == 2) {
    let lo0 = unchecked(lack[0]);
    let hi0 = unchecked(lack[1]);
    for (let x = 0; x < n; x++) {
      const wi = unchecked(wIdx_[row + x]);
      if (wi == 0) continue;
      if (unchecked(dirty_[x])) {
        if (wi != heaviest && (heaviest == 0 || compare(tab_, 2 * wi, tab_, 2 * heaviest, 2) > 0)) heaviest = wi;
        continue;
      }
      const y = unchecked(tab_[2 * wi]) + 0.0 - unchecked(dual_[2 * x]) + 0.0;
      const carry = Math.floor(y * INV_BASE);
      const lo = y - carry * BASE;
      const hi = unchecked(tab_[2 * wi + 1]) + 0.0 - unchecked(dual_[2 * x + 1]) + carry;
      if (hi > hi0 || (hi == hi0 && lo > lo0)) {
        lo0 = lo;
        hi0 = hi;
      }
    }
    unchecked((lack[0] = lo0));
    unchecked((lack[1] = hi0));
    return heaviest;
  }
  for (let x = 0; x < n; x++) {
    const wi = unchecked(wIdx_[row + x]);
    if (wi == 0) continue;
    if (unchecked(dirty_[x])) {
      if (wi != heaviest && (heaviest == 0 || compare(tab_, wi * L, tab_, heaviest * L, L) > 0)) heaviest = wi;
    } else {
      raiseToDiff(lack, tab_, wi * L, dual_, x * L, d, L);
    }
  }
  return heaviest;
}

function jumpStart(): void {
  let exposed = 0;
  for (let v = 0; v < n; v++) if (mate[v] == -1 && sign(dual, v * L, L) > 0) exposed++;
  multi = exposed >= JUMP_START && exposed * 4 >= n;
  if (!multi) return;
  const lack = sMax;
  const d = s1;
  const lower = !solvedOnce;
  for (let v = 0; v < n; v++) {
    if (mate[v] != -1 || inBlossom[v] != v) continue;
    const vo = v * L;
    if (sign(dual, vo, L) <= 0) continue;
    const row = v * n;
    if (lower) {
      setZero(lack, 0, L);
      // No vertex is freed now (prepareDuals cleared them).
      raiseOverRow(lack, row, d);
      if (isOdd(lack, 0)) addSmall(lack, 0, 1, L);
      copy(lack, 0, dual, vo, L);
      if (isZero(lack, 0, L)) continue;
    }
    for (let x = 0; x < n; x++) {
      const wi = unchecked(wIdx[row + x]);
      if (wi != 0 && mate[x] == -1 && inBlossom[x] == x && signOfSumDiff(dual, vo, dual, x * L, tab, wi * L, L) == 0) {
        mate[v] = x;
        mate[x] = v;
        break;
      }
    }
  }
}

// -----------------------------------------------------------------------------------------------
// The primal-dual stage

function slackInto(k: i32, out: StaticArray<f64>, oo: i32): void {
  const i = k / n;
  const j = k - i * n;
  sumDiffOf(dual, i * L, dual, j * L, tab, unchecked(wIdx[k]) * L, out, oo, L);
}

function setInBlossom(b: i32, top: i32): void {
  if (b < n) {
    inBlossom[b] = top;
    return;
  }
  const cs = childsOf(b);
  for (let i = 0; i < cs.length; i++) {
    const t = unchecked(cs[i]);
    if (t < n) inBlossom[t] = top;
    else setInBlossom(t, top);
  }
}

/** fast.ts's queueLeaves: b's leaves queued in leaf order (leafList's), `top` their top blossom. */
function queueLeaves(b: i32, top: i32): void {
  if (b < n) {
    queue.push(b);
    inBlossom[b] = top;
    return;
  }
  const cs = childsOf(b);
  for (let i = 0; i < cs.length; i++) {
    const t = unchecked(cs[i]);
    if (t < n) {
      queue.push(t);
      inBlossom[t] = top;
    } else {
      queueLeaves(t, top);
    }
  }
}

function leafList(b: i32, out: List): List {
  if (b < n) out.push(b);
  else {
    const cs = childsOf(b);
    for (let i = 0; i < cs.length; i++) leafList(cs[i], out);
  }
  return out;
}

function swapEnds(k: i32): i32 {
  const i = k / n;
  return (k - i * n) * n + i;
}

function assignLabel(w: i32, t: i32, p: i32): void {
  const b = inBlossom[w];
  const tree = p == -1 ? w : treeOf[inBlossom[p / n]];
  treeOf[b] = tree;
  label[w] = t;
  label[b] = t;
  labelEnd[w] = p;
  labelEnd[b] = p;
  bestEdge[w] = -1;
  bestEdge[b] = -1;
  if (t == S) {
    leafList(b, queue);
  } else {
    const bs = base[b];
    const m = mate[bs];
    assignLabel(m, S, bs * n + m);
  }
}

function scanBlossom(v0: i32, w0: i32): i32 {
  const path = scratchPath;
  path.length = 0;
  let bse = -1;
  let v = v0;
  let w = w0;
  while (v != -1 || w != -1) {
    let b = inBlossom[v];
    if (label[b] & BREADCRUMB) {
      bse = base[b];
      break;
    }
    path.push(b);
    label[b] = S | BREADCRUMB;
    const le = labelEnd[b];
    if (le == -1) {
      v = -1;
    } else {
      v = le / n;
      b = inBlossom[v];
      v = labelEnd[b] / n;
    }
    if (w != -1) {
      const tmp = v;
      v = w;
      w = tmp;
    }
  }
  for (let i = 0; i < path.length; i++) label[path[i]] = S;
  return bse;
}

function addBlossom(bse: i32, k: i32): void {
  let v = k / n;
  let w = k - v * n;
  const bb = inBlossom[bse];
  let bv = inBlossom[v];
  let bw = inBlossom[w];
  const b = unused.pop();
  base[b] = bse;
  parent[b] = -1;
  parent[bb] = b;
  // A recycled blossom's lists are used again: their memory stays until init makes the arrays anew.
  const path = childsOf(b);
  path.length = 0;
  const eps_ = endpsOf(b);
  eps_.length = 0;
  while (bv != bb) {
    parent[bv] = b;
    path.push(bv);
    eps_.push(labelEnd[bv]);
    v = labelEnd[bv] / n;
    bv = inBlossom[v];
  }
  path.push(bb);
  path.reverse();
  eps_.reverse();
  eps_.push(k);
  while (bw != bb) {
    parent[bw] = b;
    path.push(bw);
    eps_.push(swapEnds(labelEnd[bw]));
    w = labelEnd[bw] / n;
    bw = inBlossom[w];
  }
  treeOf[b] = treeOf[bb];
  label[b] = S;
  labelEnd[b] = labelEnd[bb];
  setZero(dual, b * L, L);
  // fast.ts: every leaf of child c has c as its top blossom until now; the T children's leaves
  // are queued (in leaf order) and every leaf gets b, in one walk of each child.
  for (let ci = 0; ci < path.length; ci++) {
    const c = unchecked(path[ci]);
    if (label[c] == T) queueLeaves(c, b);
    else setInBlossom(c, b);
  }
  buildBestList(b, path);
}

function buildBestList(b: i32, children: List): void {
  const stage = stageId;
  const seen = bestToSeen;
  seen.length = 0;
  // fast.ts: a leaf's row is read only at the vertices in other S-blossoms (offerTo passes over
  // the rest), in the same order, after one pass over the vertices when a child has no list.
  let sLen = -1;
  const sOut = sOutside;
  const wIdx_ = wIdx;
  for (let ci = 0; ci < children.length; ci++) {
    const c = children[ci];
    if (bestListStage[c] == stage) {
      const list = bestListOf(c);
      for (let i = 0; i < list.length; i++) offerTo(b, list[i]);
    } else {
      if (sLen < 0) sLen = markOutside(b, true);
      leaves.length = 0;
      leafList(c, leaves);
      for (let li = 0; li < leaves.length; li++) {
        const x = leaves[li];
        const row = x * n;
        for (let i = 0; i < sLen; i++) {
          const y = unchecked(sOut[i]);
          if (unchecked(wIdx_[row + y]) != 0) offerToAt(b, x, y, row + y);
        }
      }
    }
    bestListStage[c] = 0;
    bestEdge[c] = -1;
  }
  const list = bestListOf(b);
  list.length = 0;
  let best = -1;
  let bestF: f64 = 0;
  for (let i = 0; i < seen.length; i++) {
    const by = seen[i];
    const k = bestTo[by];
    bestTo[by] = -1;
    list.push(k);
    const f = bestToF[by];
    if (best == -1 || lessSlack(k, f, best, bestF)) {
      best = k;
      bestF = f;
    }
  }
  seen.length = 0;
  bestListStage[b] = stage;
  bestEdge[b] = best;
  bestEpoch[b] = 0;
}

/**
 * fast.ts's markOutside: `outside` becomes the vertices outside top-level blossom b (ascending) and
 * b's leaves are marked its members; with sToo the vertices outside b in S-blossoms also go into
 * `sOutside`, and their count is returned (else 0).
 */
function markOutside(b: i32, sToo: bool): i32 {
  const inBlossom_ = inBlossom;
  const label_ = label;
  const mark = memberMark;
  const out = outside;
  const sOut = sOutside;
  const stamp = ++memberStamp;
  let len = 0;
  let sLen = 0;
  for (let y = 0; y < n; y++) {
    const by = unchecked(inBlossom_[y]);
    if (by == b) {
      unchecked((mark[y] = stamp));
    } else {
      unchecked((out[len++] = y));
      if (sToo && unchecked(label_[by]) == S) unchecked((sOut[sLen++] = y));
    }
  }
  outsideLen = len;
  outsideVersion = blossomVersion;
  return sLen;
}

/** fast.ts's offerTo: lessSlack's decision against the current best's kept exact slack. */
function offerTo(b: i32, k: i32): void {
  const x = k / n;
  offerToAt(b, x, k - x * n, k);
}

/** offerTo for edge k = x·n + y, its ends given (a leaf's row read in buildBestList). */
function offerToAt(b: i32, x: i32, y: i32, k: i32): void {
  const by = unchecked(inBlossom[y]);
  if (by == b || unchecked(label[by]) != S) return;
  const wi = unchecked(wIdx[k]);
  const f = unchecked(dualF[x]) + unchecked(dualF[y]) - unchecked(tabF[wi]);
  const cur = bestTo[by];
  if (cur == -1) {
    bestToSeen.push(by);
  } else {
    const cf = bestToF[by];
    if (f > cf + eps) return;
    if (!(f < cf - eps) && slackBelow(dual, x * L, y * L, tab, wi * L, bestToSlack, by * L, L) >= 0) return;
  }
  bestTo[by] = k;
  bestToF[by] = f;
  sumDiffOf(dual, x * L, dual, y * L, tab, wi * L, bestToSlack, by * L, L);
}

function lessSlack(k: i32, kF: f64, j: i32, jF: f64): bool {
  if (kF < jF - eps) return true;
  if (kF > jF + eps) return false;
  slackInto(k, s1, 0);
  slackInto(j, s2, 0);
  return compare(s1, 0, s2, 0, L) < 0;
}

function at(list: List, j: i32): i32 {
  const len = list.length;
  return list[((j % len) + len) % len];
}

// walkFrom's answer (fast.ts returns it as a triple).
let walkStart: i32 = 0;
let walkStep: i32 = 0;
let walkTrick: i32 = 0;

function walkFrom(i: i32, length: i32): void {
  if (i & 1) {
    walkStart = i - length;
    walkStep = 1;
    walkTrick = 0;
  } else {
    walkStart = i;
    walkStep = -1;
    walkTrick = 1;
  }
}

function endAt(es: List, idx: i32, trick: i32): i32 {
  const e = at(es, idx);
  return trick ? swapEnds(e) : e;
}

function expandBlossom(b: i32, endStage: bool): void {
  const cs = childsOf(b);
  const es = endpsOf(b);
  for (let i = 0; i < cs.length; i++) {
    const s = cs[i];
    parent[s] = -1;
    if (s < n) inBlossom[s] = s;
    else if (endStage && isZero(dual, s * L, L)) expandBlossom(s, endStage);
    else setInBlossom(s, s);
  }
  if (!endStage && label[b] == T) {
    const le = labelEnd[b];
    const entryChild = inBlossom[le % n];
    walkFrom(cs.indexOf(entryChild), cs.length);
    const jstep = walkStep;
    const endptrick = walkTrick;
    let j = walkStart;
    let p = le;
    while (j != 0) {
      const inside = p % n;
      label[inside] = FREE;
      const q = endAt(es, j - endptrick, endptrick);
      label[q % n] = FREE;
      assignLabel(inside, T, p);
      allow(q);
      j += jstep;
      p = endAt(es, j - endptrick, endptrick);
      allow(p);
      j += jstep;
    }
    const bv = at(cs, j);
    const inside = p % n;
    label[inside] = T;
    label[bv] = T;
    labelEnd[inside] = p;
    labelEnd[bv] = p;
    treeOf[bv] = treeOf[b];
    bestEdge[bv] = -1;
    j += jstep;
    while (at(cs, j) != entryChild) {
      const sub = at(cs, j);
      if (label[sub] == S) {
        j += jstep;
        continue;
      }
      let reached = -1;
      const list = leavesOf(sub);
      for (let i = 0; i < list.length; i++) {
        const x = list[i];
        if (label[x] != FREE) {
          reached = x;
          break;
        }
      }
      if (reached != -1) {
        label[reached] = FREE;
        label[mate[base[sub]]] = FREE;
        assignLabel(reached, T, labelEnd[reached]);
      }
      j += jstep;
    }
  }
  recycle(b);
}

function allow(k: i32): void {
  allowEdge[k] = clock;
  allowEdge[swapEnds(k)] = clock;
}

function augmentBlossom(b: i32, v: i32): void {
  let t = v;
  while (parent[t] != b) t = parent[t];
  if (t >= n) augmentBlossom(t, v);
  const cs = childsOf(b);
  const es = endpsOf(b);
  const i = cs.indexOf(t);
  walkFrom(i, cs.length);
  const jstep = walkStep;
  const endptrick = walkTrick;
  let j = walkStart;
  while (j != 0) {
    j += jstep;
    let sub = at(cs, j);
    const e = at(es, j - endptrick);
    const p = endptrick ? swapEnds(e) : e;
    const p0 = p / n;
    const p1 = p - p0 * n;
    if (sub >= n) augmentBlossom(sub, p0);
    j += jstep;
    sub = at(cs, j);
    if (sub >= n) augmentBlossom(sub, p1);
    mate[p0] = p1;
    mate[p1] = p0;
  }
  rotate(cs, i);
  rotate(es, i);
  base[b] = base[cs[0]];
}

function augmentSide(s0: i32, partner0: i32): void {
  let s = s0;
  let partner = partner0;
  for (;;) {
    const bs = inBlossom[s];
    if (bs >= n) augmentBlossom(bs, s);
    mate[s] = partner;
    const le = labelEnd[bs];
    if (le == -1) break;
    const t = le / n;
    const bt = inBlossom[t];
    const lt = labelEnd[bt];
    s = lt / n;
    const j = lt - s * n;
    if (bt >= n) augmentBlossom(bt, j);
    mate[j] = s;
    partner = j;
  }
}

function slackF(k: i32): f64 {
  const i = k / n;
  return unchecked(dualF[i]) + unchecked(dualF[k - i * n]) - unchecked(tabF[unchecked(wIdx[k])]);
}

function refreshBest(x: i32): void {
  if (bestEpoch[x] != epoch) {
    const be = bestEdge[x];
    slackInto(be, bestSlack, x * L);
    bestSlackF[x] = slackF(be);
    bestEpoch[x] = epoch;
  }
}

/**
 * Edge k = i·n + j, of table index wi, as x's best edge if it beats the current one (fast.ts's
 * offerBest): the caller passes its ends and weight, which it has, instead of a division per offer.
 * Compiled into its callers, as are offerToAt and slackBelow (scripts/build-wasm.js's INLINE).
 */
function offerBest(x: i32, i: i32, j: i32, k: i32, wi: i32, sF: f64, e: f64): void {
  const be = bestEdge[x];
  if (be != -1) {
    // refreshBest's own test first: a call per offer costs more than the test at V8's first tier.
    if (bestEpoch[x] != epoch) refreshBest(x);
    if (sF > bestSlackF[x] + e) return;
    if (slackBelow(dual, i * L, j * L, tab, wi * L, bestSlack, x * L, L) >= 0) return;
  }
  bestEdge[x] = k;
  sumDiffOf(dual, i * L, dual, j * L, tab, wi * L, bestSlack, x * L, L);
  bestSlackF[x] = sF;
  bestEpoch[x] = epoch;
}

/**
 * The dual change of a stage step on the vertices: delta off each vertex in an S-blossom, onto each
 * in a T-blossom, and its float shadow anew (addTo then refreshDualF's approx, with one and two
 * limbs written out: the same operations in the same order).
 */
function shiftDuals(delta: StaticArray<f64>): void {
  const label_ = label;
  const inBlossom_ = inBlossom;
  const dual_ = dual;
  const dualF_ = dualF;
  if (L == 1 && capacityBits <= SHADOW_BITS) {
    const d = unchecked(delta[0]);
    for (let v = 0; v < n; v++) {
      const l = unchecked(label_[unchecked(inBlossom_[v])]);
      if (l != S && l != T) continue;
      const s: f64 = l == S ? -1 : 1;
      const x = unchecked(dual_[v]) + s * d + 0.0;
      unchecked((dual_[v] = x));
      unchecked((dualF_[v] = x));
    }
    return;
  }
  if (L == 2 && capacityBits <= SHADOW_BITS) {
    const d0 = unchecked(delta[0]);
    const d1 = unchecked(delta[1]);
    for (let v = 0; v < n; v++) {
      const l = unchecked(label_[unchecked(inBlossom_[v])]);
      if (l != S && l != T) continue;
      const s: f64 = l == S ? -1 : 1;
      const o = 2 * v;
      const x = unchecked(dual_[o]) + s * d0 + 0.0;
      const carry = Math.floor(x * INV_BASE);
      const lo = x - carry * BASE;
      const hi = unchecked(dual_[o + 1]) + s * d1 + carry;
      unchecked((dual_[o] = lo));
      unchecked((dual_[o + 1] = hi));
      unchecked((dualF_[v] = hi * BASE + lo));
    }
    return;
  }
  for (let v = 0; v < n; v++) {
    const l = label_[inBlossom_[v]];
    if (l == S) {
      addTo(dual_, v * L, delta, 0, -1, L);
      refreshDualF(v);
    } else if (l == T) {
      addTo(dual_, v * L, delta, 0, 1, L);
      refreshDualF(v);
    }
  }
}

function refreshDualF(v: i32): void {
  unchecked((dualF[v] = capacityBits > SHADOW_BITS ? 0 : approx(dual, v * L, L)));
}

/** b is a top-level blossom (or a vertex in none). */
function isTop(b: i32): bool {
  return b < n ? inBlossom[b] == b : base[b] >= 0 && parent[b] == -1;
}

/** The vertices in S-blossoms now. */
function sVertices(): List {
  const out = sScratch;
  out.length = 0;
  for (let v = 0; v < n; v++) if (label[inBlossom[v]] == S) out.push(v);
  return out;
}

/** fast.ts's releaseDeadTrees: the trees that augmented are released, the others kept. */
function releaseDeadTrees(stamp: i32): bool {
  released.length = 0;
  deadTops.length = 0;
  let live = 0;
  for (let b = 0; b < 2 * n; b++) {
    if (!isTop(b)) continue;
    const l = label[b];
    if (l != S && l != T) continue;
    if (deadAt[treeOf[b]] == stamp) deadTops.push(b);
    else live++;
  }
  for (let i = 0; i < deadTops.length; i++) {
    const b = deadTops[i];
    const from = released.length;
    leafList(b, released);
    // A large one of zero dual is kept whole (fast.ts's releaseDeadTrees).
    if (b >= n && released.length - from < KEEP_LEAVES && label[b] == S && isZero(dual, b * L, L)) {
      expandBlossom(b, true);
    }
  }
  for (let i = 0; i < released.length; i++) releasedMark[released[i]] = 1;
  // The released vertices' tight-edge marks lapse.
  const c = ++clock;
  for (let i = 0; i < released.length; i++) relAt[released[i]] = c;
  for (let i = 0; i < released.length; i++) {
    const x = released[i];
    for (let b = x; b != -1; b = parent[b]) {
      label[b] = FREE;
      labelEnd[b] = -1;
      bestEdge[b] = -1;
      if (b >= n) bestListStage[b] = 0;
    }
  }
  if (live > 0) {
    const id = ++releaseId;
    const sList = sVertices();
    for (let v = 0; v < n; v++) {
      if (releasedMark[v]) continue;
      const top = inBlossom[v];
      if (label[top] == S) continue;
      const le = labelEnd[v];
      if (top != v && label[v] == T && le != -1 && releasedMark[le / n]) {
        label[v] = FREE;
        labelEnd[v] = -1;
        rescanFree(v, id, sList);
        continue;
      }
      const be = bestEdge[v];
      if (be != -1 && releasedMark[be / n]) {
        slackInto(be, lbScratch, 0);
        addTo(lbScratch, 0, cum, 0, 1, L);
        lowerStale(staleF, staleFList, staleFBase, v);
        bestEdge[v] = -1;
      }
    }
    for (let i = 0; i < released.length; i++) rescanFree(released[i], id, sList);
    for (let b = 0; b < 2 * n; b++) {
      if (!isTop(b) || label[b] != S) continue;
      const be = bestEdge[b];
      if (be == -1 || !releasedMark[be % n]) continue;
      slackInto(be, lbScratch, 0);
      addTo(lbScratch, 0, cum, 0, 1, L);
      addTo(lbScratch, 0, cum, 0, 1, L);
      lowerStale(staleS, staleSList, staleSBase, b);
      bestEdge[b] = -1;
    }
  }
  for (let i = 0; i < released.length; i++) releasedMark[released[i]] = 0;
  return live > 0;
}

/** fast.ts's lowerStale: x's stale bound becomes the one in lbScratch, or stays when already lower. */
function lowerStale(flag: StaticArray<u8>, list: List, base: StaticArray<f64>, x: i32): void {
  if (!flag[x]) {
    flag[x] = 1;
    list.push(x);
  } else if (compare(lbScratch, 0, base, x * L, L) >= 0) return;
  copy(lbScratch, 0, base, x * L, L);
}

/** fast.ts's rescanFree: x against every live S vertex; true when an S vertex was queued again. */
function rescanFree(x: i32, id: i32, sList: List): bool {
  let queued = false;
  bestEdge[x] = -1;
  const xo = x * L;
  const row = x * n;
  const fx = unchecked(dualF[x]);
  const e = eps;
  const noShadow = e == Infinity;
  // Nothing in the loop relabels x or moves an array: read once (a global costs a load more
  // than a local at V8's first tier).
  const offers = label[x] == FREE;
  const wIdx_ = wIdx;
  const dualF_ = dualF;
  const tabF_ = tabF;
  const requeuedAt_ = requeuedAt;
  const len = sList.length;
  for (let i = 0; i < len; i++) {
    const y = sList[i];
    const wi = unchecked(wIdx_[row + y]);
    if (wi == 0) continue;
    const sF: f64 = noShadow ? 0 : fx + unchecked(dualF_[y]) - unchecked(tabF_[wi]);
    if (!(sF > e) && signOfSumDiff(dual, y * L, dual, xo, tab, wi * L, L) <= 0) {
      queued = true;
      if (unchecked(requeuedAt_[y]) != id) {
        unchecked((requeuedAt_[y] = id));
        queue.push(y);
      }
    } else if (offers) {
      offerBest(x, y, x, y * n + x, wi, sF, e);
    }
  }
  return queued;
}

/** fast.ts's rescanS: the least-slack edge from the S-blossom b to every other S-blossom. */
function rescanS(b: i32): void {
  const noShadow = eps == Infinity;
  bestEdge[b] = -1;
  staleLeaves.length = 0;
  leafList(b, staleLeaves);
  for (let li = 0; li < staleLeaves.length; li++) {
    const x = staleLeaves[li];
    const row = x * n;
    const fx = unchecked(dualF[x]);
    for (let y = 0; y < n; y++) {
      const wi = unchecked(wIdx[row + y]);
      if (wi == 0) continue;
      const by = inBlossom[y];
      if (by == b || label[by] != S) continue;
      const sF: f64 = noShadow ? 0 : fx + unchecked(dualF[y]) - unchecked(tabF[wi]);
      offerBest(b, x, y, row + y, wi, sF, eps);
    }
  }
}

/** fast.ts's settleStale (its pick in pickType / pickEdge). */
function settleStale(delta: StaticArray<f64>): bool {
  const lb = lbScratch;
  const id = ++releaseId;
  let queued = false;
  let keep = 0;
  let sList: List | null = null;
  const fl = staleFList;
  for (let i = 0; i < fl.length; i++) {
    const x = fl[i];
    const top = inBlossom[x];
    const lt = label[top];
    if (lt == S || (top == x && lt == T)) {
      staleF[x] = 0;
      continue;
    }
    if (lt != FREE) {
      fl[keep++] = x;
      continue;
    }
    copy(staleFBase, x * L, lb, 0, L);
    addTo(lb, 0, cum, 0, -1, L);
    if (compare(lb, 0, delta, 0, L) >= 0) {
      fl[keep++] = x;
      continue;
    }
    staleF[x] = 0;
    if (sList === null) sList = sVertices();
    if (rescanFree(x, id, sList!)) queued = true;
    else if (bestEdge[x] != -1) {
      refreshBest(x);
      if (compare(bestSlack, x * L, delta, 0, L) < 0) {
        copy(bestSlack, x * L, delta, 0, L);
        pickType = 2;
        pickEdge = bestEdge[x];
      }
    }
  }
  fl.length = keep;
  keep = 0;
  const sl = staleSList;
  for (let i = 0; i < sl.length; i++) {
    const b = sl[i];
    if (!isTop(b) || label[b] != S) {
      staleS[b] = 0;
      continue;
    }
    copy(staleSBase, b * L, lb, 0, L);
    addTo(lb, 0, cum, 0, -1, L);
    addTo(lb, 0, cum, 0, -1, L);
    addTo(lb, 0, delta, 0, -1, L);
    addTo(lb, 0, delta, 0, -1, L);
    if (sign(lb, 0, L) >= 0) {
      sl[keep++] = b;
      continue;
    }
    staleS[b] = 0;
    rescanS(b);
    if (bestEdge[b] != -1) {
      refreshBest(b);
      halve(bestSlack, b * L, s1, 0, L);
      if (compare(s1, 0, delta, 0, L) < 0) {
        copy(s1, 0, delta, 0, L);
        pickType = 3;
        pickEdge = bestEdge[b];
      }
    }
  }
  sl.length = keep;
  return queued;
}

function stage(): bool {
  zero(label, 2 * n);
  fillMinusOne(bestEdge, 2 * n);
  stageId++;
  stageFloor = ++clock;
  for (let i = 0; i < staleFList.length; i++) staleF[staleFList[i]] = 0;
  for (let i = 0; i < staleSList.length; i++) staleS[staleSList[i]] = 0;
  staleFList.length = 0;
  staleSList.length = 0;
  setZero(cum, 0, L);
  epoch++;
  const stamp = stageId;
  queue.length = 0;
  queueHead = 0;
  let roots = 0;
  for (let v = 0; v < n; v++) {
    if (mate[v] == -1 && sign(dual, v * L, L) > 0 && label[inBlossom[v]] == FREE) {
      assignLabel(v, S, -1);
      roots++;
    }
  }
  if (roots == 0) return false;
  if (dualFStale) {
    for (let v = 0; v < n; v++) refreshDualF(v);
    dualFStale = false;
  }
  const e: f64 = capacityBits > SHADOW_BITS ? Infinity : maxMagnitude * EPS_FACTOR;
  eps = e;
  const noShadow = e == Infinity;
  // The arrays stay in place during a solve: locals spare the scan a global read per use.
  const wIdx_ = wIdx;
  const inBlossom_ = inBlossom;
  const label_ = label;
  const dualF_ = dualF;
  const tabF_ = tabF;
  const allowEdge_ = allowEdge;
  const relAt_ = relAt;
  const treeOf_ = treeOf;
  const deadAt_ = deadAt;
  const bestEdge_ = bestEdge;
  const bestEpoch_ = bestEpoch;
  const bestSlackF_ = bestSlackF;
  let augmented = false;
  let toRelease = false;
  for (;;) {
    while (queueHead < queue.length) {
      const v = queue[queueHead++];
      if (augmented && deadAt[treeOf[inBlossom[v]]] == stamp) continue;
      if (label[inBlossom[v]] != S) continue;
      let vDead = false;
      const row = v * n;
      const vo = v * L;
      const dv = unchecked(dualF[v]);
      const bv = inBlossom[v];
      const mark_ = clock;
      const floorV = max(stageFloor, unchecked(relAt_[v]));
      // fast.ts: a leaf of a blossom reads its row only outside its top blossom (see `outside`).
      let len = n;
      let listed = false;
      if (bv >= n) {
        if (unchecked(memberMark[v]) != memberStamp || outsideVersion != blossomVersion) markOutside(bv, false);
        len = outsideLen;
        listed = true;
      }
      const outside_ = outside;
      for (let i = 0; i < len; i++) {
        const w = listed ? unchecked(outside_[i]) : i;
        const k = row + w;
        const wi = unchecked(wIdx_[k]);
        if (wi == 0) continue;
        const bw = unchecked(inBlossom_[w]);
        if (bv == bw) continue;
        const lw = unchecked(label_[bw]);
        if (augmented && lw != FREE && unchecked(deadAt_[unchecked(treeOf_[bw])]) == stamp) continue;
        // fast.ts: a T vertex already reached is passed over.
        if (lw == T && unchecked(label_[w]) != FREE) continue;
        const sF: f64 = noShadow ? 0 : dv + unchecked(dualF_[w]) - unchecked(tabF_[wi]);
        const m = unchecked(allowEdge_[k]);
        let allowed = m >= floorV && m >= unchecked(relAt_[w]);
        if (!allowed && !(sF > e)) {
          if (
            L == 1
              ? dv + unchecked(dualF_[w]) - unchecked(tabF_[wi]) <= 0
              : signOfSumDiff(dual, vo, dual, w * L, tab, wi * L, L) <= 0
          ) {
            allowed = true;
            unchecked((allowEdge_[k] = mark_));
            unchecked((allowEdge_[w * n + v] = mark_));
          }
        }
        if (allowed) {
          if (lw == FREE) {
            if (mate[base[bw]] == -1) {
              const tv = treeOf[bv];
              augmentSide(v, w);
              if (bw >= n) augmentBlossom(bw, w);
              mate[w] = v;
              label[bw] = T;
              treeOf[bw] = tv;
              deadAt[tv] = stamp;
              augmented = true;
              toRelease = true;
              vDead = true;
              if (!multi) queueHead = queue.length;
              break;
            }
            pending.push(w);
          } else if (lw == S) {
            if (scanBlossom(v, w) < 0) {
              deadAt[treeOf[bv]] = stamp;
              deadAt[treeOf[bw]] = stamp;
              augmentSide(v, w);
              augmentSide(w, v);
              augmented = true;
              toRelease = true;
              vDead = true;
              if (!multi) queueHead = queue.length;
              break;
            }
            pending.push(w);
          } else if (label[w] == FREE) {
            label[w] = T;
            labelEnd[w] = row + w;
          }
        } else {
          // offerBest's first test in line (a call per edge costs more here than in V8's JIT):
          // a current best edge whose float slack is lower by more than eps keeps its place.
          const x = lw == S ? bv : unchecked(label_[w]) == FREE ? w : -1;
          if (
            x >= 0 &&
            !(unchecked(bestEdge_[x]) != -1 && unchecked(bestEpoch_[x]) == epoch && sF > unchecked(bestSlackF_[x]) + e)
          ) {
            offerBest(x, v, w, k, wi, sF, e);
          }
        }
      }
      for (let i = 0; i < pending.length && !vDead; i++) {
        const w = pending[i];
        const bv2 = inBlossom[v];
        const bw = inBlossom[w];
        if (bv2 == bw) continue;
        const lw = label[bw];
        if (augmented && lw != FREE && deadAt[treeOf[bw]] == stamp) continue;
        if (lw == FREE) {
          assignLabel(w, T, row + w);
        } else if (lw == S) {
          const bse = scanBlossom(v, w);
          if (bse >= 0) {
            addBlossom(bse, row + w);
          } else {
            deadAt[treeOf[bv2]] = stamp;
            deadAt[treeOf[bw]] = stamp;
            augmentSide(v, w);
            augmentSide(w, v);
            augmented = true;
            toRelease = true;
            vDead = true;
            if (!multi) queueHead = queue.length;
          }
        } else if (label[w] == FREE) {
          label[w] = T;
          labelEnd[w] = row + w;
        }
      }
      pending.length = 0;
    }
    if (toRelease) {
      if (!multi || !releaseDeadTrees(stamp)) break;
      toRelease = false;
      if (queueHead < queue.length) continue;
    }

    const delta = sDelta;
    let deltaType = 1;
    let deltaEdge = -1;
    let deltaBlossom = -1;
    let deltaVertex = -1;
    for (let v = 0; v < n; v++) {
      if (label[inBlossom[v]] == S) {
        if (deltaVertex == -1 || compare(dual, v * L, delta, 0, L) < 0) {
          copy(dual, v * L, delta, 0, L);
          deltaVertex = v;
        }
      }
    }
    for (let v = 0; v < n; v++) {
      if (label[inBlossom[v]] == FREE && bestEdge[v] != -1) {
        refreshBest(v);
        if (compare(bestSlack, v * L, delta, 0, L) < 0) {
          copy(bestSlack, v * L, delta, 0, L);
          deltaType = 2;
          deltaEdge = bestEdge[v];
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (parent[b] == -1 && label[b] == S && bestEdge[b] != -1 && (b < n || base[b] >= 0)) {
        refreshBest(b);
        halve(bestSlack, b * L, s1, 0, L);
        if (compare(s1, 0, delta, 0, L) < 0) {
          copy(s1, 0, delta, 0, L);
          deltaType = 3;
          deltaEdge = bestEdge[b];
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (base[b] >= 0 && parent[b] == -1 && label[b] == T) {
        if (compare(dual, b * L, delta, 0, L) < 0) {
          copy(dual, b * L, delta, 0, L);
          deltaType = 4;
          deltaBlossom = b;
        }
      }
    }
    if (staleFList.length > 0 || staleSList.length > 0) {
      pickType = deltaType;
      pickEdge = deltaEdge;
      if (settleStale(delta)) continue;
      deltaType = pickType;
      deltaEdge = pickEdge;
    }
    epoch++;
    addTo(cum, 0, delta, 0, 1, L);
    shiftDuals(delta);
    for (let b = n; b < 2 * n; b++) {
      if (base[b] >= 0 && parent[b] == -1) {
        if (label[b] == S) addTo(dual, b * L, delta, 0, 1, L);
        else if (label[b] == T) addTo(dual, b * L, delta, 0, -1, L);
      }
    }
    if (deltaType == 1) {
      if (multi) deadAt[treeOf[inBlossom[deltaVertex]]] = stamp;
      augmentSide(deltaVertex, -1);
      if (!multi) break;
      augmented = true;
      toRelease = true;
    } else if (deltaType == 2 || deltaType == 3) {
      allow(deltaEdge);
      queue.push(deltaEdge / n);
    } else {
      expandBlossom(deltaBlossom, false);
    }
  }
  for (let b = n; b < 2 * n; b++) {
    const l = label[b];
    if (parent[b] == -1 && base[b] >= 0 && (l == S || (l == FREE && multi)) && isZero(dual, b * L, L)) {
      // fast.ts's endStage: the free ones too in a multi-tree stage (releaseDeadTrees keeps them).
      expandBlossom(b, true);
    }
  }
  return true;
}

/** fast.ts's slackBelow: compares the slack u_v + u_x − w with s. */
function slackBelow(
  d: StaticArray<f64>,
  vo: i32,
  xo: i32,
  tb: StaticArray<f64>,
  wo: i32,
  s: StaticArray<f64>,
  so: i32,
  limbs: i32,
): i32 {
  let i = limbs - 1;
  let x = unchecked(d[vo + i]) + unchecked(d[xo + i]) - unchecked(tb[wo + i]) - unchecked(s[so + i]);
  // Two and three limbs written out (the loop's operations in the same order): the common cases.
  if (i == 1) {
    if (x >= 2) return 1;
    if (x <= -2) return -1;
    x = x * 281474976710656.0 + unchecked(d[vo]) + unchecked(d[xo]) - unchecked(tb[wo]) - unchecked(s[so]);
    return x > 0 ? 1 : x < 0 ? -1 : 0;
  }
  if (i == 2) {
    if (x >= 2) return 1;
    if (x <= -2) return -1;
    x =
      x * 281474976710656.0 +
      unchecked(d[vo + 1]) +
      unchecked(d[xo + 1]) -
      unchecked(tb[wo + 1]) -
      unchecked(s[so + 1]);
    if (x >= 2) return 1;
    if (x <= -2) return -1;
    x = x * 281474976710656.0 + unchecked(d[vo]) + unchecked(d[xo]) - unchecked(tb[wo]) - unchecked(s[so]);
    return x > 0 ? 1 : x < 0 ? -1 : 0;
  }
  while (i > 0) {
    if (x >= 2) return 1;
    if (x <= -2) return -1;
    i--;
    x =
      x * 281474976710656.0 +
      unchecked(d[vo + i]) +
      unchecked(d[xo + i]) -
      unchecked(tb[wo + i]) -
      unchecked(s[so + i]);
  }
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

// -----------------------------------------------------------------------------------------------
// A new weight in one call (the host's side of the table, src/core/matching/wasm/index.ts)

/** Where the host writes a new table entry's limbs before `addTab`: room for `limbs` limbs. */
let tabIn = new StaticArray<f64>(0);

/** The address of `tabIn`, grown to `limbs` limbs (the host calls it when L changes). */
export function tabInPtr(limbs: i32): usize {
  if (tabIn.length < limbs) {
    tabIn = new StaticArray<f64>(limbs);
    garbage = true;
  }
  return changetype<usize>(tabIn);
}

/**
 * Table entry idx: the L limbs the host wrote at `tabInPtr`, and its float shadow f — what
 * setTabLimb for each limb then setTabF do, in one crossing instead of L + 1.
 */
export function addTab(idx: i32, f: f64): void {
  for (let i = 0; i < L; i++) setTabLimb(idx, i, unchecked(tabIn[i]));
  setTabF(idx, f);
}

// -----------------------------------------------------------------------------------------------
// A bracket's first weights and a paired player's cleared edges in one call each (the host's
// setLowerTriangle and clearRow: at V8's first tiers their loops cost more in JavaScript)

/** Where the host writes setLowerTriangle's lower triangle, then its table: room for `count` i32. */
let triIn = new StaticArray<i32>(0);

/** The address of `triIn`, grown to `count` entries. */
export function triInPtr(count: i32): usize {
  if (triIn.length < count) {
    triIn = new StaticArray<i32>(count);
    garbage = true;
  }
  return changetype<usize>(triIn);
}

/** Marks v's row changed for the next solve (the host's touch); returns the new count. */
function touch(v: i32, count: i32): i32 {
  if (touched[v] == 0) {
    touched[v] = 1;
    touchedList[count++] = v;
  }
  return count;
}

/**
 * The host's setLowerTriangle: `triIn` holds the entries of the lower triangle row by row (i = 1..n−1,
 * j = 0..i−1; 0 is no edge), then from `tableAt` the table index of each entry. Sets wIdx[i][j] and
 * wIdx[j][i] to table[entry] where that changes them, as setWeightAt would; returns the touched count.
 */
export function setLowerTriangle(tableAt: i32, touchedCount: i32): i32 {
  let count = touchedCount;
  let at = 0;
  for (let i = 0; i < n; i++) {
    const row = i * n;
    for (let j = 0; j < i; j++, at++) {
      const d = triIn[at];
      if (d == 0) continue;
      const idx = triIn[tableAt + d];
      if (wIdx[row + j] == idx) continue;
      count = touch(i, count);
      wIdx[row + j] = idx;
      wIdx[j * n + i] = idx;
    }
  }
  return count;
}

/** The host's clearRow: every edge of v removed; returns the touched count. */
export function clearRow(v: i32, touchedCount: i32): i32 {
  const row = v * n;
  let changed = false;
  for (let y = 0; y < n; y++) {
    if (y == v || wIdx[row + y] == 0) continue;
    wIdx[row + y] = 0;
    wIdx[y * n + v] = 0;
    changed = true;
  }
  return changed ? touch(v, touchedCount) : touchedCount;
}
