/** What several actions share: reading the event first, and the state of the last paired round. */
import type { Problem } from "../../core/errors";
import type { Tournament } from "../../core/model/types";
import { roundsPaired } from "../../core/model/tournament";
import type { ActionContext } from "../context";
import type { Decision, More } from "../engine";
import { firstRead, readEvent, type EventRead } from "../event";
import type { ReadRequest, Snapshot } from "../port";
import { boardLabel, listRound, type BoardRow, type RoundListing } from "../rounds";

export const FIRST_READ: ReadRequest = firstRead();

/** A decide function that first reads the event (asking for the round sheets when needed). */
export function onEvent<A>(
  decide: (event: EventRead, snapshot: Snapshot, args: A, context: ActionContext) => Decision | More,
  withRoundSheets = true,
): (snapshot: Snapshot, args: A, context: ActionContext) => Decision | More {
  return (snapshot, args, context) => {
    const event = readEvent(snapshot, withRoundSheets);
    return "more" in event ? event : decide(event, snapshot, args, context);
  };
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
