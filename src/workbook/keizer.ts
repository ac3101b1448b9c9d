/**
 * A Keizer competition in the workbook (settings `format: "keizer"`, the value table in `keizer`,
 * docs/keizer.md): Pair next round pairs the night's members present by the Keizer ranking (core
 * keizer/pairing.ts) through the Swiss's Round sheet, Enter results and undo; Standings writes the
 * Keizer sheet, the ranking a club pins on its notice board.
 */
import { ChessInputError } from "../core/errors";
import {
  fractionText,
  keizerNight,
  keizerRanking,
  keizerScoreText,
  keizerSettingRows,
  pairKeizerNight,
  readKeizerSettings,
  type KeizerSettings,
} from "../core/keizer";
import type { Entry, Tournament } from "../core/model/types";
import type { Pairing } from "../core/pairing/types";
import type { Grid } from "./port";
import type { EventSettings } from "./settings";

export const KEIZER_SHEET = "Keizer";

/** The event's value table, or the sentence that says which part of the setting cannot be read. */
export function eventKeizerSettings(settings: EventSettings): KeizerSettings | string {
  const read = readKeizerSettings(keizerSettingRows(settings.keizer), "Keizer settings, item");
  if (read.problems.length === 0) return read.value;
  return `${read.problems.map((p) => p.message).join("; ")}. Put the value table right in Event › Keizer club nights.`;
}

/** Night `round`'s pairing for the event (`t` with each member's request for the night), or the sentence that says why not. */
export function pairKeizerRound(t: Tournament, round: number, settings: EventSettings): { pairing: Pairing; rematch: number; asked: number } | string {
  const s = eventKeizerSettings(settings);
  if (typeof s === "string") return s;
  try {
    const got = pairKeizerNight(t, round, s);
    return { pairing: got.pairing, rematch: got.rematch, asked: s.rematch };
  } catch (e) {
    if (e instanceof ChessInputError) return e.message;
    throw e;
  }
}

/** One night for one member as the Keizer sheet shows it: +3 (beat #3), =1, −6, free, duty, notice, absent. */
function nightText(e: Entry | null): string {
  if (e === null) return "";
  switch (e.kind) {
    case "win":
      return `+${e.opponent}`;
    case "draw":
      return `=${e.opponent}`;
    case "loss":
      return `−${e.opponent}`;
    case "forfeitWin":
      return `+${e.opponent} ff`;
    case "forfeitLoss":
      return `−${e.opponent} ff`;
    default: {
      // What an unplayed night counts as is the ranking's reading (keizerNight), said in words.
      const night = keizerNight(e);
      return night === "bye" ? "free" : night;
    }
  }
}

/** The value table in words, for the foot of the sheet. */
export function valueTableText(s: KeizerSettings, members: number): string {
  const f = fractionText;
  const top = s.top ?? members;
  return [
    `Values: ${top} for the top, ${s.step === 1 ? "one" : s.step} less a place.`,
    `A win ${f(s.win)}, a draw ${f(s.draw)}, a loss ${f(s.loss)} of the opponent's value;`,
    `the free night ${f(s.bye)}, club duty ${f(s.duty)}, absent with notice ${f(s.notice)}${s.notices === null ? "" : ` (at most ${s.notices} times)`}, without notice ${f(s.absent)} of one's own;`,
    `${s.own ? "one's own value counted once" : "one's own value not counted"}; no rematch within ${s.rematch} nights.`,
  ].join(" ");
}

/**
 * The Keizer sheet: a title, Rank | # | Name | Score | Value | Played | Won | Drawn | Lost | Free |
 * Duty | Notice | Absent | N1 … (what each night was: +3 beat #3, =1 drew with #1, −6 lost to #6),
 * then the value table in words. `nights` is the last night with every result in.
 */
export function keizerSheet(t: Tournament, s: KeizerSettings, nights: number): { grid: Grid; title: string; settled: boolean; leader: string } {
  const r = keizerRanking(t, s, nights);
  const title = nights === 0 ? "Keizer ranking before the first night" : `Keizer ranking after night ${nights}`;
  const nightCols = Array.from({ length: nights }, (_, k) => `N${k + 1}`);
  const grid: Grid = [
    [title],
    ["Rank", "#", "Name", "Score", "Value", "Played", "Won", "Drawn", "Lost", "Free", "Duty", "Notice", "Absent", ...nightCols],
    ...r.rows.map((x) => {
      const c = x.count;
      const p = t.players[x.id - 1];
      return [
        x.rank,
        x.id,
        x.name,
        keizerScoreText(x.score, r.scale),
        x.value,
        c.win + c.draw + c.loss,
        c.win,
        c.draw,
        c.loss,
        c.bye,
        c.duty,
        c.notice,
        c.absent,
        ...nightCols.map((_, k) => nightText(p?.rounds[k] ?? null)),
      ];
    }),
    [],
    [valueTableText(s, t.players.length)],
    ...(r.settled
      ? []
      : [["The ranking did not settle: recomputing it goes round in a circle, so the first ranking that came back is shown (docs/keizer.md)."]]),
  ];
  const top = r.rows[0];
  return { grid, title, settled: r.settled, leader: top === undefined ? "" : `${top.name} with ${keizerScoreText(top.score, r.scale)}` };
}
