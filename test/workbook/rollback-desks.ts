/**
 * Issue 28, item 2: fault injection over every action the pane has that writes, beyond the
 * twenty-two of rollback-scenarios.ts: setting up and using a sheet, a section's pairing, Keizer and
 * round-robin nights, the Teams desk, the ladder's upkeep, sign-ups and ratings, moving between
 * sections, prizes, the rating report's rows, the season and the ratings period. The suites
 * (memory port, Excel's fake, the built Sheets bundle) make every write of each fail in turn.
 * READ_ONLY lists the actions that write nothing (no write to fail); test/workbook/rollback.test.ts
 * checks that every action is in one list or the other.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { ListMatcher } from "../../src/core/entries/match";
import { parseCsv } from "../../src/core/formats/csv";
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook } from "../../src/core/formats/workbook";
import { unwrap } from "../../src/core/errors";
import type { ActionArgs, ActionName } from "../../src/workbook/api";
import type { RefreshPreview } from "../../src/workbook/actions/refresh-ratings";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { sectionSheet } from "../../src/workbook/sections";
import { SEASON_DIR } from "../core/season/helpers";
import { expectDone, harness, sampleBook, typeResults, type Harness } from "./helpers";
import { agreed, type Scenario } from "./rollback-agreed";

/** The actions that only read: nothing they do can fail half-way. */
export const READ_ONLY: readonly ActionName[] = [
  "status",
  "exportTrf",
  "teamStatus",
  "ladderStatus",
  "ladderWebPage",
  "checkPairings",
  "sections",
  "exportWebPage",
  "printWall",
  "seasonStatus",
];

const args = (a: object) => a as ActionArgs[ActionName];

/** Round 1 paired, its results typed and entered. */
async function played(wb = sampleBook(8, 3)): Promise<MemoryWorkbook> {
  const h = harness(wb);
  expectDone(await h.run("pairNext"));
  typeResults(h.wb, "Round 1");
  expectDone(await h.run("enterResults"));
  return h.wb;
}

/** Two sections, Open (10) and U1400 (8), round 1 played in both. */
async function sections(): Promise<MemoryWorkbook> {
  const sheets = [
    ...makeWorkbook({ ...sampleTournament({ players: 10, rounds: 0, seed: 11 }), totalRounds: 5 }).sheets.map((s) => ({
      ...s,
      name: sectionSheet("Open", s.name),
    })),
    ...makeWorkbook({ ...sampleTournament({ players: 8, rounds: 0, seed: 12 }), totalRounds: 5 }).sheets.map((s) => ({
      ...s,
      name: sectionSheet("U1400", s.name),
    })),
  ];
  const h = harness(new MemoryWorkbook(sheets));
  h.wb.activate("Open Players");
  for (const section of ["Open", "U1400"]) {
    expectDone(await h.run("pairNext", { inSection: section }));
    typeResults(h.wb, `${section} Round 1`);
    expectDone(await h.run("enterResults", { inSection: section }));
  }
  return h.wb;
}

/** A league of four teams of four boards (and a reserve each), set up, its rosters typed. */
async function league(): Promise<Harness> {
  const h = harness(new MemoryWorkbook([]));
  expectDone(await h.run("setupTeams", { system: "roundRobin", boards: 4 }));
  const teams = ["Knights", "Rooks", "Bishops", "Pawns"];
  h.wb.setBlock(
    "Teams",
    1,
    0,
    teams.map((t) => [t, ...Array.from({ length: 5 }, (_, k) => `${t} ${k + 1}`)]),
  );
  return h;
}

/** The league with round 1 paired and every board's result typed. */
async function leagueTyped(): Promise<MemoryWorkbook> {
  const h = await league();
  expectDone(await h.run("pairTeams"));
  h.wb.values("Match R1").forEach((r, i) => {
    if (typeof r[0] === "number") h.wb.type("Match R1", i, 5, ["1-0", "½-½", "0-1", "1-0"][r[0] % 4] as string);
  });
  return h.wb;
}

