/**
 * Issue 17 item 6: the readers (wallchart cells, TRF, CSV, workbook sheets, .xlsx files) over
 * mutated inputs never crash and every problem names its place (a line, a cell, a sheet, a round
 * and player); problem lists stay capped. Mutations are what a careless user or an attacker does
 * to a good file: characters changed, text inserted (huge numbers, quotes, separators, formulas),
 * pieces deleted, lines duplicated.
 */
import fc from "fast-check";
import { readFileSync, writeFileSync } from "fs";
import { join } from "path";
import { parseCell, parseWallchart, makeWallchart } from "../../src/core/formats/wallchart";
import { makeTrf, parseTrf } from "../../src/core/formats/trf";
import { makeCsv, parseCsv } from "../../src/core/formats/csv";
import { makeWorkbook, readWallchartGrid, readWorkbook, type Sheet, type WorkbookCell } from "../../src/core/formats/workbook";
import { LIMITS } from "../../src/core/formats/limits";
import type { Problem } from "../../src/core/errors";
import { arbitraryTournament } from "../core/formats/arbitrary";
import { cli, tempDir } from "../cli/helpers";
import { saveXlsx } from "../../src/cli/load";

const RUNS = 150;

const nasty = fc.constantFrom(
  "1000000000", "9999", "10000", "99999999999999999999", "-1", "0", '"', '""', ",", ";", "\t", "\r", "\n", "\r\n",
  "=HYPERLINK(\"http://x\",\"y\")", "=cmd|' /C calc'!A0", "W", "W0", "W9999", "L10000", "#", "Round 100000000", "R100",
  "\u0000", "\uFEFF", "½", "x".repeat(400), " ", "001", "XXR 100", "XXR 1000000000",
);

/** A text mutated a few times: characters changed, text inserted, a piece deleted, a line repeated. */
function mutated(text: string): fc.Arbitrary<string> {
  const op = fc.oneof(
    fc.record({ kind: fc.constant("set" as const), at: fc.nat(), ch: fc.oneof(fc.string({ maxLength: 1 }), nasty) }),
    fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: nasty }),
    fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 30 }) }),
    fc.record({ kind: fc.constant("repeat" as const), at: fc.nat() }),
  );
  return fc.array(op, { minLength: 1, maxLength: 6 }).map((ops) =>
    ops.reduce((t, o) => {
      const at = t.length === 0 ? 0 : o.at % t.length;
      if (o.kind === "set") return t.slice(0, at) + o.ch + t.slice(at + 1);
      if (o.kind === "insert") return t.slice(0, at) + o.text + t.slice(at);
      if (o.kind === "delete") return t.slice(0, at) + t.slice(at + o.length);
      const lines = t.split("\n");
      const i = lines.length === 0 ? 0 : o.at % lines.length;
      return [...lines.slice(0, i + 1), lines[i] ?? "", ...lines.slice(i + 1)].join("\n");
    }, text),
  );
}

/** Every problem names its place, and the list is capped. */
function expectPlaced(problems: readonly Problem[], place: RegExp): void {
  expect(problems.length).toBeLessThanOrEqual(LIMITS.problems + 1);
  for (const p of problems) {
    if (/^and \d+ more problems?$/.test(p.message)) continue;
    expect(p.message).toMatch(place);
  }
}

const tournaments = arbitraryTournament({ maxPlayers: 9, maxRounds: 4 });

