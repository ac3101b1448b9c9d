import { prizeList } from "../../../src/core/prizes/award";
import { prizeGrid, prizeSheetFormats, prizeSheetGrid } from "../../../src/core/posting/grids";
import { parseWallchart } from "../../../src/core/formats/wallchart";
import { unwrap } from "../../../src/core/errors";
import { centsText, parseCents, splitCents } from "../../../src/core/prizes/money";
import { parsePrizes, prizeName } from "../../../src/core/prizes/parse";
import { ChessInputError } from "../../../src/core/errors";
import fc from "fast-check";
import { handEvent, prizes } from "./event";

const PLACES = "1st,500\n2nd,300\n3rd,200\n4th,100";
const paid = (list: ReturnType<typeof prizeList>) => Object.fromEntries(list.winners.map((w) => [w.id, w.cents]));

describe("US Chess 32B3: tied winners pool the prizes they bring in, one each, and share equally", () => {
  test("three-way tie over places 2–4 splits $300 + $200 + $100 = $600 into $200.00 each", () => {
    const list = prizeList(handEvent(), prizes(PLACES));
    expect(paid(list)).toEqual({ 1: 50000, 2: 20000, 3: 20000, 4: 20000 });
    const split = list.awards.find((a) => a.from === 2);
    expect([split?.from, split?.to, split?.group]).toEqual([2, 4, "Place"]);
    expect(split?.reason).toBe(
      "#2 Bob, #4 Di, #3 Cy tied on 2 points bring in $300.00 (2nd) + $200.00 (3rd) + $100.00 (4th) = $600.00, one prize each, shared equally (US Chess 32B3): $200.00 each.",
    );
  });

  test("remainder rule: $1,000 among three is $333.34 to the first in tiebreak order (#2, Modified Median 4½) and $333.33 to the others", () => {
    const list = prizeList(handEvent(), prizes("2nd,500\n3rd,300\n4th,200"));
    expect(paid(list)).toEqual({ 2: 33334, 4: 33333, 3: 33333 });
    expect(list.awards[0]?.reason).toContain("$1,000.00 ÷ 3 = $333.33 each with 1 cent left over, one each to #2 Bob");
    expect(list.winners.reduce((a, w) => a + w.cents, 0)).toBe(100000);
  });

  test("a tie mixing place and class prizes: #3 (1750) brings U1800 1st ($220) into the pool instead of 4th ($100): $300 + $220 + $200 = $720, $240.00 each; 4th passes to #7", () => {
    const list = prizeList(handEvent(), prizes(`${PLACES}\nU1800 1st,220`));
    expect(paid(list)).toEqual({ 1: 50000, 2: 24000, 4: 24000, 3: 24000, 7: 10000 });
    const pool = list.awards.find((a) => a.winners.length === 3);
    expect(pool?.group).toBe("Pooled");
    expect(pool?.prizes).toBe("2nd, 3rd, U1800 1st");
  });

  test("32B3's exception: #3 would receive more by winning U1800 1st ($400) alone than an equal share ($300): he takes it, #2 and #4 share 2nd–3rd", () => {
    const list = prizeList(handEvent(), prizes(`${PLACES}\nU1800 1st,400`));
    expect(paid(list)).toEqual({ 1: 50000, 3: 40000, 2: 25000, 4: 25000, 7: 10000 });
    expect(list.notes[0]).toBe(
      "#3 Cy would receive more by winning only U1800 1st ($400.00), for which the others tied on 2 are ineligible, than an equal share of the pool ($300.00): US Chess 32B3's exception.",
    );
  });

  test("a player eligible for two prizes and tied with nobody takes the larger: #7 (1½, U1800) takes U1800 1st $150 over 5th $60, and 5th passes to #5", () => {
    const list = prizeList(handEvent(), prizes(`${PLACES}\n5th,60\nU1800 1st,150`));
    // Score 2: #2 #4 #3 bring 2nd, 3rd and the U1800 $150 (via #3): $650 / 3.
    expect(paid(list)).toEqual({ 1: 50000, 2: 21667, 4: 21667, 3: 21666, 7: 10000, 5: 6000 });
  });

  test("one cash prize per player: a class winner far below the place money keeps the class prize", () => {
    const list = prizeList(handEvent(), prizes("1st,500\nU1800 1st,100\nU1800 2nd,50"));
    expect(paid(list)).toEqual({ 1: 50000, 3: 10000, 7: 5000 });
  });

  test("unrated players take no under-rating prize (Unrated prizes are theirs); #8 is the only Unrated 1st", () => {
    const list = prizeList(handEvent(), prizes("U1600 1st,40\nUnrated 1st,30"));
    expect(paid(list)).toEqual({ 6: 4000, 8: 3000 });
  });

  test("three tied for one prize share it: 3rd $100 among #2 #4 #3 is $33.34 + $33.33 + $33.33", () => {
    const list = prizeList(
      handEvent(),
      prizes("1st,500\n2nd,0.01\n3rd,100").filter((p) => p.cents !== 1),
    );
    expect(paid(list)).toEqual({ 1: 50000, 2: 3334, 4: 3333, 3: 3333 });
  });
});

