/**
 * FIDE TRF-16 (C.04 Annex 2) as JaVaFo and bbpPairings read it, with their `XXR` / `XXC` lines.
 * `parseTrf` / `makeTrf` are a pair: `parseTrf(makeTrf(t))` gives `t` back (docs/formats.md says
 * exactly which tournaments; in short, the ones the columns can hold).
 *
 * Columns are 1-based as in the FIDE text. A 001 line:
 *
 *     001 SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  OOOO c r ...
 *         5-8  10 11-13    15-47                     49-52 54-56 58-68  70-79      81-84 86-89 92-95 97 99
 *
 * One 10-character block per round follows from column 92 (opponent, colour, result).
 *
 * Two things the model holds that TRF-16 has no column for are written so that engines still do the
 * right thing and our reader gets them back:
 * - requests for the round about to be paired (`H` / `U` / `W`) and withdrawals: the round's column
 *   gets the absence engines understand (`0000 - H` or `0000 - Z`), and a `WCR code ids` line
 *   (`WCW ids` for withdrawals) marks it as a request. Engines ignore lines they do not know.
 * - player team codes with no 013 line: 013 lines are derived from the codes.
 */
import { REQUEST_CODES, REQUEST_LETTER } from "../model/types";
import { fail, problem, type Parsed, type Problem } from "../errors";
import { entryPoints } from "../model/points";
import { isPairingEntry } from "../model/tournament";
import {
  applyExtensions,
  emptyExtensions,
  extensionLines,
  pointsField,
  readExtension,
  right,
  type TrfDialect,
} from "./trf-extensions";
import type {
  Colour,
  Entry,
  EntryKind,
  Player,
  PointSystem,
  Request,
  Team,
  Tournament,
  TournamentInfo,
} from "../model/types";
import { parseDateText } from "../model/calendar";
import { rankedStandings, type Ranking } from "../standings/standings";
import { pointsCheck } from "./trf-points";
import { LIMITS, ProblemList, finishProblems, roundProblem, textTooLong, trfRoundsBeyond, trfTooLong } from "./limits";

/** Header tags read into (and written from) Tournament.info, in the order they are written. */
const INFO_TAGS: readonly (readonly [string, keyof TournamentInfo])[] = [
  ["012", "name"],
  ["022", "city"],
  ["032", "federation"],
  ["042", "startDate"],
  ["052", "endDate"],
  ["092", "type"],
  ["102", "chiefArbiter"],
  ["122", "timeControl"],
];

/** Result codes (column 99 of round 1) and what they mean; `W D L` are games that are not rated. */
const RESULTS: Readonly<Record<string, { readonly kind: EntryKind; readonly unrated?: true }>> = {
  "1": { kind: "win" },
  "=": { kind: "draw" },
  "0": { kind: "loss" },
  W: { kind: "win", unrated: true },
  D: { kind: "draw", unrated: true },
  L: { kind: "loss", unrated: true },
  "+": { kind: "forfeitWin" },
  "-": { kind: "forfeitLoss" },
  U: { kind: "pab" },
  F: { kind: "fullBye" },
  H: { kind: "halfBye" },
  Z: { kind: "zeroBye" },
  " ": { kind: "zeroBye" },
};

const CODE: Readonly<Record<EntryKind, string>> = {
  win: "1",
  draw: "=",
  loss: "0",
  forfeitWin: "+",
  forfeitLoss: "-",
  pab: "U",
  fullBye: "F",
  halfBye: "H",
  zeroBye: "Z",
};
const UNRATED_CODE: Readonly<Partial<Record<EntryKind, string>>> = { win: "W", draw: "D", loss: "L" };

const GAMES: readonly EntryKind[] = ["win", "draw", "loss"];
const BYES: readonly EntryKind[] = ["pab", "fullBye", "halfBye", "zeroBye"];

/** What each kind of entry requires of the opponent's entry in the same round. */
const MIRROR: Readonly<Partial<Record<EntryKind, readonly EntryKind[]>>> = {
  win: ["loss"],
  loss: ["win"],
  draw: ["draw"],
  forfeitWin: ["forfeitLoss"],
  forfeitLoss: ["forfeitWin", "forfeitLoss"],
};

/** `line 7, columns 92-95` or `line 7, column 97`. */
function at(line: number, from: number, to: number = from): string {
  return from === to ? `line ${line}, column ${from}` : `line ${line}, columns ${from}-${to}`;
}

/** Columns `from`..`to` (1-based, inclusive) of a line, as written (not trimmed). */
function columns(text: string, from: number, to: number): string {
  return text.slice(from - 1, to);
}

/** First column of round `r`'s block (1-based round). */
function blockStart(r: number): number {
  return 92 + 10 * (r - 1);
}

/** The TRF-2026 240 letter of each bye decided beforehand. */
const BYE_LETTER_240: Readonly<Partial<Record<EntryKind, string>>> = { fullBye: "F", halfBye: "H", zeroBye: "Z" };