describe("issue 17: the readers over mutated input", () => {
  test("parseCell reads any text as an entry, blank or a reason, never throwing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), nasty, fc.stringMatching(/^[WLD+\-=XFBHU]{0,2}\s*\d{0,12}\s*[wb(/)]{0,3}$/)), (text) => {
        const c = parseCell(text);
        expect(c === null || "error" in c || ("kind" in c && c.opponent >= 0 && c.opponent <= 9999)).toBe(true);
      }),
      { numRuns: RUNS * 3, seed: 17 },
    );
  });

  test("a mutated wallchart grid: every problem names its round and player (or the cell)", () => {
    fc.assert(
      fc.property(
        tournaments.chain((t) => {
          const cells = makeWallchart(t.players.map((p) => p.rounds));
          return fc.tuple(fc.constant(cells), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.oneof(nasty, fc.string({ maxLength: 6 }))), { maxLength: 6 }));
        }),
        ([cells, edits]) => {
          const grid = cells.map((r) => [...r]);
          for (const [i, j, v] of edits) {
            const row = grid[i % Math.max(grid.length, 1)];
            if (row !== undefined && row.length > 0) row[j % row.length] = v;
          }
          const { problems } = parseWallchart(grid, { origin: { row: 1, col: 2, sheet: "Wallchart" } });
          expectPlaced(problems, /^(Round \d+, player #\d+ \(Wallchart!|Wallchart: )/);
        },
      ),
      { numRuns: RUNS, seed: 17 },
    );
  });

  test("a mutated TRF: every problem names its line (or the start number)", () => {
    fc.assert(
      fc.property(tournaments.chain((t) => mutated(makeTrf(t))), (text) => {
        const { problems } = parseTrf(text);
        expectPlaced(problems, /^(line \d+|Round \d+: line \d+|start number \d+ has no 001 line)/);
      }),
      { numRuns: RUNS, seed: 17 },
    );
  });

  test("a mutated CSV wallchart: every problem names its line or cell", () => {
    fc.assert(
      fc.property(
        tournaments.chain((t) => {
          const sheet = makeWorkbook(t).sheets.find((s) => s.name === "Wallchart") as Sheet;
          return mutated(makeCsv(sheet.cells.map((r) => r.map((c) => (c === null ? "" : String(c))))));
        }),
        (text) => {
          const csv = parseCsv(text);
          expectPlaced(csv.problems, /^line \d+: /);
          const { problems } = readWallchartGrid(csv.value, "club.csv");
          expectPlaced(problems, /^(Round \d+, |player #\d+|'club\.csv'(!| row|:))/);
        },
      ),
      { numRuns: RUNS, seed: 17 },
    );
  });

  test("a mutated workbook (cells changed, sheets renamed): every problem names its sheet", () => {
    const cell: fc.Arbitrary<WorkbookCell> = fc.oneof(nasty, fc.integer({ min: -5, max: 20000 }), fc.constant(null), fc.constant(1e308));
    fc.assert(
      fc.property(
        tournaments,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), cell), { maxLength: 8 }),
        fc.option(fc.tuple(fc.nat(), nasty)),
        (t, edits, rename) => {
          const sheets = makeWorkbook(t).sheets.map((s) => ({ name: s.name, cells: s.cells.map((r) => [...r]) }));
          for (const [s, i, j, v] of edits) {
            const sheet = sheets[s % sheets.length];
            const row = sheet?.cells[i % Math.max(sheet.cells.length, 1)];
            if (row !== undefined && row.length > 0) row[j % row.length] = v;
          }
          if (rename !== null) {
            const sheet = sheets[rename[0] % sheets.length];
            if (sheet !== undefined) sheet.name = rename[1];
          }
          const { problems } = readWorkbook({ sheets });
          const names = sheets.map((s) => s.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "''"));
          const place = new RegExp(`(${names.join("|")}|Round \\d+, |player #\\d+|the workbook has no)`);
          expectPlaced(problems, place);
        },
      ),
      { numRuns: RUNS, seed: 17 },
    );
  });

  test("mutated .xlsx files through `wallchart check`: a problem list or OK, never a crash", async () => {
    const dir = tempDir();
    const samples = fc.sample(
      fc.tuple(tournaments, fc.array(fc.tuple(fc.nat(), fc.nat(), nasty), { maxLength: 4 })),
      { numRuns: 12, seed: 17 },
    );
    for (const [k, [t, edits]] of samples.entries()) {
      const sheets = makeWorkbook(t).sheets.map((s) => ({ name: s.name, cells: s.cells.map((r) => [...r]) }));
      for (const [i, j, v] of edits) {
        const sheet = sheets[i % sheets.length];
        const row = sheet?.cells[(j % Math.max(sheet.cells.length - 1, 1)) + 1];
        if (row !== undefined && row.length > 0) row[j % row.length] = v;
      }
      const file = join(dir, `m${k}.xlsx`);
      await saveXlsx(file, { sheets });
      const r = await cli("check", file);
      expect([0, 1]).toContain(r.code);
      expect(r.err).not.toMatch(/internal error/);
      // The same file with bytes of the zip changed: "not a readable .xlsx" or a problem list.
      const bytes = readFileSync(file);
      for (let b = 0; b < 4; b++) {
        const i = (k * 7919 + b * 104729) % bytes.length;
        bytes.writeUInt8(bytes.readUInt8(i) ^ 0x5a, i);
      }
      writeFileSync(file, bytes);
      const broken = await cli("check", file);
      expect([0, 1]).toContain(broken.code);
      expect(broken.err).not.toMatch(/internal error/);
    }
  });
});
