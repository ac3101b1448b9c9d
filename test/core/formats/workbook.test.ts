import fc from "fast-check";
import { parseCsv, makeCsv } from "../../../src/core/formats/csv";
import { REQUESTS_ACCEPTED } from "../../../src/core/model/requests";
import { RESULTS_ACCEPTED } from "../../../src/core/formats/results";
import {
  makeWorkbook,
  readWallchartGrid,
  readWorkbook,
  roundOfHeader,
  type Workbook,
  type WorkbookCell,
} from "../../../src/core/formats/workbook";
import type { Entry, Player, Tournament } from "../../../src/core/model/types";
import { arbitraryTournament } from "./arbitrary";

/** What the workbook layout holds of a tournament (docs/formats.md: what a workbook leaves out). */
function forWorkbook(t: Tournament): Tournament {
  const players = t.players.map((p): Player => {
    const rest: Record<string, unknown> = { ...p };
    for (const k of ["declaredPoints", "declaredRank", "withdrawn"]) delete rest[k];
    const rounds = p.rounds.map((e): Entry | null =>
      e === null ? null : { kind: e.kind, opponent: e.opponent, colour: e.colour },
    );
    return { ...(rest as unknown as Player), rounds, ...(p.request === "withdrawn" ? { withdrawn: true } : {}) };
  });
  return { info: t.info, players, totalRounds: t.totalRounds, initialColour: t.initialColour };
}

/** A tournament read back, less the boards as posted (tested on their own below). */
function unposted<T extends { value: Tournament }>(r: T): T {
  const value: Record<string, unknown> = { ...r.value };
  delete value.boards;
  return { ...r, value: value as unknown as Tournament };
}

const messages = (wb: Workbook) => readWorkbook(wb).problems.map((p) => p.message);

const PLAYERS: WorkbookCell[][] = [
  ["#", "Name", "Rating", "Team"],
  [1, "Ann Smith", 1850, "BHS"],
  [2, "Bob Jones", null, null],
  [3, "Cy Young", "1620", "MCC"],
  [4, "Di Prince", 0, null],
];

