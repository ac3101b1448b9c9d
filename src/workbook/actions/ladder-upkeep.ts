/**
 * Keeping the ladder through the season (issue 32, item 5): a member leaves, goes away (frozen in
 * place) or comes back — one row appended to the Ladder log, as a game is — and a past result is
 * corrected where it stands, the ladder replayed from that row, the rows whose effect changed and
 * the places that moved listed before anything is written (the result cell is filled: asked first).
 * Rules: core/ladder/members.ts and core/ladder/correct.ts; docs/ladder.md "Members" and "Correcting".
 */
import { correction, isoDate, readLogRow, readResult, resultText, type TraceStep } from "../../core/ladder";
import { nameKey, ordinal } from "../../core/ladder/state";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import { overwrites, type Action, type Decision } from "../engine";
import { done, refused } from "../outcome";
import type { Cell, WriteBatch } from "../port";
import { plural } from "./common";
import { appendToLog, changes, confirmedAll, ladderWrite, notRecorded, onLadder, text } from "./ladder";
import { LADDER_READ, LOG_ROW, START_ROW, readLadder, rowText, type LadderRead } from "./ladder-read";

const CHANGES = { LEFT: "leaves", AWAY: "is away", BACK: "is back" } as const;

/** Refuses while a log row is not accepted (as Record ladder game does). */
function blocked(read: LadderRead, what: string): Decision | null {
  const first = read.replay.problems[0];
  if (first === undefined) return null;
  return {
    outcome: refused(
      `${LOG_ROW} ${first.row} is not accepted by the ladder's rules, so ${what}: correct that row or strike it out first.`,
      read.replay.problems.map((p) => p.message),
    ),
  };
}

export const ladderMember: Action<ActionArgs["ladderMember"], ActionContext> = {
  name: "Ladder member",
  reads: () => LADDER_READ,
  decide: onLadder("nothing was recorded", (read, snapshot, args) => {
    const stop = blocked(read, "nothing was recorded");
    if (stop !== null) return stop;
    const change = String(args.change ?? "").toUpperCase();
    if (change !== "LEFT" && change !== "AWAY" && change !== "BACK")
      return { outcome: refused("Choose what happened: Leaves, Away or Back.") };
    const member = text(args.member);
    if (member === "") return { outcome: refused("Choose the member.") };
    const spelled = read.replay.state.players.get(nameKey(member))?.name ?? member;
    const at = read.log.length === 0 ? 1 : read.log.length;
    const row = at + 1;
    const dateCell: Cell = typeof args.date === "number" ? args.date : text(args.date) === "" ? null : text(args.date);
    const reading = readLogRow([dateCell, spelled, "", change], row, LOG_ROW);
    if ("problem" in reading) return { outcome: notRecorded(reading.problem.message) };
    if (!("game" in reading)) return { outcome: refused("Enter the date.") };
    const date = reading.game.date === null ? "" : isoDate(reading.game.date);
    const line: Cell[] = [date, spelled, "", change];
    const appended = appendToLog(read, snapshot, line, at);
    if ("outcome" in appended) return appended;
    const { after, ladder, logBlock } = appended;
    const now = after.replay.ladder.lines.find((l) => nameKey(l.name) === nameKey(spelled));
    const where =
      change === "LEFT"
        ? `those below move up one. ${changes(read.replay.ladder, after.replay.ladder)}`
        : change === "AWAY"
          ? `kept ${ordinal(now?.position ?? 0)}, skipped by challenges and inactivity until Back.`
          : `${ordinal(now?.position ?? 0)}${read.replay.state.players.get(nameKey(spelled))?.left !== undefined ? " (rejoins at the bottom)" : ""}; inactivity counts from ${date || "today"}.`;
    return {
      outcome: done(
        `Recorded: ${spelled} ${CHANGES[change]}${date === "" ? "" : ` on ${date}`} (${LOG_ROW} ${row}) and rebuilt the ${read.names.ladder} sheet: ${where}`,
      ),
      batch: {
        addSheets: ladder.addSheets,
        blocks: [logBlock, ladder.block],
        activate: read.names.ladder,
        print: [ladder.print],
      },
      generated: [read.names.ladder],
    };
  }),
};

/** "Ivan 7th → 4th, Greg 4th → 5th", or the rules' refusal. */
function effectText(step: TraceStep | null, name: (k: string) => string): string {
  if (step === null) return "not in the log";
  if (step.problem !== null) return `not accepted (${step.problem.replace(/^.*?: /, "")})`;
  const place = (n: number) => (n === 0 ? "off" : ordinal(n));
  return (
    step.effect.map((e) => `${name(e.key)} ${place(e.before)} → ${place(e.after)}`).join(", ") || "the day moves on"
  );
}

