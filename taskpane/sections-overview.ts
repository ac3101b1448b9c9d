/**
 * The desk for several sections (issue 29): one line per section saying where it stands ("U1600 ·
 * round 3 of 5 · 4 results missing", "Open · ready to pair round 4") with the one button it needs
 * next (Enter results, or Pair round N). Pressing it chooses that section in the picker and runs
 * the action there, so its answer appears under that section's line, naming the section.
 */
import type { EventStatus } from "../src/workbook/api";
import type { PaneHost } from "./answers";
import { h } from "./dom";

/** What one section needs next, from its status. */
export interface SectionStep {
  /** "round 3 of 5 paired · 4 results missing", "ready to pair round 4", "all 5 rounds played". */
  readonly text: string;
  /** The one button: Enter results, Pair round N, or none. */
  readonly action: { readonly name: "enterResults" | "pairNext"; readonly label: string } | null;
}

/**
 * A section's line and its button, in the director's words.
 * @example sectionStep({ paired: 3, rounds: 5, missing: 0, typed: 4, problems: [], players: 40 }).text // "round 3 of 5 · 4 results typed, not yet entered"
 */
export function sectionStep(s: Pick<EventStatus, "paired" | "rounds" | "missing" | "typed" | "problems" | "players" | "layout">): SectionStep {
  if (s.layout === "none") return { text: "not set up yet", action: null };
  if (s.players === 0) return { text: "no players yet", action: null };
  const of = s.rounds === null ? "" : ` of ${s.rounds}`;
  const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`;
  const problems = s.problems.length === 0 ? "" : ` · ${plural(s.problems.length, "problem")} to put right`;
  if (s.paired > 0 && (s.missing > 0 || s.typed > 0)) {
    const parts = [`round ${s.paired}${of}`];
    if (s.typed > 0) parts.push(`${plural(s.typed, "result")} typed, not yet entered`);
    if (s.missing > 0) parts.push(`${plural(s.missing, "result")} missing`);
    return { text: parts.join(" · ") + problems, action: s.typed > 0 ? { name: "enterResults", label: "Enter results" } : null };
  }
  if (s.rounds !== null && s.paired >= s.rounds) return { text: `all ${s.rounds} rounds played${problems}`, action: null };
  const next = s.paired + 1;
  return { text: `ready to pair round ${next}${problems}`, action: { name: "pairNext", label: `Pair round ${next}` } };
}

export interface Overview {
  readonly element: HTMLElement;
  /** Redraws the lines for `sections` (hidden with fewer than two). */
  refresh(sections: readonly string[]): Promise<void>;
}

/**
 * `choose(section)` puts the section in the picker (sections-pane.ts) before its action runs.
 */
export function mountOverview(host: PaneHost, choose: (section: string) => Promise<void>): Overview {
  const list = h("div", { className: "overview-list" });
  const element = h(
    "section",
    { className: "overview", id: "sections-overview", "aria-labelledby": "overview-title", hidden: true },
    h("h2", { id: "overview-title" }, "Sections"),
    list,
  );
  let asked = 0;
  /** Each section's line, kept across refreshes: an answer placed under it stays there. */
  const lines = new Map<string, { line: HTMLElement; text: HTMLElement; button: HTMLButtonElement; step: SectionStep }>();

  function lineFor(s: string): { line: HTMLElement; text: HTMLElement; button: HTMLButtonElement; step: SectionStep } {
    const known = lines.get(s);
    if (known !== undefined) return known;
    const slug = s === "" ? "main" : s.replace(/[^A-Za-z0-9]+/g, "-");
    const text = h("span", { className: "overview-text" });
    const button = h("button", { type: "button", className: "secondary", id: `overview-${slug}-go` });
    const line = h("div", { className: "row overview-line", id: `overview-${slug}`, "data-section": s }, text, button);
    const made = { line, text, button, step: { text: "", action: null } as SectionStep };
    button.addEventListener("click", () => {
      const action = made.step.action;
      if (action === null) return;
      void (async () => {
        await choose(s);
        await host.run(action.name, { inSection: s });
      })();
    });
    lines.set(s, made);
    return made;
  }

  async function refresh(sections: readonly string[]): Promise<void> {
    const mine = ++asked;
    if (sections.length < 2) {
      element.hidden = true;
      return;
    }
    const steps: [string, SectionStep][] = [];
    for (const s of sections) {
      const o = await host.quietly("status", { inSection: s });
      if (mine !== asked) return; // a later refresh is on its way
      steps.push([s, o.kind === "done" ? sectionStep(o.data as EventStatus) : { text: o.message, action: null }]);
    }
    for (const [s, step] of steps) {
      const l = lineFor(s);
      const name = s === "" ? "Main event" : s;
      l.step = step;
      l.text.replaceChildren(h("strong", {}, name), ` · ${step.text}`);
      l.button.hidden = step.action === null;
      l.button.textContent = step.action?.label ?? "";
      l.button.title = step.action === null ? "" : `${step.action.label} in ${name}`;
    }
    // The lines in the sections' order; a section gone loses its line.
    for (const s of [...lines.keys()]) if (!sections.includes(s)) lines.delete(s);
    // Redrawn only when the sections changed: an answer box under a line stays where it is.
    const want = sections.map((s) => lineFor(s).line);
    const now = [...list.children].filter((c) => c.classList.contains("overview-line"));
    if (now.length !== want.length || now.some((c, i) => c !== want[i])) list.replaceChildren(...want);
    element.hidden = false;
  }

  return { element, refresh };
}
