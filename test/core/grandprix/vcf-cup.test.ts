import {
  vcfCupPoints,
  teamTotals,
  underEligible,
  CLEAR_FIRST_BONUS,
  type CupEntry,
} from "../../../src/core/grandprix/vcf-cup";
import { fixed4, sumPoints } from "../../../src/core/grandprix/sum";
import { ChessInputError } from "../../../src/core/errors";

/** Seed 002, Enclosure 1: the K-12 final standings (name, post rating, school, score in tenths, printed points). */
const K12: readonly [string, number, string, number, string][] = [
  ["Thomas", 2324, "ABHS", 50, "32.2960"],
  ["Sally", 2153, "LMHS", 35, "20.5072"],
  ["Yusef", 2097, "JOHS", 30, "17.5776"],
  ["Akil", 1984, "ABHS", 30, "17.5776"],
  ["Sharon", 1917, "KBHS", 30, "17.5776"],
  ["Mike", 1928, "JOHS", 30, "17.5776"],
  ["Anand", 1826, "QTHS", 30, "17.5776"],
  ["Jeff", 2163, "QTHS", 25, "14.6480"],
  ["Carol", 1636, "RHHS", 25, "14.6480"],
  ["Tina", 1655, "RHHS", 20, "11.7184"],
  ["Mickey", 1661, "LLHS", 20, "11.7184"],
  ["Peter G.", 1713, "JJHS", 20, "11.7184"],
  ["Peter S.", 1656, "KTTHS", 20, "11.7184"],
  ["Adam", 1800, "KBHS", 20, "11.7184"],
  ["Kiki", 1464, "QTHS", 15, "8.7888"],
  ["Sai", 1312, "XZHS", 10, "5.8592"],
];
const entries: CupEntry[] = K12.map(([, rating, , score]) => ({ score, rating }));

describe("VCF Cup points (seed 002, Enclosure 1)", () => {
  const r = vcfCupPoints(entries, 5);

  test("seed 002 Step 1: AR is 29289 / 16 = 1830.5625, rounded half up to 1831; NoP is 16", () => {
    expect(r.ratingSum).toBe(29289);
    expect(r.ratingCount).toBe(16);
    expect(r.ar).toBe(1831);
    expect(r.nop).toBe(16);
  });

  test.each(K12.map((row, i) => [row[0], row[4], i] as const))(
    "seed 002 K-12 table: %s gets %s to the last decimal",
    (_name, printed, i) => {
      expect(fixed4(r.points[i] as number)).toBe(printed);
    },
  );

  test("seed 002 Step 3: Sally is 1831 × 0.70 × 16 / 1000 = 20.5072 exactly (no 20.507199999999997)", () => {
    expect((r.points[1] as number) / 10000).toBe(20.5072);
    expect(String((r.points[1] as number) / 10000)).toBe("20.5072");
  });

  test("Enclosure 1 §4a: Thomas, clear first with 5/5, gets the 3 bonus points (29.2960 + 3)", () => {
    expect(r.clearFirst).toBe(0);
    expect(r.points[0]).toBe(292960 + CLEAR_FIRST_BONUS);
  });

  test("Enclosure 1 §4a: a two-way tie for first gets no bonus", () => {
    const tied = vcfCupPoints(
      [
        { score: 40, rating: 1500 },
        { score: 40, rating: 1500 },
        { score: 20, rating: 1500 },
      ],
      5,
    );
    expect(tied.clearFirst).toBeNull();
    // 1500 × 0.8 × 3 / 1000 = 3.6 each, no +3
    expect(tied.points).toEqual([36000, 36000, 18000]);
  });

  test("Enclosure 1 §4b: no tiebreaks, the five players on 3/5 get the same 17.5776", () => {
    expect(new Set(r.points.slice(2, 7))).toEqual(new Set([175776]));
  });

  test("Enclosure 1 §3a: AR rounds half up, and 1830.49 would round down to 1830", () => {
    // 1830.5 exactly → 1831; 1830.25 → 1830
    expect(
      vcfCupPoints(
        [
          { score: 10, rating: 1830 },
          { score: 0, rating: 1831 },
        ],
        1,
      ).ar,
    ).toBe(1831);
    expect(
      vcfCupPoints(
        [
          { score: 10, rating: 1830 },
          { score: 0, rating: 1830 },
          { score: 0, rating: 1830 },
          { score: 0, rating: 1831 },
        ],
        1,
      ).ar,
    ).toBe(1830);
  });

  test("Enclosure 1 §3b: every bye counts in SP (Sammy's 2½ of 5 with a half-point bye is 50%)", () => {
    const x = vcfCupPoints(
      [
        { score: 30, rating: 1000 },
        { score: 25, rating: 1000 },
      ],
      5,
    );
    // 1000 × 0.5 × 2 / 1000 = 1.0000
    expect(x.points[1]).toBe(10000);
  });

  test("Enclosure 1 §3c: a player who took part in one round counts in NoP; one who never played does not", () => {
    const x = vcfCupPoints(
      [
        { score: 30, rating: 1000, rounds: 5 },
        { score: 10, rating: 1000, rounds: 1 }, // withdrew after round 1: still counts
        { score: 0, rating: 2000, rounds: 0 }, // entered, never played: not counted, not in AR
        { score: null, rating: 1800 }, // an empty row
      ],
      5,
    );
    expect(x.nop).toBe(2);
    expect(x.ar).toBe(1000);
    expect(x.points[2]).toBeNull();
    expect(x.points[3]).toBeNull();
  });

  test("SP is not rounded: 1 of 3 rounds is exactly a third, rounded half up only at the 4th decimal", () => {
    // 1001 × (1/3) × 2 / 1000 = 0.667333… → 0.6673
    const x = vcfCupPoints(
      [
        { score: 10, rating: 1001 },
        { score: 20, rating: 1001 },
      ],
      3,
    );
    expect(fixed4(x.points[0] as number)).toBe("0.6673");
  });

  test("the 4th decimal rounds half up exactly: 1001 × ¼ × 5 / 1000 = 1.25125 → 1.2513 (floating point gives 1.2512)", () => {
    const five = [10, 10, 0, 0, 0].map((score) => ({ score, rating: 1001 }));
    const a = vcfCupPoints(five, 4);
    expect(fixed4(a.points[0] as number)).toBe("1.2513");
    expect(((1001 * 0.25 * 5) / 1000).toFixed(4)).toBe("1.2512"); // why the arithmetic is done in integers
  });

  test("bad input: a score above the rounds played names the row", () => {
    expect(() => vcfCupPoints([{ score: 60, rating: 1500 }], 5)).toThrow(
      "row 1: a score of 6 is more than the 5 rounds played",
    );
    expect(() =>
      vcfCupPoints(
        [
          { score: 10, rating: 1500 },
          { score: 30, rating: 1500, rounds: 2 },
        ],
        5,
        (i) => `line ${i + 2} (Ann)`,
      ),
    ).toThrow("line 3 (Ann): a score of 3 is more than the 2 rounds played");
  });

  test("bad input: no ratings at all, rounds of 0, a rating with decimals", () => {
    expect(() => vcfCupPoints([{ score: 10, rating: null }], 5)).toThrow(/no player has a post-event rating/);
    expect(() => vcfCupPoints([{ score: 10, rating: 1500 }], 0)).toThrow(/rounds: 0 is not a number of rounds/);
    expect(() => vcfCupPoints([{ score: 10, rating: 1500.5 }], 5)).toThrow(ChessInputError);
  });

  test("an unrated participant counts in NoP but is left out of AR", () => {
    const x = vcfCupPoints(
      [
        { score: 10, rating: 1200 },
        { score: 0, rating: null },
      ],
      1,
    );
    expect(x.nop).toBe(2);
    expect(x.ar).toBe(1200);
  });
});

