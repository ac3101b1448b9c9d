/**
 * Time controls as tournament announcements write them (seed 004, "How to read tournament
 * formats"): `G/90+30`, `G/45 d5`, `40/90 SD/30`, `G/60;d5`, `90+30`, `G/45, inc+5`, and the prose of
 * older flyers ("40 moves in 90 minutes, then 20 moves in 20 minutes repeating", seed 000; "30 moves
 * in first 1½ hours … 20 moves for each additional hour", seed 003). Parsed into periods, then used
 * for the game-length estimate and the ACF rateable-event rule.
 */
import { fail } from "../errors";

/** One time control: `moves` in `minutes`, or the rest of the game when `moves` is null. */
export interface Period {
  readonly moves: number | null;
  readonly minutes: number;
  /** This control repeats until the game ends ("repeating", "each additional hour"). */
  readonly repeat?: boolean;
}

export interface TimeControl {
  readonly periods: readonly Period[];
  /** Seconds added to the clock for every move (`+30`, `inc 30`), from move 1. */
  readonly incrementSeconds: number;
  /** Seconds before the clock starts each move (`d5`, `delay 5`). */
  readonly delaySeconds: number;
}

export const TIME_CONTROL_FORMS =
  'G/90+30, G/45 d5, 40/90 SD/30, 40/120 20/60 G/30, 90+30, or "40 moves in 90 minutes, then …"';

type Token =
  | { kind: "period"; period: Period }
  | { kind: "inc"; seconds: number }
  | { kind: "delay"; seconds: number }
  | { kind: "repeat" }
  | { kind: "number"; minutes: number };

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const HOURS = String.raw`(?:HOURS?|HRS?|H)\b`;
const MINUTES = String.raw`(?:MINUTES?|MINS?|M\b|')`;

