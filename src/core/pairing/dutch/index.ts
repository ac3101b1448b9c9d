/**
 * FIDE Dutch system (C.04.3, 2025 rules in force from 1 February 2026): the pairing of one round.
 */
import { fail } from "../../errors";
import type { Colour, Player, Tournament } from "../../model/types";
import type { Board, Pairing, PairingOptions, Unpaired, UnpairedReason } from "../types";
import { colourFor } from "./colours";
import { bitsFor } from "../bits";
import { drive, type DriverMode } from "./engine";
import { dutchPlayers, invert, sitsOut, type DutchPlayer } from "./players";
import type { WeightContext } from "./weights";
import { topScoreThreshold, withDutchInputs, type DutchInputOptions } from "./inputs";
import { rerankLateEntries, type Reranked } from "../../model/rerank";

/** Why a player who sits the round out has no board. */
function reasonFor(p: Player, round: number): UnpairedReason {
  if (p.withdrawn === true) return "withdrawn";
  const e = p.rounds[round - 1] ?? null;
  if (e !== null) {
    if (e.kind === "halfBye" || e.kind === "fullBye" || e.kind === "pab") return e.kind;
    return "zeroBye";
  }
  return p.request === "clubDuty" ? "fullBye" : (p.request ?? "zeroBye");
}

/**
 * The colour pairing number 1 had in round 1 when nothing says: read back from the first round with
 * colours (as bbpPairings infers it), else white.
 */
function inferInitialColour(t: Tournament, round: number): Colour {
  let first = -1;
  for (const p of t.players) {
    for (let r = 0; r < round - 1; r++) {
      const e = p.rounds[r] ?? null;
      if (e !== null && e.colour !== null && (first === -1 || r < first)) first = r;
    }
  }
  if (first === -1) return "w";
  let counter = 0;
  for (const p of [...t.players].sort((a, b) => a.id - b.id)) {
    let took = false;
    for (let r = 0; r <= first; r++) {
      const e = p.rounds[r] ?? null;
      if (e !== null && (e.opponent !== 0 || e.kind === "pab" || e.kind === "forfeitWin")) took = true;
    }
    if (!took) continue;
    const c = p.rounds[first]?.colour ?? null;
    if (c !== null) return counter & 1 ? invert(c) : c;
    counter++;
  }
  return "w";
}

/**
 * The weight context of one round: field widths from the score groups of the players to pair.
 * Exported for the tests that build a round's weights by hand (pab-score.test.ts).
 */
export function contextFor(
  sorted: readonly DutchPlayer[],
  played: number,
  totalRounds: number | null,
  threshold: number,
): WeightContext {
  const scoreShift = new Map<number, number>();
  let shift = 0;
  let largest = 0;
  let run = 0;
  for (let i = sorted.length - 1; i >= 0; i--) {
    run++;
    const s = (sorted[i] as DutchPlayer).score;
    if (i === 0 || s < (sorted[i - 1] as DutchPlayer).score) {
      scoreShift.set(s, shift);
      largest = Math.max(largest, run);
      shift += bitsFor(run);
      run = 0;
    }
  }
  return {
    played,
    lastRound: totalRounds !== null && played >= totalRounds - 1,
    topScoreThreshold: threshold,
    sizeBits: bitsFor(largest),
    scoresWidth: shift,
    scoreShift,
    byeScore: 0,
    singleDownfloaterIsBye: false,
    unplayedRank: new Map(),
  };
}

/**
 * Pairs round `round` (1-based) of `t` by the FIDE Dutch system. Players with an entry already
 * recorded for the round (a requested bye, `0000 - H` in TRF), a request or a withdrawal are not
 * paired and are listed in `unpaired`. Boards come highest scores first; the pairing-allocated bye
 * heads `unpaired`. Throws ChessInputError NO_PAIRING when no legal pairing exists.
 *
 * @example
 * const t = unwrap(parseTrf(text)); // 7 players, 2 rounds played
 * pairDutch(t, 3).boards // [{ white: 1, black: 3 }, { white: 2, black: 7 }, { white: 4, black: 5 }]
 * pairDutch(t, 3).unpaired // [{ player: 6, reason: "pab" }]
 */
export function pairDutch(t: Tournament, round: number, options: PairingOptions & DutchInputOptions = {}): Pairing {
  return pairDutchUsing(t, round, options, "split");
}

/**
 * `pairDutch` with the driver's mode chosen: `full` solves the whole graph at every step, as
 * bbpPairings does; `split` (the default) solves one bracket at a time. Both give the same pairing.
 *
 * @example
 * pairDutchUsing(t, 3, {}, "full") // the same Pairing as pairDutch(t, 3)
 */
