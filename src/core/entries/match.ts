/**
 * Matching entries against a rating list: by id first (the list's kind of id: FIDE ids in FIDE's
 * lists, member ids in a national one), then by name with the season's near-miss matcher
 * (season/match.ts: case, accents, punctuation and "Surname, First" order ignored; one word
 * mistyped, an initial, the words in another order). Nothing is merged silently: a name that only
 * nearly matches is a "did you mean", an id or a name that matches several players is asked, and an
 * id whose list name has nothing in common with the sign-up's is asked too.
 *
 * The list is offered one player at a time (`offer`) and only the players that could answer an entry
 * are kept, so a list of 1.2 million players needs no more memory than the entries' candidates.
 */
import { nameInfo, nameKey, nearInfo, nearMiss, withinOne, type NameInfo } from "../season/match";
import type { ListIdKind, ListPlayer } from "./types";

/** What the matcher needs of an entry. */
export interface MatchEntry {
  readonly name: string;
  readonly id?: string;
  readonly fideId?: string;
}

export type MatchResult =
  /** One list player with the entry's id (names agree, or share the surname). */
  | { readonly kind: "id"; readonly player: ListPlayer }
  /** One list player with the entry's name exactly (no id to go by). */
  | { readonly kind: "name"; readonly player: ListPlayer }
  /** Asked: the id or the name is several players' in the list. */
  | { readonly kind: "ambiguous"; readonly by: "id" | "name"; readonly candidates: readonly ListPlayer[] }
  /** Asked: the id's player in the list has another name. */
  | { readonly kind: "otherName"; readonly player: ListPlayer }
  /** Asked: names that nearly match ("did you mean"), or the entry's id is not in the list but its name is. */
  | { readonly kind: "didYouMean"; readonly candidates: readonly ListPlayer[]; readonly idNotFound: boolean }
  | { readonly kind: "none"; readonly idNotFound: boolean };

/** Most candidates kept per entry for a question. */
const KEEP = 6;

/**
 * `nameKey` for a name in plain ASCII letters, digits, spaces and `, . ' - _`, as FIDE's lists write
 * nearly every name, without the regular expressions (a list of a million names is keyed in well
 * under a second); any other name goes to `nameKey`. The two agree (a property test holds them).
 * @example listNameKey("Carlsen, Magnus") // "magnus carlsen"
 */
export function listNameKey(name: string): string {
  let comma = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const plain =
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 32 || c === 46 || c === 39 || c === 45 || c === 95;
    if (c === 44) {
      if (comma >= 0) return nameKey(name);
      comma = i;
    } else if (!plain) return nameKey(name);
  }
  let n = name;
  if (comma >= 0) {
    const before = name.slice(0, comma);
    const after = name.slice(comma + 1).replace(/^\s+/, "");
    if (before !== "" && after !== "") n = `${after} ${before}`;
  }
  let out = "";
  let space = true;
  for (let i = 0; i < n.length; i++) {
    let c = n.charCodeAt(i);
    if (c === 44) continue; // a comma left in place: nameKey drops it
    if (c === 32 || c === 46 || c === 39 || c === 45 || c === 95) {
      if (!space) out += " ";
      space = true;
      continue;
    }
    if (c >= 65 && c <= 90) c += 32;
    out += String.fromCharCode(c);
    space = false;
  }
  return space ? out.slice(0, -1) : out;
}

function words(key: string): string[] {
  return key === "" ? [] : key.split(" ");
}

/** The buckets a name falls in: every near miss of it shares one (season/match.ts nearMissPairs). */
function buckets(info: NameInfo): { named: string[]; lettered: string[] } {
  const key = info.key;
  const w = info.words;
  const named: string[] = [];
  if (w.length > 1) named.push(`L:${w[w.length - 1]}`, `F:${w[0]}`, `S:${info.sorted}`);
  const first = key[0] ?? "";
  const last = key[key.length - 1] ?? "";
  const lettered = [`N:${key.length}:${first}`, `N:${key.length + 1}:${first}`];
  if (w.length === 1) lettered.push(`E:${key.length}:${last}`, `E:${key.length + 1}:${last}`);
  if (key.length <= 2) lettered.push("tiny");
  return { named, lettered };
}

