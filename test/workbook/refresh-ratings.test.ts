/**
 * Refresh ratings (issue 25 item 2): the players against the players the pane kept of a list; before
 * round 1 the changes are listed and written in one undoable step, changing nothing but the ratings
 * (a property); after round 1 the ratings that paired stay and the list's figure goes beside them;
 * a doubt (a near name) is asked and its rating left as it is.
 */
import fc from "fast-check";
import { makeWorkbook } from "../../src/core/formats/workbook";
import { ListMatcher } from "../../src/core/entries/match";
import type { ListPlayer } from "../../src/core/entries/types";
import type { Player } from "../../src/core/model/types";
import type { RefreshPreview } from "../../src/workbook/actions/refresh-ratings";
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { expectDone, harness } from "./helpers";

const FIDE = "FIDE players_list_foa.txt (standard)";
const list: ListPlayer[] = [
  { id: "1503014", name: "Carlsen, Magnus", rating: 2823, where: "line 2" },
  { id: "2016192", name: "Nakamura, Hikaru", rating: 2792, federation: "USA", birthYear: 1987, where: "line 4" },
  { id: "5000017", name: "Lee, Ann", rating: 1793, where: "line 5" },
  { id: "5000018", name: "Stone, Bob", rating: 1400, where: "line 6" },
];

const player = (id: number, name: string, rating: number | null, more: Partial<Player> = {}): Player => ({ id, name, rating, rounds: [], ...more });

function book(players: Player[]): MemoryWorkbook {
  const wb = new MemoryWorkbook(makeWorkbook({ info: {}, players, totalRounds: 3, initialColour: null }).sheets);
  wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 3 })));
  wb.activate("Players");
  return wb;
}

/** What the pane sends: the list's players kept by a matcher of the event's players. */
async function sent(h: ReturnType<typeof harness>, players: readonly ListPlayer[] = list) {
  const preview = expectDone(await h.run("refreshRatings", { preview: true })).data as RefreshPreview;
  const m = new ListMatcher(preview.players, "fideId");
  players.forEach((p) => m.offer(p));
  return [{ label: FIDE, idKind: "fideId" as const, players: [...m.kept()] }];
}

async function agree(run: (args: object) => Promise<Outcome>, args: object): Promise<{ outcome: Outcome; asked: string[] }> {
  let outcome = await run(args);
  const asked: string[] = [];
  let a: Record<string, unknown> = { ...args };
  for (let i = 0; i < 3 && outcome.kind === "confirm"; i++) {
    asked.push(...(outcome.warnings ?? []), ...outcome.overwrites.map((o) => `${o.cell}: ${o.was} → ${o.becomes}`));
    a = (outcome.warnings ?? []).length > 0 ? { ...a, acknowledged: outcome.warnings } : { ...a, confirmed: outcome.overwrites.map((o) => ({ cell: o.cell, was: o.was })) };
    outcome = await run(a);
  }
  return { outcome, asked };
}

describe("Refresh ratings (issue 25 item 2)", () => {
  const players = [
    player(1, "Carlsen, Magnus", 2800, { fideId: "1503014" }),
    player(2, "Nakamura, Hikaru", 2780),
    player(3, "Ann Lee", 1500),
    player(4, "Hikaru Nakamuro", 1000),
  ];

  test("before round 1: the changes listed, the doubt asked, then written in one undoable step", async () => {
    const h = harness(book(players));
    const lists = await sent(h);
    const preview = expectDone(await h.run("refreshRatings", { preview: true, lists }));
    expect(preview.message).toBe("3 ratings to change, 0 the same, 1 not in the lists, 1 question.");
    expect((preview.data as RefreshPreview).changes).toEqual([
      `#1 Carlsen, Magnus: 2800 → 2823 (${FIDE})`,
      `#2 Nakamura, Hikaru: 2780 → 2792 (${FIDE})`,
      `#3 Ann Lee: 1500 → 1793 (${FIDE})`,
    ]);
    const before = h.wb.values("Players");
    const { outcome, asked } = await agree((a) => h.run("refreshRatings", a as never), { lists });
    expect(expectDone(outcome).message).toBe("Changed 3 ratings.");
    expect(asked[0]).toMatch(/^#4 Hikaru Nakamuro: not in FIDE players_list_foa\.txt \(standard\) by that name; did you mean Nakamura, Hikaru/);
    expect(asked).toContain("Players!C2: 2800 → 2823");
    const after = h.wb.values("Players");
    expect(after.slice(1).map((r) => r[2])).toEqual([2823, 2792, 1793, 1000]);
    expect(after[0]).toEqual([...(before[0] ?? []), "Rating source"]);
    expect(after[1]?.[after[0]!.length - 1]).toBe(FIDE);
    expectDone((await agree((a) => h.run("undo", a as never), {})).outcome);
    expect(h.wb.values("Players")).toEqual(before);
  });

  test("after round 1 the ratings that paired stay: the list's figure goes in the List rating column beside them", async () => {
    const h = harness(book(players));
    expectDone(await h.run("pairNext"));
    const lists = await sent(h);
    const p = expectDone(await h.run("refreshRatings", { preview: true, lists }));
    expect(p.message).toMatch(/Round 1 is paired: the ratings that paired stay, and the lists' figures go in the List rating column beside them\.$/);
    const { outcome } = await agree((a) => h.run("refreshRatings", a as never), { lists });
    expect(expectDone(outcome).message).toBe("Wrote 3 list ratings in the List rating column (round 1 is paired: the ratings that paired stay).");
    const grid = h.wb.values("Players");
    const col = grid[0]!.indexOf("List rating");
    expect(grid.slice(1).map((r) => [r[2], r[col]])).toEqual([[2800, 2823], [2780, 2792], [1500, 1793], [1000, undefined]]);
  });

  test("property: a refresh before round 1 changes only the Rating and Rating source cells", async () => {
    const names = ["Carlsen, Magnus", "Nakamura, Hikaru", "Ann Lee", "Bob Stone", "Cy Young"];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1000, max: 2900 }), { minLength: 5, maxLength: 5 }),
        async (who, ratings) => {
          const h = harness(book(who.map((n, i) => player(i + 1, n, ratings[i] ?? null))));
          const before = h.wb.toSheets();
          const lists = await sent(h, list.map((p, i) => ({ ...p, rating: ratings[(i + 2) % 5] ?? null })));
          await agree((a) => h.run("refreshRatings", a as never), { lists });
          const after = h.wb.toSheets();
          expect(after.map((s) => s.name)).toEqual(before.map((s) => s.name));
          for (const s of after) {
            const old = before.find((b) => b.name === s.name)!.cells;
            const header = s.cells[0] ?? [];
            s.cells.forEach((row, r) =>
              row.forEach((v, c) => {
                const allowed = s.name === "Players" && r > 0 && ["Rating", "Rating source"].includes(String(header[c]));
                if (!allowed && !(r === 0 && header[c] === "Rating source")) expect([s.name, r, c, v]).toEqual([s.name, r, c, old[r]?.[c] ?? null]);
              }),
            );
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
