import {
  vcfQualifyCount,
  vcfQualifiers,
  vcfSection,
  ratingBerths,
  TABLE1,
  TABLE2,
  VCF_SECTIONS,
} from "../../../src/core/qualify/vcf";

describe("VCF qualification count (seed 002 §3.f)", () => {
  test("seed 002 scenario 1: K-5, 47 players, average 721 → 5", () => {
    expect(vcfQualifyCount("K-5", 47, 721)).toEqual({ section: "K-5", table1: 5, strength: 0, count: 5 });
  });
  test("seed 002 scenario 2: K-12, 113 players, average 1463 → 9 + 1 = 10", () => {
    expect(vcfQualifyCount("K-12", 113, 1463)).toEqual({ section: "K-12", table1: 9, strength: 1, count: 10 });
  });

  // Every band edge of Table 1, with an average in the middle band (no strength effect).
  const edges: [number, number][] = [
    [0, 0],
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [59, 2],
    [60, 3],
    [79, 3],
    [80, 4],
    [99, 4],
    [100, 5],
    [119, 5],
    [120, 6],
    [139, 6],
    [140, 7],
    [159, 7],
    [160, 8],
    [1000, 8],
  ];
  for (const section of VCF_SECTIONS) {
    test.each(edges)(`002 Table 1 ${section}: %i players is band %i`, (players, band) => {
      const mid = TABLE2[section].baseline;
      expect(vcfQualifyCount(section, players, mid).table1).toBe(TABLE1[section][band]);
    });
  }
  test("002 Table 1 as printed", () => {
    expect(TABLE1["K-3"]).toEqual([4, 5, 6, 7, 8, 9, 10, 10, 10]);
    expect(TABLE1["K-5"]).toEqual([4, 4, 5, 6, 7, 8, 9, 10, 10]);
    expect(TABLE1["K-8"]).toEqual([4, 4, 5, 6, 7, 8, 9, 10, 10]);
    expect(TABLE1["K-12"]).toEqual([4, 5, 6, 7, 8, 9, 10, 10, 10]);
  });

  // Every band edge of Table 2: the bounds are in the middle band; just outside moves by one.
  test.each([
    ["K-3", 499.6, 499, 500, 700, 700.4, 701],
    ["K-5", 649.6, 649, 650, 925, 925.4, 926],
    ["K-8", 899.6, 899, 900, 1150, 1150.4, 1151],
    ["K-12", 1149.6, 1149, 1150, 1450, 1450.4, 1451],
  ] as const)(
    "002 Table 2 %s: %d and %d reduce, %d and %d have no effect, %d and %d add",
    (section, belowA, belowB, low, high, aboveA, aboveB) => {
      const s = (avg: number) => vcfQualifyCount(section, 70, avg).strength;
      expect([s(belowA), s(belowB), s(low), s(high), s(aboveA), s(aboveB)]).toEqual([-1, -1, 0, 0, 1, 1]);
    },
  );

  test("002 Table 2: a list's average is used exactly, unrounded (1001 + 1000 + … is compared as a sum)", () => {
    // 3 ratings averaging 700⅓: above 700 in K-3 even though it rounds to 700
    expect(vcfQualifyCount("K-3", 70, { sum: 2101, count: 3 }).strength).toBe(1);
    expect(vcfQualifyCount("K-3", 70, { sum: 2100, count: 3 }).strength).toBe(0);
    expect(vcfQualifyCount("K-3", 70, { sum: 1499, count: 3 }).strength).toBe(-1);
  });

  test("002 §3.f.2: never fewer than 3 (a small, weak section: 4 − 1 = 3 … and no lower)", () => {
    expect(vcfQualifyCount("K-5", 10, 600).count).toBe(3);
    expect(vcfQualifyCount("K-12", 5, 900).count).toBe(3);
  });
  test("002 §3.f.2: never more than 10 (a big, strong section: 10 + 1 = 10)", () => {
    expect(vcfQualifyCount("K-3", 200, 800)).toMatchObject({ table1: 10, strength: 1, count: 10 });
    expect(vcfQualifyCount("K-5", 130, 1000)).toMatchObject({ table1: 9, strength: 1, count: 10 });
  });

  test("an unknown section lists the valid ones", () => {
    expect(vcfSection("k5")).toBe("K-5");
    expect(vcfSection("K 12")).toBe("K-12");
    expect(() => vcfSection("K-6")).toThrow('section: "K-6" is not a VCF section (expected K-3, K-5, K-8, K-12)');
  });
  test("bad participants", () => {
    expect(() => vcfQualifyCount("K-5", -1, 700)).toThrow(/participants: -1/);
    expect(() => vcfQualifyCount("K-5", 4.5, 700)).toThrow(/participants: 4.5/);
  });
});

