/**
 * Quality measures shared by the evaluators: one number list per criterion and bracket, smaller
 * better, compared in the order the rules apply them.
 */
import type { Breach } from "./types";

/** One criterion measured in one place (a bracket, a score group, the round). */
export interface Measure {
  readonly rule: string;
  /** Where it was measured: "the 2-point bracket". */
  readonly where: string;
  /** What was counted: "downfloaters". */
  readonly what: string;
  /** The value; compared lexicographically, smaller is better. */
  readonly value: readonly number[];
  /** How to write the value (default: the numbers joined by commas). */
  readonly show?: (value: readonly number[]) => string;
}

/** -1, 0 or 1 as `a` is lexicographically smaller than, equal to or larger than `b`. */
export function compareValues(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return Math.sign(d);
  }
  return Math.sign(a.length - b.length);
}

const showOf = (m: Measure): string => (m.show ?? ((v) => v.join(", ")))(m.value);

/** The first measure on which the two pairings differ: which one, and whether `given` is worse. */
export interface FirstDifference {
  readonly given: Measure;
  readonly engine: Measure;
  readonly worse: boolean;
}

/**
 * The first criterion, in rule order, on which `given` and `engine` differ, or null when every
 * measure is equal. Measures are matched by rule and place.
 */
export function firstDifference(given: readonly Measure[], engine: readonly Measure[]): FirstDifference | null {
  const other = new Map<string, Measure>();
  for (const m of engine) other.set(`${m.rule}@${m.where}`, m);
  for (const g of given) {
    const e = other.get(`${g.rule}@${g.where}`);
    if (e === undefined) continue;
    const c = compareValues(g.value, e.value);
    if (c !== 0) return { given: g, engine: e, worse: c > 0 };
  }
  return null;
}

/** The breach for the first criterion on which `given` does worse than `engine`, or null. */
export function firstWorse(given: readonly Measure[], engine: readonly Measure[]): Breach | null {
  const d = firstDifference(given, engine);
  if (d === null || !d.worse) return null;
  return {
    rule: d.given.rule,
    players: [],
    message: `${d.given.where}: ${d.given.what} ${showOf(d.given)} where the engine's pairing has ${showOf(d.engine)}`,
  };
}

/** A sentence for a first difference that favours the given pairing (no rule broken there). */
export function betterNote(d: FirstDifference): string {
  return `${d.given.rule}, ${d.given.where}: ${d.given.what} ${showOf(d.given)}, the engine's pairing ${showOf(d.engine)}`;
}
