/** Platform-neutral SWISS_PAIR and ROUND_ROBIN. */
import { pairNext, pairingSystem, type Pairing } from "../../core/pairing";
import { roundRobin, roundRobinBye } from "../../core/pairing/roundRobin";
import { fail } from "../../core/errors";
import { cellNumber, cellText, optionalCode, toMatrix, type OutCell } from "../normalize";
import type { Colour } from "../../core/model/types";
import { readTournament } from "../tournament";
import { refuseLongPairing } from "./pairing-estimate";

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

/**
 * The colour of the first board (pairing number 1) in round 1, as the coin fell: W/WHITE or B/BLACK;
 * blank leaves it to the system (white for #1, or what round 1 of the wallchart shows).
 */
export function firstColour(v: unknown): Colour | undefined {
  const code = optionalCode(v, "");
  if (code === "") return undefined;
  if (code === "W" || code === "WHITE") return "w";
  if (code === "B" || code === "BLACK") return "b";
  return fail("BAD_ARGUMENT", `firstColour: "${cellText(toMatrix(v)[0]?.[0])}" is not a colour (expected W or B)`);
}

/** SWISS_PAIR(results, ratings, [teams], [requests], [system], [firstColour]). */
export function swissPair(
  results: unknown,
  ratings: unknown,
  teams: unknown,
  requests: unknown,
  system: unknown,
  first?: unknown,
): OutCell[][] {
  const sys = pairingSystem(optionalCode(system, "USCF"));
  const initialColour = firstColour(first);
  const t = readTournament(results, { ratings, teams, requests });
  if (t.players.length === 0) fail("BAD_ARGUMENT", "results: no players (one row per player, in pairing-number order)");
  refuseLongPairing(t, sys);
  return pairingTable(pairNext(t, sys, initialColour === undefined ? undefined : { initialColour }));
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
