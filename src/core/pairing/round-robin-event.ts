/**
 * A round robin as an event: the round of the Berger schedule (roundRobin.ts) for the players of a
 * tournament, with the seats drawn or set, and what happens to the games of a player who withdrew or
 * is absent: the game is not played, he loses it by forfeit and his opponent wins it (C.05: "(-)" for
 * him, "(+)" for the opponent). Whether his results count in the end is for the standings
 * (round-robin-withdrawals.ts); the schedule itself never changes once the event has started.
 *
 * In an odd round robin the player drawn against the dummy sits the round out: every player does
 * once a cycle, so it scores nothing (a zero-point bye, `U`) rather than the Swiss's full-point bye.
 */
import { fail } from "../errors";
import { LIMITS } from "../formats/limits";
import { refuseClubDuty } from "../model/requests";
import type { Tournament } from "../model/types";
import { roundRobin, roundRobinBye, roundRobinRounds, roundRobinSource } from "./roundRobin";
import { checkSeats } from "./seats";
import type { Board, Pairing } from "./types";

export interface RoundRobinEventOptions {
  /** Cycles: 1 (single), 2 (double) … */
  readonly cycles: number;
  /** The seats: `seats[k − 1]` is the pairing number at Berger number k; absent or null: seat k is #k. */
  readonly seats?: readonly number[] | null;
}

/** A scheduled game that is not played: each player in `absent` loses it by forfeit. */
export interface Forfeit {
  readonly board: Board;
  readonly absent: readonly number[];
}

export interface RoundRobinEventPairing {
  /** The round's boards (games played and forfeited alike, as scheduled) and the bye. */
  readonly pairing: Pairing;
  /** The boards of `pairing` whose game is not played (a player withdrawn or absent). */
  readonly forfeits: readonly Forfeit[];
}

/**
 * Rounds of the event's schedule, or a sentence when a wallchart cannot hold it.
 * @example roundRobinEventRounds(10, 2) // 18
 */
export function roundRobinEventRounds(players: number, cycles: number): number {
  if (players < 2) fail("MISSING", "A round robin needs at least two players on the Players sheet.");
  const rounds = roundRobinRounds(players, cycles);
  if (rounds > LIMITS.rounds) {
    fail(
      "OUT_OF_RANGE",
      `A round robin of ${players} players in ${cycles === 1 ? "one cycle" : `${cycles} cycles`} has ${rounds} rounds; a wallchart holds at most ${LIMITS.rounds}. Play fewer cycles, or split the players into sections.`,
    );
  }
  return rounds;
}

function absentFrom(t: Tournament, id: number): boolean {
  const p = t.players[id - 1];
  return p === undefined || p.withdrawn === true || p.request !== undefined;
}

/**
 * The boards of round `round` for the tournament's players (`t` as `forRound` gives it: each
 * player's request for the round in `request`). Refuses, with a sentence saying what to do, a player
 * who was not in the schedule from round 1 (a round robin's schedule is fixed when it starts), seats
 * that do not match the players, and a round past the schedule.
 * @example pairRoundRobinEvent(fourPlayers, 1, { cycles: 1 }).pairing.boards // [{ white: 1, black: 4 }, { white: 2, black: 3 }]
 */
export function pairRoundRobinEvent(t: Tournament, round: number, options: RoundRobinEventOptions): RoundRobinEventPairing {
  refuseClubDuty(t, "a round robin");
  const n = t.players.length;
  const total = roundRobinEventRounds(n, options.cycles);
  if (round > total) fail("OUT_OF_RANGE", `All ${total} rounds of the round robin are paired.`);
  const late = round > 1 ? t.players.filter((p) => p.rounds.slice(0, round - 1).some((e) => e === null)) : [];
  if (late.length > 0) {
    const names = late.map((p) => `#${p.id}${p.name === "" ? "" : ` ${p.name}`}`).join(", ");
    fail(
      "BAD_ARGUMENT",
      `${names} ${late.length === 1 ? "has" : "have"} nothing in an earlier round: a round robin's schedule is fixed for the players it started with, so nobody can join in round ${round}. Take ${late.length === 1 ? "that player" : "them"} off the Players sheet (or start the round robin again with everyone from round 1).`,
    );
  }
  const seats = options.seats == null ? null : checkSeats(options.seats, n);
  if (seats !== null && seats.length !== n) fail("BAD_ARGUMENT", `The seats were drawn for ${seats.length} players; Players lists ${n}.`);
  const at = (k: number): number => (seats === null ? k : (seats[k - 1] as number));
  const boards: Board[] = roundRobin(n, round, options.cycles).map((b) => ({ white: at(b.white), black: at(b.black) }));
  const byeSeat = roundRobinBye(n, round, options.cycles);
  const forfeits: Forfeit[] = [];
  for (const b of boards) {
    const absent = [b.white, b.black].filter((id) => absentFrom(t, id));
    if (absent.length > 0) forfeits.push({ board: b, absent });
  }
  const src = roundRobinSource(n, round, options.cycles);
  const where = `Berger table round ${src.tableRound}${src.cycle > 1 ? ` (cycle ${src.cycle}${src.reversed ? ", colours reversed" : ""})` : ""}`;
  const notes = {
    boards: boards.map((b) => {
      const f = forfeits.find((x) => x.board === b);
      const lost = f === undefined ? "" : `; not played: ${f.absent.map((id) => `#${id}`).join(" and ")} ${f.absent.length === 1 ? "is" : "are"} withdrawn or absent and lose${f.absent.length === 1 ? "s" : ""} by forfeit`;
      return `${where}${lost}`;
    }),
    unpaired: byeSeat === null ? [] : [`#${at(byeSeat)}: the free round of an odd round robin, no game and no points (${where})`],
  };
  const pairing: Pairing = {
    round,
    boards,
    unpaired: byeSeat === null ? [] : [{ player: at(byeSeat), reason: "zeroBye" }],
    notes,
  };
  return { pairing, forfeits };
}
