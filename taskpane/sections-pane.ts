/**
 * The pane's section picker (src/workbook/sections.ts): choose the section every button acts on,
 * create a section, move a player to another section before round 1. The picker adds the chosen
 * section to every action's arguments, so the rest of the pane works per section unchanged.
 */
import type { ActionArgs, ActionName } from "../src/workbook/api";
import type { SectionList } from "../src/workbook/actions/sections";
import type { Outcome } from "../src/workbook/outcome";
import { h } from "./dom";
import type { Backend } from "./pane";

/** The event's actions: they act on the chosen section (the ladder, the season and the sections themselves are the workbook's). */
export const PER_SECTION: ReadonlySet<ActionName> = new Set<ActionName>([
  "status",
  "setupEvent",
  "useSheet",
  "pairNext",
  "enterResults",
  "standings",
  "importTrf",
  "exportTrf",
  "saveSettings",
  // The format is the section's own: one section a round robin or Keizer nights, another a Swiss.
  "setUpRoundRobin",
  "setUpKeizer",
  "checkPairings",
  "pairAround",
  "editRound",
  "crosstable",
  "prizes",
  "teams",
  "exportWebPage",
  "addPlayer",
  "refreshRatings",
  "setRequests",
  "withdrawPlayer",
  "returnPlayer",
  "undo",
  "undoRound",
  "repairRound",
]);

interface Host {
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
  quietly<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
  /** Shows an answer the part put together (the import of several files, one line each). */
  report(outcome: Outcome): void;
}

/**
 * The answer to importing several TRF files as sections, naming every file: what each became, and
 * where the import stopped (a file refused, or a question answered no).
 * @example importReport([{ file: "open.trf", section: "open", outcome: { kind: "done", message: "Imported 40 players." } }], 1).message // "Imported 1 file as a section: open.trf → section open."
 */
export function importReport(
  done: readonly { file: string; section: string; outcome: Outcome }[],
  total: number,
): Outcome {
  const ok = done.filter((d) => d.outcome.kind === "done" && d.outcome.message !== "Nothing was changed.");
  const stopped = done.find((d) => !ok.includes(d));
  const lines = done.map((d) => `${d.file} → section ${d.section}: ${d.outcome.message}`);
  const notTried = total - done.length;
  const head =
    ok.length === 0
      ? "No file was imported."
      : `Imported ${ok.length} file${ok.length === 1 ? " as a section" : "s as sections"}: ${ok.map((d) => `${d.file} → section ${d.section}`).join(", ")}.`;
  const stop =
    stopped === undefined
      ? ""
      : ` ${stopped.file} was not imported${notTried > 0 ? `, and the ${notTried} file${notTried === 1 ? "" : "s"} after it ${notTried === 1 ? "was" : "were"} not tried` : ""}.`;
  if (stopped !== undefined && stopped.outcome.kind === "refused")
    return { kind: "refused", message: `${head}${stop}`, problems: [...lines, ...stopped.outcome.problems] };
  return { kind: "done", message: `${head}${stop}`, details: lines };
}

/**
 * A section name from a file name: "U1800 open.trf" → "U1800 open" (letters, digits, spaces, - and +,
 * at most 20 characters).
 */
export function sectionFromFile(file: string): string {
  const base = file.replace(/\.[^.]*$/, "").replace(/[^A-Za-z0-9 +-]+/g, " ").trim().replace(/\s+/g, " ");
  const name = base.replace(/^[^A-Za-z0-9]+/, "").slice(0, 20).trim();
  return name === "" ? "Section" : name;
}

export interface SectionsUi {
  /** The fold: create a section, import files as sections, move a player. */
  readonly element: HTMLElement;
  /** The picker's line, always in view once the workbook has sections (issue 29). */
  readonly picker: HTMLElement;
  /** Redraws the picker from `list` (the status carries it), or reads the sections when not given. */
  refresh(list?: readonly string[]): Promise<void>;
  /** The section chosen ("" the main event). */
  current(): string;
  /** Chooses `section` in the picker (the pane then shows that section). */
  choose(section: string): Promise<void>;
}

