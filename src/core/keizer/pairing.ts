/**
 * A Keizer club night's pairing (docs/keizer.md): the members present, in the order of the Keizer
 * ranking after the nights before, are paired from the top down, each with the next one he has not
 * met within the last REMATCH nights (1–2, 3–4, … where the rule allows; the top one takes the
 * first allowed partner whose pairing still lets everyone below be paired). When no pairing of the
 * whole night keeps the rule, it is relaxed a night at a time, and the notes say so. With an odd
 * number present the free night goes to the lowest-ranked of those who have had it least often.
 * Colours: the one who has had White less often (over Black) gets White; equal, the one who had
 * Black last; still equal, the higher-ranked on odd boards and the lower-ranked on even boards.
 */
import { fail } from "../errors";
import { maxWeightMatching } from "../matching";
import type { Colour, Tournament } from "../model/types";
import type { Board, Pairing, Unpaired, UnpairedReason } from "../pairing/types";
import { keizerRanking, type KeizerRanking } from "./ranking";
import type { KeizerSettings } from "./settings";

export interface KeizerNightPairing {
  readonly pairing: Pairing;
  /** The ranking the night was paired by (after the nights before it). */
  readonly ranking: KeizerRanking;
  /** The rematch rule as kept: REMATCH, or fewer nights when it had to be relaxed. */
  readonly rematch: number;
}

/** The kind of bye an entry already recorded for the night stands for, or null for none. */
function recordedReason(kind: string): UnpairedReason | null {
  if (kind === "halfBye" || kind === "zeroBye" || kind === "fullBye" || kind === "pab") return kind;
  return null;
}

/** True when the players `ids` can all be paired with edges `allowed`. */
function pairable(ids: readonly number[], allowed: (a: number, b: number) => boolean): boolean {
  if (ids.length % 2 === 1) return false;
  if (ids.length === 0) return true;
  const edges: [number, number, number][] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) if (allowed(ids[i] as number, ids[j] as number)) edges.push([i, j, 1]);
  return maxWeightMatching(ids.length, edges, { maxCardinality: true }).every((m) => m >= 0);
}

/** Top down: each takes the first allowed partner that leaves the rest pairable; null when none does. */
function topDown(ids: readonly number[], allowed: (a: number, b: number) => boolean): [number, number][] | null {
  // The plain top-down pass first: when it pairs everyone, looking ahead would have chosen the same.
  const plain: [number, number][] = [];
  const left = [...ids];
  while (left.length > 0) {
    const a = left.shift() as number;
    const k = left.findIndex((b) => allowed(a, b));
    if (k < 0) break;
    plain.push([a, left.splice(k, 1)[0] as number]);
  }
  if (plain.length * 2 === ids.length) return plain;
  if (!pairable(ids, allowed)) return null;
  const pairs: [number, number][] = [];
  const rest = [...ids];
  while (rest.length > 0) {
    const a = rest.shift() as number;
    const k = rest.findIndex((b, i) => allowed(a, b) && pairable([...rest.slice(0, i), ...rest.slice(i + 1)], allowed));
    pairs.push([a, rest.splice(k, 1)[0] as number]);
  }
  return pairs;
}

interface History {
  readonly whites: number;
  readonly blacks: number;
  readonly last: Colour | null;
  readonly byes: number;
}

function historyOf(t: Tournament, id: number, before: number): History {
  let whites = 0;
  let blacks = 0;
  let last: Colour | null = null;
  let byes = 0;
  for (const e of t.players[id - 1]?.rounds.slice(0, before - 1) ?? []) {
    if (e === null) continue;
    if (e.kind === "pab") byes++;
    if (e.colour === "w") whites++;
    if (e.colour === "b") blacks++;
    if (e.colour !== null) last = e.colour;
  }
  return { whites, blacks, last, byes };
}

/** White for the higher-ranked `a`? (See the module comment.) */
function aHasWhite(a: History, b: History, board: number): boolean {
  const da = a.whites - a.blacks;
  const db = b.whites - b.blacks;
  if (da !== db) return da < db;
  if (a.last !== b.last) {
    if (a.last === "b") return true;
    if (b.last === "b") return false;
  }
  return board % 2 === 1;
}

const who = (t: Tournament, id: number): string => {
  const name = t.players[id - 1]?.name ?? "";
  return `#${id}${name === "" || name === `#${id}` ? "" : ` ${name}`}`;
};

/**
 * Night `round`'s pairing for the members of `t` (as `forRound` gives it: each member's request for
 * the night in `request`; H absent with notice, U absent without, C club duty, W left the club). Members with a
 * request, withdrawn, or with the night already filled in (FPB club duty typed beforehand) are not
 * paired. Refuses, with a sentence, a night with fewer than two members present.
 * @example pairKeizerNight(club, 1, KEIZER_DEFAULTS).pairing.boards // [{ white: 1, black: 2 }, { white: 4, black: 3 }]
 */
