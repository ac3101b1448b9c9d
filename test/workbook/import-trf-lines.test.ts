/**
 * Import TRF keeps every line the CLI reads (issue 28 item 7 / deliverable 6): XXP as the Never pair
 * sheet, BBW/BBD… as the Tournament sheet's points, XXA as the Players sheet's Acceleration column;
 * Export TRF writes them back and the pairing honours the forbidden pair.
 */
import { readWorkbook } from "../../src/core/formats/workbook";
import { makeTrf, parseTrf } from "../../src/core/formats/trf";
import type { ActionContext } from "../../src/workbook/context";
import { pair, standings } from "../../src/workbook/wiring";
import { expectDone, harness, roundColumns, sampleBook, type Harness } from "./helpers";

const engine: ActionContext = { pair, standings };

async function baseTrf(): Promise<string> {
  const h = harness(sampleBook(6, 3, 5), engine);
  return expectDone(await h.run("exportTrf")).file?.text ?? "";
}

/** Imports, saying yes to the replacement question. */
async function importText(h: Harness, text: string, name: string) {
  const ask = await h.run("importTrf", { text, name });
  return expectDone(ask.kind === "confirm" ? await h.run("importTrf", { text, name, acknowledged: ask.warnings }) : ask);
}

/** Round 1's boards as the Round 1 sheet gives them, low number first. */
function roundOne(h: Harness): [number, number][] {
  const grid = h.wb.toSheets().find((s) => s.name === "Round 1")?.cells ?? [];
  const c = roundColumns(grid);
  const id = (v: unknown) => Number(/^#(\d+)/.exec(String(v ?? ""))?.[1] ?? NaN);
  return grid
    .slice(1)
    .map((row) => [id(row[c.white]), id(row[c.black])].sort((x, y) => x - y) as [number, number])
    .filter(([x, y]) => Number.isInteger(x) && Number.isInteger(y));
}

describe("Import TRF keeps XXP, BB* and XXA, and Export TRF writes them back", () => {
  test("the lines survive import and export, and round 1 keeps the forbidden pair apart", async () => {
    const base = await baseTrf();
    // The pair the engine would make on board 1 without the XXP line.
    const plain = harness(sampleBook(2, 3), engine);
    await importText(plain, base, "plain.trf");
    expectDone(await plain.run("pairNext"));
    const [a, b] = roundOne(plain)[0] as [number, number];

    const extra = [`XXP ${a} ${b}`, "BBW  3.0", "BBD  1.0", "XXA    2  1.0  1.0"];
    const text = `${base.trimEnd()}\n${extra.join("\n")}\n`;
    const h = harness(sampleBook(2, 3), engine);
    const o = await importText(h, text, "lines.trf");
    expect(o.message).toContain("Never pair");
    expect(h.wb.has("Never pair")).toBe(true);
    const read = readWorkbook({ sheets: h.wb.toSheets() });
    expect(read.problems).toEqual([]);
    expect(read.value.forbiddenPairs).toEqual([[Math.min(a, b), Math.max(a, b)]]);

    const out = expectDone(await h.run("exportTrf")).file?.text ?? "";
    const lines = out.split("\n");
    expect(lines).toContain(`XXP ${Math.min(a, b)} ${Math.max(a, b)}`);
    expect(lines).toContain("BBW  3.0");
    expect(lines).toContain("BBD  1.0");
    expect(lines).toContain("XXA    2  1.0  1.0");
    const again = parseTrf(out).value;
    const first = parseTrf(text).value;
    expect(again.pointSystem).toEqual(first.pointSystem);
    expect(again.players.map((p) => p.accelerations)).toEqual(first.players.map((p) => p.accelerations));
    expect(makeTrf(again)).toBe(makeTrf(first));

    expectDone(await h.run("pairNext"));
    const boards = roundOne(h);
    expect(boards.length).toBeGreaterThan(0);
    expect(boards).not.toContainEqual([Math.min(a, b), Math.max(a, b)]);
  });
});

describe("the workbook's places for them", () => {
  test("Points rows and the Acceleration column are read, and a bad one is named by its cell", () => {
    const read = readWorkbook({
      sheets: [
        { name: "Tournament", cells: [["Key", "Value"], ["Points for a win", 3], ["Points for a draw", "1"]] },
        { name: "Players", cells: [["#", "Name", "Acceleration"], [1, "Ann", "1 0.5 0"], [2, "Bob", null]] },
      ],
    });
    expect(read.problems).toEqual([]);
    expect(read.value.pointSystem).toEqual({ win: 30, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 30 });
    expect(read.value.players.map((p) => p.accelerations)).toEqual([[10, 5], undefined]);
    const bad = readWorkbook({
      sheets: [
        { name: "Tournament", cells: [["Key", "Value"], ["Points for a win", "three"]] },
        { name: "Players", cells: [["#", "Name", "Acceleration"], [1, "Ann", "one"], [2, "Bob", null]] },
      ],
    });
    expect(bad.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^Tournament!B2: "three" is not points/),
      expect.stringMatching(/^Players!C2: "one" is not accelerated points/),
    ]);
  });
});