/** A club ladder of six with three games recorded. */
async function ladder(): Promise<MemoryWorkbook> {
  const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
  expectDone(await h.run("setupLadder", { type: "CHALLENGE", players: ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"] }));
  for (const [date, challenger, defender, result] of [
    ["2025-02-04", "Cy", "Bob", "1-0"],
    ["2025-02-11", "Ed", "Di", "0-1"],
    ["2025-02-18", "Flo", "Ed", "1-0"],
  ] as const)
    expectDone(await h.run("recordLadderGame", { date, challenger, defender, result }));
  return h.wb;
}

/** Six players, one of them (Lee, Ann) on the list the pane kept with another rating. */
function unrefreshed(): MemoryWorkbook {
  const players = [
    { id: 1, name: "Carlsen, Magnus", rating: 2800, rounds: [], fideId: "1503014" },
    { id: 2, name: "Lee, Ann", rating: 1500, rounds: [] },
    { id: 3, name: "Stone, Bob", rating: 1400, rounds: [] },
  ];
  const wb = new MemoryWorkbook(makeWorkbook({ info: {}, players, totalRounds: 3, initialColour: null }).sheets);
  wb.activate("Players");
  return wb;
}

/** What the pane sends Refresh ratings: the list's players a matcher of the event's players kept. */
async function ratingLists(wb: MemoryWorkbook, make: (wb: MemoryWorkbook) => Harness): Promise<ActionArgs[ActionName]> {
  const h = make(new MemoryWorkbook(wb.toSheets()));
  const preview = expectDone(await h.run("refreshRatings", { preview: true })).data as RefreshPreview;
  const m = new ListMatcher(preview.players, "fideId");
  [
    { id: "1503014", name: "Carlsen, Magnus", rating: 2823, where: "line 2" },
    { id: "5000017", name: "Lee, Ann", rating: 1793, where: "line 5" },
  ].forEach((p) => m.offer(p));
  const lists = [{ label: "FIDE players_list_foa.txt (standard)", idKind: "fideId" as const, players: [...m.kept()] }];
  return agreed("refreshRatings", { lists })(wb, make);
}

const seasonFile = (name: string) => ({ name, text: readFileSync(join(SEASON_DIR, name), "utf8") });

/** A season of one event from a file. */
async function season(): Promise<MemoryWorkbook> {
  const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
  expectDone(
    await h.run("addSeasonEvent", {
      name: "Autumn Cup",
      date: "1994-03-12",
      scheme: "ACF1",
      file: seasonFile("autumn-cup.csv"),
    }),
  );
  return h.wb;
}

const acf = (name: string) => unwrap(parseCsv(readFileSync(join(__dirname, "..", "fixtures", "acf", name), "utf8")));

export const DESK_SCENARIOS: readonly Scenario[] = [
  {
    name: "Set up an event (its sheets added)",
    book: async () => new MemoryWorkbook([{ name: "Sheet1", cells: [] }]),
    action: "setupEvent",
    args: args({ name: "Club Swiss", rounds: 4 }),
  },
  {
    name: "Use this sheet (a wallchart typed by hand)",
    book: async () => {
      const wb = new MemoryWorkbook([
        {
          name: "Results",
          cells: [
            ["Spring Club Swiss"],
            [],
            ["No", "Player", "Rtg", "Rd 1", "Rd 2", "Total"],
            [1, "Ann", 1800, "W2", "", 1],
            [2, "Bob", null, "L1", "", 0],
            [3, "Cy", 1500, "B", "", 1],
          ],
        },
      ]);
      wb.activate("Results");
      return wb;
    },
    action: "useSheet",
  },
  { name: "Pair next round in a section", book: sections, action: "pairNext", args: args({ inSection: "U1400" }) },
  {
    name: "Move a player between sections (a late entry)",
    book: sections,
    action: "movePlayer",
    args: agreed("movePlayer", { player: 1, from: "U1400", to: "Open", how: "late", missed: "H" }),
  },
  {
    name: "Pair a Keizer club night",
    book: async () => {
      const h = harness(sampleBook(8, 12));
      expectDone(
        await h.run(
          "setUpKeizer",
          (await agreed("setUpKeizer", { table: "" })(h.wb, harness)) as ActionArgs["setUpKeizer"],
        ),
      );
      return h.wb;
    },
    action: "pairNext",
  },
  {
    name: "Pair a round robin's next round",
    book: async () => {
      const h = harness(sampleBook(6, 5));
      expectDone(
        await h.run(
          "setUpRoundRobin",
          (await agreed("setUpRoundRobin", { cycles: 1, seats: null })(h.wb, harness)) as ActionArgs["setUpRoundRobin"],
        ),
      );
      return h.wb;
    },
    action: "pairNext",
  },
  { name: "Pair the next team round", book: async () => (await league()).wb, action: "pairTeams" },
  { name: "Enter the team results (Matches and League table)", book: leagueTyped, action: "enterTeamResults" },
  {
    name: "Rebuild the ladder (a game typed into the log by hand)",
    book: async () => {
      const wb = await ladder();
      wb.setBlock("Ladder log", wb.values("Ladder log").length, 0, [["2025-02-25", "Bob", "Ann", "1-0"]]);
      return wb;
    },
    action: "refreshLadder",
  },
  {
    name: "Strike out a ladder log row",
    book: ladder,
    action: "strikeLadderRow",
    args: agreed("strikeLadderRow", { row: 3 }),
  },
  {
    name: "A ladder member goes away",
    book: ladder,
    action: "ladderMember",
    args: args({ date: "2025-02-25", member: "Di", change: "AWAY" }),
  },
  {
    name: "Correct a ladder result",
    book: ladder,
    action: "correctLadderRow",
    args: agreed("correctLadderRow", { row: 3, result: "1-0" }),
  },
  {
    name: "Import sign-ups into two sections",
    book: async () => new MemoryWorkbook([{ name: "Sheet1", cells: [] }]), // a spreadsheet has a sheet
    action: "importEntries",
    args: agreed("importEntries", {
      table: parseCsv(readFileSync(join(__dirname, "..", "fixtures", "entries", "signup.csv"), "utf8")).value,
      source: "signup.csv",
      sections: "Open; U1600: under 1600",
    }),
  },
  { name: "Refresh ratings from a list", book: async () => unrefreshed(), action: "refreshRatings", args: ratingLists },
  { name: "Prizes (no Prizes sheet yet: an example list made)", book: () => played(), action: "prizes" },
  {
    name: "Prizes (the Prize list written)",
    book: async () => {
      const wb = await played();
      wb.addSheet("Prizes");
      wb.setBlock("Prizes", 0, 0, [
        ["Prize", "Amount"],
        ["1st", "100"],
        ["2nd", "50"],
      ]);
      return wb;
    },
    action: "prizes",
  },
  {
    name: "Rating report… (the Tournament rows it needs added)",
    book: () => played(),
    action: "uscfReport",
    args: agreed("uscfReport", { today: "2026-11-23" }),
  },
  {
    name: "Add an event to the season (from a file)",
    book: async () => new MemoryWorkbook([{ name: "Sheet1", cells: [] }]),
    action: "addSeasonEvent",
    args: args({ name: "Winter Open", date: "1994-07-02", scheme: "ACF2", file: seasonFile("winter-open.csv") }),
  },
  {
    name: "Add the event in this workbook to the season",
    book: () => played(),
    action: "addSeasonEvent",
    args: args({ name: "Club Cup", date: "2024-05-01", scheme: "ACF1" }),
  },
  { name: "Rebuild the season", book: season, action: "refreshSeason" },
  {
    name: "Load the December list",
    book: season,
    action: "loadRatingList",
    args: args({ file: { name: "dec.csv", text: "ID,Rating\n3104,1700\n" } }),
  },
  {
    name: "Rate the period",
    book: async () =>
      new MemoryWorkbook([
        { name: "Rating players", cells: acf("players.csv") },
        { name: "Games", cells: acf("games.csv") },
      ]),
    action: "ratingsPeriod",
    args: agreed("ratingsPeriod", {}),
  },
];
