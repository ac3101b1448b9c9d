/** What several actions share: reading the event first, and the state of the last paired round. */
import type { Problem } from "../../core/errors";
import type { Tournament } from "../../core/model/types";
import { roundsPaired } from "../../core/model/tournament";
import type { ActionContext } from "../context";
import type { Decision, More } from "../engine";
import { refused } from "../outcome";
import { firstRead, isTypedNotEntered, readEvent, type EventRead } from "../event";
import type { ReadRequest, Snapshot } from "../port";
import { boardLabel, listRound, type BoardRow, type RoundListing } from "../rounds";

export const FIRST_READ: ReadRequest = firstRead();

/** A decide function that first reads the event (asking for the round sheets when needed). */
export function onEvent<A>(
  decide: (event: EventRead, snapshot: Snapshot, args: A, context: ActionContext) => Decision | More,
  withRoundSheets: boolean | "latest" = true,
): (snapshot: Snapshot, args: A, context: ActionContext) => Decision | More {
  return (snapshot, args, context) => {
    const event = readEvent(snapshot, withRoundSheets);
    if ("more" in event) return event;
    return vouching(event, decide(event, snapshot, args, context));
  };
}

/** A decision's batch carrying the sheets its event read found in agreement (`WriteBatch.vouch`). */
export function vouching(event: EventRead, decision: Decision | More): Decision | More {
  if ("more" in decision || decision.batch === undefined || (event.vouch ?? []).length === 0) return decision;
  return { ...decision, batch: { ...decision.batch, vouch: [...new Set([...(decision.batch.vouch ?? []), ...(event.vouch ?? [])])] } };
}

export function messages(problems: readonly Problem[]): string[] {
  return problems.map((p) => p.message);
}

/** Where the event stands: the last paired round and what it still lacks. */
export interface RoundState {
  /** The last round with pairings (0 before round 1). */
  readonly paired: number;
  readonly listing: RoundListing | null;
  /** Boards of that round with no result in the wallchart and none on the round sheet. */
  readonly missing: readonly BoardRow[];
  /** Boards whose result is typed on the round sheet but not yet in the wallchart. */
  readonly typed: readonly BoardRow[];
}

export function roundState(event: EventRead, snapshot: Snapshot): RoundState {
  const t: Tournament = event.tournament;
  let paired = roundsPaired(t);
  for (const [round, name] of event.roundSheets) {
    const listing = listRound(snapshot.sheets[name] ?? [], t.players);
    if (listing !== null && listing.boards.length + listing.byes.length > 0) paired = Math.max(paired, round);
  }
  const name = event.roundSheets.get(paired);
  const listing = paired === 0 || name === undefined ? null : listRound(snapshot.sheets[name] ?? [], t.players);
  const missing: BoardRow[] = [];
  const typed: BoardRow[] = [];
  for (const b of listing?.boards ?? []) {
    const w = b.white === null ? null : (t.players[b.white - 1]?.rounds[paired - 1] ?? null);
    const k = b.black === null ? null : (t.players[b.black - 1]?.rounds[paired - 1] ?? null);
    if (w !== null && k !== null) continue;
    (b.result === "" ? missing : typed).push(b);
  }
  return { paired, listing, missing, typed };
}

/** "board 3 (#5 Ann – #12 Bob), board 7 (…)" for a message, the first few only. */
export function boardList(boards: readonly BoardRow[], limit = 5): string {
  const shown = boards.slice(0, limit).map(boardLabel).join(", ");
  return boards.length > limit ? `${shown} and ${boards.length - limit} more` : shown;
}

/** Rounds with something recorded (the last round in which any player has an entry). */
export function roundsWithEntries(t: Tournament): number {
  return t.players.reduce((n, p) => {
    for (let r = p.rounds.length; r > n; r--) if (p.rounds[r - 1] != null) return r;
    return n;
  }, 0);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export { isTypedNotEntered };

const CAPPED = /^and (\d+) more problems?$/;

/** Results typed on one Round sheet and not yet entered. */
export interface TypedResults {
  readonly sheet: string;
  readonly results: number;
}

/**
 * The event's problems in plain words: typed results counted per Round sheet, not listed as
 * problems; the real problems listed; the reader's "and N more problems" line kept only under lines
 * it continues, as "and N more not listed" (it may count typed results too).
 */
export function plainProblems(problems: readonly Problem[]): { typed: TypedResults[]; other: string[]; more: string | null } {
  const boards = new Map<string, Set<string>>();
  const other: string[] = [];
  let capped = 0;
  for (const p of problems) {
    const cap = CAPPED.exec(p.message);
    if (cap !== null) capped = Number(cap[1]);
    else if (isTypedNotEntered(p)) {
      const m = /^(?:'((?:[^']|'')+)'|([^!]+))![A-Z]+\d+ \(([^)]*)\)/.exec(p.message);
      const sheet = m === null ? "" : (m[1] ?? m[2] ?? "").replace(/''/g, "'");
      boards.set(sheet, (boards.get(sheet) ?? new Set()).add(m?.[3] ?? p.message));
    } else other.push(p.message);
  }
  const more = capped > 0 && other.length > 0 ? `and ${capped} more not listed (results typed, or problems): put these right, then look again` : null;
  return { typed: [...boards].map(([sheet, b]) => ({ sheet, results: b.size })), other, more };
}

/** "Round 3 has 10 results typed, not yet entered" / "Round 2 (3) and Round 3 (10) have results typed, not yet entered". */
export function typedText(typed: readonly TypedResults[]): string {
  if (typed.length === 1) {
    const t = typed[0] as TypedResults;
    return `${t.sheet} has ${plural(t.results, "result")} typed, not yet entered`;
  }
  const list = typed.map((t) => `${t.sheet} (${t.results})`);
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1] ?? ""} have results typed, not yet entered`;
}

/** The refusal of an action that needs the event whole: typed results said as such ("press Enter results"), the problems listed. */
export function problemsFirst(problems: readonly Problem[], before = "first"): Decision {
  const { typed, other, more } = plainProblems(problems);
  if (other.length === 0) return { outcome: refused(`${typedText(typed)}: press Enter results ${before}.`) };
  const also = typed.length === 0 ? [] : [`${typedText(typed)}: press Enter results too.`];
  return { outcome: refused(`The event has ${plural(other.length, "problem")} to put right ${before}:`, [...other, ...(more === null ? [] : [more]), ...also]) };
}