export const correctLadderRow: Action<ActionArgs["correctLadderRow"], ActionContext> = {
  name: "Correct a ladder result",
  reads: () => LADDER_READ,
  decide: onLadder("nothing was corrected", (read, snapshot, args) => {
    const row = Number(args.row);
    const cells = Number.isInteger(row) && row >= 1 ? read.log[row - 1] : undefined;
    if (cells === undefined)
      return { outcome: refused(`There is no ${LOG_ROW} ${String(args.row ?? "")} to correct.`) };
    const reading = readLogRow(cells, row, LOG_ROW);
    const game = "game" in reading ? reading.game : null;
    if (game === null || game.result === null || game.defender === "")
      return {
        outcome: refused(
          `${LOG_ROW} ${row} (${rowText(cells)}) is not a game with a result: only a game's result is corrected in place (strike out anything else).`,
        ),
      };
    const same = (want: string | undefined, have: string) => want === undefined || nameKey(want) === nameKey(have);
    if (!same(args.challenger, game.challenger) || !same(args.defender, game.defender))
      return {
        outcome: refused(
          `${LOG_ROW} ${row} now holds ${rowText(cells)}, not ${args.challenger ?? ""} – ${args.defender ?? ""}: the log has changed, so nothing was corrected. Choose the row again.`,
        ),
      };
    const result = readResult(text(args.result) === "" ? null : text(args.result));
    if (result === null || result === "LEFT" || result === "AWAY" || result === "BACK")
      return {
        outcome: refused("Choose the right result, from the challenger's side: 1-0, ½-½, 0-1, REFUSED or NOSHOW."),
      };
    if (result === game.result)
      return { outcome: done(`${LOG_ROW} ${row} already says ${resultText(result)}; nothing was changed.`) };
    const fixed = resultText(result);
    const log = read.log.map((r, i) =>
      i === row - 1 ? [r[0] ?? null, r[1] ?? null, r[2] ?? null, fixed, ...r.slice(4)] : r,
    );
    const after = readLadder(snapshot, log);
    if ("more" in after) return { outcome: refused("internal: the ladder's sheets changed while reading") };
    const c = correction(read.start, read.log, log, row, read.settings, {
      rowName: LOG_ROW,
      playersRowName: START_ROW,
    });
    const name = (k: string) => after.replay.state.players.get(k)?.name ?? read.replay.state.players.get(k)?.name ?? k;
    const rows = c.rows.map(
      (x) =>
        `${LOG_ROW} ${x.row} (${rowText(log[x.row - 1] ?? [])}): ${effectText(x.now, name)}${x.row === row ? "" : ` — was ${effectText(x.was, name)}`}`,
    );
    const moved = c.moved.map(
      ([n, was, now]) => `${n} ${now === 0 ? "off" : ordinal(now)} (was ${was === 0 ? "off" : ordinal(was)})`,
    );
    const ladder = ladderWrite(after, snapshot);
    const batch: WriteBatch = {
      addSheets: ladder.addSheets,
      blocks: [{ sheet: read.names.log, row: row - 1, col: 3, values: [[fixed]] }, ladder.block],
      activate: read.names.ladder,
      print: [ladder.print],
    };
    const list = overwrites(snapshot, batch);
    const summary = `${plural(c.rows.length, "row")} from ${LOG_ROW} ${row} on change${c.rows.length === 1 ? "s" : ""} ${c.rows.length === 1 ? "its" : "their"} effect; ${moved.length === 0 ? "nobody ends elsewhere" : `${plural(moved.length, "player")} end${moved.length === 1 ? "s" : ""} elsewhere: ${moved.join(", ")}`}.${
      c.refused.length === 0
        ? ""
        : ` ${plural(c.refused.length, "later row")} would no longer be accepted by the rules (listed): correct or strike ${c.refused.length === 1 ? "it" : "them"} next.`
    }`;
    const details = [...rows, ...c.refused.map((m) => `No longer accepted: ${m}`)];
    if (!confirmedAll(list, args.confirmed))
      return {
        outcome: {
          kind: "confirm",
          message: `Correct ${LOG_ROW} ${row} (${rowText(cells)}) to ${fixed}? The ladder is replayed from that row: ${summary} ${details.slice(0, 6).join("; ")}${details.length > 6 ? `; and ${details.length - 6} more` : ""}.`,
          overwrites: list,
        },
      };
    return {
      outcome: done(`Corrected ${LOG_ROW} ${row} to ${fixed} and replayed the ladder from it: ${summary}`, { details }),
      batch,
      generated: [read.names.ladder],
    };
  }),
};
