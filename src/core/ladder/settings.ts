/**
 * The settings block a secretary keeps on the sheet: two columns, name | value. Names and defaults
 * from the catalogue (LADDER); names are case-blind and `INACTIVE DAYS` = `INACTIVE_DAYS`.
 */
import { problem, type Parsed, type Problem } from "../errors";
import {
  DEFEND_RULES,
  DRAW_RULES,
  ENTRY_RULES,
  LADDER_TYPES,
  WIN_RULES,
  type LadderRow,
  type LadderSettings,
  type LadderType,
} from "./types";

export const DEFAULT_SETTINGS: LadderSettings = {
  type: "CHALLENGE",
  range: 3,
  win: "TAKE",
  draw: "NONE",
  defend: "NONE",
  cooldown: 1,
  inactiveDays: 0,
  inactiveDrop: 1,
  forfeitDays: 7,
  entry: "BOTTOM",
  k: 32,
  start: 1500,
  winPoints: 10,
  drawPoints: 5,
  lossPoints: 0,
  playedPoints: 0,
};

/** Which ladder types read each setting (the same name can mean a rule or a number of points). */
const APPLIES: Readonly<Record<string, readonly LadderType[]>> = {
  TYPE: LADDER_TYPES,
  RANGE: ["CHALLENGE"],
  WIN: ["CHALLENGE", "POINTS"],
  DRAW: ["CHALLENGE", "POINTS"],
  DEFEND: ["CHALLENGE"],
  LOSS: ["POINTS"],
  PLAYED: ["POINTS"],
  COOLDOWN: ["CHALLENGE"],
  INACTIVE_DAYS: ["CHALLENGE"],
  INACTIVE_DROP: ["CHALLENGE"],
  FORFEIT_DAYS: LADDER_TYPES,
  ENTRY: LADDER_TYPES,
  K: ["RATING"],
  START: ["RATING"],
  TITLE: LADDER_TYPES,
};
export const SETTING_NAMES = Object.keys(APPLIES);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function text(v: unknown): string {
  if (v === null || v === undefined) return "";
  return String(v).trim();
}

function settingName(v: unknown): string {
  return text(v)
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
}

/**
 * Reads a settings block (rows of name | value; blank rows and blank values are skipped, a blank value
 * keeps the default). Unknown names, bad values and settings that do not apply to the TYPE are problems.
 * @example readLadderSettings([["RANGE", "ANY"], ["WIN", "SWAP"]]).value.range // null
 */
export function readLadderSettings(rows: readonly LadderRow[], rowName = "settings row"): Parsed<LadderSettings> {
  const found: [number, Problem][] = [];
  const out: Mutable<LadderSettings> = { ...DEFAULT_SETTINGS };
  const seen = new Map<string, number>();
  const values: [string, string, number][] = [];
  rows.forEach((row, i) => {
    const name = settingName(row[0]);
    const value = text(row[1]);
    if (name === "" && value === "") return;
    const place = `${rowName} ${i + 1}`;
    if (i === 0 && /^(SETTING|NAME)S?$/.test(name)) return; // a header row
    if (!(name in APPLIES)) {
      found.push([
        i + 1,
        problem(
          "BAD_ARGUMENT",
          `${place}: "${text(row[0])}" is not a ladder setting (expected one of ${SETTING_NAMES.join(", ")})`,
        ),
      ]);
      return;
    }
    const before = seen.get(name);
    if (before !== undefined) {
      found.push([i + 1, problem("DUPLICATE", `${place}: ${name} is set twice (also ${rowName} ${before})`)]);
      return;
    }
    seen.set(name, i + 1);
    if (value !== "") values.push([name, value, i + 1]);
  });
  const typeEntry = values.find(([n]) => n === "TYPE");
  if (typeEntry) {
    const t = typeEntry[1].toUpperCase();
    if ((LADDER_TYPES as readonly string[]).includes(t)) out.type = t as LadderType;
    else
      found.push([
        typeEntry[2],
        problem(
          "BAD_ARGUMENT",
          `${rowName} ${typeEntry[2]}: TYPE "${typeEntry[1]}" is not a ladder type (expected ${LADDER_TYPES.join(", ")})`,
        ),
      ]);
  }
  for (const [name, value, r] of values) {
    if (name === "TYPE") continue;
    const place = `${rowName} ${r}`;
    if (!(APPLIES[name] as readonly string[]).includes(out.type)) {
      found.push([
        r,
        problem(
          "BAD_ARGUMENT",
          `${place}: ${name} does not apply to a ${out.type} ladder (it is for ${(APPLIES[name] as readonly string[]).join(" and ")} ladders); remove it or change TYPE`,
        ),
      ]);
      continue;
    }
    const err = apply(out, name, value);
    if (err !== null) found.push([r, problem("BAD_ARGUMENT", `${place}: ${name} ${err}`)]);
  }
  // Top of the block first (the sort is stable: one row's problems keep their order).
  return { value: out, problems: found.sort((a, b) => a[0] - b[0]).map(([, p]) => p) };
}

