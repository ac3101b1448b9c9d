/** Board results as directors type them (issue 11 item 6): every spelling lands on one of BOARD_RESULTS. */
import fc from "fast-check";
import { parseBoardResult, resultCellText, RESULTS_ACCEPTED } from "../../../src/core/formats/results";
import { BOARD_RESULTS } from "../../../src/core/model/types";

describe("parseBoardResult", () => {
  test.each([
    ["1-0", "1-0"],
    [" 1 - 0 ", "1-0"],
    ["1:0", "1-0"],
    ["1–0", "1-0"],
    ["+", "1-0"],
    ["0-1", "0-1"],
    ["-", "0-1"],
    ["½-½", "½-½"],
    ["=", "½-½"],
    ["1/2", "½-½"],
    ["½", "½-½"],
    ["1/2-1/2", "½-½"],
    ["0.5-0.5", "½-½"],
    [".5-.5", "½-½"],
    ["0,5-0,5", "½-½"],
    ["draw", "½-½"],
    ["Draw", "½-½"],
    ["D", "½-½"],
    ["d", "½-½"],
    ["+/-", "1F-0F"],
    ["+--", "1F-0F"],
    ["1f-0f", "1F-0F"],
    ["-/+", "0F-1F"],
    ["--+", "0F-1F"],
    ["0F-1F", "0F-1F"],
    ["0F-0F", "0F-0F"],
    ["0-0", "0F-0F"],
    ["-/-", "0F-0F"],
  ])("%s is %s", (typed, result) => expect(parseBoardResult(typed)).toBe(result));

  test.each(["2-0", "1-1", "W", "x", "10", "1", "0", "½-1", ""])("%s is not a result", (typed) =>
    expect(parseBoardResult(typed)).toBeNull(),
  );

  test("every canonical result reads as itself, in any case and with any spaces (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOARD_RESULTS), fc.boolean(), fc.nat(3), (r, lower, pad) => {
        const typed = " ".repeat(pad) + (lower ? r.toLowerCase() : r).split("").join(" ".repeat(pad % 2)) + " ";
        return parseBoardResult(typed) === r;
      }),
    );
  });

  test("a spreadsheet's 0.5 is a draw; the accepted list names every spelling family", () => {
    expect(parseBoardResult(resultCellText(0.5))).toBe("½-½");
    for (const s of ["1-0", "0-1", "½-½", "1/2", "draw", "+/-", "-/+", "0F-0F", "0-0"])
      expect(RESULTS_ACCEPTED).toContain(s);
  });
});
