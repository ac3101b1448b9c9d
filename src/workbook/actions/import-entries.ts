/**
 * Import entries (issue 25 item 1): a sign-up table — cells the pane read from a CSV or .xlsx file,
 * or a sheet of this workbook (a form's responses) — rated from the players the pane kept of the
 * rating lists it read, placed in sections by their limits, and written in one undoable step under
 * each section's players list (a new section's sheets made). `preview` answers what would be done
 * (the columns as read, each section's new players, the duplicates, the rows not read, the warnings
 * and the questions) and writes nothing. Every doubt is a warning the director reads and accepts
 * before anything is written: a row that cannot be read is left out only then, a name only nearly
 * in a list is entered without the list's figures, a player outside a section's limits is entered
 * where the row asks.
 */
import { describeMapping } from "../../core/entries/headers";
import { planImport, rateEntry, type ImportPlan, type RatedEntry } from "../../core/entries/import";
import { ListMatcher, type MatchEntry, type MatchResult } from "../../core/entries/match";
import { describeSection, parseSections, type SectionRule } from "../../core/entries/sections";
import { entriesToEnter, readSignup, type SignupCell, type SignupRead } from "../../core/entries/signup";
import { ENTRY_FIELDS, type ColumnMapping, type ListIdKind, type ListPlayer, type ListSource } from "../../core/entries/types";
import type { Player } from "../../core/model/types";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import { type Action, type Decision, type More } from "../engine";
import { addRows, readRosters, unreadRosters, type SectionRoster } from "../entry-sheets";
import { PLAYERS, WALLCHART } from "../event";
import { done, refused } from "../outcome";
import type { Block, Snapshot } from "../port";
import { plainSheet, sectionSheet } from "../sections";
import { plural } from "./common";

/** The settings key holding the sections and their limits as last used (`Open; U1800: under 1800`). */
export const ENTRY_SECTIONS_KEY = "wallchart.entrySections";

/** A rating list as the pane sends it: its name, what its ids are, the players it kept, how many it read. */
export interface ListSent {
  readonly label: string;
  readonly idKind: ListIdKind;
  readonly players: readonly ListPlayer[];
  readonly read?: number;
}

/** What a preview answers in `data`. */
export interface EntriesPreview {
  /** Where the sign-up came from: the file's name or the sheet's. */
  readonly source: string;
  /** The header row's cells, and its row (1-based). */
  readonly headers: readonly string[];
  readonly headerRow: number;
  /** The mapping used: the one given, else the one found from the headers. */
  readonly mapping: ColumnMapping;
  /** The mapping in words (`Name ← "Full name" (column B)`), and the columns not read with why. */
  readonly columns: readonly string[];
  readonly ignored: readonly string[];
  /** The entries the lists are matched against (the pane matches a list file with them). */
  readonly entries: readonly MatchEntry[];
  /** Each section's new players, as lines (`row 4 Lee, Ann 1850 (FIDE …)`), with its rules. */
  readonly sections: readonly { readonly section: string; readonly rules: string; readonly before: number; readonly players: readonly string[] }[];
  readonly unreadable: readonly string[];
  readonly duplicates: readonly string[];
  /** Entries not entered (placed nowhere, already in the event, their section paired). */
  readonly left: readonly string[];
  readonly warnings: readonly string[];
  readonly questions: readonly string[];
}

/** The table argument checked (it crosses from the pane): rows of plain cells. */
function tableArg(v: unknown): SignupCell[][] | string {
  if (!Array.isArray(v)) return "the sign-up table is not a list of rows";
  if (v.length > 20000) return `the sign-up has ${v.length} rows; at most 20,000 are read at once`;
  const out: SignupCell[][] = [];
  for (const row of v) {
    if (!Array.isArray(row)) return "the sign-up table is not a list of rows";
    out.push(row.map((c: unknown) => (c === null || c === undefined || ["string", "number", "boolean"].includes(typeof c) ? (c as SignupCell) : String(c))));
  }
  return out;
}

function mappingArg(v: unknown): ColumnMapping | undefined {
  if (v === null || v === undefined || typeof v !== "object") return undefined;
  const out: ColumnMapping = {};
  for (const f of ENTRY_FIELDS) {
    const c = (v as Record<string, unknown>)[f];
    if (typeof c === "number" && Number.isInteger(c) && c >= 0 && c < 1000) out[f] = c;
  }
  return out;
}

