/**
 * The TRF lines beyond the 001 player lines that pairing engines read, in both spellings bbpPairings
 * accepts: TRF-2026 (FIDE's Technical Commission) and TRF(bx), JaVaFo's TRF(x) as extended by
 * bbpPairings. Columns are 0-based offsets into the line here, as bbpPairings reads them.
 *
 * - Point system: `162  W 3.0    D 1.0 …` (W win, D draw, L loss, Z zero-point bye and forfeit loss,
 *   P pairing-allocated bye; A and X, which TieBreakServer writes, are read and ignored) or
 *   `BBW 3.0`, `BBD`, `BBL`, `BBZ`, `BBF` (forfeit loss), `BBU` (PAB). Without P / BBU the PAB is worth
 *   a win.
 * - Type of tournament: `192 FIDE_DUTCH_2025`; a name ending in `_BAKU` asks for Baku acceleration.
 * - Byes decided beforehand: `240 T RRR PPPP PPPP …` (T = F full, H half, Z zero point; round RRR).
 * - Accelerated points: `250      GG.G RRR RRR PPPP PPPP` (points, rounds from-to, players from-to;
 *   columns 5-8 must be blank) or per player `XXA PPPP  1.0  1.0  0.5` (one value per round from 1).
 * - Forbidden pairs: `260 RRR RRR PPPP PPPP …` (these players must not meet in rounds from-to) or
 *   `XXP PPPP PPPP …` (never).
 */
import { fail, problem, type Problem } from "../errors";
import { LIMITS, roundProblem } from "./limits";
import {
  STANDARD_POINTS,
  type EntryKind,
  type ForbiddenGroup,
  type Player,
  type PointSystem,
  type Tournament,
} from "../model/types";

/** What the extension lines of a file said, before it is applied to the players. */
export interface TrfExtensions {
  points: { -readonly [K in keyof PointSystem]?: number };
  /** The point system lines as written (`BBW 3.0`, `162 W 3.0 D 1.0 …`), the first few, for messages. */
  pointLines: string[];
  /** A point system line could not be read (said already), so the system is not known. */
  pointsUnreadable?: true;
  system?: string;
  byes: { line: number; kind: EntryKind; round: number; ids: number[] }[];
  accelerations: Map<number, number[]>;
  never: { line: number; ids: number[] }[];
  groups: { line: number; group: ForbiddenGroup }[];
  /** Player-rounds the 250 lines have set so far (held to `ACCELERATION_CELLS`). */
  accelerated: number;
  /** Forbidden pairs the XXP lines give so far (held to `LIMITS.forbiddenPairs`). */
  pairs: number;
}

/** Most player-rounds the 250 lines may set in all: every player in every round, once. */
const ACCELERATION_CELLS = LIMITS.pairingNumber * LIMITS.rounds;

/**
 * Nothing read yet.
 * @example emptyExtensions().byes // []
 */
export function emptyExtensions(): TrfExtensions {
  return { points: {}, pointLines: [], byes: [], accelerations: new Map(), never: [], groups: [], accelerated: 0, pairs: 0 };
}

/** Points "3.0" / "1" / "0.5" in tenths, or null. */
function tenths(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d))?$/.exec(text.trim());
  return m === null ? null : Number(m[1]) * 10 + Number(m[2] ?? 0);
}

/** A whole number from 1 (a round or a player), or null. */
function whole(text: string): number | null {
  const t = text.trim();
  return /^\d{1,4}$/.test(t) && Number(t) > 0 ? Number(t) : null;
}

/** The numbers in 4-wide fields every 5 columns from `start`, or null when one is not a number. */
function fields(raw: string, start: number): number[] | null {
  const out: number[] = [];
  for (let i = start; i < raw.trimEnd().length; i += 5) {
    const v = whole(raw.slice(i, i + 4));
    if (v === null) return null;
    out.push(v);
  }
  return out;
}

/**
 * Each number once, in the order first written: a line repeating `1 2` 4,000 times names two players
 * (and costs what two do).
 * @example once([1, 2, 1, 2]) // [1, 2]
 */
