/**
 * One row of the ladder log: `date | challenger | defender | result`, the result from the challenger's
 * side. Struck-out rows (first cell starting with `~`), blank rows, a header row and rows with no
 * result yet are skipped; a bad date or result is a problem naming the row.
 */
import { problem } from "../errors";
import { readDate } from "./dates";
import type { LadderCell, LadderGame, LadderProblem, LadderResult, LadderRow } from "./types";

function text(v: LadderCell): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  return String(v).trim().replace(/\s+/g, " ");
}

/**
 * A result cell from the challenger's side: `1-0`, `0-1`, `½-½` (also `1`, `0`, `0.5`, `½`,
 * `1/2-1/2`, `0.5-0.5`, `1:0`), or `REFUSED` / `NOSHOW` for a defender who would not or did not play;
 * `LEFT`, `AWAY`, `BACK` for a member's row (also `LEAVES`, `FROZEN`, `RETURNS`).
 * @example readResult("½-½") // "DRAW"
 */
export function readResult(v: LadderCell): LadderResult | null {
  if (typeof v === "number") return v === 1 ? "WIN" : v === 0 ? "LOSS" : v === 0.5 ? "DRAW" : null;
  if (typeof v === "boolean") return null;
  const t = text(v)
    .toUpperCase()
    .replace(/\s+/g, "")
    .replace(/½/g, "1/2")
    .replace(/,/g, ".")
    .replace(/:/g, "-")
    .replace(/[–—]/g, "-");
  switch (t) {
    case "1":
    case "1-0":
      return "WIN";
    case "0":
    case "0-1":
      return "LOSS";
    case "1/2":
    case "0.5":
    case ".5":
    case "1/2-1/2":
    case "0.5-0.5":
      return "DRAW";
    case "REFUSED":
    case "REFUSE":
    case "REFUSAL":
      return "REFUSED";
    case "NOSHOW":
    case "NO-SHOW":
    case "NO_SHOW":
      return "NOSHOW";
    case "LEFT":
    case "LEAVES":
      return "LEFT";
    case "AWAY":
    case "FROZEN":
      return "AWAY";
    case "BACK":
    case "RETURNS":
      return "BACK";
  }
  return null;
}

/**
 * Canonical text of a result, from the challenger's side.
 * @example resultText("DRAW") // "½-½"
 */
export function resultText(r: LadderResult): string {
  return r === "WIN" ? "1-0" : r === "LOSS" ? "0-1" : r === "DRAW" ? "½-½" : r;
}

export type LogRowReading =
  { game: LadderGame } | { problem: LadderProblem } | { skip: "blank" | "struck" | "header" | "unplayed" };

/**
 * Reads one log row (`row` is its 1-based place, used in messages as `${rowName} ${row}`).
 * @example readLogRow(["2025-03-01", "Carol", "Ann", "1-0"], 1).game.result // "WIN"
 */
export function readLogRow(cells: LadderRow, row: number, rowName = "games row"): LogRowReading {
  const [d, c, f, r] = [cells[0], cells[1], cells[2], cells[3]];
  const place = `${rowName} ${row}`;
  const bad = (message: string, code: "BAD_CELL" | "MISSING" = "BAD_CELL"): LogRowReading => ({
    problem: { ...problem(code, `${place}: ${message}`), row },
  });
  if (typeof d === "string" && d.trim().startsWith("~")) return { skip: "struck" };
  const challenger = text(c);
  const defender = text(f);
  const resultCell = text(r);
  if (text(d) === "" && challenger === "" && defender === "" && resultCell === "") return { skip: "blank" };
  const date = readDate(d);
  if ("error" in date) {
    if (row === 1 && /[a-z]/i.test(text(d)) && readResult(r ?? null) === null) return { skip: "header" };
    return bad(`date ${date.error}`);
  }
  if (challenger === "" && defender === "" && resultCell === "") {
    if (date.day === null) return { skip: "blank" };
    return { game: { row, date: date.day, challenger: "", defender: "", result: null } };
  }
  const result = readResult(r ?? null);
  if (result === "LEFT" || result === "AWAY" || result === "BACK") {
    if (challenger === "" || defender !== "")
      return bad(`a ${result} row names one member, in the 2nd column, and leaves the 3rd blank`, "MISSING");
    return { game: { row, date: date.day, challenger, defender: "", result } };
  }
  if (challenger === "" || defender === "") {
    return bad(`needs both players (challenger in the 2nd column, defender in the 3rd)`, "MISSING");
  }
  if (resultCell === "") return { skip: "unplayed" };
  if (result === null) {
    const hint =
      typeof r === "number" && r > 2 ? " (a spreadsheet may have turned 1/2 into a date: type 0.5 or ½-½)" : "";
    return bad(
      `"${resultCell}" is not a result (expected 1-0, 0-1, ½-½, 1, 0, 0.5, REFUSED or NOSHOW, from the challenger's side; or LEFT, AWAY, BACK for a member)${hint}`,
    );
  }
  return { game: { row, date: date.day, challenger, defender, result } };
}
