/**
 * An event run to its last round through the actions (pair, type the results into the round sheet,
 * enter them) gives the same wallchart as the core does directly (pairRound, results applied,
 * makeWorkbook). The real pairing (src/workbook/wiring.ts) and the real standings are used.
 */
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook, readWorkbook } from "../../src/core/formats/workbook";
import type { Entry, EntryKind, Tournament } from "../../src/core/model/types";
import type { PairingSystem } from "../../src/core/pairing/types";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, harness, resultFor, typeResults } from "./helpers";

const SIDES: Readonly<Record<string, readonly [EntryKind, EntryKind]>> = {
  "1-0": ["win", "loss"],
  "0-1": ["loss", "win"],
  "½-½": ["draw", "draw"],
  "1F-0F": ["forfeitWin", "forfeitLoss"],
  "0F-1F": ["forfeitLoss", "forfeitWin"],
};
const BYE: Readonly<Record<string, EntryKind>> = {
  pab: "pab",
  halfBye: "halfBye",
  zeroBye: "zeroBye",
  withdrawn: "zeroBye",
  fullBye: "fullBye",
};

/** The core alone: pair each round, apply the same results, write the workbook. */
function direct(start: Tournament, rounds: number, system: PairingSystem): Tournament {
  let t = start;
  for (let round = 1; round <= rounds; round++) {
    const pairing = defaultContext.pair(t, round, system, { separateTeams: true, totalRounds: rounds });
    const entries = new Map<number, Entry>();
    pairing.boards.forEach((b, i) => {
      const [w, k] = SIDES[resultFor(b.white, b.black, i + 1)] as [EntryKind, EntryKind];
      entries.set(b.white, { kind: w, opponent: b.black, colour: "w" });
      entries.set(b.black, { kind: k, opponent: b.white, colour: "b" });
    });
    for (const u of pairing.unpaired)
      entries.set(u.player, { kind: BYE[u.reason] as EntryKind, opponent: 0, colour: null });
    t = { ...t, players: t.players.map((p) => ({ ...p, rounds: [...p.rounds, entries.get(p.id) ?? null] })) };
  }
  return t;
}

describe("a whole event through the actions", () => {
  test.each([
    [12, 4, 5, "USCF"],
    [15, 5, 11, "USCF"],
    [40, 5, 7, "USCF"],
    [13, 4, 3, "PANAM1954"],
    [16, 5, 9, "DUTCH"],
    [41, 5, 2, "DUTCH"],
  ] as const)(
    "%i players, %i rounds (seed %i, %s): the same wallchart as the core directly",
    async (players, rounds, seed, system) => {
      const start = { ...sampleTournament({ players, rounds: 0, seed }), totalRounds: rounds };
      const wb = new MemoryWorkbook(makeWorkbook(start).sheets);
      wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds, system })));
      const h = harness(wb, defaultContext);
      for (let round = 1; round <= rounds; round++) {
        expectDone(await h.run("pairNext"));
        typeResults(wb, `Round ${round}`);
        expectDone(await h.run("enterResults"));
      }
      expect((await h.run("pairNext")).message).toMatch(new RegExp(`^All ${rounds} rounds are paired`));
      const expected = makeWorkbook(direct(start, rounds, system)).sheets.find((s) => s.name === "Wallchart")?.cells;
      expect(wb.values("Wallchart")).toEqual(expected);
      const read = readWorkbook({ sheets: wb.toSheets() });
      expect(read.problems).toEqual([]);
      const standings = expectDone(await h.run("standings"));
      expect(standings.message).toMatch(
        new RegExp(
          `^Standings after round ${rounds} \\(tiebreaks MODIFIED_MEDIAN, SOLKOFF, CUMULATIVE, OPP_CUMULATIVE\\)`,
        ),
      );
      expect(wb.values("Standings").length).toBe(players + 2);
    },
  );
});
