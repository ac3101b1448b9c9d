/**
 * Issue 32, item 4: the season standings a Grand Prix organiser publishes — points as people write
 * shared places (seed 000 rule 1: "where players tie, the points for the places are shared": three
 * sharing ACF1's 2nd–4th, 5 + 3 + 2, get 3⅓ each, never 3.3333), everyone on 0 folded into one line,
 * IDs, a page per table, and the juniors' page by age (rule 2: under 18 on 1 January).
 */
import { asFraction, pointsFraction } from "../../../src/core/grandprix/fractions";
import { seasonHtml, seasonTables } from "../../../src/core/season/render";
import { season, type SeasonEvent, type SeasonRow } from "../../../src/core/season/season";
import { expectGolden } from "../../golden";
import { workedEvents } from "./helpers";

const row = (line: number, name: string, score: number, id: string, birth: string | null = null): SeasonRow => ({
  line,
  name,
  id,
  score,
  rating: 1500,
  female: false,
  birth:
    birth === null
      ? null
      : { year: Number(birth.slice(0, 4)), month: Number(birth.slice(5, 7)), day: Number(birth.slice(8)) },
  state: "VIC",
  team: "",
  rounds: null,
});
const ev = (name: string, rows: SeasonRow[]): SeasonEvent => ({
  name,
  date: { year: 1994, month: 3, day: 1 },
  scheme: "ACF1",
  source: `${name}.csv`,
  rows,
});

describe("pointsFraction", () => {
  test("shared places as people write them", () => {
    expect(pointsFraction(10 / 3)).toBe("3⅓");
    expect(pointsFraction(4.5)).toBe("4½");
    expect(pointsFraction(2 / 3)).toBe("⅔");
    expect(pointsFraction(6)).toBe("6");
    expect(pointsFraction(0)).toBe("0");
    expect(pointsFraction(19 / 7)).toBe("2 5/7");
    expect(pointsFraction(1 / 7)).toBe("⅐");
    expect(pointsFraction(10 / 3 + 4.5)).toBe("7 5/6".replace(" 5/6", "⅚"));
    // Not a sum of shared places: the four decimals stay.
    expect(pointsFraction(Math.PI)).toBe("3.1416");
    expect(asFraction(-1)).toBeNull();
  });
});

describe("the season's tables (issue 32, item 4)", () => {
  // ACF1 pays 8, 5, 3, 2, 1: three tied for 2nd share 5 + 3 + 2 = 10, 3⅓ each; the rest score 0.
  const rows = [
    row(1, "Ann Ash", 50, "101", "1980-05-01"),
    row(2, "Ben Birch", 40, "102", "1979-01-01"),
    row(3, "Cal Cedar", 40, "103", "1981-02-02"),
    row(4, "Dee Dogwood", 40, "104"),
    row(5, "Eve Elm", 30, "105", "1980-01-01"),
    ...Array.from({ length: 7 }, (_, i) => row(6 + i, `Zero ${String.fromCharCode(65 + i)}`, 10, `20${i}`)),
  ];
  const s = season([ev("Autumn Cup", rows)]);
  const [open] = seasonTables(s);

  test("the tie's share is 3⅓, not 3.3333, and each line carries the ID", () => {
    expect(open?.rows[0]).toEqual(["Place", "Name", "ID", "State", "Autumn Cup", "Total"]);
    expect(open?.rows.slice(1, 5)).toEqual([
      ["1", "Ann Ash", "101", "VIC", "8", "8"],
      ["2-4", "Ben Birch", "102", "VIC", "3⅓", "3⅓"],
      ["2-4", "Cal Cedar", "103", "VIC", "3⅓", "3⅓"],
      ["2-4", "Dee Dogwood", "104", "VIC", "3⅓", "3⅓"],
    ]);
  });

  test("the players on 0 are one line ('7 players on 0'), named in the notes, not seven lines placed '6-12'", () => {
    const zero = open?.rows.filter((r) => r[5] === "0") ?? [];
    expect(zero).toEqual([["6-12", "7 players on 0", "", "", "", "0"]]);
    expect(open?.notes).toEqual([
      "On 0: Zero A (200), Zero B (201), Zero C (202), Zero D (203), Zero E (204), Zero F (205), Zero G (206).",
    ]);
  });

  test("the juniors' page by age on 1 January 1994 (born 1 January 1980 is 14 that day; born 1979-01-01 is 15); Juniors points are the juniors' own places (Ben and Cal share 5 + 3)", () => {
    const juniors = seasonTables(s).find((t) => t.title.startsWith("Juniors by age"));
    expect(juniors?.title).toBe("Juniors by age (age on 1 January 1994)");
    expect(juniors?.rows).toEqual(
      [
        ["Age", "Place", "Name", "ID", "State", "Total", "Juniors place"],
        ["12", "1", "Cal Cedar", "103", "VIC", "4", "2-3"],
        ["13", "1", "Ann Ash", "101", "VIC", "8", "1"],
        ["14", "1", "Eve Elm", "105", "VIC", "2", "4"],
        ["15", "1", "Ben Birch", "102", "VIC", "4", "2-3"],
      ].map((r) => r),
    );
  });

  test("the web page starts every table on a new printed page", () => {
    const html = seasonHtml(s, "ACF Grand Prix 1994");
    const tables = seasonTables(s).length;
    expect(html.match(/<section class="page">/g)?.length).toBe(tables);
    expect(html).toContain("section.page{break-before:page");
  });

  test("golden: the worked season's page (docs/grandprix.md)", () => {
    expectGolden("season-worked-1994.html", seasonHtml(season(workedEvents()), "ACF Grand Prix 1994"));
  });
});
