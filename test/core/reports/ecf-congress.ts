/** An English weekend congress in the workbook layout, for the ECF submission file tests. */
import type { Sheet } from "../../../src/core/formats/workbook";

/** A weekend congress: an Open of four (a forfeit in round 3) and a Minor of three, round dates given. */
export function congress(): Sheet[] {
  return [
    {
      name: "Tournament",
      cells: [
        ["Key", "Value"],
        ["Name", "Anytown Congress"],
        ["Start date", "2026-05-09"],
        ["End date", "2026-05-10"],
        ["Round dates", "2026-05-09; 2026-05-09; 2026-05-10"],
        ["Time control", "G/90+15"],
        ["ECF event code", "AB26ANY"],
        ["Submission index", "1"],
        ["Results officer", "Jane Smith"],
        ["Results officer address", "jane@example.org"],
        ["Treasurer", "John Doe"],
        ["Treasurer address", "john@example.org"],
      ],
    },
    {
      name: "Players",
      cells: [
        ["#", "Name", "Rating", "ECF code"],
        [1, "Adams, Michael", 2100, "123456A"],
        [2, "Brown, Anne", 1950, "234567B"],
        [3, "Clarke, Tom", 1800, ""],
        [4, "Davies, Sue", 1700, "345678C"],
      ],
    },
    {
      name: "Wallchart",
      cells: [
        ["#", "Name", "R1", "R2", "R3"],
        [1, "Adams, Michael", "W3w", "D2b", "X4"],
        [2, "Brown, Anne", "W4b", "D1w", "W3b"],
        [3, "Clarke, Tom", "L1b", "W4w", "L2w"],
        [4, "Davies, Sue", "L2w", "L3b", "F1"],
      ],
    },
    { name: "Minor Players", cells: [["#", "Name", "ECF code"], [1, "Evans, Dai", "456789D"], [2, "Fox, Liz", "567890E"], [3, "Green, Al", "678901F"]] },
    { name: "Minor Wallchart", cells: [["#", "Name", "R1", "R2"], [1, "Evans, Dai", "W2", "H"], [2, "Fox, Liz", "L1", "W3b"], [3, "Green, Al", "B", "L2w"]] },
  ];
}

