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
    void host.run("pairAround", { fixed: boards });
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
  );
}
