/**
 * Issue 32, item 4: the ladder a club pins up from the workbook — Export web page in a workbook that
 * holds only a ladder (it refused: "There is no event here yet"), the Ladder task's Web page, and the
 * Ladder sheet printed on one page under its TITLE and day.
 */
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, harness } from "./helpers";

async function ladderOnly() {
  const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
  expectDone(await h.run("setupLadder", { type: "CHALLENGE", players: ["Alice", "Brian", "Chen", "Dora"] }));
  const settings = h.wb.values("Ladder settings");
  h.wb.type(
    "Ladder settings",
    settings.findIndex((r) => r[0] === "TITLE"),
    1,
    "Riverside ladder",
  );
  expectDone(
    await h.run("recordLadderGame", { date: "2025-02-04", challenger: "Dora", defender: "Brian", result: "1-0" }),
  );
  expectDone(
    await h.run("recordLadderGame", { date: "2025-02-11", challenger: "Chen", defender: "Alice", result: "REFUSED" }),
  );
  return h;
}

describe("the ladder's web page", () => {
  test("Export web page in a ladder-only workbook gives the ladder's page (it used to refuse: no event)", async () => {
    const h = await ladderOnly();
    const o = expectDone(await h.run("exportWebPage"));
    expect(o.message).toBe(
      "Riverside-ladder.html: the ladder of 4 players (games, W-D-L, the last night's movement, who may challenge whom) and 1 open challenge — one page to put on the club's site or pin up (no scripts; prints on one A4 or Letter page).",
    );
    const html = o.file?.text ?? "";
    expect(html).toContain("<h1>Riverside ladder</h1><p>Challenge ladder, as of 2025-02-11</p>");
    expect(html).toContain(
      '<td>Dora</td><td class="n">1</td><td class="n">1</td><td class="n">0</td><td class="n">0</td>',
    );
    expect(html).toContain(
      "Chen challenged Alice (Ladder log row 3): refused; counts as Chen's win on 2025-02-18 unless they play first.",
    );
  });

  test("the Ladder task's Web page gives the same page, also beside an event", async () => {
    const h = await ladderOnly();
    const a = expectDone(await h.run("ladderWebPage"));
    const b = expectDone(await h.run("exportWebPage"));
    expect(a.file).toEqual(b.file);
  });

  test("without a ladder, the Ladder task's Web page says how to set one up", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    const o = await h.run("ladderWebPage");
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/^There is no ladder in this workbook yet: set one up/);
  });

  test("the Ladder sheet prints on one page, headed by the TITLE setting and the day; open challenges below the ladder", async () => {
    const h = await ladderOnly();
    expect(h.wb.print.get("Ladder")).toEqual({
      sheet: "Ladder",
      title: "Riverside ladder — 2025-02-11",
      landscape: false,
      repeatRows: 1,
      onePage: true,
    });
    expect(h.wb.values("Ladder").slice(5)).toEqual([
      [],
      ["Open challenges"],
      ["Chen challenged Alice (Ladder log row 3): refused; counts as Chen's win on 2025-02-18 unless they play first."],
    ]);
  });
});
