/**
 * Import entries (issue 25 items 1 and 2): the director picks a sign-up — a CSV or .xlsx file, read
 * here in the browser, or the sheet in front (a form's responses) — and the rating lists, which are
 * read here too (only the players they match go to the host). The preview answers with the columns
 * as read, shown here as a choice per field for the director to confirm or correct, and lists what
 * goes where, the duplicates, the rows not read and the questions; Enter the players writes them in
 * one undoable step after the director has answered every question. Runs src/workbook/actions/
 * import-entries.ts through the pane.
 */
import { ENTRY_FIELD_LABEL, ENTRY_FIELDS, type ColumnMapping, type EntryField } from "../src/core/entries/types";
import { columnLetter } from "../src/core/entries/headers";
import type { MatchEntry } from "../src/core/entries/match";
import type { EntriesPreview } from "../src/workbook/actions/import-entries";
import type { ActionArgs } from "../src/workbook/api";
import type { PaneHost } from "./answers";
import { field, h } from "./dom";
import { readListFile, signupCells, type ListRead, type NamedBlob } from "./rating-lists";
import { mountRefresh } from "./refresh-pane";

type Source = { readonly kind: "file"; readonly name: string; readonly table: (string | number | boolean | null)[][] } | { readonly kind: "sheet"; readonly name?: string };

/** The rating kinds a list gives, as the pane names them. */
const KINDS = [
  ["standard", "Standard (US Chess regular)"],
  ["rapid", "Rapid (US Chess quick)"],
  ["blitz", "Blitz"],
] as const;

export interface EntriesPart {
  readonly element: HTMLDetailsElement;
  /** The list files added (Add player looks a player up in them), and the rating chosen. */
  lists(): { readonly files: readonly NamedBlob[]; readonly kind: "standard" | "rapid" | "blitz" };
  /** After each refresh: offers to undo the last workbook-wide step (an import, a move) from inside a section. */
  update(sectionUndo: string | null): void;
}