/** The surname a list writes before its comma, as a key ("Carlsen, Magnus" → "carlsen"). */
function surnameKey(name: string): string {
  const comma = name.indexOf(",");
  return nameKey(comma < 0 ? (name.trim().split(/\s+/).pop() ?? "") : name.slice(0, comma));
}

/** The entries a list line answers: by id, by the same name, by a name nearly the same. */
interface Hits {
  readonly byId: readonly number[];
  readonly exact: readonly number[];
  readonly near: readonly number[];
}

const NONE: readonly number[] = [];

/** `nameInfo` without splitting and sorting arrays for the one- and two-word names most lists hold. */
function quickInfo(key: string): NameInfo {
  const sp = key.indexOf(" ");
  if (sp < 0) return { key, words: [key], sorted: key };
  if (key.indexOf(" ", sp + 1) >= 0) return nameInfo(key);
  const a = key.slice(0, sp);
  const b = key.slice(sp + 1);
  return { key, words: [a, b], sorted: a <= b ? key : `${b} ${a}` };
}

/** Adds `p` to entry i's candidates (at most KEEP, each once); true when it was added. */
function push(map: Map<number, ListPlayer[]>, i: number, p: ListPlayer): boolean {
  const list = map.get(i);
  if (list === undefined) map.set(i, [p]);
  else if (list.length < KEEP && !list.some((q) => q.id === p.id && q.where === p.where)) list.push(p);
  else return false;
  return true;
}

/**
 * Matches entries against one list, offered a player at a time.
 * @example const m = new ListMatcher([{ name: "Magnus Carlsen" }], "fideId"); m.offer(carlsen); m.results()[0]?.kind // "name"
 */
export class ListMatcher {
  private readonly keys: string[];
  private readonly infos: NameInfo[];
  private readonly byWantedId = new Map<string, number[]>();
  private readonly byWantedKey = new Map<string, number[]>();
  private readonly byBucket = new Map<string, number[]>();
  private readonly idHits = new Map<number, ListPlayer[]>();
  private readonly nameHits = new Map<number, ListPlayer[]>();
  private readonly nearHits = new Map<number, ListPlayer[]>();
  /** The record each entry was last compared with (so that one comparison per record is made). */
  private readonly tried: Int32Array;
  private stamp = 0;

  constructor(
    private readonly entries: readonly MatchEntry[],
    private readonly idKind: ListIdKind,
  ) {
    this.keys = entries.map((e) => nameKey(e.name));
    this.infos = this.keys.map(nameInfo);
    this.tried = new Int32Array(entries.length);
    const add = (map: Map<string, number[]>, k: string, i: number) => {
      const list = map.get(k);
      if (list === undefined) map.set(k, [i]);
      else if (!list.includes(i)) list.push(i);
    };
    entries.forEach((e, i) => {
      const id = e[idKind];
      if (id !== undefined && id !== "") add(this.byWantedId, id, i);
      const key = this.keys[i] as string;
      if (key === "") return;
      add(this.byWantedKey, key, i);
      const b = buckets(this.infos[i] as NameInfo);
      for (const k of [...b.named, ...b.lettered]) add(this.byBucket, k, i);
    });
  }

  /** The last line asked about (`wants`), so that `offer` does not compare it again. */
  private pending: { readonly id: string; readonly name: string; readonly hits: Hits } | null = null;

  /**
   * Whether a list line with this id and name could answer an entry: readers ask before building
   * the whole player, so that the million lines no entry wants cost only this.
   */
  wants(id: string, name: string): boolean {
    const hits = this.hits(id, name);
    this.pending = { id, name, hits };
    return hits.byId.length + hits.exact.length + hits.near.length > 0;
  }

  /** One player of the list: kept if it answers an entry's id or name, or nearly its name. */
  offer(p: ListPlayer): void {
    const q = this.pending;
    const hits = q !== null && q.id === p.id && q.name === p.name ? q.hits : this.hits(p.id, p.name);
    this.pending = null;
    let kept = false;
    for (const i of hits.byId) kept = push(this.idHits, i, p) || kept;
    for (const i of hits.exact) kept = push(this.nameHits, i, p) || kept;
    for (const i of hits.near) kept = push(this.nearHits, i, p) || kept;
    if (kept) this.keptPlayers.push(p);
  }

