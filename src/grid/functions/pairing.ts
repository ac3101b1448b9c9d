/** Platform-neutral SWISS_PAIR and ROUND_ROBIN. */
import { pairNext, pairingSystem, type Pairing } from "../../core/pairing";
import { roundRobin, roundRobinBye } from "../../core/pairing/roundRobin";
import { fail } from "../../core/errors";
import { cellNumber, optionalCode, toMatrix, type OutCell } from "../normalize";
import { readTournament } from "../tournament";

const UNPAIRED_TEXT: Readonly<Record<Pairing["unpaired"][number]["reason"], string>> = {
  pab: "BYE",
  fullBye: "BYE",
  halfBye: "H",
  zeroBye: "U",
  withdrawn: "U",
};

/** Boards then unpaired players as the catalogue's spilled table: Board | White | Black. */
export function pairingTable(p: Pairing): OutCell[][] {
  const rows: OutCell[][] = p.boards.map((b, i) => [i + 1, b.white, b.black]);
  for (const u of p.unpaired) rows.push(["", u.player, UNPAIRED_TEXT[u.reason]]);
  return rows.length > 0 ? rows : [["", "", ""]];
}

/** SWISS_PAIR(results, ratings, [teams], [requests], [system]). */
export function swissPair(results: unknown, ratings: unknown, teams: unknown, requests: unknown, system: unknown): OutCell[][] {
  const sys = pairingSystem(optionalCode(system, "USCF"));
  const t = readTournament(results, { ratings, teams, requests });
  if (t.players.length === 0) fail("BAD_ARGUMENT", "results: no players (one row per player, in pairing-number order)");
  return pairingTable(pairNext(t, sys));
}

/** ROUND_ROBIN(players, round): Berger table boards for that round. */
export function roundRobinRound(players: unknown, round: unknown): OutCell[][] {
  const n = cellNumber(toMatrix(players)[0]?.[0], "players");
  const r = cellNumber(toMatrix(round)[0]?.[0], "round");
  if (n === null || !Number.isInteger(n) || n < 2) return fail("BAD_ARGUMENT", "players: expected a whole number of players, 2 or more");
  if (r === null || !Number.isInteger(r) || r < 1) return fail("BAD_ARGUMENT", "round: expected a round number, 1 or more");
  const rows: OutCell[][] = roundRobin(n, r).map((b, i) => [i + 1, b.white, b.black]);
  const bye = roundRobinBye(n, r);
  if (bye !== null) rows.push(["", bye, "BYE"]);
  return rows;
}
