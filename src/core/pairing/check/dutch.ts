/**
 * FIDE Dutch (C.04.3, 2025 rules): the rules a given pairing breaks.
 *
 * The tournament is read as the engine reads it: the options' point system and Baku acceleration
 * merged in (withDutchInputs), late entries ranked by rating (C.04.2), so brackets, topscorers,
 * floats and the ranks that decide colours are the engine's.
 *
 * Absolute rules are checked board by board: C1 (no rematch; the event's never-pair list, with the
 * TRF-2026 round ranges, is treated the same way and named as such), C2 (no second PAB, nor a PAB after a win's points unplayed), C3 (two
 * non-topscorers with the same absolute colour preference), and the colours given: C.04.1 f/g (a
 * colour difference beyond ±2 or a third colour in a row) and Art. 5.2 (the colour allocation
 * steps 5.2.1–5.2.5). The quality criteria C5–C21 are measured bracket by bracket on the given
 * pairing and on the engine's, in the order the rules apply them (C5 first, then for each bracket
 * from the top C6, C7, C9, C10–C21); the first criterion where the given pairing does worse is
 * the one it breaks.
 */
import type { Colour, Tournament } from "../../model/types";
import { colourFor, colourStep } from "../dutch/colours";
import { dutchPlayers } from "../dutch";
import { topScoreThreshold, withDutchInputs, type DutchInputOptions } from "../dutch/inputs";
import { forbiddenIn } from "../forbidden";
import { rerankLateEntries } from "../../model/rerank";
import { FLOAT_DOWN, FLOAT_UP, absolutePreference, invert, isPlayedKind, type DutchPlayer } from "../dutch/players";
import type { Breach, CandidatePairing } from "./types";
import { firstWorse, type Measure } from "./measure";

const pts = (tenths: number): string => String(tenths / 10);