/** The lists argument checked (it crosses from the pane): each list's name, id kind and players. */
export function listsArg(v: unknown): ListSent[] | string {
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v)) return "the rating lists are not a list";
  const out: ListSent[] = [];
  for (const l of v as unknown[]) {
    const x = l as Partial<ListSent> | null;
    if (x === null || typeof x !== "object" || typeof x.label !== "string" || (x.idKind !== "id" && x.idKind !== "fideId") || !Array.isArray(x.players))
      return "a rating list sent is not a list's name, id kind and players";
    const players: ListPlayer[] = [];
    for (const p of x.players as unknown[]) {
      const q = p as Partial<ListPlayer> | null;
      if (q === null || typeof q !== "object" || typeof q.id !== "string" || typeof q.name !== "string" || typeof q.where !== "string")
        return `${x.label}: a player sent is not an id, a name and a place in the list`;
      if (q.rating !== null && (typeof q.rating !== "number" || !Number.isInteger(q.rating)))
        return `${x.label}: ${q.name}'s rating is not a whole number`;
      players.push(q as ListPlayer);
    }
    out.push({ label: x.label, idKind: x.idKind, players, ...(typeof x.read === "number" ? { read: x.read } : {}) });
  }
  return out;
}

/** Each entry's answers from the lists, matched here again from the players the pane kept. */
function matchLists(entries: readonly MatchEntry[], lists: readonly ListSent[]): { answers: MatchResult[][]; sources: ListSource[] } {
  const answers: MatchResult[][] = entries.map(() => []);
  for (const list of lists) {
    const m = new ListMatcher(entries, list.idKind);
    for (const p of list.players) m.offer(p);
    m.results().forEach((r, i) => answers[i]?.push(r));
  }
  return { answers, sources: lists.map((l) => ({ label: l.label, idKind: l.idKind })) };
}

/** The rules: the sections typed (or last used), else the workbook's sections with no limits. */
function rulesOf(spec: string, rosters: readonly SectionRoster[]): SectionRule[] | string[] {
  const parsed = parseSections(spec);
  if (parsed.problems.length > 0) return parsed.problems;
  if (parsed.value.length > 0) return parsed.value;
  const named = rosters.filter((r) => r.section !== "");
  return named.map((r): SectionRule => ({ name: r.section, unrated: "yes" }));
}

function line(e: RatedEntry | undefined, p: Player): string {
  const rating = p.rating === null ? "unrated" : String(p.rating);
  const from = p.ratingSource === undefined || p.ratingSource === "" ? "" : `, ${p.ratingSource}`;
  return `${e === undefined ? "" : `row ${e.row}: `}${p.name} (${rating}${from})`;
}

interface Built {
  readonly read: SignupRead;
  readonly rated: readonly RatedEntry[];
  readonly plan: ImportPlan;
  readonly rules: readonly SectionRule[];
  /** Sections (of the plan) that have paired a round: their entries are left out. */
  readonly paired: ReadonlyMap<string, number>;
  readonly left: readonly string[];
}

function build(cells: SignupCell[][], mapping: ColumnMapping | undefined, lists: readonly ListSent[], rules: readonly SectionRule[], rosters: readonly SectionRoster[]): Built | string {
  const read = readSignup(cells, mapping === undefined ? {} : { mapping });
  if (read.refused !== undefined) return read.refused;
  const entries = entriesToEnter(read);
  const { answers, sources } = matchLists(entries, lists);
  const rated = entries.map((e, i) => rateEntry(e, answers[i] ?? [], sources));
  const existing = new Map(rosters.map((r) => [r.section, r.players]));
  const plan = planImport(rated, rules, existing, { listed: sources.length > 0 });
  const paired = new Map(rosters.filter((r) => r.paired > 0).map((r) => [r.section, r.paired]));
  const byRow = new Map(rated.map((e) => [e.row, e]));
  const left: string[] = [...plan.already, ...plan.left];
  for (const s of plan.sections) {
    const round = paired.get(s.section);
    if (round === undefined || s.added === 0) continue;
    const name = s.section === "" ? "The event" : s.section;
    for (const row of s.rows)
      left.push(`row ${row}: ${byRow.get(row)?.name ?? ""}: ${name} has paired round ${round}; a late entry goes in with Add player (its missed rounds as byes)`);
  }
  return { read, rated, plan, rules, paired, left };
}

