import fc from "fast-check";
import { crosstable } from "../../../src/core/crosstable/crosstable";
import { sampleTournament } from "../../../src/core/formats/sample";
import { postedRound } from "../../../src/core/posting/pairings";
import { score } from "../../../src/core/model/points";

const events = fc.record({
  players: fc.integer({ min: 2, max: 30 }),
  rounds: fc.integer({ min: 1, max: 6 }),
  seed: fc.integer({ min: 1, max: 10_000 }),
});

describe("properties of the posted outputs", () => {
  test("crosstable: every game cell names a line whose cell in that round names this line back, with the opposite result", () => {
    const opposite: Record<string, string> = { W: "L", L: "W", D: "D", X: "F", F: "X" };
    fc.assert(
      fc.property(events, (e) => {
        const ct = crosstable(sampleTournament(e));
        ct.rows.forEach((row, k) =>
          row.cells.forEach((cell, j) => {
            const m = /^([WLDXF])(\d+)([wb]?)$/.exec(cell);
            if (m === null) return;
            const back = ct.rows[Number(m[2]) - 1]?.cells[j] ?? "";
            const n = /^([WLDXF])(\d+)([wb]?)$/.exec(back);
            expect(n?.[2]).toBe(String(k + 1));
            if (m[1] !== "F" || n?.[1] !== "F") expect(n?.[1]).toBe(opposite[m[1] as string]);
          }),
        );
        const places = ct.rows.map((r) => r.score);
        expect([...places].sort((a, b) => b - a)).toEqual(places);
      }),
      { numRuns: 60 },
    );
  });

  test("pairings: every player appears once (on a board or under it) and in the list by name; scores are before the round", () => {
    fc.assert(
      fc.property(events, (e) => {
        const t = sampleTournament(e);
        for (let r = 1; r <= e.rounds; r++) {
          const posted = postedRound(t, r);
          const seen = [...posted.boards.flatMap((b) => [b.white.id, b.black.id]), ...posted.byes.map((b) => b.id)];
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen.length).toBe(t.players.length);
          expect(posted.byName.map((n) => n.id).sort((a, b) => a - b)).toEqual([...seen].sort((a, b) => a - b));
          for (const b of posted.boards) expect(b.white.score).toBe(score(t.players[b.white.id - 1]!, r - 1));
        }
      }),
      { numRuns: 40 },
    );
  });
});