/** Patterns tried in order at each position; the first that matches wins. */
const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => Token | null][] = [
  [
    new RegExp(
      String.raw`^(\d+)\s*MOVES?\s*(?:IN|FOR)\s*(?:THE\s*)?(?:FIRST\s*)?(?:EACH\s*|EVERY\s*)?(?:ADDITIONAL\s*)?${NUM}?\s*(${HOURS}|${MINUTES})?`,
    ),
    (m) => {
      const amount = m[2] === undefined ? 1 : Number(m[2]);
      const unit = m[3] ?? "";
      const hours = /^H/.test(unit) || (m[2] === undefined && unit === "");
      const repeat = /EACH|EVERY/.test(m[0]);
      return {
        kind: "period",
        period: { moves: Number(m[1]), minutes: hours ? amount * 60 : amount, ...(repeat ? { repeat } : {}) },
      };
    },
  ],
  [
    /^(?:G|GAME|SD|SUDDEN\s*DEATH)\s*(?:\/|IN\s*)?\s*(\d+(?:\.\d+)?)\s*(?:MINUTES?|MINS?|')?/,
    (m) => ({ kind: "period", period: { moves: null, minutes: Number(m[1]) } }),
  ],
  [
    /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*(H\b|HOURS?\b|HRS?\b)?/,
    (m) => ({
      kind: "period",
      period: { moves: Number(m[1]), minutes: m[3] === undefined ? Number(m[2]) : Number(m[2]) * 60 },
    }),
  ],
  [
    /^(\d+)\s*(?:MINUTES?|MINS?|')?\s*\+\s*(\d+)\s*(?:SECONDS?|SECS?|S\b|''|")?/,
    (m) => ({ kind: "period", period: { moves: null, minutes: Number(m[1]) } }),
  ],
  [
    /^(?:INC(?:REMENT)?|PLUS|\+)\s*[+:]?\s*(\d+)\s*(?:SECONDS?|SECS?|S\b|''|")?/,
    (m) => ({ kind: "inc", seconds: Number(m[1]) }),
  ],
  [/^(?:DELAY|D)\s*[/:]?\s*(\d+)\s*(?:SECONDS?|SECS?|S\b|''|")?/, (m) => ({ kind: "delay", seconds: Number(m[1]) })],
  [/^(?:REPEAT(?:ING|ED|S)?|THEREAFTER|EACH\s+ADDITIONAL\s+HOUR)\b/, () => ({ kind: "repeat" })],
  [
    new RegExp(String.raw`^${NUM}\s*(${HOURS}|${MINUTES})`),
    (m) => ({ kind: "number", minutes: /^H/.test(m[2] ?? "") ? Number(m[1]) * 60 : Number(m[1]) }),
  ],
  [/^(\d+(?:\.\d+)?)\b/, (m) => ({ kind: "number", minutes: Number(m[1]) })],
  [
    /^(?:AND|THEN|WITH|FOLLOWED\s+BY|OF\s+PLAY|FOR\s+ALL\s+MOVES|FOR\s+THE\s+REST|ALL\s+MOVES|REST\s+OF\s+(?:THE\s+)?GAME|PER\s+MOVE|FROM\s+MOVE\s+1|ADDITIONAL|EACH|A|AN|THE)\b/,
    () => null,
  ],
  [/^[&:]/, () => null],
];

/**
 * Parses a time control. Throws a ChessInputError naming the text and the forms accepted.
 * A `+` or `d` applies to the whole game. A move control with nothing after it repeats.
 * @example parseTimeControl("G/45 d5") // { periods: [{ moves: null, minutes: 45 }], incrementSeconds: 0, delaySeconds: 5 }
 */
export function parseTimeControl(text: string): TimeControl {
  const src = text
    .replace(/(\d)\s*½/g, "$1.5")
    .replace(/½/g, "0.5")
    .replace(/(\d)\s+1\/2/g, "$1.5")
    .toUpperCase()
    .trim();
  const periods: Period[] = [];
  let incrementSeconds = 0;
  let delaySeconds = 0;
  let pos = 0;
  const bad = (why: string): never =>
    fail("BAD_ARGUMENT", `time control "${text.trim()}": ${why} (expected a form such as ${TIME_CONTROL_FORMS})`);
  while (pos < src.length) {
    const rest = src.slice(pos).replace(/^[\s,;.]+/, "");
    if (rest === "") break;
    pos = src.length - rest.length;
    let matched = false;
    for (const [re, make] of PATTERNS) {
      const m = re.exec(rest);
      if (m === null || m[0] === "") continue;
      matched = true;
      pos += m[0].length;
      const t = make(m);
      if (t === null) break;
      if (t.kind === "period") {
        if (periods.length > 0 && periods[periods.length - 1]?.moves === null)
          bad("nothing can follow a sudden-death control");
        periods.push(t.period);
        // "90+30" carries its increment in the same token.
        const inc = /\+\s*(\d+)/.exec(m[0]);
        if (inc !== null && t.period.moves === null && /^\d/.test(m[0])) incrementSeconds = Number(inc[1]);
      } else if (t.kind === "inc") incrementSeconds = t.seconds;
      else if (t.kind === "delay") delaySeconds = t.seconds;
      else if (t.kind === "repeat") {
        const last = periods.pop();
        if (last === undefined || last.moves === null) bad(`"repeating" needs a move control before it`);
        periods.push({ ...(last as Period), repeat: true });
      } else {
        // A bare time after move controls is the sudden-death rest of the game ("40/90, 30").
        if (periods.length === 0) periods.push({ moves: null, minutes: t.minutes });
        else if (periods[periods.length - 1]?.moves !== null) periods.push({ moves: null, minutes: t.minutes });
        else bad(`"${m[0].trim()}" is not understood`);
      }
      break;
    }
    if (!matched) bad(`"${rest.split(/\s+/)[0] ?? rest}" is not understood`);
  }
  if (periods.length === 0) bad("no time is given");
  for (const p of periods) {
    if (!(p.minutes > 0) || (p.moves !== null && !(p.moves > 0))) bad("every control needs some moves and some time");
  }
  const last = periods[periods.length - 1] as Period;
  if (last.moves !== null && !last.repeat) periods[periods.length - 1] = { ...last, repeat: true };
  return { periods, incrementSeconds, delaySeconds };
}

/** The moves a game is assumed to last for the length estimate: both of the guide's examples fit 60. */
export const ESTIMATE_MOVES = 60;

/**
 * The longest likely game, in minutes, as the club guide (seed 004) estimates it: both players use
 * all their time over a 60-move game, every control that starts by move 60 in full, plus the
 * increment or delay on each of the 60 moves. G/45 d5 → 2 × (45 + 60 × 5 s) = 100 ("as long as an
 * hour and forty minutes"); G/90+30 → 2 × (90 + 60 × 30 s) = 240 ("around four hours").
 * @example gameMinutes(parseTimeControl("40/90 SD/30")) // 240
 */
export function gameMinutes(tc: TimeControl, moves: number = ESTIMATE_MOVES): number {
  let perPlayer = 0;
  let moveReached = 0; // moves covered by the controls so far
  for (let i = 0; i < tc.periods.length && moveReached < moves; i++) {
    const p = tc.periods[i] as Period;
    if (p.moves === null) {
      perPlayer += p.minutes;
      moveReached = moves;
    } else if (p.repeat) {
      while (moveReached < moves) {
        perPlayer += p.minutes;
        moveReached += p.moves;
      }
    } else {
      perPlayer += p.minutes;
      moveReached += p.moves;
    }
  }
  perPlayer += (moves * (tc.incrementSeconds + tc.delaySeconds)) / 60;
  return 2 * perPlayer;
}

/**
 * TIME_CONTROL_MINUTES: the longest likely game for a time control written as text.
 * @example timeControlMinutes("G/90+30") // 240
 */
export function timeControlMinutes(text: string): number {
  return gameMinutes(parseTimeControl(text));
}
