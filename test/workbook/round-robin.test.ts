/**
 * A round robin in the workbook (settings format "roundRobin"): Pair next round posts the Berger
 * schedule (FIDE C.05 Annex 1) through the Round sheets, Enter results and undo of the Swiss.
 */
import { readWorkbook } from "../../src/core/formats/workbook";
import { roundRobin, roundRobinBye } from "../../src/core/pairing/roundRobin";
import { drawSeats } from "../../src/core/pairing/seats";
import { parseSettings, SETTINGS_KEY } from "../../src/workbook/settings";
import { makeWorkbook } from "../../src/core/formats/workbook";
import { sampleTournament } from "../../src/core/formats/sample";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { sectionSheet } from "../../src/workbook/sections";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, harness, resultFor, roundColumns, sampleBook, type Harness } from "./helpers";

/** The boards of a Round sheet as "w-b" by pairing number, the forfeits' Result cells beside. */
function boardsOf(wb: MemoryWorkbook, round: number): { boards: string[]; results: string[]; bye: string | null } {
  const grid = wb.values(`Round ${round}`);
  const { white, black, result } = roundColumns(grid);
  const num = (c: unknown): number => Number(/^#(\d+)/.exec(String(c))?.[1]);
  const rows = grid.slice(1).filter((r) => typeof r[0] === "number");
  const byeRow = grid.slice(1).find((r) => r[0] === "" || r[0] === null);
  return {
    boards: rows.map((r) => `${num(r[white])}-${num(r[black])}`),
    results: rows.map((r) => String(r[result] ?? "")),
    bye: byeRow === undefined ? null : `${num(byeRow[white])} ${String(byeRow[black])}`,
  };
}

/** Types a result on every board whose Result cell is blank (a forfeit's is filled already). */
function typeOpen(wb: MemoryWorkbook, round: number): void {
  const sheet = `Round ${round}`;
  const grid = wb.values(sheet);
  const { white, black, result } = roundColumns(grid);
  const num = (c: unknown): number => Number(/^#(\d+)/.exec(String(c))?.[1]);
  grid.forEach((row, r) => {
    if (r === 0 || typeof row[0] !== "number" || (row[result] ?? "") !== "") return;
    wb.type(sheet, r, result, resultFor(num(row[white]), num(row[black]), row[0]));
  });
}

async function play(h: Harness, round: number): Promise<void> {
  expectDone(await h.run("pairNext"));
  typeOpen(h.wb, round);
  expectDone(await h.run("enterResults"));
}

describe("a round robin event (C.05 Annex 1) through Pair next round", () => {
  test("5 players, double round robin: 10 rounds as the Berger schedule, every pair twice with each colour, then complete", async () => {
    const h = harness(sampleBook(5, 3));
    expectDone(await h.run("saveSettings", { settings: { format: "roundRobin", cycles: 2 } }));
    for (let r = 1; r <= 10; r++) {
      await play(h, r);
      const got = boardsOf(h.wb, r);
      expect(got.boards).toEqual(roundRobin(5, r, 2).map((b) => `${b.white}-${b.black}`));
      expect(got.bye).toBe(`${roundRobinBye(5, r, 2)} U`);
    }
    const t = readWorkbook({ sheets: h.wb.toSheets() }).value!;
    for (const p of t.players) {
      const opponents = p.rounds.filter((e) => e !== null && e.opponent > 0).map((e) => `${e!.opponent}${e!.colour}`);
      expect(opponents).toHaveLength(8);
      for (const q of t.players.filter((x) => x.id !== p.id)) {
        expect(opponents.filter((o) => o.startsWith(`${q.id}`) && o.length === `${q.id}`.length + 1).sort()).toEqual([`${q.id}b`, `${q.id}w`]);
      }
      expect(p.rounds.filter((e) => e?.kind === "zeroBye")).toHaveLength(2);
    }
    const done = await h.run("pairNext");
    expect(done.message).toBe("All 10 rounds of the round robin are paired: the event is complete.");
  });

  test("seats set by the director: the Berger numbers are the seats, not the pairing numbers", async () => {
    const h = harness(sampleBook(4, 3));
    expectDone(await h.run("saveSettings", { settings: { format: "roundRobin", seats: [3, 1, 4, 2] } }));
    expectDone(await h.run("pairNext"));
    // Table round 1: 1–4, 2–3 → seat 1 is #3, seat 4 is #2; seat 2 is #1, seat 3 is #4.
    expect(boardsOf(h.wb, 1).boards).toEqual(["3-2", "1-4"]);
  });

  test("a player withdrawn (W) loses his scheduled games by forfeit, posted at once (C.05: - for him, + for the opponent)", async () => {
    const h = harness(sampleBook(4, 3));
    expectDone(await h.run("saveSettings", { settings: { format: "roundRobin" } }));
    await play(h, 1);
    expectDone(await h.run("setRequests", { player: 3, requests: "W2" }));
    expectDone(await h.run("pairNext"));
    // Table round 2: 4–3, 1–2: #3 is withdrawn, so #4 wins by forfeit.
    const got = boardsOf(h.wb, 2);
    expect(got.boards).toEqual(["4-3", "1-2"]);
    expect(got.results).toEqual(["1F-0F", ""]);
    const chart = h.wb.values("Wallchart");
    const r2 = chart[0]!.indexOf("R2");
    expect([chart[4]?.[r2], chart[3]?.[r2]]).toEqual(["X3w", "F4b"]);
    // The round waits only for the game really played.
    const wait = await h.run("pairNext");
    expect(wait.message).toMatch(/^Round 2 is paired and waiting for 1 result: board 2 /);
  });

  test("a player added after round 1: the schedule cannot take him, and the director is told what to do", async () => {
    const h = harness(sampleBook(4, 3));
    expectDone(await h.run("saveSettings", { settings: { format: "roundRobin" } }));
    await play(h, 1);
    const players = h.wb.values("Players");
    h.wb.setBlock("Players", players.length, 0, [[5, "Late Comer", 1500]]);
    const o = await h.run("pairNext");
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(
      /^#5 Late Comer has nothing in an earlier round: a round robin's schedule is fixed for the players it started with, so nobody can join in round 2\. Take that player off the Players sheet/,
    );
  });

  test("a schedule longer than a wallchart holds is refused before round 1", async () => {
    const h = harness(sampleBook(60, 3));
    expectDone(await h.run("saveSettings", { settings: { format: "roundRobin", cycles: 2 } }));
    const o = await h.run("pairNext");
    expect(o.message).toBe(
      "A round robin of 60 players in 2 cycles has 118 rounds; a wallchart holds at most 99. Play fewer cycles, or split the players into sections.",
    );
  });

  test("Set up the round robin: seats drawn by lot from the seed, the schedule by name, C.07's tiebreaks, the rounds planned", async () => {
    const h = harness(sampleBook(6, 3));
    const o = expectDone(await h.run("setUpRoundRobin", { cycles: 2, seats: "draw", seed: 42 }));
    const seats = drawSeats(6, 42);
    expect(o.message).toBe(
      "Round robin set up: 6 players, 2 cycles, 10 rounds, seats drawn by lot (seed 42); tiebreaks FIDE_SB, FIDE_DE, FIDE_WIN, FIDE_KS (C.07's order for a round robin). The schedule is on the Schedule sheet; press Pair next round for round 1.",
    );
    const s = parseSettings(h.wb.settings.get(SETTINGS_KEY));
    expect([s.format, s.cycles, s.seats, s.rounds]).toEqual(["roundRobin", 2, seats, 10]);
    const schedule = h.wb.values("Schedule");
    expect(schedule[1]?.[1]).toMatch(new RegExp(`^#${seats[0]} `));
    expect(schedule.filter((r) => typeof r[0] === "number" && typeof r[1] === "number" && r[0] >= 1 && schedule.indexOf(r) > 7)).toHaveLength(30);
    expectDone(await h.run("pairNext"));
    // Round 1 of the table: 1–6, 2–5, 3–4 by seat.
    expect(boardsOf(h.wb, 1).boards).toEqual([`${seats[0]}-${seats[5]}`, `${seats[1]}-${seats[4]}`, `${seats[2]}-${seats[3]}`]);
    const again = await h.run("setUpRoundRobin", { cycles: 1 });
    expect(again.message).toMatch(/^Round 1 is already paired: a round robin's seats and cycles are fixed once it starts/);
  });

  test("Set up the round robin refuses seats that do not fit the players, with the reason", async () => {
    const h = harness(sampleBook(4, 3));
    const o = await h.run("setUpRoundRobin", { seats: [1, 2, 2, 4] });
    expect(o.kind).toBe("refused");
    expect(o.message).toBe("seats: #2 has two seats (2 and 3)");
  });

  test("Standings: a player who withdrew before half his games is left out, his games void for everyone (C.05)", async () => {
    const h = harness(sampleBook(4, 3));
    expectDone(await h.run("saveSettings", { settings: { format: "roundRobin" } }));
    await play(h, 1);
    expectDone(await h.run("setRequests", { player: 3, requests: "W2" }));
    await play(h, 2);
    await play(h, 3);
    const o = expectDone(await h.run("standings"));
    expect(o.details?.[0]).toMatch(
      /^Not counted: #3 .+ withdrew after 1 of 3 games, under half, so those results stay in the crosstable but not in the standings \(FIDE C\.05\)\.$/,
    );
    const grid = h.wb.values("Standings");
    const ids = grid.slice(2).filter((r) => typeof r[1] === "number").map((r) => r[1]);
    expect([...ids].sort()).toEqual([1, 2, 4]);
    expect(grid.slice(2, 5).map((r) => r[0])).not.toContain("4");
  });

  test("Crosstable and the web page: a round robin's crosstable in the square layout (players × players, diagonal shaded, score and SB)", async () => {
    const h = harness(sampleBook(4, 3));
    expectDone(await h.run("saveSettings", { settings: { format: "roundRobin" } }));
    for (let r = 1; r <= 3; r++) await play(h, r);
    const o = expectDone(await h.run("crosstable"));
    expect(o.message).toMatch(/crosstable after round 3 written to the Crosstable sheet in the square layout \(4 players\)\.$/);
    const sheet = h.wb.values("Crosstable");
    expect(sheet[1]?.slice(4)).toEqual(["1", "2", "3", "4", "Score", "SB"]);
    const t = readWorkbook({ sheets: h.wb.toSheets() }).value!;
    const lines = sheet.slice(2, 6).map((r) => Number(r[1]));
    sheet.slice(2, 6).forEach((row, i) => {
      expect(row[4 + i]).toBe("■");
      const p = t.players[lines[i]! - 1]!;
      lines.forEach((opp, j) => {
        if (j === i) return;
        const e = p.rounds.find((x) => x?.opponent === opp);
        const want = e?.kind === "win" || e?.kind === "forfeitWin" ? (e.kind === "win" ? "1" : "+") : e?.kind === "draw" ? "½" : e?.kind === "loss" ? "0" : "−";
        expect(row[4 + j]).toBe(want);
      });
    });
    const page = expectDone(await h.run("exportWebPage"));
    const html = (page.file as { text: string }).text;
    expect(html).toContain("<th scope=\"col\">SB</th>");
    expect(html).toContain("■");
  });

  test("a two-section event where one section is a round robin: U1400 set up and paired by the Berger tables, Open stays a Swiss", async () => {
    const sheets = [
      ...makeWorkbook({ ...sampleTournament({ players: 12, rounds: 0, seed: 11 }), totalRounds: 4 }).sheets.map((x) => ({ ...x, name: sectionSheet("Open", x.name) })),
      ...makeWorkbook({ ...sampleTournament({ players: 6, rounds: 0, seed: 12 }), totalRounds: 4 }).sheets.map((x) => ({ ...x, name: sectionSheet("U1400", x.name) })),
    ];
    const wb = new MemoryWorkbook(sheets);
    wb.activate("Open Players");
    const h = harness(wb, defaultContext);
    const set = expectDone(await h.run("setUpRoundRobin", { inSection: "U1400", cycles: 2 }));
    expect(set.message).toMatch(/^Round robin set up: 6 players, 2 cycles, 10 rounds, seats in the Players order/);
    expect(parseSettings(wb.settings.get(`${SETTINGS_KEY}@U1400`)).format).toBe("roundRobin");
    expect(parseSettings(wb.settings.get(`${SETTINGS_KEY}@Open`)).format).toBe("swiss");
    expect(wb.names()).toContain("U1400 Schedule");
    expect(wb.names()).not.toContain("Schedule");
    expectDone(await h.run("pairNext", { inSection: "U1400" }));
    expectDone(await h.run("pairNext", { inSection: "Open" }));
    const num = (c: unknown): number => Number(/^#(\d+)/.exec(String(c))?.[1]);
    const boards = (sheet: string) => {
      const grid = wb.values(sheet);
      const { white, black } = roundColumns(grid);
      return grid.slice(1).filter((r) => typeof r[0] === "number").map((r) => `${num(r[white])}-${num(r[black])}`);
    };
    expect(boards("U1400 Round 1")).toEqual(roundRobin(6, 1, 2).map((b) => `${b.white}-${b.black}`));
    // The Open's Swiss round 1: the top half against the bottom half (US Chess 27A1), not a Berger table.
    expect(boards("Open Round 1")).toHaveLength(6);
    expect(boards("Open Round 1")[0]).not.toBe("1-12");
  });
});
