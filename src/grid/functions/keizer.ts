/** Platform-neutral KEIZER_STANDINGS and KEIZER_PAIR (docs/keizer.md); both hosts wrap these. */
import { unwrap } from "../../core/errors";
import { keizerRanking, pairKeizerNight, readKeizerSettings, type KeizerSettings } from "../../core/keizer";
import { settingsRows } from "../locale";
import { roundsPaired } from "../../core/model/tournament";
import type { OutCell } from "../normalize";
import { readTournament } from "../tournament";
import { headersSwitch } from "../cells";

/** The value table: two columns Setting | Value, or one cell with the settings as a line (`TOP 40; NOTICE 1/4`); blank: the defaults. */
export function keizerSettingsOf(settings: unknown): KeizerSettings {
  const { rows, oneCell } = settingsRows(settings); // the rule of every settings argument (src/grid/locale.ts)
  return unwrap(readKeizerSettings(rows, oneCell ? "settings, item" : "settings row"));
}

const HEADER = ["Rank", "#", "Name", "Score", "Value", "Played", "Won", "Drawn", "Lost", "Free", "Duty", "Notice", "Absent"];

/**
 * KEIZER_STANDINGS(results, [names], [settings], [headers]) → the Keizer ranking after every night in
 * `results`: Rank | # | Name | Score | Value | Played | Won | Drawn | Lost | Free | Duty | Notice | Absent,
 * under a heading row unless `headers` is FALSE.
 * @example keizerStandings([["W2w"], ["L1b"]], [["Ann"], ["Bob"]], null) // [HEADER, [1, 1, "Ann", 3, 2, 1, 1, 0, 0, 0, 0, 0, 0], [2, 2, "Bob", 1, 1, 1, 0, 0, 1, …]]
 */
export function keizerStandings(results: unknown, names: unknown, settings: unknown, headers?: unknown): OutCell[][] {
  const withHeader = headersSwitch(headers);
  const s = keizerSettingsOf(settings);
  const t = readTournament(results, { names });
  const r = keizerRanking(t, s);
  return [
    ...(withHeader ? [HEADER] : []),
    ...r.rows.map((x) => {
      const c = x.count;
      return [x.rank, x.id, x.name, x.score / r.scale, x.value, c.win + c.draw + c.loss, c.win, c.draw, c.loss, c.bye, c.duty, c.notice, c.absent];
    }),
  ];
}

const UNPAIRED: Readonly<Record<string, string>> = { pab: "BYE", halfBye: "H", zeroBye: "U", withdrawn: "W", fullBye: "FPB" };

/**
 * KEIZER_PAIR(results, [names], [requests], [settings]) → the next night's boards by the Keizer
 * ranking: Board | White | Black by member number, then one row per member without a board ("" | # |
 * BYE free night, H absent with notice, U absent without, FPB club duty typed in, W left).
 * @example keizerPair([[], [], [], []], null, null, null) // [[1, 1, 2], [2, 4, 3]]
 */
export function keizerPair(results: unknown, names: unknown, requests: unknown, settings: unknown): OutCell[][] {
  const s = keizerSettingsOf(settings);
  const t = readTournament(results, { names, requests });
  // The night after the last one paired (club duty, FPB, may be typed into the next night beforehand).
  const p = pairKeizerNight(t, roundsPaired(t) + 1, s).pairing;
  const rows: OutCell[][] = p.boards.map((b, i) => [i + 1, b.white, b.black]);
  for (const u of p.unpaired) rows.push(["", u.player, UNPAIRED[u.reason] ?? ""]);
  return rows;
}
