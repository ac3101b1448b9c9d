/**
 * The rating list as published (seed 000: "The Rating"; issue 32, item 4): alphabetical and by state,
 * the published (rounded) figure only, the ID on every line, and the statistics — on the booklet's
 * worked examples (test/fixtures/acf: Brown 1011.5 listed 1012, Smith's first published 1055).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { parseCsv } from "../../../src/core/formats/csv";
import { ratingListPage } from "../../../src/core/html/rating-list";
import {
  publishedList,
  publishedSheets,
  publishedTables,
  ratePeriod,
  readGames,
  readPlayers,
  statisticsText,
} from "../../../src/core/ratings/acf1994";
import { expectGolden } from "../../golden";

const dir = join(__dirname, "..", "..", "fixtures", "acf");
function period() {
  const table = (f: string) => parseCsv(readFileSync(join(dir, f), "utf8")).value;
  const p = readPlayers(table("players.csv"), "players.csv");
  const g = readGames(table("games.csv"), "games.csv");
  return ratePeriod(p.value, g.value, { date: "1994-04-30" });
}

describe("publishedList (seed 000)", () => {
  const list = publishedList(period());

  test("alphabetical by name (case ignored), with the ID on every line and the rounded figure only", () => {
    const names = list.alphabetical.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(list.alphabetical.find((l) => l.id === "1")).toEqual({
      id: "1",
      name: "Brown, Bill",
      state: "VIC",
      rating: "1012",
      games: 7,
      isNew: false,
    });
    // No line carries the hundredths the calculation keeps (1011.5 is published as 1012).
    for (const l of list.alphabetical) expect(l.rating).toMatch(/^(\d+|\dR)$/);
  });

  test("new and unrated players have no rating column and are not listed; a provisional player under nine games shows nR", () => {
    const ids = list.alphabetical.map((l) => l.id);
    expect(ids).not.toContain("19"); // Newbie: 1/1 is 100%, unrated
    expect(list.alphabetical.find((l) => l.id === "17")).toMatchObject({ rating: "1R", isNew: true });
    // Smith: listed "5R" at the start, his first published figure now: new to the list.
    expect(list.alphabetical.find((l) => l.id === "2")).toMatchObject({ rating: "1055", isNew: true });
  });

  test("by state: states alphabetical, each alphabetical", () => {
    expect(list.byState.map((g) => [g.state, g.lines.length])).toEqual([
      ["NSW", 8],
      ["QLD", 2],
      ["VIC", 8],
    ]);
    expect(list.byState[1]?.lines.map((l) => l.name)).toEqual(["Junior, Jan", "Zero, Zac"]);
  });

  test("statistics: players listed, new, by category and state, the average of published ratings", () => {
    const s = list.statistics;
    expect(s.inFile).toBe(19);
    expect(s.active).toBe(19);
    // 16 confirmed: (9761 VIC + 9162 NSW + 1400 QLD) / 16 = 1270.2; with Smith's 1055, 21378 / 17 = 1257.5 → 1258.
    expect(s.total).toEqual({ label: "On the list", players: 18, isNew: 2, average: 1258 });
    expect(s.categories.map((c) => [c.players, c.isNew, c.average])).toEqual([
      [16, 0, 1270],
      [1, 1, 1055],
      [1, 1, null],
    ]);
    expect(s.states.map((c) => [c.label, c.players, c.average])).toEqual([
      ["NSW", 8, 1277],
      ["QLD", 2, 1400],
      ["VIC", 8, 1220],
    ]);
    expect(statisticsText(list)[0]).toBe("On the list: 18 players (2 new), average published rating 1258.");
  });

  test("as sheets: ratings and counts as numbers, IDs as text", () => {
    const [alpha, byState, stats] = publishedSheets(list);
    expect(alpha?.name).toBe("Rating list");
    expect(alpha?.cells[0]).toEqual(["Name", "ID", "State", "Rating", "Games this period", "New"]);
    expect(alpha?.cells[1]).toEqual(["Avery, Al", "3", "VIC", 1238, 1, ""]);
    expect(byState?.cells[0]).toEqual(["State", "Name", "ID", "Rating", "Games this period", "New"]);
    expect(stats?.cells[3]).toEqual(["On the list", 18, 2, 1258]);
    expect(publishedTables(list).map((t) => t.title)).toEqual([
      "Rating list (alphabetical)",
      "Rating list by state",
      "Statistics",
    ]);
  });

  test("golden: the published list's web page", () => {
    expectGolden("rating-list-acf-1994.html", ratingListPage(list, "ACF rating list to 1994-04-30"));
  });
});

describe("the list's order", () => {
  test("numbers inside names sort as numbers ('Player 2' before 'Player 10'), case ignored, then by ID", () => {
    const entry = (id: string, name: string) =>
      ({
        player: { id, name, state: "VIC", birthDate: null },
        status: "CONFIRMED",
        rating: 150000,
        history: { games: 40, sum: 0, score: 200 },
        startStatus: "CONFIRMED",
        startRating: 150000,
        startGames: 30,
        gamesPlayed: 0,
      }) as never;
    const list = publishedList({
      system: "1994",
      entries: [entry("3", "Player 10"), entry("1", "player 2"), entry("2", "Player 2"), entry("4", "Abel")],
      events: [],
    });
    expect(list.alphabetical.map((l) => `${l.name}#${l.id}`)).toEqual([
      "Abel#4",
      "player 2#1",
      "Player 2#2",
      "Player 10#3",
    ]);
  });
});
