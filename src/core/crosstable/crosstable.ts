/**
 * The crosstable as a club posts it (seed 001's printed style): players in place order, each round
 * as result, the opponent's line in the table and the colour (`W5w`, `D3b`, `L11`; `X7` / `F7` a
 * forfeit won / lost, `B` the pairing bye, `H` a half-point bye, `U` a round not played, `FPB` a
 * full-point bye), the score and the chosen tiebreaks. Running or final: it shows the rounds recorded.
 */
import { makeCell } from "../formats/wallchart";
import { pointsText } from "../model/points";
import { columnTexts } from "../model/figures";
import { roundsRecorded } from "../model/tournament";
import type { Entry, Tournament } from "../model/types";
import { rankedStandings, type Ranking } from "../standings/standings";
import { tiebreakLabel } from "../tiebreaks/labels";

export interface CrosstableRow {
  /** Line in the table, 1-based: what other rows' cells point to. */
  readonly line: number;
  /** "3", or "3-4" for a shared place. */
  readonly place: string;
  /** Pairing number. */
  readonly id: number;
  readonly name: string;
  readonly rating: number | null;
  readonly withdrawn: boolean;
  /** One cell per round. */
  readonly cells: readonly string[];
  /** Tenths. */
  readonly score: number;
  /** Tiebreak values (units 1/scale), null where not needed. */
  readonly values: readonly (number | null)[];
}

export interface Crosstable {
  readonly title: string;
  /** Rounds shown. */
  readonly rounds: number;
  readonly columns: readonly { readonly code: string; readonly label: string; readonly scale: number }[];
  readonly rows: readonly CrosstableRow[];
}

/** One round's cell with the opponent's line in place of his pairing number. */
function cellFor(e: Entry | null, lineOf: ReadonlyMap<number, number>): string {
  if (e === null) return "";
  if (e.opponent === 0) return makeCell(e);
  return makeCell({ ...e, opponent: lineOf.get(e.opponent) ?? e.opponent });
}

/**
 * The crosstable, best first by the ranking rule (as the standings: no order given, C.07's for a
 * round robin, else the US one); `rounds` limits it to the first rounds (a running crosstable).
 * @example crosstable(t).rows[0].cells // ["W5", "W9", "W2", "W6", "L3"]
 */
export function crosstable(t: Tournament, ranking: Ranking = {}, rounds?: number): Crosstable {
  const n = Math.min(rounds ?? roundsRecorded(t), roundsRecorded(t));
  const cut: Tournament =
    rounds === undefined ? t : { ...t, players: t.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, n) })) };
  const table = rankedStandings(cut, ranking);
  const lineOf = new Map(table.rows.map((r, i) => [r.id, i + 1]));
  const rows = table.rows.map((r, i): CrosstableRow => {
    const p = cut.players[r.id - 1];
    const cells = Array.from({ length: n }, (_, j) => cellFor(p?.rounds[j] ?? null, lineOf));
    return {
      line: i + 1,
      place: r.place,
      id: r.id,
      name: r.name,
      rating: p?.rating ?? null,
      withdrawn: p?.withdrawn === true || p?.request === "withdrawn",
      cells,
      score: r.score,
      values: r.values,
    };
  });
  const name = t.info.name ?? "";
  const title = `${name === "" ? "Crosstable" : `${name}: crosstable`} after round ${n}`;
  return {
    title,
    rounds: n,
    columns: table.columns.map((c) => ({ code: c.label, label: tiebreakLabel(c.label), scale: c.scale })),
    rows,
  };
}

/**
 * Each tiebreak column of a table as text, one format a column (model/figures.ts): `valueTexts(rows,
 * columns)[i][j]` is row i's value in column j.
 * @example valueTexts([{ values: [325] }, { values: [310] }], [{ scale: 20 }]) // [["16.25"], ["15.50"]]
 */
export function valueTexts(
  rows: readonly { readonly values: readonly (number | null)[] }[],
  columns: readonly { readonly scale: number }[],
): string[][] {
  const texts = columns.map((c, j) => columnTexts(rows.map((r) => r.values[j] ?? null), c.scale));
  return rows.map((r, i) => r.values.map((_, j) => texts[j]?.[i] ?? ""));
}

/**
 * The crosstable as rows of text, header first: Place | No. | Name | Rating | Rd 1 … | Score | tiebreaks.
 * @example crosstableGrid(crosstable(t))[0] // ["Place", "No.", "Name", "Rating", "Rd 1", …, "Score", "Modified Median", …]
 */
export function crosstableGrid(ct: Crosstable): string[][] {
  const values = valueTexts(ct.rows, ct.columns);
  return [
    [
      "Place",
      "No.",
      "Name",
      "Rating",
      ...Array.from({ length: ct.rounds }, (_, j) => `Rd ${j + 1}`),
      "Score",
      ...ct.columns.map((c) => c.label),
    ],
    ...ct.rows.map((r, i) => [
      r.place,
      String(r.id),
      r.withdrawn ? `${r.name} (withdrew)` : r.name,
      r.rating === null ? "unr." : String(r.rating),
      ...r.cells,
      pointsText(r.score),
      ...(values[i] ?? []),
    ]),
  ];
}
