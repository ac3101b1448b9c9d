/**
 * The Wallchart pane: the same page in Excel's task pane, Sheets' sidebar and the playground. It
 * knows nothing of the host: it calls `backend.run(action, args)` and shows the answer. Every
 * string from the workbook goes in as text (dom.ts), never as HTML.
 *
 * Keyboard: everything is a native button, input, select or summary, in reading order; Enter and
 * Space work on all of them; focus rings are visible (:focus-visible); the status line is an
 * aria-live region; a question (overwrite these cells?) takes the focus and Escape answers No.
 */
import type { ActionArgs, ActionName, EventStatus } from "../src/workbook/api";
import { errorText } from "../src/workbook/engine";
import type { Outcome, Overwrite } from "../src/workbook/outcome";
import { whyList } from "./why-pane";
import { SYSTEM_CHOICES, TIEBREAK_CHOICES, type EventSettings } from "../src/workbook/settings";
import { append, field, h, nextPaint } from "./dom";
import { mountLadder } from "./ladder-pane";
import { mountPlayers } from "./players-pane";
import { pairingProgress } from "./pairing-progress";
import { mountCheck } from "./check-pane";
import { sectionsFor } from "./sections-pane";
import { mountPosting } from "./posting-pane";
import { mountSeason } from "./season-pane";

export interface Backend {
  readonly host: "excel" | "sheets" | "playground";
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
}

export interface Pane {
  /** Runs an action as its button would (the playground's grid uses it to refresh the status). */
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
  refresh(): Promise<void>;
}

/** What the user sees while an action works. */
const WORKING: Readonly<Record<ActionName, string>> = {
  status: "Reading the workbook…",
  setupEvent: "Setting up the event…",
  useSheet: "Reading this sheet…",
  pairNext: "Pairing the next round…",
  enterResults: "Entering the results…",
  standings: "Working out the standings…",
  importTrf: "Importing the TRF file…",
  exportTrf: "Writing the TRF file…",
  saveSettings: "Saving the settings…",
  ladderStatus: "Reading the ladder…",
  setupLadder: "Setting up the ladder…",
  recordLadderGame: "Recording the game…",
  strikeLadderRow: "Striking out the row…",
  refreshLadder: "Rebuilding the ladder…",
  addPlayer: "Adding the player…",
  setRequests: "Saving the requests…",
  withdrawPlayer: "Withdrawing the player…",
  returnPlayer: "Bringing the player back…",
  undo: "Undoing…",
  undoRound: "Undoing the round's pairing…",
  repairRound: "Re-pairing the round…",
  checkPairings: "Checking the pairings…",
  pairAround: "Pairing around the fixed boards…",
  editRound: "Changing the pairing…",
  sections: "Reading the sections…",
  movePlayer: "Moving the player…",
  crosstable: "Writing the crosstable…",
  prizes: "Working out the prizes…",
  teams: "Working out the team standings…",
  exportWebPage: "Making the web page…",
  seasonStatus: "Reading the season…",
  addSeasonEvent: "Adding the event to the season…",
  refreshSeason: "Rebuilding the season…",
  ratingsPeriod: "Rating the period…",
};

const LIST_LIMIT = 12;

/** The Yes of a question about overwrites, where "Overwrite" is not the word. */
const YES_LABEL: Partial<Record<ActionName, string>> = { strikeLadderRow: "Strike out" };
/** The Yes of a question about warnings. */
const YES_DESPITE: Partial<Record<ActionName, string>> = {
  pairNext: "Pair anyway",
  undo: "Undo",
  undoRound: "Undo the pairing",
  repairRound: "Re-pair",
  importTrf: "Replace the event",
  enterResults: "Enter the correction",
  addPlayer: "Add anyway",
};

