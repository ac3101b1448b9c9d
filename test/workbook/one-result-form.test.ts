/**
 * Issue 24 (item 5): after Enter results the posted and printed Round sheet shows every result in
 * one form (1-0, ½-½, 0-1, 1F-0F, 0F-1F, 0F-0F), whatever spelling the director typed; the bye rows'
 * points and blank cells stay as they were, and Undo puts back what was typed.
 */
import { RESULT_CHOICES } from "../../src/workbook/result-cells";
import { expectDone, harness, roundColumns, sampleBook, typeResults } from "./helpers";

const TYPED = ["+", "=", "1:0", "0 - 1", "draw", "1/2", "+/-", "-/+", "0-0"];
const ONE_FORM = ["1-0", "½-½", "1-0", "0-1", "½-½", "½-½", "1F-0F", "0F-1F", "0F-0F"];

function resultCells(grid: readonly (readonly unknown[])[]): unknown[] {
  const cols = roundColumns(grid);
  return grid.slice(1).filter((r) => typeof r[0] === "number").map((r) => r[cols.result] ?? null);
}

describe("issue 24 (5): one form for the results on the Round sheet", () => {
  test("+ = 1:0 0 - 1 draw 1/2 +/- -/+ 0-0 are written back as 1-0 ½-½ 1-0 0-1 ½-½ ½-½ 1F-0F 0F-1F 0F-0F, without asking", async () => {
    const h = harness(sampleBook(19, 3));
    expectDone(await h.run("pairNext"));
    const before = h.wb.values("Round 1").map((r) => [...r]);
    typeResults(h.wb, "Round 1", (_w, _b, board) => TYPED[board - 1] ?? "1-0");
    const o = expectDone(await h.run("enterResults"));
    expect(o.message).toContain("9 results on Round 1 are now written in the one form (1-0, ½-½, 0-1, 1F-0F, 0F-1F, 0F-0F).");
    const after = h.wb.values("Round 1");
    expect(resultCells(after)).toEqual(ONE_FORM);
    for (const v of resultCells(after)) expect(RESULT_CHOICES).toContain(v);
    // The bye row (19 players: one pairing bye) keeps its points as posted.
    const cols = roundColumns(after);
    const byeRows = after.filter((r, i) => i > 0 && typeof r[0] !== "number" && r[cols.white] !== null && r[cols.white] !== "");
    expect(byeRows.length).toBe(1);
    const byeBefore = before.find((r) => r[cols.white] === byeRows[0]?.[cols.white]);
    expect(byeRows[0]?.[cols.result]).toEqual(byeBefore?.[cols.result]);
  });

  test("a result already in the one form is not written again; a blank stays blank", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1", (_w, _b, board) => (board === 1 ? "1-0" : board === 2 ? "" : board === 3 ? "=" : "0-1"));
    const o = expectDone(await h.run("enterResults"));
    expect(o.message).toContain("1 result on Round 1 is now written in the one form");
    const [first, blank, third, fourth] = resultCells(h.wb.values("Round 1"));
    expect([first, third, fourth]).toEqual(["1-0", "½-½", "0-1"]);
    expect(["", null]).toContain(blank);
  });

  test("results already in the wallchart but typed another way are still put in the one form", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1", () => "1-0");
    expectDone(await h.run("enterResults"));
    typeResults(h.wb, "Round 1", () => "+");
    const o = expectDone(await h.run("enterResults"));
    expect(o.message).toBe(
      "Round 1's 4 results are already in the wallchart. 4 results on Round 1 are now written in the one form (1-0, ½-½, 0-1, 1F-0F, 0F-1F, 0F-0F).",
    );
    expect(resultCells(h.wb.values("Round 1"))).toEqual(["1-0", "1-0", "1-0", "1-0"]);
  });

  test("Undo puts back what the director typed, date serial included", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    h.wb.textCells.clear(); // a column not formatted as text: 1/2 became the date 46024
    typeResults(h.wb, "Round 1", (_w, _b, board) => ["46024", "1:0", "draw", "-"][board - 1] ?? "");
    const typed = resultCells(h.wb.values("Round 1"));
    expect(typed).toEqual([46024, "1:0", "draw", "-"]);
    const ask = await h.run("enterResults");
    const warnings = ask.kind === "confirm" ? (ask.warnings ?? []) : [];
    expect(warnings.length).toBe(1);
    expectDone(await h.run("enterResults", { acknowledged: warnings }));
    expect(resultCells(h.wb.values("Round 1"))).toEqual(["½-½", "1-0", "½-½", "0-1"]);
    const sure = await h.run("undo");
    expectDone(await h.run("undo", { acknowledged: sure.kind === "confirm" ? sure.warnings : [] }));
    expect(resultCells(h.wb.values("Round 1"))).toEqual(typed);
    expect(h.wb.values("Wallchart").slice(1).every((r) => (r[2] ?? null) === null)).toBe(true);
  });
});
