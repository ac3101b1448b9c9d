/** One Rounds value (issue 11 item 8): the Tournament sheet and Settings › Rounds planned cannot disagree. */
import type { EventStatus } from "../../src/workbook/api";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { expectDone, harness, sampleBook } from "./helpers";

describe("One Rounds value", () => {
  test("Save settings writes Rounds planned into Tournament!B (the row it has, or a new one); status shows that one value", async () => {
    const h = harness(sampleBook(6, 5));
    const rows = h.wb.values("Tournament");
    const r = rows.findIndex((x) => x[0] === "Rounds");
    expect(rows[r]?.[1]).toBe(5);
    expectDone(await h.run("saveSettings", { settings: { rounds: 7 } }));
    expect(h.wb.values("Tournament")[r]?.[1]).toBe(7);
    const s = expectDone(await h.run("status")).data as EventStatus;
    expect([s.rounds, s.settings.rounds]).toEqual([7, 7]);
  });

  test("a Rounds typed into the Tournament sheet is the value everywhere, whatever the settings held", async () => {
    const h = harness(sampleBook(6, 5));
    h.wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 9 })));
    const s = expectDone(await h.run("status")).data as EventStatus;
    expect([s.rounds, s.settings.rounds]).toEqual([5, 5]);
  });

  test("a Tournament sheet without a Rounds row gets one", async () => {
    const h = harness(sampleBook(6, 5));
    const rows = h.wb.values("Tournament");
    const r = rows.findIndex((x) => x[0] === "Rounds");
    h.wb.setBlock("Tournament", r, 0, [[null, null]]);
    expectDone(await h.run("saveSettings", { settings: { rounds: 4 } }));
    expect(h.wb.values("Tournament").find((x) => x[0] === "Rounds")).toEqual(["Rounds", 4]);
  });
});
