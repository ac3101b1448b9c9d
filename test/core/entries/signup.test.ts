import { readFileSync } from "fs";
import { join } from "path";
import { parseCsv } from "../../../src/core/formats/csv";
import { unwrap } from "../../../src/core/errors";
import { entryField, guessMapping } from "../../../src/core/entries/headers";
import { entriesToEnter, readBirth, readByes, readRating, readSignup } from "../../../src/core/entries/signup";

const csv = readFileSync(join(__dirname, "../../fixtures/entries/signup.csv"), "utf8");

describe("sign-up headers in the ways people write them", () => {
  test.each([
    ["Name", "name"], ["Full name", "name"], ["Player", "name"], ["First name", "first"], ["Given name", "first"],
    ["Surname", "last"], ["Last Name", "last"], ["ID", "id"], ["US Chess ID", "id"], ["USCF ID #", "id"],
    ["What is your US Chess ID?", "id"], ["Member ID", "id"], ["FIDE ID", "fideId"], ["FIDE", "fideId"],
    ["Rating", "rating"], ["FIDE rating", "rating"], ["Elo", "rating"], ["Federation", "federation"], ["Fed", "federation"],
    ["Country", "federation"], ["Birth", "birth"], ["Born", "birth"], ["Year of birth", "birth"], ["Year", "birth"],
    ["DOB", "birth"], ["Sex", "sex"], ["Gender", "sex"], ["Club", "team"], ["Team", "team"], ["School name", "team"],
    ["Section", "section"], ["Which section?", "section"], ["Byes", "byes"], ["Bye rounds requested", "byes"],
    ["Timestamp", undefined], ["Email address", undefined], ["Paid", undefined],
  ])("%s → %s", (header, field) => expect(entryField(header)).toBe(field));

  it("the first column for a field wins; the second is named as ignored", () => {
    const g = guessMapping(["Name", "Rating", "Quick rating"]);
    expect(g.mapping).toEqual({ name: 0, rating: 1 });
    expect(g.ignored).toEqual([{ column: 2, header: "Quick rating", why: 'Rating is already column "Rating"' }]);
  });
});

describe("cell readers", () => {
  test.each([["1850", 1850], ["1850P12", 1850], ["1500/12", 1500], ["unrated", null], ["", null], ["0", null], ["NEW", null]])(
    "rating %s → %s",
    (t, r) => expect(readRating(t)).toBe(r),
  );
  it("a rating that is not one says so", () => expect(readRating("fifteen hundred")).toMatch(/is not a rating/));
  test.each([
    ["H3 H5", { 3: "halfBye", 5: "halfBye" }],
    ["U4", { 4: "zeroBye" }],
    ["Round 3 bye", { 3: "halfBye" }],
    ["rounds 3 and 5", { 3: "halfBye", 5: "halfBye" }],
    ["3, 5", { 3: "halfBye", 5: "halfBye" }],
    ["R2 (zero point)", { 2: "zeroBye" }],
    ["none", {}],
  ])("byes %s", (t, b) => expect(readByes(t)).toEqual(b));
  it("byes that are not a list say so", () => expect(readByes("Saturday morning")).toMatch(/is not a list of byes/));
  it("birth: a year, a date year first, a day-first date that reads one way only", () => {
    expect(readBirth("2011")).toEqual({ year: 2011 });
    expect(readBirth("2011-04-30")).toEqual({ year: 2011, date: "2011-04-30" });
    expect(readBirth("30/04/2011")).toEqual({ year: 2011, date: "2011-04-30" });
    expect(readBirth("04/05/2011")).toEqual({ year: 2011 });
    expect(readBirth("soon")).toMatch(/is not a birth year/);
  });
});

describe("readSignup: golden (test/fixtures/entries/signup.csv, a form's responses with ; separators and a BOM)", () => {
  const read = readSignup(unwrap(parseCsv(csv)));

  it("maps the headers once", () =>
    expect(read.mapping).toEqual({ first: 1, last: 2, id: 3, fideId: 4, rating: 5, federation: 6, birth: 7, sex: 8, team: 9, section: 10, byes: 11 }));

  it("reads the entries: ids without their spaces, Last, First names, byes", () => {
    expect(read.entries.map((e) => [e.row, e.name, e.id, e.fideId, e.rating, e.birthYear, e.sex, e.section, e.byes])).toEqual([
      [2, "Carlsen, Magnus", undefined, "1503014", null, 1990, "m", undefined, {}],
      [3, "Nakamura, Hikaru", "12345678", undefined, 2790, 1987, "m", "Open", { 3: "halfBye" }],
      [6, "Carlsen, Magnus", undefined, "1503014", null, 1990, "m", undefined, {}],
      [7, "Wang, Yi", undefined, undefined, null, undefined, undefined, undefined, {}],
      [8, "Nakamuro, Hikaru", undefined, undefined, null, undefined, undefined, undefined, {}],
    ]);
  });

  it("names each unreadable cell by its row and column", () => {
    expect(read.unreadable.map((u) => u.message)).toEqual([
      'row 4, column "USCF ID #": "12,345" is not an id (letters and digits)',
      'row 5, column "Rating (if known)": "fifteen hundred" is not a rating (a whole number such as 1850, or blank for unrated)',
      'row 10, column "Last name": "" is blank: a player needs a name',
    ]);
  });

  it("the same FIDE ID twice is one player; the later row is left out", () => {
    expect(read.duplicates.map((d) => d.message)).toEqual([
      "row 6: FIDE ID 1503014 is already row 2 (Carlsen, Magnus): left out as the same player",
    ]);
    expect(entriesToEnter(read).map((e) => e.row)).toEqual([2, 3, 7, 8]);
  });

  it("a table with no name column is refused as a whole", () => {
    expect(readSignup([["Timestamp", "Rating"], ["x", "1"]]).refused).toMatch(/no header row naming the players/);
  });
});

describe("a Birth cell Excel gives as a date serial (the pane reads a form's responses sheet)", () => {
  it("a whole number past any year is the day it numbers; a year stays a year; text is read as written", () => {
    const read = readSignup([
      ["Name", "Born"],
      ["Ann Lee", 40663],
      ["Bo Dahl", 2012],
      ["Cy Young", "2010-01-31"],
    ]);
    expect(read.entries.map((e) => [e.birthYear, e.birthDate])).toEqual([
      [2011, "2011-04-30"],
      [2012, undefined],
      [2010, "2010-01-31"],
    ]);
  });
});