export function pairKeizerNight(t: Tournament, round: number, s: KeizerSettings): KeizerNightPairing {
  const ranking = keizerRanking(t, s, round - 1);
  const rankOf = new Map(ranking.rows.map((r) => [r.id, r.rank]));
  const valueOf = new Map(ranking.rows.map((r) => [r.id, r.value]));
  const unpaired: Unpaired[] = [];
  const present: number[] = [];
  for (const row of ranking.rows) {
    const p = t.players[row.id - 1];
    if (p === undefined) continue;
    const recorded = p.rounds[round - 1] ?? null;
    const reason = recorded === null ? null : recordedReason(recorded.kind);
    if (p.withdrawn === true || p.request === "withdrawn") unpaired.push({ player: p.id, reason: "withdrawn" });
    else if (p.request === "halfBye" || p.request === "zeroBye") unpaired.push({ player: p.id, reason: p.request });
    // C in the Request column: club duty, written FPB in the night's column and scored DUTY.
    else if (p.request === "clubDuty") unpaired.push({ player: p.id, reason: "fullBye" });
    else if (recorded !== null) {
      if (reason !== null) unpaired.push({ player: p.id, reason });
    } else present.push(p.id);
  }
  if (present.length < 2) {
    const here = present.length === 0 ? "nobody is" : `only ${who(t, present[0] as number)} is`;
    fail(
      "MISSING",
      `Night ${round}: ${here} marked present, and a Keizer night needs at least two members present to pair. Leave the Request cell blank for each member who came (H for absent with notice, U for absent without notice).`,
    );
  }
  const history = new Map(present.map((id) => [id, historyOf(t, id, round)]));
  let bye: number | null = null;
  if (present.length % 2 === 1) {
    const fewest = Math.min(...present.map((id) => history.get(id)?.byes ?? 0));
    bye = [...present].reverse().find((id) => history.get(id)?.byes === fewest) ?? null;
  }
  const playing = present.filter((id) => id !== bye);
  // The night each pair last met (a game paired, played or forfeited).
  const lastMet = new Map<string, number>();
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  for (const p of t.players)
    p.rounds.slice(0, round - 1).forEach((e, i) => {
      if (e !== null && e.opponent > 0) lastMet.set(key(p.id, e.opponent), i + 1);
    });
  let pairs: [number, number][] | null = null;
  let gap = s.rematch;
  for (; gap >= 0; gap--) {
    const g = gap;
    pairs = topDown(playing, (a, b) => {
      const last = lastMet.get(key(a, b));
      return last === undefined || round - last > g;
    });
    if (pairs !== null) break;
  }
  const boards: Board[] = [];
  const notes: string[] = [];
  (pairs ?? []).forEach(([a, b], i) => {
    const white = aHasWhite(history.get(a) as History, history.get(b) as History, i + 1) ? a : b;
    const black = white === a ? b : a;
    boards.push({ white, black });
    const last = lastMet.get(key(a, b));
    notes.push(
      `ranks ${rankOf.get(a)} and ${rankOf.get(b)} of those present paired top down (values ${valueOf.get(a)} and ${valueOf.get(b)})${last === undefined ? "" : `; they last met on night ${last}`}`,
    );
  });
  const relaxed = gap < s.rematch ? ` No pairing of the night keeps the rematch rule of ${s.rematch} nights; it was relaxed to ${gap}.` : "";
  const byeList: Unpaired[] = bye === null ? [] : [{ player: bye, reason: "pab" }];
  const byeNotes =
    bye === null ? [] : [`${who(t, bye)}: the free night of an odd number present (the lowest-ranked of those who had it least often)${relaxed}`];
  unpaired.sort((x, y) => x.player - y.player);
  const unpairedNotes = unpaired.map((u) => {
    const what: Record<UnpairedReason, string> = {
      pab: "the free night",
      halfBye: "absent with notice",
      zeroBye: "absent without notice",
      withdrawn: "has left",
      fullBye: "club duty",
    };
    return `${who(t, u.player)}: ${what[u.reason]}`;
  });
  return {
    pairing: {
      round,
      boards,
      unpaired: [...byeList, ...unpaired],
      notes: { boards: relaxed === "" || bye !== null ? notes : notes.map((n, i) => (i === 0 ? n + "." + relaxed : n)), unpaired: [...byeNotes, ...unpairedNotes] },
    },
    ranking,
    rematch: Math.max(gap, 0),
  };
}