/** The backend the pane uses, with the chosen section added to each action, and the picker. */
export function sectionsFor(inner: Backend): {
  backend: Backend;
  /** The section every button acts on now ("" the main event). */
  current(): string;
  /** True once the workbook has a section besides the main event. */
  sectioned(): boolean;
  mount(host: Host, changed: () => void): SectionsUi;
} {
  let current = "";
  let sectioned = false;
  const backend: Backend = {
    host: inner.host,
    run: (name, args) =>
      inner.run(name, !PER_SECTION.has(name) || current === "" || (args as { inSection?: string }).inSection !== undefined ? args : { ...args, inSection: current }),
  };

  function mount(host: Host, changed: () => void): SectionsUi {
    const pick = h("select", { id: "section" });
    const summary = h("summary", {}, "Add or move sections");
    pick.addEventListener("change", () => {
      current = pick.value;
      changed();
    });
    const picker = h(
      "div",
      { className: "field section-picker", id: "section-picker", hidden: true },
      h("label", { for: "section" }, "Section"),
      pick,
    );
    const newName = h("input", { type: "text", id: "new-section", placeholder: "U1800", autocomplete: "off" });
    const create = h("button", { type: "button", className: "secondary", id: "create-section", title: "New Players and Wallchart sheets named after the section" }, "Create section");
    create.addEventListener("click", async () => {
      const name = newName.value.trim();
      if (name === "") return newName.focus();
      const o = await host.run("setupEvent", { inSection: name });
      if (o.kind === "done") {
        newName.value = "";
        await refresh(name);
      }
    });
    const player = h("input", { type: "number", id: "move-player", min: "1", step: "1" });
    const to = h("select", { id: "move-to" });
    const move = h("button", { type: "button", className: "secondary", id: "move-section", title: "One undoable step" }, "Move to section");
    // After round 1 the director chooses how (src/workbook/actions/move-section.ts).
    const how = h(
      "select",
      { id: "move-how" },
      h("option", { value: "late" }, "As a late entry: byes for the rounds missed there"),
      h("option", { value: "carry" }, "Carry the points (where both sections' rules allow)"),
    );
    const missed = h("select", { id: "move-missed" }, h("option", { value: "H" }, "½-point byes"), h("option", { value: "U" }, "0-point byes"));
    move.addEventListener("click", () => {
      const n = Number(player.value);
      if (!Number.isInteger(n) || n < 1) return player.focus();
      void host.run("movePlayer", { player: n, from: current, to: to.value, how: how.value === "carry" ? "carry" : "late", missed: missed.value === "H" ? "H" : "U" });
    });

    // Several TRF files at once: one section each, named after the file.
    const files = h("input", { type: "file", id: "import-sections", accept: ".trf,.txt", multiple: true, hidden: true });
    const importMany = h("button", { type: "button", className: "secondary", id: "import-sections-button", title: "One section per FIDE TRF-16 file, named after the file" }, "Import TRF files as sections…");
    importMany.addEventListener("click", () => files.click());
    files.addEventListener("change", async () => {
      const list = Array.from(files.files ?? []);
      files.value = "";
      let last: string | undefined;
      // Each file answers in turn; the last answer names them all (issue 29: only the last was reported).
      const done: { file: string; section: string; outcome: Outcome }[] = [];
      for (const f of list) {
        const name = sectionFromFile(f.name);
        const o = await host.run("importTrf", { inSection: name, text: await f.text(), name: f.name });
        done.push({ file: f.name, section: name, outcome: o });
        if (o.kind !== "done" || o.message === "Nothing was changed.") break;
        last = name;
      }
      if (list.length > 1) host.report(importReport(done, list.length));
      if (last !== undefined) await refresh(last);
    });

    async function refresh(choose?: string, known?: readonly string[]): Promise<void> {
      let list = known;
      if (list === undefined) {
        const o = await host.quietly("sections", {});
        if (o.kind !== "done") return;
        list = (o.data as SectionList).sections;
      }
      const names = list.includes("") || list.length === 0 ? ["", ...list.filter((s) => s !== "")] : list;
      if (choose !== undefined) current = choose;
      if (!names.includes(current)) current = names[0] ?? "";
      const option = (s: string): HTMLOptionElement => h("option", { value: s }, s === "" ? "Main event" : s);
      pick.replaceChildren(...names.map(option));
      pick.value = current;
      to.replaceChildren(...names.filter((s) => s !== current).map(option));
      sectioned = names.some((s) => s !== "");
      picker.hidden = !sectioned;
      if (choose !== undefined) changed();
    }

    const element = h(
      "details",
      { className: "group", id: "sections-group" },
      summary,
      h("p", { className: "hint" }, "Several sections in one workbook, each paired and ranked apart: its sheets start with its name (“U1800 Players”, “U1800 Round 2”). Every button acts on the section chosen at the top."),
      h("div", { className: "field" }, h("label", { for: "new-section" }, "New section"), newName),
      h("div", { className: "row" }, create),
      h("div", { className: "row" }, importMany),
      files,
      h("hr", {}),
      h("div", { className: "field" }, h("label", { for: "move-player" }, "Player (pairing number in this section)"), player),
      h("div", { className: "field" }, h("label", { for: "move-to" }, "To section"), to),
      h("div", { className: "field" }, h("label", { for: "move-how" }, "Once a round is paired"), how, h("p", { className: "hint" }, "The player stays in this section with every game played, withdrawn from its next round, and enters the other with the next pairing number. Before round 1 the row simply moves.")),
      h("div", { className: "field" }, h("label", { for: "move-missed" }, "Rounds missed there"), missed),
      h("div", { className: "row" }, move),
    );
    return {
      element,
      picker,
      refresh: (list) => refresh(undefined, list),
      current: () => current,
      choose: async (section) => {
        if (section === current) return;
        await refresh(section);
      },
    };
  }
  return { backend, current: () => current, sectioned: () => sectioned, mount };
}
