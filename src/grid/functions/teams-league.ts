/** Platform-neutral LEAGUE_TABLE (docs/teams.md); both hosts wrap it. */
import { fail, ChessInputError, problem, type Problem } from "../../core/errors";
import { LEAGUE_CRITERIA, leagueTable, type LeagueCriterion, type LeagueOptions } from "../../core/teams/league";
import { scheveningen } from "../../core/teams/pairing";
import type { TeamMatch } from "../../core/teams/match";
import { boardPoints } from "../../core/teams/match";
import { cellText, isBlank, toMatrix, type OutCell } from "../normalize";
import { filledRows } from "../ranges";
import { settingsRows } from "../locale";
import { headersSwitch, placeNumber } from "../cells";

/** The settings: rows of name | value, or one cell "PRIMARY GP; TIEBREAKS BW, SB; POINTS 3-1-0". */
export function leagueOptions(settings: unknown): LeagueOptions {
  const read = settingsRows(settings); // the rule of every settings argument (src/grid/locale.ts)
  const one = read.oneCell;
  const rows: string[][] = read.rows.map((r) => [cellText(r[0]), cellText(r[1])]);
  let primary: "MP" | "GP" | undefined;
  let tiebreaks: LeagueCriterion[] | undefined;
  let matchPoints: LeagueOptions["matchPoints"];
  rows.forEach(([name, value], i) => {
    const at = one ? `settings, item ${i + 1}` : `settings row ${i + 1}`;
    const n = (name ?? "").toUpperCase();
    const v = (value ?? "").trim().toUpperCase();
    if (i === 0 && !one && /^(SETTING|NAME)S?$/.test(n)) return;
    if (n === "PRIMARY") {
      if (v !== "MP" && v !== "GP") fail("BAD_ARGUMENT", `${at}: PRIMARY "${value}" is not MP (match points) or GP (game points)`);
      primary = v;
    } else if (n === "TIEBREAKS") {
      const list = v.split(/[\s,;]+/).filter((x) => x !== ""); // BW, SB or BW; SB
      const bad = list.find((x) => !(LEAGUE_CRITERIA as readonly string[]).includes(x));
      if (bad !== undefined) fail("BAD_ARGUMENT", `${at}: "${bad}" is not a team tiebreak (expected ${LEAGUE_CRITERIA.join(", ")})`);
      tiebreaks = list as LeagueCriterion[];
    } else if (n === "POINTS") {
      const p = /^(\d+)-(\d+)-(\d+)$/.exec(v);
      if (p === null) fail("BAD_ARGUMENT", `${at}: POINTS "${value}" is not match points won-drawn-lost (e.g. 2-1-0 or 3-1-0)`);
      matchPoints = { win: Number(p[1]), draw: Number(p[2]), loss: Number(p[3]) };
    } else if (n !== "") fail("BAD_ARGUMENT", `${at}: "${name}" is not a league setting (expected PRIMARY, TIEBREAKS or POINTS)`);
  });
  return { ...(primary === undefined ? {} : { primary }), ...(tiebreaks === undefined ? {} : { tiebreaks }), ...(matchPoints === undefined ? {} : { matchPoints }) };
}

/**
 * The matches range: one row per match, Round | First team | Second team | board 1 result | board 2
 * result …; a heading row is skipped, a blank row between matches refused, a result that is not one
 * named with its row and board.
 */
