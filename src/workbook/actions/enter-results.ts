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
import { findSheet, isBlankCell, sheetA1, type Block, type Cell } from "../port";
import { RESULTS_ACCEPTED, halfAsDate, parseBoardResult } from "../../core/formats/results";
import { columnBlocks } from "../blocks";
import { columnLetters, headerKey } from "../geometry";
import { listRound, namesSheetName, who, type RoundListing } from "../rounds";
import { ChessInputError } from "../../core/errors";
import { breachLine, handCheck, type HandCheck } from "../../core/pairing/check/guard";
import { pairingView } from "./pair-next";
import type { EventRead } from "../event";
import type { Snapshot } from "../port";
import { chartWrites } from "./chart";
import { boardList, FIRST_READ, messages, onEvent, plainProblems, plural, roundState, typedText } from "./common";

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
    // A correction to an earlier round names the later games paired on it: every Round sheet from it on.
    const paired = roundState(event, snapshot).paired;
    const unread = [...event.roundSheets].filter(([r, s]) => r >= round && r <= paired && !(s in snapshot.sheets)).map(([, s]) => s);
    if (unread.length > 0) return { more: unread };
    // The round's list by name tells the boards typed over the Round sheet from those posted (typedAsks).
    const names = round === 0 ? undefined : findSheet(snapshot.sheetNames, namesSheetName(round));
    if (names !== undefined && snapshot.sheets[names] === undefined) return { more: [names] };
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
    const guard = typedPairing(event, snapshot, round, listing);
    if (guard !== null && guard.refuse.length > 0) {
      return {
        outcome: refused(
          `${sheet} pairs players as no director may (names typed on the sheet?); nothing was entered. Put the boards right, then press Enter results again.`,
          guard.refuse.map(breachLine),
        ),
      };
    }
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
            .join(
              ", ",
            )}${strays.length > 5 ? " …" : ""}; move ${strays.length === 1 ? "it" : "them"} into the Result column.`;
    const still = missing.length === 0 ? "" : ` Still without a result: ${boardList(missing)}.${strayText}`;
    // Problems elsewhere, in plain words: no "and N more" line without the lines it continues (issue 29).
    const others = plainProblems(event.problems.filter((p) => !p.message.includes(sheet)));
    const otherLines = [...others.other, ...(others.more === null ? [] : [others.more])];
    const details = [
      ...(otherLines.length === 0 ? [] : [`${plural(others.other.length, "problem")} elsewhere in the workbook:`, ...otherLines]),
      ...(others.typed.length === 0 ? [] : [`${typedText(others.typed)}.`]),
    ];
    const tidy = tidyResults(snapshot.sheets[sheet] ?? [], sheet, listing);
    if (chart.blocks.length === 0 && tidy.blocks.length === 0) {
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
    const later = corrections(event, snapshot, round, roundState(event, snapshot).paired, cells, chart.column);
    const dates = datedHalves(snapshot.sheets[sheet] ?? [], sheet, listing);
    const typed = guard === null ? [] : typedAsks(event, snapshot, sheet, round, listing, guard);
    const warnings = [...typed, ...dates, ...(later?.warnings ?? [])];
    const entered =
      chart.blocks.length === 0
        ? `Round ${round}'s ${plural(results, "result")} ${results === 1 ? "is" : "are"} already in the wallchart.`
        : `Entered ${plural(fresh, "result")}${byeText} of round ${round} into ${chart.where}${alreadyText}.`;
    const written = tidy.cells.length === 0 ? "" : ` ${tidyText(tidy.cells.length, sheet)}`;
    const consumed = [...tidy.cells, ...(later?.cells ?? [])];
    return {
      outcome: done(`${entered}${written}${still}${later?.message ?? ""}`, {
        details,
        ...(later?.offer === undefined ? {} : { data: { offer: later.offer } }),
      }),
      batch: {
        addSheets: chart.addSheets,
        blocks: [...chart.blocks, ...tidy.blocks],
        // The wallchart agreed with every Round sheet vouched for when read, and this writes only
        // the round just read into it: it still does (results typed elsewhere stay on their sheets).
        ...(snapshot.vouched?.includes(event.chartSheet) === true ? { vouch: [event.chartSheet] } : {}),
      },
      undo: { label: `Enter results of round ${round}` },
      ...(consumed.length === 0 ? {} : { consumed }),
      ...(warnings.length === 0 ? {} : { warnings }),
      ...(later === null
        ? typed.length === 0
          ? {}
          : { question: `${sheet} has boards typed by hand that break ${typed.length === 1 ? "a rule" : `${typed.length} rules`}: enter the results as the sheet pairs them?` }
        : { question: `Correct round ${round} after round ${round + 1} was paired?` }),
    };
  }, "latest"),
};

