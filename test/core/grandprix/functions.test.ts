/** GP_* and VCF_* as the spreadsheets call them: Excel 2-D arrays and null, Sheets scalars and undefined. */
import {
  gpPoints,
  gpTotal,
  gpEligibleFn,
  gpTeam,
  vcfQualify,
  vcfQualifiersFn,
} from "../../../src/grid/functions/grandprix";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
const K12_SCORES = [5, 3.5, 3, 3, 3, 3, 3, 2.5, 2.5, 2, 2, 2, 2, 2, 1.5, 1];
const K12_RATINGS = [2324, 2153, 2097, 1984, 1917, 1928, 1826, 2163, 1636, 1655, 1661, 1713, 1656, 1800, 1464, 1312];
const K12_POINTS = [
  32.296, 20.5072, 17.5776, 17.5776, 17.5776, 17.5776, 17.5776, 14.648, 14.648, 11.7184, 11.7184, 11.7184, 11.7184,
  11.7184, 8.7888, 5.8592,
];

describe("GP_POINTS", () => {
  test("seed 002 K-12 table in Excel (rounds as one cell)", () => {
    expect(gpPoints(col(...K12_SCORES), [["VCF"]], col(...K12_RATINGS), [[5]], null)).toEqual(col(...K12_POINTS));
  });
  test("seed 002 K-12 table in Sheets (scalar scheme and rounds, undefined eligible)", () => {
    expect(gpPoints(col(...K12_SCORES), "vcf", col(...K12_RATINGS), 5, undefined)).toEqual(col(...K12_POINTS));
  });
  test("VCF with a rounds column: a row with 0 rounds is not counted, a trailing blank row is not returned (issue 27)", () => {
    const out = gpPoints(col(3, 2, 0, null), "VCF", col(1000, 1000, 2000, null), col(5, 5, 0, null), undefined);
    // AR 1000, NoP 2, 3/5 → 1.2 + 3 (clear first), 2/5 → 0.8
    expect(out).toEqual(col(4.2, 0.8));
  });
  test("000 rule 1: ACF1 with a three-way tie for 2nd–4th; ineligible rows are blank", () => {
    expect(gpPoints(col(4, 3, "3", "3½", 1, ""), "ACF1", null, null, null)).toEqual(col(8, 2.5, 2.5, 5, 1));
    expect(gpPoints(col(4, 3, 3, 3, 1), "ACF1", null, null, null)).toEqual(col(8, 10 / 3, 10 / 3, 10 / 3, 1));
    expect(gpPoints(col(4, 3, 2), "ACF1", null, null, col(false, true, "TRUE"))).toEqual(col("", 8, 5));
  });
  test("bad input: an unknown scheme lists the valid ones", () => {
    expect(() => gpPoints(col(1), "ACF6", null, null, null)).toThrow(
      'scheme: "ACF6" is not a scheme (expected ACF1, ACF2, ACF3, ACF4, ACF5, VCF)',
    );
    expect(() => gpPoints(col(1), null, null, null, null)).toThrow(
      "scheme: missing (expected ACF1, ACF2, ACF3, ACF4, ACF5, VCF)",
    );
  });
  test("bad input: a score above the rounds played names the row", () => {
    expect(() => gpPoints(col(3, 6), "VCF", col(1000, 1000), 5, null)).toThrow(
      "row 2: a score of 6 is more than the 5 rounds played",
    );
    expect(() => gpPoints(col(3, 6), "ACF5", null, col(5, 5), null)).toThrow(
      "scores, row 2: a score of 6 is more than the 5 rounds played",
    );
  });
  test("bad input: every bad cell is listed with its row", () => {
    expect(() => gpPoints(col("x", 2.25, -1), "ACF1", null, null, null)).toThrow(
      'scores, row 1: "x" is not a number; scores, row 2: 2.25 is not a game score (0 or more, in halves or tenths); scores, row 3: -1 is not a game score',
    );
  });
  test("VCF needs ratings and rounds", () => {
    expect(() => gpPoints(col(1), "VCF", null, 5, null)).toThrow(/ratings: VCF points need/);
    expect(() => gpPoints(col(1), "VCF", col(1000), null, null)).toThrow(/rounds: VCF points need/);
  });
});

describe("GP_TOTAL", () => {
  test("000 rule 1: the best seven of nine events (one row)", () => {
    expect(gpTotal([[8, 5, 3, 2, 1, 12, 25, 16, 10]], null)).toEqual([[79]]);
    expect(
      gpTotal(
        [8, 5, 3, 2, 1, 12, 25, 16, 10].map((x) => [x]),
        7,
      ),
    ).toEqual([[79]]);
  });
  test("a table gives one total per player; blank cells are events not played; a blank row stays blank", () => {
    expect(
      gpTotal(
        [
          [20.5072, 17.5776, null],
          [null, null, null],
          [1, null, 2],
          [null, null, null],
        ],
        2,
      ),
    ).toEqual([[38.0848], [""], [3]]); // a trailing blank row is not returned (issue 27)
  });
  test("bad cells name row and column", () => {
    expect(() =>
      gpTotal(
        [
          [1, "x"],
          [2, 3],
        ],
        null,
      ),
    ).toThrow('points, row 1, column 2: "x" is not a number');
    expect(() => gpTotal([[1]], 0)).toThrow("best: 0 is not a whole number of 1 or more");
  });
});

