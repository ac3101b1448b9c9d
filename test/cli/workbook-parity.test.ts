/**
 * The same sheet gives the same pairing: a workbook run from the pane (a late entry with his Joined
 * round, a Never pair sheet), saved as an .xlsx, is paired by `wallchart pair` exactly as the pane
 * paired it. Both read the Joined column and the Never pair sheet through readWorkbook.
 */
import { join } from "path";
import { saveXlsx } from "../../src/cli/load";
import { readWorkbook } from "../../src/core/formats/workbook";
import { defaultContext } from "../../src/workbook/wiring";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { expectDone, harness, roundColumns, sampleBook, typeResults } from "../workbook/helpers";
import { cli, tempDir } from "./helpers";

const idIn = (c: unknown): number => Number(/^#(\d+)/.exec(String(c))?.[1]);

test("DUTCH: the pane's round 2 (a late entry ranked by rating, a never-pair list) is `wallchart pair`'s round 2", async () => {
  const wb = sampleBook(10, 5);
  wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 5, system: "DUTCH" })));
  const h = harness(wb, defaultContext);
  expectDone(await h.run("pairNext"));
  typeResults(h.wb, "Round 1");
  expectDone(await h.run("enterResults"));
  expectDone(await h.run("addPlayer", { name: "Late Larry", rating: 2500, missed: "U" }));
  // Keep round 2's natural first board apart: the engine must read the Never pair sheet to know.
  const before = readWorkbook({ sheets: h.wb.toSheets() }).value;
  expect(before.players[10]?.joinedRound).toBe(2);
  h.wb.addSheet("Never pair");
  h.wb.type("Never pair", 0, 0, "Player");
  h.wb.type("Never pair", 0, 1, "Never paired with");
  h.wb.type("Never pair", 1, 0, "#11");
  h.wb.type("Never pair", 1, 1, "#1");
  expect(readWorkbook({ sheets: h.wb.toSheets() }).value.forbiddenPairs).toEqual([[1, 11]]);

  // The file as it stands before round 2, paired by the CLI…
  const file = join(tempDir(), "event.xlsx");
  await saveXlsx(file, { sheets: h.wb.toSheets() });
  const r = await cli("pair", file, "--system", "dutch");
  expect(r.code).toBe(0);
  const fromCli = r.out.trim().split("\n").slice(1);
  // … and by the pane.
  expectDone(await h.run("pairNext"));
  const g = h.wb.values("Round 2");
  const { white: W, black: B } = roundColumns(g);
  const boards = g
    .slice(1)
    .filter((row) => typeof row[0] === "number")
    .map((row) => `${idIn(row[W])} ${idIn(row[B])}`);
  expect(fromCli.slice(0, boards.length)).toEqual(boards);
  expect(boards.some((b) => ["1 11", "11 1"].includes(b))).toBe(false);
});
