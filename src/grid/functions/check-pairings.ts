/** CHECK_PAIRINGS: each round of a wallchart against the engine's pairing, with the rules broken. */
import { fail } from "../../core/errors";
import { pairingSystem } from "../../core/pairing";
import { checkPairings } from "../../core/pairing/check";
import { checkRows } from "../../core/pairing/check/report";
import { neverPairList } from "../never-pair";
import { optionalCode, type OutCell } from "../normalize";
import { readTournament } from "../tournament";
import { firstColour } from "./pairing";
import { refuseLongCheck } from "./pairing-estimate";

/** CHECK_PAIRINGS(results, ratings, [teams], [system], [firstColour], [neverPair]). */
export function checkPairingsTable(
  results: unknown,
  ratings: unknown,
  teams: unknown,
  system: unknown,
  first?: unknown,
  neverPair?: unknown,
): OutCell[][] {
  const sys = pairingSystem(optionalCode(system, "USCF", "system"));
  const initialColour = firstColour(first);
  const read = readTournament(results, { ratings, teams });
  if (read.players.length === 0) fail("BAD_ARGUMENT", "results: no players (one row per player, in pairing-number order)");
  const forbiddenPairs = neverPairList(neverPair, read.players.length);
  const t = forbiddenPairs.length === 0 ? read : { ...read, forbiddenPairs };
  refuseLongCheck(t, sys);
  return checkRows(checkPairings(t, sys, initialColour === undefined ? {} : { initialColour }));
}