describe("workbook layout: Players, Wallchart, Round N", () => {
  test("a small event reads into the model, round sheets agreeing with the wallchart", () => {
    const wb: Workbook = {
      sheets: [
        { name: "Players", cells: PLAYERS },
        {
          name: "Wallchart",
          cells: [
            ["#", "Name", "R1", "R2", "Request"],
            [1, "Ann Smith", "W3", "D2b", "H"],
            [2, "Bob Jones", "W4", "D1", null],
            [3, "Cy Young", "L1", "B", "W"],
            [4, "Di Prince", "L2", "U", null],
          ],
        },
        {
          name: "Round 1",
          cells: [
            ["Board", "White", "Black", "Result"],
            [1, "#1 Ann Smith", "#3 Cy Young", "1-0"],
            [2, "#4 Di Prince", "#2 Bob Jones", "0 - 1"],
          ],
        },
        {
          name: "Round 2",
          cells: [
            ["Board", "White", "Black", "Result"],
            [1, "#2", "#1", "1/2-1/2"],
            ["", "#3 Cy Young", "BYE", "1"],
            ["", "#4 Di Prince", "U", ""],
          ],
        },
      ],
    };
    const { value, problems } = readWorkbook(wb);
    expect(problems).toEqual([]);
    expect(value.players.map((p) => [p.name, p.rating, p.team ?? null])).toEqual([
      ["Ann Smith", 1850, "BHS"],
      ["Bob Jones", null, null],
      ["Cy Young", 1620, "MCC"],
      ["Di Prince", null, null],
    ]);
    // colours come from the round sheets where the wallchart has none
    expect(value.players[0]?.rounds).toEqual([
      { kind: "win", opponent: 3, colour: "w" },
      { kind: "draw", opponent: 2, colour: "b" },
    ]);
    expect(value.players[2]?.rounds[1]).toEqual({ kind: "pab", opponent: 0, colour: null });
    expect(value.players[0]?.request).toBe("halfBye");
    expect(value.players[2]).toMatchObject({ request: "withdrawn", withdrawn: true });
  });

  test("Players headers in any order and case, # optional (row order), unknown columns ignored", () => {
    const wb: Workbook = {
      sheets: [
        {
          name: "Players",
          cells: [
            ["club championship 2026"],
            [],
            ["FEDERATION", "name", "birth date", "Notes", "rating", "sex", "title", "id", "TEAM"],
            ["AUS", "Ann", "1990/01/02", "late", 2100, "F", "WIM", 3201234, "BHS"],
            ["NZL", "Bob", null, null, null, "m", null, "0042", null],
          ],
        },
      ],
    };
    const { value, problems } = readWorkbook(wb);
    expect(problems).toEqual([]);
    expect(value.players).toStrictEqual([
      {
        id: 1,
        name: "Ann",
        rating: 2100,
        sex: "w",
        team: "BHS",
        memberId: "3201234",
        birthDate: "1990/01/02",
        title: "WIM",
        federation: "AUS",
        rounds: [],
      },
      { id: 2, name: "Bob", rating: null, sex: "m", memberId: "0042", federation: "NZL", rounds: [] },
    ]);
  });

  test("with #, rows may come in any order", () => {
    const wb: Workbook = {
      sheets: [
        {
          name: "Players",
          cells: [
            ["Name", "#"],
            ["Bob", 2],
            ["Ann", "#1"],
          ],
        },
      ],
    };
    expect(readWorkbook(wb).value.players.map((p) => p.name)).toEqual(["Ann", "Bob"]);
  });

  test("the Tournament sheet gives info, rounds and the initial colour", () => {
    const wb: Workbook = {
      sheets: [
        {
          name: "Tournament",
          cells: [
            ["Key", "Value"],
            ["Name", "Club Championship"],
            ["Chief arbiter", "A. Arbiter"],
            ["Rounds", 7],
            ["Initial colour", "Black"],
          ],
        },
        { name: "Players", cells: [["Name"], ["Ann"]] },
      ],
    };
    const t = readWorkbook(wb).value;
    expect([t.info, t.totalRounds, t.initialColour]).toEqual([
      { name: "Club Championship", chiefArbiter: "A. Arbiter" },
      7,
      "b",
    ]);
  });

  test("round sheets alone give the rounds (no Wallchart sheet)", () => {
    const wb: Workbook = {
      sheets: [
        { name: "Players", cells: PLAYERS },
        {
          name: "Round 1",
          cells: [
            ["White", "Black", "Result"],
            ["Ann Smith", "cy young", "½-½"],
            [4, 2, "0F-1F"],
          ],
        },
      ],
    };
    const { value, problems } = readWorkbook(wb);
    expect(problems).toEqual([]);
    expect(value.players.map((p) => p.rounds[0])).toEqual([
      { kind: "draw", opponent: 3, colour: "w" },
      { kind: "forfeitWin", opponent: 4, colour: "b" },
      { kind: "draw", opponent: 1, colour: "b" },
      { kind: "forfeitLoss", opponent: 2, colour: "w" },
    ]);
  });

  test.each([
    ["1-0", "win"],
    ["1 - 0", "win"],
    ["0-1", "loss"],
    ["½-½", "draw"],
    ["1/2-1/2", "draw"],
    ["0.5-0.5", "draw"],
    ["1F-0F", "forfeitWin"],
    ["1f-0f", "forfeitWin"],
    ["0F-1F", "forfeitLoss"],
    ["0F-0F", "forfeitLoss"],
    ["+--", "forfeitWin"],
  ])("round sheet result %s gives White a %s", (result, kind) => {
    const wb: Workbook = {
      sheets: [
        { name: "Players", cells: PLAYERS },
        {
          name: "Round 1",
          cells: [
            ["White", "Black", "Result"],
            [1, 2, result],
          ],
        },
      ],
    };
    const { value, problems } = readWorkbook(wb);
    expect(problems).toEqual([]);
    expect(value.players[0]?.rounds[0]?.kind).toBe(kind);
  });

  test("a board with no result yet agrees with a blank wallchart, or with the result entered there", () => {
    const wb: Workbook = {
      sheets: [
        { name: "Players", cells: PLAYERS },
        {
          name: "Wallchart",
          cells: [
            ["Name", "R1"],
            ["Ann Smith", "W3"],
            ["Bob Jones", ""],
            ["Cy Young", "L1"],
            ["Di Prince", ""],
          ],
        },
        {
          name: "Round 1",
          cells: [
            ["White", "Black", "Result"],
            ["#1", "#3", ""],
            ["#2", "#4", null],
          ],
        },
      ],
    };
    const { value, problems } = readWorkbook(wb);
    expect(problems).toEqual([]);
    expect(value.players.map((p) => p.rounds[0])).toEqual([
      { kind: "win", opponent: 3, colour: "w" },
      null,
      { kind: "loss", opponent: 1, colour: "b" },
      null,
    ]);
  });

  test("a round sheet that disagrees with the wallchart names both cells", () => {
    const wb: Workbook = {
      sheets: [
        { name: "Players", cells: PLAYERS },
        {
          name: "Wallchart",
          cells: [
            ["#", "Name", "R1"],
            [1, "Ann Smith", "W3w"],
            [2, "Bob Jones", "W4"],
            [3, "Cy Young", "L1b"],
            [4, "Di Prince", "L2"],
          ],
        },
        {
          name: "Round 1",
          cells: [
            ["Board", "White", "Black", "Result"],
            [1, "#3 Cy Young", "#1 Ann Smith", "0-1"],
          ],
        },
      ],
    };
    expect(messages(wb)).toEqual([
      `'Round 1'!C2 (#3 - #1 0-1) says #1 W3 with black, but Wallchart!C2 has "W3w"`,
      `Wallchart!C3 has "W4" but 'Round 1' has no row for #2`,
      `'Round 1'!B2 (#3 - #1 0-1) says #3 L1 with white, but Wallchart!C4 has "L1b"`,
      `Wallchart!C5 has "L2" but 'Round 1' has no row for #4`,
    ]);
  });

  test("errors name the sheet and cell: bad wallchart cells, the two sides, ratings, unknown names", () => {
    const wb: Workbook = {
      sheets: [
        {
          name: "Players",
          cells: [
            ["#", "Name", "Rating"],
            [1, "Ann", "strong"],
            [2, "Bob", null],
          ],
        },
        {
          name: "Wallchart",
          cells: [
            ["#", "Name", "R1", "R2"],
            [1, "Ann", "W2", "W1 2"],
            [2, "Robert", "W1", ""],
          ],
        },
        {
          name: "Round 2",
          cells: [
            ["White", "Black", "Result"],
            ["Zed", "#2", "1-0"],
            ["#1", "#2", "2-0"],
          ],
        },
      ],
    };
    expect(messages(wb)).toEqual([
      'Players!C2: "strong" is not a rating (a whole number; blank or 0 for unrated)',
      'Wallchart!B3: "Robert" but Players!B3 has "Bob" for #2',
      'Round 2, player #1 (Wallchart!D2): "W1 2" is not a result',
      'Round 1, player #1 (Wallchart!C2) has "W2" but Round 1, player #2 (Wallchart!C3) has "W1"',
      `'Round 2'!A2: "Zed" is not one of the 2 players (#n or a name)`,
      `'Round 2'!C3: "2-0" is not a result (expected ${RESULTS_ACCEPTED}, or blank)`,
    ]);
  });

  test("a missing round column, a repeated pairing number, a bad request", () => {
    const wb: Workbook = {
      sheets: [
        {
          name: "Wallchart",
          cells: [
            ["#", "Name", "R1", "R3", "Request"],
            [1, "Ann", "", "", "X"],
            [1, "Bob", "", "", ""],
          ],
        },
      ],
    };
    expect(messages(wb)).toEqual([
      "Wallchart: no column for round 2 (the header has rounds up to 3)",
      "Wallchart!A3: pairing number 1 is already used in Wallchart!A2",
      `Wallchart!E2: "X" is not a request (expected ${REQUESTS_ACCEPTED})`,
    ]);
  });

  test("a workbook with no Players or Wallchart sheet but round sheets is refused", () => {
    expect(messages({ sheets: [{ name: "Round 1", cells: [] }] })).toEqual([
      "the workbook has no Players or Wallchart sheet (one of them lists the players)",
    ]);
  });
});

