import { isoDate, ageAtNewYear, readGames, readPlayers, resultTenths } from "../../../src/core/ratings/acf1994";

describe("reading the player file", () => {
  test("a header row names the columns in any order", () => {
    const r = readPlayers(
      [
        ["Status", "ID", "Name", "State", "Birth date", "Rating", "NG", "AR", "TS"],
        ["confirmed", "101", "Brown, B", "vic", "9/4/1980", "1011.5", "40", "1100", "20"],
        ["", "102", "Smith, S", "NSW", "", "", "5", "1250", "1"],
        ["", "", "", "", "", "", "", "", ""],
        ["P", "103", "Green, G", "QLD", "1981-02-03", "1010", "5", "1250", "1½"],
      ],
      "players.csv",
    );
    expect(r.problems).toEqual([]);
    expect(r.value.map((p) => [p.id, p.status, p.rating, p.games, p.average, p.score, p.state, p.birthDate])).toEqual([
      ["101", "CONFIRMED", 101150, 40, 110000, 200, "VIC", "1980-04-09"],
      ["102", "PROVISIONAL", null, 5, 125000, 10, "NSW", null],
      ["103", "PROVISIONAL", 101000, 5, 125000, 15, "QLD", "1981-02-03"],
    ]);
    expect(r.value[2]?.place).toBe("players.csv row 5");
  });
  test("without a header the columns are id, name, state, birth date, rating, status, NG, AR, TS", () => {
    const r = readPlayers([[7, "Jones", "ACT", null, 2400, "CONFIRMED", 200, 2300, 150]], "sheet Players");
    expect(r.problems).toEqual([]);
    expect(r.value[0]).toMatchObject({
      id: "7",
      name: "Jones",
      rating: 240000,
      status: "CONFIRMED",
      place: "sheet Players row 1",
    });
  });
  test("a blank status is worked out: a rating and 30 games or more (or no NG) → CONFIRMED; no rating and no games → NEW", () => {
    const r = readPlayers(
      [
        ["id", "rating", "NG", "AR", "TS"],
        ["1", "1500", "", "", ""],
        ["2", "", "", "", ""],
        ["3", "1500", "12", "1400", "6"],
        ["4", "", "6", "1400", "0"],
      ],
      "p",
    );
    expect(r.value.map((p) => p.status)).toEqual(["CONFIRMED", "NEW", "PROVISIONAL", "UNRATED"]);
  });
  test("every problem is listed with its row, and no records are given", () => {
    const r = readPlayers(
      [
        ["id", "rating", "status", "NG", "AR", "TS", "birth date"],
        ["", "1500", "CONFIRMED", "", "", "", ""],
        ["2", "abc", "", "", "", "", ""],
        ["3", "", "MASTER", "", "", "", ""],
        ["4", "", "PROVISIONAL", "5", "", "7", "31/2/1980"],
        ["5", "", "CONFIRMED", "4.5", "", "", ""],
      ],
      "players.csv",
    );
    expect(r.value).toEqual([]);
    expect(r.problems.map((p) => p.message)).toEqual([
      "players.csv row 2: no player id",
      'players.csv row 3: rating "abc" is not a number',
      'players.csv row 4: status "MASTER" is not NEW, UNRATED, PROVISIONAL, CONFIRMED',
      "players.csv row 5: TS 7 is more than NG 5",
      "players.csv row 5: a PROVISIONAL player needs AR, the average of the player's opponents",
      'players.csv row 5: birth date "31/2/1980" is not a date (YYYY-MM-DD or D/M/YYYY)',
      'players.csv row 6: NG "4.5" is not a whole number of games',
      "players.csv row 6: a CONFIRMED player needs a rating",
    ]);
  });
  test("a file with no id column", () => {
    expect(
      readPlayers(
        [
          ["name", "rating"],
          ["A", "1500"],
        ],
        "p.csv",
      ).problems[0]?.message,
    ).toBe('p.csv: no "id" column');
  });
});

describe("reading the games", () => {
  test("results are White's score: 1, ½ or 0 in the usual spellings", () => {
    expect(
      ["1", "1-0", "0", "0-1", "½", "0.5", ".5", "1/2", "=", "½-½", "1/2-1/2", "0.5-0.5"].map(resultTenths),
    ).toEqual([10, 10, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(["2", "W", "", "1-1", "-1"].map(resultTenths)).toEqual([null, null, null, null, null]);
  });
  test("rows, dates and places", () => {
    const r = readGames(
      [
        ["Event", "Date", "White", "Black", "Result"],
        ["Doeberl Cup", "1/4/1994", 12, 34, 0.5],
      ],
      "games.csv",
    );
    expect(r.value).toEqual([
      { event: "Doeberl Cup", date: "1994-04-01", white: "12", black: "34", result: 5, place: "games.csv row 2" },
    ]);
  });
  test("missing columns and bad cells, all listed", () => {
    expect(readGames([["event", "white", "black", "result"]], "g").problems.map((p) => p.message)).toEqual([
      'g: no "date" column',
    ]);
    const r = readGames(
      [
        ["event", "date", "white", "black", "result"],
        ["", "93-4-1", "1", "", "1"],
      ],
      "g",
    );
    expect(r.problems.map((p) => p.message)).toEqual([
      "g row 2: no event",
      'g row 2: date "93-4-1" is not a date (YYYY-MM-DD or D/M/YYYY)',
      "g row 2: no black player id",
    ]);
  });
});

describe("dates", () => {
  test("ISO and Australian day-first dates, full years only", () => {
    expect(isoDate("1994-04-09")).toBe("1994-04-09");
    expect(isoDate("1994/4/9")).toBe("1994-04-09");
    expect(isoDate("9/4/1994")).toBe("1994-04-09");
    expect(isoDate("9.4.1994")).toBe("1994-04-09");
    expect(isoDate("29/2/1993")).toBeNull();
    expect(isoDate("29/2/1992")).toBe("1992-02-29");
    expect(isoDate("9/4/94")).toBeNull();
  });
  test("age at the beginning of the year", () => {
    expect(ageAtNewYear("1976-01-01", 1994)).toBe(18);
    expect(ageAtNewYear("1976-01-02", 1994)).toBe(17);
  });
});
