/**
 * Where the pane's answers go: one answer box (the progress bar, a question, the sentence with its
 * list, a file to download) that moves next to the control that caused it, inside that control's
 * task, and takes the focus. Every task part runs its actions through `PaneHost.run` and gets this
 * for free: it never places an answer itself. See docs/contributing.md, "Adding to the pane".
 *
 * While a question waits or an action works, nothing is ignored: a control pressed meanwhile gets a
 * note beside it saying why it waits, with a button back to the question.
 */
import type { ActionArgs, ActionName } from "../src/workbook/api";
import type { Outcome, Overwrite } from "../src/workbook/outcome";
import { fromBase64 } from "../src/core/formats/base64";
import { h } from "./dom";
import { whyList } from "./why-pane";

/** What every part of the pane is given: its actions run through here (progress, questions, answers). */
export interface PaneHost {
  /** Runs an action as its button does: the answer appears beside the control that was pressed. */
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
  /** Asks without blocking any button and without showing anything (reads only). */
  quietly<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
  /** Shows an answer a part put together from several actions (beside the control last pressed). */
  report(outcome: Outcome): void;
}

/** The most lines a list shows before folding the rest under "N more". */
const LIST_LIMIT = 12;

/** The controls whose line an answer goes under: a row of buttons, a stack, a field. */
const LINE = ".row, .stack, .field, .choices";

export interface Answers {
  /** The box itself (put it anywhere to start with; `place` moves it). */
  readonly element: HTMLElement;
  /** The control last pressed in `root` (click, Enter or Space), or null. */
  lastControl(): HTMLElement | null;
  /** Moves the box under the line of `control`, or to the top of `fallback` when there is none. */
  place(control: HTMLElement | null, fallback: HTMLElement | null): void;
  /** The progress box (pairing-progress.ts fills its bar over a pairing's estimate). */
  readonly progress: HTMLElement;
  /** Shows the progress bar with what is being done. */
  working(text: string): void;
  /** Hides the progress bar. */
  idle(): void;
  /**
   * Asks a question in the box (focus on Cancel, Escape answers no); resolves true for Yes.
   * `section` names the section it is about, in a workbook with sections (null: no sections).
   */
  ask(outcome: Extract<Outcome, { kind: "confirm" }>, yesLabel: string, section?: string | null): Promise<boolean>;
  /** A question is waiting for its answer. */
  asking(): boolean;
  /** Shows an answer (sentence, its list, an offer, a file) and puts the focus on the sentence; `section` as for `ask`. */
  show(outcome: Outcome, took: number | undefined, offer: (action: "repairRound") => void, section?: string | null): void;
  /**
   * The section now chosen: an answer about another section is taken off the screen (issue 29: a
   * sentence stays with the section it belongs to).
   */
  forSection(section: string): void;
  /** Says beside `control` why it did nothing now (a question waits, or an action works). */
  wait(control: HTMLElement | null, working: string): void;
}

/** Lists `lines` into `into`: the first twelve, then the rest folded under "N more". */
export function showList(lines: readonly string[], into: HTMLElement): void {
  if (lines.length === 0) return;
  into.appendChild(h("ul", {}, ...lines.slice(0, LIST_LIMIT).map((l) => h("li", {}, l))));
  if (lines.length > LIST_LIMIT) {
    into.appendChild(
      h(
        "details",
        {},
        h("summary", {}, `${lines.length - LIST_LIMIT} more`),
        h("ul", {}, ...lines.slice(LIST_LIMIT).map((l) => h("li", {}, l))),
      ),
    );
  }
}