/**
 * Issue 24 (item 5): one form for every result on the posted and printed Round sheet. Each board's
 * Result cell that holds a result in another spelling (`+`, `=`, `1:0`, `0 - 1`, `draw`, `1/2`, the
 * date a spreadsheet made of `1/2`, the number 0.5) is written back as Enter results read it: `1-0`,
 * `½-½`, `0-1`, `1F-0F`, `0F-1F`, `0F-0F`. A blank cell, and the bye rows (points, not a result),
 * are left as typed. The respelled cells are not "overwrites" to ask about (their content is what was
 * entered), and Enter results' undo record puts back what was typed.
 */
export function tidyResults(
  grid: readonly (readonly Cell[])[],
  sheet: string,
  listing: RoundListing,
): { blocks: Block[]; cells: string[] } {
  const values = new Map<number, Cell>();
  for (const b of listing.boards) {
    if (b.result === "") continue;
    const result = parseBoardResult(b.result);
    const now = grid[b.row]?.[b.resultCol];
    if (result === null || (typeof now === "string" && now === result)) continue;
    values.set(b.row, result);
  }
  const col = listing.resultCol;
  const blocks = values.size === 0 ? [] : columnBlocks(sheet, col, values, grid.map((r) => [...r]));
  return { blocks, cells: blocks.flatMap((b) => b.values.map((_, i) => sheetA1(sheet, b.row + i, col))) };
}

function tidyText(n: number, sheet: string): string {
  return `${plural(n, "result")} on ${sheet} ${n === 1 ? "is" : "are"} now written in the one form (1-0, ½-½, 0-1, 1F-0F, 0F-1F, 0F-0F).`;
}

/**
 * Result cells holding the date a spreadsheet made of a typed `1/2` (the column was not formatted as
 * text): each read as the `1/2` it was, and named in a warning so the director can look.
 */
function datedHalves(grid: readonly (readonly Cell[])[], sheet: string, listing: RoundListing): string[] {
  const out: string[] = [];
  for (const b of listing.boards) {
    const v = grid[b.row]?.[b.resultCol];
    if ((typeof v === "number" || typeof v === "string") && halfAsDate(typeof v === "string" ? v.trim() : v) !== null)
      out.push(
        `${sheetA1(sheet, b.row, b.resultCol)}: the spreadsheet stored the date ${String(v)} where 1/2 was typed; it is read as ½-½ (format the Result column as text, or type ½-½)`,
      );
  }
  return out;
}

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

/**
 * A result of round `round` changed after a later round was paired (issue 11 item 5): the later
 * pairings made on the old result are named, each changed cell is shown before it is written, and
 * re-pairing the last round is offered while none of its results is in.
 */
function corrections(
  event: EventRead,
  snapshot: Snapshot,
  round: number,
  paired: number,
  cells: ReadonlyMap<number, Cell>,
  column: number,
): { warnings: string[]; cells: string[]; message: string; offer?: { action: "repairRound"; label: string } } | null {
  if (paired <= round || event.chart === null) return null;
  const t = event.tournament;
  const changed = [...cells.keys()].filter((id) => (t.players[id - 1]?.rounds[round - 1] ?? null) !== null);
  if (changed.length === 0) return null;
  const name = (id: number) => who(t.players[id - 1], id);
  const lines: string[] = [];
  const at: string[] = [];
  for (const id of changed) {
    const row = event.chart.rowOf.get(id);
    const was = makeCell(t.players[id - 1]?.rounds[round - 1] ?? null);
    const cell = row === undefined ? event.chartSheet : sheetA1(event.chartSheet, row, column);
    if (row !== undefined) at.push(cell);
    lines.push(`${cell}: ${name(id)}'s round ${round} "${was}" → "${String(cells.get(id) ?? "")}"`);
  }
  const games: string[] = [];
  let lastHasResults = false;
  for (let r = round + 1; r <= paired; r++) {
    const sheet = event.roundSheets.get(r);
    const listing = sheet === undefined ? null : listRound(snapshot.sheets[sheet] ?? [], t.players);
    if (r === paired) lastHasResults = (listing?.boards ?? []).some((b) => b.result !== "");
    for (const id of changed) {
      const board = listing?.boards.find((b) => b.white === id || b.black === id);
      const bye = listing?.byes.find((b) => b.white === id);
      if (board !== undefined) {
        const other = board.white === id ? board.black : board.white;
        games.push(`round ${r}: ${name(id)} against ${other === null ? "?" : name(other)} (board ${board.board})`);
      } else if (bye !== undefined) games.push(`round ${r}: ${name(id)} ${bye.blackText}`);
    }
  }
  lastHasResults ||= t.players.some((p) => {
    const e = p.rounds[paired - 1] ?? null;
    return e !== null && e.opponent !== 0;
  });
  const rounds = paired - round === 1 ? `Round ${paired} was` : `Rounds ${round + 1}–${paired} were`;
  const head = `${rounds} paired on the old result (${[...new Set(games)].slice(0, 8).join("; ")}).`;
  const offer = lastHasResults ? undefined : { action: "repairRound" as const, label: `Re-pair round ${paired}` };
  const then = lastHasResults
    ? ` Round ${paired} already has results: its pairings stand.`
    : ` Round ${paired} has no result yet: you may re-pair it (Re-pair round ${paired}).`;
  return {
    warnings: [head, ...lines],
    cells: at,
    message: ` ${head}${then}`,
    ...(offer === undefined ? {} : { offer }),
  };
}

