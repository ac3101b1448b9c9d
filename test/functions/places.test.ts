/**
 * Issue 27, part 3: places are numbers on both hosts (Excel's wrappers and the built Sheets bundle),
 * so a sheet sorts and looks them up; a tie shows as the same number, the first place it covers (as
 * STANDINGS and Excel's RANK.EQ give it), never the text "2-3".
 */
import { placeNumber } from "../../src/grid/cells";
import { HOSTS, col } from "./hosts";

test("placeNumber: the first place a shared place covers", () => {
  expect(["1", "2-3", "10 - 12", "4–5", 7, "", "x"].map(placeNumber)).toEqual([1, 2, 10, 4, 7, "", "x"]);
});

describe.each(HOSTS)("places as numbers in $name", (host) => {
  test("LEAGUE_TABLE: teams level on everything share the number", () => {
    const out = host.call("LEAGUE_TABLE", [[1, "A", "B", "1-0", "½-½"], [1, "C", "D", "½-½", "½-½"]], null, null) as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1]])).toEqual([[1, "A"], [2, "C"], [2, "D"], [4, "B"]]);
  });

  test("GP_TEAM: equal totals share the number", () => {
    const out = host.call("GP_TEAM", col(10, 10, 3), col("A", "B", "C"), null, null) as unknown[][];
    expect(out.map((r) => [r[0], r[1]])).toEqual([[1, "A"], [1, "B"], [3, "C"]]);
  });

  test("SEASON: equal totals share the number", () => {
    expect(host.call("SEASON", [[3, 2], [1, 4], [1, 0]], null)).toEqual([[5, 1], [5, 1], [1, 3]]);
  });
});