/** What the Dutch evaluators share for one round. */
export interface DutchRound {
  readonly round: number;
  readonly states: ReadonlyMap<number, DutchPlayer>;
  readonly lastRound: boolean;
  readonly topScoreThreshold: number;
  readonly initial: Colour;
  /** Who must not meet this round (never-pair list and its round ranges), by pairing number. */
  readonly forbidden: ReadonlyMap<number, ReadonlySet<number>>;
  /** Pairs who have met over the board ("low-high"): the rematches C1 forbids. */
  readonly played: ReadonlySet<string>;
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * The Dutch view of the tournament before `round` (see tournamentBefore), with the options'
 * inputs (point system, Baku acceleration) merged in as the engine merges them.
 */
export function dutchRound(
  before: Tournament,
  round: number,
  initial: Colour,
  totalRounds: number | null,
  inputs: DutchInputOptions = {},
): DutchRound {
  const t = withDutchInputs({ ...before, totalRounds: before.totalRounds ?? totalRounds }, inputs);
  // Ranks as the engine gives them (C.04.2: late entries placed by rating), ids the event's own.
  const ranked = rerankLateEntries(t);
  const back = (id: number): number => (ranked === null ? id : (ranked.original[id - 1] ?? id));
  const states = new Map<number, DutchPlayer>();
  for (const s of dutchPlayers(ranked?.tournament ?? t, round)) {
    const own = ranked === null ? s : { ...s, id: back(s.id), met: new Set([...s.met].map(back)) };
    states.set(own.id, own);
  }
  const played = round - 1;
  const met = new Set<string>();
  for (const p of t.players) {
    for (let r = 0; r < played; r++) {
      const e = p.rounds[r] ?? null;
      if (isPlayedKind(e) && e !== null && e.opponent !== 0) met.add(pairKey(p.id, e.opponent));
    }
  }
  return {
    round,
    states,
    lastRound: totalRounds !== null && played >= totalRounds - 1,
    topScoreThreshold: topScoreThreshold(t, played),
    initial,
    forbidden: forbiddenIn(t, round),
    played: met,
  };
}

function topscorer(r: DutchRound, p: DutchPlayer): boolean {
  return r.lastRound && p.score > r.topScoreThreshold;
}

/** C.04.1 f/g: what colour `c` would do to a player: a difference beyond ±2 or a third in a row. */
function colourLimit(p: DutchPlayer, c: Colour): string | null {
  const w = p.colours.filter((x) => x === "w").length + (c === "w" ? 1 : 0);
  const b = p.colours.length + 1 - w;
  const n = p.colours.length;
  if (Math.abs(w - b) > 2) return "f";
  if (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) return "g";
  return null;
}

/** The absolute rules (C1–C3, C.04.1 f/g, Art. 5.2) a pairing breaks, board by board. */
export function dutchAbsolute(r: DutchRound, pairing: CandidatePairing): Breach[] {
  const out: Breach[] = [];
  const state = (id: number): DutchPlayer | undefined => r.states.get(id);
  for (const b of pairing.boards) {
    const w = state(b.white);
    const k = state(b.black);
    if (w === undefined || k === undefined) continue;
    const ids = [w.id, k.id].sort((x, y) => x - y);
    const who = `#${ids[0]} and #${ids[1]}`;
    if (r.played.has(pairKey(w.id, k.id))) {
      out.push({ rule: "C.04.3 C1", players: ids, message: `${who} have already played each other (C.04.1 b: no two players meet twice)` });
    } else if (r.forbidden.get(w.id)?.has(k.id) === true) {
      out.push({ rule: "never-pair list", players: ids, message: `${who} must not meet in round ${r.round}: the event's never-pair list (treated as C1)` });
    }
    const sameAbsolute = absolutePreference(w) && absolutePreference(k) && w.preference === k.preference;
    if (sameAbsolute && !topscorer(r, w) && !topscorer(r, k)) {
      out.push({ rule: "C.04.3 C3", players: ids, message: `${who} both have an absolute preference for ${w.preference === "w" ? "white" : "black"}` });
    }
    if (b.coloured === false) continue;
    // C.04.1 f/g's last-round exception as the Dutch system takes it (C10, C11: "topscorers or
    // their opponents"): C3 lets a topscorer meet a player with the same absolute preference, and
    // then one of the two gets the colour a third time or beyond ±2.
    const exempt = topscorer(r, w) || topscorer(r, k);
    for (const [p, c] of [[w, "w"], [k, "b"]] as const) {
      const limit = colourLimit(p, c);
      if (limit !== null && !exempt) {
        const what = limit === "f" ? "a colour difference beyond ±2" : "the same colour three times in a row";
        out.push({ rule: `C.04.1 ${limit}`, players: [p.id], message: `#${p.id} gets ${c === "w" ? "white" : "black"}: ${what}` });
      }
    }
    const expected = colourFor(w, k, r.initial);
    if (expected !== "w") {
      const step = colourStep(w, k);
      out.push({
        rule: `C.04.3 ${step}`,
        players: ids,
        message: `board ${b.white}–${b.black}: the colours are reversed; Art. ${step} gives white to #${b.black}`,
      });
    }
  }
  if (pairing.pab !== null) {
    const p = state(pairing.pab);
    if (p !== undefined && !p.byeEligible) {
      out.push({ rule: "C.04.3 C2", players: [p.id], message: `#${p.id} gets the pairing-allocated bye after already scoring a win's points without playing` });
    }
  }
  return out;
}

/** A pair as the quality criteria see it: the higher-ranked player first. */
interface Pair {
  readonly hi: DutchPlayer;
  readonly lo: DutchPlayer;
}

/** Compares descending: larger first. */
const desc = (a: number, b: number): number => b - a;

/**
 * The quality measures of a pairing in the order the rules apply them (C5, then per bracket C6,
 * C7, C9, C10–C21); smaller is better, compared lexicographically.
 */
export function dutchMeasures(r: DutchRound, pairing: CandidatePairing): Measure[] {
  const pairs: Pair[] = [];
  const partnerScore = new Map<number, number>();
  for (const b of pairing.boards) {
    const x = r.states.get(b.white);
    const y = r.states.get(b.black);
    if (x === undefined || y === undefined) continue;
    const [hi, lo] = x.score > y.score || (x.score === y.score && x.rank < y.rank) ? [x, y] : [y, x];
    pairs.push({ hi, lo });
    partnerScore.set(hi.id, lo.score);
    partnerScore.set(lo.id, hi.score);
  }
  const pab = pairing.pab === null ? undefined : r.states.get(pairing.pab);
  if (pab !== undefined) partnerScore.set(pab.id, -1);
  const players = [...partnerScore.keys()].map((id) => r.states.get(id) as DutchPlayer);
  const scores = [...new Set(players.map((p) => p.score))].sort(desc);
  const played = r.round - 1;
  const out: Measure[] = [{ rule: "C.04.3 C5", where: "the round", what: "score of the PAB assignee", value: [pab?.score ?? -1], show: (v) => (v[0] === -1 ? "no PAB" : pts(v[0] as number)) }];
  const allocated = (pr: Pair): [Colour, Colour] => {
    const c = colourFor(pr.hi, pr.lo, r.initial);
    return [c, invert(c)];
  };
  for (const s of scores) {
    const where = `the ${pts(s)}-point bracket`;
    const inBracket = pairs.filter((pr) => pr.lo.score === s);
    const mdpPairs = inBracket.filter((pr) => pr.hi.score > s);
    const downfloaters = players.filter((p) => p.score >= s && (partnerScore.get(p.id) as number) < s);
    const residentsDown = downfloaters.filter((p) => p.score === s);
    out.push({ rule: "C.04.3 C6", where, what: "downfloaters", value: [downfloaters.length] });
    out.push({ rule: "C.04.3 C7", where, what: "scores of the downfloaters", value: downfloaters.map((p) => p.score).sort(desc), show: (v) => v.map(pts).join(", ") || "none" });
    if (pab !== undefined && s === scores[scores.length - 1]) {
      out.push({ rule: "C.04.3 C9", where, what: "unplayed rounds of the PAB assignee", value: [played - pab.playedGames] });
    }
    if (r.lastRound) {
      let beyond = 0;
      let thrice = 0;
      for (const pr of inBracket) {
        if (!topscorer(r, pr.hi) && !topscorer(r, pr.lo)) continue;
        const [ch, cl] = allocated(pr);
        for (const [p, c] of [[pr.hi, ch], [pr.lo, cl]] as const) {
          const limit = colourLimit(p, c);
          if (limit === "f") beyond++;
          if (limit === "g") thrice++;
        }
      }
      out.push({ rule: "C.04.3 C10", where, what: "topscorers or opponents with a colour difference beyond ±2", value: [beyond] });
      out.push({ rule: "C.04.3 C11", where, what: "topscorers or opponents with a colour three times running", value: [thrice] });
    }
    let missed = 0;
    let missedStrong = 0;
    for (const pr of inBracket) {
      const [ch, cl] = allocated(pr);
      for (const [p, c] of [[pr.hi, ch], [pr.lo, cl]] as const) {
        if (p.preference === null || p.preference === c) continue;
        missed++;
        if (p.strong || absolutePreference(p)) missedStrong++;
      }
    }
    out.push({ rule: "C.04.3 C12", where, what: "players not getting their colour preference", value: [missed] });
    out.push({ rule: "C.04.3 C13", where, what: "players not getting their strong colour preference", value: [missedStrong] });
    if (played >= 1) {
      out.push({ rule: "C.04.3 C14", where, what: "resident downfloaters who downfloated in the last round", value: [residentsDown.filter((p) => p.float1 === FLOAT_DOWN).length] });
      out.push({ rule: "C.04.3 C15", where, what: "MDP opponents who upfloated in the last round", value: [mdpPairs.filter((pr) => pr.lo.float1 === FLOAT_UP).length] });
    }
    if (played > 1) {
      out.push({ rule: "C.04.3 C16", where, what: "resident downfloaters who downfloated two rounds before", value: [residentsDown.filter((p) => p.float2 === FLOAT_DOWN).length] });
      out.push({ rule: "C.04.3 C17", where, what: "MDP opponents who upfloated two rounds before", value: [mdpPairs.filter((pr) => pr.lo.float2 === FLOAT_UP).length] });
    }
    const diffs = (keep: (pr: Pair) => boolean): number[] => mdpPairs.filter(keep).map((pr) => pr.hi.score - pr.lo.score).sort(desc);
    const showDiffs = (v: readonly number[]): string => v.map(pts).join(", ") || "none";
    if (played >= 1) {
      out.push({ rule: "C.04.3 C18", where, what: "score differences of MDPs who downfloated in the last round", value: diffs((pr) => pr.hi.float1 === FLOAT_DOWN), show: showDiffs });
      out.push({ rule: "C.04.3 C19", where, what: "score differences of MDP opponents who upfloated in the last round", value: diffs((pr) => pr.lo.float1 === FLOAT_UP), show: showDiffs });
    }
    if (played > 1) {
      out.push({ rule: "C.04.3 C20", where, what: "score differences of MDPs who downfloated two rounds before", value: diffs((pr) => pr.hi.float2 === FLOAT_DOWN), show: showDiffs });
      out.push({ rule: "C.04.3 C21", where, what: "score differences of MDP opponents who upfloated two rounds before", value: diffs((pr) => pr.lo.float2 === FLOAT_UP), show: showDiffs });
    }
  }
  return out;
}

/** The first quality criterion (C5–C21) on which `given` does worse than `engine`, as a breach. */
export function dutchQuality(r: DutchRound, given: CandidatePairing, engine: CandidatePairing): Breach | null {
  return firstWorse(dutchMeasures(r, given), dutchMeasures(r, engine));
}
