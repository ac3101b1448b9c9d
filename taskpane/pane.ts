/**
 * The Wallchart pane: the same page in Excel's task pane, Sheets' sidebar and the playground. It
 * knows nothing of the host: it calls `backend.run(action, args)` and shows the answer. Every
 * string from the workbook goes in as text (dom.ts), never as HTML.
 *
 * The pane is split by what the director does (tasks.ts): the event with its sections
 * (event-pane.ts), the ladder (ladder-pane.ts), the season (season-pane.ts) and the ratings period
 * (period-pane.ts). It opens on the task the workbook holds. Every action runs through `run` here:
 * its progress, its questions and its answer appear beside the control pressed (answers.ts).
 *
 * Keyboard: everything is a native button, input, select or summary, in reading order; Enter and
 * Space work on all of them; focus rings are visible (:focus-visible); the status line is an
 * aria-live region; a question (overwrite these cells?) takes the focus and Escape answers No; an
 * answer takes the focus where it appears.
 */
import type { ActionArgs, ActionName, EventStatus } from "../src/workbook/api";
import { errorText } from "../src/workbook/engine";
import type { Outcome } from "../src/workbook/outcome";
import { mountAnswers, type PaneHost } from "./answers";
import { append, h, nextPaint } from "./dom";
import { mountEvent } from "./event-pane";
import { mountLadder } from "./ladder-pane";
import { pairingProgress } from "./pairing-progress";
import { mountPeriod } from "./period-pane";
import { mountTeams } from "./teams-pane";
import { mountSeason } from "./season-pane";
import { PER_SECTION, sectionsFor } from "./sections-pane";
import { mountTasks } from "./tasks";

export { describeEvent } from "./event-pane";

export interface Backend {
  readonly host: "excel" | "sheets" | "playground";
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
}

export interface Pane {
  /** Runs an action as its button would (the playground's grid uses it to refresh the status). */
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
  refresh(): Promise<void>;
  /** Puts the focus on the first control of the task shown (the playground's skip link). */
  focus(): void;
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
  uscfReport: "Writing the US Chess rating report…",
  saveSettings: "Saving the settings…",
  setUpRoundRobin: "Setting up the round robin…",
  setUpKeizer: "Setting up the Keizer nights…",
  setupTeams: "Setting up the team event…",
  pairTeams: "Pairing the next team round…",
  enterTeamResults: "Entering the team results…",
  teamStatus: "Reading the teams…",
  ladderStatus: "Reading the ladder…",
  setupLadder: "Setting up the ladder…",
  recordLadderGame: "Recording the game…",
  strikeLadderRow: "Striking out the row…",
  refreshLadder: "Rebuilding the ladder…",
  ladderWebPage: "Making the ladder's web page…",
  ladderMember: "Recording the member's change…",
  correctLadderRow: "Correcting the result and replaying the ladder…",
  addPlayer: "Adding the player…",
  importEntries: "Reading the sign-ups…",
  refreshRatings: "Comparing the ratings…",
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
  printWall: "Making the page for the wall…",
  seasonStatus: "Reading the season…",
  addSeasonEvent: "Adding the event to the season…",
  refreshSeason: "Rebuilding the season…",
  loadRatingList: "Loading the December list…",
  ratingsPeriod: "Rating the period…",
};

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
  importEntries: "Enter them",
  refreshRatings: "Go on",
  ratingsPeriod: "Rate as the sheets are",
  pairAround: "Pair anyway",
  editRound: "Change anyway",
};