export function once(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

const BB: Readonly<Record<string, keyof PointSystem>> = {
  BBW: "win",
  BBD: "draw",
  BBL: "loss",
  BBZ: "zeroBye",
  BBF: "forfeitLoss",
  BBU: "pab",
};

const BYE_TYPES: Readonly<Record<string, EntryKind>> = { F: "fullBye", H: "halfBye", Z: "zeroBye", U: "zeroBye" };

/**
 * Reads one extension line into `x`; false when the tag is not one of them. Problems name the line.
 * @example readExtension("BBW  3.0", 4, x, problems) // true, x.points.win === 30
 */
export function readExtension(raw: string, line: number, x: TrfExtensions, problems: Problem[]): boolean {
  const tag = raw.slice(0, 3);
  const rest = raw.slice(3).trim();
  const bad = (what: string): true => {
    problems.push(problem("BAD_LINE", `line ${line}: ${tag} ${what}`));
    return true;
  };
  // A point system line that cannot be read leaves the system unknown: the points column is not checked.
  const badPoints = (what: string): true => {
    x.pointsUnreadable = true;
    return bad(what);
  };
  const tooMany = (round: number): boolean => {
    const p = roundProblem(`line ${line}: ${tag}`, round);
    if (p !== null) problems.push(p);
    return p !== null;
  };
  const bb = BB[tag];
  if (bb !== undefined) {
    const v = tenths(rest);
    if (v === null) return badPoints(`"${rest}" is not a number of points like 1.0`);
    x.points[bb] = v;
    if (x.pointLines.length < 8) x.pointLines.push(`${tag} ${rest}`);
    return true;
  }
  switch (tag) {
    case "162": {
      const items = [...rest.matchAll(/([A-Za-z])\s*(\S+)/g)];
      if (items.length === 0) return badPoints(`"${rest}" lists no points (expected W 1.0 D 0.5 …)`);
      for (const [, letter, value] of items) {
        const v = tenths(value as string);
        if (v === null) return badPoints(`"${value}" is not a number of points like 1.0`);
        const l = (letter as string).toUpperCase();
        if (l === "W") x.points.win = v;
        else if (l === "D") x.points.draw = v;
        else if (l === "L") x.points.loss = v;
        // A (absence: zero-point bye or forfeit loss) is TRF-2026's; Z is how Wallchart wrote it before.
        else if (l === "A" || l === "Z") x.points.zeroBye = x.points.forfeitLoss = v;
        else if (l === "P") x.points.pab = v;
        else if (l !== "X") return badPoints(`"${letter}" is not a result code (expected W, D, L, A, P or X)`);
      }
      if (x.pointLines.length < 8) x.pointLines.push(`162 ${rest.replace(/\s+/g, " ")}`);
      return true;
    }
    case "192":
      if (rest.length > LIMITS.cellText) return bad(`is ${rest.length} characters long; a cell holds at most ${LIMITS.cellText}`);
      if (rest !== "") x.system = rest;
      return true;
    case "240": {
      const kind = BYE_TYPES[raw.charAt(4).toUpperCase()];
      const round = whole(raw.slice(6, 9));
      const ids = fields(raw, 10);
      if (kind === undefined) return bad(`type "${raw.charAt(4)}" (column 5) is not F, H or Z`);
      if (round === null) return bad(`round "${raw.slice(6, 9)}" (columns 7-9) is not a round number`);
      if (ids === null || ids.length === 0) return bad("needs start numbers in 4-column fields from column 11");
      if (tooMany(round)) return true;
      x.byes.push({ line, kind, round, ids: once(ids) });
      return true;
    }
    case "250": {
      const points = tenths(raw.slice(9, 13));
      const from = whole(raw.slice(14, 17));
      const to = whole(raw.slice(18, 21));
      const first = whole(raw.slice(22, 26));
      const last = whole(raw.slice(27, 31));
      if (raw.slice(4, 8).trim() !== "") return bad("columns 5-8 (match points) must be blank for individuals");
      if (points === null) return bad(`points "${raw.slice(9, 13)}" (columns 10-13) are not a number like 1.0`);
      if (from === null || to === null || from > to) return bad("needs rounds from-to in columns 15-17 and 19-21");
      if (first === null || last === null || first > last)
        return bad("needs start numbers from-to in columns 23-26 and 28-31");
      if (tooMany(to)) return true;
      x.accelerated += (last - first + 1) * (to - from + 1);
      if (x.accelerated > ACCELERATION_CELLS)
        return bad(`lines set more than ${ACCELERATION_CELLS} player-rounds of accelerated points (every player in every round, once)`);
      for (let id = first; id <= last; id++) {
        const a = x.accelerations.get(id) ?? [];
        for (let r = from; r <= to; r++) a[r - 1] = points;
        x.accelerations.set(id, a);
      }
      return true;
    }
    case "XXA": {
      const id = whole(raw.slice(4, 8));
      if (id === null) return bad(`start number "${raw.slice(4, 8)}" (columns 5-8) is not a number`);
      const a = x.accelerations.get(id) ?? [];
      if (tooMany(Math.ceil((raw.trimEnd().length - 9) / 5))) return true;
      for (let i = 9, r = 0; i < raw.trimEnd().length; i += 5, r++) {
        const text = raw.slice(i, i + 4);
        const v = text.trim() === "" ? 0 : tenths(text);
        if (v === null) return bad(`"${text}" (columns ${i + 1}-${i + 4}) is not a number of points`);
        a[r] = v;
      }
      x.accelerations.set(id, a);
      return true;
    }
    case "XXP": {
      const words = rest === "" ? [] : rest.split(/\s+/);
      const ids = words.map(whole);
      if (ids.length < 2 || ids.some((v) => v === null)) return bad(`"${rest.slice(0, 40)}" is not two or more start numbers`);
      const distinct = once(ids as number[]);
      x.pairs += (distinct.length * (distinct.length - 1)) / 2;
      if (x.pairs > LIMITS.forbiddenPairs)
        return bad(`lines forbid more than ${LIMITS.forbiddenPairs} pairs; at most that many are read`);
      x.never.push({ line, ids: distinct });
      return true;
    }
    case "260": {
      const from = whole(raw.slice(4, 7));
      const to = whole(raw.slice(8, 11));
      const ids = fields(raw, 12);
      if (from === null || to === null || from > to) return bad("needs rounds from-to in columns 5-7 and 9-11");
      if (ids === null || ids.length < 2)
        return bad("needs two or more start numbers in 4-column fields from column 13");
      if (tooMany(to)) return true;
      const players = once(ids);
      if (players.length < 2) return bad("needs two or more different start numbers");
      x.groups.push({ line, group: { players, from, to } });
      return true;
    }
    default:
      return false;
  }
}

type MutablePlayer = { -readonly [K in keyof Player]: Player[K] };
type MutableTournament = { -readonly [K in keyof Tournament]: Tournament[K] };

/**
 * Applies what the extension lines said to the parsed players and tournament, checking every start
 * number they name.
 * @example applyExtensions(x, t, playersById, problems) // t.pointSystem, players' accelerations, …
 */
export function applyExtensions(
  x: TrfExtensions,
  t: MutableTournament,
  players: ReadonlyMap<number, MutablePlayer>,
  problems: Problem[],
): void {
  const known = (id: number, line: number): boolean => {
    if (players.has(id)) return true;
    problems.push(problem("BAD_OPPONENT", `line ${line}: player ${id} has no 001 line`));
    return false;
  };
  const p = x.points;
  if (Object.keys(p).length > 0) {
    const system: PointSystem = {
      win: p.win ?? STANDARD_POINTS.win,
      draw: p.draw ?? STANDARD_POINTS.draw,
      loss: p.loss ?? STANDARD_POINTS.loss,
      forfeitLoss: p.forfeitLoss ?? STANDARD_POINTS.forfeitLoss,
      zeroBye: p.zeroBye ?? STANDARD_POINTS.zeroBye,
      pab: p.pab ?? p.win ?? STANDARD_POINTS.pab,
    };
    const standard = (Object.keys(STANDARD_POINTS) as (keyof PointSystem)[]).every(
      (k) => system[k] === STANDARD_POINTS[k],
    );
    if (!standard) t.pointSystem = system;
  }
  if (x.system !== undefined) {
    t.info = { ...t.info, system: x.system };
    if (/_BAKU$/i.test(x.system)) t.bakuAcceleration = true;
  }
  for (const [id, a] of x.accelerations) {
    const player = players.get(id);
    if (player === undefined) problems.push(problem("BAD_OPPONENT", `XXA / 250: player ${id} has no 001 line`));
    else {
      // Canonical form: no trailing zeros (a round without acceleration is 0 either way).
      const values = Array.from({ length: a.length }, (_, i) => a[i] ?? 0);
      while (values.length > 0 && values[values.length - 1] === 0) values.pop();
      if (values.length > 0) player.accelerations = values;
    }
  }
  const pairs: [number, number][] = [];
  const seen = new Set<number>();
  for (const { line, ids } of x.never) {
    const ok = ids.filter((id) => known(id, line));
    for (let i = 0; i < ok.length; i++)
      for (let j = i + 1; j < ok.length; j++) {
        const [a, b] = [ok[i] as number, ok[j] as number];
        const key = Math.min(a, b) * 10_000 + Math.max(a, b);
        if (seen.has(key)) continue;
        seen.add(key);
        pairs.push([a, b]);
      }
  }
  if (pairs.length > 0) t.forbiddenPairs = [...(t.forbiddenPairs ?? []), ...pairs];
  const groups = x.groups.filter(({ line, group }) => group.players.every((id) => known(id, line)));
  if (groups.length > 0) t.forbiddenGroups = groups.map((g) => g.group);
  for (const { line, kind, round, ids } of x.byes) {
    for (const id of ids) {
      const player = players.get(id);
      if (!known(id, line) || player === undefined) continue;
      const e = player.rounds[round - 1] ?? null;
      if (e !== null && !(e.kind === kind && e.opponent === 0)) {
        problems.push(problem("BAD_LINE", `line ${line}: player ${id} already has round ${round} recorded`));
        continue;
      }
      const rounds = [...player.rounds];
      while (rounds.length < round) rounds.push(null);
      rounds[round - 1] = { kind, opponent: 0, colour: null };
      player.rounds = rounds;
    }
  }
}

/** `text` right-aligned in `width` columns (cut to fit): how every TRF field is written. */
export function right(text: string, width: number): string {
  return text.slice(0, width).padStart(width);
}

/**
 * Points in tenths as TRF writes them in four columns, and as the reader reads them back: 25 → "2.5",
 * 100 → "10.0", 1000 → " 100" (a hundred points or more has no room for the tenth). Points that four
 * columns cannot hold (100.5, 10000) are refused, naming `what`, rather than cut.
 * @example pointsField(1000) // "100"
 */
export function pointsField(tenths: number, what = "points"): string {
  const text = `${Math.trunc(tenths / 10)}.${Math.abs(tenths % 10)}`;
  if (tenths >= 0 && text.length <= 4) return text;
  if (tenths >= 0 && tenths % 10 === 0 && tenths < 10_000) return String(tenths / 10);
  return fail("OUT_OF_RANGE", `${what}: ${tenths / 10} points do not fit TRF's four columns (at most 99.9, or a whole number to 999)`);
}

/**
 * The one TRF-2026 value (`162 A`, "absence: zero-point bye or forfeit loss") for an event whose
 * zero-point bye (BBZ) and forfeit loss (BBF) may differ, chosen so that no score changes: equal, the
 * value; no forfeit loss in the event, the zero-point bye's; no zero-point bye (played, requested
 * ahead, or the next round's `0000 - Z` of a withdrawal), the forfeit loss's. Both kinds at different values cannot be said in TRF-2026: refused,
 * naming where each occurs. Read back, `A` gives both kinds its value, so the other one's own value is
 * not restored — it scores nothing in such an event.
 * @example absenceValue(tournamentWithZByesOnly, { ...STANDARD_POINTS, zeroBye: 5 }) // 5
 */
export function absenceValue(t: Tournament, s: PointSystem): number {
  if (s.zeroBye === s.forfeitLoss) return s.zeroBye;
  const byes: string[] = [];
  const forfeits: string[] = [];
  for (const p of t.players) {
    p.rounds.forEach((e, r) => {
      if (e?.kind === "zeroBye") byes.push(`round ${r + 1} #${p.id} ${p.name}`);
      else if (e?.kind === "forfeitLoss") forfeits.push(`round ${r + 1} #${p.id} ${p.name}`);
    });
    // A request other than a half-point bye, and a withdrawal, are written as the next round's 0000 - Z.
    if ((p.request !== undefined && p.request !== "halfBye") || p.withdrawn === true)
      byes.push(`the next round #${p.id} ${p.name} (${p.request === "zeroBye" ? "requested" : "withdrawn"})`);
    for (const [round, request] of Object.entries(p.requests ?? {}))
      if (request === "zeroBye") byes.push(`round ${round} #${p.id} ${p.name} (requested)`);
  }
  if (forfeits.length === 0) return s.zeroBye;
  if (byes.length === 0) return s.forfeitLoss;
  const some = (list: readonly string[]) => list.slice(0, 3).join(", ") + (list.length > 3 ? ` and ${list.length - 3} more` : "");
  return fail(
    "BAD_ARGUMENT",
    `TRF-2026 has one value (162 A) for a zero-point bye and a forfeit loss, and this event has both at different points: zero-point byes scored ${pointsField(s.zeroBye)} (${some(byes)}) and forfeit losses scored ${pointsField(s.forfeitLoss)} (${some(forfeits)}). Write it as TRF(bx) (--dialect bx), whose BBZ and BBF lines keep both`,
  );
}

/** The TRF spelling of the extension lines: TRF-2026 or TRF(bx). */
export type TrfDialect = "2026" | "bx";

/**
 * The extension lines of a tournament: point system, type (2026 only), accelerations, forbidden
 * pairs. Byes decided beforehand stay in the 001 lines (both engines read them there).
 * @example extensionLines({ ...t, pointSystem: FOOTBALL }, "bx") // ["BBW  3.0", "BBD  1.0", "BBU  3.0"]
 */
export function extensionLines(t: Tournament, dialect: TrfDialect): string[] {
  const out: string[] = [];
  const s = t.pointSystem;
  if (s !== undefined) {
    if (dialect === "2026") {
      const absence = absenceValue(t, s);
      const items: [string, number][] = [
        ["W", s.win],
        ["D", s.draw],
        ["L", s.loss],
        ["A", absence],
        ["P", s.pab],
      ];
      out.push("162 " + items.map(([l, v]) => ` ${l}${right(pointsField(v, `162 ${l}`), 4)}`).join("   "));
    } else {
      for (const [tag, key] of Object.entries(BB))
        if (s[key] !== STANDARD_POINTS[key] || (key === "pab" && s.pab !== s.win))
          out.push(`${tag} ${right(pointsField(s[key], tag), 4)}`);
    }
  }
  if (t.info.system !== undefined && !(dialect === "bx" && t.bakuAcceleration === true && !/_BAKU$/i.test(t.info.system))) {
    out.push(`192 ${t.info.system}`);
  } else if (t.bakuAcceleration === true) {
    out.push("192 FIDE_DUTCH_BAKU");
  }
  for (const p of t.players) {
    const a = p.accelerations;
    if (a === undefined || a.length === 0) continue;
    if (dialect === "bx") {
      out.push(`XXA ${right(String(p.id), 4)}` + a.map((v) => ` ${right(pointsField(v), 4)}`).join(""));
      continue;
    }
    for (let r = 0; r < a.length;) {
      let end = r;
      while (end + 1 < a.length && a[end + 1] === a[r]) end++;
      if ((a[r] ?? 0) !== 0) {
        out.push(
          `250      ${right(pointsField(a[r] ?? 0), 4)} ${right(String(r + 1), 3)} ${right(String(end + 1), 3)} ` +
            `${right(String(p.id), 4)} ${right(String(p.id), 4)}`,
        );
      }
      r = end + 1;
    }
  }
  for (const [a, b] of t.forbiddenPairs ?? []) out.push(`XXP ${a} ${b}`);
  for (const g of t.forbiddenGroups ?? []) {
    out.push(
      `260 ${right(String(g.from), 3)} ${right(String(g.to), 3)} ${g.players.map((id) => right(String(id), 4)).join(" ")}`,
    );
  }
  return out;
}
