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
  readonly element: HTMLElement;
  /** Redraws the picker from `list` (the status carries it), or reads the sections when not given. */
  refresh(list?: readonly string[]): Promise<void>;
  /** The section chosen ("" the main event). */
  current(): string;
}

/** The backend the pane uses, with the chosen section added to each action, and the picker. */
export function sectionsFor(inner: Backend): { backend: Backend; mount(host: Host, changed: () => void): SectionsUi } {
  let current = "";
  const backend: Backend = {
    host: inner.host,
    run: (name, args) =>
      inner.run(name, !PER_SECTION.has(name) || current === "" || (args as { inSection?: string }).inSection !== undefined ? args : { ...args, inSection: current }),
  };

  function mount(host: Host, changed: () => void): SectionsUi {
    const pick = h("select", { id: "section" });
    const summary = h("summary", {}, "Sections");
    pick.addEventListener("change", () => {
      current = pick.value;
      summary.textContent = current === "" ? "Sections" : `Section: ${current}`;
      changed();
    });
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
      for (const f of list) {
        const name = sectionFromFile(f.name);
        const o = await host.run("importTrf", { inSection: name, text: await f.text(), name: f.name });
        if (o.kind !== "done") break;
        last = name;
      }
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
      summary.textContent = current === "" ? "Sections" : `Section: ${current}`;
      if (choose !== undefined) changed();
    }

    const element = h(
      "details",
      { className: "group", id: "sections-group" },
      summary,
      h("p", { className: "hint" }, "Several sections in one workbook, each paired and ranked apart: its sheets start with its name (“U1800 Players”, “U1800 Round 2”). Every button acts on the section chosen here."),
      h("div", { className: "field" }, h("label", { for: "section" }, "Section"), pick),
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
    return { element, refresh: (list) => refresh(undefined, list), current: () => current };
  }
  return { backend, mount };
}
