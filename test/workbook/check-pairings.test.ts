/** Check pairings, pair around fixed boards and the Never pair sheet, over the in-memory workbook with the real engines. */
import { readWorkbook } from "../../src/core/formats/workbook";
import { defaultContext } from "../../src/workbook/wiring";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import type { RoundCheck, PairingsCheck } from "../../src/core/pairing/check";
import { expectDone, harness, roundColumns, sampleBook, typeResults } from "./helpers";

function book(system: "USCF" | "DUTCH", players = 12) {
  const wb = sampleBook(players, 4);
  wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 4, system })));
  return harness(wb, defaultContext);
}

/** Swaps the White and Black cells of a Round sheet row (a colour switch made by hand). */
function switchColours(h: ReturnType<typeof book>, sheet: string, row: number): [string, string] {
  const grid = h.wb.values(sheet);
  const c = roundColumns(grid);
  const white = String(grid[row]?.[c.white]);
  const black = String(grid[row]?.[c.black]);
  h.wb.type(sheet, row, c.white, black);
  h.wb.type(sheet, row, c.black, white);
  return [white, black];
}

describe.each(["USCF", "DUTCH"] as const)("Check pairings in the workbook (%s)", (system) => {
  test("rounds paired by the engine check clean; a colour switch typed on the waiting Round sheet is found with its rule", async () => {
    const h = book(system);
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("pairNext"));
    const clean = expectDone(await h.run("checkPairings"));
    expect(clean.message).toBe(`Every round checked is the ${system} engine's pairing (2 rounds).`);
    switchColours(h, "Round 2", 1);
    const o = expectDone(await h.run("checkPairings"));
    expect(o.message).toMatch(/^Round 2 differs from the .* engine's pairing; [1-9]\d* rules? broken\.$/);
    const data = o.data as PairingsCheck;
    const r2 = data.rounds[1] as RoundCheck;
    expect(r2.differences[0]?.kind).toBe("colours");
    expect(r2.breaches.map((b) => b.rule).join(" ")).toMatch(system === "DUTCH" ? /C\.04\.3 5\.2\.[1-5]/ : /US Chess (27A4|27A5|29E4)/);
    expect(o.details?.some((l) => /^Round 2: breaks /.test(l))).toBe(true);
  });

  test("a forced pairing typed by hand (opponents swapped between two boards) is reported with the rule it breaks or as tie order", async () => {
    const h = book(system);
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("pairNext"));
    const grid = h.wb.values("Round 2");
    const c = roundColumns(grid);
    const b1 = String(grid[1]?.[c.black]);
    const b6 = String(grid[6]?.[c.black]);
    h.wb.type("Round 2", 1, c.black, b6);
    h.wb.type("Round 2", 6, c.black, b1);
    const o = expectDone(await h.run("checkPairings"));
    const r2 = (o.data as PairingsCheck).rounds[1] as RoundCheck;
    expect(r2.same).toBe(false);
    expect(r2.differences.filter((d) => d.kind === "board")).toHaveLength(2);
    expect(r2.breaches.length > 0 || /breaks no rule/.test(r2.note ?? "")).toBe(true);
  });

  test("pair around a board fixed by hand: it is kept and marked Manual, the rest paired, and that round can be checked alone", async () => {
    const h = book(system);
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    // Fix a board of #1 and #2 (the top seeds; they did not meet in round 1 if they are on different boards).
    const t = readWorkbook({ sheets: h.wb.toSheets() }).value;
    const met = t.players[0]?.rounds[0]?.opponent === 2;
    const fixed = met ? { white: 1, black: 3 } : { white: 1, black: 2 };
    // The rules the fixed board breaks (colours, score groups) are asked about first (issue 29).
    const first = await h.run("pairAround", { fixed: [fixed] });
    const o = expectDone(
      first.kind === "confirm" ? await h.run("pairAround", { fixed: [fixed], acknowledged: first.warnings ?? [] }) : first,
    );
    expect(o.message).toMatch(/^Paired round 2: 6 boards/);
    const round = h.wb.values("Round 2");
    expect(round[0]).toContain("Manual");
    const manual = round[0]!.indexOf("Manual");
    const c = roundColumns(round);
    expect(String(round[1]?.[c.white])).toMatch(new RegExp(`^#${fixed.white}\\b`));
    expect(String(round[1]?.[c.black])).toMatch(new RegExp(`^#${fixed.black}\\b`));
    expect(round[1]?.[manual]).toBe("fixed");
    expect(round.slice(2).every((r) => (r[manual] ?? "") === "")).toBe(true);
    const ids = round.slice(1).flatMap((r) => [r[c.white], r[c.black]]).map((c) => Number(/^#(\d+)/.exec(String(c))?.[1]));
    expect(new Set(ids).size).toBe(12);
    const check = expectDone(await h.run("checkPairings", { round: 2 }));
    expect((check.data as PairingsCheck).rounds.map((r) => r.round)).toEqual([2]);
  });

  test("pair around refuses a fixed board naming an unknown player, naming the board; nothing is written", async () => {
    const h = book(system);
    const o = await h.run("pairAround", { fixed: [{ white: 1, black: 99 }] });
    expect(o.kind).toBe("refused");
    expect(o.message).toBe("The fixed boards cannot be used:");
    expect(o.kind === "refused" ? o.problems : []).toEqual(["Fixed board 1 (#1 – #99): there is no player #99"]);
    expect(h.wb.names().filter((n) => n.startsWith("Round"))).toEqual([]);
  });

  test("the Never pair sheet: a listed pair that meets is reported as 'never-pair list'; a bad row names its cell", async () => {
    const h = book(system);
    expectDone(await h.run("pairNext"));
    const round = h.wb.values("Round 1");
    const c = roundColumns(round);
    const w = Number(/^#(\d+)/.exec(String(round[1]?.[c.white]))?.[1]);
    const b = Number(/^#(\d+)/.exec(String(round[1]?.[c.black]))?.[1]);
    h.wb.addSheet("Never pair");
    h.wb.type("Never pair", 0, 0, "Player");
    h.wb.type("Never pair", 0, 1, "Never paired with");
    h.wb.type("Never pair", 1, 0, `#${b}`);
    h.wb.type("Never pair", 1, 1, String(w));
    const o = expectDone(await h.run("checkPairings"));
    const r1 = (o.data as PairingsCheck).rounds[0] as RoundCheck;
    expect(r1.breaches).toContainEqual(expect.objectContaining({ rule: "never-pair list", players: [Math.min(w, b), Math.max(w, b)] }));
    h.wb.type("Never pair", 2, 0, "Nobody Atall");
    h.wb.type("Never pair", 2, 1, "#1");
    const bad = await h.run("checkPairings");
    expect(bad.kind).toBe("refused");
    expect(bad.kind === "refused" ? bad.problems : []).toContainEqual(expect.stringMatching(/^'?Never pair'?!A3: "Nobody Atall" is not a player/));
  });
});