describe("single-sheet wallchart (CSV files)", () => {
  test.each(["R1", "Rd 1", "Round 1", "1", "rd. 1", "1.Rd"])("round header %s", (h) =>
    expect(roundOfHeader(h)).toBe(1),
  );
  test.each(["Name", "Rating", "R", "Round", "2026", "0"])("not a round header: %s", (h) =>
    expect(roundOfHeader(h)).toBeNull(),
  );

  test("a CSV wallchart with Name and Rating, read through parseCsv", () => {
    const csv = "Name,Rating,Rd 1,Rd 2,Total\r\nAnn,1800,W2,B,2\r\nBob,,L1,H,0.5\r\n";
    const { value, problems } = readWallchartGrid(parseCsv(csv).value, "club.csv");
    expect(problems).toEqual([]);
    expect(value.players).toStrictEqual([
      {
        id: 1,
        name: "Ann",
        rating: 1800,
        rounds: [
          { kind: "win", opponent: 2, colour: null },
          { kind: "pab", opponent: 0, colour: null },
        ],
      },
      {
        id: 2,
        name: "Bob",
        rating: null,
        rounds: [
          { kind: "loss", opponent: 1, colour: null },
          { kind: "halfBye", opponent: 0, colour: null },
        ],
      },
    ]);
  });

  test("round columns only, names optional", () => {
    const { value } = readWallchartGrid(
      [
        ["1", "2"],
        ["W2", ""],
        ["L1", ""],
      ],
      "x.csv",
    );
    expect(value.players.map((p) => [p.name, p.rounds.length])).toEqual([
      ["", 2],
      ["", 2],
    ]);
  });

  test("problems name the file's cells", () => {
    const { problems } = readWallchartGrid(
      [
        ["Name", "R1"],
        ["Ann", "W3"],
        ["Bob", ""],
      ],
      "club.csv",
    );
    expect(problems.map((p) => p.message)).toEqual([
      "Round 1, player #1 ('club.csv'!B2): \"W3\" names #3, but there are 2 players",
    ]);
  });

  test("a sheet with no header row", () => {
    expect(readWallchartGrid([["Ann", "W2"]], "x.csv").problems.map((p) => p.message)).toEqual([
      "'x.csv': no header row (expected Name or round columns (R1, Rd 1, Round 1, 1 …) in one of the first rows)",
    ]);
  });

  test("a workbook with one other sheet is read as a single-sheet wallchart", () => {
    const t = readWorkbook({
      sheets: [
        {
          name: "Sheet1",
          cells: [
            ["Name", "R1"],
            ["Ann", "W2"],
            ["Bob", "L1"],
          ],
        },
      ],
    });
    expect(t.problems).toEqual([]);
    expect(t.value.players).toHaveLength(2);
  });
});

