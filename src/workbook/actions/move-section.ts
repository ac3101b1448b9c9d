/**
 * Moving a player between sections once a round is paired (issue 25 item 5). Nothing played is
 * lost: the player stays in the first section's lists with every game played there (the opponents'
 * scores and tiebreaks keep them), withdrawn from its next round, and enters the other section
 * after its players with the next pairing number, in one undoable step. The director chooses how
 * the rounds the other section has paired are recorded:
 *
 * - `late`: as a late entry, each such round a half-point (H) or zero-point (U) bye as chosen;
 * - `carry`: each round's points carried as an unplayed round of the same points (a win or a bye
 *   worth a win → FPB, a draw → H, a loss → U), allowed only where both sections' rules agree —
 *   the same point system, each carried result worth the same there, and the other section has
 *   paired at least as many rounds as the first — else refused with the reason (move as a late entry).
 */
import { readWorkbook, type Sheet } from "../../core/formats/workbook";
import { makeRequests } from "../../core/model/requests";
import { pointsIn, STANDARD_POINTS, type Entry, type EntryKind, type Player, type PointSystem, type Tournament } from "../../core/model/types";
import type { ActionArgs } from "../api";
import type { Decision, More } from "../engine";
import { JOINED, PLAYERS, roundOfSheet, TOURNAMENT, WALLCHART } from "../event";
import { chartGeometry, headerKey } from "../geometry";
import { done, refused } from "../outcome";
import type { Block, Cell, Snapshot } from "../port";
import { listRound } from "../rounds";
import { plainSheet, sectionSheet } from "../sections";
import { plural } from "./common";

const label = (section: string): string => (section === "" ? "the main event" : `section ${section}`);

/** A section's round sheets: round → workbook sheet name. */
function roundSheets(snapshot: Snapshot, section: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const n of snapshot.sheetNames) {
    const plain = section === "" ? n : plainSheet(section, n);
    const r = plain === null ? null : roundOfSheet(plain);
    if (r !== null && !out.has(r)) out.set(r, n);
  }
  return out;
}

/** The sheets the move reads: both sections' lists, their Tournament sheets, the other section's rounds. */
export function moveSheets(snapshot: Snapshot, from: string, to: string): string[] {
  return [
    ...[from, to].flatMap((s) => [PLAYERS, WALLCHART, TOURNAMENT].map((p) => sectionSheet(s, p))),
    ...roundSheets(snapshot, to).values(),
    ...roundSheets(snapshot, from).values(),
  ];
}

function readSection(snapshot: Snapshot, section: string): Tournament {
  const sheets: Sheet[] = [];
  for (const p of [TOURNAMENT, PLAYERS, WALLCHART]) {
    const cells = snapshot.sheets[sectionSheet(section, p)];
    if (cells !== undefined) sheets.push({ name: p, cells });
  }
  for (const [r, name] of roundSheets(snapshot, section)) {
    const cells = snapshot.sheets[name];
    if (cells !== undefined) sheets.push({ name: `Round ${r}`, cells });
  }
  return readWorkbook({ sheets }).value;
}

/** The last round a section has paired (its round sheets, its wallchart). */
function pairedOf(snapshot: Snapshot, section: string, t: Tournament): number {
  return Math.max(0, ...roundSheets(snapshot, section).keys(), ...t.players.map((p) => p.rounds.filter((e) => e !== null).length));
}

/** An unplayed round of the same points as `e` (null: not carried). */
function carried(e: Entry | null): EntryKind | null {
  if (e === null) return null;
  switch (e.kind) {
    case "win":
    case "forfeitWin":
    case "fullBye":
    case "pab":
      return "fullBye";
    case "draw":
    case "halfBye":
      return "halfBye";
    default:
      return "zeroBye";
  }
}

const CELL: Readonly<Record<"fullBye" | "halfBye" | "zeroBye", [string, string]>> = {
  fullBye: ["FPB", "1"],
  halfBye: ["H", "½"],
  zeroBye: ["U", "0"],
};

function same(a: PointSystem, b: PointSystem): boolean {
  return (Object.keys(a) as (keyof PointSystem)[]).every((k) => a[k] === b[k]);
}