export function readMatches(matches: unknown): TeamMatch[] {
  // A heading row (Round | Home | Away | Bd 1 …) is the first row when its first cell is no number;
  // trailing blank rows (a whole column) are dropped as every range is (ranges.ts filledRows).
  const m = toMatrix(matches);
  const top = m.length > 0 && cellText(m[0]?.[0]) !== "" && !/^\d+$/.test(cellText(m[0]?.[0])) ? 1 : 0;
  const rows = m.slice(top, Math.max(top, filledRows(m)));
  const blank = rows.findIndex((r) => r.every(isBlank));
  if (blank >= 0) fail("BAD_CELL", `matches, row ${blank + 1 + top}: blank between matches; delete the blank row (one row per match: Round | First team | Second team | the boards' results)`);
  if (rows.length === 0) fail("MISSING", "matches: the range is empty (one row per match: Round | First team | Second team | the boards' results)");
  const problems: Problem[] = [];
  const out: TeamMatch[] = [];
  rows.forEach((row, i) => {
    const at = `matches, row ${i + 1 + top}`;
    const round = Number(cellText(row[0]));
    const first = cellText(row[1]);
    const second = cellText(row[2]);
    if (!Number.isInteger(round) || round < 1 || round > 999) problems.push(problem("BAD_CELL", `${at}: "${cellText(row[0])}" is not a round number (the first column is the round)`));
    if (first === "" || second === "") problems.push(problem("MISSING", `${at}: both teams must be named (columns 2 and 3)`));
    const results = row.slice(3).map(cellText);
    while (results.length > 0 && results[results.length - 1] === "" && results.length > 1) results.pop();
    results.forEach((r, b) => {
      if (boardPoints(r) === undefined) problems.push(problem("BAD_CELL", `${at}, board ${b + 1}: "${r}" is not a result (expected 1-0, ½-½, 0-1, 1F-0F, 0F-1F, 0F-0F or blank)`));
    });
    out.push({ round, first, second, boards: results.map((result) => ({ first: "", second: "", result })) });
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  return out;
}

/**
 * LEAGUE_TABLE(matches, [teams], [settings]) → Place | Team | Played | Won | Drawn | Lost | MP | GP | BW | SB.
 * @example leagueTableFn([[1, "A", "B", "1-0", "½-½"]], null, null)[1] // [1, "A", 1, 1, 0, 0, 2, 1.5, 2.5, 0]
 */
export function leagueTableFn(matches: unknown, teams: unknown, settings: unknown, headers?: unknown): OutCell[][] {
  const withHeader = headersSwitch(headers);
  const options = leagueOptions(settings);
  const list = readMatches(matches);
  const listed = toMatrix(teams)
    .flat()
    .map(cellText)
    .filter((t) => t !== "" && !/^teams?$/i.test(t));
  const names = listed.length > 0 ? listed : [...new Set(list.flatMap((m) => [m.first, m.second]))];
  if (names.length < 2) fail("MISSING", "matches: a league needs two or more teams");
  const table = leagueTable(names, list, options);
  return [
    ...(withHeader ? [["Place", "Team", "Played", "Won", "Drawn", "Lost", "MP", "GP", "BW", "SB"]] : []),
    ...table.rows.map((r) => [placeNumber(r.place), r.team, r.played, r.won, r.drawn, r.lost, r.mp, r.gp / 10, r.bw / 10, r.sb / 10]),
  ];
}

/** A column of names (a heading such as Name or Team skipped, trailing blanks dropped), or the sentence for a blank between names. */
function nameColumn(v: unknown, argument: string): string[] {
  const cells = toMatrix(v).flat().map(cellText);
  const top = cells.length > 0 && /^(names?|players?|team|roster)$/i.test(cells[0] ?? "") ? 1 : 0;
  let end = cells.length;
  while (end > top && cells[end - 1] === "") end--;
  const names = cells.slice(top, end);
  const blank = names.indexOf("");
  if (blank >= 0) fail("BAD_CELL", `${argument}, row ${blank + 1 + top}: blank between players; delete the blank row`);
  return names;
}

/**
 * SCHEVENINGEN(first, second, round) → Board | White | Black by name: round `round` of a Scheveningen
 * between two teams of the same size (every player meets every player of the other team once).
 * @example scheveningenFn([["Ann"], ["Bo"]], [["Cy"], ["Di"]], 1) // [[1, "Cy", "Ann"], [2, "Bo", "Di"]]
 */
export function scheveningenFn(first: unknown, second: unknown, round: unknown): OutCell[][] {
  const a = nameColumn(first, "first");
  const b = nameColumn(second, "second");
  if (a.length !== b.length) fail("BAD_ARGUMENT", `first lists ${a.length} players and second ${b.length}: a Scheveningen needs two teams of the same size`);
  const r = Number(cellText(toMatrix(round)[0]?.[0]));
  if (!Number.isInteger(r) || r < 1 || r > a.length) fail("BAD_ARGUMENT", `round: expected a round from 1 to ${a.length} (one round a player), got "${cellText(toMatrix(round)[0]?.[0])}"`);
  const games = scheveningen(a.length)[r - 1] ?? [];
  return games.map((g, k) => {
    const x = a[g.first - 1] ?? "";
    const y = b[g.second - 1] ?? "";
    return [k + 1, g.firstWhite ? x : y, g.firstWhite ? y : x];
  });
}