/** What the director is asked before anything is written, each naming its row. */
function warningsOf(b: Built): string[] {
  return [
    ...b.read.unreadable.map((u) => `${u.message}: the row is left out`),
    ...b.read.duplicates.filter((d) => d.entered).map((d) => d.message),
    ...b.plan.warnings,
    ...b.plan.questions.map((q) => `${q} (entered without the list's figures)`),
  ];
}

function preview(b: Built, source: string, cells: SignupCell[][], rosters: readonly SectionRoster[]): EntriesPreview {
  const headers = (cells[b.read.headerRow - 1] ?? []).map((c) => (c === null || c === undefined ? "" : String(c)));
  const byRow = new Map(b.rated.map((e) => [e.row, e]));
  const ruleOf = new Map(b.rules.map((r) => [r.name, describeSection(r)]));
  return {
    source,
    headers,
    headerRow: b.read.headerRow,
    mapping: b.read.mapping,
    columns: describeMapping(b.read.mapping, headers),
    ignored: b.read.guess.ignored.map((g) => `"${g.header}" not read: ${g.why}`),
    entries: entriesToEnter(b.read).map((e) => ({ name: e.name, ...(e.id === undefined ? {} : { id: e.id }), ...(e.fideId === undefined ? {} : { fideId: e.fideId }) })),
    sections: b.plan.sections.map((s) => ({
      section: s.section,
      rules: ruleOf.get(s.section) ?? (s.section === "" ? "the event" : s.section),
      before: rosters.find((r) => r.section === s.section)?.players.length ?? 0,
      players: b.paired.has(s.section) ? [] : s.players.slice(s.players.length - s.added).map((p, i) => line(byRow.get(s.rows[i] as number), p)),
    })),
    unreadable: b.read.unreadable.map((u) => u.message),
    duplicates: b.read.duplicates.map((d) => d.message),
    left: b.left,
    warnings: warningsOf(b),
    questions: b.plan.questions,
  };
}

/** The preview as the pane lists it: what is asked first, then each section's new players. */
function previewLines(p: EntriesPreview): string[] {
  return [
    ...p.warnings.map((w) => `To decide: ${w}`),
    ...p.duplicates.map((d) => `Duplicate: ${d}`),
    ...p.left.map((l) => `Not entered: ${l}`),
    ...p.sections.flatMap((s) => s.players.map((pl) => `${s.section === "" ? "The event" : s.section} ← ${pl}`)),
  ];
}

/** The sheet the sign-up is read from, when it is a sheet of the workbook. */
function sourceSheet(snapshot: Snapshot, args: ActionArgs["importEntries"]): string {
  return args.sheet !== undefined && args.sheet !== "" ? args.sheet : snapshot.active;
}

function isEventSheet(snapshot: Snapshot, sheet: string): boolean {
  for (const s of ["", ...snapshot.sheetNames]) {
    const plain = s === "" ? sheet : plainSheet(s, sheet);
    if (plain === PLAYERS || plain === WALLCHART) return true;
  }
  return false;
}

