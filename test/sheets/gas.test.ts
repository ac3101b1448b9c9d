/**
 * The BUILT Apps Script bundle (dist/gas/Code.js, what clasp pushes) in a Node vm, with stand-ins for
 * SpreadsheetApp, LockService, PropertiesService and HtmlService: the menu, the sidebar's server
 * call, whole-range reads and writes under the document lock, and two directors pairing at once.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { EventStatus } from "../../src/workbook/api";
import type { Outcome } from "../../src/workbook/outcome";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, sampleBook, typeResults } from "../workbook/helpers";
import { ADDON_MENU, loadGas } from "./fake-gas";

const dist = join(__dirname, "..", "..", "dist", "gas");

function call(world: ReturnType<typeof loadGas>, name: string, args: object = {}): Outcome {
  return world.context.wallchartRun!(name, args) as Outcome;
}

describe("the Wallchart menu and sidebar in Sheets (dist/gas/Code.js)", () => {
  test("onOpen adds Extensions › Wallchart › Pair next round, Enter results, Standings, Record ladder game, Open sidebar, Help on functions", () => {
    const world = loadGas(sampleBook(4, 3));
    world.context.onOpen!();
    expect(world.menus).toEqual([
      {
        name: ADDON_MENU,
        items: [
          ["Pair next round", "menuPairNextRound"],
          ["Enter results", "menuEnterResults"],
          ["Standings", "menuStandings"],
          ["-", ""],
          ["Record ladder game", "menuRecordLadderGame"],
          ["Open sidebar", "showSidebar"],
          ["Help on functions", "showHelp"],
        ],
      },
    ]);
    for (const [, fn] of world.menus[0]?.items ?? []) if (fn !== "") expect(typeof world.context[fn]).toBe("function");
  });

  test("issue 29: a section's new Round sheet goes after its own section's tabs (moveActiveSheet), and the sheet in front stays the Round sheet", () => {
    const book = (n: number, prefix: string) => sampleBook(n, 3).toSheets().map((sh) => ({ ...sh, name: `${prefix} ${sh.name}` }));
    const wb = new MemoryWorkbook([...book(8, "Open"), ...book(6, "U1600")]);
    const world = loadGas(wb);
    expectDone(call(world, "pairNext", { inSection: "Open" }));
    expect(world.calls.some((c) => c.startsWith("moveActiveSheet Open Round 1"))).toBe(true);
    const tabs = wb.names();
    expect(tabs.indexOf("Open Round 1")).toBeLessThan(tabs.indexOf("U1600 Players"));
    expect(tabs.indexOf("Open Names R1")).toBe(tabs.indexOf("Open Round 1") + 1);
    expect(wb.active).toBe("Open Round 1");
  });

  test("Open sidebar shows Sidebar.html, which carries the pane's script inline and calls google.script.run", () => {
    const world = loadGas(sampleBook(4, 3));
    world.context.showSidebar!();
    expect(world.sidebar).toEqual([expect.objectContaining({ file: "Sidebar", title: "Wallchart" })]);
    const html = readFileSync(join(dist, "Sidebar.html"), "utf8");
    expect(html).toMatch(/<main id="app" class="pane"/);
    expect(html).toMatch(/google\.script\.run/);
    expect(html).toMatch(/wallchartRun/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/innerHTML\s*=/);
    expect(readFileSync(join(dist, "Code.js"), "utf8")).toMatch(/^\/\*\* @OnlyCurrentDoc \*\//);
  });

  test("the sidebar's call pairs a round: whole-range reads and writes, all inside the document lock", () => {
    const wb = sampleBook(9, 3);
    const world = loadGas(wb);
    const o = expectDone(call(world, "pairNext"));
    expect(o.message).toMatch(/^Paired round 1: 4 boards; #\d+ .* has the bye/);
    const tryLock = world.calls.indexOf("tryLock 30000");
    const release = world.calls.lastIndexOf("releaseLock");
    // A sheet is read whole in one call (Sheet.getSheetValues to its last cell with data).
    const reads = world.calls.filter((c) => c.startsWith("getSheetValues") || c.startsWith("getDataRange"));
    const writes = world.calls.filter((c) => c.startsWith("setValues"));
    expect(reads.length).toBeGreaterThan(0);
    expect(writes).toEqual([
      "setValues Round 1!R1C1:6x8",
      "setValues Names R1!R1C1:11x7",
      "setValues Wallchart!R1C3:1x1",
      expect.stringMatching(/^setValues Wallchart!R\d+C3:1x1$/),
    ]);
    for (const c of [...reads, ...writes]) {
      const i = world.calls.indexOf(c);
      expect(i).toBeGreaterThan(tryLock);
      expect(i).toBeLessThan(release);
    }
    expect(world.calls[release - 1]).toBe("flush");
    expect(world.lock).toMatchObject({ held: false, acquired: 1, released: 1 });
  });

  test("two directors press Pair next round at once: the second, reading inside the lock, finds the round paired", () => {
    const wb = sampleBook(8, 3);
    const world = loadGas(wb);
    // While director A waits for the lock, director B pairs round 1.
    let b: Outcome | null = null;
    world.lock.beforeGrant = () => {
      b = call(world, "pairNext");
    };
    const a = call(world, "pairNext");
    expect(b).toMatchObject({ kind: "done" });
    expect(a.kind).toBe("refused");
    expect(a.message).toMatch(/^Round 1 is paired and waiting for 4 results/);
    expect(wb.names().filter((n) => n.startsWith("Round"))).toEqual(["Round 1"]);
    expect(world.calls.filter((c) => c === "insertSheet Round 1")).toHaveLength(1);
  });

  test("when another action holds the lock too long, nothing is read or written and the director is told", () => {
    const world = loadGas(sampleBook(8, 3));
    world.lock.free = false;
    const o = call(world, "pairNext");
    expect(o).toEqual({
      kind: "refused",
      message: "pairNext did not run.",
      problems: ["Another Wallchart action is running in this spreadsheet; try again in a moment."],
    });
    expect(world.calls.filter((c) => c.startsWith("getDataRange") || c.startsWith("setValues"))).toEqual([]);
  });

  test("names beginning with = + - @ are written with the apostrophe, so Sheets keeps them as text", () => {
    const names = ['=IMPORTXML("http://x")', "+Ann", "-Bob", "@Cy"];
    const wb = new MemoryWorkbook([
      { name: "Players", cells: [["Name", "Rating"], ...names.map((n, i) => [n, 1800 - i])] },
    ]);
    const world = loadGas(wb);
    expectDone(call(world, "pairNext"));
    expect(
      wb
        .values("Wallchart")
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(names);
    for (let c = 0; c < 3; c++) expect(wb.formula("Wallchart", 1, c)).toBe("");
  });

  test("settings are document properties; status reads them", () => {
    const wb = sampleBook(4, 3);
    const world = loadGas(wb);
    expectDone(call(world, "saveSettings", { settings: { tiebreaks: ["KASHDAN"], byeValue: 5 } }));
    expect(JSON.parse(wb.settings.get("wallchart") ?? "{}")).toMatchObject({ tiebreaks: ["KASHDAN"], byeValue: 5 });
    const status = expectDone(call(world, "status")).data as EventStatus;
    expect(status).toMatchObject({ players: 4, paired: 0, layout: "standard" });
    expect(status.settings.tiebreaks).toEqual(["KASHDAN"]);
  });

  test("from the menu: Enter results asks before overwriting, and Standings says what it wrote", () => {
    const wb = sampleBook(6, 3);
    const world = loadGas(wb);
    world.context.menuPairNextRound!();
    expect(world.alerts.pop()?.message).toMatch(/^Paired round 1: 3 boards/);
    typeResults(wb, "Round 1", () => "1-0");
    world.context.menuEnterResults!();
    expect(world.alerts.pop()?.message).toBe("Entered 3 results of round 1 into column C of Wallchart.");
    wb.type("Round 1", 1, 7, "0-1");
    world.answers.push("NO");
    world.context.menuEnterResults!();
    expect(world.alerts.map((a) => a.message)).toEqual([
      expect.stringMatching(
        /^Replace 2 games already recorded on Wallchart\?\n\nWallchart!C\d: "W\dw" → "L\dw"\nWallchart!C\d: "L\db" → "W\db"$/,
      ),
      "Nothing was changed.",
    ]);
    world.alerts.length = 0;
    world.answers.push("YES");
    world.context.menuEnterResults!();
    expect(world.alerts.pop()?.message).toBe(
      "Entered 1 result of round 1 into column C of Wallchart (2 were already there).",
    );
    world.context.menuStandings!();
    expect(world.alerts.pop()?.message).toMatch(
      /^Standings after round 1 \(tiebreaks MODIFIED_MEDIAN, SOLKOFF, CUMULATIVE, OPP_CUMULATIVE\) written to the Standings sheet/,
    );
    expect(wb.values("Standings")[1]).toEqual([
      "Place",
      "#",
      "Name",
      "Rating",
      "Score",
      "Modified Median",
      "Solkoff",
      "Cumulative",
      "Cumulative of Opposition",
      "Rating ±",
    ]);
  });

  test("a write that fails in Sheets is undone", () => {
    const wb = sampleBook(8, 3);
    const before = wb.toSheets();
    const world = loadGas(wb);
    wb.failAfterBlocks = null;
    // Sheets refuses the wallchart write: make the Wallchart sheet vanish between read and write.
    const original = wb.setBlock.bind(wb);
    let n = 0;
    wb.setBlock = (name, row, col, values) => {
      if (name === "Wallchart" && n++ === 0) throw new Error("Service Spreadsheets failed while accessing document");
      original(name, row, col, values);
    };
    const o = call(world, "pairNext");
    expect(o).toMatchObject({ kind: "refused", problems: ["Service Spreadsheets failed while accessing document"] });
    wb.setBlock = original;
    expect(wb.toSheets()).toEqual(before);
    expect(world.calls).toContain("deleteSheet Round 1");
  });
});
