/**
 * The ladder actions through the BUILT Apps Script bundle (dist/gas/Code.js) in a Node vm: the
 * sidebar's server call sets up a ladder and records games under the document lock, reading the
 * sheets inside it; a refused game writes nothing; two secretaries recording at once log one game;
 * Wallchart › Record ladder game opens the sidebar on its Ladder section.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import { expectDone } from "../workbook/helpers";
import { loadGas } from "./fake-gas";

const SIDEBAR = join(__dirname, "..", "..", "dist", "gas", "Sidebar.html");

function call(world: ReturnType<typeof loadGas>, name: string, args: object = {}): Outcome {
  return world.context.wallchartRun!(name, args) as Outcome;
}

function ladderBook(): { wb: MemoryWorkbook; world: ReturnType<typeof loadGas> } {
  const wb = new MemoryWorkbook([{ name: "Sheet1", cells: [] }]);
  const world = loadGas(wb);
  expectDone(call(world, "setupLadder", { type: "CHALLENGE", players: ["Alice", "Brian", "Chen", "Dora", "Ewan"] }));
  world.calls.length = 0;
  return { wb, world };
}

const game = (challenger: string, defender: string, result: string, date = "2025-02-04") => ({
  date,
  challenger,
  defender,
  result,
});

describe("the ladder in Sheets (dist/gas/Code.js)", () => {
  test("Record ladder game: one row appended and the Ladder rewritten, whole blocks, inside the document lock", () => {
    const { wb, world } = ladderBook();
    const o = expectDone(call(world, "recordLadderGame", game("Ewan", "Brian", "1-0")));
    expect(o.message).toBe(
      "Recorded Ewan – Brian 1-0 on 2025-02-04 in Ladder log row 2 and rebuilt the Ladder sheet. Ewan 2nd (was 5th); Brian 3rd (was 2nd).",
    );
    const writes = world.calls.filter((c) => c.startsWith("setValues"));
    expect(writes).toEqual(["setValues Ladder log!R2C1:1x4", "setValues Ladder!R1C1:6x8"]);
    const tryLock = world.calls.indexOf("tryLock 30000");
    const release = world.calls.lastIndexOf("releaseLock");
    for (const c of world.calls.filter((x) => x.startsWith("getDataRange") || x.startsWith("setValues"))) {
      expect(world.calls.indexOf(c)).toBeGreaterThan(tryLock);
      expect(world.calls.indexOf(c)).toBeLessThan(release);
    }
    expect(wb.values("Ladder log")[1]).toEqual(["2025-02-04", "Ewan", "Brian", "1-0"]);
    expect(wb.values("Ladder").map((r) => r[1])).toEqual(["Name", "Alice", "Ewan", "Brian", "Chen", "Dora"]);
    expect(world.lock).toMatchObject({ held: false });
  });

  test("a refused game (out of RANGE) writes nothing and says why", () => {
    const { wb, world } = ladderBook();
    const before = wb.toSheets();
    const o = call(world, "recordLadderGame", game("Ewan", "Alice", "1-0"));
    expect(o).toEqual({
      kind: "refused",
      message:
        "Ladder log row 2: Ewan (5th) may challenge 3 places up (2nd to 4th), not Alice (1st) (RANGE 3). Nothing was written.",
      problems: [],
    });
    expect(world.calls.filter((c) => c.startsWith("setValues"))).toEqual([]);
    expect(wb.toSheets()).toEqual(before);
  });

  test("two secretaries record the same game at once: the second, reading inside the lock, is refused", () => {
    const { wb, world } = ladderBook();
    let b: Outcome | null = null;
    world.lock.beforeGrant = () => {
      b = call(world, "recordLadderGame", game("Ewan", "Brian", "1-0"));
    };
    const a = call(world, "recordLadderGame", game("Ewan", "Brian", "1-0"));
    expect(b).toMatchObject({ kind: "done" });
    expect(a.message).toBe(
      "Ladder log row 3: Ewan (2nd) is above Brian (3rd): a challenge goes up the ladder, and the challenger is written first. Nothing was written.",
    );
    expect(wb.values("Ladder log")).toHaveLength(2);
  });

  test("names are written with the apostrophe, so Sheets keeps them as text; strike-out asks, then marks the row with ~", () => {
    const { wb, world } = ladderBook();
    const name = '=IMPORTXML("http://x","//a")';
    expectDone(call(world, "recordLadderGame", game(name, "Ewan", "0-1")));
    expect(wb.values("Ladder log")[1]?.[1]).toBe(name);
    expect(wb.formula("Ladder log", 1, 1)).toBe("");
    expect(wb.formula("Ladder", 6, 1)).toBe("");
    const ask = call(world, "strikeLadderRow", { row: 2, challenger: name, defender: "Ewan" });
    expect(ask.kind).toBe("confirm");
    const done = expectDone(
      call(world, "strikeLadderRow", {
        row: 2,
        challenger: name,
        defender: "Ewan",
        confirmed: ask.kind === "confirm" ? ask.overwrites : [],
      }),
    );
    expect(done.message).toMatch(/^Struck out Ladder log row 2 \(2025-02-04 · =IMPORTXML/);
    expect(wb.values("Ladder log")[1]).toEqual(["~2025-02-04", name, "Ewan", "0-1"]);
    expect(wb.values("Ladder")).toHaveLength(6);
  });

  test("Wallchart › Record ladder game opens the sidebar with its Ladder section open", () => {
    const { world } = ladderBook();
    const shown: { title: string; content: string }[] = [];
    const file = readFileSync(SIDEBAR, "utf8");
    (world.context as Record<string, unknown>).HtmlService = {
      createHtmlOutputFromFile: (name: string) => {
        const out = {
          title: "",
          content: name === "Sidebar" ? file : "",
          setTitle: (t: string) => ((out.title = t), out),
          getContent: () => out.content,
          setContent: (c: string) => ((out.content = c), out),
        };
        return out;
      },
    };
    const ui = (world.context.SpreadsheetApp as unknown as { getUi(): { showSidebar(h: unknown): void } }).getUi();
    ui.showSidebar = (h: unknown) => shown.push(h as { title: string; content: string });
    world.context.menuRecordLadderGame!();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe("Wallchart");
    expect(shown[0]?.content).toMatch(/<main data-open="ladder" id="app" class="pane"/);
    expect(world.calls.filter((c) => c.startsWith("setValues"))).toEqual([]);
  });
});