function code<T extends string>(value: string, list: readonly T[]): T | null {
  const v = value.toUpperCase().replace(/[\s-]+/g, "_");
  return (list as readonly string[]).includes(v) ? (v as T) : null;
}

function whole(value: string, min: number): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : null;
}

/** Points as tenths: "1", "0.5", "0,5", "½", "3" → 10, 5, 5, 5, 30; finer than a tenth is refused. */
function tenths(value: string): number | null {
  const t = value
    .replace("½", ".5")
    .replace(/^(-?\d*),(\d+)$/, "$1.$2")
    .replace(/^\.5$/, "0.5");
  const n = Number(t);
  if (t === "" || !Number.isFinite(n)) return null;
  const x = Math.round(n * 10);
  return Math.abs(x - n * 10) < 1e-9 ? x : null;
}

/** Sets one setting; returns the reason it was refused, or null. */
function apply(out: Mutable<LadderSettings>, name: string, value: string): string | null {
  const points = out.type === "POINTS";
  switch (name) {
    case "TITLE":
      out.title = value;
      return null;
    case "RANGE": {
      const n = value.toUpperCase() === "ANY" ? null : whole(value, 1);
      if (n === null && value.toUpperCase() !== "ANY")
        return `"${value}": expected a number of places (1 or more) or ANY`;
      out.range = n;
      return null;
    }
    case "WIN":
    case "DRAW":
    case "LOSS":
    case "PLAYED": {
      if (points) {
        const t = tenths(value);
        if (t === null) return `"${value}": expected points, in tenths at most (such as 1, 0.5 or 3)`;
        if (name === "WIN") out.winPoints = t;
        else if (name === "DRAW") out.drawPoints = t;
        else if (name === "LOSS") out.lossPoints = t;
        else out.playedPoints = t;
        return null;
      }
      if (name === "WIN") {
        const w = code(value, WIN_RULES);
        if (w === null) return `"${value}": expected ${WIN_RULES.join(", ")}`;
        out.win = w;
        return null;
      }
      const d = code(value, DRAW_RULES);
      if (d === null) return `"${value}": expected ${DRAW_RULES.join(", ")}`;
      out.draw = d;
      return null;
    }
    case "DEFEND": {
      const d = code(value, DEFEND_RULES);
      if (d === null) return `"${value}": expected ${DEFEND_RULES.join(", ")}`;
      out.defend = d;
      return null;
    }
    case "ENTRY": {
      const e = code(value, ENTRY_RULES);
      if (e === null) return `"${value}": expected ${ENTRY_RULES.join(", ")}`;
      out.entry = e;
      return null;
    }
    case "COOLDOWN":
    case "INACTIVE_DAYS":
    case "FORFEIT_DAYS": {
      const n = whole(value, 0);
      if (n === null) return `"${value}": expected a whole number, 0 or more`;
      if (name === "COOLDOWN") out.cooldown = n;
      else if (name === "INACTIVE_DAYS") out.inactiveDays = n;
      else out.forfeitDays = n;
      return null;
    }
    case "INACTIVE_DROP": {
      const n = whole(value, 1);
      if (n === null) return `"${value}": expected a number of places, 1 or more`;
      out.inactiveDrop = n;
      return null;
    }
    case "K": {
      const k = value.toUpperCase() === "ACF" ? "ACF" : Number(value);
      if (k !== "ACF" && !(Number.isFinite(k) && k > 0)) return `"${value}": expected a positive number or ACF`;
      out.k = k;
      return null;
    }
    case "START": {
      const n = Number(value);
      if (!(value !== "" && Number.isFinite(n) && n >= 0)) return `"${value}": expected a rating`;
      out.start = n;
      return null;
    }
  }
  return "is not a ladder setting";
}

/**
 * Settings from a plain object (the task pane's form), checked the same way as a sheet block.
 * @example ladderSettings({ TYPE: "RATING", K: "ACF" }).value.k // "ACF"
 */
export function ladderSettings(named: Readonly<Record<string, string | number>>): Parsed<LadderSettings> {
  return readLadderSettings(Object.entries(named).map(([k, v]) => [k, v]));
}