describe("makeWorkbook", () => {
  const t: Tournament = {
    info: { name: "Club" },
    totalRounds: 3,
    initialColour: "w",
    players: [
      {
        id: 1,
        name: "Ann",
        rating: 1800,
        rounds: [
          { kind: "win", opponent: 2, colour: "w" },
          { kind: "halfBye", opponent: 0, colour: null },
        ],
      },
      {
        id: 2,
        name: "Bob",
        rating: null,
        rounds: [
          { kind: "loss", opponent: 1, colour: "b" },
          { kind: "pab", opponent: 0, colour: null },
        ],
        request: "zeroBye",
      },
      { id: 3, name: "Cy", rating: 1500, team: "MCC", rounds: [null, { kind: "zeroBye", opponent: 0, colour: null }] },
    ],
  };
  test("sheets and cells", () => {
    const wb = makeWorkbook(t);
    expect(wb.sheets.map((s) => s.name)).toEqual(["Tournament", "Players", "Wallchart", "Round 1", "Round 2"]);
    expect(wb.sheets[1]?.cells).toEqual([
      ["#", "Name", "Rating", "Team"],
      [1, "Ann", 1800, null],
      [2, "Bob", null, null],
      [3, "Cy", 1500, "MCC"],
    ]);
    expect(wb.sheets[2]?.cells).toEqual([
      ["#", "Name", "R1", "R2", "Request"],
      [1, "Ann", "W2w", "H", null],
      [2, "Bob", "L1b", "B", "U"],
      [3, "Cy", "", "U", null],
    ]);
    expect(wb.sheets[4]?.cells).toEqual([
      ["Board", "White", "Black", "Result"],
      ["", "#2 Bob", "BYE", "1"],
      ["", "#1 Ann", "H", "½"],
      ["", "#3 Cy", "U", "0"],
    ]);
    expect(unposted(readWorkbook(wb))).toStrictEqual({ value: t, problems: [] });
    expect(readWorkbook(wb).value.boards).toEqual([[{ board: "1", white: 1, black: 2, at: "'Round 1'!A2" }], []]);
  });

  test("a round with a game of unknown colours gets no Round sheet (the wallchart holds it)", () => {
    const u: Tournament = {
      ...t,
      players: t.players.map((p) => ({
        ...p,
        rounds: p.rounds.map((e) => (e !== null && e.opponent > 0 ? { ...e, colour: null } : e)),
      })),
    };
    expect(makeWorkbook(u).sheets.map((s) => s.name)).toEqual(["Tournament", "Players", "Wallchart", "Round 2"]);
    expect(unposted(readWorkbook(makeWorkbook(u))).value).toStrictEqual(u);
  });

  test("property: readWorkbook(makeWorkbook(t)) gives back what the layout holds", () => {
    fc.assert(
      fc.property(arbitraryTournament(), (t) => {
        const back = readWorkbook(makeWorkbook(t));
        expect(unposted(back)).toStrictEqual({ value: forWorkbook(t), problems: [] });
        // The boards read back are the boards written: a second round trip keeps them as posted.
        expect(readWorkbook(makeWorkbook(back.value)).value.boards).toEqual(back.value.boards);
      }),
      { numRuns: 300 },
    );
  });

  test("property: the Wallchart sheet as CSV reads back through parseCsv and readWallchartGrid", () => {
    fc.assert(
      fc.property(arbitraryTournament({ plain: true }), (t) => {
        const sheet = makeWorkbook(t).sheets.find((s) => s.name === "Wallchart");
        const csv = makeCsv((sheet?.cells ?? []).map((row) => row.map((c) => (c === null ? "" : String(c)))));
        const back = readWallchartGrid(parseCsv(csv).value, "w.csv");
        expect(back.problems).toEqual([]);
        expect(back.value.players.map((p) => p.rounds)).toEqual(forWorkbook(t).players.map((p) => p.rounds));
      }),
      { numRuns: 200 },
    );
  });
});