test("260 lines are kept on the Never pair sheet with their rounds (a bad Rounds cell named), and exported back", async () => {
  const base = await baseTrf();
  const h = harness(sampleBook(2, 3), engine);
  const o = await importText(h, `${base.trimEnd()}\n260   1   2    3    4\n`, "groups.trf");
  expect(o.details ?? []).not.toContainEqual(expect.stringMatching(/260/));
  const never = h.wb.values("Never pair");
  expect(never[0]).toEqual(["Player", "Never paired with", "Why (optional)", "Rounds"]);
  expect(never.slice(1).map((r) => [String(r[0]).slice(0, 2), String(r[1]).slice(0, 2), r[3]])).toEqual([["#3", "#4", "1-2"]]);
  const read = readWorkbook({ sheets: h.wb.toSheets() });
  expect(read.value.forbiddenGroups).toEqual([{ players: [3, 4], from: 1, to: 2 }]);
  expect(expectDone(await h.run("exportTrf")).file?.text.split("\n")).toContain("260   1   2    3    4");
  const bad = readWorkbook({
    sheets: [...h.wb.toSheets().filter((s) => s.name !== "Never pair"), { name: "Never pair", cells: [never[0] ?? [], [3, 4, null, "soon"]] }],
  });
  expect(bad.problems.map((p) => p.message)).toEqual([expect.stringMatching(/^'Never pair'!D2: "soon" is not rounds/)]);
});

describe("every 192 value survives Import TRF and Export TRF (issue 28, item 6)", () => {
  test.each(["FIDE_DUTCH_2025", "FIDE_DUTCH_BAKU", "FIDE_BURSTEIN_2025"])("192 %s is kept on the Tournament sheet and written back", async (system) => {
    const base = (await baseTrf()).split("\n").filter((l) => !l.startsWith("192 "));
    const h = harness(sampleBook(2, 3), engine);
    await importText(h, `${base.join("\n").trimEnd()}\n192 ${system}\n`, "system.trf");
    const read = readWorkbook({ sheets: h.wb.toSheets() });
    expect(read.problems).toEqual([]);
    expect(read.value.info.system).toBe(system);
    const out = expectDone(await h.run("exportTrf")).file?.text.split("\n") ?? [];
    expect(out.filter((l) => l.startsWith("192 "))).toEqual([`192 ${system}`]);
  });

  test("a Dutch 192 is not written once the settings pair by another system", async () => {
    const base = (await baseTrf()).split("\n").filter((l) => !l.startsWith("192 "));
    const h = harness(sampleBook(2, 3), engine);
    await importText(h, `${base.join("\n").trimEnd()}\n192 FIDE_DUTCH_2025\n`, "system.trf");
    expectDone(await h.run("saveSettings", { settings: { system: "USCF" } }));
    const out = expectDone(await h.run("exportTrf")).file?.text.split("\n") ?? [];
    expect(out.filter((l) => l.startsWith("192 "))).toEqual([]);
  });

  test("192 FIDE_DUTCH_BAKU loses its _BAKU once the settings no longer use the Baku method", async () => {
    const base = (await baseTrf()).split("\n").filter((l) => !l.startsWith("192 "));
    const h = harness(sampleBook(2, 3), engine);
    await importText(h, `${base.join("\n").trimEnd()}\n192 FIDE_DUTCH_BAKU\n`, "baku.trf");
    expectDone(await h.run("saveSettings", { settings: { system: "DUTCH", baku: false } }));
    const out = expectDone(await h.run("exportTrf")).file?.text.split("\n") ?? [];
    expect(out.filter((l) => l.startsWith("192 "))).toEqual(["192 FIDE_DUTCH"]);
  });
});