export function mountPane(root: HTMLElement, host: Backend): Pane {
  // Sections (taskpane/sections-pane.ts): every action goes to the section chosen in the picker.
  const sectioned = sectionsFor(host);
  const backend = sectioned.backend;
  let busy = false;
  let status: EventStatus | null = null;

  // ---- status, progress and questions -------------------------------------------------------
  const eventLine = h("p", { className: "event-line", id: "event-line" }, "Reading the workbook…");
  const progressText = h("span", { className: "progress-text" });
  const progress = h(
    "div",
    { className: "working", id: "working", hidden: true },
    h("div", { className: "progress", role: "progressbar", "aria-label": "Working" }, h("div", { className: "bar" })),
    progressText,
  );
  const message = h("p", { className: "message", id: "message" });
  const details = h("div", { className: "details", id: "details" });
  const statusBox = h(
    "div",
    { className: "status", role: "status", "aria-live": "polite", "aria-atomic": "true", id: "status" },
    message,
    details,
  );
  const question = h("div", {
    className: "question",
    role: "alertdialog",
    "aria-modal": "false",
    "aria-labelledby": "question-text",
    id: "question",
    hidden: true,
  });
  const fileBox = h("div", { className: "file", id: "file", hidden: true });

  function showList(lines: readonly string[], into: HTMLElement): void {
    if (lines.length === 0) return;
    const shown = lines.slice(0, LIST_LIMIT);
    into.appendChild(h("ul", {}, ...shown.map((l) => h("li", {}, l))));
    if (lines.length > LIST_LIMIT) {
      const rest = h(
        "details",
        {},
        h("summary", {}, `${lines.length - LIST_LIMIT} more`),
        h("ul", {}, ...lines.slice(LIST_LIMIT).map((l) => h("li", {}, l))),
      );
      into.appendChild(rest);
    }
  }

  function show(outcome: Outcome, took?: number): void {
    message.className = `message ${outcome.kind}`;
    const time = took !== undefined && took >= 1000 ? ` (${(took / 1000).toFixed(1)} s)` : "";
    message.textContent = outcome.message + time;
    details.replaceChildren();
    if (outcome.kind === "done") showList(outcome.details ?? [], details);
    const offer = outcome.kind === "done" ? offerOf(outcome.data) : null;
    if (offer !== null) {
      const b = h("button", { type: "button", className: "primary", id: "offer" }, offer.label);
      b.addEventListener("click", () => void run(offer.action, {}));
      details.appendChild(h("div", { className: "row" }, b));
    }
    const why = whyList(outcome);
    if (why !== null) details.appendChild(why);
    if (outcome.kind === "refused") showList(outcome.problems, details);
    fileBox.hidden = true;
    if (outcome.kind === "done" && outcome.file !== undefined) offerFile(outcome.file);
  }

  function offerFile(file: { name: string; text: string }): void {
    const area = h("textarea", { readonly: true, rows: 6, "aria-label": `${file.name} contents`, spellcheck: "false" });
    area.value = file.text;
    const link = h("a", { className: "button secondary", download: file.name }, `Download ${file.name}`);
    try {
      link.setAttribute("href", URL.createObjectURL(new Blob([file.text], { type: "text/plain" })));
    } catch {
      link.hidden = true;
    }
    const copy = h("button", { type: "button", className: "secondary" }, "Copy");
    copy.addEventListener("click", () => {
      area.select();
      void navigator.clipboard?.writeText(file.text).catch(() => document.execCommand("copy"));
    });
    fileBox.replaceChildren(h("div", { className: "row" }, link, copy), area);
    fileBox.hidden = false;
  }

  /** Asks whether to overwrite; resolves true for Overwrite. */
  function ask(outcome: Extract<Outcome, { kind: "confirm" }>, yesLabel = "Overwrite"): Promise<boolean> {
    return new Promise((resolve) => {
      const lines = [
        ...(outcome.warnings ?? []),
        ...outcome.overwrites.map(
          (o: Overwrite) => `${o.cell}: "${o.was}" → ${o.becomes === "" ? "blank" : `"${o.becomes}"`}`,
        ),
      ];
      const yes = h("button", { type: "button", className: "primary danger", id: "confirm-yes" }, yesLabel);
      const no = h("button", { type: "button", className: "secondary", id: "confirm-no" }, "Cancel");
      const list = h("div", { className: "details" });
      showList(lines, list);
      question.replaceChildren(
        h(
          "p",
          { id: "question-text" },
          outcome.message.replace(/(\?)? Nothing was written\.$/, (_m, asked?: string) =>
            asked !== undefined ? "?" : (outcome.warnings ?? []).length > 0 ? " Go on anyway?" : " Overwrite them?",
          ),
        ),
        list,
        h("div", { className: "row" }, yes, no),
      );
      question.hidden = false;
      const answer = (v: boolean): void => {
        question.hidden = true;
        question.replaceChildren();
        resolve(v);
      };
      yes.addEventListener("click", () => answer(true));
      no.addEventListener("click", () => answer(false));
      question.addEventListener("keydown", (e) => {
        if (e.key === "Escape") answer(false);
      });
      no.focus();
    });
  }

  /** Asks the host for the event's state: never blocks a button (the host runs actions one at a time). */
  async function quietly<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome> {
    try {
      return await backend.run(name, args);
    } catch (e) {
      return { kind: "refused", message: "The workbook could not be read.", problems: [errorText(e)] };
    }
  }

  async function run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome> {
    if (busy) return { kind: "refused", message: "Another action is still running.", problems: [] };
    busy = true;
    root.setAttribute("aria-busy", "true");
    root.classList.add("busy");
    progressText.textContent =
      pairingProgress(name === "pairNext" ? status : null, progress, backend.host) ?? WORKING[name];
    progress.hidden = false;
    await nextPaint();
    let started = Date.now();
    let outcome: Outcome;
    try {
      outcome = await backend.run(name, args);
      let agreed: ActionArgs[N] = args;
      // A question at a time (warnings first, then overwrites); the time spent answering is not counted.
      for (let asked = 0; outcome.kind === "confirm" && asked < 4; asked++) {
        progress.hidden = true;
        message.textContent = "";
        details.replaceChildren();
        const waited = Date.now();
        const warned = (outcome.warnings ?? []).length > 0;
        const yes = warned ? (YES_DESPITE[name] ?? "Go on") : (YES_LABEL[name] ?? "Overwrite");
        const ok = await ask(outcome, yes);
        started += Date.now() - waited;
        if (!ok) {
          outcome = { kind: "done", message: "Nothing was changed." };
          break;
        }
        progress.hidden = false;
        await nextPaint();
        agreed = warned
          ? { ...agreed, acknowledged: outcome.warnings }
          : { ...agreed, confirmed: outcome.overwrites.map((o) => ({ cell: o.cell, was: o.was })) };
        outcome = await backend.run(name, agreed);
      }
    } catch (e) {
      outcome = { kind: "refused", message: "That did not work.", problems: [errorText(e)] };
    } finally {
      busy = false;
      progress.hidden = true;
      root.removeAttribute("aria-busy");
      root.classList.remove("busy");
    }
    show(outcome, Date.now() - started);
    void refresh();
    return outcome;
  }

  // ---- the event line ----------------------------------------------------------------------
  let asked = 0;
  async function refresh(): Promise<void> {
    const mine = ++asked;
    const outcome = await quietly("status", {});
    if (mine !== asked) return; // a later refresh is on its way
    if (outcome.kind !== "done") {
      eventLine.textContent = outcome.message;
      return;
    }
    status = outcome.data as EventStatus;
    void sections.refresh(status.sections);
    eventLine.textContent = describeEvent(status);
    players.update(status);
    undoStep.disabled = status.undo === null;
    undoStep.title = status.undo === null ? "Nothing to undo" : `Takes back: ${status.undo}`;
    const step = status.undo ?? "";
    undoStep.textContent = status.undo === null ? "Undo" : `Undo: ${step.length > 48 ? `${step.slice(0, 47)}…` : step}`;
    undoRound.disabled = status.undoRound === 0;
    repair.disabled = status.undoRound === 0;
    undoRound.textContent =
      status.undoRound === 0 ? "Undo a round's pairing" : `Undo round ${status.undoRound}'s pairing`;
    repair.textContent = status.undoRound === 0 ? "Re-pair the round" : `Re-pair round ${status.undoRound}`;
    void ladder.refresh(status.layout === "none");
    if (!settingsEdited) fillSettings({ ...status.settings, rounds: status.settings.rounds ?? status.rounds });
  }

  // ---- buttons --------------------------------------------------------------------------------
  function button(
    label: string,
    id: string,
    kind: "primary" | "secondary",
    onClick: () => void,
    hint?: string,
  ): HTMLButtonElement {
    const b = h("button", { type: "button", className: kind, id, title: hint });
    b.textContent = label;
    b.addEventListener("click", () => {
      if (!busy) onClick();
    });
    return b;
  }

  const pair = button(
    "Pair next round",
    "pair",
    "primary",
    () => void run("pairNext", {}),
    "Pairs the next round: a Round sheet and the round's column in the wallchart",
  );
  const results = button(
    "Enter results",
    "results",
    "secondary",
    () => void run("enterResults", {}),
    "Copies the Result column of the round sheet into the wallchart",
  );
  const standings = button(
    "Standings",
    "standings",
    "secondary",
    () => void run("standings", {}),
    "Writes the standings with the chosen tiebreaks to the Standings sheet",
  );

  // ---- undo and re-pair ---------------------------------------------------------------------------
  const undoStep = button(
    "Undo",
    "undo",
    "secondary",
    () => void run("undo", {}),
    "Takes back the last step Wallchart took",
  );
  const undoRound = button(
    "Undo a round's pairing",
    "undo-round",
    "secondary",
    () => void run("undoRound", {}),
    "Takes back the last round's pairing and every step since that wrote over it",
  );
  const repair = button(
    "Re-pair the round",
    "repair-round",
    "secondary",
    () => void run("repairRound", {}),
    "Takes back the last round's pairing and pairs it again from the workbook as it is now",
  );

  // ---- players (taskpane/players-pane.ts) ---------------------------------------------------------
  const players = mountPlayers({ run });

  // ---- set up ----------------------------------------------------------------------------------
  const eventName = h("input", { type: "text", id: "event-name", autocomplete: "off" });
  const eventRounds = h("input", {
    type: "number",
    id: "event-rounds",
    min: 1,
    max: 30,
    value: 5,
    inputmode: "numeric",
  });
  const setup = button(
    "Create the sheets",
    "setup",
    "secondary",
    () => void run("setupEvent", { name: eventName.value.trim(), rounds: Number(eventRounds.value) || undefined }),
  );
  const useSheet = button(
    "Use this sheet",
    "use-sheet",
    "secondary",
    () => void run("useSheet", {}),
    "Reads the sheet in front of you as the wallchart",
  );

  // ---- settings --------------------------------------------------------------------------------
  const system = h("select", { id: "system" }, ...SYSTEM_CHOICES.map((c) => h("option", { value: c.code }, c.label)));
  const bye = h(
    "select",
    { id: "bye-value" },
    h("option", { value: "10" }, "1 point"),
    h("option", { value: "5" }, "½ point"),
    h("option", { value: "0" }, "0 points"),
  );
  const teams = h("input", { type: "checkbox", id: "separate-teams" });
  const rounds = h("input", { type: "number", id: "rounds", min: 1, max: 30, inputmode: "numeric" });
  const tiebreakRules = h("input", { type: "text", id: "tiebreak-rules", placeholder: "by the start date" });
  const baku = h("input", { type: "checkbox", id: "baku" });
  const order = h("ol", { className: "tiebreaks", id: "tiebreak-order", "aria-label": "Tiebreak order" });
  const addTiebreak = h("select", { id: "tiebreak-add", "aria-label": "Add a tiebreak" });
  let chosen: string[] = [];
  /** The settings form holds changes not saved yet: refreshing the status leaves it alone. */
  let settingsEdited = false;

  function label(code: string): string {
    return TIEBREAK_CHOICES.find((c) => c.code === code)?.label ?? code;
  }

  function drawTiebreaks(focus?: string): void {
    order.replaceChildren(
      ...chosen.map((code, i) => {
        const up = h(
          "button",
          { type: "button", className: "icon", "aria-label": `Move ${label(code)} up`, disabled: i === 0 },
          "↑",
        );
        const down = h(
          "button",
          {
            type: "button",
            className: "icon",
            "aria-label": `Move ${label(code)} down`,
            disabled: i === chosen.length - 1,
          },
          "↓",
        );
        const remove = h("button", { type: "button", className: "icon", "aria-label": `Remove ${label(code)}` }, "×");
        up.dataset.focus = `up-${code}`;
        down.dataset.focus = `down-${code}`;
        up.addEventListener("click", () => move(i, -1, `up-${code}`));
        down.addEventListener("click", () => move(i, 1, `down-${code}`));
        remove.addEventListener("click", () => {
          chosen.splice(i, 1);
          drawTiebreaks();
          addTiebreak.focus();
        });
        return h(
          "li",
          {},
          h("span", { className: "tb-name" }, `${i + 1}. ${label(code)}`),
          h("span", { className: "tb-buttons" }, up, down, remove),
        );
      }),
    );
    addTiebreak.replaceChildren(
      h("option", { value: "" }, "Add a tiebreak…"),
      ...TIEBREAK_CHOICES.filter((c) => !chosen.includes(c.code)).map((c) => h("option", { value: c.code }, c.label)),
    );
    if (focus !== undefined) {
      const target = order.querySelector<HTMLButtonElement>(`[data-focus="${focus}"]`);
      if (target !== null && !target.disabled) target.focus();
      else order.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus();
    }
  }

  function move(i: number, by: number, focus: string): void {
    const j = i + by;
    if (j < 0 || j >= chosen.length) return;
    [chosen[i], chosen[j]] = [chosen[j] as string, chosen[i] as string];
    drawTiebreaks(focus);
  }

  addTiebreak.addEventListener("change", () => {
    if (addTiebreak.value !== "") chosen.push(addTiebreak.value);
    drawTiebreaks();
    addTiebreak.focus();
  });

  function fillSettings(s: EventSettings): void {
    system.value = s.system;
    bye.value = String(s.byeValue);
    teams.checked = s.separateTeams;
    rounds.value = s.rounds === null ? "" : String(s.rounds);
    tiebreakRules.value = s.tiebreakRules;
    baku.checked = s.baku;
    chosen = [...s.tiebreaks];
    drawTiebreaks();
  }

  const saveSettings = button("Save settings", "save-settings", "secondary", () => {
    settingsEdited = false;
    void run("saveSettings", {
      settings: {
        system: system.value,
        byeValue: Number(bye.value),
        separateTeams: teams.checked,
        rounds: rounds.value === "" ? null : Number(rounds.value),
        tiebreaks: chosen,
        tiebreakRules: tiebreakRules.value,
        baku: baku.checked,
        sheet: status?.sheet ?? null,
      },
    });
  });

  function edited(): void {
    settingsEdited = true;
  }
  function editedByButton(e: Event): void {
    const target = e.target as HTMLElement | null;
    if (target?.closest("ol.tiebreaks button") !== null && target !== null) settingsEdited = true;
  }

  // ---- TRF ---------------------------------------------------------------------------------------
  const file = h("input", {
    type: "file",
    id: "trf-file",
    accept: ".trf,.txt,text/plain",
    className: "visually-hidden",
    tabindex: -1,
    "aria-hidden": "true",
  });
  const importTrf = button(
    "Import TRF…",
    "import-trf",
    "secondary",
    () => file.click(),
    "Replaces the event with a FIDE TRF-16 file",
  );
  file.addEventListener("change", () => {
    const f = file.files?.[0];
    if (f === undefined) return;
    const reader = new FileReader();
    reader.onload = () => void run("importTrf", { text: String(reader.result ?? ""), name: f.name });
    reader.readAsText(f);
    file.value = "";
  });
  const exportTrf = button(
    "Export TRF",
    "export-trf",
    "secondary",
    () => void run("exportTrf", {}),
    "The event as a FIDE TRF-16 file",
  );

  // ---- the club ladder (taskpane/ladder-pane.ts) ---------------------------------------------------
  const ladder = mountLadder({ run, quietly });
  const sections = sectioned.mount({ run, quietly }, () => void refresh());
  // ---- what goes on the wall (taskpane/posting-pane.ts) -------------------------------------------
  const posting = mountPosting({ run });
  // ---- the season and the ratings period (taskpane/season-pane.ts) --------------------------------
  const seasonParts = mountSeason({ run, quietly });

  // ---- layout -----------------------------------------------------------------------------------

  append(
    root,
    h("header", {}, h("h1", {}, "Wallchart"), eventLine),
    sections.element,
    h(
      "section",
      { "aria-labelledby": "round-title" },
      h("h2", { id: "round-title" }, "Rounds"),
      h("div", { className: "stack" }, pair, results, standings),
    ),
    progress,
    question,
    statusBox,
    fileBox,
    players.element,
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
    h(
      "details",
      { className: "group", id: "event-group" },
      h("summary", {}, "Event"),
      h(
        "p",
        { className: "hint" },
        "Start from the template, or point Wallchart at the wallchart sheet you already keep.",
      ),
      field("Event name", eventName),
      field("Rounds", eventRounds, "Then type the players into the Players sheet, highest rated first."),
      h("div", { className: "row" }, setup),
      h("hr", {}),
      h("div", { className: "row" }, useSheet),
    ),
    posting,
    ladder.element,
    mountCheck({ run }),
    seasonParts.season,
    seasonParts.period,
    h(
      "details",
      { className: "group", id: "settings-group", oninput: edited, onchange: edited, onclick: editedByButton },
      h("summary", {}, "Settings"),
      field("Pairing system", system),
      field("Bye value", bye, "What the pairing-allocated bye scores."),
      h(
        "div",
        { className: "field check" },
        teams,
        h("label", { for: "separate-teams" }, "Keep team-mates apart (US Chess 28N, every round where possible)"),
      ),
      field("Rounds planned", rounds),
      h(
        "div",
        { className: "field" },
        h("span", { className: "label", id: "tb-label" }, "Tiebreaks, in order"),
        order,
        addTiebreak,
      ),
      field(
        "FIDE tiebreak rules",
        tiebreakRules,
        "2023 or 2026 (blank: the rules in force on the start date), RR for a round robin, UNRATED 1400.",
      ),
      h("div", { className: "field check" }, baku, h("label", { for: "baku" }, "Accelerated pairings (Baku method)")),
      h("div", { className: "row" }, saveSettings),
    ),
    h(
      "details",
      { className: "group", id: "trf-group" },
      h("summary", {}, "TRF file"),
      h("p", { className: "hint" }, "FIDE's exchange format, read by Swiss-Manager, Vega and the pairing engines."),
      h("div", { className: "row" }, importTrf, exportTrf),
      file,
    ),
  );

  void refresh();
  // Sheets' Wallchart › Record ladder game opens the sidebar with <main data-open="ladder">.
  if (root.dataset.open === "ladder") ladder.open();
  return { run: (name, args) => run(name, args), refresh };
}