export function mountEntries(host: PaneHost): EntriesPart {
  let source: Source | null = null;
  let preview: EntriesPreview | null = null;
  let mapping: ColumnMapping | undefined;
  let files: NamedBlob[] = [];
  let lists: ListRead[] = [];
  /** The entries the lists were matched with (a changed mapping changes them: the lists are read again). */
  let matchedWith = "";

  const fileInput = h("input", { type: "file", id: "entries-file", accept: ".csv,.xlsx,.txt,text/csv", className: "visually-hidden", tabindex: -1, "aria-hidden": "true" });
  const listInput = h("input", { type: "file", id: "entries-list-file", accept: ".txt,.xml,.dbf,.csv,.xlsx", multiple: true, className: "visually-hidden", tabindex: -1, "aria-hidden": "true" });
  const sourceLine = h("p", { className: "hint", id: "entries-source" }, "No sign-up chosen yet.");
  const listLine = h("ul", { className: "requests", id: "entries-lists", "aria-label": "Rating lists read" });
  const alert = h("p", { className: "hint", id: "entries-alert", role: "alert", hidden: true });
  const sections = h("input", { type: "text", id: "entries-sections", autocomplete: "off", placeholder: "Open; U1800: under 1800; U1400: under 1400, unrated no" });
  const kind = h("select", { id: "entries-rating" }, ...KINDS.map(([v, l]) => h("option", { value: v }, l)));
  const columns = h("div", { className: "entries-columns", id: "entries-columns", hidden: true });

  const say = (text: string | null): void => {
    alert.textContent = text ?? "";
    alert.hidden = text === null;
  };

  const chooseFile = button("Choose a sign-up file…", "entries-choose", () => fileInput.click(), "A CSV or .xlsx file: read here, nothing is sent anywhere");
  const useSheet = button("Use the sheet in front", "entries-use-sheet", () => {
    source = { kind: "sheet" };
    mapping = undefined;
    preview = null;
    void runPreview();
  }, "The sheet in front of you holds the sign-ups (a form's responses sheet)");
  const chooseLists = button("Add rating lists…", "entries-choose-lists", () => listInput.click(), "FIDE's TXT or XML list, the US Chess supplement (.dbf), or a .csv/.xlsx with ID or Name and Rating");
  const clearLists = button("Forget the lists", "entries-clear-lists", () => {
    files = [];
    lists = [];
    matchedWith = "";
    showLists();
    if (source !== null) void runPreview();
  });
  const previewButton = button("Preview", "entries-preview", () => void runPreview(), "Shows what would be entered, and where, without writing anything");
  const enter = h("button", { type: "button", className: "primary", id: "entries-enter", disabled: true, title: "Writes every player in one step (Undo takes it back)" }, "Enter the players");
  enter.addEventListener("click", () => void runEnter());

  fileInput.addEventListener("change", () => {
    const f = fileInput.files?.[0];
    fileInput.value = "";
    if (f === undefined) return;
    void (async () => {
      const cells = await signupCells(f);
      if (typeof cells === "string") return say(cells);
      say(null);
      source = { kind: "file", name: f.name, table: cells };
      mapping = undefined;
      preview = null;
      await runPreview();
    })();
  });
  listInput.addEventListener("change", () => {
    const picked = Array.from(listInput.files ?? []);
    listInput.value = "";
    if (picked.length === 0) return;
    files = [...files, ...picked];
    matchedWith = "";
    if (source === null) {
      showLists();
      say("Choose the sign-up first: the lists are matched with its players.");
      return;
    }
    void runPreview();
  });
  kind.addEventListener("change", () => {
    matchedWith = "";
    if (source !== null && files.length > 0) void runPreview();
  });

  function showLists(): void {
    const lines = files.map((f) => {
      const read = lists.find((l) => l.label.includes(f.name));
      return h("li", {}, read === undefined ? `${f.name}: not read yet` : `${read.label}: ${read.read.toLocaleString("en")} players read, ${read.players.length} kept${read.problems.length > 0 ? ` (${read.problems.length} lines not read: ${read.problems[0]})` : ""}`);
    });
    listLine.replaceChildren(...lines);
    clearLists.hidden = files.length === 0;
  }

  /** Reads the lists against the entries (again when the entries changed). */
  async function readLists(entries: readonly MatchEntry[]): Promise<boolean> {
    const key = JSON.stringify([entries, kind.value]);
    if (key === matchedWith || files.length === 0) return true;
    const out: ListRead[] = [];
    for (const f of files) {
      sourceLine.textContent = `Reading ${f.name} (${(f.size / 1e6).toFixed(0)} MB)…`;
      const r = await readListFile(f, entries, kind.value as "standard" | "rapid" | "blitz");
      if (typeof r === "string") {
        say(r);
        files = files.filter((x) => x !== f);
        continue;
      }
      out.push(r);
    }
    lists = out;
    matchedWith = key;
    showLists();
    return true;
  }

  function args(extra: Partial<ActionArgs["importEntries"]>): ActionArgs["importEntries"] {
    const s = source;
    const base: ActionArgs["importEntries"] =
      s === null || s.kind === "sheet" ? { ...(s?.name === undefined ? {} : { sheet: s.name }) } : { table: s.table, source: s.name };
    return {
      ...base,
      ...(sections.value.trim() === "" ? {} : { sections: sections.value.trim() }),
      ...(mapping === undefined ? {} : { mapping }),
      ...(lists.length === 0 ? {} : { lists: lists.map((l) => ({ label: l.label, idKind: l.idKind, players: l.players, read: l.read })) }),
      ...extra,
    };
  }

  async function runPreview(): Promise<void> {
    if (source === null) return say("Choose a sign-up file, or use the sheet in front, first.");
    say(null);
    // The lists are matched with the entries of the last preview first (the usual case: one run).
    if (files.length > 0 && preview !== null) await readLists(preview.entries);
    let o = await host.run("importEntries", args({ preview: true }));
    if (o.kind !== "done") return;
    let p = o.data as EntriesPreview;
    if (files.length > 0 && JSON.stringify([p.entries, kind.value]) !== matchedWith) {
      await readLists(p.entries);
      o = await host.run("importEntries", args({ preview: true }));
      if (o.kind !== "done") return;
      p = o.data as EntriesPreview;
    }
    preview = p;
    if (source.kind === "sheet") source = { kind: "sheet", name: p.source };
    sourceLine.textContent = `Sign-up: ${p.source}, header in row ${p.headerRow}.`;
    showColumns(p);
    enter.disabled = p.sections.every((s) => s.players.length === 0);
  }

  async function runEnter(): Promise<void> {
    if (preview === null) return;
    const o = await host.run("importEntries", args({ mapping: mapping ?? preview.mapping }));
    if (o.kind === "done" && o.message.startsWith("Entered")) enter.disabled = true;
  }

  /** The columns as read: one choice per field, the director's correction re-runs the preview. */
  function showColumns(p: EntriesPreview): void {
    const choices = ENTRY_FIELDS.map((f: EntryField) => {
      const id = `entries-col-${f}`;
      const select = h(
        "select",
        { id },
        h("option", { value: "" }, "(none)"),
        ...p.headers.map((header, c) => h("option", { value: String(c) }, `${columnLetter(c)}: ${header === "" ? "(blank)" : header}`)),
      );
      const c = p.mapping[f];
      select.value = c === undefined ? "" : String(c);
      select.addEventListener("change", () => {
        const next: ColumnMapping = { ...(mapping ?? p.mapping) };
        if (select.value === "") delete next[f];
        else next[f] = Number(select.value);
        mapping = next;
        void runPreview();
      });
      return field(ENTRY_FIELD_LABEL[f], select);
    });
    columns.replaceChildren(
      h("p", { className: "hint" }, "The columns as read: correct any that is wrong (the preview follows)."),
      ...choices,
      ...(p.ignored.length === 0 ? [] : [h("p", { className: "hint" }, `Not read: ${p.ignored.join("; ")}.`)]),
    );
    columns.hidden = false;
  }

  const element = h(
    "details",
    { className: "group", id: "entries-group" },
    h("summary", {}, "Import entries and ratings"),
    h("p", { className: "hint" }, "A sign-up list (a form's responses, an entry spreadsheet, a CSV) into the event's sections, rated from the rating lists you add. You see a preview first; one step enters everyone, and Undo takes it back."),
    h("div", { className: "row" }, chooseFile, useSheet),
    fileInput,
    sourceLine,
    alert,
    field("Sections and their limits", sections, "Blank: as last used, else the workbook's sections (or the event). Rules: under 1800, min 1600, born 2012 or later, age under 14 in 2026, unrated yes / no / estimate."),
    field("Rating", kind),
    h("div", { className: "row" }, chooseLists, clearLists),
    listInput,
    listLine,
    columns,
    h("div", { className: "row" }, previewButton, enter),
    mountRefresh(host, () => ({ files, kind: kind.value as "standard" | "rapid" | "blitz" })),
  );
  clearLists.hidden = true;
  // The import is a step of the whole workbook (its undo log is the main event's): with a section
  // chosen, the Undo fold's button undoes that section's steps, so the import's undo is offered here.
  const undoImport = h("button", { type: "button", className: "secondary", id: "entries-undo", hidden: true }, "Undo");
  undoImport.addEventListener("click", () => void host.run("undo", { inSection: "" }));
  element.append(h("div", { className: "row" }, undoImport));
  async function update(sectionUndo: string | null): Promise<void> {
    const o = await host.quietly("status", { inSection: "" });
    const top = o.kind === "done" ? (o.data as { undo: string | null }).undo : null;
    const mine = top !== null && /^(Import entries|Move )/.test(top) && top !== sectionUndo;
    undoImport.hidden = !mine;
    undoImport.textContent = mine ? `Undo: ${top.length > 48 ? `${top.slice(0, 47)}…` : top}` : "Undo";
  }
  return { element, lists: () => ({ files, kind: kind.value as "standard" | "rapid" | "blitz" }), update: (u) => void update(u) };
}

function button(label: string, id: string, onClick: () => void, title?: string): HTMLButtonElement {
  const b = h("button", { type: "button", className: "secondary", id, title }, label);
  b.addEventListener("click", onClick);
  return b;
}
