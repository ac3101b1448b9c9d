/**
 * Issue 24 (item 5): numbers written as numbers, shown one way a column. The prize amounts are
 * currency-formatted numbers where the host formats cells; the Team standings write their scores and
 * tiebreaks as numbers (not the text `15½`); the Standings sheet's score and tiebreak columns get the
 * one format each needs (model/figures.ts).
 */
import { makeWorkbook } from "../../src/core/formats/workbook";
import { sampleTournament } from "../../src/core/formats/sample";
import { excelPort } from "../../src/excel/port";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { runActionAsync } from "../../src/workbook/run";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { defaultContext } from "../../src/workbook/wiring";
import { FakeExcel } from "../excel/fake-excel";
import { expectDone, harness, sampleBook, typeResults } from "./helpers";

async function played(wb: MemoryWorkbook, rounds: number) {
  const h = harness(wb);
  for (let r = 1; r <= rounds; r++) {
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, `Round ${r}`);
    expectDone(await h.run("enterResults"));
  }
  return h;
}

function schoolBook(): MemoryWorkbook {
  const t = sampleTournament({ players: 12, rounds: 0, seed: 4 });
  const wb = new MemoryWorkbook(
    makeWorkbook({
      ...t,
      totalRounds: 3,
      players: t.players.map((p) => ({ ...p, team: ["NHS", "WHS", "EHS"][p.id % 3] as string })),
    }).sheets,
  );
  wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 3 })));
  return wb;
}

const formatAt = (wb: MemoryWorkbook, sheet: string, row: number, col: number) => wb.numberFormats.get(`${sheet}\u0000${row},${col}`);

describe("issue 24 (5): numbers as numbers, one format a column", () => {
  test("the Prize list's amounts are dollars-and-cents numbers ($#,##0.00), a treasurer can sum them", async () => {
    const h = await played(sampleBook(8, 3), 2);
    h.wb.addSheet("Prizes");
    [["Prize", "Amount"], ["1st", "144.45"], ["2nd", "50"], ["3rd", "Trophy"]].forEach((row, r) => row.forEach((v, c) => h.wb.type("Prizes", r, c, v)));
    expectDone(await h.run("prizes"));
    const list = h.wb.values("Prize list");
    const rows = list.map((r, i) => ({ r, i })).filter(({ r, i }) => i >= 2 && (typeof r[4] === "number" || r[4] === "Trophy"));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const { r, i } of rows) if (typeof r[4] === "number") expect(formatAt(h.wb, "Prize list", i, 4)).toBe("$#,##0.00");
    // The Score column too: numbers (2.5, not the text 2½), shown with ½.
    for (const { r, i } of rows) {
      expect(typeof r[3]).toBe("number");
      expect(formatAt(h.wb, "Prize list", i, 3)).toBe("# ?/2");
    }
    expect(rows.filter(({ r }) => typeof r[4] === "number").reduce((a, { r }) => a + Number(r[4]), 0)).toBeCloseTo(194.45, 2);
  });

  test("Team standings write the score and tiebreaks as numbers, each column with its format", async () => {
    const h = await played(schoolBook(), 2);
    expectDone(await h.run("teams", { method: "VCF" }));
    const sheet = h.wb.values("Team standings");
    const body = sheet.slice(2).filter((r) => r[1] !== null && r[1] !== "");
    expect(body.length).toBe(3);
    for (const r of body) for (const c of [2, 3, 4, 5]) expect(typeof r[c]).toBe("number");
    for (const c of [2, 3, 4, 5]) expect(["# ?/2", "0", "0.0", "0.00"]).toContain(formatAt(h.wb, "Team standings", 2, c));
    expect(typeof body[0]?.[6]).toBe("string"); // the players counted, in words
  });

  test("the Standings sheet's score column is shown with halves, each tiebreak column one way", async () => {
    const h = await played(sampleBook(12, 4), 3);
    expectDone(await h.run("standings"));
    const sheet = h.wb.values("Standings");
    expect(sheet[1]?.[4]).toBe("Score");
    expect(formatAt(h.wb, "Standings", 2, 4)).toBe("# ?/2");
    const last = 2 + sheet.slice(2).filter((r) => typeof r[4] === "number").length - 1;
    expect(formatAt(h.wb, "Standings", last, 4)).toBe("# ?/2");
    for (let c = 5; c < (sheet[1]?.length ?? 0) && sheet[1]?.[c] !== "Rating ±"; c++)
      expect(["# ?/2", "0", "0.0", "0.00"]).toContain(formatAt(h.wb, "Standings", 2, c));
  });

  test("Excel: the formats go through range.numberFormat, after the values, in one run", async () => {
    const wb = sampleBook(8, 3);
    const fake = new FakeExcel(wb);
    const run = (name: "pairNext" | "enterResults" | "standings") => runActionAsync(excelPort(fake), name, {}, defaultContext);
    expectDone(await run("pairNext"));
    typeResults(wb, "Round 1");
    expectDone(await run("enterResults"));
    const runs = fake.runs;
    expectDone(await run("standings"));
    expect(fake.formats.some((l) => /^numberFormat Standings!R3C5:8x1$/.test(l))).toBe(true);
    expect(fake.runs - runs).toBeLessThanOrEqual(6);
  });
});

describe("issue 24 (5): the Round sheet and Names RN show the scores before the round with ½", () => {
  test("Pair next round formats the Score columns of both sheets (numbers kept)", async () => {
    const h = await played(sampleBook(9, 3), 1);
    expectDone(await h.run("pairNext"));
    const round = h.wb.values("Round 2");
    expect(round[0]?.[3]).toBe("Score");
    expect(typeof round[1]?.[3]).toBe("number");
    expect(formatAt(h.wb, "Round 2", 1, 3)).toBe("# ?/2");
    expect(formatAt(h.wb, "Round 2", 1, 6)).toBe("# ?/2");
    const names = h.wb.values("Names R2");
    expect(names[1]?.[2]).toBe("Score");
    expect(formatAt(h.wb, "Names R2", 2, 2)).toBe("# ?/2");
    expect(formatAt(h.wb, "Names R2", names.length - 1, 6)).toBe("# ?/2");
  });
});
