/**
 * The ladder a club pins up (issue 32, item 4): each player's place, games, wins, draws and losses,
 * how far they moved on the last club night, whom they may challenge now, and the challenges still
 * open (a game logged without a result yet, or a REFUSED/NOSHOW default not yet due). One replay of
 * the log, the same as `replayLadder` row for row, watching what each accepted row did.
 */
import { applyGame, type ApplyOptions } from "./apply";
import { challengesFor } from "./challenges";
import { readLogRow } from "./log";
import { ladderOf, nameKey, startLadder, type LadderState } from "./state";
import type { Ladder, LadderLine, LadderPlayerInput, LadderProblem, LadderRow, LadderSettings } from "./types";

export interface ReportLine extends LadderLine {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** The place before the last club night's first row; null for a player who joined that night. */
  readonly was: number | null;
  /** Whom this player may challenge now, nearest first; null on rating and points ladders (anyone). */
  readonly may: readonly string[] | null;
}

/** A challenge made and not yet settled. */
export interface OpenChallenge {
  /** The log row (1-based, as the replay names rows). */
  readonly row: number;
  readonly challenger: string;
  readonly defender: string;
  /** UNPLAYED: logged without a result; REFUSED/NOSHOW: a default that counts on `due`. */
  readonly kind: "UNPLAYED" | "REFUSED" | "NOSHOW";
  /** Day number a default counts from; null for an unplayed game. */
  readonly due: number | null;
}

export interface LadderReport {
  readonly ladder: Ladder;
  readonly lines: readonly ReportLine[];
  /** The last logged date (day number): the last club night, which `was` is measured across. */
  readonly night: number | null;
  readonly open: readonly OpenChallenge[];
  /** Rows the rules refused (they are not in any count). */
  readonly problems: readonly LadderProblem[];
  readonly state: LadderState;
}

type Tally = { wins: number; draws: number; losses: number };

/**
 * The ladder with its record and movement, from the starting order and the log.
 * @example
 * ladderReport(["Ann", "Bob"], [["2025-03-04", "Bob", "Ann", "1-0"]]).lines[0]
 * // { position: 1, name: "Bob", games: 1, wins: 1, draws: 0, losses: 0, was: 2, may: [] }
 */
export function ladderReport(
  players: readonly (string | LadderPlayerInput)[],
  log: readonly LadderRow[],
  settings: Partial<LadderSettings> = {},
  options: ApplyOptions & { readonly playersRowName?: string } = {},
): LadderReport {
  const start = startLadder(players, settings, options.playersRowName);
  let state = start.value;
  let beforeNight: Ladder = ladderOf(state);
  const tally = new Map<string, Tally>();
  const problems: LadderProblem[] = [];
  const unplayed: OpenChallenge[] = [];
  const add = (key: string, field: keyof Tally) => {
    const t = tally.get(key) ?? { wins: 0, draws: 0, losses: 0 };
    tally.set(key, { ...t, [field]: t[field] + 1 });
  };
  log.forEach((cells, i) => {
    const reading = readLogRow(cells, i + 1, options.rowName);
    if ("problem" in reading) return void problems.push(reading.problem);
    if ("skip" in reading) {
      if (reading.skip === "unplayed") {
        const text = (v: unknown) =>
          String(v ?? "")
            .trim()
            .replace(/\s+/g, " ");
        unplayed.push({
          row: i + 1,
          challenger: text(cells[1]),
          defender: text(cells[2]),
          kind: "UNPLAYED",
          due: null,
        });
      }
      return;
    }
    const prior = state;
    const applied = applyGame(state, reading.game, options);
    if (applied.problem !== null) return void problems.push(applied.problem);
    state = applied.state;
    if (state.clock !== prior.clock) beforeNight = ladderOf(prior);
    const { challenger, defender, result } = reading.game;
    const [c, d] = [nameKey(challenger), nameKey(defender)];
    if (result === "WIN" || result === "LOSS") {
      add(result === "WIN" ? c : d, "wins");
      add(result === "WIN" ? d : c, "losses");
    } else if (result === "DRAW") {
      add(c, "draws");
      add(d, "draws");
    }
  });
  // A game logged without a result is open until a later accepted row of the same two settles it.
  const played = (o: OpenChallenge) =>
    [...(state.players.get(nameKey(o.challenger))?.history ?? [])].some(
      (m) => m.opponent === nameKey(o.defender) && m.row > o.row,
    );
  const name = (key: string) => state.players.get(key)?.name ?? key;
  const open: OpenChallenge[] = [
    ...unplayed.filter((o) => !played(o)),
    ...state.pending.map((p) => ({
      row: p.row,
      challenger: name(p.challenger),
      defender: name(p.defender),
      kind: p.result,
      due: p.due,
    })),
  ].sort((a, b) => a.row - b.row);
  const was = new Map(beforeNight.lines.map((l) => [nameKey(l.name), l.position]));
  const ladder = ladderOf(state);
  const challenge = state.settings.type === "CHALLENGE";
  const lines = ladder.lines.map((l): ReportLine => {
    const key = nameKey(l.name);
    return {
      ...l,
      ...(tally.get(key) ?? { wins: 0, draws: 0, losses: 0 }),
      was: was.get(key) ?? null,
      may: challenge ? challengesFor(state, l.name).value.map((x) => x.name) : null,
    };
  });
  return { ladder, lines, night: state.clock, open, problems, state };
}

/**
 * How far a player moved on the last night, in plain words: "up 2", "down 1", "new", "–".
 * @example movement({ position: 2, was: 4 }) // "up 2"
 */
export function movement(l: Pick<ReportLine, "position" | "was">): string {
  if (l.was === null) return "new";
  const d = l.was - l.position;
  return d > 0 ? `up ${d}` : d < 0 ? `down ${-d}` : "–";
}
