/** Platform-neutral SWISS_PAIR and ROUND_ROBIN. */
import { pairNext, pairingSystem, type Pairing, type PairingNotes, type PairingOptions } from "../../core/pairing";
import { pointsText, score } from "../../core/model/points";
import type { Tournament } from "../../core/model/types";
import { readField } from "./pairing-field";
import { parsePairingSettings } from "./pairing-settings";
import { SHEETS_HOST, refuseLongPairing, type PairingHost } from "./pairing-estimate";
import { CYCLES_MAX, roundRobin, roundRobinBye } from "../../core/pairing/roundRobin";
import { fail } from "../../core/errors";
import { oneCell } from "../cells";
import { PLAYERS_MAX, cellInRange, cellText, isBlank, optionalCode, toMatrix, type OutCell } from "../normalize";
import { columnAnchor } from "../ranges";
import type { Colour } from "../../core/model/types";

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
  const code = optionalCode(v, "", "firstColour");
  if (code === "") return undefined;
  if (code === "W" || code === "WHITE") return "w";
  if (code === "B" || code === "BLACK") return "b";
  return fail("BAD_ARGUMENT", `firstColour: "${cellText(toMatrix(v)[0]?.[0])}" is not a colour (expected W or B)`);
}

/** What SWISS_PAIR and PAIRING_NOTES share: the field, the system, the options. */
function pairFromSheet(
  results: unknown,
  ratings: unknown,
  teams: unknown,
  requests: unknown,
  system: unknown,
  first: unknown,
  settings: unknown,
  explain: boolean,
  where: PairingHost,
): { t: Tournament; pairing: Pairing } {
  const sys = pairingSystem(optionalCode(system, "USCF", "system"));
  const initialColour = firstColour(first);
  const options: PairingOptions = {
    ...parsePairingSettings(settings),
    ...(initialColour === undefined ? {} : { initialColour }),
    ...(explain ? { explain } : {}),
  };
  const t = readField(results, ratings, teams, requests);
  if (t.players.length === 0) fail("BAD_ARGUMENT", "results: no players (one row per player, in pairing-number order)");
  refuseLongPairing(t, sys, where);
  return { t, pairing: pairNext(t, sys, options) };
}

/**
 * SWISS_PAIR(results, ratings, [teams], [requests], [system], [firstColour], [settings]); `where`
 * is the host calling it (its engine and budget: functions/host.ts, src/sheets/host.ts), Sheets'
 * when not said, the stricter.
 */
export function swissPair(
  results: unknown,
  ratings: unknown,
  teams: unknown,
  requests: unknown,
  system: unknown,
  first?: unknown,
  settings?: unknown,
  where: PairingHost = SHEETS_HOST,
): OutCell[][] {
  return pairingTable(pairFromSheet(results, ratings, teams, requests, system, first, settings, false, where).pairing);
}

/**
 * PAIRING_NOTES: the same arguments as SWISS_PAIR; one sentence per row of SWISS_PAIR's table, to sit
 * beside it: why each board is as it is, and why each player without a board has none.
 */
export function pairingNotes(
  results: unknown,
  ratings: unknown,
  teams: unknown,
  requests: unknown,
  system: unknown,
  first?: unknown,
  settings?: unknown,
  where: PairingHost = SHEETS_HOST,
): OutCell[][] {
  const { t, pairing } = pairFromSheet(results, ratings, teams, requests, system, first, settings, true, where);
  const notes = pairing.notes ?? scoreNotes(t, pairing);
  const rows: OutCell[][] = [...notes.boards, ...notes.unpaired].map((n) => [n]);
  return rows.length > 0 ? rows : [[""]];
}

/**
 * Notes for a system that gives none of its own (DUTCH, PANAM1954): each board's score groups
 * (equal scores, or a float between groups) and each unpaired player's reason.
 */
