/**
 * The crosstable of a round robin in the classic square layout (docs/round-robin.md): one line per
 * player in place order and one column per line of the table, the player's result against that
 * opponent where they cross (1, ½, 0; + and − for a forfeit won or lost; one result per cycle, in
 * the order played), the diagonal shaded ■, then the score and the Sonneborn-Berger score (FIDE
 * C.07's first round-robin tiebreak).
 */
import { pointsText } from "../model/points";
import { roundsRecorded } from "../model/tournament";
import type { Entry, Tournament } from "../model/types";
import { rankedStandings, type Ranking } from "../standings/standings";
import { tiebreakOf, tiebreakValues } from "../tiebreaks/registry";
import { valueTexts } from "./crosstable";

export interface SquareRow {
  readonly line: number;
  readonly place: string;
  readonly id: number;
  readonly name: string;
  readonly rating: number | null;
  readonly withdrawn: boolean;
  /** One cell per line of the table: the results against that line's player ("■" on the diagonal). */
  readonly cells: readonly string[];
  /** Tenths. */
  readonly score: number;
  /** Sonneborn-Berger, in units of 1/`sbScale`. */
  readonly sb: number;
}

export interface SquareCrosstable {
  readonly title: string;
  readonly rounds: number;
  readonly sbScale: number;
  readonly rows: readonly SquareRow[];
}

const RESULT: Readonly<Partial<Record<Entry["kind"], string>>> = { win: "1", draw: "½", loss: "0", forfeitWin: "+", forfeitLoss: "−" };

/**
 * The square crosstable, best first by the ranking rule (as the standings); `rounds` limits it to
 * the first rounds.
 * @example squareCrosstable(t).rows[0].cells // ["■", "1", "½ 1", "1"]
 */
export function squareCrosstable(t: Tournament, ranking: Ranking = {}, rounds?: number): SquareCrosstable {
  const n = Math.min(rounds ?? roundsRecorded(t), roundsRecorded(t));
  const cut: Tournament = { ...t, players: t.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, n) })) };
  const table = rankedStandings(cut, ranking);
  const order = table.rows.map((r) => r.id);
  const sb = tiebreakValues(cut, "FIDE_SB", ranking.tiebreakOptions ?? {});
  const rows = table.rows.map((r, i): SquareRow => {
    const p = cut.players[r.id - 1];
    const cells = order.map((opp) => {
      if (opp === r.id) return "■";
      return (p?.rounds ?? [])
        .filter((e): e is Entry => e !== null && e.opponent === opp)
        .map((e) => RESULT[e.kind] ?? "")
        .join(" ");
    });
    return {
      line: i + 1,
      place: r.place,
      id: r.id,
      name: r.name,
      rating: p?.rating ?? null,
      withdrawn: p?.withdrawn === true || p?.request === "withdrawn",
      cells,
      score: r.score,
      sb: sb[r.id - 1] ?? 0,
    };
  });
  const name = t.info.name ?? "";
  return { title: `${name === "" ? "Crosstable" : `${name}: crosstable`} after round ${n}`, rounds: n, sbScale: tiebreakOf("FIDE_SB").scale, rows };
}

/**
 * The square crosstable as rows of text, header first: Place | No. | Name | Rating | 1 … n | Score | SB.
 * @example squareGrid(squareCrosstable(t))[0] // ["Place", "No.", "Name", "Rating", "1", "2", "3", "4", "Score", "SB"]
 */
export function squareGrid(sq: SquareCrosstable): string[][] {
  // The SB column in one format (½ where every value is a half point, else the decimals it needs).
  const sb = valueTexts(sq.rows.map((r) => ({ values: [r.sb] })), [{ scale: sq.sbScale }]);
  return [
    ["Place", "No.", "Name", "Rating", ...sq.rows.map((r) => String(r.line)), "Score", "SB"],
    ...sq.rows.map((r, i) => [
      r.place,
      String(r.id),
      r.withdrawn ? `${r.name} (withdrew)` : r.name,
      r.rating === null ? "unr." : String(r.rating),
      ...r.cells,
      pointsText(r.score),
      sb[i]?.[0] ?? "",
    ]),
  ];
}

/** The legend printed under a square crosstable. */
export const SQUARE_LEGEND =
  "Each cell: the result of the line's player against the column's (1 win, ½ draw, 0 loss, + and − a forfeit won or lost), one per cycle in the order played; SB the Sonneborn-Berger score.";
