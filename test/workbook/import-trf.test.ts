/** TRF import into an event that already has rounds (issue 11 item 9): asks, then replaces; never an internal error. */
import { readWorkbook } from "../../src/core/formats/workbook";
import { parseTrf } from "../../src/core/formats/trf";
import { expectDone, harness, sampleBook, typeResults, type Harness } from "./helpers";

async function playRound(h: Harness, round: number): Promise<void> {
  expectDone(await h.run("pairNext"));
  typeResults(h.wb, `Round ${round}`);
  expectDone(await h.run("enterResults"));
}

describe("Import TRF into an event with rounds", () => {
  test("asks (naming what goes), then replaces: round sheets the file lacks are deleted, the event is the file's", async () => {
    const other = harness(sampleBook(6, 3, 11));
    await playRound(other, 1);
    const text = expectDone(await other.run("exportTrf")).file?.text ?? "";
    const h = harness(sampleBook(8, 3));
    await playRound(h, 1);
    await playRound(h, 2);
    const before = h.wb.toSheets();
    const ask = await h.run("importTrf", { text, name: "other.trf" });
    expect(ask.kind).toBe("confirm");
    expect(ask.kind === "confirm" && ask.warnings).toEqual([
      "This workbook already holds an event (8 players, 2 rounds): importing replaces its Players, Wallchart and round sheets with other.trf's (6 players, 1 round). Round 2 is deleted. Undo cannot bring it back: save a copy first if you may need it.",
    ]);
    expect(h.wb.toSheets()).toEqual(before);
    const o = expectDone(
      await h.run("importTrf", { text, name: "other.trf", acknowledged: ask.kind === "confirm" ? ask.warnings : [] }),
    );
    expect(o.message).toBe(
      "Imported 6 players and 1 round from other.trf into the sheets Tournament, Players, Wallchart, Round 1.",
    );
    expect(h.wb.has("Round 2")).toBe(false);
    const read = readWorkbook({ sheets: h.wb.toSheets() });
    expect(read.problems).toEqual([]);
    expect(read.value.players.map((p) => p.rounds)).toEqual(parseTrf(text).value.players.map((p) => p.rounds));
  });

  test("a file with problems is refused before anything is asked", async () => {
    const h = harness(sampleBook(4, 3));
    await playRound(h, 1);
    const o = await h.run("importTrf", { text: "001 garbage\n", name: "bad.trf" });
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/^bad\.trf has \d+ problems?; nothing was imported:$/);
  });

  test("a file whose points column the results do not give is refused with the reader's sentence (as wallchart check)", async () => {
    const h = harness(sampleBook(4, 3));
    const pad = (name: string, points: string, block: string) =>
      `${name.padEnd(33)} 1800${" ".repeat(28)}${points.padStart(4)}     ${block}`;
    const text = [
      "012 Test",
      "XXR 2",
      "BBW  3.0",
      `001    1      ${pad("Alpha", "1.0", "     2 w 1")}`,
      `001    2      ${pad("Beta", "0.0", "     1 b 0")}`,
    ].join("\n");
    const o = await h.run("importTrf", { text, name: "bbw.trf" });
    expect(o.kind).toBe("refused");
    expect(o.kind === "refused" && o.problems).toEqual([
      "line 4, columns 81-84 (#1 Alpha): the points column says 1.0, but the results give 3.0 under BBW 3.0; correct the points or the point system lines",
    ]);
  });
});
