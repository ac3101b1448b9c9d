/**
 * Issue 30 in chromium: the playground's county league of 8 clubs × 4 boards (?teams) played through
 * its seven rounds from the pane's Teams task — the Berger fixtures, line-ups from the rosters, the
 * League table after each round — and the same clubs in a five-round team Swiss (?teams=swiss), each
 * round as FIDE's Swiss Team Pairing System (C.04.6) pairs it from the results so far. Served from
 * the built dist/excel (npm run build first).
 */
import { join } from "path";
import type { Page } from "playwright-core";
import { fideTeamSwissRound } from "../../src/core/teams/fide-swiss";
import { leagueFixtures } from "../../src/core/teams/league";
import type { TeamMatch } from "../../src/core/teams/match";
import { LEAGUE_TEAMS } from "../../taskpane/teams-sample";
import { actionMessage, sheet, shots, startPlayground, type Playground } from "./harness";

let browser: Playground;

beforeAll(async () => {
  browser = await startPlayground({ width: 1280, height: 1000 });
}, 120000);

afterAll(async () => {
  await browser?.close();
});

type Cells = (string | number | null)[][];
const values = (page: Page, name: string): Promise<Cells> =>
  page.evaluate((s) => (window as unknown as { wallchart: { workbook: { values(n: string): Cells } } }).wallchart.workbook.values(s), name);
const type = (page: Page, name: string, cells: [number, number, string][]): Promise<void> =>
  page.evaluate(
    ([s, list]) => {
      const wb = (window as unknown as { wallchart: { workbook: { type(n: string, r: number, c: number, t: unknown): void } } }).wallchart.workbook;
      for (const [r, c, t] of list) wb.type(s, r, c, t);
    },
    [name, cells] as [string, [number, number, string][]],
  );

async function press(page: Page, id: string): Promise<string> {
  await page.evaluate(() => {
    const m = document.getElementById("message");
    if (m) m.textContent = "";
  });
  await page.click(id);
  return actionMessage(page);
}

const RESULTS = ["1-0", "½-½", "0-1", "1-0", "0-1"];

/** Types a result on every board of round `round`'s Match sheet; returns the matches as typed. */
async function playRound(page: Page, round: number): Promise<TeamMatch[]> {
  const name = `Match R${round}`;
  const g = await values(page, name);
  const cells: [number, number, string][] = [];
  const out: { round: number; first: string; second: string; boards: { first: string; second: string; result: string }[] }[] = [];
  g.forEach((r, i) => {
    if (/^Match \d+$/.test(String(r[0]))) out.push({ round, first: String(r[1]), second: String(r[3]), boards: [] });
    else if (typeof r[0] === "number") {
      const result = RESULTS[(out.length * 3 + r[0] + round * 2) % RESULTS.length] as string;
      cells.push([i, 5, result]);
      out[out.length - 1]?.boards.push({ first: String(r[1]), second: String(r[3]), result });
    }
  });
  await type(page, name, cells);
  return out;
}

describe("team events in the playground (chromium)", () => {
  test("a league of 8 clubs × 4 boards: seven rounds of Berger fixtures, the League table after each", async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${browser.base}/playground.html?teams`);
    // A workbook with a Teams sheet opens on the Teams task.
    await page.waitForSelector('#task-teams[aria-current="true"]');
    for (let round = 1; round <= 7; round++) {
      expect(await press(page, "#teams-pair")).toMatch(new RegExp(`^Paired round ${round}: 4 matches\\.`));
      const g = await values(page, `Match R${round}`);
      const heads = g.filter((r) => /^Match \d+$/.test(String(r[0]))).map((r) => `${String(r[1])}-${String(r[3])}`);
      expect(heads).toEqual(leagueFixtures(8)[round - 1]?.matches.map((f) => `${LEAGUE_TEAMS[f.first - 1]}-${LEAGUE_TEAMS[f.second - 1]}`));
      // Board 1: the first-named club's first player, White.
      expect(g[2]?.[2]).toBe("White");
      await playRound(page, round);
      expect(await press(page, "#teams-enter")).toMatch(new RegExp(`Round ${round}`));
      const table = await sheet(page, "League table");
      expect(table[0]?.[0]).toBe(`League table after round ${round}`);
    }
    const rows = (await sheet(page, "League table")).slice(2).filter((r) => r[1] !== "");
    expect(rows).toHaveLength(8);
    // 28 matches played: the match points add up to 56, every club played 7.
    expect(rows.reduce((s, r) => s + Number(r[6]), 0)).toBe(56);
    for (const r of rows) expect(r[2]).toBe("7");
    await page.screenshot({ path: join(shots, "playground-teams-league.png") });
    expect(await press(page, "#teams-pair")).toBe("All 7 rounds of the team round robin are paired: the league is complete.");
    expect(errors).toEqual([]);
  });

  test("a team Swiss of the same clubs: five rounds, each as C.04.6 pairs it, no club meeting another twice", async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${browser.base}/playground.html?teams=swiss`);
    await page.waitForSelector('#task-teams[aria-current="true"]');
    const played: TeamMatch[] = [];
    const met = new Set<string>();
    for (let round = 1; round <= 5; round++) {
      expect(await press(page, "#teams-pair")).toMatch(new RegExp(`^Paired round ${round}: 4 matches\\.`));
      const g = await values(page, `Match R${round}`);
      const heads = g.filter((r) => /^Match \d+$/.test(String(r[0]))).map((r) => [String(r[1]), String(r[3])]);
      const expected = fideTeamSwissRound(LEAGUE_TEAMS, played, { totalRounds: 5, boards: 4 });
      expect(heads).toEqual(expected.boards.map((b) => [LEAGUE_TEAMS[b.white - 1], LEAGUE_TEAMS[b.black - 1]]));
      for (const [a, b] of heads) {
        const key = [a, b].sort().join("-");
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
      played.push(...(await playRound(page, round)));
      expect(await press(page, "#teams-enter")).toMatch(new RegExp(`Round ${round}`));
    }
    await page.screenshot({ path: join(shots, "playground-teams-swiss.png") });
    expect(await press(page, "#teams-pair")).toBe("All 5 rounds of the team Swiss are paired.");
    expect(errors).toEqual([]);
  });
});