export function pairDutchUsing(
  source: Tournament,
  round: number,
  options: PairingOptions & DutchInputOptions,
  mode: DriverMode,
): Pairing {
  // The options' inputs (Baku needs the total rounds, from the options when the tournament lacks it).
  const t = withDutchInputs({ ...source, totalRounds: source.totalRounds ?? options.totalRounds ?? null }, options);
  if (!Number.isInteger(round) || round < 1) badRound(round);
  for (const p of t.players) {
    const e = p.rounds[round - 1] ?? null;
    if (e !== null && (e.opponent !== 0 || e.kind === "pab")) alreadyPaired(round, p.id, e.kind === "pab");
  }
  // C.04.2: a late entry takes his place in the ranking by rating; the engine pairs the re-ranked
  // players and its boards are given back in the event's own pairing numbers.
  const ranked = rerankLateEntries(t);
  return ranked === null ? pairRanked(t, round, options, mode) : pairReranked(ranked, round, options, mode);
}

// The rare cases below are functions of their own: a fresh process compiles a function whole on
// its first call, so code its common path never runs is compiled for nothing.

function badRound(round: number): never {
  fail("BAD_ARGUMENT", `round ${String(round)}: expected a round number of 1 or more`);
}

function alreadyPaired(round: number, id: number, pab: boolean): never {
  fail(
    "BAD_ARGUMENT",
    `Round ${round}, player #${id}: a ${pab ? "pairing-allocated bye" : "game"} is already recorded, so the round is already paired`,
  );
}

/** The pairing of an event with late entries: its re-ranked players paired, the boards numbered back. */
function pairReranked(ranked: Reranked, round: number, options: PairingOptions, mode: DriverMode): Pairing {
  const back = (id: number): number => ranked.original[id - 1] ?? id;
  const p = pairRanked(ranked.tournament, round, options, mode);
  return {
    ...p,
    boards: p.boards.map((b) => ({ white: back(b.white), black: back(b.black) })),
    unpaired: p.unpaired
      .map((u) => ({ ...u, player: back(u.player) }))
      .sort((a, b) => Number(b.reason === "pab") - Number(a.reason === "pab") || a.player - b.player),
  };
}

function noPairing(round: number, players: number): never {
  fail(
    "NO_PAIRING",
    `Round ${round}: no legal Dutch pairing exists for these ${players} players: every way of pairing ` +
      "them needs a rematch, a second pairing-allocated bye, or a colour sequence the rules forbid " +
      "(three in a row or a difference beyond 2).",
  );
}

/** The pairing of players numbered in ranking order (late entries placed). */
function pairRanked(t: Tournament, round: number, options: PairingOptions, mode: DriverMode): Pairing {
  const played = round - 1;
  const states = dutchPlayers(t, round);
  const byId = new Map<number, DutchPlayer>();
  for (const s of states) byId.set(s.id, s);
  const playing: DutchPlayer[] = [];
  for (const p of t.players) if (!sitsOut(p, round)) playing.push(byId.get(p.id) as DutchPlayer);
  const sorted = playing.sort((a, b) => b.score - a.score || a.rank - b.rank || a.id - b.id);
  const totalRounds = t.totalRounds ?? options.totalRounds ?? null;
  const ctx = contextFor(sorted, played, totalRounds, topScoreThreshold(t, played));
  const result = drive(sorted, ctx, mode, options.onProgress);
  if (result === null) noPairing(round, sorted.length);
  const initial = t.initialColour ?? options.initialColour ?? inferInitialColour(t, round);

  // Plain loops here: a fresh process runs this once, at V8's first tier, a call per callback run.
  const boards: { board: Board; higher: DutchPlayer; lower: DutchPlayer }[] = [];
  let pab: number | null = null;
  for (let v = 0; v < result.partner.length; v++) {
    const u = result.partner[v] as number;
    const p = sorted[v] as DutchPlayer;
    if (u === v) {
      pab = p.id;
      continue;
    }
    const q = sorted[u] as DutchPlayer;
    if (p.id > q.id) continue;
    const colour = colourFor(p, q, initial);
    const board = colour === "w" ? { white: p.id, black: q.id } : { white: q.id, black: p.id };
    // Published order: unaccelerated scores (bbpPairings), then the higher player's rank.
    const firstHigher = p.baseScore > q.baseScore || (p.baseScore === q.baseScore && p.rank < q.rank);
    boards.push({ board, higher: firstHigher ? p : q, lower: firstHigher ? q : p });
  }
  boards.sort(
    (a, b) =>
      b.higher.baseScore - a.higher.baseScore || b.lower.baseScore - a.lower.baseScore || a.higher.rank - b.higher.rank,
  );

  const unpaired: Unpaired[] = [];
  if (pab !== null) unpaired.push({ player: pab, reason: "pab" });
  // Those who sit out, by pairing number (a stable sort of them alone: the same order).
  const out: Player[] = [];
  for (const p of t.players) if (sitsOut(p, round)) out.push(p);
  for (const p of out.sort((a, b) => a.id - b.id)) unpaired.push({ player: p.id, reason: reasonFor(p, round) });
  const published: Board[] = [];
  for (const b of boards) published.push(b.board);
  return { round, boards: published, unpaired };
}

export { dutchPlayers } from "./players";
