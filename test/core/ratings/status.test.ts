import { isPublished, listText, scoreQualifies, statusOf } from "../../../src/core/ratings/acf1994";

describe("ACF 1994 statuses (seed 000, Obtaining a Rating)", () => {
  test("no rated games: NEW", () => {
    expect(statusOf(0, 0)).toBe("NEW");
  });
  test("at least 6.7% and less than 100%: PROVISIONAL under 30 games (Smith, 1/5)", () => {
    expect(statusOf(5, 10)).toBe("PROVISIONAL");
    expect(statusOf(29, 20)).toBe("PROVISIONAL");
  });
  test("6.7% is 'two points from thirty games': 2/30 qualifies, 1½/30 does not", () => {
    expect(scoreQualifies(30, 20)).toBe(true);
    expect(scoreQualifies(30, 15)).toBe(false);
    expect(statusOf(30, 20)).toBe("CONFIRMED");
    expect(statusOf(30, 15)).toBe("UNRATED");
  });
  test("exactly one fifteenth qualifies (1/15), a little less does not (1/16)", () => {
    expect(statusOf(15, 10)).toBe("PROVISIONAL");
    expect(statusOf(16, 10)).toBe("UNRATED");
  });
  test("100% does not qualify: UNRATED, with the history kept", () => {
    expect(statusOf(5, 50)).toBe("UNRATED");
    expect(statusOf(40, 400)).toBe("UNRATED");
  });
  test("a zero score leaves the player UNRATED until the period ends (the reset to NEW is at the next start)", () => {
    expect(statusOf(5, 0)).toBe("UNRATED");
  });
  test("30 games with a qualifying score: CONFIRMED", () => {
    expect(statusOf(30, 150)).toBe("CONFIRMED");
    expect(statusOf(45, 445)).toBe("CONFIRMED");
  });
});

describe("ACF 1994 publication (seed 000): nine games, 'a single digit followed by R'", () => {
  test("provisional under nine games: the number of games and R", () => {
    expect(listText("PROVISIONAL", 101000, 5)).toBe("5R");
    expect(listText("PROVISIONAL", 101000, 8)).toBe("8R");
    expect(isPublished("PROVISIONAL", 101000, 8)).toBe(false);
  });
  test("provisional from nine games: published (Smith, 12 games, 1055)", () => {
    expect(listText("PROVISIONAL", 105500, 9)).toBe("1055");
    expect(isPublished("PROVISIONAL", 105500, 12)).toBe(true);
  });
  test("confirmed ratings are rounded for the list, halves up: 1011.5 → 1012, 1011.49 → 1011", () => {
    expect(listText("CONFIRMED", 101150, 40)).toBe("1012");
    expect(listText("CONFIRMED", 101149, 40)).toBe("1011");
    expect(listText("CONFIRMED", 106610, 47)).toBe("1066");
  });
  test("new and unrated players have nothing on the list", () => {
    expect(listText("NEW", null, 0)).toBe("");
    expect(listText("UNRATED", 90000, 12)).toBe("");
  });
});
