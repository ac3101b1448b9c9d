/** A US weekend Swiss in two sections, in the workbook layout, for the US Chess rating report tests. */
import type { Sheet } from "../../../src/core/formats/workbook";

/** The event rows of a US weekend Swiss, as a director types them on the Tournament sheet. */
export const TOURNAMENT: Sheet = {
  name: "Tournament",
  cells: [
    ["Key", "Value"],
    ["Name", "Hudson Valley Open"],
    ["City", "Poughkeepsie"],
    ["State", "NY"],
    ["ZIP code", "12601"],
    ["Start date", "2026-11-21"],
    ["End date", "2026-11-22"],
    ["Affiliate ID", "A6012345"],
    ["Chief TD ID", "12345678"],
    ["Assistant TD ID", "23456789"],
    ["Time control", "G/90;d5"],
    ["US Chess rating system", "R"],
  ],
};

/**
 * Two sections. Open: four players, three rounds (a forfeit in round 3, a draw); U1800: three
 * players, two rounds (the pairing bye, a half-point bye), with its own Tournament sheet giving its
 * time control and dual rating.
 */
export function weekend(): Sheet[] {
  return [
    TOURNAMENT,
    {
      name: "Players",
      cells: [
        ["#", "Name", "Rating", "ID", "State"],
        [1, "Smith, Ann", 2105, "12000001", "ny"],
        [2, "Jones, Bob", 1990, "12000002", "NJ"],
        [3, "Núñez, José", 1850, "12000003", ""],
        [4, "Lee, Kim", null, "12000004", "CT"],
      ],
    },
    {
      name: "Wallchart",
      cells: [
        ["#", "Name", "R1", "R2", "R3"],
        [1, "Smith, Ann", "W3w", "D2b", "X4"],
        [2, "Jones, Bob", "W4b", "D1w", "W3b"],
        [3, "Núñez, José", "L1b", "W4w", "L2w"],
        [4, "Lee, Kim", "L2w", "L3b", "F1"],
      ],
    },
    { name: "U1800 Tournament", cells: [["Key", "Value"], ["Time control", "G/45;d5"], ["US Chess rating system", "Dual"]] },
    {
      name: "U1800 Players",
      cells: [
        ["#", "Name", "Rating", "US Chess ID"],
        [1, "Park, Dana", 1720, "13000001"],
        [2, "Ortiz, Eli", 1600, "13000002"],
        [3, "Wu, Fay", null, "13000003"],
      ],
    },
    {
      name: "U1800 Wallchart",
      cells: [
        ["#", "Name", "R1", "R2"],
        [1, "Park, Dana", "W2w", "H"],
        [2, "Ortiz, Eli", "L1b", "W3b"],
        [3, "Wu, Fay", "B", "L2w"],
      ],
    },
  ];
}

