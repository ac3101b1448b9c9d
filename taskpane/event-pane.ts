/**
 * The Event task: the tournament in this workbook (or the chosen section). With sections, the
 * overview of every section and the section picker first (always in view); then the event line,
 * the round's three buttons, then its folds: Players, Undo and re-pair, Event (set up or use this
 * sheet), Add or move sections, On the wall, Check pairings, Settings, TRF file. Each part sits in its own
 * file where it is more than a few buttons; answers appear beside the button pressed (answers.ts).
 */
import type { EventStatus } from "../src/workbook/api";
import type { PaneHost } from "./answers";
import { mountCheck } from "./check-pane";
import { field, h } from "./dom";
import { mountEntries } from "./entries-pane";
import { mountPlayers } from "./players-pane";
import { mountPosting } from "./posting-pane";
import type { SectionsUi } from "./sections-pane";
import { mountSettings } from "./settings-pane";
import { mountRoundRobin } from "./round-robin-pane";
import { mountKeizer } from "./keizer-pane";
import { mountOverview } from "./sections-overview";
import type { Task } from "./tasks";

export interface EventTask extends Task {
  /** Shows what the status says: the event line, the undo buttons, the players, the settings. */
  update(status: EventStatus): void;
}

/** A pane button: its label, id, look, what it does, and a tooltip. */
export function button(
  label: string,
  id: string,
  kind: "primary" | "secondary",
  onClick: () => void,
  hint?: string,
): HTMLButtonElement {
  const b = h("button", { type: "button", className: kind, id, title: hint }, label);
  b.addEventListener("click", onClick);
  return b;
}

/**
 * `sections` is the picker (sections-pane.ts), already bound to the pane; `refresh` re-reads the
 * status (the event line and everything `update` shows).
 */
