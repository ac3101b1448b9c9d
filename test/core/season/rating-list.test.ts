/** Issue 32 item 6: the December list (any rating list the season reads) by ID or by name. */
import { readRatingList, ratingOn } from "../../../src/core/season/rating-list";
import { season } from "../../../src/core/season/season";
import { workedEvents } from "./helpers";

describe("a rating list by ID or by name (issue 32 item 6)", () => {
  test("ID and Rating only: no Name column needed", () => {
    const r = readRatingList([["ID", "Rating"], ["3104", "1700"]], "december.csv");
    expect(r.problems).toEqual([]);
    expect(ratingOn(r.value, "3104", "Anyone")).toBe(1700);
  });
  test("Name and Rating only, the name matched however it is written", () => {
    const r = readRatingList([["Name", "Rating"], ["Lee, Anna", "1700"]], "december.csv");
    expect(ratingOn(r.value, "", "Anna Lee")).toBe(1700);
  });
  test("a list by ID moves Anna Lee (ID 3104) out of Under 1600 for the whole season (ACF rule 3)", () => {
    const list = readRatingList([["ID", "Rating"], ["3104", "1700"]], "december.csv").value;
    const s = season(workedEvents(), { ratings: list });
    const u1600 = s.categories.find((c) => c.category === "U1600");
    expect(u1600?.lines.some((l) => s.people[l.person]?.name === "Anna Lee")).toBe(false);
  });
  test("refusals name the line and say what is missing", () => {
    expect(readRatingList([["Rating"], ["1700"]], "d.csv").problems.map((p) => p.message)).toEqual([
      "d.csv, line 1: the header row needs a Rating column and an ID or a Name column (or both); it has rating",
    ]);
    expect(readRatingList([["ID", "Name", "Rating"], ["", "", "1700"], ["7", "Al", "high"]], "d.csv").problems.map((p) => p.message)).toEqual([
      "d.csv, line 2: no ID and no name: the row names nobody",
      'd.csv, line 3 (Al): rating "high" is not a whole number (blank for none)',
    ]);
  });
});
