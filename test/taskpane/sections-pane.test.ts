/** The section picker adds the chosen section to the event's actions (issue 30: a section may be a round robin or Keizer nights). */
import { PER_SECTION } from "../../taskpane/sections-pane";

describe("the pane's section picker", () => {
  test("setting up a round robin or Keizer nights acts on the chosen section, as pairing it does", () => {
    for (const name of ["setUpRoundRobin", "setUpKeizer", "saveSettings", "pairNext", "standings", "crosstable"] as const)
      expect(PER_SECTION.has(name)).toBe(true);
  });
  test("the workbook's own desks are not sent to a section", () => {
    for (const name of ["sections", "movePlayer", "ladderStatus", "seasonStatus"] as const) expect(PER_SECTION.has(name as never)).toBe(false);
  });
});
