/**
 * Refresh ratings (issue 25 item 2): the event's players (or a section's) against the players the
 * pane kept of the rating lists it read — by ID first, then by name, every doubt asked and never
 * guessed. Before round 1 the Rating (and Rating source) cells that change are written in one
 * undoable step, after the answer lists each change. Once a round is paired the ratings that paired
 * stay: the list's figure goes in a "List rating" column beside them, never over them.
 * `preview` answers what would change (and, in `data`, the players the pane matches a list with).
 */
import { rateEntry } from "../../core/entries/import";
import { ListMatcher, type MatchEntry, type MatchResult } from "../../core/entries/match";
import type { ListSource } from "../../core/entries/types";
import type { Player } from "../../core/model/types";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action, Decision, More } from "../engine";
import { PLAYERS, type EventRead } from "../event";
import { chartGeometry, headerKey } from "../geometry";
import { done, refused } from "../outcome";
import { findSheet, type Block, type Cell, type Snapshot } from "../port";
import { FIRST_READ, onEvent, plural, roundState } from "./common";
import { listsArg } from "./import-entries";

/** The column beside the ratings once a round is paired: the list's figure, for the director to see. */
export const LIST_RATING = "List rating";

/** What a preview answers in `data`: the players a list is matched with, and the changes. */
export interface RefreshPreview {
  readonly players: readonly MatchEntry[];
  readonly changes: readonly string[];
  readonly questions: readonly string[];
  /** The last round paired: after round 1 nothing is written over a rating. */
  readonly paired: number;
}

function matchEntry(p: Player): MatchEntry {
  return { name: p.name, ...(p.memberId === undefined ? {} : { id: p.memberId }), ...(p.fideId === undefined ? {} : { fideId: p.fideId }) };
}

interface Change {
  readonly player: Player;
  readonly rating: number;
  readonly source: string;
}

const who = (p: Player): string => `#${p.id} ${p.name}`;

/** Each player's new rating from the lists (the first list that rates the player), and the questions. */
function compare(players: readonly Player[], args: ActionArgs["refreshRatings"]): { changes: Change[]; same: number; questions: string[]; unmatched: number } | string {
  const lists = listsArg(args.lists);
  if (typeof lists === "string") return lists;
  const entries = players.map(matchEntry);
  const answers: MatchResult[][] = entries.map(() => []);
  for (const list of lists) {
    const m = new ListMatcher(entries, list.idKind);
    for (const p of list.players) m.offer(p);
    m.results().forEach((r, i) => answers[i]?.push(r));
  }
  const sources: ListSource[] = lists.map((l) => ({ label: l.label, idKind: l.idKind }));
  const changes: Change[] = [];
  const questions: string[] = [];
  let same = 0;
  let unmatched = 0;
  players.forEach((p, i) => {
    const rated = rateEntry({ row: p.id, rating: null, byes: {}, ...matchEntry(p) }, answers[i] ?? [], sources);
    questions.push(...rated.questions.map((q) => q.replace(/^row (\d+) /, "#$1 ").replace(/Give the row/, "Give the player").replace(/ to take it\.$/, " to take it (the Players sheet's ID or FIDE ID column).")));
    if (rated.ratingSource === "" || rated.rating === null) {
      unmatched++;
      return;
    }
    if (rated.rating === p.rating && rated.ratingSource === (p.ratingSource ?? rated.ratingSource)) same++;
    else changes.push({ player: p, rating: rated.rating, source: rated.ratingSource });
  });
  return { changes, same, questions, unmatched };
}

/** The sheet holding the players' ratings: Players, or the wallchart sheet of a single-sheet event. */
function ratingSheet(event: EventRead, snapshot: Snapshot): string {
  return event.hasPlayersSheet ? (findSheet(snapshot.sheetNames, PLAYERS) ?? PLAYERS) : event.chartSheet;
}

function decide(event: EventRead, snapshot: Snapshot, args: ActionArgs["refreshRatings"]): Decision | More {
  if (event.layout === "none") return { outcome: refused("There is no event here yet: import entries or set one up first.") };
  const players = event.tournament.players;
  const paired = roundState(event, snapshot).paired;
  const c = compare(players, args);
  if (typeof c === "string") return { outcome: refused(`Nothing was changed: ${c}.`) };
  const line = (x: Change): string => `${who(x.player)}: ${x.player.rating ?? "unrated"} → ${x.rating} (${x.source})`;
  const lines = c.changes.map(line);
  const counts = `${plural(c.changes.length, "rating")} to change, ${c.same} the same, ${c.unmatched} not in the lists${c.questions.length > 0 ? `, ${plural(c.questions.length, "question")}` : ""}`;
  if (args.preview === true) {
    const data: RefreshPreview = { players: players.map(matchEntry), changes: lines, questions: c.questions, paired };
    const after = paired > 0 ? ` Round ${paired} is paired: the ratings that paired stay, and the lists' figures go in the ${LIST_RATING} column beside them.` : "";
    return { outcome: done(`${counts}.${after}`, { details: [...c.questions.map((q) => `To decide: ${q}`), ...lines], data }) };
  }
  const sheet = ratingSheet(event, snapshot);
  const grid = snapshot.sheets[sheet] ?? [];
  const g = chartGeometry(sheet, grid, !event.hasPlayersSheet);
  if (g === null || (paired === 0 && g.ratingCol < 0)) return { outcome: refused(`${sheet} has no header row with a Rating column: nothing was changed.`) };
  if (c.changes.length === 0) return { outcome: done(`No rating changes (${counts}).`, { details: c.questions }) };
  const blocks: Block[] = [];
  const header = grid[g.headerRow] ?? [];
  const colOf = (name: string): number => header.findIndex((h) => headerKey(h) === headerKey(name));
  let width = g.width;
  const column = (name: string): number => {
    const at = colOf(name);
    if (at >= 0) return at;
    blocks.push({ sheet, row: g.headerRow, col: width, values: [[name]] });
    return width++;
  };
  const target = paired === 0 ? g.ratingCol : column(LIST_RATING);
  const sourceCol = paired === 0 ? column("Rating source") : -1;
  const put = (row: number, col: number, v: Cell): void => {
    blocks.push({ sheet, row, col, values: [[v]] });
  };
  for (const x of c.changes) {
    const row = g.rowOf.get(x.player.id);
    if (row === undefined) continue;
    put(row, target, x.rating);
    if (sourceCol >= 0) put(row, sourceCol, x.source);
  }
  const what = paired === 0 ? `Changed ${plural(c.changes.length, "rating")}` : `Wrote ${plural(c.changes.length, "list rating")} in the ${LIST_RATING} column (round ${paired} is paired: the ratings that paired stay)`;
  return {
    outcome: done(`${what}.`, { details: [...lines, ...c.questions] }),
    batch: { blocks, activate: sheet },
    ...(c.questions.length > 0 ? { warnings: c.questions.map((q) => `${q} (rating not changed)`) } : {}),
    undo: { label: paired === 0 ? `Refresh ratings: ${plural(c.changes.length, "change")}` : `List ratings beside ${plural(c.changes.length, "player")}` },
  };
}

export const refreshRatings: Action<ActionArgs["refreshRatings"], ActionContext> = {
  name: "Refresh ratings",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => decide(event, snapshot, args)),
};
