import { readFileSync } from "fs";
import { join } from "path";
import { readGpTable, parseScore } from "../../../src/core/grandprix/table";

const csvRows = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((l) => l.split(","));

describe("players table for gp / qualify", () => {
  test("seed 002's K-12 standings read as printed: Post Rating, School Code, Game Score; Rd columns give the rounds", () => {
    const text = readFileSync(join(__dirname, "..", "..", "fixtures", "gp", "seed002_k12.csv"), "utf8");
    const t = readGpTable(csvRows(text), "k12.csv", ["name", "score", "rating"]);
    expect(t.problems).toEqual([]);
    expect(t.value.roundColumns).toBe(5);
    expect(t.value.rows).toHaveLength(16);
    expect(t.value.rows[1]).toMatchObject({ line: 3, name: "Sally", score: 35, rating: 2153, team: "LMHS", rounds: 5 });
  });

  test("zero-point byes and absences are no part in a round (U, U---, -, 0)", () => {
    const t = readGpTable(csvRows("Name,Score,Rd 1,Rd 2,Rd 3\nAnn,1,W2,U---,-\nBo,0,L1,,0"), "x.csv");
    expect(t.value.rows.map((r) => r.rounds)).toEqual([1, 1]);
  });

  test("every bad cell is listed with the file, the line and the player", () => {
    const t = readGpTable(
      csvRows("Name,Score,Rating,Sex,Birth,Qualified\nAnn,3.25,1500,F,,\nBo,2,15x0,Q,1980-02-30,maybe\n,1,,,,"),
      "x.csv",
    );
    expect(t.problems.map((p) => p.message)).toEqual([
      'x.csv, line 2 (Ann): score "3.25" is not a game score (0 or more, in halves or tenths)',
      'x.csv, line 3 (Bo): rating "15x0" is not a rating (a whole number, blank for none)',
      'x.csv, line 3 (Bo): sex "Q" is not F, W, M or blank',
      'x.csv, line 3 (Bo): birth "1980-02-30" is not a date written year first (1976-01-02)',
      'x.csv, line 3 (Bo): qualified "maybe" is not TRUE or FALSE',
      "x.csv, line 4: no name",
    ]);
  });

  test("a missing required column names the header line", () => {
    const t = readGpTable([[], ["Player", "Points"]], "x.csv", ["name", "score"]);
    expect(t.problems.map((p) => p.message)).toEqual([
      'x.csv, line 2: no "score" column (the header row names the columns: name, score …)',
    ]);
  });

  test("scores: 3½, ½, 3,5, 3.5", () => {
    expect(["3½", "½", "3,5", "3.5", "", "x", "-1"].map(parseScore)).toEqual([35, 5, 35, 35, null, NaN, NaN]);
  });
});
