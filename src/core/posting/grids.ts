/**
 * Every posted output as rows of text, header first: what the CLI prints (aligned or CSV), what the
 * web page and the workbook sheets lay out. One function per output.
 */
import { ratingChangeColumn, ratingChangeText } from "../ratings/column";
import type { RatingSystem } from "../ratings/event";
import { pointsText } from "../model/points";
import { roundsRecorded } from "../model/tournament";
import type { Tournament } from "../model/types";
import { centsText } from "../prizes/money";
import type { PrizeList } from "../prizes/types";
import { rankedStandings, type Ranking } from "../standings/standings";
import type { TeamStandings } from "../teams/standings";
import { tiebreakLabel } from "../tiebreaks/labels";
import { valueTexts } from "../crosstable/crosstable";
import type { PostedRound } from "./pairings";
import { placesText } from "../model/places";
import { CURRENCY_FORMAT, columnFormat, hostFormat } from "../model/figures";

const rating = (r: number | null) => (r === null ? "unr." : String(r));

/**
 * The boards, then the byes under them: Board | White | Rating | Score | Result | Black | Rating | Score.
 * @example pairingsGrid(postedRound(t, 1))[1] // ["1", "#1 Alice Ng", "2050", "0", "1-0", "#6 Fay Wu", "1690", "0"]
 */
export function pairingsGrid(r: PostedRound): string[][] {
  return [
    ["Board", "White", "Rating", "Score", "Result", "Black", "Rating", "Score"],
    ...r.boards.map((b) => [
      b.board,
      `#${b.white.id} ${b.white.name}`.trim(),
      rating(b.white.rating),
      pointsText(b.white.score),
      b.result,
      `#${b.black.id} ${b.black.name}`.trim(),
      rating(b.black.rating),
      pointsText(b.black.score),
    ]),
    ...r.byes.map((b) => [
      "",
      `#${b.id} ${b.name}`.trim(),
      rating(b.rating),
      pointsText(b.score),
      b.points,
      b.word,
      "",
      "",
    ]),
  ];
}

/**
 * The list by name, as SwissSys and WinTD post it: Name | No. | Score | Board | Colour | Opponent |
 * Opp. score (scores before the round; a bye's kind in place of the board, nothing after it).
 * @example byNameGrid(postedRound(t, 1))[1] // ["Alice Ng", "1", "0", "1", "White", "#6 Fay Wu", "0"]
 */
export function byNameGrid(r: PostedRound): string[][] {
  return [
    ["Name", "No.", "Score", "Board", "Colour", "Opponent", "Opp. score"],
    ...r.byName.map((n) => [
      n.name,
      String(n.id),
      pointsText(n.score),
      n.board === null ? n.note : n.board,
      n.colour ?? "",
      n.opponent === null ? "" : `#${n.opponent.id} ${n.opponent.name}`.trim(),
      n.opponent === null ? "" : pointsText(n.opponent.score),
    ]),
  ];
}

/**
 * The standings with words for headers and a rating column; the title says after which round.
 * @example standingsGrid(t).title // "Spring Open: standings after round 4"
 */
export function standingsGrid(
  t: Tournament,
  ranking: Ranking = {},
  ratingSystem?: RatingSystem,
): { title: string; rows: string[][] } {
  const table = rankedStandings(t, ranking);
  // "Rating ±" when asked for and ratings are known (issue 26).
  const change = ratingSystem === undefined ? null : ratingChangeColumn(t, ratingSystem);
  const n = roundsRecorded(t);
  const name = t.info.name ?? "";
  const values = valueTexts(table.rows, table.columns);
  return {
    title: `${name === "" ? "Standings" : `${name}: standings`} after round ${n}`,
    rows: [
      [
        "Place",
        "No.",
        "Name",
        "Rating",
        "Score",
        ...table.columns.map((c) => tiebreakLabel(c.label)),
        ...(change === null ? [] : ["Rating ±"]),
      ],
      ...table.rows.map((r, i) => {
        const p = t.players[r.id - 1];
        const gone = p?.withdrawn === true || p?.request === "withdrawn";
        return [
          r.place,
          String(r.id),
          gone ? `${r.name} (withdrew)` : r.name,
          rating(p?.rating ?? null),
          pointsText(r.score),
          ...(values[i] ?? []),
          ...(change === null || ratingSystem === undefined ? [] : [ratingChangeText(change.get(r.id) ?? "", ratingSystem)]),
        ];
      }),
    ],
  };
}

/**
 * One row per winner: Prize | Places | Winner | Score | Amount, the score in tenths (none for a
 * prize given without one), the amount in cents (or the item).
 */
function prizeRows(list: PrizeList): [string, string, string, number | undefined, number | string][] {
  const rows: [string, string, string, number | undefined, number | string][] = [];
  for (const a of list.awards) {
    const places = a.group === "Pooled" ? "shared" : placesText(a.from, a.to);
    for (const w of a.winners) {
      const winner = a.group === "Team" ? w.name : `#${w.id} ${w.name}`;
      rows.push([
        a.prizes,
        a.group === "Place" || a.group === "Pooled" ? places : `${a.group} ${places}`,
        winner,
        w.score,
        a.item === "" ? w.cents : a.item,
      ]);
    }
  }
  return rows;
}