/** The bye a request puts in the round about to be paired. */
function requestBye(p: { readonly request?: Request }): EntryKind {
  return p.request === "halfBye" ? "halfBye" : "zeroBye";
}

/** Points of the bye a request stands for in the round about to be paired (none without a request). */
function requestPoints(p: Player, system: PointSystem | undefined): number {
  return p.request === undefined && p.withdrawn !== true ? 0 : entryPoints({ kind: requestBye(p), opponent: 0, colour: null }, system);
}

interface Row {
  line: number;
  player: { -readonly [K in keyof Player]: Player[K] };
  /** The round blocks as written, for messages. */
  blocks: string[];
  /** Rounds whose block could not be read (already reported). */
  unreadable: Set<number>;
  /** A game whose two sides disagree or whose opponent is missing (already reported). */
  disputed?: true;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Reads one round block; null for a blank block (nothing recorded), undefined after a problem. */
function readBlock(
  block: string,
  line: number,
  r: number,
  self: number,
  problems: Problem[],
): Entry | null | undefined {
  if (block.trim() === "") return null;
  const c = blockStart(r);
  const oppText = block.slice(0, 4);
  const colourChar = block.charAt(5) || " ";
  const resultChar = (block.charAt(7) || " ").toUpperCase();
  let opponent = 0;
  if (oppText.trim() !== "") {
    if (!/^\d+$/.test(oppText.trim())) {
      problems.push(problem("BAD_LINE", `${at(line, c, c + 3)}: opponent "${oppText}" is not a number`));
      return undefined;
    }
    opponent = Number(oppText);
  }
  let colour: Colour | null = null;
  if (colourChar === "w" || colourChar === "W") colour = "w";
  else if (colourChar === "b" || colourChar === "B") colour = "b";
  else if (colourChar !== "-" && colourChar !== " ") {
    problems.push(problem("BAD_LINE", `${at(line, c + 5)}: colour "${colourChar}" is not w, b or -`));
    return undefined;
  }
  const result = RESULTS[resultChar];
  if (result === undefined) {
    problems.push(
      problem("BAD_LINE", `${at(line, c + 7)}: result "${resultChar}" is not one of 1 = 0 W D L + - U F H Z`),
    );
    return undefined;
  }
  // "0000 - =": a draw's points without an opponent, which bbpPairings reads as a half-point bye.
  const kind: EntryKind = opponent === 0 && resultChar === "=" ? "halfBye" : result.kind;
  if (opponent === self) {
    problems.push(problem("BAD_OPPONENT", `${at(line, c, c + 3)}: opponent ${opponent} is the player's own number`));
    return undefined;
  }
  if (GAMES.includes(kind) && opponent === 0) {
    problems.push(
      problem("BAD_LINE", `${at(line, c, c + 3)}: a game ("${resultChar}") needs an opponent, not "${oppText}"`),
    );
    return undefined;
  }
  if (BYES.includes(kind) && opponent !== 0) {
    problems.push(
      problem("BAD_LINE", `${at(line, c, c + 3)}: a bye ("${resultChar}") has opponent ${opponent}; expected 0000`),
    );
    return undefined;
  }
  if (opponent === 0 && colour !== null) {
    problems.push(
      problem("BAD_LINE", `${at(line, c + 5)}: no opponent, so no colour; expected "-", not "${colourChar}"`),
    );
    return undefined;
  }
  return result.unrated === true ? { kind, opponent, colour, rated: false } : { kind, opponent, colour };
}

/** Reads a 001 line into a row; null when the start number itself is unreadable. */
function readPlayer(text: string, line: number, problems: Problem[]): Row | null {
  const idText = columns(text, 5, 8).trim();
  if (!/^\d+$/.test(idText) || Number(idText) === 0) {
    problems.push(
      problem("BAD_LINE", `${at(line, 5, 8)}: start number "${columns(text, 5, 8)}" is not a number from 1`),
    );
    return null;
  }
  const id = Number(idText);
  const player: Mutable<Player> = { id, name: columns(text, 15, 47).trim(), rating: null, rounds: [] };
  // Sex, any case: m, or w / f (female; older files and other programs write f).
  const sex = columns(text, 10, 10).trim();
  const female = sex.toLowerCase() === "w" || sex.toLowerCase() === "f";
  if (sex.toLowerCase() === "m") player.sex = "m";
  else if (female) player.sex = "w";
  else if (sex !== "") problems.push(problem("BAD_LINE", `${at(line, 10)}: sex "${sex}" is not m, w or f`));
  // The optional text columns, in this order (a literal table and its iteration per line cost more, cold).
  const title = columns(text, 11, 13).trim();
  if (title !== "") player.title = title;
  const federation = columns(text, 54, 56).trim();
  if (federation !== "") player.federation = federation;
  const memberId = columns(text, 58, 68).trim();
  if (memberId !== "") player.memberId = memberId;
  const birthDate = columns(text, 70, 79).trim();
  if (birthDate !== "") player.birthDate = birthDate;
  const rating = columns(text, 49, 52).trim();
  if (/^\d+$/.test(rating) && Number(rating) > LIMITS.rating)
    problems.push(
      problem("OUT_OF_RANGE", `${at(line, 49, 52)}: rating ${rating} is not a rating (0 to ${LIMITS.rating})`),
    );
  else if (/^\d+$/.test(rating)) player.rating = Number(rating) === 0 ? null : Number(rating);
  else if (rating !== "")
    problems.push(
      problem("BAD_LINE", `${at(line, 49, 52)}: rating "${rating}" is not a number (blank or 0 for unrated)`),
    );
  const points = columns(text, 81, 84).trim();
  const pm = /^(\d{1,3})(?:[.,](\d))?$/.exec(points);
  if (pm !== null) player.declaredPoints = Number(pm[1]) * 10 + Number(pm[2] ?? 0);
  else if (points !== "")
    problems.push(problem("BAD_LINE", `${at(line, 81, 84)}: points "${points}" are not a number like 5.5`));
  const rank = columns(text, 85, 89).trim();
  if (/^\d+$/.test(rank)) player.declaredRank = Number(rank);
  else if (rank !== "") problems.push(problem("BAD_LINE", `${at(line, 86, 89)}: rank "${rank}" is not a number`));
  const rounds: (Entry | null)[] = [];
  const blocks: string[] = [];
  const unreadable = new Set<number>();
  const beyond = trfRoundsBeyond(text, line);
  if (beyond !== null) problems.push(beyond);
  for (let r = 1; blockStart(r) <= text.length && r <= LIMITS.rounds; r++) {
    const block = columns(text, blockStart(r), blockStart(r) + 7).padEnd(8);
    blocks.push(block);
    const entry = readBlock(block, line, r, id, problems);
    if (entry === undefined) unreadable.add(r - 1);
    rounds.push(entry ?? null);
  }
  player.rounds = rounds;
  return { line, player, blocks, unreadable };
}

/** The ids listed after a line's tag (013 members, WCR / WCW players), each checked. */
function readIds(words: readonly string[], line: number, what: string, problems: Problem[]): number[] {
  const ids: number[] = [];
  for (const w of words) {
    if (/^\d+$/.test(w) && Number(w) > 0) ids.push(Number(w));
    else problems.push(problem("BAD_LINE", `line ${line}: ${what} "${w}" is not a start number`));
  }
  return ids;
}

/**
 * Reads a TRF-16 file (CR, LF or CRLF line ends). Every problem names its line and columns and what
 * was expected; the two sides of each game must agree. Unknown lines and `###` comments are ignored.
 * @example parseTrf(readFileSync("case005.trf", "utf8")).value.totalRounds // 6
 */
export function parseTrf(text: string): Parsed<Tournament> {
  const long = textTooLong(text);
  if (long !== null)
    return { value: { info: {}, players: [], totalRounds: null, initialColour: null }, problems: [long] };
  const problems: Problem[] = new ProblemList();
  const info: Mutable<TournamentInfo> = {};
  let totalRounds: number | null = null;
  let initialColour: Colour | null = null;
  const rows: Row[] = [];
  const teamLines: { line: number; team: Team }[] = [];
  const requestLines: { line: number; request: Request; ids: number[] }[] = [];
  const withdrawnLines: { line: number; ids: number[] }[] = [];
  const joinedLines: { line: number; round: number; ids: number[] }[] = [];
  let teamRule: "all" | "vcf" | "off" | undefined;
  const extensions = emptyExtensions();
  const body = text.replace(/^\uFEFF/, "");
  // Without a CR the line ends are all LF: a plain split, not the regular expression's.
  const lines = body.includes("\r") ? body.split(/\r\n|\r|\n/, LIMITS.trfLines + 1) : body.split("\n", LIMITS.trfLines + 1);
  if (lines.length > LIMITS.trfLines)
    return { value: { info, players: [], totalRounds, initialColour }, problems: [trfTooLong()] };
  lines.forEach((raw, i) => {
    const line = i + 1;
    const tag = raw.slice(0, 3);
    if (tag === "001") {
      // The player lines first: most of a file, and they need neither the words nor the tag table.
      const row = readPlayer(raw, line, problems);
      if (row !== null) rows.push(row);
      return;
    }
    const rest = raw.slice(3).trim();
    const words = rest === "" ? [] : rest.split(/\s+/);
    const infoTag = INFO_TAGS.find(([t]) => t === tag);
    if (infoTag !== undefined) {
      // Each goes into one cell of the workbook: longer, every action would refuse the workbook written.
      if (rest.length > LIMITS.cellText)
        problems.push(
          problem("OUT_OF_RANGE", `line ${line}: ${tag} is ${rest.length} characters long; a cell holds at most ${LIMITS.cellText}`),
        );
      else if (rest !== "") info[infoTag[1]] = rest;
    } else if (tag === "112") {
      if (rest !== "") info.deputyArbiters = info.deputyArbiters === undefined ? rest : `${info.deputyArbiters}; ${rest}`;
    } else if (tag === "132") {
      const dates: string[] = [];
      for (let r = 1; blockStart(r) <= raw.length && r <= LIMITS.rounds; r++) dates.push(columns(raw, blockStart(r), blockStart(r) + 7).trim());
      while (dates.length > 0 && dates[dates.length - 1] === "") dates.pop();
      if (dates.length > 0) info.roundDates = dates.join("; ");
    } else if (tag === "062" || tag === "072" || tag === "082") {
      // Counts: written afresh from the players (and teams) on export.
    } else if (tag === "WCT") {
      const rule = (words[0] ?? "").toLowerCase();
      if (rule === "all" || rule === "vcf" || rule === "off") teamRule = rule;
      else problems.push(problem("BAD_LINE", `line ${line}: WCT "${words[0] ?? ""}" is not ALL, VCF or OFF (the US Chess team rule, 28N)`));
    } else if (tag === "WCJ") {
      const round = Number(words[0]);
      if (!/^\d+$/.test(words[0] ?? "") || round < 2 || round > LIMITS.rounds)
        problems.push(problem("BAD_LINE", `line ${line}: WCJ "${words[0] ?? ""}" is not the round a late entry joined (2 or more)`));
      else joinedLines.push({ line, round, ids: readIds(words.slice(1), line, "player", problems) });
    } else if (tag === "XXR" || tag === "142") {
      if (/^\d+$/.test(rest) && Number(rest) > LIMITS.rounds)
        problems.push(roundProblem(`line ${line}: ${tag}`, Number(rest)) as Problem);
      else if (/^\d+$/.test(rest) && Number(rest) > 0) totalRounds = Number(rest);
      else problems.push(problem("BAD_LINE", `line ${line}: ${tag} "${rest}" is not a number of rounds`));
    } else if (tag === "XXC") {
      for (const w of words) {
        if (w.toLowerCase() === "white1") initialColour = "w";
        else if (w.toLowerCase() === "black1") initialColour = "b";
        else if (w.toLowerCase() !== "rank") {
          problems.push(problem("BAD_LINE", `line ${line}: XXC "${w}" is not white1, black1 or rank`));
        }
      }
    } else if (tag === "152") {
      if (rest.toUpperCase() === "W" || rest.toUpperCase() === "B")
        initialColour = rest.toUpperCase() === "W" ? "w" : "b";
      else problems.push(problem("BAD_LINE", `line ${line}: 152 "${rest}" is not W or B`));
    } else if (tag === "013") {
      const name = columns(raw, 5, 36).trim();
      const members = raw.slice(36).trim();
      teamLines.push({
        line,
        team: { name, members: readIds(members === "" ? [] : members.split(/\s+/), line, "team member", problems) },
      });
    } else if (tag === "WCR") {
      const request = REQUEST_CODES[(words[0] ?? "").toUpperCase()];
      if (request === undefined)
        problems.push(problem("BAD_LINE", `line ${line}: WCR "${words[0] ?? ""}" is not a request (H, U or W)`));
      else requestLines.push({ line, request, ids: readIds(words.slice(1), line, "player", problems) });
    } else if (tag === "WCW") {
      withdrawnLines.push({ line, ids: readIds(words, line, "player", problems) });
    } else readExtension(raw, line, extensions, problems);
  });

  // Start numbers run 1..n, once each.
  rows.sort((a, b) => a.player.id - b.player.id || a.line - b.line);
  const byId = new Map<number, Row>();
  for (const row of rows) {
    const first = byId.get(row.player.id);
    if (first !== undefined) {
      problems.push(
        problem("DUPLICATE", `line ${row.line}: start number ${row.player.id} is already used on line ${first.line}`),
      );
    } else byId.set(row.player.id, row);
  }
  const unique = [...byId.values()];
  const n = unique.reduce((m, r) => Math.max(m, r.player.id), 0);
  for (let id = 1; id <= n; id++) {
    if (!byId.has(id))
      problems.push(problem("MISSING", `start number ${id} has no 001 line (start numbers run 1-${n})`));
  }

  checkSides(byId, n, problems);

  // Teams: Tournament.teams as written, and each member's Player.team.
  const teamOf = new Map<number, { name: string; line: number }>();
  for (const { line, team } of teamLines) {
    for (const m of team.members) {
      const before = teamOf.get(m);
      if (!byId.has(m))
        problems.push(problem("BAD_OPPONENT", `line ${line}: team "${team.name}" lists ${m}, who has no 001 line`));
      else if (before !== undefined) {
        problems.push(
          problem(
            "DUPLICATE",
            `line ${line}: player ${m} is in team "${team.name}" and, on line ${before.line}, in "${before.name}"`,
          ),
        );
      } else {
        teamOf.set(m, { name: team.name, line });
        (byId.get(m) as Row).player.team = team.name;
      }
    }
  }

  // Requests and withdrawals for the round about to be paired (the WCR / WCW extension).
  const upcoming = roundsPairedOf(unique) + 1;
  for (const { line, request, ids } of requestLines) {
    for (const id of ids) {
      const row = byId.get(id);
      if (row === undefined) problems.push(problem("BAD_OPPONENT", `line ${line}: player ${id} has no 001 line`));
      else row.player.request = request;
    }
  }
  for (const { line, ids } of withdrawnLines) {
    for (const id of ids) {
      const row = byId.get(id);
      if (row === undefined) problems.push(problem("BAD_OPPONENT", `line ${line}: player ${id} has no 001 line`));
      else row.player.withdrawn = true;
    }
  }
  for (const { line, round, ids } of joinedLines) {
    for (const id of ids) {
      const row = byId.get(id);
      if (row === undefined) problems.push(problem("BAD_OPPONENT", `line ${line}: player ${id} has no 001 line`));
      else row.player.joinedRound = round;
    }
  }
  for (const { player } of unique) {
    if (player.request === undefined && player.withdrawn !== true) continue;
    const e = player.rounds[upcoming - 1];
    if (e != null && e.kind === requestBye(player) && e.opponent === 0) {
      player.rounds = player.rounds.map((x, j) => (j === upcoming - 1 ? null : x));
    }
  }

  // TRF-2026 / TRF(bx) lines: point system, type, byes decided beforehand, acceleration, forbidden pairs.
  const extra: Mutable<Tournament> = { info, players: [], totalRounds, initialColour };
  applyExtensions(extensions, extra, new Map(unique.map((r) => [r.player.id, r.player])), problems);

  // Every player gets the same number of rounds; trailing rounds with nothing recorded go.
  let width = unique.reduce((w, r) => Math.max(w, r.player.rounds.length), 0);
  while (width > 0 && unique.every((r) => (r.player.rounds[width - 1] ?? null) === null)) width--;
  // Each row's player object becomes the tournament's (the rows are the parse's own), its rounds
  // padded or cut to the width: a loop, not a spread and Array.from per player (cold, interpreted).
  const players: Player[] = [];
  for (const { player } of unique) {
    const rounds: (Entry | null)[] = new Array<Entry | null>(width);
    for (let j = 0; j < width; j++) rounds[j] = player.rounds[j] ?? null;
    player.rounds = rounds;
    players.push(player);
  }
  const tournament: Mutable<Tournament> = { ...extra, players };
  if (teamLines.length > 0) tournament.teams = teamLines.map((t) => t.team);
  if (teamRule !== undefined) tournament.teamRule = teamRule;
  // The points column against the results (bbpPairings refuses a file whose points do not add up);
  // not when a point system line could not be read (said already: the system is not known).
  if (!extensions.pointsUnreadable) checkPoints(tournament, unique, extensions.pointLines, problems);
  return { value: tournament, problems: finishProblems(problems) };
}

/** Each 001 line whose points column the results do not give, as a problem naming it. */
function checkPoints(t: Tournament, rows: readonly Row[], lines: readonly string[], problems: Problem[]): void {
  const check = pointsCheck(t, lines, (p) => requestPoints(p, t.pointSystem));
  t.players.forEach((p, i) => {
    const row = rows[i] as Row;
    // Not where a result is unreadable or disputed (said already: the score is not known).
    if (p.declaredPoints === undefined || row.unreadable.size > 0 || row.disputed === true) return;
    const wrong = check.problem(p, p.declaredPoints);
    if (wrong !== null) problems.push(problem("BAD_LINE", `${at(row.line, 81, 84)} (#${p.id} ${p.name}): ${wrong}`));
  });
}

/** The last round in which some player has a game, a forfeit or the pairing-allocated bye. */
function roundsPairedOf(rows: readonly Row[]): number {
  let last = 0;
  for (const { player } of rows) {
    for (let j = player.rounds.length - 1; j >= last; j--) {
      if (isPairingEntry(player.rounds[j] ?? null)) {
        last = j + 1;
        break;
      }
    }
  }
  return last;
}

/** `line 7, columns 92-99 (#3)`: a player's block of round j + 1, for a message (written only for a problem). */
function sideAt(row: Row, j: number): string {
  const c = blockStart(j + 1);
  return `${at(row.line, c, c + 7)} (#${row.player.id})`;
}

/** Checks that the two sides of every game agree, naming both lines; copies one-sided colours across. */
function checkSides(byId: ReadonlyMap<number, Row>, n: number, problems: Problem[]): void {
  for (const row of byId.values()) {
    const rounds = row.player.rounds as (Entry | null)[];
    rounds.forEach((e, j) => {
      if (e === null || e.opponent === 0) return;
      const other = byId.get(e.opponent);
      if (other === undefined) {
        problems.push(
          problem(
            "BAD_OPPONENT",
            `Round ${j + 1}: ${sideAt(row, j)} names opponent ${e.opponent}, who has no 001 line (start numbers run 1-${n})`,
          ),
        );
        rounds[j] = null;
        row.disputed = true;
        return;
      }
      const theirs = other.player.rounds[j] ?? null;
      if (other.unreadable.has(j)) return; // reported where it was read
      const ok =
        theirs !== null &&
        theirs.opponent === row.player.id &&
        (MIRROR[e.kind] ?? []).includes(theirs.kind) &&
        (e.colour === null || theirs.colour === null || e.colour !== theirs.colour);
      if (!ok) {
        if (other.player.id < row.player.id && theirs !== null && theirs.opponent === row.player.id) return; // said from the other side
        row.disputed = other.disputed = true;
        const text = (other.blocks[j] ?? "").trim();
        const mine = (row.blocks[j] ?? "").trim();
        problems.push(
          problem(
            "SIDES_DISAGREE",
            `Round ${j + 1}: ${sideAt(row, j)} has "${mine}" but ${sideAt(other, j)} ${text === "" ? "is blank" : `has "${text}"`}`,
          ),
        );
        return;
      }
      if (e.colour === null && theirs.colour !== null) rounds[j] = { ...e, colour: theirs.colour === "w" ? "b" : "w" };
    });
  }
}

/** Options for makeTrf. */
export interface TrfOptions {
  /**
   * Write 013 team lines (default true). bbpPairings refuses files with 013 lines ("team tournaments
   * are not supported"); pass false when the file is for it and the teams are only school codes.
   */
  readonly teams?: boolean;
  /**
   * `bx` (default): TRF-16 with the TRF(bx) lines `XXR`, `XXC`, `BBW`…, `XXA`, `XXP`; `2026`: the
   * TRF-2026 lines `142`, `152`, `162`, `192`, `250`. Forbidden pairs for some rounds are `260` lines
   * in both (TRF(bx) has none); pairs forbidden for good are `XXP` lines in both (bbpPairings reads
   * them in either).
   */
  readonly dialect?: TrfDialect;
  /**
   * How the event ranks its players (its tiebreak rules and order) for the ranks in columns 86–89.
   * Absent: the ranks the input declared when every player has one, else the standings' default.
   */
  readonly ranking?: Ranking;
  /** Sentences for what TRF cannot say about how the event was paired, written as `###` comments. */
  readonly notes?: readonly string[];
}

/** The rank of each player (by pairing number) for columns 86–89. */
function ranksOf(t: Tournament, options: TrfOptions): ReadonlyMap<number, number> {
  if (options.ranking === undefined && t.players.length > 0 && t.players.every((p) => p.declaredRank !== undefined)) {
    return new Map(t.players.map((p) => [p.id, p.declaredRank as number]));
  }
  if (t.players.length === 0) return new Map();
  const table = rankedStandings(t, options.ranking ?? {});
  return new Map(table.rows.map((r) => [r.id, r.from]));
}

/**
 * What a rating officer would refuse in the exported file, each a sentence (the export still writes
 * the file; the pane asks first, the CLI prints them): players without a FIDE ID when the event is
 * FIDE-rated (some player has one, or `fideRated`), no chief arbiter, no start or end date, no round
 * dates.
 * @example trfWarnings(t) // ["no chief arbiter (102): the Tournament sheet's Chief arbiter"]
 */
export function trfWarnings(t: Tournament, fideRated: boolean = t.players.some((p) => (p.fideId ?? "").trim() !== "")): string[] {
  const out: string[] = [];
  if (fideRated) {
    for (const p of t.players) {
      if ((p.fideId ?? "").trim() === "") out.push(`#${p.id} ${p.name} has no FIDE ID: a FIDE-rated event needs one for every player`);
    }
  }
  const blank = (v: string | undefined) => v === undefined || v.trim() === "";
  if (blank(t.info.chiefArbiter)) out.push("no chief arbiter (102): the Tournament sheet's Chief arbiter");
  if (blank(t.info.startDate)) out.push("no start date (042): the Tournament sheet's Start date");
  if (blank(t.info.endDate)) out.push("no end date (052): the Tournament sheet's End date");
  if (roundDatesLine(t.info.roundDates) === null) {
    out.push("no round dates (132): the Tournament sheet's Round dates (one date per round, separated by ;); the file is written without them");
  }
  return out;
}

/**
 * The tournament as `makeTrf` writes it and `parseTrf` reads it back: every player with the rank
 * written in columns 86–89 (`declaredRank`).
 * @example withTrfRanks(t).players[0].declaredRank // 1 for the leader
 */
export function withTrfRanks(t: Tournament, options: TrfOptions = {}): Tournament {
  const ranks = ranksOf(t, options);
  return { ...t, players: t.players.map((p) => (ranks.has(p.id) ? { ...p, declaredRank: ranks.get(p.id) as number } : p)) };
}

/**
 * A TRF date as 132 writes it, YY/MM/DD: from YYYY/MM/DD, YYYY-MM-DD, DD.MM.YYYY or YY/MM/DD; null
 * for anything else.
 * @example trfRoundDate("2026-03-01") // "26/03/01"
 */
export function trfRoundDate(text: string): string | null {
  const v = text.trim();
  if (/^\d{2}\/\d{2}\/\d{2}$/.test(v)) return v;
  const d = parseDateText(v, { dayFirst: true });
  if (d === null) return null;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.year % 100)}/${two(d.month)}/${two(d.day)}`;
}

/** The 132 line: each round's date in that round's columns (92 + 10·(r − 1)); null without dates. */
function roundDatesLine(text: string | undefined): string | null {
  if (text === undefined || text.trim() === "") return null;
  const dates = text.split(";").map((d) => trfRoundDate(d) ?? "");
  if (dates.every((d) => d === "")) return null;
  return ("132".padEnd(89) + dates.map((d) => `  ${d.padEnd(8)}`).join("")).trimEnd();
}

function block(e: Entry | null): string {
  if (e === null) return "        ";
  if (BYES.includes(e.kind)) return `0000 - ${CODE[e.kind]}`;
  const code = e.rated === false ? (UNRATED_CODE[e.kind] ?? CODE[e.kind]) : CODE[e.kind];
  const opponent = e.opponent === 0 ? "0000" : right(String(e.opponent), 4);
  return `${opponent} ${e.opponent === 0 ? "-" : (e.colour ?? "-")} ${code}`;
}

/** A 001 line; the points column is `declared` (already checked against the results) or the score of `scored`. */
function playerLine(
  p: Player,
  declared: number | undefined,
  rounds: readonly (Entry | null)[],
  system: PointSystem | undefined,
  scored: readonly (Entry | null)[] = rounds,
  rank: number | undefined = p.declaredRank,
): string {
  const points = declared ?? scored.reduce((s, e) => s + entryPoints(e, system), 0);
  const head =
    "001 " +
    right(String(p.id), 4) +
    " " +
    (p.sex ?? " ") +
    (p.title ?? "").slice(0, 3).padStart(3) +
    " " +
    p.name.slice(0, 33).padEnd(33) +
    " " +
    right(p.rating === null ? "" : String(p.rating), 4) +
    " " +
    (p.federation ?? "").slice(0, 3).padEnd(3) +
    " " +
    right(p.fideId ?? p.memberId ?? "", 11) +
    " " +
    (p.birthDate ?? "").slice(0, 10).padEnd(10) +
    " " +
    right(pointsField(points, `player #${p.id}'s points`), 4) +
    " " +
    right(rank === undefined ? "" : String(rank), 4);
  return (head + rounds.map((e) => "  " + block(e)).join("")).trimEnd();
}