export function mountEvent(host: PaneHost, sections: SectionsUi, refresh: () => void): EventTask {
  const eventLine = h("p", { className: "event-line", id: "event-line" }, "Reading the workbook…");
  // Several sections: where each stands, with its next step (sections-overview.ts).
  const overview = mountOverview(host, (section) => sections.choose(section));

  // ---- the round ----------------------------------------------------------------------------------
  const pair = button(
    "Pair next round",
    "pair",
    "primary",
    () => void host.run("pairNext", {}),
    "Pairs the next round: a Round sheet and the round's column in the wallchart",
  );
  const results = button(
    "Enter results",
    "results",
    "secondary",
    () => void host.run("enterResults", {}),
    "Copies the Result column of the round sheet into the wallchart",
  );
  const standings = button(
    "Standings",
    "standings",
    "secondary",
    () => void host.run("standings", {}),
    "Writes the standings with the chosen tiebreaks to the Standings sheet",
  );

  // ---- undo and re-pair -----------------------------------------------------------------------------
  const undoStep = button("Undo", "undo", "secondary", () => void host.run("undo", {}), "Takes back the last step Wallchart took");
  const undoRound = button(
    "Undo a round's pairing",
    "undo-round",
    "secondary",
    () => void host.run("undoRound", {}),
    "Takes back the last round's pairing and every step since that wrote over it",
  );
  const repair = button(
    "Re-pair the round",
    "repair-round",
    "secondary",
    () => void host.run("repairRound", {}),
    "Takes back the last round's pairing and pairs it again from the workbook as it is now",
  );

  // ---- players (players-pane.ts) -------------------------------------------------------------------
  const entries = mountEntries(host);
  const players = mountPlayers(host, () => entries.lists());

  // ---- set up -------------------------------------------------------------------------------------
  const eventName = h("input", { type: "text", id: "event-name", autocomplete: "off" });
  const eventRounds = h("input", { type: "number", id: "event-rounds", min: 1, max: 30, value: 5, inputmode: "numeric" });
  const setup = button(
    "Create the sheets",
    "setup",
    "secondary",
    () => void host.run("setupEvent", { name: eventName.value.trim(), rounds: Number(eventRounds.value) || undefined }),
  );
  const useSheet = button(
    "Use this sheet",
    "use-sheet",
    "secondary",
    () => void host.run("useSheet", {}),
    "Reads the sheet in front of you as the wallchart",
  );
  const setupGroup = h(
    "details",
    { className: "group", id: "event-group" },
    h("summary", {}, "Event"),
    h("p", { className: "hint" }, "Start from the template, or point Wallchart at the wallchart sheet you already keep."),
    field("Event name", eventName),
    field("Rounds", eventRounds, "Then type the players into the Players sheet, highest rated first."),
    h("div", { className: "row" }, setup),
    h("hr", {}),
    h("div", { className: "row" }, useSheet),
  );

  // ---- settings (settings-pane.ts) ------------------------------------------------------------------
  const settings = mountSettings(host);
  const roundRobin = mountRoundRobin(host);
  const keizer = mountKeizer(host);

  // ---- TRF ----------------------------------------------------------------------------------------
  const file = h("input", {
    type: "file",
    id: "trf-file",
    accept: ".trf,.txt,text/plain",
    className: "visually-hidden",
    tabindex: -1,
    "aria-hidden": "true",
  });
  const importTrf = button("Import TRF…", "import-trf", "secondary", () => file.click(), "Replaces the event with a FIDE TRF-16 file");
  file.addEventListener("change", () => {
    const f = file.files?.[0];
    if (f === undefined) return;
    const reader = new FileReader();
    reader.onload = () => void host.run("importTrf", { text: String(reader.result ?? ""), name: f.name });
    reader.readAsText(f);
    file.value = "";
  });
  const exportTrf = button("Export TRF", "export-trf", "secondary", () => void host.run("exportTrf", {}), "The event as a FIDE TRF-16 file");
  // Every section's results as the three dBase files US Chess rates from, dated today (the pane's clock).
  const ratingReport = button(
    "Rating report…",
    "uscf-report",
    "secondary",
    () => {
      const d = new Date();
      const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      void host.run("uscfReport", { today });
    },
    "The US Chess rating report of every section: THEXPORT, TSEXPORT and TDEXPORT.DBF to upload",
  );

  const element = h(
    "div",
    { className: "task", id: "event-task" },
    overview.element,
    sections.picker,
    eventLine,
    h("div", { className: "stack", id: "round-buttons" }, pair, results, standings),
    players.element,
    entries.element,
    h(
      "details",
      { className: "group", id: "undo-group" },
      h("summary", {}, "Undo and re-pair"),
      h(
        "p",
        { className: "hint" },
        "Every step is recorded in the workbook: undo puts the cells, sheets and settings back as they were. Re-pair after a correction, a withdrawal or a late entry, before the round starts.",
      ),
      h("div", { className: "stack" }, undoStep, undoRound, repair),
    ),
    setupGroup,
    sections.element,
    mountPosting(host),
    mountCheck(host),
    roundRobin.element,
    keizer.element,
    settings.element,
    h(
      "details",
      { className: "group", id: "trf-group" },
      h("summary", {}, "TRF file and rating report"),
      h("p", { className: "hint" }, "FIDE's exchange format, read by Swiss-Manager, Vega and the pairing engines; the US Chess rating report of every section (the Tournament sheet's affiliate and TD IDs, each player's US Chess ID)."),
      h("div", { className: "row" }, importTrf, exportTrf, ratingReport),
      file,
    ),
  );

  let opened = false;
  return {
    id: "event",
    label: "Event",
    hint: "A tournament: pair rounds, enter results, standings, sections",
    element,
    holds: (s) => s.layout !== "none" || s.sections.some((x) => x !== ""),
    refresh,
    first: () => (pair.hidden ? setupGroup.querySelector("summary") : pair),
    update(s) {
      eventLine.textContent = describeEvent(s);
      void sections.refresh(s.sections);
      void overview.refresh(s.sections);
      players.update(s, s.sections, sections.current());
      entries.update(s.undo);
      undoStep.disabled = s.undo === null;
      undoStep.title = s.undo === null ? "Nothing to undo" : `Takes back: ${s.undo}`;
      const step = s.undo ?? "";
      undoStep.textContent = s.undo === null ? "Undo" : `Undo: ${step.length > 48 ? `${step.slice(0, 47)}…` : step}`;
      undoRound.disabled = s.undoRound === 0;
      repair.disabled = s.undoRound === 0;
      undoRound.textContent = s.undoRound === 0 ? "Undo a round's pairing" : `Undo round ${s.undoRound}'s pairing`;
      repair.textContent = s.undoRound === 0 ? "Re-pair the round" : `Re-pair round ${s.undoRound}`;
      settings.update({ ...s.settings, rounds: s.settings.rounds ?? s.rounds }, s.sheet, s.firstBoard);
      roundRobin.update(s);
      keizer.update(s);
      // No event yet: the set-up fold opens once, where a new director looks first.
      if (!opened && s.layout === "none") setupGroup.open = true;
      opened = true;
    },
  };
}

/** The event line: "Spring Open · 40 players · round 2 of 5 paired · 3 results missing · 12 typed, not yet entered". */
export function describeEvent(s: EventStatus): string {
  if (s.layout === "none") return "No event in this workbook yet: set one up below, or use the sheet in front of you.";
  const parts = [
    s.name === "" ? (s.layout === "sheet" ? `Sheet ${s.sheet ?? ""}` : "This event") : s.name,
    `${s.players} player${s.players === 1 ? "" : "s"}`,
  ];
  const of = s.rounds === null ? "" : ` of ${s.rounds}`;
  parts.push(s.paired === 0 ? "no round paired yet" : `round ${s.paired}${of} paired`);
  if (s.missing > 0) parts.push(`${s.missing} result${s.missing === 1 ? "" : "s"} missing`);
  // Typed and not yet entered: a step to take, never counted among the problems (issue 29).
  if (s.typed > 0) parts.push(`${s.typed} typed, not yet entered`);
  if (s.problems.length > 0) parts.push(`${s.problems.length} problem${s.problems.length === 1 ? "" : "s"}`);
  return parts.join(" · ");
}
