/** Issue 15 in the workbook: Crosstable, Prizes (from the Prizes sheet), Team standings, Export web page. */
import { makeWorkbook } from "../../src/core/formats/workbook";
import { sampleTournament } from "../../src/core/formats/sample";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { expectDone, harness, sampleBook, typeResults } from "./helpers";
import { fromBase64 } from "../../src/core/formats/base64";
import { zipEntries } from "../../taskpane/xlsx-file";

function sheetOf(wb: MemoryWorkbook, name: string, rows: (string | number)[][]): void {
  wb.addSheet(name);
  rows.forEach((row, r) => row.forEach((v, c) => wb.type(name, r, c, String(v))));
}

async function twoRounds(wb: MemoryWorkbook) {
  const h = harness(wb);
  for (let r = 1; r <= 2; r++) {
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, `Round ${r}`);
    expectDone(await h.run("enterResults"));
  }
  return h;
}

function schoolBook(teams: readonly string[] = ["NHS", "WHS", "EHS"]): MemoryWorkbook {
  const t = sampleTournament({ players: 12, rounds: 0, seed: 4 });
  const wb = new MemoryWorkbook(
    makeWorkbook({
      ...t,
      totalRounds: 3,
      players: t.players.map((p) => {
        const { team: _, ...rest } = p;
        void _;
        return teams.length === 0 ? rest : { ...rest, team: teams[p.id % teams.length] as string };
      }),
    }).sheets,
  );
  wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 3 })));
  return wb;
}