function decide(snapshot: Snapshot, args: ActionArgs["importEntries"]): Decision | More {
  const fromTable = args.table !== undefined && args.table !== null;
  const sheet = fromTable ? "" : sourceSheet(snapshot, args);
  const more = unreadRosters(snapshot, fromTable ? [] : [sheet]);
  if (more.length > 0) return { more };
  let cells: SignupCell[][];
  let source: string;
  if (fromTable) {
    const t = tableArg(args.table);
    if (typeof t === "string") return { outcome: refused(`Nothing was entered: ${t}.`) };
    cells = t;
    source = String(args.source ?? "the sign-up file");
  } else {
    if (!snapshot.sheetNames.includes(sheet) || snapshot.sheets[sheet] === undefined)
      return { outcome: refused(`There is no sheet "${sheet}" to read the sign-up from.`) };
    if (isEventSheet(snapshot, sheet))
      return { outcome: refused(`${sheet} is the event's own players list: choose the sheet of sign-ups (a form's responses), or a CSV or .xlsx file.`) };
    cells = snapshot.sheets[sheet] as SignupCell[][];
    source = sheet;
  }
  const lists = listsArg(args.lists);
  if (typeof lists === "string") return { outcome: refused(`Nothing was entered: ${lists}.`) };
  const rosters = readRosters(snapshot);
  const spec = args.sections ?? snapshot.settings[ENTRY_SECTIONS_KEY] ?? "";
  const rules = rulesOf(spec, rosters);
  if (rules.some((r) => typeof r === "string")) return { outcome: refused("Nothing was entered: the sections cannot be read.", rules as string[]) };
  const noRoster = (rules as SectionRule[]).find((r) => !(rosters.find((x) => x.section === r.name)?.hasPlayers ?? true));
  if (noRoster !== undefined)
    return { outcome: refused(`${sectionSheet(noRoster.name, WALLCHART)} has no Players sheet beside it: entries go to a Players sheet.`) };
  const b = build(cells, mappingArg(args.mapping), lists, rules as SectionRule[], rosters);
  if (typeof b === "string") return { outcome: refused(`${source}: ${b}. Nothing was entered.`) };
  const entering = b.plan.sections.filter((s) => s.added > 0 && !b.paired.has(s.section));
  const count = entering.reduce((n, s) => n + s.added, 0);
  const where = entering.map((s) => `${s.section === "" ? "the event" : s.section} ${s.added}`).join(", ");
  const rowsRead = b.read.entries.length + new Set(b.read.unreadable.map((u) => u.row)).size;
  const summary = [
    `${plural(rowsRead, "row")} read from ${source}`,
    ...(b.read.unreadable.length > 0 ? [`${plural(new Set(b.read.unreadable.map((u) => u.row)).size, "row")} not read`] : []),
    ...(b.read.duplicates.length > 0 ? [`${plural(b.read.duplicates.length, "duplicate")}`] : []),
    ...(b.left.length > 0 ? [`${b.left.length} not entered`] : []),
    ...(b.plan.questions.length > 0 ? [`${plural(b.plan.questions.length, "question")}`] : []),
  ].join("; ");
  if (args.preview === true) {
    const p = preview(b, source, cells, rosters);
    return {
      outcome: done(
        count === 0 ? `${summary}. Nobody new to enter.` : `${summary}. ${plural(count, "player")} to enter (${where}): check the columns and the list, then press Enter the players.`,
        { details: previewLines(p), data: p },
      ),
    };
  }
  const details = [...b.left, ...b.read.duplicates.filter((d) => !d.entered).map((d) => d.message)];
  if (count === 0) return { outcome: done(`Nobody new to enter (${summary}).`, { details }) };
  const addSheets: string[] = [];
  const blocks: Block[] = [];
  let activate = "";
  for (const s of entering) {
    const rows = addRows(snapshot, s.section, s.players.slice(s.players.length - s.added));
    addSheets.push(...rows.addSheets);
    blocks.push(...rows.blocks);
    if (activate === "") activate = rows.sheet;
  }
  const settings: Record<string, string> = {};
  if (args.sections !== undefined && args.sections.trim() !== (snapshot.settings[ENTRY_SECTIONS_KEY] ?? "")) settings[ENTRY_SECTIONS_KEY] = args.sections.trim();
  return {
    outcome: done(`Entered ${plural(count, "player")} (${where}).`, { details: [`${summary}.`, ...details] }),
    batch: { addSheets, blocks, activate, ...(Object.keys(settings).length > 0 ? { settings } : {}) },
    warnings: warningsOf(b),
    question: `Import entries: ${plural(warningsOf(b).length, "thing")} to decide before ${plural(count, "player")} ${count === 1 ? "is" : "are"} entered.`,
    undo: { label: `Import entries: ${plural(count, "player")} from ${source}` },
  };
}

export const importEntries: Action<ActionArgs["importEntries"], ActionContext> = {
  name: "Import entries",
  reads: (args) => ({ sheets: args.table === undefined && args.sheet !== undefined && args.sheet !== "" ? [args.sheet] : [], active: true }),
  decide: (snapshot, args) => decide(snapshot, args),
};
