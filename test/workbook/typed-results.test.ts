/** Results as directors type them, through Enter results (issue 11 item 6). */
import { expectDone, harness, roundColumns, sampleBook, typeResults } from "./helpers";

describe("Enter results reads results the way directors type them", () => {
  test("1/2, draw, +/-, -/+, 0-0, + and - single keys are entered as ½-½, 1F-0F, 0F-1F, 0F-0F, 1-0, 0-1", async () => {
    const h = harness(sampleBook(14, 3));
    expectDone(await h.run("pairNext"));
    const typed = ["1/2", "draw", "+/-", "-/+", "0-0", "+", "-"];
    typeResults(h.wb, "Round 1", (_w, _b, board) => typed[board - 1] ?? "1-0");
    expectDone(await h.run("enterResults"));
    const round = h.wb.values("Round 1");
    const cols = roundColumns(round);
    const chart = h.wb.values("Wallchart");
    const cellOf = (cell: unknown) => Number(/^#(\d+)/.exec(String(cell))?.[1]);
    const kinds = round
      .slice(1, 8)
      .map((r) =>
        [chart[cellOf(r[cols.white])]?.[2], chart[cellOf(r[cols.black])]?.[2]].map((c) => String(c)[0]).join(""),
      );
    expect(kinds).toEqual(["DD", "DD", "XF", "FX", "FF", "WL", "LW"]);
  });

  test("8 wrong cells are counted as 8, each named, with what a Result cell accepts said once", async () => {
    const h = harness(sampleBook(16, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1", () => "2-0");
    const o = await h.run("enterResults");
    expect(o.kind).toBe("refused");
    expect(o.message).toBe(
      "Round 1: 8 cells need putting right; nothing was entered. A result is one of: 1-0, 0-1, ½-½ (or = ½ 1/2 1/2-1/2 0.5-0.5 draw d), + (white won), - (black won), 1F-0F or +/- (white won by forfeit), 0F-1F or -/+ (black won by forfeit), 0F-0F or 0-0 (both forfeited).",
    );
    expect(o.kind === "refused" && o.problems).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9].map((r) => `'Round 1'!H${r}: "2-0" is not a result`),
    );
    expect(
      h.wb
        .values("Wallchart")
        .slice(1)
        .every((r) => (r[2] ?? null) === null),
    ).toBe(true);
  });

  test("a result typed one column off is pointed at, not ignored", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1", (_w, _b, board) => (board === 2 ? "" : "1-0"));
    h.wb.type("Round 1", 2, 8, "1-0");
    const o = expectDone(await h.run("enterResults"));
    expect(o.message).toMatch(
      /Still without a result: board 2 \(.*\)\. 1 result is typed outside the Result column \(H\): 'Round 1'!I3 "1-0"; move it into the Result column\.$/,
    );
  });
});