describe("the Round sheet to post", () => {
  test("round 2 shows each player's rating and score before the round; Names R2 finds every player's board", async () => {
    const h = harness(sampleBook(9, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("pairNext"));
    const chart = h.wb.values("Wallchart");
    const points = (id: number) => {
      const c = String(chart[id]?.[2] ?? "");
      return /^[WXB]/.test(c) ? 1 : /^D/.test(c) ? 0.5 : 0;
    };
    const players = h.wb.values("Players");
    const rating = (id: number) => players[id]?.[2] ?? "";
    const round = h.wb.values("Round 2");
    const id = (c: unknown) => Number(/^#(\d+)/.exec(String(c))?.[1]);
    for (const row of round.slice(1)) {
      expect(row[3]).toBe(points(id(row[1])));
      expect(row[2]).toBe(rating(id(row[1])));
      if (typeof row[0] === "number") expect(row[6]).toBe(points(id(row[4])));
    }
    expect(round.slice(1).filter((r) => typeof r[2] === "number").length).toBeGreaterThan(3);
    expect(round.slice(1).some((r) => r[3] === 1)).toBe(true);
    const names = h.wb.values("Names R2");
    expect(names.length).toBe(2 + 9);
    // Printed: the event and round in the header, the header rows repeated, one page wide.
    expect(h.wb.print.get("Round 2")).toEqual({
      sheet: "Round 2",
      title: "Sample Open — Round 2 pairings",
      landscape: false,
      repeatRows: 1,
    });
    expect(h.wb.print.get("Names R2")?.title).toBe("Sample Open — Round 2: find your board");
    for (const row of round.slice(1).filter((r) => typeof r[0] === "number")) {
      const white = names.find((n) => n[1] === id(row[1]));
      // Board, colour, opponent and both scores before the round, as the Round sheet has them.
      expect([white?.[3], white?.[4], white?.[5], white?.[2], white?.[6]]).toEqual([
        row[0],
        "White",
        row[4],
        row[3],
        row[6],
      ]);
    }
  });
});

describe("Crosstable", () => {
  test("writes the Crosstable sheet: title after round 2, place order, each round as result + line + colour", async () => {
    const h = await twoRounds(sampleBook(8, 3));
    const o = expectDone(await h.run("crosstable"));
    expect(o.message).toMatch(
      /^Sample Open: crosstable after round 2 written to the Crosstable sheet \(8 players\)\.$/,
    );
    const sheet = h.wb.values("Crosstable");
    expect(sheet[0]?.[0]).toBe("Sample Open: crosstable after round 2");
    expect(sheet[1]).toEqual([
      "Place",
      "No.",
      "Name",
      "Rating",
      "Rd 1",
      "Rd 2",
      "Score",
      "Modified Median",
      "Solkoff",
      "Cumulative",
      "Cumulative of Opposition",
    ]);
    expect(sheet.slice(2).every((r) => /^[WLDXF]\d+[wb]$|^B$/.test(String(r[4])))).toBe(true);
    // Line k's opponent in round 1 names line j, whose round-1 cell names line k back.
    sheet.slice(2).forEach((row, k) => {
      const m = /^[WLDXF](\d+)/.exec(String(row[4]));
      if (m === null) return;
      expect(String(sheet[1 + Number(m[1])]?.[4])).toMatch(new RegExp(`^[WLDXF]${k + 1}[wb]$`));
    });
    expect(h.wb.print.get("Crosstable")).toMatchObject({
      title: "Sample Open: crosstable after round 2",
      repeatRows: 2,
    });
    expectDone(await h.run("crosstable")); // its own sheet: rewritten without asking
  });
});

describe("every output ranks as the Standings sheet does (the settings' tiebreaks and tiebreak rules)", () => {
  const ids = (sheet: readonly (readonly unknown[])[]) => sheet.slice(2).map((r) => Number(r[1]));

  test("no tiebreaks in the settings: the Crosstable shows none either, and shares the Standings' places", async () => {
    const wb = sampleBook(8, 3);
    wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 3, tiebreaks: [] })));
    const h = await twoRounds(wb);
    expectDone(await h.run("standings"));
    expectDone(await h.run("crosstable"));
    const standings = h.wb.values("Standings");
    const cross = h.wb.values("Crosstable");
    expect(cross[1]?.slice(-1)).toEqual(["Score"]);
    expect(ids(cross)).toEqual(ids(standings));
    expect(cross.slice(2).map((r) => r[0])).toEqual(standings.slice(2).map((r) => r[0]));
  });

  test("FIDE_ARO with the rules' rating for unrated players: the Crosstable and the Prizes use it as the Standings do", async () => {
    const wb = sampleBook(8, 3);
    wb.type("Players", 3, 2, ""); // #3 is unrated: only the rules' UNRATED rating lets ARO count him
    wb.settings.set(
      SETTINGS_KEY,
      settingsText(normalizeSettings({ rounds: 3, tiebreaks: ["FIDE_ARO"], tiebreakRules: "UNRATED 1000" })),
    );
    const h = await twoRounds(wb);
    expectDone(await h.run("standings"));
    expectDone(await h.run("crosstable"));
    const standings = h.wb.values("Standings");
    const cross = h.wb.values("Crosstable");
    expect(ids(cross)).toEqual(ids(standings));
    // The ARO column: the Crosstable's last; on the Standings sheet the one before "Rating ±".
    const aro = (sheet: readonly (readonly unknown[])[], from: number) =>
      sheet.slice(2).map((r) => String(r[(sheet[1]?.length ?? 0) - from]));
    expect(standings[1]?.[(standings[1]?.length ?? 0) - 1]).toBe("Rating ±");
    expect(aro(cross, 1)).toEqual(aro(standings, 2));
    sheetOf(h.wb, "Prizes", [
      ["1st", "100"],
      ["2nd", "50"],
      ["Rules", "FIDE"],
    ]);
    const o = expectDone(await h.run("prizes"));
    expect(o.message).toMatch(/written to the Prize list sheet/);
    const winners = h.wb
      .values("Prize list")
      .filter((r) => typeof r[4] === "number")
      .map((r) => String(r[2]));
    const name = (sheet: readonly (readonly unknown[])[], k: number) => String(sheet[2 + k]?.[2]);
    expect(winners.slice(0, 2).map((w) => w.replace(/^#\d+\s*/, ""))).toEqual([name(standings, 0), name(standings, 1)]);
  });
});

describe("Prizes", () => {
  test("the first press makes a Prizes sheet from an example; the second writes the prize list with its reasoning", async () => {
    const h = await twoRounds(sampleBook(8, 3));
    const first = expectDone(await h.run("prizes"));
    expect(first.message).toMatch(/^There was no Prizes sheet: one was made with an example list/);
    expect(h.wb.values("Prizes")[0]).toEqual(["Prize", "Amount"]);
    const second = expectDone(await h.run("prizes"));
    expect(second.message).toMatch(
      /^Prizes after round 2 \(US Chess: ties share the money\) written to the Prize list sheet: \d+ winners?, \$\d+\.\d\d paid\.$/,
    );
    const list = h.wb.values("Prize list");
    expect(list[1]).toEqual(["Prize", "Places", "Winner", "Score", "Amount ($)"]);
    expect(list.map((r) => r[0])).toContain("How the prizes were decided");
    // Amounts and scores are numbers a treasurer can sum and sort; the scores are shown with ½ as on the Standings sheet.
    const rows = list.slice(2, list.findIndex((r) => r[0] === "How the prizes were decided") - 1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => typeof r[3] === "number")).toBe(true);
    rows.forEach((_, i) => expect(h.wb.shown("Prize list", 2 + i, 3)).toMatch(/^\d+(½)?$|^½$/));
    expect(rows.every((r) => typeof r[4] === "number" || r[4] === "Trophy")).toBe(true);
    const paid = rows.filter((r) => typeof r[4] === "number").reduce((a, r) => a + Math.round(Number(r[4]) * 100), 0);
    expect([60000, 67500]).toContain(paid); // 1st–3rd always; U1800 1st when a rated player under 1800 is left
  });

  test("FIDE rules from the Prizes sheet's Rules row", async () => {
    const h = await twoRounds(sampleBook(8, 3));
    sheetOf(h.wb, "Prizes", [
      ["Prize", "Amount"],
      ["1st", 100],
      ["2nd", 50],
      ["Rules", "FIDE"],
    ]);
    const o = expectDone(await h.run("prizes"));
    expect(o.message).toMatch(/^Prizes after round 2 \(FIDE: places by tiebreak\)/);
    expect(
      h.wb
        .values("Prize list")
        .filter((r) => typeof r[4] === "number")
        .map((r) => r[4]),
    ).toEqual([100, 50]);
  });

  test("a bad line on the Prizes sheet is refused, naming it, and nothing is written", async () => {
    const h = await twoRounds(sampleBook(8, 3));
    sheetOf(h.wb, "Prizes", [
      ["Prize", "Amount"],
      ["1st", 100],
      ["Best hat", 5],
      ["Rules", "Olympic"],
    ]);
    const o = await h.run("prizes");
    expect(o.kind === "refused" && o.problems).toEqual([
      'Prizes!B4: "Olympic" is not a prize rule (expected US or FIDE)',
      expect.stringMatching(/^Prizes row 3: "Best hat" is not a prize/),
    ]);
    expect(h.wb.names()).not.toContain("Prize list");
  });
});