/**
 * The prize list as text (the web page, the CLI, the PRIZES function): Prize | Places | Winner |
 * Score | Amount, one row per winner; Places are the places the tie spans.
 * @example prizeGrid(list)[1] // ["1st", "1st", "#1 Alice Ng", "4½", "$500.00"]
 */
export function prizeGrid(list: PrizeList): string[][] {
  return [
    ["Prize", "Places", "Winner", "Score", "Amount"],
    ...prizeRows(list).map(([p, pl, w, sc, amt]) => [p, pl, w, sc === undefined ? "" : pointsText(sc), typeof amt === "number" ? centsText(amt) : amt]),
  ];
}

/**
 * The prize list for a sheet: as prizeGrid, with the scores and the money amounts as numbers (4.5
 * points, 500 dollars) a treasurer can sum and sort, the currency also in the header (a custom
 * function's cells keep the sheet's formats), items as text. `prizeSheetFormats` gives the number
 * formats where a host formats cells: the score with ½, the amount as currency.
 * @example prizeSheetGrid(list)[1] // ["1st", "1st", "#1 Alice Ng", 4.5, 500]
 */
export function prizeSheetGrid(list: PrizeList): (string | number)[][] {
  return [
    ["Prize", "Places", "Winner", "Score", "Amount ($)"],
    ...prizeRows(list).map(([p, pl, w, sc, amt]) => [p, pl, w, sc === undefined ? "" : sc / 10, typeof amt === "number" ? amt / 100 : amt]),
  ];
}

/**
 * The number formats of `prizeSheetGrid`'s Score and Amount columns (0-based): the scores with ½
 * (or the decimals the event's point system needs), the amounts as dollars and cents.
 * @example prizeSheetFormats(list) // [{ col: 3, format: "# ?/2" }, { col: 4, format: "$#,##0.00" }]
 */
export function prizeSheetFormats(list: PrizeList): SheetColumnFormat[] {
  return [
    { col: 3, format: hostFormat(columnFormat(prizeRows(list).map((r) => r[3]), 10)) },
    { col: 4, format: CURRENCY_FORMAT },
  ];
}

/**
 * US Chess rule 32B3, "Ties for more than one prize", as the 7th edition words it (with 32B4 on
 * prizes of one amount), quoted on every US prize list so the director reads the rule applied.
 */
export const US_32B3 =
  '32B3: "If winners of different prizes tie with each other, all the cash prizes involved shall be summed and divided equally among the tied winners unless any of the winners would receive more money by winning or dividing only a particular prize for which others in the tie are ineligible. No player may receive an amount greater from the division of those prizes than the largest prize for which he would be eligible if there were no tie. No more than one cash prize shall go into the pool for each winner." Of prizes of one amount the place prize comes first, then the higher class (32B4)';

/** The reasoning under the prize list: one line per award, then the notes. */
export function prizeReasons(list: PrizeList): string[] {
  return [
    `Rules: ${list.mode === "US" ? `US Chess 32B — ${US_32B3}; remainder cents go one each in tiebreak order` : "FIDE practice — places by tiebreak, no sharing"}; one cash prize per player.`,
    ...list.awards.map((a) => a.reason),
    ...list.notes,
  ];
}

/** A column of a sheet that holds numbers, and the number format it is written in (model/figures). */
export interface SheetColumnFormat {
  /** 0-based column of the grid. */
  readonly col: number;
  readonly format: string;
}

/**
 * Team standings for a sheet: as teamGrid, with the score and the tiebreaks as numbers (a team's
 * 15½ is the number 15.5, written `# ?/2`; a column with quarters `0.00`), and each numeric column's
 * number format.
 * @example teamSheetGrid(teamStandings(t)).rows[1] // ["1", "NHS", 8.5, …, "Alice Ng 3, …"]
 */
export function teamSheetGrid(ts: TeamStandings): { rows: (string | number)[][]; formats: SheetColumnFormat[] } {
  const text = teamGrid(ts);
  const formats: SheetColumnFormat[] = [
    { col: 2, format: hostFormat(columnFormat(ts.rows.map((r) => r.score), 10)) },
    ...ts.columns.map((c, j) => ({ col: 3 + j, format: hostFormat(columnFormat(ts.rows.map((r) => r.values[j] ?? null), c.scale)) })),
  ];
  const rows = text.map((row, i): (string | number)[] => {
    const r = i === 0 ? undefined : ts.rows[i - 1];
    if (r === undefined) return row;
    return [row[0] ?? "", row[1] ?? "", r.score / 10, ...r.values.map((v, j) => v / (ts.columns[j]?.scale ?? 1)), row[row.length - 1] ?? ""];
  });
  return { rows, formats };
}

/**
 * Team standings: Place | Team | Score | team tiebreaks | Players counted.
 * @example teamGrid(teamStandings(t))[1] // ["1", "NHS", "8½", …, "Alice Ng 3, Ben Ortiz 3, Eli Stone 2½, Jo Lake 0"]
 */
export function teamGrid(ts: TeamStandings): string[][] {
  const values = valueTexts(ts.rows, ts.columns);
  return [
    ["Place", "Team", "Score", ...ts.columns.map((c) => tiebreakLabel(c.label)), `Top ${ts.top}`],
    ...ts.rows.map((r, i) => [
      r.place,
      r.team,
      pointsText(r.score),
      ...(values[i] ?? []),
      r.counted.map((m) => `${m.name} ${pointsText(m.score)}`).join(", "),
    ]),
  ];
}
