/**
 * Issue 24, findings 1 and 2: every output numbers a round's boards as the Round sheet does (the
 * table the players sat at), and the round just paired, not yet played, is postable.
 */
import fc from "fast-check";
import { makeWorkbook, readWorkbook, type Workbook, type WorkbookCell } from "../../../src/core/formats/workbook";
import { sampleTournament } from "../../../src/core/formats/sample";
import { eventPage, eventSite } from "../../../src/core/html/site";
import { wallPage } from "../../../src/core/html/wall";
import { boardWarnings, derivedBoards, roundBoards, roundsWithResults } from "../../../src/core/posting/boards";
import { byNameGrid, pairingsGrid, standingsGrid } from "../../../src/core/posting/grids";
import { crosstable, crosstableGrid } from "../../../src/core/crosstable/crosstable";
import { postedRound } from "../../../src/core/posting/pairings";
import type { Player, Tournament } from "../../../src/core/model/types";
import { fixture } from "../tiebreaks/helpers";

type Row = WorkbookCell[];
/** (board, white, black) as "6 #29 – #9", from a Round sheet's rows. */
function sheetBoards(rows: readonly Row[]): string[] {
  return rows
    .slice(1)
    .filter((r) => !/^(BYE|H|U|FPB)$/.test(String(r[2] ?? "")))
    .map((r) => `${String(r[0])} ${/^#\d+/.exec(String(r[1]))?.[0]} – ${/^#\d+/.exec(String(r[2]))?.[0]}`);
}
/** The same from a page's "Round N: boards" table. */
function pageBoards(html: string, round: number, marker = `<h2>Round ${round}: boards</h2>`): string[] {
  const at = html.indexOf(marker);
  if (at < 0) return [];
  const table = html.slice(at, html.indexOf("</table>", at));
  const out: string[] = [];
  for (const tr of table.split("<tr>").slice(2)) {
    const cells = [...tr.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1] ?? "");
    if (cells[0] === "") continue;
    out.push(`${cells[0]} ${/^#\d+/.exec(cells[1] ?? "")?.[0]} – ${/^#\d+/.exec(cells[5] ?? "")?.[0]}`);
  }
  return out;
}
/** The same from the list by name: each board once, from its White player's line. */
function byNameBoards(grid: string[][], t: Tournament): string[] {
  const head = grid[0] ?? [];
  const [bc, cc, nc, oc] = ["Board", "Colour", "No.", "Opponent"].map((h) => head.indexOf(h));
  return grid
    .slice(1)
    .filter((r) => r[cc as number] === "White")
    .map((r) => `${r[bc as number]} #${r[nc as number]} – ${/^#\d+/.exec(r[oc as number] ?? "")?.[0]}`)
    .sort((a, b) => parseInt(a) - parseInt(b) || a.localeCompare(b))
    .filter(() => t.players.length > 0);
}

const spring = () => ({ ...fixture("outputs/spring-open.csv"), info: { name: "Spring Open" } });

/** The workbook with round `round`'s sheet's board rows put in another order and renumbered by hand. */
function handFixed(wb: Workbook, round: number, order: (rows: Row[]) => Row[]): Workbook {
  return {
    sheets: wb.sheets.map((s) => {
      if (s.name !== `Round ${round}`) return s;
      const [head, ...rest] = s.cells as Row[];
      const boards = rest.filter((r) => r[0] !== "");
      const byes = rest.filter((r) => r[0] === "");
      return { ...s, cells: [head as Row, ...order(boards), ...byes] };
    }),
  };
}

