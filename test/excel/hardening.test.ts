/**
 * Issue 28's hardening checks that concern the pane, replayed on the Excel fake (office-addin-mock)
 * through the pane's own backend (taskpane/excel-backend.ts): Import TRF keeps XXP (a 16 KB line
 * repeating `1 2` read once), 260, BB*, XXA and XXC and Export TRF writes them back; a date serial
 * Excel stored for a `1/2` typed in a Result cell is read back as ½-½ with a warning naming the cell;
 * and the co-authoring race (B reads, A pairs round 2, B's click) refused before B writes anything.
 */
import { excelPort } from "../../src/excel/port";
import { makeTrf, parseTrf } from "../../src/core/formats/trf";
import { readWorkbook } from "../../src/core/formats/workbook";
import type { ActionName } from "../../src/workbook/api";
import type { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import type { AsyncWorkbookPort } from "../../src/workbook/port";
import { readLog } from "../../src/workbook/undo";
import { defaultContext } from "../../src/workbook/wiring";
import { excelBackend } from "../../taskpane/excel-backend";
import { expectDone, harness, roundColumns, sampleBook, typeResults } from "../workbook/helpers";
import { FakeExcel } from "./fake-excel";

/** The pane's backend over a fake Excel on `wb`. */
function pane(wb: MemoryWorkbook, port?: AsyncWorkbookPort) {
  const fake = new FakeExcel(wb);
  const backend = excelBackend(port ?? excelPort(fake), defaultContext);
  return { fake, run: (name: ActionName, args: object = {}): Promise<Outcome> => backend.run(name, args as never) };
}

async function baseTrf(): Promise<string> {
  const h = harness(sampleBook(6, 3, 5), defaultContext);
  return expectDone(await h.run("exportTrf")).file?.text ?? "";
}

describe("Import TRF in Excel's pane keeps every line the CLI reads, and Export TRF writes them back", () => {
  test("XXP (a 16 KB line repeating `1 2`, read once), 260, BBW/BBD/BBZ/BBF/BBU, XXA and XXC", async () => {
    const base = (await baseTrf()).split("\n").filter((l) => !/^(XXC|BB|XXP|260|XXA)/.test(l));
    let xxp = "XXP";
    while (xxp.length < 16 * 1024) xxp += " 1 2";
    const extra = [xxp, "260   1   2    3    4", "BBW  3.0", "BBD  1.0", "BBZ  0.5", "BBF  0.5", "BBU  3.0", "XXA    2  1.0  1.0", "XXC black1"];
    const text = `${base.join("\n").trimEnd()}\n${extra.join("\n")}\n`;
    const wb = sampleBook(2, 3);
    const { run } = pane(wb);
    let o = await run("importTrf", { text, name: "lines.trf" });
    if (o.kind === "confirm") o = await run("importTrf", { text, name: "lines.trf", acknowledged: o.warnings ?? [] });
    expectDone(o);
    const read = readWorkbook({ sheets: wb.toSheets() });
    expect(read.problems).toEqual([]);
    expect(read.value.forbiddenPairs).toEqual([[1, 2]]);
    expect(read.value.forbiddenGroups).toEqual([{ players: [3, 4], from: 1, to: 2 }]);
    expect(read.value.initialColour).toBe("b");
    // One row on the Never pair sheet for the pair, however often the line repeats it.
    expect(wb.values("Never pair").slice(1).filter((r) => String(r[0]).startsWith("#1") && String(r[1]).startsWith("#2"))).toHaveLength(1);

    const out = expectDone(await run("exportTrf")).file?.text ?? "";
    const lines = out.split("\n");
    for (const line of ["XXP 1 2", "260   1   2    3    4", "BBW  3.0", "BBD  1.0", "BBZ  0.5", "BBF  0.5", "BBU  3.0", "XXA    2  1.0  1.0", "XXC black1"])
      expect([line, lines.includes(line)]).toEqual([line, true]);
    const again = parseTrf(out).value;
    const first = parseTrf(text).value;
    expect(again.pointSystem).toEqual(first.pointSystem);
    expect(again.forbiddenPairs).toEqual(first.forbiddenPairs);
    expect(makeTrf(again)).toBe(makeTrf(first));
  });
});

describe("a date serial in a Result cell, through Excel's port", () => {
  test("Excel's 46024 for a 1/2 typed where the column was not text is read as ½-½, with a warning naming the cell", async () => {
    const wb = sampleBook(8, 3);
    const { run } = pane(wb);
    expectDone(await run("pairNext"));
    wb.textCells.clear(); // a Result column that is not text: Excel makes 1/2 the date 2 January (46024 in 2026)
    typeResults(wb, "Round 1", (_w, _b, board) => (board === 1 ? "46024" : "1-0"));
    const round = wb.values("Round 1");
    const row = round.findIndex((r) => r[roundColumns(round).result] === 46024);
    expect(row).toBeGreaterThan(0);
    const ask = await run("enterResults");
    expect(ask.kind).toBe("confirm");
    const warnings = ask.kind === "confirm" ? (ask.warnings ?? []) : [];
    expect(warnings).toEqual([
      `'Round 1'!H${row + 1}: the spreadsheet stored the date 46024 where 1/2 was typed; it is read as ½-½ (format the Result column as text, or type ½-½)`,
    ]);
    expectDone(await run("enterResults", { acknowledged: warnings }));
    expect(wb.values("Wallchart").slice(1).filter((r) => String(r[2]).startsWith("D")).length).toBe(2);
  });
});

describe("the co-authoring race on the Excel fake, through the pane's click", () => {
  /** Round 1 entered: the next click on either side pairs round 2. */
  async function entered(): Promise<MemoryWorkbook> {
    const wb = sampleBook(8, 3);
    const h = harness(wb, defaultContext);
    expectDone(await h.run("pairNext"));
    typeResults(wb, "Round 1");
    expectDone(await h.run("enterResults"));
    return wb;
  }
  const state = (wb: MemoryWorkbook) => ({ names: wb.names(), sheets: wb.toSheets(), settings: Object.fromEntries(wb.settings) });

  test.each(["pairNext", "standings", "undo"] as const)("B reads, A pairs round 2, B's %s is refused before it writes a thing", async (name) => {
    const wb = await entered();
    const a = pane(wb);
    const fakeB = new FakeExcel(wb);
    const portB = excelPort(fakeB);
    let afterA: ReturnType<typeof state> | null = null;
    let first = false;
    const racing: AsyncWorkbookPort = {
      ...portB,
      async read(request) {
        const snap = await portB.read(request);
        if (first) {
          first = false;
          expectDone(await a.run("pairNext"));
          afterA = state(wb);
        }
        return snap;
      },
    };
    const b = pane(wb, racing);
    // Undo asks first: the race is run on the click that answers, after B read what it undoes.
    const asked = name === "undo" ? await b.run(name) : null;
    const args = asked?.kind === "confirm" ? { acknowledged: asked.warnings ?? [] } : {};
    expect(fakeB.log).toEqual([]);
    first = true;
    const o = await b.run(name, args);
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/^The workbook changed since you pressed .*; nothing was written\. Look and press again\.$/);
    // Nothing of B's was written, not even to be rolled back: B's Excel saw no write at all.
    expect(fakeB.log).toEqual([]);
    expect(state(wb)).toEqual(afterA);
    expect(readLog(Object.fromEntries(wb.settings)).map((r) => r.label)).toContain("Pair round 2");
    // The refused click brings no status: the pane reads it afresh, and it says round 2 is paired.
    const status = expectDone(await b.run("status"));
    expect((status.data as { paired: number }).paired).toBe(2);
  });
});
