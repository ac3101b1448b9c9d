/**
 * A Keizer competition in the workbook (settings format "keizer", docs/keizer.md): Pair next round
 * pairs the members present by the Keizer ranking through the Swiss's Round sheets, Enter results
 * and undo; Standings writes the Keizer sheet. The nights are docs/keizer.md's worked example.
 */
import type { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, harness, roundColumns, sampleBook, type Harness } from "./helpers";

function boardsOf(wb: MemoryWorkbook, round: number): string[] {
  const grid = wb.values(`Round ${round}`);
  const { white, black } = roundColumns(grid);
  const num = (c: unknown): number => Number(/^#(\d+)/.exec(String(c))?.[1]);
  return grid.slice(1).filter((r) => typeof r[0] === "number").map((r) => `${num(r[white])}-${num(r[black])}`);
}

/** Types each board's result from a map "white-black" → result. */
function typeNight(wb: MemoryWorkbook, round: number, results: Readonly<Record<string, string>>): void {
  const sheet = `Round ${round}`;
  const grid = wb.values(sheet);
  const { white, black, result } = roundColumns(grid);
  const num = (c: unknown): number => Number(/^#(\d+)/.exec(String(c))?.[1]);
  grid.forEach((row, r) => {
    if (r === 0 || typeof row[0] !== "number") return;
    const k = `${num(row[white])}-${num(row[black])}`;
    const res = results[k];
    if (res === undefined) throw new Error(`no result for board ${k}`);
    wb.type(sheet, r, result, res);
  });
}

async function keizerClub(): Promise<Harness> {
  const h = harness(sampleBook(6, 12));
  expectDone(await h.run("setUpKeizer", { table: "" }));
  return h;
}

describe("a Keizer competition through Pair next round (docs/keizer.md's worked example)", () => {
  test("three nights: the ranking's pairings, absence with notice, club duty, and the Keizer sheet", async () => {
    const h = await keizerClub();
    expectDone(await h.run("pairNext"));
    expect(boardsOf(h.wb, 1)).toEqual(["1-2", "4-3", "5-6"]);
    typeNight(h.wb, 1, { "1-2": "1-0", "4-3": "½-½", "5-6": "0-1" });
    expectDone(await h.run("enterResults"));

    // Night 2: #5 absent with notice (H in the Request column), #2 on club duty (FPB typed into the night).
    expectDone(await h.run("setRequests", { player: 5, requests: "H" }));
    // A wallchart made from the template has its night columns already; this one gets R2 typed in.
    const chart = h.wb.values("Wallchart");
    const r2 = chart[0]!.indexOf("R2") >= 0 ? chart[0]!.indexOf("R2") : chart[0]!.length;
    h.wb.type("Wallchart", 0, r2, "R2");
    h.wb.type("Wallchart", 2, r2, "FPB");
    const paired = expectDone(await h.run("pairNext"));
    expect(boardsOf(h.wb, 2)).toEqual(["3-1", "6-4"]);
    expect(paired.details?.slice(2).map((d) => d.replace(/^#(\d+) \S+( \S+)?/, "#$1"))).toEqual(["#2 is on club duty", "#5 is absent with notice"]);
    typeNight(h.wb, 2, { "3-1": "½-½", "6-4": "1-0" });
    expectDone(await h.run("enterResults"));

    const st = expectDone(await h.run("standings"));
    expect(st.message).toMatch(/^Keizer ranking after night 2 written to the Keizer sheet\. Leading: .+ with 10½\.$/);
    const sheet = h.wb.values("Keizer");
    expect(sheet[0]).toEqual(["Keizer ranking after night 2"]);
    expect(sheet.slice(2, 8).map((r) => [r[0], r[1], r[3], r[4], r[13], r[14]])).toEqual([
      [1, 1, "10½", 6, "+2", "=3"],
      [2, 3, "9½", 5, "=4", "=1"],
      [3, 6, "8", 4, "+5", "+4"],
      [4, 4, "5½", 3, "=3", "−6"],
      [5, 2, "3⅓", 2, "−1", "duty"],
      [6, 5, "1⅓", 1, "−6", "notice"],
    ]);
    expect(String(sheet[9]?.[0])).toMatch(/^Values: 6 for the top, one less a place\./);

    // Night 3: no rematch within three nights.
    expectDone(await h.run("pairNext"));
    expect(boardsOf(h.wb, 3)).toEqual(["1-6", "2-3", "4-5"]);
  });

  test("club duty as a request: C in #2's Request cell pairs night 2 as FPB typed in would, and the Keizer sheet scores it as duty", async () => {
    const h = await keizerClub();
    expectDone(await h.run("pairNext"));
    typeNight(h.wb, 1, { "1-2": "1-0", "4-3": "½-½", "5-6": "0-1" });
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("setRequests", { player: 5, requests: "H" }));
    expectDone(await h.run("setRequests", { player: 2, requests: "C" }));
    const paired = expectDone(await h.run("pairNext"));
    expect(boardsOf(h.wb, 2)).toEqual(["3-1", "6-4"]);
    expect(paired.details?.slice(2).map((d) => d.replace(/^#(\d+) \S+( \S+)?/, "#$1"))).toEqual(["#2 is on club duty", "#5 is absent with notice"]);
    typeNight(h.wb, 2, { "3-1": "½-½", "6-4": "1-0" });
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("standings"));
    const sheet = h.wb.values("Keizer");
    expect(sheet.slice(2, 8).map((r) => [r[1], r[3], r[14]])).toContainEqual([2, "3⅓", "duty"]);
  });

  test("a night with one member present is refused with what to do", async () => {
    const h = await keizerClub();
    for (const p of [1, 2, 3, 5, 6]) expectDone(await h.run("setRequests", { player: p, requests: p % 2 === 0 ? "U" : "H" }));
    const o = await h.run("pairNext");
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/^Night 1: only #4 .+ is marked present, and a Keizer night needs at least two members present to pair\./);
  });

  test("an unreadable value table is refused, naming the item", async () => {
    const h = harness(sampleBook(4, 12));
    expectDone(await h.run("saveSettings", { settings: { format: "keizer", keizer: "TOP 20; DRAW half" } }));
    const o = await h.run("pairNext");
    expect(o.message).toBe('Keizer settings, item 2: DRAW "half" is not a fraction of the opponent\'s value. Put the value table right in Event › Keizer club nights.');
  });

  test("Set up Keizer club nights: the value table checked and saved; a Swiss under way cannot become one", async () => {
    const h = harness(sampleBook(6, 12));
    const bad = await h.run("setUpKeizer", { table: "NOTICE 1/4; REMATCH soon" });
    expect(bad.kind).toBe("refused");
    expect(bad.kind === "refused" ? bad.problems : []).toEqual(['value table, item 2: REMATCH "soon" is not a number of nights']);
    const ok = expectDone(await h.run("setUpKeizer", { table: "top 40; notice 1/4" }));
    expect(ok.message).toMatch(/^Keizer club nights: Values: 40 for the top, one less a place\. .*absent with notice 1\/4/);
    const swiss = harness(sampleBook(6, 3));
    expectDone(await swiss.run("pairNext"));
    const late = await swiss.run("setUpKeizer", { table: "" });
    expect(late.message).toMatch(/^This event is a Swiss with rounds paired: it cannot become Keizer club nights\./);
  });

  test("Export web page: a Keizer event's page is its Keizer ranking with the value table", async () => {
    const h = await keizerClub();
    expectDone(await h.run("pairNext"));
    typeNight(h.wb, 1, { "1-2": "1-0", "4-3": "½-½", "5-6": "0-1" });
    expectDone(await h.run("enterResults"));
    const o = expectDone(await h.run("exportWebPage"));
    const html = (o.file as { text: string }).text;
    expect(o.message).toMatch(/keizer ranking after night 1 — one page to put on the club's site\.$/);
    expect(html).toContain("<h2>Keizer ranking after night 1</h2>");
    expect(html).toContain("<td class=\"n\">6½</td>");
    expect(html).toContain("Values: 6 for the top, one less a place.");
  });
});
