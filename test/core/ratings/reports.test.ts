import { compareIds, periodReports, ratePeriod } from "../../../src/core/ratings/acf1994";
import { game, player, series } from "./helpers";

describe("the booklet's reports (seed 000, Information in the Reports)", () => {
  const players = [
    player("1", "CONFIRMED", 2400, { name: "Rogers, Ian", state: "NSW", birthDate: "1960-07-24" }),
    player("2", "CONFIRMED", 2400, { name: "Johansen, Darryl", state: "VIC", birthDate: "1959-02-04" }),
    player("3", "CONFIRMED", 1800, { name: "Junior, Ann", state: "QLD", birthDate: "1980-01-01" }),
    player("4", "CONFIRMED", 1700, { name: "Junior, Bob", state: "QLD", birthDate: "1982-06-30" }),
    player("5", "PROVISIONAL", 1500, {
      name: "Prov, Pat",
      state: "VIC",
      games: 5,
      average: 1500,
      score: 2.5,
      birthDate: "1984-03-03",
    }),
    player("6", "NEW", null, { name: "New, Ned", state: "VIC" }),
    player("7", "CONFIRMED", 1200, { name: "Idle, Ida", state: "SA" }),
  ];
  const games = [
    ...series("Open", "1994-03-05", "4", ["1", "2", "3"], 2.5),
    game("Open", "1994-03-05", "5", "3", 0),
    game("Club", "1994-03-10", "6", "3", 0.5),
  ];
  const result = ratePeriod(players, games);
  const reports = periodReports(result.entries, { date: "1994-04-30", ages: [18, 14], top: 3 });

  test("Top Players: published ratings, highest first; equal ratings share a place, then by name", () => {
    expect(reports.top.map((r) => [r.place, r.name])).toEqual([
      [1, "Johansen, Darryl"],
      [1, "Rogers, Ian"],
      [3, "Junior, Ann"],
    ]);
  });
  test("Top Under nn: age at the beginning of the year; unpublished ratings (5R) left out", () => {
    expect(reports.juniors.map((j) => j.under)).toEqual([18, 14]);
    const u18 = reports.juniors[0]?.rows ?? [];
    expect(u18.map((r) => [r.name, r.rating, r.figure])).toEqual([
      ["Junior, Ann", "1800", 14], // born 1 January 1980: 14 on 1 January 1994
      ["Junior, Bob", "1729", 11], // born 30 June 1982: 11
    ]);
    expect((reports.juniors[1]?.rows ?? []).map((r) => r.name)).toEqual(["Junior, Bob"]);
  });
  test("no period date, no junior reports", () => {
    expect(periodReports(result.entries).juniors).toEqual([]);
  });
  test("Top Improvers: the increase on the published list", () => {
    // Bob 1700: 2.5/3 against 2036 (the 336 rule), 2036, 1800 → 257 → .18: +29.40 → 1729.4
    expect(reports.improvers.map((r) => [r.name, r.rating, r.figure])).toEqual([["Junior, Bob", "1729", 29]]);
  });
  test("Active players: by state, with the games played in the period and the list figure (5R for a provisional player under nine games)", () => {
    expect(reports.active.map((s) => s.state)).toEqual(["NSW", "QLD", "VIC"]);
    const vic = reports.active.find((s) => s.state === "VIC")?.rows ?? [];
    expect(vic.map((r) => [r.name, r.rating, r.figure])).toEqual([
      ["Johansen, Darryl", "2387", 1], // lost to Bob, counted as 2064: −13.20
      ["New, Ned", "1R", 1],
      ["Prov, Pat", "6R", 1],
    ]);
    const qld = reports.active.find((s) => s.state === "QLD")?.rows ?? [];
    expect(qld.map((r) => r.figure)).toEqual([3, 3]);
  });
  test("ids sort as numbers when they are numbers", () => {
    expect(["10", "9", "010", "a", "B"].sort(compareIds)).toEqual(["9", "010", "10", "B", "a"]);
  });
});