describe("VCF qualifiers (seed 002 §3.f.5)", () => {
  const ranking = (qualified: number[]) =>
    Array.from({ length: 12 }, (_, i) => ({ name: `P${i + 1}`, qualified: qualified.includes(i + 1) }));

  test("002 §3.f.5 RULE: the top 8 with 2 already qualified come from the top 10", () => {
    const q = vcfQualifiers(ranking([3, 6]), 8);
    expect(q.map((x) => x.place)).toEqual([1, 2, 4, 5, 7, 8, 9, 10]);
  });
  test("002 §3.f.5a: John, qualified in December and 1st in February, is skipped", () => {
    const q = vcfQualifiers(
      [
        { name: "John", qualified: true },
        { name: "Ann", qualified: false },
        { name: "Bo", qualified: false },
      ],
      1,
    );
    expect(q).toEqual([{ place: 2, name: "Ann" }]);
  });
  test("002 §3.f.5b: a qualified player playing up blocks no one (skipped like any qualified player)", () => {
    const q = vcfQualifiers(
      [
        { name: "K3 star playing in K-5", qualified: true },
        { name: "A", qualified: false },
        { name: "B", qualified: false },
        { name: "C", qualified: false },
      ],
      3,
    );
    expect(q.map((x) => x.name)).toEqual(["A", "B", "C"]);
  });
  test("a short list gives fewer qualifiers than the count", () => {
    expect(vcfQualifiers(ranking([]).slice(0, 2), 5)).toHaveLength(2);
  });
});

describe("VCF rating berths (seed 002 §3.f.4)", () => {
  const list = Array.from({ length: 20 }, (_, i) => ({
    name: `R${i + 1}`,
    regular: 2000 - i * 10,
    online: null as number | null,
  }));

  test("002 §3.f.4: the top 10 by rating are invited", () => {
    expect(ratingBerths(list).map((b) => b.name)).toEqual(list.slice(0, 10).map((p) => p.name));
  });
  test("002 §3.f.4: the higher of the regular and online ratings counts", () => {
    const l = [...list, { name: "Online", regular: 1500, online: 2100 }];
    expect(ratingBerths(l)[0]).toEqual({ rank: 1, name: "Online", rating: 2100 });
  });
  test("002 §3.f.4: a decline passes to the 11th, 12th … but never below the top 15", () => {
    const declined = list.map((p, i) => ({ ...p, declined: i < 7 })); // the top 7 decline
    const b = ratingBerths(declined);
    expect(b.map((x) => x.rank)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(b).toHaveLength(8);
  });
  test("002 §3.f.4 footnote: players with no rating at all get no berth", () => {
    expect(ratingBerths([{ name: "New", regular: null, online: null }])).toEqual([]);
  });
  test("a player tied for 15th is in the top 15", () => {
    const l = Array.from({ length: 16 }, (_, i) => ({
      name: `T${i + 1}`,
      regular: i >= 14 ? 1000 : 2000 - i,
      online: null,
      declined: i < 10,
    }));
    expect(ratingBerths(l).map((b) => b.name)).toEqual(["T11", "T12", "T13", "T14", "T15", "T16"]);
  });
});