describe("items go by tiebreak (US Chess 34: trophies are not shared)", () => {
  test("2nd-place trophy among three tied on 2: #2 Bob, ahead of #4 Di on Modified Median 4½ against 3½", () => {
    const list = prizeList(handEvent(), prizes("1st,500 + Trophy\n2nd,Trophy\n3rd,Trophy"));
    const items = list.awards.filter((a) => a.item !== "");
    expect(items.map((a) => a.winners[0]?.id)).toEqual([1, 2, 4]);
    expect(items[1]?.reason).toBe("2nd (Trophy): #2 Bob, ahead of #4 Di on Modified Median 4½ against 3½.");
    expect(items[2]?.reason).toBe("3rd (Trophy): #4 Di, ahead of #3 Cy on Modified Median 3½ against 2½.");
  });

  test("one item to a player: the U1800 trophy skips nobody who took a place trophy but a place winner is not considered again", () => {
    const list = prizeList(handEvent(), prizes("1st,Trophy\n2nd,Trophy\n3rd,Trophy\nU1800 1st,Trophy"));
    const items = list.awards.filter((a) => a.item !== "");
    expect(items.map((a) => a.winners[0]?.id)).toEqual([1, 2, 4, 3]);
  });

  test("best junior (under 20 on 1 January of the event's year) and best woman", () => {
    const t = handEvent((p) =>
      p.id === 5
        ? { birthDate: "2007-03-01", sex: "w" }
        : p.id === 7
          ? { birthDate: "2006-01-01" }
          : p.id === 6
            ? { sex: "w" }
            : {},
    );
    const list = prizeList(t, prizes("Best junior,Trophy\nBest woman,Trophy"));
    // #7 born 1 Jan 2006 is 20 on 1 Jan 2026: not a junior. #5 is 18.
    expect(list.awards.map((a) => [a.prizes, a.winners[0]?.id])).toEqual([
      ["Best junior", 5],
      ["Best woman", 6],
    ]);
  });
});

describe("FIDE practice: places by tiebreak, no split", () => {
  test("places 2–4 go in tiebreak order: #2 $300, #4 $200, #3 $100", () => {
    const list = prizeList(handEvent(), prizes(PLACES), { mode: "FIDE" });
    expect(paid(list)).toEqual({ 1: 50000, 2: 30000, 4: 20000, 3: 10000 });
  });

  test("one cash prize per player, the largest: #3 (4th, $100) takes U1800 1st ($250); 4th passes to #7", () => {
    const list = prizeList(handEvent(), prizes(`${PLACES}\nU1800 1st,250`), { mode: "FIDE" });
    expect(paid(list)).toEqual({ 1: 50000, 2: 30000, 4: 20000, 3: 25000, 7: 10000 });
    expect(list.notes[0]).toContain("#3 Cy is in the money for $250.00 in U1800 and $100.00 (Place)");
  });

  test("equal prizes: the player's choice, listed under the first in the prize list", () => {
    const list = prizeList(handEvent(), prizes(`${PLACES}\nU1800 1st,100`), { mode: "FIDE" });
    expect(list.notes[0]).toContain("the player's choice; listed here under Place");
    expect(paid(list)).toEqual({ 1: 50000, 2: 30000, 4: 20000, 3: 10000, 7: 10000 });
  });
});