/** Why the games cannot be carried, or null when both sections' rules allow it. */
function cannotCarry(p: Player, from: string, to: string, a: Tournament, b: Tournament, fromPaired: number, toPaired: number): string | null {
  const pa = a.pointSystem ?? STANDARD_POINTS;
  const pb = b.pointSystem ?? STANDARD_POINTS;
  if (!same(pa, pb)) return `${label(from)} and ${label(to)} score games differently (their Tournament sheets' Points rows)`;
  if (toPaired < fromPaired) return `${label(to)} has paired ${plural(toPaired, "round")}, ${label(from)} ${plural(fromPaired, "round")}: round ${toPaired + 1} cannot be carried into a round not paired there`;
  for (let r = 1; r <= fromPaired; r++) {
    const e = p.rounds[r - 1] ?? null;
    const k = carried(e);
    if (e !== null && k !== null && pointsIn(pa, e.kind) !== pointsIn(pb, k))
      return `round ${r}'s result is worth ${pointsIn(pa, e.kind) / 10} in ${label(from)} but an unplayed round of ${pointsIn(pb, k) / 10} in ${label(to)}`;
  }
  return null;
}

/**
 * The move once a round is paired in either section: the decision, or the sheets still to read.
 * @example moveAfterStart(snapshot, { player: 7, from: "Open", to: "U1400", how: "late", missed: "H" }) // withdrawn from Open, a late entry in U1400
 */