describe("Team standings", () => {
  test("VCF way: top 4 scores per school, Solkoff, Cumulative, Opposition Cumulative", async () => {
    const h = await twoRounds(schoolBook());
    const o = expectDone(await h.run("teams", { method: "VCF" }));
    expect(o.message).toBe("Team standings after round 2 (VCF: top 4 scores) written to the Team standings sheet.");
    const sheet = h.wb.values("Team standings");
    expect(sheet[1]).toEqual(["Place", "Team", "Score", "Solkoff", "Cumulative", "Cumulative of Opposition", "Top 4"]);
    expect(
      sheet
        .slice(2)
        .map((r) => r[1])
        .sort(),
    ).toEqual(["EHS", "NHS", "WHS"]);
  });

  test("refused when no player has a team", async () => {
    const h = await twoRounds(schoolBook([]));
    const o = await h.run("teams", {});
    expect(o.message).toMatch(/^No player has a team/);
  });
});

describe("Export web page", () => {
  test("offers one self-contained page: standings, every round's pairings, the crosstable; no scripts", async () => {
    const h = await twoRounds(sampleBook(8, 3));
    const o = expectDone(await h.run("exportWebPage"));
    expect(o.file?.name).toMatch(/\.html$/);
    const html = o.file?.text ?? "";
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).not.toMatch(/<script/i);
    for (const id of ["standings", "round-2", "round-1", "crosstable"]) expect(html).toContain(`<section class="page" id="${id}">`);
  });

  test("offers the event in parts as the CLI writes it: one linked page a round, the standings, the crosstable, in a .zip whose links all work", async () => {
    const h = await twoRounds(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    const o = expectDone(await h.run("exportWebPage"));
    expect(o.files?.map((f) => f.name)).toEqual(["Sample-Open.zip"]);
    expect(o.message).toMatch(/^Sample-Open\.zip: standings, 3 rounds of pairings \(round 3 as paired, standings after round 2\), the crosstable — 6 linked pages in the folder Sample-Open .*; Sample-Open\.html is the same on one page\.$/);
    const bytes = fromBase64(o.files?.[0]?.base64 ?? "");
    if (bytes === null) throw new Error("not base64");
    const entries = zipEntries(bytes);
    if (typeof entries === "string") throw new Error(entries);
    const pages = new Map(entries.map((e) => [e.name, new TextDecoder().decode(bytes.subarray(e.offset, e.offset + e.size))]));
    expect([...pages.keys()]).toEqual(
      ["index.html", "this-round.html", "round-3.html", "round-2.html", "round-1.html", "crosstable.html"].map((f) => `Sample-Open/${f}`),
    );
    // The same pages as `wallchart html` writes, and every link between them leads to a page in the folder.
    for (const [name, html] of pages) {
      expect(html).toMatch(/^<!DOCTYPE html>/);
      for (const [, href] of html.matchAll(/href="([^"#]*)(#[^"]*)?"/g)) if (href !== "") expect(pages.has(`Sample-Open/${href}`)).toBe(true);
      expect(html).toContain('href="round-3.html"');
      expect(name).toMatch(/^Sample-Open\/[a-z0-9-]+\.html$/);
    }
    expect(pages.get("Sample-Open/round-3.html")).toContain("Round 3: boards");
  });
});
