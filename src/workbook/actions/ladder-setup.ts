/**
 * Set up a ladder: the Ladder settings, Ladder start, Ladder log and Ladder sheets from the template,
 * for a challenge, rating or points ladder, with the players given (top first) or none (players then
 * join from the log, at the bottom). A log that already holds rows is never replaced.
 */
import {
  DEFAULT_SETTINGS,
  LADDER_TYPES,
  ladderReport,
  startLadder,
  type LadderPlayerInput,
  type LadderType,
} from "../../core/ladder";
import type { ActionArgs } from "../api";
import { sheetBlock } from "../blocks";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { done, refused } from "../outcome";
import { isBlankCell, type Block, type Cell, type Grid } from "../port";
import { plural } from "./common";
import { LADDER_READ, ladderGrid, LOG_HEADER, LOG_ROW, readLadder } from "./ladder-read";

const D = DEFAULT_SETTINGS;

/** The settings block of a new ladder: every setting its TYPE reads, at the default, with what it does. */
export function settingsTemplate(type: LadderType): Grid {
  const common: Cell[][] = [
    ["FORFEIT_DAYS", D.forfeitDays, "Days a defender has to play a challenge logged REFUSED or NOSHOW"],
    ["ENTRY", D.entry, "A name not on the ladder: BOTTOM (joins at the bottom), CHALLENGE or CLOSED"],
    ["TITLE", "Club ladder", "The ladder's name, printed at the head of the Ladder sheet and its web page"],
  ];
  const rows: Record<LadderType, Cell[][]> = {
    CHALLENGE: [
      ["RANGE", D.range, "How many places above themselves a player may challenge (a number, or ANY)"],
      ["WIN", D.win, "The challenger wins: TAKE, SWAP or ONE_ABOVE"],
      ["DRAW", D.draw, "A draw: NONE, BELOW_DEFENDER or UP_ONE"],
      ["DEFEND", D.defend, "The defender wins: NONE or UP_ONE"],
      ["COOLDOWN", D.cooldown, "Other games the challenger must play before challenging the same player again"],
      ["INACTIVE_DAYS", D.inactiveDays, "Days without a game before a player drops (0: never)"],
      ["INACTIVE_DROP", D.inactiveDrop, "Places dropped for each period of INACTIVE_DAYS"],
    ],
    RATING: [
      ["K", D.k, "The Elo K factor, or ACF for the 1994 ACF per-game rule"],
      ["START", D.start, "The rating of a player who has none"],
    ],
    POINTS: [
      ["WIN", D.winPoints / 10, "Points for a win"],
      ["DRAW", D.drawPoints / 10, "Points for a draw"],
      ["LOSS", D.lossPoints / 10, "Points for a loss"],
      ["PLAYED", D.playedPoints / 10, "Points for every game played"],
    ],
  };
  return [
    ["Setting", "Value", "What it does"],
    ["TYPE", type, "CHALLENGE, RATING or POINTS"],
    ...rows[type],
    ...common,
  ];
}

/** "Ann" or, on a rating ladder, "Ann, 1650" (comma, semicolon or tab before the rating). */
export function startPlayer(line: string, rating: boolean): LadderPlayerInput {
  const t = line.trim().replace(/\s+/g, " ");
  const m = rating ? /^(.*?)\s*[,;\t]\s*(\d+(?:\.\d+)?)$/.exec(line.trim()) : null;
  return m === null ? { name: t } : { name: (m[1] as string).trim().replace(/\s+/g, " "), rating: Number(m[2]) };
}

export const setupLadder: Action<ActionArgs["setupLadder"], ActionContext> = {
  name: "Set up a ladder",
  reads: () => LADDER_READ,
  decide: (snapshot, args) => {
    const read = readLadder(snapshot);
    if ("more" in read) return read;
    const type = String(args.type ?? "CHALLENGE")
      .trim()
      .toUpperCase();
    if (!(LADDER_TYPES as readonly string[]).includes(type)) {
      return {
        outcome: refused(`"${String(args.type)}" is not a kind of ladder (expected ${LADDER_TYPES.join(", ")}).`),
      };
    }
    const kind = type as LadderType;
    const rows = read.log.slice(1).filter((r) => r.some((v) => !isBlankCell(v ?? null))).length;
    if (rows > 0) {
      return {
        outcome: refused(
          `The ${read.names.log} sheet already holds ${plural(rows, "row")}: a new ladder would replace the log, which is the ladder's whole story. Rename or delete that sheet first, then set up the new ladder.`,
        ),
      };
    }
    const lines = (args.players ?? []).map(String).filter((l) => l.trim() !== "");
    const players = lines.map((l) => startPlayer(l, kind === "RATING"));
    const start = startLadder(players, { type: kind }, "line");
    if (start.problems.length > 0) {
      return {
        outcome: refused(
          `The starting order has ${plural(start.problems.length, "problem")}; nothing was set up:`,
          start.problems.map((p) => p.message),
        ),
      };
    }
    const startGrid: Grid = [
      kind === "RATING" ? ["Name", "Rating"] : ["Name"],
      ...players.map((p): Cell[] => (kind === "RATING" ? [p.name, p.rating ?? null] : [p.name])),
    ];
    const ladder = ladderReport(players, [], { type: kind });
    const sheets: [string, Grid][] = [
      [read.names.settings, settingsTemplate(kind)],
      [read.names.start, startGrid],
      [read.names.log, [[...LOG_HEADER]]],
      [read.names.ladder, ladderGrid(ladder, LOG_ROW)],
    ];
    const addSheets: string[] = [];
    const blocks: Block[] = [];
    for (const [name, grid] of sheets) {
      const exists = snapshot.sheetNames.includes(name);
      if (!exists) addSheets.push(name);
      blocks.push(sheetBlock(name, grid, exists ? (snapshot.sheets[name] ?? []) : []));
    }
    const what = { CHALLENGE: "challenge", RATING: "rating", POINTS: "points" }[kind];
    const who =
      players.length === 0
        ? "with nobody on it yet: players join at the bottom as they first appear in the log"
        : `of ${plural(players.length, "player")}, ${players[0]?.name ?? ""} at the top`;
    return {
      outcome: done(
        `Set up a ${what} ladder ${who}. Record games with Record ladder game; the rules are in the ${read.names.settings} sheet.`,
      ),
      batch: { addSheets, blocks, activate: read.names.ladder },
      generated: [read.names.ladder],
    };
  },
};
