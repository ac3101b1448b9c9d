/**
 * The season in the workbook: "Add event to the season" (from a file, from the event in the
 * workbook), the Season sheet rebuilt, twice adds once, bad input writes nothing; and the ratings
 * officer's period in the pane, equal to `wallchart acf-period`.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { unwrap } from "../../src/core/errors";
import { parseCsv } from "../../src/core/formats/csv";
import {
  newListTable,
  periodReports,
  ratePeriod,
  readGames,
  readPlayers,
  reportSheets,
  publishedList,
  publishedSheets,
  DEFAULT_AGES,
} from "../../src/core/ratings/acf1994";
import { season } from "../../src/core/season/season";
import { seasonGrid } from "../../src/workbook/actions/season";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { SEASON_DIR, workedEvents } from "../core/season/helpers";
import { expectDone, harness, sampleBook } from "./helpers";

const file = (name: string) => ({ name, text: readFileSync(join(SEASON_DIR, name), "utf8") });

async function workedSeason() {
  const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
  expectDone(
    await h.run("addSeasonEvent", {
      name: "Autumn Cup",
      date: "1994-03-12",
      scheme: "ACF1",
      file: file("autumn-cup.csv"),
    }),
  );
  expectDone(
    await h.run("addSeasonEvent", {
      name: "Winter Open",
      date: "1994-07-02",
      scheme: "acf2",
      file: file("winter-open.csv"),
    }),
  );
  const last = expectDone(
    await h.run("addSeasonEvent", {
      name: "Spring Classic",
      date: "1994-10-22",
      scheme: "ACF3",
      file: file("spring-classic.csv"),
    }),
  );
  return { h, last };
}

describe("Add event to the season", () => {
  test("three events from files give the worked season's Season sheet (the same as the core)", async () => {
    const { h, last } = await workedSeason();
    expect(last.message).toBe(
      "Spring Classic added to the season (sheet GP Spring Classic): 3 events, 9 players; Open leader Carl Diaz. Written to the Season sheet.",
    );
    expect(last.details).toEqual([
      'To check: Did you mean "Ivan Petrov" (Winter Open, line 5) for "Ivn Petrov" (Spring Classic, line 5)? Kept as two players; give both the same ID, or add an alias, if they are one.',
    ]);
    expect(h.wb.names()).toEqual([
      "Sheet1",
      "Events",
      "GP Autumn Cup",
      "Season",
      "GP Winter Open",
      "GP Spring Classic",
    ]);
    expect(h.wb.values("Events").map((r) => r.map((c) => c ?? ""))).toEqual([
      ["Event", "Date", "Scheme", "Rounds", "Section", "Sheet"],
      ["Autumn Cup", "1994-03-12", "ACF1", "", "", "GP Autumn Cup"],
      ["Winter Open", "1994-07-02", "ACF2", "", "", "GP Winter Open"],
      ["Spring Classic", "1994-10-22", "ACF3", "", "", "GP Spring Classic"],
    ]);
    const expected = seasonGrid(season(workedEvents()));
    const shown = h.wb.values("Season").map((r) => r.map((c) => (c === null ? "" : String(c))));
    expect(shown.length).toBe(expected.length);
    expect(shown.map((r) => r.join("|").replace(/\|+$/, ""))).toEqual(expected.map((r) => r.map(String).join("|")));
    // Issue 32: the Season sheet prints one page wide, landscape, under its title.
    expect(h.wb.print.get("Season")).toEqual({
      sheet: "Season",
      title: "ACF Grand Prix 1994 after 3 events (best 7 scores per category; scores in brackets do not count)",
      landscape: true,
      repeatRows: 1,
    });
  });

  test("adding the same event twice adds it once", async () => {
    const { h } = await workedSeason();
    const before = h.wb.toSheets();
    const again = await h.run("addSeasonEvent", {
      name: "winter open",
      date: "1994-07-02",
      scheme: "ACF2",
      file: file("winter-open.csv"),
    });
    expect(again).toEqual({
      kind: "refused",
      message: "winter open (1994-07-02) is already in the season (Events row 3); nothing was added.",
      problems: [],
    });
    expect(h.wb.toSheets()).toEqual(before);
  });

  test("bad input writes nothing: no date, a scheme that is not one, an event outside the year, a bad file", async () => {
    const { h } = await workedSeason();
    const before = h.wb.toSheets();
    const noDate = await h.run("addSeasonEvent", { name: "X", scheme: "ACF1", file: file("winter-open.csv") });
    expect(noDate.kind === "refused" && noDate.problems).toEqual(["Date: give the event's date (1994-04-01)."]);
    const scheme = await h.run("addSeasonEvent", {
      name: "X",
      date: "1994-08-01",
      scheme: "ACF9",
      file: file("winter-open.csv"),
    });
    expect(scheme.kind === "refused" && scheme.problems).toEqual(['GP X (X): scheme "ACF9" is not ACF1–ACF5 or VCF']);
    const year = await h.run("addSeasonEvent", {
      name: "X",
      date: "1995-01-08",
      scheme: "ACF1",
      file: file("winter-open.csv"),
    });
    expect(year.kind === "refused" && year.problems).toEqual([
      "GP X (X): 1995-01-08 is not in the 1994 Grand Prix year",
    ]);
    const bad = await h.run("addSeasonEvent", {
      name: "X",
      date: "1994-08-01",
      scheme: "ACF1",
      file: { name: "x.csv", text: "Name,Score\nAnn,lots\n" },
    });
    expect(bad.kind).toBe("refused");
    expect(h.wb.toSheets()).toEqual(before);
  });

  test("a December list sheet by ID alone (no Name column) is read on Rebuild the season (issue 32 item 6)", async () => {
    const { h } = await workedSeason();
    h.wb.addSheet("December list");
    h.wb.type("December list", 0, 0, "ID");
    h.wb.type("December list", 0, 1, "Rating");
    h.wb.type("December list", 1, 0, "3104");
    h.wb.type("December list", 1, 1, "1700");
    expectDone(await h.run("refreshSeason"));
    const grid = h.wb.values("Season").map((r) => r.map((c) => String(c ?? "")));
    const u1600 = grid.findIndex((r) => /^U1600/i.test(r[0] ?? "") || /Under 1600/i.test(r[0] ?? ""));
    const next = grid.findIndex((r, i) => i > u1600 && r.every((c) => c === ""));
    expect(u1600).toBeGreaterThanOrEqual(0);
    expect(grid.slice(u1600, next).some((r) => r.includes("Anna Lee"))).toBe(false);
  });

  test("the pane loads a December list file by ID; a bad file is refused by line and writes nothing (issue 32 item 6)", async () => {
    const { h } = await workedSeason();
    const before = h.wb.toSheets();
    const bad = await h.run("loadRatingList", { file: { name: "dec.csv", text: "ID,Rating\n3104,high\n" } });
    expect(bad.kind === "refused" && bad.problems).toEqual(['dec.csv, line 2 (3104): rating "high" is not a whole number (blank for none)']);
    expect(h.wb.toSheets()).toEqual(before);
    const o = expectDone(await h.run("loadRatingList", { file: { name: "dec.csv", text: "ID,Rating\n3104,1700\n" } }));
    expect(o.message).toBe("dec.csv is the December list now (1 player): Rebuild the season to rate its categories by it.");
    expect(h.wb.values("December list").map((r) => r.map((c) => String(c ?? "")))).toEqual([["ID", "Rating"], ["3104", "1700"]]);
    expectDone(await h.run("refreshSeason"));
  });

  test("an alias typed in the Aliases sheet merges on Rebuild the season", async () => {
    const { h } = await workedSeason();
    h.wb.addSheet("Aliases");
    h.wb.type("Aliases", 0, 0, "Name as written");
    h.wb.type("Aliases", 0, 1, "Same player as");
    h.wb.type("Aliases", 1, 0, "Ivn Petrov");
    h.wb.type("Aliases", 1, 1, "Ivan Petrov");
    const o = expectDone(await h.run("refreshSeason"));
    expect(o.message).toBe("Season rebuilt: 3 events, 8 players; Open leader Carl Diaz. Written to the Season sheet.");
    expect(
      h.wb
        .values("Season")
        .find((r) => r[1] === "Ivan Petrov")
        ?.slice(0, 8)
        .map((c) => c ?? ""),
    ).toEqual(["5", "Ivan Petrov", "", "SA", "", "4", "4½", "8½"]);
  });

  test("the event in this workbook: its players and scores, the date and scheme from the form", async () => {
    const h = harness(sampleBook(10, 3));
    const o = await h.run("addSeasonEvent", { name: "Club Cup", date: "2024-05-01", scheme: "ACF1" });
    expectDone(o);
    const sheet = h.wb.values("GP Club Cup");
    expect(sheet[0]).toEqual(["Place", "ID", "Name", "Score", "Rating", "Sex", "Birth", "State", "School", "Rounds"]);
    expect(sheet).toHaveLength(11);
  });

  test("the season status lists the events", async () => {
    const { h } = await workedSeason();
    const o = expectDone(await h.run("seasonStatus"));
    expect(o.data).toEqual([
      { name: "Autumn Cup", date: "1994-03-12", scheme: "ACF1", sheet: "GP Autumn Cup" },
      { name: "Winter Open", date: "1994-07-02", scheme: "ACF2", sheet: "GP Winter Open" },
      { name: "Spring Classic", date: "1994-10-22", scheme: "ACF3", sheet: "GP Spring Classic" },
    ]);
  });
});

describe("The ratings officer's period (seed 000)", () => {
  const fixture = (name: string) => unwrap(parseCsv(readFileSync(join(__dirname, "../fixtures/acf", name), "utf8")));
  const book = () =>
    new MemoryWorkbook([
      { name: "Rating players", cells: fixture("players.csv") },
      { name: "Games", cells: fixture("games.csv") },
    ]);

  test("the new list, the four reports and the published list, exactly what acf-period writes; run twice, the same", async () => {
    const h = harness(book());
    const first = expectDone(await h.run("ratingsPeriod", {}));
    expect(first.message).toMatch(
      /^Period rated \(\d+ players, \d+ games, the 1994 rules\): the new list and the reports are on the sheets New list, Top, (Under \d+, )*Improvers, Active, Rating list, By state, Statistics; the published list \(18 players, alphabetical, by state, statistics\) is also a web page to download\.$/,
    );
    expect(first.file?.name).toBe("rating-list.html");
    expect(first.file?.text).toContain("<h2>Rating list (alphabetical)</h2>");
    const p = unwrap(readPlayers(fixture("players.csv"), "p"));
    const g = unwrap(readGames(fixture("games.csv"), "g"));
    const result = ratePeriod(p, g, {});
    const expected = [
      { name: "New list", cells: newListTable(result) },
      ...reportSheets(periodReports(result.entries, { ages: [...DEFAULT_AGES] })),
      ...publishedSheets(publishedList(result)),
    ];
    const trim = (rows: readonly (readonly unknown[])[]) =>
      rows.map((r) =>
        r
          .map((c) => (c === null ? "" : String(c)))
          .join("|")
          .replace(/\|+$/, ""),
      );
    for (const s of expected) expect(trim(h.wb.values(s.name))).toEqual(trim(s.cells));
    const after = h.wb.toSheets();
    expectDone(await h.run("ratingsPeriod", {}));
    expect(h.wb.toSheets()).toEqual(after);
  });

  test("per game is a setting kept between runs", async () => {
    const h = harness(book());
    expectDone(await h.run("ratingsPeriod", { perGame: true, k: 20 }));
    const o = expectDone(await h.run("ratingsPeriod", {}));
    expect(o.message).toMatch(/per-game system K 20/);
    const refused = await h.run("ratingsPeriod", { perGame: false, k: 20 });
    expect(refused.kind === "refused" && refused.problems).toEqual([
      "K is for the per-game system (the 1994 rules have K = 15): tick Per game or clear K.",
    ]);
  });

  test("bad input: nothing written, every problem named", async () => {
    const cells = fixture("games.csv").map((r) => [...r]);
    (cells[1] as string[])[4] = "win";
    const h = harness(
      new MemoryWorkbook([
        { name: "Rating players", cells: fixture("players.csv") },
        { name: "Games", cells },
      ]),
    );
    const o = await h.run("ratingsPeriod", {});
    expect(o.kind).toBe("refused");
    expect(o.kind === "refused" && o.problems.join("\n")).toMatch(/Games sheet row 2: result "win" is not 1, ½ or 0/);
    expect(h.wb.names()).toEqual(["Rating players", "Games"]);
    const none = await harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }])).run("ratingsPeriod", {});
    expect(none.kind === "refused" && none.problems).toEqual([
      'No "Rating players" sheet: the player file (ID, Name, State, Birth date, Rating, Status, NG, AR, TS).',
      'No "Games" sheet: the period\'s games (Event, Date, White, Black, Result).',
    ]);
  });
});