/**
 * Issue 29: the colour and score-group rules (asked, not refused) that the boards typed by hand on
 * the Round sheet break. The round's list by name (Names RN, written with the pairing and left alone
 * by the Round sheet's edits) says how the round was posted: a board is typed when its pair or its
 * colours differ from it and its Manual cell is blank (Change the pairing asked about its boards
 * then). Only breaches naming a player of a typed board are asked: the engine's own boards are Check
 * pairings' to report. Nothing is asked without the list by name (deleted, or an older workbook).
 */
function typedAsks(event: EventRead, snapshot: Snapshot, sheet: string, round: number, listing: RoundListing, guard: HandCheck): string[] {
  const names = findSheet(snapshot.sheetNames, namesSheetName(round));
  const posted = names === undefined ? null : postedPairs(snapshot.sheets[names] ?? []);
  if (posted === null) return [];
  const grid = snapshot.sheets[sheet] ?? [];
  const manual = (grid[listing.headerRow] ?? []).findIndex((c) => headerKey(c) === "manual");
  const typed = new Set<number>();
  for (const b of listing.boards) {
    if (b.white === null || b.black === null) continue;
    if (manual >= 0 && !isBlankCell(grid[b.row]?.[manual] ?? null)) continue;
    if (posted.get(b.white) !== `${b.black}w`) typed.add(b.white).add(b.black);
  }
  if (typed.size === 0) return [];
  // Measured against the engine's own pairing (score groups too) only now that a board was typed.
  const measured = typedPairing(event, snapshot, round, listing, true) ?? guard;
  return measured.ask.filter((x) => x.players.some((id) => typed.has(id))).map(breachLine);
}

/**
 * A list by name (rounds.ts namesGrid: Name | No. | Score | Board | Colour | Opponent …) → each
 * player's opponent and colour as posted ("12w"), or null when the sheet is not such a list.
 */
function postedPairs(grid: readonly (readonly Cell[])[]): Map<number, string> | null {
  const header = grid.findIndex((r, i) => i < 5 && r.some((c) => headerKey(c) === "opponent"));
  if (header < 0) return null;
  const col = (k: string): number => (grid[header] ?? []).findIndex((c) => headerKey(c) === k);
  const [no, colour, opponent] = [col("no"), col("colour"), col("opponent")];
  if (no < 0 || colour < 0 || opponent < 0) return null;
  const out = new Map<number, string>();
  for (const r of grid.slice(header + 1)) {
    const id = Number(r[no]);
    const opp = /^#(\d+)/.exec(String(r[opponent] ?? ""))?.[1];
    if (!Number.isInteger(id) || opp === undefined) continue;
    out.set(id, `${opp}${String(r[colour] ?? "").trim().charAt(0).toLowerCase()}`);
  }
  return out;
}

/**
 * Issue 29: the boards of the round waiting for results, as its sheet lists them now (names typed
 * over the engine's included), checked before their results go in: a rematch, a second bye or a
 * player with a bye recorded for the round refuses the entry. Colours (and, absolute, the rules
 * the check reads without the engine) are asked about only where boards were typed (typedAsks): the
 * engine's own choices are Check pairings' to report. Earlier rounds (corrections) are not checked
 * again. Null when there is nothing to check.
 */
function typedPairing(event: EventRead, snapshot: Snapshot, round: number, listing: RoundListing, measure = false): HandCheck | null {
  // A round robin's rounds are the Berger schedule's (a second cycle meets every opponent again).
  // A Keizer night may pair a rematch once the rematch interval has passed (docs/keizer.md).
  if (round !== roundState(event, snapshot).paired || event.settings.format !== "swiss") return null;
  const boards = listing.boards
    .filter((b) => b.white !== null && b.black !== null)
    .map((b) => ({ white: b.white as number, black: b.black as number }));
  const pabRow = listing.byes.find((b) => ["BYE", "B", "PAB"].includes(b.blackText.toUpperCase()));
  const t = event.tournament;
  const ids = [...boards.flatMap((b) => [b.white, b.black]), ...(pabRow?.white == null ? [] : [pabRow.white])];
  if (new Set(ids).size !== ids.length) return null; // a player listed twice is the sheet reader's to name
  try {
    return handCheck(
      t,
      round,
      event.settings.system,
      { boards, pab: pabRow?.white ?? null },
      { ...pairingView(event).options, measure, absence: "recorded", name: (id) => who(t.players[id - 1], id) },
    );
  } catch (e) {
    if (e instanceof ChessInputError) return null;
    throw e;
  }
}
