/**
 * Check pairings: for each round, is the recorded pairing the one the engine gives from the rounds
 * before it, and for every difference, which rule the recorded pairing breaks (or that it breaks
 * none and only the engine's candidate order differs). Reads events paired by any program.
 */
import { ChessInputError, fail } from "../../errors";
import { roundsPaired } from "../../model/tournament";
import type { Colour, Tournament } from "../../model/types";
import { pairRound } from "../index";
import type { Board, Pairing, PairingOptions, PairingSystem } from "../types";
import { dutchAbsolute, dutchMeasures, dutchRound } from "./dutch";
import { betterNote, firstDifference, type Measure } from "./measure";
import { recordedPairing, tournamentBefore, type RecordedPairing } from "./round";
import type { Breach, CandidatePairing, Difference, PairingsCheck, RoundCheck } from "./types";
import { uscfAbsolute, uscfMeasures, uscfRound } from "./uscf";

export * from "./types";
export { recordedPairing, tournamentBefore } from "./round";

/** The systems a check knows the rules of. */
export const CHECKED_SYSTEMS = ["DUTCH", "USCF"] as const satisfies readonly PairingSystem[];

export interface CheckOptions extends PairingOptions {
  /** The rounds to check (default: every round paired). */
  readonly rounds?: readonly number[];
}

const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

function engineCandidate(p: Pairing): CandidatePairing {
  return { boards: p.boards, pab: p.unpaired.find((u) => u.reason === "pab")?.player ?? null };
}

/** How the recorded boards and bye differ from the engine's. */
export function differences(recorded: RecordedPairing, engine: Pairing): Difference[] {
  const engineBoards = new Map<string, Board>();
  for (const b of engine.boards) engineBoards.set(key(b.white, b.black), b);
  const out: Difference[] = [];
  for (const b of recorded.boards) {
    const e = engineBoards.get(key(b.white, b.black));
    const board = { white: b.white, black: b.black };
    if (e === undefined) {
      const near = engine.boards.filter((x) => [x.white, x.black].some((id) => id === b.white || id === b.black));
      out.push({ kind: "board", recorded: board, engine: near });
    } else if (b.coloured && e.white !== b.white) out.push({ kind: "colours", recorded: board });
  }
  const pab = engineCandidate(engine).pab;
  if (pab !== recorded.pab) out.push({ kind: "bye", recorded: recorded.pab, engine: pab });
  return out;
}

/** The evaluators of one system for one round. */
interface Rules {
  absolute(p: CandidatePairing): Breach[];
  measures(p: CandidatePairing): Measure[];
  order: string;
}

function rulesFor(system: PairingSystem, before: Tournament, round: number, initial: Colour, options: PairingOptions): Rules {
  if (system === "DUTCH") {
    const r = dutchRound(before, round, initial, before.totalRounds ?? options.totalRounds ?? null, {
      ...(options.baku === undefined ? {} : { baku: options.baku }),
      ...(options.pointSystem === undefined ? {} : { pointSystem: options.pointSystem }),
    });
    return { absolute: (p) => dutchAbsolute(r, p), measures: (p) => dutchMeasures(r, p), order: "C.04.3 art. 4: the first candidate in transposition and exchange order" };
  }
  if (system === "USCF") {
    const r = uscfRound(before, round, options);
    return { absolute: (p) => uscfAbsolute(r, p), measures: (p) => uscfMeasures(r, p), order: "US Chess 29C–29E: top half against bottom half, the smallest transpositions" };
  }
  return fail("BAD_ARGUMENT", `system ${system}: pairings can be checked under ${CHECKED_SYSTEMS.join(" and ")} only`);
}

/**
 * Checks one round: the engine's pairing from the rounds before it, the differences, the rules the
 * recorded pairing breaks.
 *
 * @example checkRound(t, 3, "DUTCH", { initialColour: "w" }).same // true when round 3 is the engine's
 */
export function checkRound(t: Tournament, round: number, system: PairingSystem, options: PairingOptions = {}): RoundCheck {
  return checkRoundWith(t, round, system, options, null);
}

