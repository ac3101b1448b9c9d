/** Platform-neutral implementation of PRIZES (both hosts wrap it). */
import { ChessInputError, fail, problem, type Problem } from "../../core/errors";
import { dateFromSerial } from "../../core/grandprix/date";
import { parseFemale } from "../../core/grandprix/acf-categories";
import type { Player } from "../../core/model/types";
import { prizeList } from "../../core/prizes/award";
import { parsePrizes } from "../../core/prizes/parse";
import { PRIZE_MODES, type PrizeMode } from "../../core/prizes/types";
import { prizeReasons, prizeSheetGrid } from "../../core/posting/grids";
import { standingsOrder, type Ranking } from "../../core/standings/standings";
import { teamRanking, teamStandings } from "../../core/teams/standings";
import { cellText, isBlank, optionalCode, textMatrix, toMatrix, type OutCell } from "../normalize";
import { anchorRows, playerColumnAt, type Rows } from "../ranges";
import { readTournament } from "../tournament";
import { headersSwitch } from "../cells";
import { listText } from "./tiebreaks";
import { isStandingsTable, readStandingsTable } from "../standings-input";

/** A birth date cell as YYYY-MM-DD: a date serial, a Date, or text written year first. */
function birthText(v: unknown, where: string, problems: Problem[]): string | undefined {
  if (isBlank(v)) return undefined;
  if (typeof v === "number") {
    const d = v >= 1000 && v <= 9999 && Number.isInteger(v) ? { year: v, month: 1, day: 1 } : dateFromSerial(v);
    if (d === null) {
      problems.push(problem("BAD_CELL", `${where}: ${v} is not a date`));
      return undefined;
    }
    if (v >= 1000 && v <= 9999) return String(v);
    return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
  }
  const t = cellText(v);
  if (!/^\d{4}([-/.]\d{1,2}[-/.]\d{1,2})?$/.test(t)) {
    problems.push(problem("BAD_CELL", `${where}: "${t}" is not a birth date (expected a date, or YYYY-MM-DD)`));
    return undefined;
  }
  return t;
}

/**
 * PRIZES(results, prizes, [names], [ratings], [mode], [tiebreaks], [teams], [sexes], [births], [year])
 * → Prize | Places | Winner | Score | Amount ($) (a number), then the reasoning, one line a row.
 */
export function prizes(
  results: unknown,
  prizeRange: unknown,
  names: unknown,
  ratings: unknown,
  mode: unknown,
  tiebreaks: unknown,
  teams: unknown,
  sexes: unknown,
  births: unknown,
  year: unknown,
  headers?: unknown,
): OutCell[][] {
  const withHeader = headersSwitch(headers);
  const m = optionalCode(mode, "US", "mode");
  if (!(PRIZE_MODES as readonly string[]).includes(m))
    fail("BAD_ARGUMENT", `mode: "${cellText(mode)}" is not a prize rule (expected US or FIDE)`);
  // As STANDINGS reads it: blank is the standings' default (C.07's order for a round robin, else the US one).
  const named = listText(tiebreaks);
  const ranking: Ranking = named === "" ? {} : { order: standingsOrder(named, "tiebreaks") };
  const rows = textMatrix(prizeRange);
  const list = parsePrizes(rows, "prizes");
  if (list.problems.length > 0) throw new ChessInputError(list.problems);
  // The results, or a standings table (STANDINGS' own output) taken as it stands.
  const given = isStandingsTable(results) ? readStandingsTable(results, "results") : null;
  if (given !== null && list.value.some((p) => p.group.kind === "team"))
    fail(
      "BAD_ARGUMENT",
      "prizes: Team prizes add up the team's players' tiebreaks: give the results (the wallchart), not a standings table",
    );
  // With a standings table the players are its pairing numbers; the other ranges, as always, one
  // row per pairing number (the table's names unless names are given).
  const tableNames =
    given === null
      ? []
      : Array.from({ length: Math.max(...given.names.keys()) }, (_, i) => [given.names.get(i + 1) ?? ""]);
  const t0 =
    given === null
      ? readTournament(results, { names, ratings, teams })
      : readTournament(
          tableNames.map(() => []),
          { names: isBlank(names) ? tableNames : names, ratings, teams },
        );
  const problems: Problem[] = [];
  // sexes and births line up with the results (or the standings table's pairing numbers), as names do.
  const playerRows: Rows =
    given === null
      ? { ...anchorRows(results, "results", { blankRows: "keep" }).rows, players: t0.players.length }
      : { argument: "the players", height: t0.players.length, top: 0, players: t0.players.length };
  const sexList = playerColumnAt(sexes, "sexes", playerRows, { what: "a sex" });
  const birthList = playerColumnAt(births, "births", playerRows, { what: "a birth date" });
  const players = t0.players.map((p): Player => {
    const sexText = cellText(sexList.values[p.id - 1]);
    const female = parseFemale(sexText);
    if (female === null)
      problems.push(
        problem("BAD_CELL", `sexes, row ${p.id + sexList.start}: "${sexText}" is not a sex (F or W for a woman, M or blank)`),
      );
    const birthDate = birthText(birthList.values[p.id - 1], `births, row ${p.id + birthList.start}`, problems);
    return {
      ...p,
      ...(female === true ? { sex: "w" as const } : {}),
      ...(birthDate === undefined ? {} : { birthDate }),
    };
  });
  const y = isBlank(toMatrix(year)[0]?.[0]) ? null : Number(cellText(toMatrix(year)[0]?.[0]));
  if (y !== null && !(Number.isInteger(y) && y >= 1000 && y <= 9999))
    problems.push(problem("BAD_ARGUMENT", `year: "${cellText(year)}" is not a year (expected e.g. 2026)`));
  if (problems.length > 0) throw new ChessInputError(problems);
  const t = { ...t0, players };
  const teamTable = list.value.some((p) => p.group.kind === "team")
    ? teamStandings(t, { method: "US", ...teamRanking(ranking) })
    : undefined;
  const out = prizeList(t, list.value, {
    mode: m as PrizeMode,
    ...ranking,
    ...(given === null ? {} : { standings: given.standings }),
    ...(y === null ? {} : { year: y }),
    ...(teamTable === undefined ? {} : { teams: teamTable }),
  });
  // The score a number (2.5, not "2½"), as the amount is: the sheet sums, sorts and compares it (issue 27).
  const [head, ...awards] = prizeSheetGrid(out);
  const scored = awards.map((r) => r.map((c, j) => (j === 3 ? scoreNumber(c) : c)));
  return [...(head === undefined || !withHeader ? [] : [head]), ...scored, ["", "", "", "", ""], ...prizeReasons(out).map((l) => [l, "", "", "", ""])];
}

/** A score as the prize list writes it ("2½", "½", "3") as a number; anything else as it is. */
function scoreNumber(c: string | number): string | number {
  if (typeof c !== "string") return c;
  const m = /^(\d*)(½?)$/.exec(c.trim());
  if (m === null || (m[1] === "" && m[2] === "")) return c;
  return Number(m[1] === "" ? 0 : m[1]) + (m[2] === "½" ? 0.5 : 0);
}
