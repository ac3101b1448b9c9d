/**
 * Issue 29, item 5: the US prize split checked against US Chess rule 32B (7th edition), case by case.
 * - 32B3, "Ties for more than one prize": the cash prizes the tied winners win are summed and divided
 *   equally, unless some would receive more by winning or dividing only a prize the others may not
 *   take; no player receives from the division more than the largest prize he could take with no tie;
 *   one cash prize into the pool for each winner.
 * - 32B4, "Priority of identical prizes": place before class, a higher class before a lower one.
 * - 28D: unrated players take place prizes and prizes for unrated players, not class prizes.
 * The forum cases are US Chess forum threads (forum.uschess.org / uschess.discourse.group), cited by
 * number; their figures are reproduced as the thread's answer gives them.
 */
import { prizeList } from "../../../src/core/prizes/award";
import { prizeReasons } from "../../../src/core/posting/grids";
import type { Tournament } from "../../../src/core/model/types";
import type { Standings } from "../../../src/core/standings/standings";
import { prizes } from "./event";

/** An event as the standings say it ended: [name, rating or null, score] best first, no tiebreaks. */
function ended(rows: readonly [string, number | null, number][]): { t: Tournament; standings: Standings } {
  const t: Tournament = {
    info: { name: "32B", startDate: "2026-05-01" },
    players: rows.map(([name, rating], i) => ({ id: i + 1, name, rating, rounds: [] })),
    totalRounds: 6,
    initialColour: null,
  };
  const standings: Standings = {
    columns: [],
    rows: rows.map(([name, , score], i) => ({ place: String(i + 1), from: i + 1, to: i + 1, id: i + 1, name, score: score * 10, values: [] })),
  };
  return { t, standings };
}

const paid = (list: ReturnType<typeof prizeList>) => Object.fromEntries(list.winners.map((w) => [w.id, w.cents]));

describe("US Chess 32B3's limit: no share above the largest prize the player could take with no tie", () => {
  test("forum thread 16785 (\"Rule 32B3 Question\"): the 2495 tied with three players under 2400 takes 3rd ($536), the three share the rest ($817 each), not $746.75 each", () => {
    const { t, standings } = ended([
      ["GM", 2673, 5],
      ["IM", 2699, 4.5],
      ["FM", 2495, 4],
      ["A", 2391, 4],
      ["B", 2387, 4],
      ["C", 2385, 4],
      ["D", 2345, 3.5],
    ]);
    const list = prizeList(t, prizes("1st,2375\n2nd,1149\n3rd,536\n4th,306\n5th,230\nU2400 1st,1379\nU2400 2nd,766"), { standings });
    expect(paid(list)).toMatchObject({ 1: 237500, 2: 114900, 3: 53600, 4: 81700, 5: 81700, 6: 81700 });
    const reason = list.awards.find((a) => a.winners.length === 4)?.reason ?? "";
    expect(reason).toContain("an equal share would be $746.75");
    expect(reason).toContain('US Chess 32B3 says "no player may receive an amount greater from the division of those prizes than the largest prize for which he would be eligible if there were no tie"');
    expect(reason).toContain("#3 FM receives $536.00, the largest prize he could take alone");
    expect(reason).toContain("and #4 A, #5 B, #6 C share the remaining $2,451.00: $817.00 each.");
  });

  test("forum thread 21917 (\"Question re Dividing Prizes\"): E (1750) held to 5th ($1,000); F, G, H under 1700 share the rest, $1,266.67 / $1,266.67 / $1,266.66", () => {
    const { t, standings } = ended([
      ["A", 1753, 8.5],
      ["B", 1702, 7.5],
      ["C", 1700, 7.5],
      ["D", 1700, 7.5],
      ["E", 1750, 7],
      ["F", 1676, 7],
      ["G", 1675, 7],
      ["H", 1650, 7],
    ]);
    const list = prizeList(t, prizes("1st,12000\n2nd,6000\n3rd,3000\n4th,1500\n5th,1000\n6th,800\nU1700 1st,2000\nU1700 2nd,1000"), { standings });
    expect(paid(list)).toEqual({ 1: 1200000, 2: 350000, 3: 350000, 4: 350000, 5: 100000, 6: 126667, 7: 126667, 8: 126666 });
    expect(list.winners.reduce((a, w) => a + w.cents, 0)).toBe(2730000);
  });
});

