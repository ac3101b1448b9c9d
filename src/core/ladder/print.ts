/**
 * The ladder as a table a club pins up: the same rows for the Ladder sheet, the web page and the CLI
 * (`core/html/ladder.ts` wraps them in the project's one page writer).
 */
import { isoDate } from "./dates";
import { movement, type LadderReport, type OpenChallenge } from "./report";

export type PrintCell = string | number;

/**
 * The header and one row per player, top first. Numbers stay numbers (a sheet can sum them); the
 * movement column is headed with the night it measures.
 * @example ladderTable(report)[0] // ["Position", "Name", "Games", "W", "D", "L", "On 2025-03-18", "May challenge"]
 */
export function ladderTable(r: LadderReport): PrintCell[][] {
  const type = r.ladder.type;
  const value = type === "RATING" ? ["Rating"] : type === "POINTS" ? ["Points"] : [];
  const night = r.night === null ? "Move" : `On ${isoDate(r.night)}`;
  const may = type === "CHALLENGE" ? ["May challenge"] : [];
  const head: PrintCell[] = ["Position", "Name", ...value, "Games", "W", "D", "L", night, ...may];
  return [
    head,
    ...r.lines.map((l): PrintCell[] => [
      l.position,
      l.away === true ? `${l.name} (away)` : l.name,
      ...(l.rating !== undefined ? [Math.round(l.rating)] : l.points !== undefined ? [l.points / 10] : []),
      l.games,
      l.wins,
      l.draws,
      l.losses,
      movement(l),
      ...(l.may === null ? [] : [l.may.join(", ")]),
    ]),
  ];
}

/**
 * One open challenge as a line: "Chen challenged Alice (Ladder log row 8): refused; counts as Chen's
 * win on 2025-02-25 unless they play first." / "Ewan v Hana (row 12): to be played."
 */
export function openText(o: OpenChallenge, rowName = "log row"): string {
  const where = `${o.challenger} challenged ${o.defender} (${rowName} ${o.row})`;
  if (o.kind === "UNPLAYED") return `${where}: to be played.`;
  const word = o.kind === "REFUSED" ? "refused" : "no show";
  const due = o.due === null ? "" : ` on ${isoDate(o.due)}`;
  return `${where}: ${word}; counts as ${o.challenger}'s win${due} unless they play first.`;
}

/**
 * The heading a printed ladder carries: its title and the day it stands on.
 * @example ladderHeading("Riverside ladder", report) // "Riverside ladder — 2025-03-18"
 */
export function ladderHeading(title: string, r: LadderReport): string {
  const name = title.trim() === "" ? "Ladder" : title.trim();
  return r.night === null ? name : `${name} — ${isoDate(r.night)}`;
}
