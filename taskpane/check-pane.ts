/**
 * The pane's "Check pairings" section: check every round (and the round waiting for results, hand
 * edits on its sheet included) against the engine, listing the rules each difference breaks; and
 * pair the next round around boards fixed by hand. The never-pair list is the "Never pair" sheet.
 */
import type { ActionArgs, ActionName } from "../src/workbook/api";
import type { Outcome } from "../src/workbook/outcome";
import { h } from "./dom";

export interface CheckHost {
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
}

/**
 * Boards typed as "4-9, 12 3; 7–2" (White then Black, pairing numbers) → boards, or the text that
 * is not a board.
 */
export function parseFixedBoards(text: string): { white: number; black: number }[] | string {
  const out: { white: number; black: number }[] = [];
  for (const part of text.split(/[,;\n]+/)) {
    const t = part.trim();
    if (t === "") continue;
    const m = /^#?(\d+)\s*(?:[-–—:vV]|\s)\s*#?(\d+)$/.exec(t);
    if (m === null) return t;
    out.push({ white: Number(m[1]), black: Number(m[2]) });
  }
  return out;
}

export function mountCheck(host: CheckHost): HTMLElement {
  const check = h("button", { type: "button", className: "secondary", id: "check-pairings", title: "Each round against the engine's pairing, with the rules any difference breaks" }, "Check pairings");
  check.addEventListener("click", () => void host.run("checkPairings", {}));
  const fixed = h("input", { type: "text", id: "fixed-boards", placeholder: "4-9, 12-3", autocomplete: "off" });
  const problem = h("p", { className: "hint", id: "fixed-problem", role: "alert" });
  const around = h("button", { type: "button", className: "secondary", id: "pair-around", title: "Pair the next round with these boards fixed; the engine pairs everyone else" }, "Pair around these boards");
  around.addEventListener("click", () => {
    const boards = parseFixedBoards(fixed.value);
    if (typeof boards === "string") {
      problem.textContent = `"${boards}" is not a board: type White-Black by pairing number, e.g. 4-9.`;
      return;
    }
    problem.textContent = "";
    // Issue 29: once the round is paired the boards are used up: the field empties, so a later
    // press cannot fix an old board again.
    void host.run("pairAround", { fixed: boards }).then((o) => {
      if (o.kind === "done" && /Paired round \d+/.test(o.message)) fixed.value = "";
    });
  });
  // Hand changes to the round waiting for results, checked at once.
  const number = (id: string): HTMLInputElement => h("input", { type: "number", id, min: "1", step: "1", inputMode: "numeric" });
  const board = number("edit-board");
  const first = number("edit-a");
  const second = number("edit-b");
  const editProblem = h("p", { className: "hint", id: "edit-problem", role: "alert" });
  const whole = (input: HTMLInputElement, what: string): number | null => {
    const v = Number(input.value);
    if (input.value.trim() === "" || !Number.isInteger(v) || v < 1) {
      editProblem.textContent = `Type ${what} (a whole number, 1 or more).`;
      input.focus();
      return null;
    }
    return v;
  };
  const edit = (label: string, id: string, hint: string, go: () => ActionArgs["editRound"] | null): HTMLButtonElement => {
    const b = h("button", { type: "button", className: "secondary", id, title: hint }, label);
    b.addEventListener("click", () => {
      editProblem.textContent = "";
      const args = go();
      if (args !== null) void host.run("editRound", args);
    });
    return b;
  };
  const switchColours = edit("Switch colours", "edit-switch", "Swap White and Black on this board", () => {
    const n = whole(board, "the board number");
    return n === null ? null : { op: "switchColours", board: n };
  });
  const pairTogether = edit("Pair these two", "edit-pair", "Pair the two players together; their opponents then meet", () => {
    const a = whole(first, "the first player's pairing number");
    const b = a === null ? null : whole(second, "the second player's pairing number");
    return a === null || b === null ? null : { op: "pairTogether", a, b };
  });
  const giveBye = edit("Give the bye", "edit-bye", "Give the pairing-allocated bye to the first player; the bye's holder takes that board", () => {
    const a = whole(first, "the player's pairing number");
    return a === null ? null : { op: "giveBye", a };
  });

  return h(
    "details",
    { className: "group", id: "check-group" },
    h("summary", {}, "Check pairings"),
    h("p", { className: "hint" }, "Compares each round with the pairing the engine makes from the rounds before it and names every rule a difference breaks. Edit the Round sheet by hand, then check again. Pairs that must never meet go on a sheet named “Never pair” (two players a row)."),
    h("div", { className: "row" }, check),
    h("hr", {}),
    h("div", { className: "field" }, h("label", { for: "fixed-boards" }, "Fixed boards (White-Black, by pairing number)"), fixed, problem),
    h("div", { className: "row" }, around),
    h("hr", {}),
    h("p", { className: "hint" }, "Change the round waiting for results; each change is checked at once and marked on the Round sheet."),
    h("div", { className: "field" }, h("label", { for: "edit-board" }, "Board"), board),
    h("div", { className: "row" }, switchColours),
    h("div", { className: "field" }, h("label", { for: "edit-a" }, "Player (pairing number)"), first),
    h("div", { className: "field" }, h("label", { for: "edit-b" }, "With player (pairing number)"), second),
    h("div", { className: "row" }, pairTogether, giveBye),
    editProblem,
  );
}