describe("VCF team points (seed 002, Enclosure 1 §2 and Step 4)", () => {
  const r = vcfCupPoints(entries, 5);
  const members = K12.map(([, rating, team], i) => ({ team, points: (r.points[i] as number) / 10000, rating }));

  test("Step 4: a school's total is its top 4 players' points; QTHS has three players (Anand, Jeff, Kiki)", () => {
    const t = teamTotals(members);
    const qths = t.find((x) => x.team === "QTHS");
    expect(qths?.points).toBe(41.0144); // 17.5776 + 14.6480 + 8.7888
    expect(qths?.counted).toBe(3);
    expect(t[0]).toMatchObject({ team: "ABHS", place: "1", points: 49.8736 });
  });

  test("Step 4: only the top 4 of a school count (a 5th player adds nothing)", () => {
    const t = teamTotals([1, 2, 3, 4, 5].map((p) => ({ team: "A", points: p })));
    expect(t[0]?.points).toBe(14);
    expect(t[0]?.counted).toBe(4);
  });

  test("Enclosure 1 §2: the top 4 are the players with the most points summed across the three qualifiers", () => {
    // The caller sums each player's qualifiers first; sums of 4-decimal points stay exact.
    expect(sumPoints([20.5072, 17.5776, 11.7184])).toBe(49.8032);
  });

  test("teams tied on points share a place", () => {
    const t = teamTotals([
      { team: "B", points: 5 },
      { team: "A", points: 5 },
      { team: "C", points: 9 },
    ]);
    expect(t.map((x) => [x.place, x.team])).toEqual([
      ["1", "C"],
      ["2-3", "A"],
      ["2-3", "B"],
    ]);
  });

  test("Part 2 §5: the Under prizes use the average of the top 4 rated players, not every player under the limit", () => {
    const t = teamTotals([
      { team: "A", points: 1, rating: 1000 },
      { team: "A", points: 1, rating: 898 },
      { team: "A", points: 1, rating: 850 },
      { team: "A", points: 1, rating: 848 },
      { team: "A", points: 1, rating: 400 }, // 5th-rated: not in the average
      { team: "A", points: 1, rating: null },
    ]);
    expect(t[0]?.topRatingAverage).toBe(899);
    expect(underEligible(t[0] as never, 900)).toBe(true);
    expect(underEligible(t[0] as never, 899)).toBe(false);
  });
});