/** checkRound, given the engine's pairing of this round when it is already known (or null). */
function checkRoundWith(
  t: Tournament,
  round: number,
  system: PairingSystem,
  options: PairingOptions,
  known: Pairing | null,
): RoundCheck {
  const before = tournamentBefore(t, round);
  const recorded = recordedPairing(t, round);
  const initial = t.initialColour ?? options.initialColour ?? inferInitial(t, system, options).colour;
  const rules = rulesFor(system, before, round, initial, options);
  let engine: Pairing | null = known;
  let engineError: string | undefined;
  try {
    engine ??= pairRound(before, round, system, { ...options, initialColour: initial });
  } catch (e) {
    if (!(e instanceof ChessInputError)) throw e;
    engineError = e.message;
  }
  const breaches = rules.absolute(recorded);
  if (engine === null) {
    return { round, recorded, engine, engineError: engineError as string, same: false, differences: [], breaches, note: `the engine finds no pairing: ${engineError as string}` };
  }
  const diffs = differences(recorded, engine);
  if (diffs.length === 0) return { round, recorded, engine, same: true, differences: diffs, breaches };
  const d = firstDifference(rules.measures(recorded), rules.measures(engineCandidate(engine)));
  let note: string | undefined;
  if (d !== null && d.worse) {
    const g = d.given;
    const show = (m: Measure): string => (m.show ?? ((v) => v.join(", ")))(m.value);
    breaches.push({ rule: g.rule, players: [], message: `${g.where}: ${g.what} ${show(g)} where the engine's pairing has ${show(d.engine)}` });
  } else if (d !== null) {
    note = `breaks no rule the check measures; the first criterion that differs favours the recorded pairing (${betterNote(d)})`;
  } else if (breaches.length === 0) {
    note = `breaks no rule: every criterion is met as well as by the engine's pairing, which differs only by its order (${rules.order})`;
  }
  return { round, recorded, engine, same: false, differences: diffs, breaches, ...(note === undefined ? {} : { note }) };
}

/**
 * The absolute rules (rematches, byes, colours given on a board) the recorded pairing of `round`
 * breaks, without pairing the round again: the cheap half of checkRound, for a round sheet read at
 * every Enter results.
 *
 * @example absoluteBreaches(t, 3, "USCF")[0]?.rule // "US Chess 27A1" when round 3 repeats a game
 */
export function absoluteBreaches(t: Tournament, round: number, system: PairingSystem, options: PairingOptions = {}): Breach[] {
  const before = tournamentBefore(t, round);
  const initial = t.initialColour ?? options.initialColour ?? inferInitial(t, system, options).colour;
  return rulesFor(system, before, round, initial, options).absolute(recordedPairing(t, round));
}

/**
 * The colour of pairing number 1 in round 1 when the tournament does not say: the one under which
 * the engine's round 1 agrees with more of the recorded colours. With it, the engine's round 1
 * under white first (null when it could not pair it), which is the check's own round 1 when white
 * is the answer: the round is paired once.
 */
function inferInitial(t: Tournament, system: PairingSystem, options: PairingOptions): { colour: Colour; round1: Pairing | null } {
  try {
    const engine = pairRound(tournamentBefore(t, 1), 1, system, { ...options, initialColour: "w" });
    const rec = recordedPairing(t, 1);
    const white = new Map<string, number>();
    for (const b of engine.boards) white.set(key(b.white, b.black), b.white);
    let same = 0;
    let reversed = 0;
    for (const b of rec.boards) {
      const w = white.get(key(b.white, b.black));
      if (w === undefined || !b.coloured) continue;
      if (w === b.white) same++;
      else reversed++;
    }
    return reversed > same ? { colour: "b", round1: null } : { colour: "w", round1: engine };
  } catch (e) {
    if (e instanceof ChessInputError) return { colour: "w", round1: null };
    throw e;
  }
}

/**
 * Checks every paired round (or `options.rounds`) of `t` under `system`.
 *
 * @example
 * const c = checkPairings(t, "DUTCH");
 * c.same // false
 * c.rounds[2].breaches // [{ rule: "C.04.3 C1", players: [3, 8], message: "#3 and #8 have already played each other …" }]
 */
export function checkPairings(t: Tournament, system: PairingSystem, options: CheckOptions = {}): PairingsCheck {
  rulesFor(system, t, 1, "w", options); // refuses a system without evaluators before any work
  const paired = roundsPaired(t);
  if (paired === 0) fail("MISSING", "no round is paired yet: there is nothing to check");
  const rounds = options.rounds ?? Array.from({ length: paired }, (_, i) => i + 1);
  for (const r of rounds) {
    if (!Number.isInteger(r) || r < 1 || r > paired) fail("OUT_OF_RANGE", `round ${r}: expected a paired round from 1 to ${paired}`);
  }
  // The team rule the event was paired with (a TRF's WCT line) unless the options say otherwise.
  const teamRule = options.teamRestriction === undefined && options.separateTeams === undefined && t.teamRule !== undefined;
  const pairingOptions: PairingOptions = { ...(teamRule ? { teamRestriction: t.teamRule } : {}), ...options };
  delete (pairingOptions as CheckOptions & { rounds?: unknown }).rounds;
  const given = t.initialColour ?? options.initialColour;
  const inferred = given === undefined ? inferInitial(t, system, pairingOptions) : null;
  const initialColour = given ?? (inferred as { colour: Colour }).colour;
  // Each round is paired by the engine from the rounds before it; round 1 only once.
  const round1 = inferred?.round1 ?? null;
  const checks = [...rounds]
    .sort((a, b) => a - b)
    .map((r) => checkRoundWith(t, r, system, { ...pairingOptions, initialColour }, r === 1 ? round1 : null));
  return { system, rounds: checks, same: checks.every((c) => c.same) };
}