  private readonly keptPlayers: ListPlayer[] = [];

  /**
   * The list's players kept as some entry's answer or candidate, in the order offered: offered
   * again to a matcher of the same entries they give the same results. The pane reads a list in
   * the browser and sends the host only these.
   * @example m.kept().length // 3 of 1.2 million
   */
  kept(): readonly ListPlayer[] {
    return this.keptPlayers;
  }

  private hits(id: string, name: string): Hits {
    const out: { byId: readonly number[]; exact: readonly number[]; near: number[] } = {
      byId: this.byWantedId.get(id) ?? NONE,
      exact: NONE,
      near: [],
    };
    const key = listNameKey(name);
    if (key === "") return out;
    out.exact = this.byWantedKey.get(key) ?? NONE;
    const info = quickInfo(key);
    const b = buckets(info);
    const stamp = ++this.stamp;
    for (const k of b.lettered) {
      const list = this.byBucket.get(k);
      if (list === undefined) continue;
      for (const i of list) {
        const ek = this.keys[i] as string;
        if (ek === key || this.tried[i] === stamp || !withinOne(ek, key)) continue;
        this.tried[i] = stamp;
        out.near.push(i);
      }
    }
    for (const k of b.named) {
      const list = this.byBucket.get(k);
      if (list === undefined) continue;
      // Cheap tests first: a near miss that is not one edit of the whole name changes one word by at
      // most two letters (so the lengths differ by two at most), puts an initial for the first word
      // (the same last word), or orders the same words otherwise (the same sorted words).
      const initial = k[0] === "L";
      const sorted = k[0] === "S";
      for (const i of list) {
        if (this.tried[i] === stamp) continue;
        const ek = this.keys[i] as string;
        const e = this.infos[i] as NameInfo;
        if (ek === key) continue;
        if (!sorted && Math.abs(ek.length - key.length) > 2) {
          if (!initial || ((e.words[0]?.length ?? 0) !== 1 && (info.words[0]?.length ?? 0) !== 1)) continue;
        }
        this.tried[i] = stamp;
        if (nearInfo(e, info)) out.near.push(i);
      }
    }
    return out;
  }

  /** Each entry's answer, in the entries' order. */
  results(): MatchResult[] {
    return this.entries.map((e, i) => {
      const id = e[this.idKind];
      const key = this.keys[i] as string;
      const names = this.nameHits.get(i) ?? [];
      const near = this.nearHits.get(i) ?? [];
      if (id !== undefined && id !== "") {
        const hits = this.idHits.get(i) ?? [];
        if (hits.length > 1) return { kind: "ambiguous", by: "id", candidates: hits };
        const p = hits[0];
        if (p !== undefined) {
          const pk = nameKey(p.name);
          const agree = pk === key || nearMiss(pk, key) || words(key).includes(surnameKey(p.name));
          return agree ? { kind: "id", player: p } : { kind: "otherName", player: p };
        }
        const candidates = [...names, ...near].slice(0, KEEP);
        return candidates.length > 0
          ? { kind: "didYouMean", candidates, idNotFound: true }
          : { kind: "none", idNotFound: true };
      }
      if (names.length > 1) return { kind: "ambiguous", by: "name", candidates: names };
      if (names[0] !== undefined) return { kind: "name", player: names[0] };
      return near.length > 0 ? { kind: "didYouMean", candidates: near, idNotFound: false } : { kind: "none", idNotFound: false };
    });
  }
}

/** A list player as a question shows it: `Carlsen, Magnus (FIDE id 1503014, NOR, born 1990, 2823)`. */
export function describeListPlayer(p: ListPlayer, idLabel: string): string {
  const bits = [`${idLabel} ${p.id}`];
  if (p.federation !== undefined) bits.push(p.federation);
  if (p.birthYear !== undefined) bits.push(`born ${p.birthYear}`);
  bits.push(p.rating === null ? "unrated" : String(p.rating));
  return `${p.name} (${bits.join(", ")})`;
}