describe("the prize list as written", () => {
  test.each([
    ["1st", { group: { kind: "open" }, place: 1 }],
    ["2nd place", { group: { kind: "open" }, place: 2 }],
    ["U1800 2nd", { group: { kind: "under", limit: 1800 }, place: 2 }],
    ["Under 1600 1st", { group: { kind: "under", limit: 1600 }, place: 1 }],
    ["1600-1799 3rd", { group: { kind: "band", from: 1600, to: 1799 }, place: 3 }],
    ["Best junior", { group: { kind: "junior" }, place: 1 }],
    ["Top team", { group: { kind: "team" }, place: 1 }],
    ["Woman 2nd", { group: { kind: "woman" }, place: 2 }],
  ])("%s", (name, expected) => expect(prizeName(name)).toEqual(expected));

  test("every bad row is named, with what was expected", () => {
    const parsed = parsePrizes([
      ["Prize", "Amount"],
      ["1st", "300"],
      ["Best dressed", "10"],
      ["2nd", "-5"],
      ["1st", "5"],
    ]);
    expect(parsed.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^prizes row 3: "Best dressed" is not a prize \(expected/),
      expect.stringMatching(/^prizes row 4: "-5" is not a prize amount \(expected money/),
      'prizes row 5: "1st" is the same prize as prizes row 2',
    ]);
    expect(() => prizes("1st,12.345")).toThrow(ChessInputError);
  });

  test("money to the cent", () => {
    expect(parseCents("$1,250.50")).toBe(125050);
    expect(parseCents("75.5")).toBe(7550);
    expect(parseCents("12.345")).toBeNull();
    expect(centsText(123456789)).toBe("$1,234,567.89");
  });

  test("property: a split adds up to the pool exactly and no two shares differ by more than a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (pool, n) => {
        const s = splitCents(pool, n);
        expect(s.reduce((a, b) => a + b, 0)).toBe(pool);
        expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test("property: whatever the list, no player takes two cash prizes and no more money is paid than offered", () => {
    const amounts = fc.array(fc.integer({ min: 0, max: 50000 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(amounts, amounts, (place, cls) => {
        const rows = [
          ...place.map((c, i) => [`${i + 1}`, String(c / 100)]),
          ...cls.map((c, i) => [`U1800 ${i + 1}`, String(c / 100)]),
        ].filter((r) => r[1] !== "0");
        if (rows.length === 0) return;
        const list = prizeList(handEvent(), unwrapRows(rows));
        const cash = list.awards.filter((a) => a.cents > 0);
        const ids = cash.flatMap((a) => a.winners.map((w) => w.id));
        expect(new Set(ids).size).toBe(ids.length);
        const offered = [...place, ...cls].reduce((a, b) => a + b, 0);
        expect(cash.reduce((a, b) => a + b.cents, 0)).toBeLessThanOrEqual(offered);
      }),
      { numRuns: 150 },
    );
  });
});

function unwrapRows(rows: string[][]) {
  const p = parsePrizes(rows);
  if (p.problems.length > 0) throw new Error(p.problems[0]?.message);
  return p.value;
}

describe("the prize list as posted (issue 24: score column, amounts as numbers, the places a tie spans)", () => {
  test("a tie says the places it spans, not only the places that carry money: #2, #3, #4 tied for 2nd–4th with 2nd alone paid", () => {
    const list = prizeList(handEvent(), prizes("1st,500\n2nd,300"));
    expect(paid(list)).toEqual({ 1: 50000, 2: 10000, 4: 10000, 3: 10000 });
    const split = list.awards.find((a) => a.winners.length === 3);
    expect([split?.from, split?.to, split?.prizes]).toEqual([2, 4, "2nd"]);
    expect(prizeGrid(list).slice(2).map((r) => r[1])).toEqual(["2nd–4th", "2nd–4th", "2nd–4th"]);
    expect(list.winners.find((w) => w.id === 2)?.awards).toEqual(["2nd–4th"]);
  });

  test("a nine-way tie for 2nd says 2nd–10th on every row (not 2nd–5th, the places that carry money)", () => {
    // #1 beats #11; #2–#9 draw in pairs; #10 takes a half-point bye: #1 on 1, nine players on ½.
    const rows = ["W11", "D3", "D2", "D5", "D4", "D7", "D6", "D9", "D8", "H", "L1"].map((c) => [c]);
    const t = {
      info: { name: "Nine tied" },
      players: unwrap(parseWallchart(rows)).map((rounds, i) => ({ id: i + 1, name: `P${i + 1}`, rating: 2000 - i * 10, rounds })),
      totalRounds: 1,
      initialColour: null,
    };
    const us = prizeList(t, prizes("1st,500\n2nd,300\n3rd,200\n4th,100\n5th,50"));
    const tied = prizeGrid(us).slice(1).filter((r) => r[2] !== "#1 P1");
    expect(tied.map((r) => [r[0], r[1], r[3]])).toEqual(Array.from({ length: 9 }, () => ["2nd, 3rd, 4th, 5th", "2nd–10th", "½"]));
    expect(us.winners.filter((w) => w.id !== 1).reduce((a, w) => a + w.cents, 0)).toBe(65000);
    // FIDE: places by tiebreak — the eight who drew are tied on tiebreaks too (2nd–9th); #10's bye leaves it 10th.
    const fide = prizeList(t, prizes("1st,500\n2nd,300\n3rd,200\n4th,100\n5th,50"), { mode: "FIDE" });
    expect(new Set(prizeGrid(fide).slice(2).map((r) => r[1]))).toEqual(new Set(["2nd–9th"]));
  });

  test("a Score column beside the winner, with ½ as the other outputs write scores", () => {
    const list = prizeList(handEvent(), prizes("1st,500\n2nd,300\n3rd,200\n4th,100\n5th,50"));
    const grid = prizeGrid(list);
    expect(grid[0]).toEqual(["Prize", "Places", "Winner", "Score", "Amount"]);
    expect(grid[1]).toEqual(["1st", "1st", "#1 Ann", "3", "$500.00"]);
    expect(grid[2]?.[3]).toBe("2");
    expect(grid.find((r) => r[2] === "#7 Gus")).toEqual(["5th", "5th", "#7 Gus", "1½", "$50.00"]);
  });

  test("the sheet's prize list has the scores and amounts as numbers a treasurer can sum, the currency in the header; items stay text", () => {
    const list = prizeList(handEvent(), prizes("1st,500\n2nd,300\n3rd,200\n4th,100.01\nU1800 1st,Trophy"));
    const grid = prizeSheetGrid(list);
    expect(grid[0]).toEqual(["Prize", "Places", "Winner", "Score", "Amount ($)"]);
    expect(grid[1]).toEqual(["1st", "1st", "#1 Ann", 3, 500]);
    expect(grid.slice(1).map((r) => r[3])).toEqual([3, 2, 2, 2, 2]);
    // Where a host formats cells: the score with ½, the amount as dollars and cents.
    expect(prizeSheetFormats(list)).toEqual([
      { col: 3, format: "# ?/2" },
      { col: 4, format: "$#,##0.00" },
    ]);
    const money = grid.slice(1).map((r) => r[4]).filter((v): v is number => typeof v === "number");
    expect(money.reduce((a, b) => a + b, 0)).toBeCloseTo(1100.01, 2);
    expect(grid.slice(1).map((r) => r[4])).toContain("Trophy");
    expect(prizeGrid(list)[2]?.[4]).toMatch(/^\$\d+\.\d\d$/); // the web page and the CLI keep $
  });
});
