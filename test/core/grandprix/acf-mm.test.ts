import { acfPoints, acfClass, ACF_SCALES, placeText, requireAcfClass } from "../../../src/core/grandprix/acf-mm";
import { bestTotal, sumPoints } from "../../../src/core/grandprix/sum";
import {
  gpEligible,
  gpCategory,
  isJunior,
  parseFemale,
  GP_CATEGORIES,
} from "../../../src/core/grandprix/acf-categories";
import { awardPrizes, consolationPrizes, type SeasonPlayer } from "../../../src/core/grandprix/acf-prizes";
import { dateFromSerial, parseCivilDate } from "../../../src/core/grandprix/date";

const scores = (...s: number[]) => s.map((x) => ({ score: x * 10 }));

describe("ACF Mercantile Mutual Grand Prix points (seed 000, rule 1)", () => {
  test.each([
    ["ACF1", [8, 5, 3, 2, 1]],
    ["ACF2", [12, 8, 5, 4, 3, 2, 1]],
    ["ACF3", [16, 10, 7, 5, 4, 3, 2, 1]],
    ["ACF4", [20, 15, 10, 8, 6, 5, 4, 3, 2, 1]],
    ["ACF5", [25, 20, 15, 10, 8, 6, 5, 4, 3, 2]],
  ] as const)("000 rule 1: the %s scale is %j", (cls, scale) => {
    expect(ACF_SCALES[cls]).toEqual(scale);
    const n = scale.length + 2;
    const out = acfPoints(scores(...Array.from({ length: n }, (_, i) => n - i)), cls);
    expect(out.map((a) => a?.points)).toEqual([...scale, 0, 0]);
  });

  test("000 rule 1: class 1 pays five places, class 2 seven, class 3 eight, classes 4 and 5 ten", () => {
    expect(["ACF1", "ACF2", "ACF3", "ACF4", "ACF5"].map((c) => ACF_SCALES[c as "ACF1"].length)).toEqual([
      5, 7, 8, 10, 10,
    ]);
  });

  test("000 rule 1: a three-way tie sharing places 2–4 splits 5 + 3 + 2 equally (10/3 each)", () => {
    const out = acfPoints(scores(4, 3, 3, 3, 1), "ACF1");
    expect(out.map((a) => a?.points)).toEqual([8, 10 / 3, 10 / 3, 10 / 3, 1]);
    expect(out[1]).toMatchObject({ from: 2, to: 4, num: 10, den: 3 });
    expect(placeText(out[2] as never)).toBe("2-4");
    // the shares add back to the places' points
    expect(sumPoints([8, 10 / 3, 10 / 3, 10 / 3, 1])).toBe(19);
  });

  test("000 rule 1: a tie across the last paid place shares it with the unpaid ones (class 1, 5th–6th: ½ each)", () => {
    const out = acfPoints(scores(6, 5, 4, 3, 2, 2, 1), "ACF1");
    expect(out.map((a) => a?.points)).toEqual([8, 5, 3, 2, 0.5, 0.5, 0]);
  });

  test("000 rule 1: places go by final score only; tiebreaks are not used (input order does not matter)", () => {
    const a = acfPoints(scores(3, 5, 3), "ACF2").map((x) => x?.points);
    expect(a).toEqual([6.5, 12, 6.5]);
  });

  test("000 rule 1: only players eligible for the category are placed (an ineligible winner takes no place)", () => {
    const out = acfPoints(
      [{ score: 50, eligible: false }, { score: 40, eligible: true }, { score: 30, eligible: true }, { score: null }],
      "ACF1",
    );
    expect(out.map((a) => a?.points ?? null)).toEqual([null, 8, 5, null]);
  });

  test("class codes: ACF1 … ACF5, class 3, 3; an unknown class lists the valid ones", () => {
    expect(acfClass("acf 3")).toBe("ACF3");
    expect(acfClass("Class 5")).toBe("ACF5");
    expect(acfClass("2")).toBe("ACF2");
    expect(acfClass("ACF6")).toBeNull();
    expect(() => requireAcfClass("ACF6")).toThrow(
      'scheme: "ACF6" is not an ACF Grand Prix class (expected ACF1, ACF2, ACF3, ACF4, ACF5)',
    );
  });
});