describe("US Chess 32B4: prizes of one amount", () => {
  test("forum thread 13188 (\"Prize Example\"): 3rd ($100) goes into the pool before U2200 ($100), listed first or not; the expert on 2½ takes U2200, the master on 3 nothing", () => {
    const { t, standings } = ended([
      ["GM", 2550, 4],
      ["Expert B", 2100, 3.5],
      ["Expert C", 2050, 3.5],
      ["NM", 2250, 3],
      ["Expert E", 2010, 2.5],
    ]);
    for (const list of ["U2200 1st,100\n1st,250\n2nd,150\n3rd,100", "1st,250\n2nd,150\n3rd,100\nU2200 1st,100"]) {
      expect(paid(prizeList(t, prizes(list), { standings }))).toEqual({ 1: 25000, 2: 12500, 3: 12500, 5: 10000 });
    }
  });

  test("forum thread 17265, situation 2: of U1800 $75 and U2000 $75, the higher class goes into the pool; the U1800 player below takes U1800", () => {
    const { t, standings } = ended([
      ["Arnie", 2200, 4],
      ["Alfred", 1900, 3.5],
      ["Bernie", 1750, 3.5],
      ["Alonzo", 1950, 3],
      ["Bob", 1700, 2.5],
    ]);
    const list = prizeList(t, prizes("1st,200\n2nd,150\nU1800 1st,75\nU2000 1st,75"), { standings });
    expect(paid(list)).toEqual({ 1: 20000, 2: 11250, 3: 11250, 5: 7500 });
    expect(list.awards.find((a) => a.winners.length === 2)?.prizes).toBe("2nd, U2000 1st");
  });
});

describe("unrated players and unrated prizes (28D, 32B3)", () => {
  test("issue 29's case: the top unrated player tied for 2nd brings Unrated 1st into the pool, $183.34 + $183.33 + $183.33, and the reasoning says why the next unrated player has none", () => {
    const { t, standings } = ended([
      ["Ann", 2100, 4],
      ["Bob", 1900, 3],
      ["Uma", null, 3],
      ["Cy", 1800, 3],
      ["Val", null, 2.5],
    ]);
    const list = prizeList(t, prizes("1st,500\n2nd,300\n3rd,150\nUnrated 1st,100"), { standings });
    expect(paid(list)).toEqual({ 1: 50000, 2: 18334, 3: 18333, 4: 18333 });
    expect(list.notes).toContainEqual(expect.stringMatching(/^Unrated 1st \(\$100\.00\) is in the pool of the players tied on 3: #3 Uma wins it and ties with the winners of the other prizes, and 32B3 pools .*US Chess 28D.*so it does not pass to the next unrated player\.$/));
  });

  test("when the unrated player does better with the unrated prize alone (32B3's exception) he takes it, and the place prizes are shared by the others", () => {
    const { t, standings } = ended([
      ["Ann", 2100, 4],
      ["Bob", 1900, 3],
      ["Uma", null, 3],
      ["Val", null, 2.5],
    ]);
    const list = prizeList(t, prizes("1st,500\n2nd,150\nUnrated 1st,200"), { standings });
    expect(paid(list)).toEqual({ 1: 50000, 2: 15000, 3: 20000 });
  });

  test("an unrated player takes no class prize: U1800 passes over Uma to Cy", () => {
    const { t, standings } = ended([
      ["Ann", 2100, 4],
      ["Uma", null, 3],
      ["Cy", 1700, 2],
    ]);
    expect(paid(prizeList(t, prizes("1st,500\nU1800 1st,100"), { standings }))).toEqual({ 1: 50000, 3: 10000 });
  });
});

describe("the rule quoted in the reasoning shown to the director", () => {
  test("a US prize list's reasoning opens with 32B3's words", () => {
    const { t, standings } = ended([["Ann", 2100, 4], ["Bob", 1900, 3]]);
    const lines = prizeReasons(prizeList(t, prizes("1st,500\n2nd,300"), { standings }));
    expect(lines[0]).toMatch(/^Rules: US Chess 32B — 32B3: "If winners of different prizes tie with each other, all the cash prizes involved shall be summed and divided equally among the tied winners unless .* No more than one cash prize shall go into the pool for each winner\." Of prizes of one amount the place prize comes first, then the higher class \(32B4\); remainder cents go one each in tiebreak order; one cash prize per player\.$/);
  });
});
