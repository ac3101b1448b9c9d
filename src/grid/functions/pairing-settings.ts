/**
 * SWISS_PAIR's optional settings range: two columns, Key | Value, one setting a row, blank rows
 * skipped. Each key is one row of SETTINGS below (a new setting is one more row).
 */
import { fail } from "../../core/errors";
import type { PointSystem } from "../../core/model/types";
import type { PairingOptions } from "../../core/pairing/types";
import { cellNumber, cellText, isBlank } from "../normalize";
import { settingsRows } from "../locale";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Options = Mutable<PairingOptions>;

interface Setting {
  /** What the key does, and the values accepted (shown in errors). */
  readonly help: string;
  readonly read: (value: unknown, place: string, into: Options) => void;
}

function yesNo(value: unknown, place: string): boolean {
  const t = cellText(value).toUpperCase();
  if (value === true || ["YES", "Y", "TRUE", "ON", "1"].includes(t)) return true;
  if (value === false || ["NO", "N", "FALSE", "OFF", "0"].includes(t)) return false;
  return fail("BAD_CELL", `${place}: "${cellText(value)}" is not YES or NO`);
}

/** "3-1-0" / "3,1,0,1" / "1-0.5-0": win, draw, loss and optionally the PAB, in points → tenths. */
function pointSystemOf(value: unknown, place: string): PointSystem {
  const parts = cellText(value)
    .split(/\s*[-,;/ ]\s*/)
    .filter((x) => x !== "");
  const tenths = parts.map((x) =>
    /^\d{1,2}(?:[.,]\d)?$/.test(x) ? Math.round(Number(x.replace(",", ".")) * 10) : NaN,
  );
  if ((tenths.length !== 3 && tenths.length !== 4) || tenths.some((v) => Number.isNaN(v))) {
    fail(
      "BAD_CELL",
      `${place}: "${cellText(value)}" is not win-draw-loss points such as 3-1-0 (or 3-1-0-1 with the bye's)`,
    );
  }
  const [win, draw, loss, pab] = tenths as [number, number, number, number | undefined];
  return { win, draw, loss, forfeitLoss: 0, zeroBye: 0, pab: pab ?? win };
}

/** The settings, by key. */
export const SETTINGS: Readonly<Record<string, Setting>> = {
  ROUNDS: {
    help: "ROUNDS: the number of rounds of the event (US Chess 28L5: the four-game rule for unrated players)",
    read(value, place, into) {
      const n = cellNumber(value, place);
      if (n === null || !Number.isInteger(n) || n < 1)
        fail("BAD_CELL", `${place}: expected a whole number of rounds, 1 or more`);
      into.totalRounds = n;
    },
  },
  TEAMS: {
    help: "TEAMS: ALL (team-mates kept apart where possible in every round, US Chess 28N), VCF (rounds 1-2 only) or OFF",
    read(value, place, into) {
      const t = cellText(value).toUpperCase();
      if (t !== "ALL" && t !== "VCF" && t !== "OFF")
        fail("BAD_CELL", `${place}: "${cellText(value)}" is not ALL, VCF or OFF`);
      into.teamRestriction = t === "ALL" ? "all" : t === "VCF" ? "vcf" : "off";
    },
  },
  TEAM_DROPS: {
    help: "TEAM_DROPS: YES keeps team-mates apart below the plus-two score groups even by dropping a player (US Chess 28N1, as one engine reads it)",
    read(value, place, into) {
      into.teamDrops = yesNo(value, place);
    },
  },
  HARKNESS: {
    help: "HARKNESS: YES drops the middle player of an odd score group instead of the lowest",
    read(value, place, into) {
      into.harkness = yesNo(value, place);
    },
  },
  ACCELERATED: {
    help: "ACCELERATED: YES pairs rounds 1-2 with one point added to the upper half by rating (US Chess 28R1)",
    read(value, place, into) {
      into.accelerated = yesNo(value, place);
    },
  },
  BAKU: {
    help: "BAKU: YES pairs the Dutch system with accelerated pairings by the Baku method (FIDE C.04.5; needs ROUNDS)",
    read(value, place, into) {
      into.baku = yesNo(value, place);
    },
  },
  POINTS: {
    help: "POINTS: the points of a win, a draw and a loss, and of the pairing-allocated bye if it differs from a win, e.g. 3-1-0 or 3-1-0-1 (the Dutch brackets read them)",
    read(value, place, into) {
      into.pointSystem = pointSystemOf(value, place);
    },
  },
  BYE_FOR_COLOURS: {
    help: "BYE_FOR_COLOURS: YES lets the bye go to a higher-rated player of the lowest group for better colours (US Chess 28L2a)",
    read(value, place, into) {
      into.byeForColours = yesNo(value, place);
    },
  },
};

/**
 * Reads a Key | Value range into pairing options. Unknown or repeated keys are errors naming the row.
 * @example parsePairingSettings([["ROUNDS", 5], ["TEAMS", "VCF"]]) // { totalRounds: 5, teamRestriction: "vcf" }
 */
export function parsePairingSettings(
  range: unknown,
  where?: (row: number) => string,
): PairingOptions {
  // Rows of Key | Value, or one cell "ROUNDS 5; SYSTEM DUTCH" (src/grid/locale.ts: one rule for every settings argument).
  const { rows, oneCell } = settingsRows(range);
  const place = where ?? ((row: number) => (oneCell ? `settings, item ${row}` : `settings, row ${row}`));
  const out: Options = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const key = cellText(row[0])
      .toUpperCase()
      .replace(/[\s-]+/g, "_");
    const value = row.length > 1 ? row[row.length - 1] : undefined;
    if (key === "" && isBlank(value)) return;
    const at = place(i + 1);
    if (row.length < 2) fail("BAD_ARGUMENT", `settings: expected two columns, Key | Value (for example ROUNDS | 5)`);
    const setting = SETTINGS[key];
    if (setting === undefined) {
      fail(
        "BAD_CELL",
        `${at}: "${cellText(row[0])}" is not a setting (expected one of ${Object.keys(SETTINGS).join(", ")})`,
      );
    }
    if (seen.has(key)) fail("BAD_CELL", `${at}: ${key} is given twice`);
    seen.add(key);
    if (isBlank(value)) fail("BAD_CELL", `${at}: ${key} has no value (${setting.help})`);
    setting.read(value, at, out);
  });
  return out;
}