describe("ACF Grand Prix totals (seed 000, rule 1: up to seven scores per category)", () => {
  test("000 rule 1: best seven of nine events; the lowest two are replaced", () => {
    expect(bestTotal([8, 5, 3, 2, 1, 12, 25, 16, 10], 7)).toBe(79);
  });
  test("fewer than seven events: all count", () => {
    expect(bestTotal([8, 5], 7)).toBe(13);
  });
  test("shares of a tie add up without noise", () => {
    expect(bestTotal([10 / 3, 10 / 3, 10 / 3, 0.5], 7)).toBe(10.5);
  });
});

describe("ACF Grand Prix categories (seed 000, rules 1–3)", () => {
  const d = (s: string) => parseCivilDate(s);
  test("000 rule 2: juniors are under 18 on 1 January of the Grand Prix year", () => {
    expect(isJunior(d("1976-01-02")!, 1994)).toBe(true);
    expect(isJunior(d("1976-01-01")!, 1994)).toBe(false); // 18 on 1 January 1994
    expect(isJunior(d("1975-12-31")!, 1994)).toBe(false);
    expect(isJunior(d("1976-12-31")!, 1994)).toBe(true); // turns 18 during 1994: still a junior all year
  });

  const person = (rating: number | null, female: boolean, birth: string | null) => ({
    rating,
    female,
    birth: birth === null ? null : d(birth),
  });
  test.each([
    ["OPEN", person(null, false, null), true],
    ["U2000", person(1999, false, null), true],
    ["U2000", person(2000, false, null), false],
    ["U1600", person(1599, false, null), true],
    ["U1600", person(1600, false, null), false],
    ["U2000", person(null, false, null), false], // 000 rule 3: unrated only in Open and the special categories
    ["U1600", person(null, false, null), false],
    ["WOMEN", person(null, true, null), true],
    ["WOMEN", person(2100, false, null), false],
    ["GIRLS", person(null, true, "1980-05-05"), true], // 000 rule 2: girls are also juniors
    ["JUNIORS", person(null, true, "1980-05-05"), true],
    ["GIRLS", person(1500, false, "1980-05-05"), false],
    ["GIRLS", person(1500, true, "1970-05-05"), false],
    ["JUNIORS", person(1500, false, null), false], // no birth date: not a junior
  ] as const)("000 rules 1–3: %s for %j is %s", (cat, p, expected) => {
    expect(gpEligible(cat, p, 1994)).toBe(expected);
  });

  test("an unknown category lists the valid ones", () => {
    expect(gpCategory("u/2000")).toBe("U2000");
    expect(gpCategory("Juniors")).toBe("JUNIORS");
    expect(() => gpCategory("SENIORS")).toThrow(
      `category: "SENIORS" is not a Grand Prix category (expected ${GP_CATEGORIES.join(", ")})`,
    );
  });

  test("sex as lists write it", () => {
    expect(parseFemale("F")).toBe(true);
    expect(parseFemale("w")).toBe(true);
    expect(parseFemale("M")).toBe(false);
    expect(parseFemale("")).toBe(false);
    expect(parseFemale("?")).toBeNull();
  });

  test("dates: year first only; spreadsheet serials", () => {
    expect(parseCivilDate("1976/01/02")).toEqual({ year: 1976, month: 1, day: 2 });
    expect(parseCivilDate("02/01/1976")).toBeNull();
    expect(parseCivilDate("1975-02-29")).toBeNull();
    expect(dateFromSerial(27760)).toEqual({ year: 1976, month: 1, day: 1 });
    expect(dateFromSerial(25569)).toEqual({ year: 1970, month: 1, day: 1 });
    expect(dateFromSerial(61)).toEqual({ year: 1900, month: 3, day: 1 });
    expect(dateFromSerial(59)).toEqual({ year: 1900, month: 2, day: 28 });
    expect(dateFromSerial(45292)).toEqual({ year: 2024, month: 1, day: 1 });
  });
});