describe("finding 1: the boards as posted", () => {
  test("the web page keeps the Round sheet's board numbers (it used to re-sort a played round)", () => {
    // Round 4 posted in another order than the scores give (the engine's, or boards moved by hand).
    const wb = handFixed(makeWorkbook(spring()), 4, (rows) =>
      [...rows].reverse().map((r, i) => [i + 1, ...r.slice(1)]),
    );
    const sheet = wb.sheets.find((s) => s.name === "Round 4")?.cells as Row[];
    const t = readWorkbook(wb).value;
    const page = eventSite(t).find((p) => p.file === "round-4.html")?.html ?? "";
    expect(pageBoards(page, 4)).toEqual(sheetBoards(sheet));
    expect(pageBoards(eventPage(t), 4)).toEqual(sheetBoards(sheet));
  });

  test("a round without a sheet (a TRF) is numbered as the pane posts: higher score, lower score, then the better player", () => {
    const t = spring();
    expect(roundBoards(t, 4).map((b) => `${b.board} ${b.white}-${b.black}`)).toEqual([
      "1 5-2", // 2 against 2½
      "2 1-4", // 2½ against 1½
      "3 8-9",
      "4 3-6",
    ]);
    expect(derivedBoards(t, 4, 101).map((b) => b.board)).toEqual(["101", "102", "103", "104"]);
  });

  test("board numbers edited by hand (a gap, a duplicate) are posted as typed, with a warning naming the cells", () => {
    const wb = handFixed(makeWorkbook(spring()), 4, (rows) =>
      rows.map((r, i) => [[1, 3, 3, 7][i] as number, ...r.slice(1)]),
    );
    const t = readWorkbook(wb).value;
    expect(postedRound(t, 4).boards.map((b) => b.board)).toEqual(["1", "3", "3", "7"]);
    expect(boardWarnings(t)).toEqual([
      "'Round 4'!A3 and 'Round 4'!A4 both say board 3: posted as typed",
      "Round 4: no board 2, 4, 5, 6 between boards 1 and 7 (posted as typed)",
    ]);
  });
});

describe("finding 2: the round about to be played is postable", () => {
  /** The spring open with round 5 paired (sheet written, no results) and #7's pairing bye recorded. */
  function paired(): Workbook {
    const wb = makeWorkbook(spring());
    const sheets = wb.sheets.map((s) =>
      s.name === "Wallchart"
        ? { ...s, cells: s.cells.map((r, i) => [...r, i === 0 ? "R5" : r[1] === "Gil Moss" ? "B" : ""]) }
        : s,
    );
    return {
      sheets: [
        ...sheets,
        {
          name: "Round 5",
          cells: [
            ["Board", "White", "Black", "Result"],
            [1, "#2 Ben Ortiz", "#1 Alice Ng", ""],
            [2, "#4 Dev Patel", "#5 Eli Stone", ""],
            [3, "#9 Ivan Rue", "#3 Carla Diaz", ""],
            [4, "#6 Fay Wu", "#8 Hana Kim", ""],
            ["", "#7 Gil Moss", "BYE", "1"],
          ],
        },
      ],
    };
  }

  test("the page shows round 5's boards and its list by name, and is headed by the standings after round 4", () => {
    const read = readWorkbook(paired());
    expect(read.problems).toEqual([]);
    const t = read.value;
    expect(roundsWithResults(t)).toBe(4);
    const pages = eventSite(t);
    const r5 = pages.find((p) => p.file === "round-5.html")?.html ?? "";
    expect(pageBoards(r5, 5)).toEqual(["1 #2 – #1", "2 #4 – #5", "3 #9 – #3", "4 #6 – #8"]);
    expect(r5).toContain("Round 5: find your board");
    expect(r5).toContain(
      '<td>Alice Ng</td><td class="n">1</td><td class="n">3</td><td class="n">1</td><td>Black</td><td>#2 Ben Ortiz</td><td class="n">3</td>',
    );
    const index = pages.find((p) => p.file === "index.html")?.html ?? "";
    expect(index).toContain("Standings after round 4");
    expect(eventPage(t)).toContain("Standings after round 4");
    // Scores before the round: Alice Ng had 3 after four rounds; Gil Moss's bye is not yet counted.
    const posted = postedRound(t, 5);
    expect(posted.boards[0]?.black.score).toBe(30);
    expect(posted.byes.map((b) => [b.id, b.word])).toEqual([
      [7, "BYE"],
      [10, "U"],
    ]); // #10 withdrew
  });
});