describe("GP_ELIGIBLE", () => {
  test("000 rules 1–3 over a column of players (Excel date serials and Sheets Dates)", () => {
    const out = gpEligibleFn(
      "JUNIORS",
      col(1500, null, 2100),
      col("M", "F", ""),
      col(27761, new Date(1980, 4, 5), "1976-01-01"),
      1994,
    );
    expect(out).toEqual(col(true, true, false)); // 27761 is 1976-01-02
  });
  test("U2000 leaves out unrated players", () => {
    expect(gpEligibleFn("U2000", col(1999, 0, null, 2000), col("M", "M", "M", "M"), undefined, undefined)).toEqual(
      col(true, false, false, false),
    );
  });
  test("a single player in Sheets", () => {
    expect(gpEligibleFn("girls", 1200, "F", "1980-05-05", 1994)).toEqual([[true]]);
  });
  test("bad input names the place: category, sex, date, year", () => {
    expect(() => gpEligibleFn("SENIOR", 1, "M", "", 1994)).toThrow(
      /category: "SENIOR" is not a Grand Prix category \(expected OPEN, U2000, U1600, WOMEN, GIRLS, JUNIORS\)/,
    );
    expect(() => gpEligibleFn("OPEN", col(1, 2), col("M", "Q"), null, 1994)).toThrow('sex, row 2: "Q" is not a sex');
    expect(() => gpEligibleFn("JUNIORS", 1, "M", "05/05/1980", 1994)).toThrow('birthDate: "05/05/1980" is not a date');
    expect(() => gpEligibleFn("JUNIORS", 1, "M", "1980-05-05", null)).toThrow(
      /year: JUNIORS needs the Grand Prix year/,
    );
  });
});

describe("GP_TEAM", () => {
  const schools = [
    "ABHS",
    "LMHS",
    "JOHS",
    "ABHS",
    "KBHS",
    "JOHS",
    "QTHS",
    "QTHS",
    "RHHS",
    "RHHS",
    "LLHS",
    "JJHS",
    "KTTHS",
    "KBHS",
    "QTHS",
    "XZHS",
  ];
  test("seed 002 Step 4: the K-12 schools ranked by their top 4 players' points", () => {
    const out = gpTeam(col(...K12_POINTS), col(...schools), null, null);
    expect(out.slice(0, 4)).toEqual([
      [1, "ABHS", 49.8736],
      [2, "QTHS", 41.0144],
      [3, "JOHS", 35.1552],
      [4, "KBHS", 29.296],
    ]);
    expect(out).toHaveLength(10);
  });
  test("three qualifiers as three columns are added per player; ratings give the Under average", () => {
    const out = gpTeam(
      [
        [1, 2, 3],
        [4, null, null],
        [10, 0, 0],
      ],
      col("A", "A", "B"),
      1,
      col(900, 800, 700),
    );
    expect(out).toEqual([
      [1, "B", 10, 700],
      [2, "A", 6, 900],
    ]);
  });
});

describe("VCF_QUALIFY", () => {
  test("seed 002 scenario 1 and 2", () => {
    expect(vcfQualify("K-5", 47, 721)).toBe(5);
    expect(vcfQualify([["K-12"]], [[113]], [[1463]])).toBe(10);
  });
  test("averageRating as the list of post-event ratings, participants counted from it when blank", () => {
    expect(vcfQualify("K-3", null, col(700, 701, 700))).toBe(5); // 700⅓ > 700: 4 + 1 with < 20 players
    expect(vcfQualify("K-3", 3, col(700, 700, 700))).toBe(4);
  });
  test("an unknown section lists the valid ones", () => {
    expect(() => vcfQualify("K-6", 40, 800)).toThrow(
      'section: "K-6" is not a VCF section (expected K-3, K-5, K-8, K-12)',
    );
  });
});

describe("VCF_QUALIFIERS", () => {
  const names = col("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K");
  test("002 §3.f.5: top 8 with 2 already qualified (TRUE/FALSE column) come from the top 10", () => {
    const flags = col(false, false, true, null, false, "TRUE", false, false, false, false, false);
    expect(vcfQualifiersFn(names, flags, 8)).toEqual([
      [1, "A"],
      [2, "B"],
      [4, "D"],
      [5, "E"],
      [7, "G"],
      [8, "H"],
      [9, "I"],
      [10, "J"],
    ]);
  });
  test("alreadyQualified as a list of names", () => {
    expect(vcfQualifiersFn(names, col("b"), 2)).toEqual([
      [1, "A"],
      [3, "C"],
    ]);
  });
  test("a name twice in the ranking is an error naming both rows", () => {
    expect(() => vcfQualifiersFn(col("A", "B", "A"), null, 2)).toThrow('ranking, row 3: "A" is already on row 1');
  });
});
