/**
 * Issue 3's figures: every TIEBREAK system over a 2,000-player, 11-round wallchart within 20 ms after
 * parsing, and STANDINGS with four tiebreaks within 50 ms (each run builds its own context, so
 * nothing is reused between runs).
 */
import type { Bench } from "./harness";
import { sampleTournament } from "../core/formats/sample";
import { makeWallchart } from "../core/formats/wallchart";
import type { Tournament } from "../core/model/types";
import { tiebreakValues } from "../core/tiebreaks/registry";
import { TIEBREAK_CODES, DEFAULT_TIEBREAKS } from "../core/tiebreaks/types";
import { PANAM1954, standings } from "../core/standings/standings";
import { readTournament } from "../grid/tournament";
import { standings as standingsFunction } from "../grid/functions/tiebreaks";

/** The sample event read back from its wallchart, every player rated (the sample leaves a few unrated). */
function event(): Tournament {
  const sample = sampleTournament({ players: 2000, rounds: 11, seed: 2026 });
  const t = readTournament(makeWallchart(sample.players.map((p) => p.rounds)));
  return { ...t, players: t.players.map((p, i) => ({ ...p, rating: sample.players[i]?.rating ?? 1200 + (i % 800) })) };
}

export const benches: readonly Bench[] = [
  ...TIEBREAK_CODES.map((code): Bench => ({
    name: `TIEBREAK ${code}, 2,000 × 11, after parsing`,
    goalMs: 20,
    setup() {
      const t = event();
      return () => tiebreakValues(t, code);
    },
  })),
  {
    name: `STANDINGS ${DEFAULT_TIEBREAKS.join(",")}, 2,000 × 11, after parsing`,
    goalMs: 50,
    setup() {
      const t = event();
      return () => standings(t, DEFAULT_TIEBREAKS);
    },
  },
  {
    name: "STANDINGS FIDE_BH_C1,FIDE_BH,FIDE_SB,FIDE_DE, 2,000 × 11, after parsing",
    goalMs: 50,
    setup() {
      const t = event();
      return () => standings(t, ["FIDE_BH_C1", "FIDE_BH", "FIDE_SB", "FIDE_DE"]);
    },
  },
  {
    name: "STANDINGS PANAM1954, 2,000 × 11, after parsing",
    goalMs: 50,
    setup() {
      const t = event();
      return () => standings(t, PANAM1954);
    },
  },
  {
    name: "STANDINGS, 2,000 × 11, whole custom function (parse + compute + render)",
    setup() {
      const cells = makeWallchart(
        sampleTournament({ players: 2000, rounds: 11, seed: 2026 }).players.map((p) => p.rounds),
      );
      return () => standingsFunction(cells, null, null, null);
    },
  },
];