export function mountPane(root: HTMLElement, host: Backend): Pane {
  // Sections (sections-pane.ts): every event action goes to the section chosen in the picker.
  const sectioned = sectionsFor(host);
  const backend = sectioned.backend;
  /** The action running now (a question may be waiting inside it), or null. */
  let running: ActionName | null = null;
  let status: EventStatus | null = null;
  const answers = mountAnswers(root);

  /** Asks the host for the event's state: never blocks a button (the host runs actions one at a time). */
  async function quietly<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome> {
    try {
      return await backend.run(name, args);
    } catch (e) {
      return { kind: "refused", message: "The workbook could not be read.", problems: [errorText(e)] };
    }
  }

  async function run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome> {
    const control = answers.lastControl();
    if (running !== null) {
      // Nothing is ignored: the control pressed says why it waits.
      answers.wait(control, WORKING[running]);
      return { kind: "refused", message: "Another action is still running.", problems: [] };
    }
    running = name;
    // The section the answer is about (issue 29), named above it in a workbook with sections.
    const given = (args as { inSection?: string } | undefined)?.inSection;
    const section = !sectioned.sectioned() || !PER_SECTION.has(name) ? null : (given ?? sectioned.current());
    answers.place(control, tasks.panels[tasksList.indexOf(tasks.current())] ?? null);
    root.setAttribute("aria-busy", "true");
    root.classList.add("busy");
    answers.working(
      pairingProgress(name === "pairNext" ? status : null, answers.progress, backend.host) ?? WORKING[name],
    );
    await nextPaint();
    let started = Date.now();
    let outcome: Outcome;
    try {
      outcome = await backend.run(name, args);
      let agreed: ActionArgs[N] = args;
      // A question at a time (warnings first, then overwrites); the time spent answering is not counted.
      for (let asked = 0; outcome.kind === "confirm" && asked < 4; asked++) {
        answers.idle();
        const waited = Date.now();
        const warned = (outcome.warnings ?? []).length > 0;
        const yes = warned ? (YES_DESPITE[name] ?? "Go on") : (YES_LABEL[name] ?? "Replace");
        const ok = await answers.ask(outcome, yes, section);
        started += Date.now() - waited;
        if (!ok) {
          outcome = { kind: "done", message: "Nothing was changed." };
          break;
        }
        answers.working(WORKING[name]);
        await nextPaint();
        agreed = warned
          ? { ...agreed, acknowledged: outcome.warnings }
          : { ...agreed, confirmed: outcome.overwrites.map((o) => ({ cell: o.cell, was: o.was })) };
        outcome = await backend.run(name, agreed);
      }
    } catch (e) {
      outcome = { kind: "refused", message: "That did not work.", problems: [errorText(e)] };
    } finally {
      running = null;
      answers.idle();
      root.removeAttribute("aria-busy");
      root.classList.remove("busy");
    }
    answers.show(outcome, Date.now() - started, (action) => void run(action, {}), section);
    void refresh();
    return outcome;
  }

  const paneHost: PaneHost = {
    run,
    quietly,
    report: (outcome) => {
      answers.place(answers.lastControl(), tasks.panels[tasksList.indexOf(tasks.current())] ?? null);
      answers.show(outcome, undefined, (action) => void run(action, {}), null);
    },
  };

  // ---- the tasks: one file each (tasks.ts) -------------------------------------------------------
  const sections = sectioned.mount(paneHost, () => {
    answers.forSection(sectioned.current());
    void refresh();
  });
  const event = mountEvent(paneHost, sections, () => void refresh());
  const ladder = mountLadder(paneHost);
  const tasksList = [event, ladder, mountSeason(paneHost), mountPeriod(paneHost), mountTeams(paneHost)];
  const tasks = mountTasks(tasksList);

  // ---- the status: the event line, and which task to open on -------------------------------------
  let asked = 0;
  async function refresh(): Promise<void> {
    const mine = ++asked;
    const outcome = await quietly("status", {});
    if (mine !== asked) return; // a later refresh is on its way
    if (outcome.kind !== "done") {
      const line = document.getElementById("event-line");
      if (line !== null) line.textContent = outcome.message;
      return;
    }
    status = outcome.data as EventStatus;
    event.update(status);
    tasks.mark(status);
    tasks.open(status);
    const shown = tasks.current();
    if (shown !== event) shown.refresh();
  }

  append(root, h("header", {}, h("h1", {}, "Wallchart"), tasks.element), ...tasks.panels);
  // Until an action places it, the answer box sits at the top of the task shown.
  answers.place(null, tasks.panels[0] ?? null);

  void refresh();
  // Sheets' Wallchart › Record ladder game opens the sidebar with <main data-open="ladder">.
  if (root.dataset.open === "ladder") ladder.open(() => tasks.show("ladder"));
  return {
    run: (name, args) => run(name, args),
    refresh,
    focus: () => tasks.current().first()?.focus(),
  };
}
