/**
 * The pane's tasks, one per desk a director keeps: the event (with its sections), the ladder, the
 * season, the ratings period. One task shows at a time; the row of task buttons at the top keeps
 * the others one step away. The pane opens on the first task the workbook holds (the status's
 * `holds`), the event when it holds none. Each task is one file (event-pane.ts, ladder-pane.ts,
 * season-pane.ts, period-pane.ts) returning a `Task`; a new desk is one file and one line in pane.ts.
 */
import type { EventStatus } from "../src/workbook/api";
import { h } from "./dom";

export interface Task {
  /** Short and stable: the panel is `section#task-<id>-panel[data-task=<id>]`, its button `#task-<id>`. */
  readonly id: string;
  /** The button's word: "Event", "Ladder". */
  readonly label: string;
  /** What the task is for, as the button's tooltip. */
  readonly hint: string;
  /** The task's controls (its parts, folds and forms); the switch puts it in its panel. */
  readonly element: HTMLElement;
  /** The workbook holds this desk (from the status read when the pane opens). */
  holds(status: EventStatus): boolean;
  /** The task is shown, or the workbook changed while it shows: read what it displays. */
  refresh(): void;
  /** The control a keyboard user starts on in this task. */
  first(): HTMLElement | null;
}

export interface TaskSwitch {
  /** The row of task buttons. */
  readonly element: HTMLElement;
  /** Each task's panel (its element inside a `section[data-task]`), in the buttons' order. */
  readonly panels: readonly HTMLElement[];
  /** The task shown now. */
  current(): Task;
  /** Shows a task (and reads it); `focus` puts the focus on its first control. */
  show(id: string, focus?: boolean): void;
  /** Once, on the first status read: shows the first task the workbook holds (unless one was chosen). */
  open(status: EventStatus): void;
  /** Marks the tasks the workbook holds (a dot on their button). */
  mark(status: EventStatus): void;
}

export function mountTasks(tasks: readonly Task[]): TaskSwitch {
  const first = tasks[0];
  if (first === undefined) throw new Error("The pane needs at least one task.");
  let shown: Task = first;
  /** The user chose a task (or one was opened): the status no longer picks one. */
  let settled = false;

  const buttons = tasks.map((t) => {
    const b = h("button", { type: "button", className: "task", id: `task-${t.id}`, title: t.hint, "aria-controls": `task-${t.id}-panel` }, t.label);
    b.addEventListener("click", () => {
      settled = true;
      show(t.id, false);
    });
    return b;
  });
  const panels = tasks.map((t) => {
    const panel = h(
      "section",
      { className: "task-panel", id: `task-${t.id}-panel`, "data-task": t.id, "aria-labelledby": `task-${t.id}` },
      t.element,
    );
    // The answer box's "Go to the question" brings its task back.
    panel.addEventListener("wallchart-show-task", () => show(t.id, false));
    return panel;
  });

  function show(id: string, focus = false): void {
    const task = tasks.find((t) => t.id === id);
    if (task === undefined) return;
    const changed = task !== shown;
    shown = task;
    tasks.forEach((t, i) => {
      const on = t === task;
      const b = buttons[i];
      const p = panels[i];
      if (b !== undefined) b.setAttribute("aria-current", on ? "true" : "false");
      if (p !== undefined) p.hidden = !on;
    });
    if (changed || focus) task.refresh();
    if (focus) task.first()?.focus();
  }

  const element = h("nav", { className: "tasks", id: "tasks", "aria-label": "Tasks" }, ...buttons);
  show(first.id);

  return {
    element,
    panels,
    current: () => shown,
    show(id, focus) {
      settled = true;
      show(id, focus);
    },
    open(status) {
      if (settled) return;
      settled = true;
      const held = tasks.find((t) => t.holds(status));
      if (held !== undefined && held !== shown) show(held.id);
    },
    mark(status) {
      tasks.forEach((t, i) => buttons[i]?.classList.toggle("held", t.holds(status)));
    },
  };
}
