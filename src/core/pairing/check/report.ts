/** A pairing check as rows of text: what the CLI prints, the custom function returns and the pane lists. */
import type { Board } from "../types";
import type { Difference, PairingsCheck, RoundCheck } from "./types";

export const CHECK_HEADER = ["Round", "Verdict", "Rule", "Players", "Detail"] as const;

const boardText = (b: Board): string => `${b.white}–${b.black}`;

function differenceText(d: Difference): string {
  if (d.kind === "colours") return `board ${boardText(d.recorded)}: colours switched (the engine gives white to #${d.recorded.black})`;
  if (d.kind === "bye") {
    const who = (id: number | null): string => (id === null ? "nobody" : `#${id}`);
    return `pairing-allocated bye: ${who(d.recorded)}, the engine gives it to ${who(d.engine)}`;
  }
  return `board ${boardText(d.recorded)}: not the engine's pairing (the engine pairs ${d.engine.map(boardText).join(", ") || "them otherwise"})`;
}

const playersOf = (d: Difference): string => {
  if (d.kind === "bye") return [d.recorded, d.engine].filter((x) => x !== null).join(", ");
  return [d.recorded.white, d.recorded.black].sort((a, b) => a - b).join(", ");
};

/**
 * The rows of one round: one "engine's pairing" row when it is the engine's; else a row per
 * difference, per rule broken, and the note.
 * @example roundRows(check)[0] // ["3", "differs", "", "4, 9", "board 4–9: not the engine's pairing (…)"]
 */
export function roundRows(c: RoundCheck): string[][] {
  const r = String(c.round);
  const rows: string[][] = [];
  if (c.same) rows.push([r, "engine's pairing", "", "", `${c.recorded.boards.length} boards${c.recorded.pab === null ? "" : `, bye #${c.recorded.pab}`}`]);
  else for (const d of c.differences) rows.push([r, "differs", "", playersOf(d), differenceText(d)]);
  for (const b of c.breaches) rows.push([r, "breaks", b.rule, b.players.join(", "), b.message]);
  if (c.note !== undefined) rows.push([r, "note", "", "", c.note]);
  return rows;
}

/** Every round's rows under the header. */
export function checkRows(check: PairingsCheck): string[][] {
  return [[...CHECK_HEADER], ...check.rounds.flatMap(roundRows)];
}

/** The rows as aligned plain text (the CLI's table). */
export function checkTable(check: PairingsCheck): string {
  const rows = checkRows(check);
  const width = CHECK_HEADER.map((_, i) => (i === 4 ? 0 : Math.max(...rows.map((row) => (row[i] ?? "").length))));
  const lines = rows.map((row) => row.map((cell, i) => (i === 4 ? cell : cell.padEnd(width[i] as number))).join("  ").trimEnd());
  const differ = check.rounds.filter((c) => !c.same).map((c) => c.round);
  lines.push(
    differ.length === 0
      ? `Every round checked is the ${check.system} engine's pairing.`
      : `Round${differ.length === 1 ? "" : "s"} ${differ.join(", ")} differ${differ.length === 1 ? "s" : ""} from the ${check.system} engine's pairing.`,
  );
  return lines.join("\n");
}