describe("ACF Grand Prix prizes (seed 000, rule 4)", () => {
  const p = (name: string, state: string, totals: SeasonPlayer["totals"]): SeasonPlayer => ({ name, state, totals });

  test("000 rule 4c: one prize per player, the most valuable: U2000 1st ($800) beats Open 4th ($700)", () => {
    const players = [
      p("A", "Vic", { OPEN: 130 }),
      p("B", "Vic", { OPEN: 120 }),
      p("C", "Vic", { OPEN: 110 }),
      p("X", "Qld", { OPEN: 100, U2000: 100 }),
      p("D", "Vic", { OPEN: 90 }),
      p("Y", "NSW", { OPEN: 20, U2000: 20 }),
    ];
    const prizes = awardPrizes(players);
    const of = (name: string) =>
      prizes.filter((z) => players[z.player]?.name === name).map((z) => [z.category, z.place, z.amount]);
    expect(of("X")).toEqual([["U2000", 1, 800]]);
    expect(of("D")).toEqual([["OPEN", 4, 700]]); // Open 4th passes down to D
    expect(of("Y")).toEqual([["OPEN", 5, 600]]); // 5th in Open ($600) is worth more than U2000 2nd ($500)
    expect(new Set(prizes.map((z) => z.player)).size).toBe(prizes.length);
  });

  test("000 rule 4c: a girl leading Women, Girls and Juniors takes one $400; the others pass down", () => {
    const players = [
      p("G", "Vic", { WOMEN: 150, GIRLS: 150, JUNIORS: 150 }),
      p("W", "Vic", { WOMEN: 100 }),
      p("H", "Vic", { GIRLS: 90, JUNIORS: 90, WOMEN: 90 }),
      p("J", "Vic", { JUNIORS: 80 }),
    ];
    const prizes = awardPrizes(players);
    const got = prizes.map((z) => [players[z.player]?.name, z.category, z.amount]);
    expect(got).toEqual(
      expect.arrayContaining([
        ["G", "WOMEN", 400],
        ["H", "GIRLS", 400],
        ["J", "JUNIORS", 400],
      ]),
    );
    expect(got.find((g) => g[0] === "W")).toBeUndefined(); // W is second to G in Women: the one Women's prize is gone
  });

  test("000 rule 4c: consolation prizes top a state up to three winners (1993: SA had Wohl, Open 9th, then Tao 2nd, Oks 3rd)", () => {
    const open = Array.from({ length: 8 }, (_, i) => p(`V${i}`, "Vic", { OPEN: 200 - i }));
    const players = [
      ...open,
      p("Wohl", "SA", { OPEN: 73.38 }),
      p("Tao", "SA", { OPEN: 33, JUNIORS: 33 }),
      p("Oks", "SA", { OPEN: 22 }),
      p("Lone", "Tas", { OPEN: 8 }),
      p("V9", "Vic", { OPEN: 50 }),
    ];
    const prizes = awardPrizes(players, {
      OPEN: [1500, 1000, 800, 700, 600, 500, 400, 300, 200],
      U2000: [],
      U1600: [],
      WOMEN: [],
      GIRLS: [],
      JUNIORS: [],
    });
    const cons = consolationPrizes(players, prizes);
    expect(cons.map((z) => [players[z.player]?.name, z.place, z.amount])).toEqual([
      ["Tao", 2, 60],
      ["Oks", 3, 40],
      ["Lone", 1, 100],
    ]);
  });
});
