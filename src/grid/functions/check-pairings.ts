/**
 * CHECK_PAIRINGS: each round of a wallchart against the engine's pairing, with the rules broken. It
 * takes SWISS_PAIR's arguments in SWISS_PAIR's order (issue 27, part 4), so a SWISS_PAIR formula
 * renamed checks the rounds it paired: the field read by the same reader (Name | Rating, or one column
 * of ratings), the same settings; then `round` (check one round, within a worksheet function's time)
 * and the never-pair list.
 */
import { fail } from "../../core/errors";
import type { Tournament } from "../../core/model/types";
import { pairingSystem } from "../../core/pairing";
import { PAIRING_SYSTEMS } from "../../core/pairing/types";
import { checkPairings } from "../../core/pairing/check";
import { checkRows } from "../../core/pairing/check/report";
import { headersSwitch, oneCell } from "../cells";
import { neverPairList } from "../never-pair";
import { cellInRange, cellText, optionalCode, toMatrix, type OutCell } from "../normalize";
import { firstColour } from "./pairing";
import { readField } from "./pairing-field";
import { parsePairingSettings } from "./pairing-settings";
import { SHEETS_HOST, refuseLongCheck, type PairingHost } from "./pairing-estimate";

/** A formula written in the old order (system 4th) names a system where the requests are. */
function refuseOldOrder(requests: unknown): void {
  const m = toMatrix(requests);
  if (m.length !== 1 || (m[0]?.length ?? 0) !== 1) return;
  const v = cellText(m[0]?.[0]).toUpperCase();
  if ((PAIRING_SYSTEMS as readonly string[]).includes(v))
    fail(
      "BAD_ARGUMENT",
      `requests: "${v}" is a pairing system: CHECK_PAIRINGS takes SWISS_PAIR's arguments in SWISS_PAIR's order ` +
        "(results, ratings, teams, requests, system, firstColour, settings, round, neverPair), so the system is the 5th",
    );
}

/** CHECK_PAIRINGS(results, ratings, [teams], [requests], [system], [firstColour], [settings], [round], [neverPair], [headers]); `where` as for swissPair. */
export function checkPairingsTable(
  results: unknown,
  ratings: unknown,
  teams?: unknown,
  requests?: unknown,
  system?: unknown,
  first?: unknown,
  settings?: unknown,
  round?: unknown,
  neverPair?: unknown,
  headers?: unknown,
  where: PairingHost = SHEETS_HOST,
): OutCell[][] {
  refuseOldOrder(requests);
  const withHeader = headersSwitch(headers);
  const sys = pairingSystem(optionalCode(system, "USCF", "system"));
  const initialColour = firstColour(first);
  const options = parsePairingSettings(settings);
  const r = cellInRange(oneCell(round, "round", "CHECK_PAIRINGS checks one round, or every round when round is blank"), "round", 1, 999, "a round number");
  if (r !== null && !Number.isInteger(r)) fail("BAD_ARGUMENT", `round: ${r} is not a round number (a whole number, or blank for every round)`);
  // The requests are for the round SWISS_PAIR would pair next: lined up and checked like SWISS_PAIR's,
  // but a check of the rounds already played does not use them.
  const field = readField(results, ratings, teams, requests);
  const read: Tournament = { ...field, players: field.players.map(({ request: _r, withdrawn: _w, ...p }) => p) };
  if (read.players.length === 0) fail("BAD_ARGUMENT", "results: no players (one row per player, in pairing-number order)");
  const forbiddenPairs = neverPairList(neverPair, read.players.length);
  const t = forbiddenPairs.length === 0 ? read : { ...read, forbiddenPairs };
  refuseLongCheck(t, sys, where, r ?? undefined);
  const [head, ...rows] = checkRows(
    checkPairings(t, sys, {
      ...options,
      ...(initialColour === undefined ? {} : { initialColour }),
      ...(r === null ? {} : { rounds: [r] }),
    }),
  );
  // The round as a number (the CLI's table writes it as text).
  const out: OutCell[][] = rows.map(([round, ...rest]) => [Number(round), ...rest]);
  return withHeader && head !== undefined ? [head, ...out] : out.length > 0 ? out : [[""]];
}
