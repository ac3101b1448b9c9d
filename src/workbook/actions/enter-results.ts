/**
 * Enter results: reads a round sheet's Result column (1-0, 0-1, ½-½, 1F-0F, 0F-1F, 0F-0F, and the
 * bye rows) and writes both players' cells of that round in the wallchart (`W12w`, `L3b`, `B` …).
 * The round is the round sheet in front of the user, else the last paired round. Boards still
 * without a result are named; cells already holding something else are asked about first.
 */
import { makeCell } from "../../core/formats/wallchart";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { readRoundSheet, roundOfSheet, roundSheetName } from "../event";
import { done, refused } from "../outcome";
import { sheetA1, type Cell } from "../port";
import { RESULTS_ACCEPTED } from "../../core/formats/results";
import { columnLetters } from "../geometry";
import { listRound } from "../rounds";
import { chartWrites } from "./chart";
import { boardList, FIRST_READ, messages, onEvent, plural, roundState } from "./common";

export const enterResults: Action<ActionArgs["enterResults"], ActionContext> = {
  name: "Enter results",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => {
    if (event.layout === "none")
      return { outcome: refused("There is no event here yet: set one up or use the sheet in front of you.") };
    const activeRound = roundOfSheet(snapshot.active);
    const round =
      activeRound !== null && event.roundSheets.has(activeRound)
        ? activeRound
        : (args.round ?? roundState(event, snapshot).paired);
    const sheet = event.roundSheets.get(round);
    if (round === 0 || sheet === undefined) {
      return {
        outcome: refused(
          round === 0
            ? "No round has been paired yet: press Pair next round first."
            : `There is no ${roundSheetName(round)} sheet.`,
        ),
      };
    }
    const listing = listRound(snapshot.sheets[sheet] ?? [], event.tournament.players);
    if (listing === null) return { outcome: refused(`${sheet} has no Board | White | Black | Result header row.`) };
    const fromSheet = readRoundSheet(snapshot, event, round);
    if (fromSheet.problems.length > 0) return { outcome: sheetProblems(sheet, messages(fromSheet.problems)) };
    const cells = new Map<number, Cell>();
    for (const p of fromSheet.tournament.players) {
      const e = p.rounds[round - 1] ?? null;
      if (e === null) continue;
      // A cell that already says the same (perhaps without the colour) is left as it is.
      const now = event.tournament.players[p.id - 1]?.rounds[round - 1] ?? null;
      const same =
        now !== null &&
        now.kind === e.kind &&
        now.opponent === e.opponent &&
        (now.colour === null || now.colour === e.colour);
      if (!same) cells.set(p.id, makeCell(e));
    }
    const missing = listing.boards.filter((b) => b.result === "");
    const chart = chartWrites(event, round, cells);
    if (typeof chart === "string") return { outcome: refused(chart) };
    const results = listing.boards.length - missing.length;
    const strays = missing.filter((b) => b.stray !== null);
    const strayText =
      strays.length === 0
        ? ""
        : ` ${plural(strays.length, "result")} ${strays.length === 1 ? "is" : "are"} typed outside the Result column (${columnLetters(listing.boards[0]?.resultCol ?? 3)}): ${strays
            .slice(0, 5)
            .map((b) => `${sheetA1(sheet, b.row, b.stray?.col ?? 0)} "${b.stray?.text ?? ""}"`)
            .join(", ")}${strays.length > 5 ? " …" : ""}; move ${strays.length === 1 ? "it" : "them"} into the Result column.`;
    const still = missing.length === 0 ? "" : ` Still without a result: ${boardList(missing)}.${strayText}`;
    const others = event.problems.filter((p) => !p.message.includes(sheet));
    const details = others.length === 0 ? [] : [`Other problems in the workbook:`, ...messages(others)];
    if (chart.blocks.length === 0) {
      return {
        outcome: done(
          `Round ${round}'s ${plural(results, "result")} ${results === 1 ? "is" : "are"} already in the wallchart.${still}`,
          { details },
        ),
      };
    }
    const changed = (id: number | null): boolean => id !== null && cells.has(id);
    const fresh = listing.boards.filter((b) => b.result !== "" && (changed(b.white) || changed(b.black))).length;
    const byes = listing.byes.filter((b) => changed(b.white)).length;
    const already = results - fresh;
    const byeText = byes === 0 ? "" : ` and ${plural(byes, "bye")}`;
    const alreadyText = already === 0 ? "" : ` (${already} ${already === 1 ? "was" : "were"} already there)`;
    return {
      outcome: done(
        `Entered ${plural(fresh, "result")}${byeText} of round ${round} into ${chart.where}${alreadyText}.${still}`,
        { details },
      ),
      batch: { addSheets: chart.addSheets, blocks: chart.blocks },
      undo: { label: `Enter results of round ${round}` },
    };
  }),
};

/**
 * The refusal for a round sheet the core cannot read: how many cells are wrong (a cell counted once,
 * however many messages it has), each named, and what a Result cell accepts, said once.
 */
export function sheetProblems(sheet: string, lines: readonly string[]): ReturnType<typeof refused> {
  const cells = new Set(lines.map((l) => /^(.*?![A-Z]+\d+)/.exec(l)?.[1] ?? l));
  const bad = lines.filter((l) => l.includes("is not a result"));
  const accepted = bad.length === 0 ? "" : ` A result is one of: ${RESULTS_ACCEPTED}.`;
  const short = lines.map((l) => l.replace(/ \(expected 1-0, 0-1, ½-½ \(or .*$/, ""));
  return refused(
    `${sheet}: ${plural(cells.size, "cell")} ${cells.size === 1 ? "needs" : "need"} putting right; nothing was entered.${accepted}`,
    short,
  );
}