/**
 * Writes a tournament as TRF-16 with LF line ends: header lines, `XXR`, `XXC`, one 001 line per
 * player (points are the declared points, or the computed score when none are declared), 013 team
 * lines, and the `WCR` / `WCW` lines for requests and withdrawals.
 * @example makeTrf(t).split("\n")[0] // "012 Club Championship"
 */
export function makeTrf(t: Tournament, options: TrfOptions = {}): string {
  const out: string[] = [];
  const one = (v: string): string => v.replace(/[\r\n]+/g, " ").trim();
  for (const [tag, key] of INFO_TAGS) {
    const v = t.info[key];
    if (v !== undefined && v.trim() !== "") out.push(`${tag} ${one(v)}`);
    if (tag === "052") {
      // 062 players, 072 rated players, 082 teams (a team event: the file's own 013 lines).
      out.push(`062 ${t.players.length}`);
      out.push(`072 ${t.players.filter((p) => p.rating !== null).length}`);
      if ((t.teams ?? []).length > 0 && options.teams !== false) out.push(`082 ${(t.teams ?? []).length}`);
    }
    if (tag === "102") {
      for (const d of (t.info.deputyArbiters ?? "").split(";").map(one).filter((x) => x !== "")) out.push(`112 ${d}`);
    }
  }
  const dates = roundDatesLine(t.info.roundDates);
  if (dates !== null) out.push(dates);
  const ranks = ranksOf(t, options);
  const dialect = options.dialect ?? "bx";
  if (t.totalRounds !== null) out.push(`${dialect === "2026" ? "142" : "XXR"} ${t.totalRounds}`);
  if (t.initialColour !== null) {
    if (dialect === "2026") out.push(`152 ${t.initialColour === "w" ? "W" : "B"}`);
    else out.push(`XXC ${t.initialColour === "w" ? "white1" : "black1"}`);
  }
  out.push(...extensionLines(t, dialect));
  let paired = 0;
  for (const p of t.players) {
    for (let j = p.rounds.length - 1; j >= paired; j--) {
      if (isPairingEntry(p.rounds[j] ?? null)) {
        paired = j + 1;
        break;
      }
    }
  }
  const upcoming = paired + 1;
  const byes240 = new Map<string, number[]>();
  // Declared points are written only as the reader accepts them (trf-points.ts); ones the results no
  // longer give (a round added since the file was read) give way to the score the results give.
  const check = pointsCheck(t, [], (p) => requestPoints(p, t.pointSystem));
  for (const p of t.players) {
    if (p.id > 9999) fail("OUT_OF_RANGE", `player #${p.id}: TRF-16 start numbers have 4 digits (at most 9999)`);
    const declared = p.declaredPoints !== undefined && check.problem(p, p.declaredPoints) === null ? p.declaredPoints : undefined;
    let rounds = p.rounds;
    if ((p.request !== undefined || p.withdrawn === true) && (p.rounds[upcoming - 1] ?? null) === null) {
      const bye: Entry = { kind: requestBye(p), opponent: 0, colour: null };
      rounds = Array.from({ length: Math.max(upcoming, p.rounds.length) }, (_, j) =>
        j === upcoming - 1 ? bye : (p.rounds[j] ?? null),
      );
    }
    if (dialect === "2026" && p.request === undefined && p.withdrawn !== true) {
      // TRF-2026: byes decided beforehand (after the rounds paired) go on 240 lines.
      const written = rounds.map((e, j) => {
        const letter = e !== null && j >= paired && e.opponent === 0 ? BYE_LETTER_240[e.kind] : undefined;
        if (letter === undefined) return e;
        const key = `${letter} ${j + 1}`;
        byes240.set(key, [...(byes240.get(key) ?? []), p.id]);
        return null;
      });
      out.push(playerLine(p, declared, written, t.pointSystem, rounds, ranks.get(p.id)));
    } else out.push(playerLine(p, declared, rounds, t.pointSystem, rounds, ranks.get(p.id)));
  }
  for (const [key, ids] of byes240) {
    const [letter, round] = key.split(" ");
    out.push(`240 ${letter} ${right(round as string, 3)} ${ids.map((id) => right(String(id), 4)).join(" ")}`);
  }
  if (options.teams !== false) {
    for (const team of teamsOf(t)) {
      out.push(
        ("013 " + team.name.slice(0, 32).padEnd(32) + team.members.map((m) => right(String(m), 4)).join(" ")).trimEnd(),
      );
    }
  }
  for (const request of ["halfBye", "zeroBye", "withdrawn"] as const) {
    const ids = t.players.filter((p) => p.request === request).map((p) => p.id);
    if (ids.length > 0) out.push(`WCR ${REQUEST_LETTER[request]} ${ids.join(" ")}`);
  }
  const withdrawn = t.players.filter((p) => p.withdrawn === true).map((p) => p.id);
  if (withdrawn.length > 0) out.push(`WCW ${withdrawn.join(" ")}`);
  out.push(...lateEntryLines(t));
  if (t.teamRule !== undefined) {
    out.push(`WCT ${t.teamRule.toUpperCase()}`);
    if (t.teamRule !== "all") {
      out.push(
        `### The US Chess team rule (28N) was ${t.teamRule === "off" ? "off" : "applied in rounds 1-2 only"} when this event was paired` +
          `${t.teamRule === "off" ? ": team-mates could meet" : ""}; TRF has no line for it (Wallchart's WCT line says so to its own check).`,
      );
    }
  }
  for (const n of options.notes ?? []) out.push(`### ${n.replace(/[\r\n]+/g, " ").trim()}`);
  return out.join("\n") + "\n";
}

