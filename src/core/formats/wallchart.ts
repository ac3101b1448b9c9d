/**
 * The wallchart: one row per player (row 1 = pairing number 1), one column per round, a cell per
 * round as the catalogue ("The wallchart") writes it. `parseCell` / `makeCell` and `parseWallchart` /
 * `makeWallchart` are pairs.
 */
import { problem, type Parsed, type Problem } from "../errors";
import type { Colour, Entry, EntryKind } from "../model/types";
import { cellAddress, type Origin } from "./cells";
import { LIMITS, ProblemList, finishProblems, roundProblem } from "./limits";

/** A cell that is not a result: the reason, for the message. */
export interface CellError {
  readonly error: string;
}

const PLAYED: Readonly<Record<string, EntryKind>> = {
  W: "win",
  L: "loss",
  D: "draw",
  "+": "win",
  "-": "loss",
  "=": "draw",
  X: "forfeitWin",
  F: "forfeitLoss",
};

const BYES: Readonly<Record<string, EntryKind>> = {
  B: "pab",
  BYE: "pab",
  PAB: "pab",
  FPB: "fullBye",
  H: "halfBye",
  HPB: "halfBye",
  U: "zeroBye",
  Z: "zeroBye",
  ZPB: "zeroBye",
  "-": "zeroBye",
  "0": "zeroBye",
};

// W12, W12w, W12 (w), W12/b, W 12, +12b, X12, F12 ...
const GAME = /^([WLD+\-=XF])\s*(\d{1,4})\s*(?:\/\s*([WB])|\(\s*([WB])\s*\)|([WB]))?$/;

/**
 * Reads one wallchart cell. Blank is `null` (round not played yet).
 * @example parseCell("W12b") // { kind: "win", opponent: 12, colour: "b" }
 * @example parseCell("H---") // { kind: "halfBye", opponent: 0, colour: null }
 */
export function parseCell(text: string): Entry | null | CellError {
  const t = text.trim().toUpperCase();
  if (t === "") return null;
  const game = GAME.exec(t);
  if (game !== null) {
    const kind = PLAYED[game[1] as string] as EntryKind;
    const opponent = Number(game[2]);
    if (opponent === 0) return { error: "names opponent 0" };
    const c = game[3] ?? game[4] ?? game[5];
    const colour: Colour | null = c === undefined ? null : c === "W" ? "w" : "b";
    return { kind, opponent, colour };
  }
  if (t === "DEF" || t === "F") return { kind: "forfeitLoss", opponent: 0, colour: null };
  if (t === "X") return { kind: "forfeitWin", opponent: 0, colour: null };
  const bye = BYES[t.replace(/-+$/, "")] ?? BYES[t];
  if (bye !== undefined) return { kind: bye, opponent: 0, colour: null };
  return { error: "is not a result" };
}

const LETTER: Readonly<Record<EntryKind, string>> = {
  win: "W",
  loss: "L",
  draw: "D",
  forfeitWin: "X",
  forfeitLoss: "F",
  pab: "B",
  fullBye: "FPB",
  halfBye: "H",
  zeroBye: "U",
};

/**
 * Writes one entry as a wallchart cell; `parseCell(makeCell(e))` gives `e` back.
 * @example makeCell({ kind: "draw", opponent: 7, colour: "w" }) // "D7w"
 */
export function makeCell(entry: Entry | null): string {
  if (entry === null) return "";
  const letter = LETTER[entry.kind];
  if (entry.opponent === 0) {
    if (entry.kind === "forfeitLoss") return "DEF";
    return letter;
  }
  return `${letter}${entry.opponent}${entry.colour ?? ""}`;
}

/** What each kind of entry requires of the opponent's cell in the same round. */
const MIRROR: Readonly<Partial<Record<EntryKind, readonly EntryKind[]>>> = {
  win: ["loss"],
  loss: ["win"],
  draw: ["draw"],
  forfeitWin: ["forfeitLoss"],
  forfeitLoss: ["forfeitWin", "forfeitLoss"],
};

export interface WallchartPlace {
  /** Where the range starts in its sheet, to name cells as A1 addresses. */
  readonly origin?: Origin;
  /** The player labels used in messages; default `#n`. */
  readonly label?: (player: number) => string;
}

function describe(round: number, player: number, place: WallchartPlace): string {
  const who = place.label?.(player) ?? `player #${player}`;
  const cell = place.origin === undefined ? "" : ` (${cellAddress(player - 1, round - 1, place.origin)})`;
  return `Round ${round}, ${who}${cell}`;
}