export function moveAfterStart(snapshot: Snapshot, args: ActionArgs["movePlayer"]): Decision | More {
  const from = args.from ?? "";
  const to = args.to ?? "";
  const id = Number(args.player);
  const wanted = moveSheets(snapshot, from, to).filter((n) => snapshot.sheetNames.includes(n) && !(n in snapshot.sheets));
  if (wanted.length > 0) return { more: wanted };
  const a = readSection(snapshot, from);
  const b = readSection(snapshot, to);
  const fromPaired = pairedOf(snapshot, from, a);
  const toPaired = pairedOf(snapshot, to, b);
  const p = a.players[id - 1];
  if (p === undefined) return { outcome: refused(`${sectionSheet(from, PLAYERS)} has no player #${id}.`) };
  const how = args.how;
  if (how !== "late" && how !== "carry")
    return { outcome: refused(`A round is paired: choose how ${p.name} enters ${label(to)} — as a late entry (byes for the rounds missed), or with the games carried (where both sections' rules allow it).`) };
  const missed = args.missed === "H" ? "H" : "U";
  const why = how === "carry" ? cannotCarry(p, from, to, a, b, fromPaired, toPaired) : null;
  if (why !== null) return { outcome: refused(`The games cannot be carried: ${why}. Move ${p.name} as a late entry instead; nothing was changed.`) };

  const blocks: Block[] = [];
  // ---- the first section: withdrawn from its next round, every game kept --------------------------
  const fromChart = sectionSheet(from, WALLCHART);
  const fc = snapshot.sheets[fromChart];
  const fg = fc === undefined ? null : chartGeometry(fromChart, fc);
  const frow = fg?.rowOf.get(id);
  if (fc === undefined || fg === null || frow === undefined) return { outcome: refused(`${fromChart} has no row for #${id}: nothing was changed.`) };
  let reqCol = fg.requestCol;
  if (reqCol < 0) {
    reqCol = fg.width;
    blocks.push({ sheet: fromChart, row: fg.headerRow, col: reqCol, values: [["Request"]] });
  }
  blocks.push({ sheet: fromChart, row: frow, col: reqCol, values: [[makeRequests({ rounds: { [fromPaired + 1]: "withdrawn" } })]] });

  // ---- the other section: a new row after its players ---------------------------------------------
  const newId = b.players.length + 1;
  const toPlayers = sectionSheet(to, PLAYERS);
  const fromPlayers = sectionSheet(from, PLAYERS);
  const tp = snapshot.sheets[toPlayers];
  const sp = snapshot.sheets[fromPlayers];
  const tg = tp === undefined ? null : chartGeometry(toPlayers, tp, false);
  const sg = sp === undefined ? null : chartGeometry(fromPlayers, sp, false);
  const srow = sg?.rowOf.get(id);
  if (tp === undefined || tg === null || sp === undefined || sg === null || srow === undefined)
    return { outcome: refused(`Both sections need a Players sheet with a header row: nothing was changed.`) };
  const source = sp[sg.headerRow] ?? [];
  const header = tp[tg.headerRow] ?? [];
  const row: Cell[] = header.map((hd) => {
    const k = headerKey(hd);
    if (k === "#" || k === "joined" || k === "joinedround") return null;
    const j = source.findIndex((c) => headerKey(c) === k);
    return j < 0 ? null : ((sp[srow] ?? [])[j] ?? null);
  });
  if (tg.idCol >= 0) row[tg.idCol] = newId;
  const late = how === "late" && toPaired > 0;
  if (late) {
    let jc = header.findIndex((c) => ["joined", "joinedround"].includes(headerKey(c)));
    if (jc < 0) {
      jc = Math.max(tg.width, header.length);
      blocks.push({ sheet: toPlayers, row: tg.headerRow, col: jc, values: [[JOINED]] });
    }
    while (row.length <= jc) row.push(null);
    row[jc] = toPaired + 1;
  }
  blocks.push({ sheet: toPlayers, row: tg.lastRow + 1, col: 0, values: [row] });

  // The rounds the other section has paired: carried (FPB / H / U) or missed (H / U).
  const kinds: ("fullBye" | "halfBye" | "zeroBye")[] = [];
  for (let r = 1; r <= toPaired; r++) {
    const k = how === "carry" && r <= fromPaired ? carried(p.rounds[r - 1] ?? null) : null;
    kinds.push((k ?? (missed === "H" ? "halfBye" : "zeroBye")) as "fullBye" | "halfBye" | "zeroBye");
  }
  const toChart = sectionSheet(to, WALLCHART);
  const tc = snapshot.sheets[toChart];
  const cg = tc === undefined ? null : chartGeometry(toChart, tc);
  if (tc !== undefined && cg !== null) {
    const width = Math.max(cg.width, cg.idCol + 1, cg.nameCol + 1, ...kinds.map((_, i) => (cg.roundCols.get(i + 1) ?? -1) + 1));
    const cells: Cell[] = Array.from({ length: width }, () => null);
    if (cg.idCol >= 0) cells[cg.idCol] = newId;
    if (cg.nameCol >= 0) cells[cg.nameCol] = p.name;
    kinds.forEach((k, i) => {
      const col = cg.roundCols.get(i + 1);
      if (col !== undefined) cells[col] = CELL[k][0];
    });
    blocks.push({ sheet: toChart, row: cg.lastRow + 1, col: 0, values: [cells] });
  }
  for (const [r, sheet] of roundSheets(snapshot, to)) {
    const k = kinds[r - 1];
    const listing = k === undefined ? null : listRound(snapshot.sheets[sheet] ?? [], b.players);
    if (k === undefined || listing === null) continue;
    const at = listing.lastRow + 1;
    blocks.push({ sheet, row: at, col: listing.whiteCol, values: [[`#${newId} ${p.name}`]] });
    blocks.push({ sheet, row: at, col: listing.blackCol, values: [[CELL[k][0]]] });
    if (listing.resultCol >= 0) blocks.push({ sheet, row: at, col: listing.resultCol, values: [[CELL[k][1]]] });
  }

  const points = kinds.reduce((n, k) => n + pointsIn(b.pointSystem ?? STANDARD_POINTS, k), 0) / 10;
  const rounds = toPaired === 0 ? "" : toPaired === 1 ? "round 1" : `rounds 1–${toPaired}`;
  const there =
    toPaired === 0
      ? ""
      : how === "carry"
        ? `; ${rounds} carried as ${kinds.map((k) => CELL[k][0]).join(", ")} (${points} ${points === 1 ? "point" : "points"}, the games themselves stay in ${label(from)})`
        : `; ${rounds} missed: ${missed === "H" ? "half-point byes" : "zero-point byes"}`;
  return {
    outcome: done(
      `Moved #${id} ${p.name} from ${label(from)} to ${label(to)} as #${newId}: withdrawn from ${label(from)} from round ${fromPaired + 1} (every game played there stays), in ${label(to)} from round ${toPaired + 1}${there}.`,
    ),
    batch: { blocks, activate: toPlayers },
    undo: { label: `Move #${id} ${p.name} from ${label(from)} to ${label(to)}` },
  };
}