describe("the Joined column and the Never pair sheet, read with the workbook", () => {
  const players = [
    ["#", "Name", "Rating", "Joined"],
    [1, "Ann", 2000, ""],
    [2, "Bob", 1900, 2],
    [3, "Cy", 1800, "soon"],
  ];
  test("a late entry's round is kept; a value that is not a round names its cell", () => {
    const r = readWorkbook({ sheets: [{ name: "Players", cells: players }] });
    expect(r.value.players.map((p) => p.joinedRound)).toEqual([undefined, 2, undefined]);
    expect(r.problems.map((p) => p.message)).toEqual([
      'Players!D4: "soon" is not a round (the round a late entry joined, 2 or later)',
    ]);
  });
  test("the Never pair sheet's pairs become the never-pair list; a cell that is no player is named", () => {
    const never = [
      ["Player", "Never paired with"],
      ["#3 Cy", "Ann"],
      ["Nobody", 2],
    ];
    const r = readWorkbook({
      sheets: [
        { name: "Players", cells: players.map((row) => row.slice(0, 3)) },
        { name: "Never pair", cells: never },
      ],
    });
    expect(r.value.forbiddenPairs).toEqual([[1, 3]]);
    expect(r.problems.map((p) => p.message)).toEqual([
      `'Never pair'!A3: "Nobody" is not a player (expected #n, the pairing number, or the name as on Players)`,
    ]);
  });
});