export function mountAnswers(root: HTMLElement): Answers {
  const progressText = h("span", { className: "progress-text" });
  const progress = h(
    "div",
    { className: "working", id: "working", hidden: true },
    h("div", { className: "progress", role: "progressbar", "aria-label": "Working" }, h("div", { className: "bar" })),
    progressText,
  );
  const message = h("p", { className: "message", id: "message", tabindex: -1 });
  const details = h("div", { className: "details", id: "details" });
  const status = h(
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
  /** Which section the answer is about, in a workbook with sections. */
  const about = h("p", { className: "answer-section", id: "answer-section", hidden: true });
  const element = h("div", { className: "answer", id: "answer" }, progress, about, question, status, fileBox);
  /** The section the answer on screen belongs to (null: no sections, or nothing shown). */
  let shownFor: string | null = null;
  function label(section: string | null | undefined): void {
    shownFor = section ?? null;
    about.hidden = shownFor === null;
    about.textContent = shownFor === null ? "" : shownFor === "" ? "Main event" : `Section ${shownFor}`;
  }
  /** The "why it waits" note, beside the control pressed while busy. */
  const note = h("p", { className: "wait-note", id: "wait-note", role: "alert", hidden: true });

  let last: HTMLElement | null = null;
  const remember = (e: Event): void => {
    if (e instanceof KeyboardEvent && e.key !== "Enter" && e.key !== " ") return;
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>("button, input, select, textarea, a") : null;
    // Only a task's own controls place answers (not the task buttons, not the answer box itself).
    if (target === null || element.contains(target) || note.contains(target)) return;
    last = target.closest("[data-task]") !== null ? target : null;
  };
  root.addEventListener("click", remember, true);
  root.addEventListener("keydown", remember, true);

  function lineOf(control: HTMLElement): Element {
    const line = control.closest(LINE);
    return line !== null && !element.contains(line) ? line : control;
  }

  function place(control: HTMLElement | null, fallback: HTMLElement | null): void {
    // An answer's own button (an offer) leaves the box where it is.
    if (control !== null && element.contains(control)) return;
    const shown = control !== null && control.isConnected && control.closest("[hidden]") === null;
    if (shown) lineOf(control).after(element);
    else if (fallback !== null) fallback.prepend(element);
  }

  let pending: { text: string; focus(): void } | null = null;

  function clear(): void {
    message.textContent = "";
    message.className = "message";
    details.replaceChildren();
    fileBox.hidden = true;
    note.hidden = true;
  }

  function ask(outcome: Extract<Outcome, { kind: "confirm" }>, yesLabel: string, section?: string | null): Promise<boolean> {
    clear();
    label(section);
    return new Promise((resolve) => {
      const lines = [
        ...(outcome.warnings ?? []),
        ...outcome.overwrites.map(
          (o: Overwrite) => `${o.cell}: "${o.was}" → ${o.becomes === "" ? "blank" : `"${o.becomes}"`}`,
        ),
      ];
      const text = outcome.message.replace(/(\?)? Nothing was written\.$/, (_m, asked?: string) =>
        asked !== undefined ? "?" : (outcome.warnings ?? []).length > 0 ? " Go on anyway?" : " Overwrite them?",
      );
      const yes = h("button", { type: "button", className: "primary danger", id: "confirm-yes" }, yesLabel);
      const no = h("button", { type: "button", className: "secondary", id: "confirm-no" }, "Cancel");
      const list = h("div", { className: "details" });
      showList(lines, list);
      question.replaceChildren(h("p", { id: "question-text" }, text), list, h("div", { className: "row" }, yes, no));
      question.hidden = false;
      pending = { text, focus: () => no.focus() };
      const answer = (v: boolean): void => {
        question.hidden = true;
        question.replaceChildren();
        pending = null;
        note.hidden = true;
        resolve(v);
      };
      yes.addEventListener("click", () => answer(true));
      no.addEventListener("click", () => answer(false));
      question.onkeydown = (e) => {
        if (e.key === "Escape") answer(false);
      };
      no.focus();
      question.scrollIntoView?.({ block: "nearest" });
    });
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

  /** Binary files (the US Chess report's .DBF, the web pages' .zip): one download link each, above the text file when there is one. */
  function offerFiles(files: readonly { name: string; base64: string }[], withText: boolean): void {
    const links = files.map((f) => {
      const link = h("a", { className: "button secondary", download: f.name }, `Download ${f.name}`);
      const bytes = fromBase64(f.base64);
      try {
        if (bytes === null) throw new Error("not base64");
        link.setAttribute("href", URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" })));
      } catch {
        link.hidden = true;
      }
      return link;
    });
    if (withText) fileBox.prepend(h("div", { className: "stack" }, ...links));
    else fileBox.replaceChildren(h("div", { className: "stack" }, ...links));
    fileBox.hidden = false;
  }

  function show(outcome: Outcome, took: number | undefined, offer: (action: "repairRound") => void, section?: string | null): void {
    clear();
    label(section);
    message.className = `message ${outcome.kind}`;
    const time = took !== undefined && took >= 1000 ? ` (${(took / 1000).toFixed(1)} s)` : "";
    message.textContent = outcome.message + time;
    if (outcome.kind === "done") showList(outcome.details ?? [], details);
    const next = outcome.kind === "done" ? offerOf(outcome.data) : null;
    if (next !== null) {
      const b = h("button", { type: "button", className: "primary", id: "offer" }, next.label);
      b.addEventListener("click", () => offer(next.action));
      details.appendChild(h("div", { className: "row" }, b));
    }
    const why = whyList(outcome);
    if (why !== null) details.appendChild(why);
    if (outcome.kind === "refused") showList(outcome.problems, details);
    if (outcome.kind === "done" && outcome.file !== undefined) offerFile(outcome.file);
    if (outcome.kind === "done" && outcome.files !== undefined && outcome.files.length > 0) offerFiles(outcome.files, outcome.file !== undefined);
    // The answer takes the focus where it stands (a screen reader reads it; Tab goes on from there).
    if (element.isConnected && !element.closest("[hidden]")) message.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: "nearest" });
  }

  function wait(control: HTMLElement | null, working: string): void {
    note.replaceChildren();
    if (pending !== null) {
      const back = h("button", { type: "button", className: "secondary", id: "wait-note-back" }, "Go to the question");
      const asked = pending;
      back.addEventListener("click", () => {
        note.hidden = true;
        element.closest<HTMLElement>("[data-task]")?.dispatchEvent(new CustomEvent("wallchart-show-task", { bubbles: true }));
        asked.focus();
      });
      note.append(`Waiting for your answer to "${asked.text}" first: answer it (Escape is Cancel), then press this again. `, back);
    } else {
      note.append(`Still working: ${working} Press this again once it is done.`);
    }
    const shown = control !== null && control.isConnected && control.closest("[hidden]") === null;
    if (shown && !element.contains(control)) lineOf(control).after(note);
    else element.before(note);
    note.hidden = false;
  }

  return {
    element,
    progress,
    lastControl: () => last,
    place,
    working(text) {
      progressText.textContent = text;
      progress.hidden = false;
    },
    idle() {
      progress.hidden = true;
    },
    ask,
    asking: () => pending !== null,
    show,
    forSection(section) {
      if (pending !== null || shownFor === null || shownFor === section) return;
      clear();
      label(null);
    },
    wait,
  };
}

/** An action the answer offers to run next (a correction offers to re-pair the round). */
function offerOf(data: unknown): { action: "repairRound"; label: string } | null {
  if (data === null || typeof data !== "object") return null;
  const offer = (data as { offer?: unknown }).offer;
  if (offer === null || typeof offer !== "object") return null;
  const { action, label } = offer as { action?: unknown; label?: unknown };
  return action === "repairRound" && typeof label === "string" ? { action, label } : null;
}