export function scoreNotes(t: Tournament, p: Pairing): PairingNotes {
  const pts = (id: number): number => {
    const pl = t.players[id - 1];
    return pl === undefined ? 0 : score(pl, p.round - 1);
  };
  const boards = p.boards.map((b) => {
    const w = pts(b.white);
    const k = pts(b.black);
    if (w === k) return `both on ${pointsText(w)}: paired inside their score group`;
    const [up, down] = w > k ? [b.white, b.black] : [b.black, b.white];
    return `#${up} (${pointsText(Math.max(w, k))}) floats down to meet #${down} (${pointsText(Math.min(w, k))})`;
  });
  const REASON: Readonly<Record<Pairing["unpaired"][number]["reason"], string>> = {
    pab: "pairing-allocated bye",
    fullBye: "full-point bye already on the chart",
    halfBye: "half-point bye, as requested",
    zeroBye: "zero-point bye, as requested or absent",
    withdrawn: "withdrawn",
  };
  return { boards, unpaired: p.unpaired.map((u) => `#${u.player}: ${REASON[u.reason]}`) };
}

/**
 * ROUND_ROBIN's `players`: a number, or a column of names read by the shared range rule (ranges.ts:
 * a heading such as "Name" skipped, trailing blanks dropped, a blank between players refused), the
 * first name at Berger number 1.
 */
function roundRobinPlayers(players: unknown, why: string): { n: number | null; names: string[] | null } {
  const filled = toMatrix(players)
    .flat()
    .filter((c) => !isBlank(c));
  // One cell is the number of players (a word there is refused as no number); a column of names is the players.
  if (filled.length <= 1) {
    return { n: cellInRange(oneCell(players, "players", why), "players", 0, PLAYERS_MAX, "a number of players"), names: null };
  }
  const list = columnAnchor(players, "players", {
    what: "a player's name",
    blankRows: "refuse",
    blankHint: "delete the blank row: the round robin seats every player listed",
  });
  const names = list.cells.map(cellText);
  if (names.length > PLAYERS_MAX) fail("OUT_OF_RANGE", `players: ${names.length} names, more than ${PLAYERS_MAX}`);
  return { n: names.length, names };
}

/**
 * ROUND_ROBIN(players, round, [cycles]): the Berger table's boards for that round (FIDE C.05 Annex 1),
 * then the bye of an odd section; rounds past the first cycle as the schedule of `cycles` plays them.
 * `players` is a number (the boards by Berger number) or a column of names (the boards by name).
 */
export function roundRobinRound(players: unknown, round: unknown, cycles?: unknown): OutCell[][] {
  // One round's table: a range of rounds (or of sizes) is refused, not answered for its first cell.
  const why = "ROUND_ROBIN answers one round as a table: write one formula per round";
  const { n, names } = roundRobinPlayers(players, why);
  const r = cellInRange(oneCell(round, "round", why), "round", 0, PLAYERS_MAX * CYCLES_MAX, "a round number");
  const c = cellInRange(oneCell(cycles, "cycles", why), "cycles", 1, CYCLES_MAX, "a number of cycles") ?? 1;
  if (n === null || !Number.isInteger(n) || n < 2)
    return fail("BAD_ARGUMENT", names === null ? "players: expected a whole number of players, 2 or more" : `players: ${n} name${n === 1 ? "" : "s"}; a round robin needs 2 or more`);
  if (r === null || !Number.isInteger(r) || r < 1) return fail("BAD_ARGUMENT", "round: expected a round number, 1 or more");
  if (!Number.isInteger(c)) return fail("BAD_ARGUMENT", `cycles: expected a whole number of cycles (1 to ${CYCLES_MAX}), got ${c}`);
  const at = (k: number): OutCell => (names === null ? k : (names[k - 1] ?? k));
  const rows: OutCell[][] = roundRobin(n, r, c).map((b, i) => [i + 1, at(b.white), at(b.black)]);
  const bye = roundRobinBye(n, r, c);
  if (bye !== null) rows.push(["", at(bye), "BYE"]);
  return rows;
}