/**
 * Reads a whole wallchart (rows = players, columns = rounds) and checks that the two sides of every
 * game agree. Colours given on one side only are copied to the other. Every problem is listed, each
 * naming its round and player (and cell, when the origin is known).
 */
export function parseWallchart(
  cells: readonly (readonly string[])[],
  place: WallchartPlace = {},
): Parsed<(Entry | null)[][]> {
  const n = cells.length;
  const problems: Problem[] = new ProblemList();
  const over = sizeProblems(cells, place);
  if (over.length > 0) return { value: [], problems: over };
  const rows: (Entry | null)[][] = cells.map((row, i) =>
    row.map((text, j) => {
      const parsed = parseCell(text);
      if (parsed !== null && "error" in parsed) {
        problems.push(problem("BAD_CELL", `${describe(j + 1, i + 1, place)}: "${text.trim()}" ${parsed.error}`));
        return null;
      }
      if (parsed !== null && parsed.opponent !== 0 && (parsed.opponent > n || parsed.opponent === i + 1)) {
        const why = parsed.opponent === i + 1 ? "names the player's own number" : `names #${parsed.opponent}, but there are ${n} players`;
        problems.push(problem("BAD_OPPONENT", `${describe(j + 1, i + 1, place)}: "${text.trim()}" ${why}`));
        return null;
      }
      return parsed;
    }),
  );
  for (let i = 0; i < n; i++) {
    const row = rows[i] as (Entry | null)[];
    for (let j = 0; j < row.length; j++) {
      const e = row[j];
      if (e == null || e.opponent === 0) continue;
      const o = e.opponent - 1;
      const other = rows[o]?.[j] ?? null;
      const text = (cells[i]?.[j] ?? "").trim();
      const otherText = (cells[o]?.[j] ?? "").trim();
      const ok =
        other !== null &&
        other.opponent === i + 1 &&
        (MIRROR[e.kind] ?? []).includes(other.kind) &&
        (e.colour === null || other.colour === null || e.colour !== other.colour);
      if (!ok) {
        if (o < i && other !== null && other.opponent === i + 1) continue; // reported from the other side
        const shown = otherText === "" ? "is blank" : `has "${otherText}"`;
        problems.push(
          problem(
            "SIDES_DISAGREE",
            `${describe(j + 1, i + 1, place)} has "${text}" but ${describe(j + 1, o + 1, place)} ${shown}`,
          ),
        );
        continue;
      }
      if (e.colour === null && other.colour !== null) {
        row[j] = { ...e, colour: other.colour === "w" ? "b" : "w" };
      }
    }
  }
  return { value: rows, problems: finishProblems(problems) };
}

/** More players or rounds than the limits, or a cell too long to be a result: refused at once. */
function sizeProblems(cells: readonly (readonly string[])[], place: WallchartPlace): Problem[] {
  const out: Problem[] = [];
  if (cells.length > LIMITS.pairingNumber)
    out.push({
      code: "OUT_OF_RANGE",
      message: `${place.origin?.sheet ?? "the wallchart"}: ${cells.length} players; at most ${LIMITS.pairingNumber}`,
    });
  let width = 0;
  cells.forEach((row, i) => {
    for (let j = row.length - 1; j >= width; j--)
      if ((row[j] ?? "").trim() !== "") {
        width = j + 1;
        if (width > LIMITS.rounds && out.length < 5)
          out.push(roundProblem(`${describe(j + 1, i + 1, place)}: "${(row[j] ?? "").trim().slice(0, 20)}"`, width) as Problem);
        break;
      }
    const long = row.findIndex((t) => t.length > LIMITS.cellText);
    if (long >= 0 && out.length < 5)
      out.push({
        code: "OUT_OF_RANGE",
        message: `${describe(long + 1, i + 1, place)}: ${(row[long] ?? "").length} characters; a result is a few letters and a number`,
      });
  });
  return out;
}

/** Writes entries back as wallchart cells, rows padded to the same number of rounds. */
export function makeWallchart(rounds: readonly (readonly (Entry | null)[])[]): string[][] {
  const width = rounds.reduce((w, r) => Math.max(w, r.length), 0);
  return rounds.map((r) => Array.from({ length: width }, (_, j) => makeCell(r[j] ?? null)));
}
