/** Corrections after a later round is paired (issue 11 item 5): named, shown, re-pair offered; never silent. */
import { readWorkbook } from "../../src/core/formats/workbook";
import { expectDone, harness, roundColumns, sampleBook, typeResults, type Harness } from "./helpers";

async function setUp(): Promise<{ h: Harness; white: string; black: string }> {
  const h = harness(sampleBook(8, 4));
  expectDone(await h.run("pairNext"));
  typeResults(h.wb, "Round 1", () => "1-0");
  expectDone(await h.run("enterResults"));
  expectDone(await h.run("pairNext"));
  const grid = h.wb.values("Round 1");
  const cols = roundColumns(grid);
  const row = grid[1] ?? [];
  return { h, white: String(row[cols.white]), black: String(row[cols.black]) };
}

describe("Changing a round-1 result after round 2 is paired", () => {
  test("names the round-2 pairings made on the old result, shows each cell, and offers to re-pair round 2", async () => {
    const { h, white, black } = await setUp();
    h.wb.type("Round 1", 1, 7, "0-1");
    h.wb.activate("Round 1");
    const chart = h.wb.values("Wallchart");
    const ask = await h.run("enterResults");
    expect(ask.kind).toBe("confirm");
    expect(h.wb.values("Wallchart")).toEqual(chart);
    if (ask.kind !== "confirm") return;
    expect(ask.overwrites).toEqual([]);
    expect(ask.warnings?.[0]).toMatch(
      new RegExp(
        `^Round 2 was paired on the old result \\(round 2: ${white} against #\\d+ .* \\(board 1\\); round 2: ${black} against #\\d+ .*\\)\\.$`,
      ),
    );
    expect(ask.warnings?.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^Wallchart!C\\d+: ${white}'s round 1 "W\\d+w" → "L\\d+w"$`)),
      expect.stringMatching(new RegExp(`^Wallchart!C\\d+: ${black}'s round 1 "L\\d+b" → "W\\d+b"$`)),
    ]);
    const o = expectDone(await h.run("enterResults", { acknowledged: ask.warnings }));
    expect(o.message).toMatch(/Round 2 has no result yet: you may re-pair it \(Re-pair round 2\)\.$/);
    expect(o.data).toEqual({ offer: { action: "repairRound", label: "Re-pair round 2" } });
    const ask2 = await h.run("repairRound");
    expect(ask2.kind === "refused" ? ask2.message + ask2.problems.join("; ") : ask2.kind).toBe("confirm");
    expectDone(await h.run("repairRound", { acknowledged: ask2.kind === "confirm" ? ask2.warnings : [] }));
    const read = readWorkbook({ sheets: h.wb.toSheets() });
    expect(read.problems).toEqual([]);
    const id = Number(/^#(\d+)/.exec(white)?.[1]);
    expect(read.value.players[id - 1]?.rounds[0]?.kind).toBe("loss");
  });

  test("cancelled, nothing changes; once round 2 has results, re-pairing is not offered", async () => {
    const { h } = await setUp();
    typeResults(h.wb, "Round 2", () => "½-½");
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 3", () => "1-0");
    h.wb.type("Round 2", 1, 7, "1-0");
    h.wb.activate("Round 2");
    const before = h.wb.values("Wallchart");
    const ask = await h.run("enterResults");
    expect(ask.kind).toBe("confirm");
    expect(h.wb.values("Wallchart")).toEqual(before);
    const o = expectDone(await h.run("enterResults", { acknowledged: ask.kind === "confirm" ? ask.warnings : [] }));
    expect(o.message).toMatch(
      /Round 3 was paired on the old result .* Round 3 already has results: its pairings stand\.$/,
    );
    expect(o.data).toBeUndefined();
  });
});