describe("property: every output's boards are the Round sheet's", () => {
  const events = fc.record({
    players: fc.integer({ min: 2, max: 24 }),
    rounds: fc.integer({ min: 1, max: 5 }),
    seed: fc.integer({ min: 1, max: 10_000 }),
    shuffle: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 30, maxLength: 30 }),
    late: fc.boolean(),
    next: fc.boolean(),
  });

  test("random events with byes, a late entry, hand-fixed boards and the next round paired", () => {
    fc.assert(
      fc.property(events, (e) => {
        const base = sampleTournament({ players: e.players, rounds: e.rounds, seed: e.seed, halfByes: 0.1 });
        // A late entry: absent (U) in every round so far, paired in the next.
        const late: Player = {
          id: base.players.length + 1,
          name: "Late Comer",
          rating: 1500,
          rounds: base.players[0]!.rounds.map(() => ({ kind: "zeroBye", opponent: 0, colour: null })),
        };
        const t0: Tournament = e.late ? { ...base, players: [...base.players, late] } : base;
        let wb = makeWorkbook(t0);
        // Hand-fixed boards: each round's rows moved about and numbered with gaps.
        for (let r = 1; r <= e.rounds; r++)
          wb = handFixed(wb, r, (rows) =>
            rows
              .map((row, i) => ({ row, key: e.shuffle[(i + r) % 30] as number }))
              .sort((a, b) => a.key - b.key)
              .map(({ row }, i) => [i * 2 + 1 + ((e.shuffle[r] as number) % 3), ...row.slice(1)]),
          );
        if (e.next) {
          const ids = t0.players.map((p) => p.id);
          const rows: Row[] = [["Board", "White", "Black", "Result"]];
          for (let i = 0; i + 1 < ids.length; i += 2) rows.push([rows.length + 10, `#${ids[i + 1]}`, `#${ids[i]}`, ""]);
          if (ids.length % 2 === 1) rows.push(["", `#${ids[ids.length - 1]}`, "U", "0"]);
          wb = { sheets: [...wb.sheets, { name: `Round ${e.rounds + 1}`, cells: rows }] };
        }
        const read = readWorkbook(wb);
        expect(read.problems).toEqual([]);
        const t = read.value;
        const site = eventSite(t);
        const one = eventPage(t);
        for (const sheet of wb.sheets) {
          const m = /^Round (\d+)$/.exec(sheet.name);
          if (m === null) continue;
          const r = Number(m[1]);
          const want = sheetBoards(sheet.cells as Row[]);
          expect(pageBoards(site.find((p) => p.file === `round-${r}.html`)?.html ?? "", r)).toEqual(want);
          expect(pageBoards(one, r)).toEqual(want);
          const wall = wallPage([{ name: "", t, round: r }], { event: "E", cards: true });
          expect(pageBoards(wall, r, `Round ${r}: pairings by board`)).toEqual(want);
          const slips = [
            ...wall.matchAll(
              /<h2>Board ([^<]*)<\/h2><p>[^<]*<\/p><p><b>White:<\/b> (#\d+)[^<]*<\/p><p><b>Black:<\/b> (#\d+)/g,
            ),
          ];
          expect(slips.map((m) => `${m[1]} ${m[2]} – ${m[3]}`)).toEqual(want);
          const byBoard = [...want].sort((a, b) => parseInt(a) - parseInt(b) || a.localeCompare(b));
          expect(byNameBoards(byNameGrid(postedRound(t, r)), t)).toEqual(byBoard);
          expect(pairingsGrid(postedRound(t, r)).filter((row) => row[0] !== "").length - 1).toBe(want.length);
          // The "this round" page (issue 24, item 6): the last round posted, each board from its White player's line.
          if (r === Math.max(...wb.sheets.map((x) => Number(/^Round (\d+)$/.exec(x.name)?.[1] ?? 0)))) {
            const now = site.find((p) => p.file === "this-round.html")?.html ?? "";
            const lines = [...now.matchAll(/<span class="no">(#\d+),[^<]*<\/span><\/b><br><span class="board">Board ([^<]*)<\/span> White against (#\d+)/g)];
            expect(lines.map((m) => `${m[2]} ${m[1]} – ${m[3]}`).sort((a, b) => parseInt(a) - parseInt(b) || a.localeCompare(b))).toEqual(byBoard);
            expect(one).toContain(`<section class="page" id="this-round">`);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("issue 24 (7): (withdrew) everywhere docs/outputs.md promises", () => {
  test("the standings, the crosstable and the web page mark Jo Lake, who withdrew", () => {
    const t = spring();
    const st = standingsGrid(t);
    expect(st.rows.find((r) => r[1] === "10")?.[2]).toBe("Jo Lake (withdrew)");
    expect(crosstableGrid(crosstable(t)).some((r) => r.includes("Jo Lake (withdrew)"))).toBe(true);
    const index = eventSite(t).find((p) => p.file === "index.html")?.html ?? "";
    expect(index).toContain("<td>Jo Lake (withdrew)</td>");
  });
});
