/**
 * Sections (src/workbook/sections.ts): list them, and move a player from one section to another
 * (before round 1 the row moves and both lists are renumbered; after, move-section.ts). Everything else runs per section through the section port (the `section`
 * argument every action takes).
 */
import { unwrap } from "../../core/errors";
import { readWorkbook, type Sheet } from "../../core/formats/workbook";
import { roundsPaired } from "../../core/model/tournament";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import { answer, type Action, type Decision, type More } from "../engine";
import { PLAYERS, roundOfSheet, WALLCHART } from "../event";
import { headerKey } from "../geometry";
import { done, refused } from "../outcome";
import type { Block, Cell, Grid, Snapshot } from "../port";
import { plainSheet, sectionSheet, sectionsOf } from "../sections";
import { moveAfterStart } from "./move-section";

/** What `sections` answers in `data`. */
export interface SectionList {
  /** The sections, in tab order; "" is the main event (sheets without a prefix) when it exists. */
  readonly sections: readonly string[];
}

/** The sections of the workbook a snapshot is of (from inside a section too): "" first for the main event. */
export function sectionList(snapshot: Snapshot): string[] {
  const names = snapshot.workbookSheets ?? snapshot.sheetNames;
  const main = names.some((s) => s === PLAYERS || s === WALLCHART);
  return [...(main ? [""] : []), ...sectionsOf(names)];
}

export const sections: Action<ActionArgs["sections"], ActionContext> = {
  name: "Sections",
  reads: () => ({ sheets: [] }),
  decide: (snapshot) => answer("Sections", { sections: sectionList(snapshot) } satisfies SectionList),
};

const label = (section: string): string => (section === "" ? "the main event" : `section ${section}`);

/** The row holding player `id` in a sheet with a "#" column (else the id-th row under the header). */
function rowOf(grid: Grid, id: number): { header: number; row: number; idCol: number } | null {
  const header = grid.findIndex((r, i) => i < 10 && r.some((c) => headerKey(c) === "name"));
  if (header < 0) return null;
  const idCol = (grid[header] ?? []).findIndex((c) => headerKey(c) === "#");
  const rows = grid.slice(header + 1).map((r, i) => ({ r, i: header + 1 + i })).filter(({ r }) => r.some((c) => c !== null && c !== ""));
  const hit = idCol >= 0 ? rows.find(({ r }) => Number(r[idCol]) === id) : rows[id - 1];
  return hit === undefined ? null : { header, row: hit.i, idCol };
}

/** The sheet rewritten from its header down: `rows` under it, renumbered, blanks clearing what was longer. */
function rewrite(sheet: string, grid: Grid, header: number, idCol: number, rows: Cell[][]): Block {
  const width = Math.max(...grid.map((r) => r.length), ...rows.map((r) => r.length), 1);
  const height = Math.max(grid.length - header - 1, rows.length);
  const values: Cell[][] = Array.from({ length: height }, (_, i) => {
    const r = rows[i];
    const out: Cell[] = Array.from({ length: width }, (_, j) => (r === undefined ? "" : (r[j] ?? "")));
    if (r !== undefined && idCol >= 0) out[idCol] = i + 1;
    return out;
  });
  return { sheet, row: header + 1, col: 0, values };
}

function moveDecision(snapshot: Snapshot, args: ActionArgs["movePlayer"]): Decision | More {
  const from = args.from ?? "";
  const to = args.to ?? "";
  const id = Number(args.player);
  if (from === to) return { outcome: refused("Choose two different sections.") };
  const names = [PLAYERS, WALLCHART].flatMap((p) => [sectionSheet(from, p), sectionSheet(to, p)]);
  const missing = names.filter((n) => snapshot.sheetNames.includes(n) && !(n in snapshot.sheets));
  if (missing.length > 0) return { more: missing };
  for (const s of [from, to]) {
    if (!snapshot.sheetNames.includes(sectionSheet(s, PLAYERS))) return { outcome: refused(`There is no ${sectionSheet(s, PLAYERS)} sheet: ${label(s)} has no players list.`) };
    const rounds = snapshot.sheetNames.filter((n) => {
      const plain = s === "" ? n : plainSheet(s, n);
      return plain !== null && roundOfSheet(plain) !== null;
    });
    const sheets: Sheet[] = [PLAYERS, WALLCHART]
      .filter((p) => snapshot.sheets[sectionSheet(s, p)] !== undefined)
      .map((p) => ({ name: p, cells: snapshot.sheets[sectionSheet(s, p)] as Grid }));
    const t = readWorkbook({ sheets });
    // A round paired in either section: the player stays where the games were played (moveAfterStart).
    if (rounds.length > 0 || (t.problems.length === 0 && roundsPaired(unwrap(t)) > 0)) return moveAfterStart(snapshot, args);
  }
  const blocks: Block[] = [];
  let moved = "";
  for (const p of [PLAYERS, WALLCHART]) {
    const src = sectionSheet(from, p);
    const dst = sectionSheet(to, p);
    const sg = snapshot.sheets[src];
    const dg = snapshot.sheets[dst];
    if (sg === undefined) continue;
    const at = rowOf(sg, id);
    if (at === null) {
      if (p === PLAYERS) return { outcome: refused(`${src} has no player #${id}.`) };
      continue;
    }
    const row = sg[at.row] as Cell[];
    if (p === PLAYERS) moved = String(row[(sg[at.header] ?? []).findIndex((c) => headerKey(c) === "name")] ?? `#${id}`);
    const rest = sg.slice(at.header + 1).filter((r, i) => i + at.header + 1 !== at.row && r.some((c) => c !== null && c !== ""));
    blocks.push(rewrite(src, sg, at.header, at.idCol, rest));
    if (dg === undefined) continue;
    const dh = dg.findIndex((r, i) => i < 10 && r.some((c) => headerKey(c) === "name"));
    if (dh < 0) return { outcome: refused(`${dst} has no header row with a Name column.`) };
    const header = dg[dh] ?? [];
    // The moved row, column by column under the target's own headers.
    const source = sg[at.header] ?? [];
    const placed: Cell[] = header.map((h) => {
      const j = source.findIndex((c) => headerKey(c) === headerKey(h));
      return j < 0 ? "" : (row[j] ?? "");
    });
    const kept = dg.slice(dh + 1).filter((r) => r.some((c) => c !== null && c !== ""));
    blocks.push(rewrite(dst, dg, dh, header.findIndex((c) => headerKey(c) === "#"), [...kept, placed]));
  }
  return {
    outcome: done(`Moved ${moved} from ${label(from)} to ${label(to)}; both players lists are renumbered (the row is the pairing number).`),
    batch: { blocks, activate: sectionSheet(to, PLAYERS) },
    undo: { label: `Move ${moved} from ${label(from)} to ${label(to)}` },
  };
}

export const movePlayer: Action<ActionArgs["movePlayer"], ActionContext> = {
  name: "Move a player to another section",
  reads: (args) => ({ sheets: [PLAYERS, WALLCHART].flatMap((p) => [sectionSheet(args.from, p), sectionSheet(args.to, p)]) }),
  decide: (snapshot, args) => moveDecision(snapshot, args),
};
