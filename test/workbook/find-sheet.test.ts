/** Sheets are found as a director types their names: case and stray spaces do not matter, other letters do. */
import { findSheet } from "../../src/workbook/port";

test("findSheet: case, spaces at the ends and doubled spaces do not matter; the workbook's own name comes back", () => {
  const names = ["players ", "Never  Pair", "Round 1", "Wallchart2"];
  expect(findSheet(names, "Players")).toBe("players ");
  expect(findSheet(names, "Never pair")).toBe("Never  Pair");
  expect(findSheet(names, " round 1")).toBe("Round 1");
  expect(findSheet(names, "Wallchart")).toBeUndefined();
  expect(findSheet(names, "Round1")).toBeUndefined();
});
