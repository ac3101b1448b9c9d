/** Issue 32, item 1: the status says which desks the workbook holds, so the pane opens on the right task. */
import { holdings } from "../../src/workbook/actions/status";
import type { Snapshot } from "../../src/workbook/port";

const snap = (sheetNames: string[], workbookSheets?: string[]): Snapshot => ({
  sheetNames,
  ...(workbookSheets === undefined ? {} : { workbookSheets }),
  active: sheetNames[0] ?? "",
  sheets: {},
  settings: {},
});

describe("what the workbook holds (issue 32: the pane opens on what the workbook holds)", () => {
  test("a ladder-only workbook holds a ladder and nothing else", () => {
    expect(holdings(snap(["Ladder settings", "Ladder start", "Ladder log", "Ladder"]))).toEqual({
      ladder: true,
      season: false,
      period: false,
      teams: false,
    });
  });
  test("a season is its Events sheet; a ratings period needs both Games and Rating players", () => {
    expect(holdings(snap(["Events", "Season"]))).toEqual({ ladder: false, season: true, period: false, teams: false });
    expect(holdings(snap(["Games"]))).toEqual({ ladder: false, season: false, period: false, teams: false });
    expect(holdings(snap(["rating players", "GAMES"]))).toEqual({ ladder: false, season: false, period: true, teams: false });
    expect(holdings(snap(["Teams", "Match R1"])).teams).toBe(true);
  });
  test("a section's view still sees the whole workbook's sheets", () => {
    expect(holdings(snap(["Players", "Wallchart"], ["U1800 Players", "Ladder log"])).ladder).toBe(true);
  });
});