/**
 * Late entries: a `WCJ round ids` line per round joined (Wallchart's reader restores them, so that
 * its check pairs them by rating as the event did), and a comment saying what TRF cannot: other
 * programs see only the byes of the rounds missed, and rank the late entries by their numbers.
 */
function lateEntryLines(t: Tournament): string[] {
  const byRound = new Map<number, number[]>();
  for (const p of t.players) {
    if (p.joinedRound !== undefined && p.joinedRound > 1) byRound.set(p.joinedRound, [...(byRound.get(p.joinedRound) ?? []), p.id]);
  }
  const out: string[] = [];
  for (const [round, ids] of [...byRound].sort((a, b) => a[0] - b[0])) {
    out.push(`WCJ ${round} ${ids.join(" ")}`);
    const who = ids.length === 1 ? `Player ${ids[0]} entered` : `Players ${ids.join(", ")} entered`;
    out.push(
      `### ${who} late, in round ${round}, and ${ids.length === 1 ? "was" : "were"} paired from then on by rating among the field; ` +
        `TRF has no record of a late entry, so a program other than Wallchart sees only the byes of rounds 1-${round - 1} ` +
        `and ranks ${ids.length === 1 ? "that player" : "them"} by start number.`,
    );
  }
  return out;
}

/** The tournament's teams, plus one per team code of players no team lists (in order of first player). */
function teamsOf(t: Tournament): Team[] {
  const teams: Team[] = [...(t.teams ?? [])];
  const listed = new Set(teams.flatMap((team) => team.members));
  const extra = new Map<string, number[]>();
  for (const p of t.players) {
    if (p.team === undefined || p.team === "" || listed.has(p.id)) continue;
    const members = extra.get(p.team) ?? [];
    members.push(p.id);
    extra.set(p.team, members);
  }
  for (const [name, members] of extra) teams.push({ name, members });
  return teams;
}