/** The event line: "Spring Open · 40 players · round 2 of 5 paired · 3 results missing". */
export function describeEvent(s: EventStatus): string {
  if (s.layout === "none") return "No event in this workbook yet: set one up below, or use the sheet in front of you.";
  const parts = [
    s.name === "" ? (s.layout === "sheet" ? `Sheet ${s.sheet ?? ""}` : "This event") : s.name,
    `${s.players} player${s.players === 1 ? "" : "s"}`,
  ];
  const of = s.rounds === null ? "" : ` of ${s.rounds}`;
  parts.push(s.paired === 0 ? "no round paired yet" : `round ${s.paired}${of} paired`);
  if (s.missing > 0) parts.push(`${s.missing} result${s.missing === 1 ? "" : "s"} missing`);
  if (s.problems.length > 0) parts.push(`${s.problems.length} problem${s.problems.length === 1 ? "" : "s"}`);
  return parts.join(" · ");
}

/** An action the answer offers to run next (a correction offers to re-pair the round). */
function offerOf(data: unknown): { action: "repairRound"; label: string } | null {
  if (data === null || typeof data !== "object") return null;
  const offer = (data as { offer?: unknown }).offer;
  if (offer === null || typeof offer !== "object") return null;
  const { action, label } = offer as { action?: unknown; label?: unknown };
  return action === "repairRound" && typeof label === "string" ? { action, label } : null;
}
