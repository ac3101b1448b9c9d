/** SWISS_MIN_ROUNDS, TIME_CONTROL_MINUTES and ACF_RATEABLE as the spreadsheets call them. */
import { swissMinRoundsFn, timeControlMinutesFn, acfRateableFn } from "../../../src/grid/functions/rules";

describe("rules functions", () => {
  test("SWISS_MIN_ROUNDS: 003 table, Excel and Sheets", () => {
    expect(swissMinRoundsFn([[47]], [[2]])).toEqual([[10]]);
    expect(swissMinRoundsFn(150, undefined)).toEqual([[11]]);
    expect(swissMinRoundsFn(12, 4)).toEqual([["-"]]);
  });
  test("TIME_CONTROL_MINUTES: 004's two estimates, and a range cell by cell", () => {
    expect(timeControlMinutesFn("G/90+30")).toEqual([[240]]);
    expect(timeControlMinutesFn([["G/45 d5"]])).toEqual([[100]]);
    expect(timeControlMinutesFn([["G/90+30"], [null], ["40/90 SD/30"]])).toEqual([[240], [""], [240]]);
  });
  test("ACF_RATEABLE", () => {
    expect(acfRateableFn("40/90 SD/30")).toEqual([[true]]);
    expect(acfRateableFn([["G/45 d5"], ["G/60"]])).toEqual([[false], [true]]);
  });
  test("bad input", () => {
    expect(() => timeControlMinutesFn(null)).toThrow("text: expected a time control such as G/90+30");
    expect(() => swissMinRoundsFn(null, 1)).toThrow("players: expected a whole number");
  });
});
