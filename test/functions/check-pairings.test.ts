/** CHECK_PAIRINGS as the spreadsheets call it (catalogue: CHECK_PAIRINGS), and the never-pair range. */
import { readFileSync } from "fs";
import { join } from "path";
import { unwrap } from "../../src/core/errors";
import { makeWallchart } from "../../src/core/formats/wallchart";
import { parseTrf } from "../../src/core/formats/trf";
import { roundsPaired } from "../../src/core/model/tournament";
import { pairRound } from "../../src/core/pairing";
import { withPairing } from "../../src/core/pairing/check/apply";
import { checkPairingsTable } from "../../src/grid/functions/check-pairings";
import { neverPairList } from "../../src/grid/never-pair";

function event(swapTop: boolean) {
  const t = unwrap(parseTrf(readFileSync(join(__dirname, "..", "fixtures", "oracle-dutch", "case045.trf"), "utf8")));
  const round = roundsPaired(t) + 1;
  const p = pairRound(t, round, "DUTCH");
  const boards = p.boards.map((b, i) => (i === 0 && swapTop ? { white: b.black, black: b.white } : b));
  const done = withPairing(t, round, boards, p.unpaired.find((u) => u.reason === "pab")?.player ?? null);
  return {
    round,
    top: p.boards[0]!,
    results: makeWallchart(done.players.map((pl) => pl.rounds)),
    ratings: done.players.map((pl) => [pl.rating ?? 0]),
  };
}

describe("CHECK_PAIRINGS", () => {
  test("every round the engine's pairing: one 'engine's pairing' row per round (Excel nulls)", () => {
    const e = event(false);
    const rows = checkPairingsTable(e.results, e.ratings, null, null, [["DUTCH"]], [["W"]], null, null, null);
    expect(rows[0]).toEqual(["Round", "Verdict", "Rule", "Players", "Detail"]);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(Array.from({ length: e.round }, (_, i) => [i + 1, "engine's pairing"]));
  });

  test("colours switched on the top board: a 'differs' row and a 'breaks' row naming C.04.3 5.2 (Sheets undefined)", () => {
    const e = event(true);
    const rows = checkPairingsTable(e.results, e.ratings, undefined, undefined, "DUTCH", "W");
    const last = rows.filter((r) => r[0] === e.round);
    expect(last[0]).toEqual([e.round, "differs", "", [e.top.white, e.top.black].sort((a, b) => a - b).join(", "), expect.stringMatching(/colours switched/)]);
    expect(last.some((r) => r[1] === "breaks" && /^C\.04\.3 5\.2\.[1-5]$/.test(String(r[2])))).toBe(true);
  });

  test("the never-pair list: a listed pair on a board is reported with the rule 'never-pair list'", () => {
    const e = event(false);
    const rows = checkPairingsTable(e.results, e.ratings, undefined, undefined, "DUTCH", "W", undefined, undefined, [[e.top.black, e.top.white]]);
    expect(rows).toContainEqual([e.round, "breaks", "never-pair list", expect.any(String), expect.stringMatching(/never-pair list/)]);
  });

  test("SWISS_PAIR's arguments in SWISS_PAIR's order: Name | Rating, settings, and the same answer", () => {
    const e = event(true);
    const names = e.ratings.map((r, i) => [`Player ${i + 1}`, r[0] === 0 ? "UNR" : r[0]]);
    const plain = checkPairingsTable(e.results, e.ratings, null, null, "DUTCH", "W");
    expect(checkPairingsTable(e.results, [["Name", "Rating"], ...names], null, null, "DUTCH", "W", [["ACCELERATED", "NO"]])).toEqual(plain);
  });

  test("round: only that round is checked; a round not paired yet is refused", () => {
    const e = event(true);
    const rows = checkPairingsTable(e.results, e.ratings, null, null, "DUTCH", "W", null, e.round);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set([e.round]));
    expect(rows.some((r) => r[1] === "differs")).toBe(true);
    expect(checkPairingsTable(e.results, e.ratings, null, null, "DUTCH", "W", null, 1).slice(1).map((r) => [r[0], r[1]])).toEqual([[1, "engine's pairing"]]);
    expect(() => checkPairingsTable(e.results, e.ratings, null, null, "DUTCH", "W", null, e.round + 1)).toThrow(
      new RegExp(`round ${e.round + 1}: expected a paired round from 1 to ${e.round}`),
    );
    expect(() => checkPairingsTable(e.results, e.ratings, null, null, "DUTCH", "W", null, [[1], [2]])).toThrow(/round: 2 cells where one value is expected/);
  });

  test("the round is a number, and headers FALSE leaves the heading row out (issue 27, part 3)", () => {
    const e = event(true);
    const rows = checkPairingsTable(e.results, e.ratings, null, null, "DUTCH", "W");
    expect(rows.slice(1).every((r) => typeof r[0] === "number")).toBe(true);
    expect(checkPairingsTable(e.results, e.ratings, null, null, "DUTCH", "W", null, null, null, false)).toEqual(rows.slice(1));
  });

  test("a formula in the old order (the system 4th, where the requests now are): refused, saying the new order", () => {
    const e = event(false);
    expect(() => checkPairingsTable(e.results, e.ratings, null, "DUTCH")).toThrow(
      /requests: "DUTCH" is a pairing system: CHECK_PAIRINGS takes SWISS_PAIR's arguments in SWISS_PAIR's order .* so the system is the 5th/,
    );
  });

  test("a bad never-pair row names the row and what was expected", () => {
    expect(() => neverPairList([[3, 8], ["", ""], [3, 3], [2, "x"]], 10)).toThrow(
      /neverPair row 3: "3, 3" — expected two different pairing numbers from 1 to 10; neverPair row 4/,
    );
    expect(neverPairList([[8, 3], [null, null], ["#2", 5]], 10)).toEqual([[3, 8], [2, 5]]);
  });
});
