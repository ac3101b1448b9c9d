/**
 * Issue 15's figure: every posted output of a 500-player section within 1 s — the crosstable, the
 * standings in words, the pairings of the last round, the prize list (US split and FIDE places,
 * with class prizes), the team standings, and the whole web page set.
 */
import type { Bench } from "./harness";
import { sampleTournament } from "../core/formats/sample";
import type { Tournament } from "../core/model/types";
import { crosstable, crosstableGrid } from "../core/crosstable/crosstable";
import { standingsGrid } from "../core/posting/grids";
import { postedRound } from "../core/posting/pairings";
import { parsePrizes } from "../core/prizes/parse";
import { prizeList } from "../core/prizes/award";
import { teamStandings } from "../core/teams/standings";
import { eventPage, eventSite } from "../core/html/site";
import { base64 } from "../core/formats/base64";
import { zipFiles } from "../core/formats/zip";
import { wallPage } from "../core/html/wall";
import { qrCode } from "../workbook/qr";
import { unwrap } from "../core/errors";

/** 500 players, 9 rounds, rated and in 40 schools. */
function section(): Tournament {
  const t = sampleTournament({ players: 500, rounds: 9, seed: 15 });
  return {
    ...t,
    info: { name: "Bench Open" },
    players: t.players.map((p, i) => ({ ...p, rating: p.rating ?? 1000 + (i % 900), team: `S${i % 40}` })),
  };
}

const PRIZES = unwrap(
  parsePrizes([
    ...["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"].map((p, i) => [
      p,
      String(1000 - i * 90),
    ]),
    ...[2000, 1800, 1600, 1400, 1200].flatMap((u) => [1, 2, 3].map((k) => [`U${u} ${k}`, String(200 - k * 40)])),
    ["Unrated 1st", "Trophy"],
    ["Team 1st", "Trophy"],
  ]),
);

function bench(name: string, run: (t: Tournament) => unknown): Bench {
  return {
    name: `${name}, 500 × 9`,
    goalMs: 1000,
    runs: 10,
    setup: () => {
      const t = section();
      return () => run(t);
    },
  };
}

export const benches: readonly Bench[] = [
  bench("crosstable (4 tiebreaks) as text", (t) => crosstableGrid(crosstable(t))),
  bench("standings in words", (t) => standingsGrid(t)),
  bench("pairings of round 9 with the list by name", (t) => postedRound(t, 9)),
  bench("prize list, US split, 10 places + 15 class prizes", (t) => prizeList(t, PRIZES, { teams: teamStandings(t) })),
  bench("prize list, FIDE places", (t) => prizeList(t, PRIZES, { mode: "FIDE", teams: teamStandings(t) })),
  bench("team standings (VCF)", (t) => teamStandings(t, { method: "VCF" })),
  bench("web page set (9 rounds, crosstable, standings, prizes, teams)", (t) => {
    const teams = teamStandings(t);
    return eventSite(t, { prizes: prizeList(t, PRIZES, { teams }), teams });
  }),
  // The pane's Export web page: the page set zipped (as base64, as it crosses to the pane) and the one-file page.
  bench("the pane's web page: the page set as a .zip (base64) and as one file", (t) => {
    const pages = eventSite(t);
    return [base64(zipFiles(pages.map((p) => ({ name: `Bench-Open/${p.file}`, text: p.html })))), eventPage(t, {}, pages)];
  }),
  // Issue 24: the whole wall — round 9 by board and by name, a result slip per board — for the
  // 500 players, and the same players as two sections (Open 300, U1600 200) numbered apart.
  bench("the wall: round 9 by board, by name, 250 result slips", (t) =>
    wallPage([{ name: "Open", t }], { event: "Bench Open", cards: true }),
  ),
  // With the QR code to the published page (encoded once a press, as the pane and the CLI do).
  bench("the wall with its QR code, and the one-file web page (parts, this round)", (t) => {
    const qr = qrCode("https://club.example/bench-open/this-round.html");
    return [wallPage([{ name: "Open", t }], { event: "Bench Open", cards: true, ...(typeof qr === "object" ? { qr } : {}) }), eventPage(t)];
  }),
  {
    name: "the wall, two sections (300 + 200 players, 9 rounds), boards apart, result slips",
    goalMs: 1000,
    runs: 10,
    setup: () => {
      const open = { ...sampleTournament({ players: 300, rounds: 9, seed: 24 }), info: { name: "Bench Open" } };
      const u1600 = sampleTournament({ players: 200, rounds: 9, seed: 25 });
      return () =>
        wallPage(
          [
            { name: "Open", t: open },
            { name: "U1600", t: u1600, firstBoard: 151 },
          ],
          { event: "Bench Open", cards: true },
        );
    },
  },
];
