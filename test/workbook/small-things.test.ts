/** Small things seen (issue 11 item 10): each with its own test. */
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, harness } from "./helpers";

describe("small things", () => {
  test("Use this sheet on a workbook with no sheet says so (it named no sheet before)", async () => {
    const o = await harness(new MemoryWorkbook()).run("useSheet");
    expect(o.message).toMatch(/^There is no sheet in front of you: open the sheet that holds your wallchart/);
  });

  test('a ladder game naming "Ivn" asks "did you mean Ivan?" before Ivn joins the ladder; a new name far from any goes straight in', async () => {
    const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    expectDone(await h.run("setupLadder", { type: "CHALLENGE", players: ["Alice", "Greg", "Ivan"] }));
    const ask = await h.run("recordLadderGame", {
      date: "2025-03-04",
      challenger: "Ivn",
      defender: "Greg",
      result: "1-0",
    });
    expect(ask.kind).toBe("confirm");
    expect(ask.kind === "confirm" && ask.message).toBe("A new name on the ladder? Nothing was written.");
    expect(ask.kind === "confirm" && ask.warnings).toEqual([
      '"Ivn" is not on the ladder: did you mean "Ivan"? Go on only if Ivn is a new player.',
    ]);
    expect(h.wb.values("Ladder log")).toEqual([["Date", "Challenger", "Defender", "Result"]]);
    expectDone(
      await h.run("recordLadderGame", { date: "2025-03-04", challenger: "Ivan", defender: "Greg", result: "1-0" }),
    );
    expectDone(
      await h.run("recordLadderGame", { date: "2025-03-05", challenger: "Zoltan", defender: "Ivan", result: "0-1" }),
    );
  });
});
