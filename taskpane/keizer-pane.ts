/**
 * The event's Keizer fold: make the event Keizer club nights (docs/keizer.md), where whoever turns up
 * plays and the Keizer ranking decides the pairings. The director types the value table in one line
 * (blank: the usual defaults), checked here before it is sent; Pair next round then pairs each night
 * and Standings writes the Keizer sheet.
 */
import { keizerSettingRows, readKeizerSettings } from "../src/core/keizer";
import type { EventStatus } from "../src/workbook/api";
import type { PaneHost } from "./answers";
import { field, h } from "./dom";

export interface KeizerPart {
  readonly element: HTMLDetailsElement;
  update(status: EventStatus): void;
}

/** The value table typed, or the sentence that says what is wrong with it. */
export function keizerTableProblem(text: string): string | null {
  const read = readKeizerSettings(keizerSettingRows(text), "item");
  return read.problems.length === 0 ? null : read.problems.map((p) => p.message).join("; ");
}

export function mountKeizer(host: Pick<PaneHost, "run">): KeizerPart {
  const table = h("input", { type: "text", id: "keizer-table", placeholder: "TOP 40; NOTICE 1/4; REMATCH 5" });
  const alert = h("p", { className: "hint", role: "alert", id: "keizer-alert" });
  const line = h("p", { className: "hint", id: "keizer-line" });
  let edited = false;
  table.addEventListener("input", () => {
    edited = true;
    alert.textContent = "";
  });
  const setUp = h("button", { type: "button", className: "secondary", id: "keizer-set-up" }, "Use Keizer club nights");
  setUp.addEventListener("click", () => {
    const problem = keizerTableProblem(table.value);
    if (problem !== null) {
      alert.textContent = problem;
      table.focus();
      return;
    }
    edited = false;
    void host.run("setUpKeizer", { table: table.value });
  });
  const element = h(
    "details",
    { className: "group", id: "keizer-group" },
    h("summary", {}, "Keizer club nights"),
    line,
    h(
      "p",
      { className: "hint" },
      "Whoever turns up plays: each night pairs the members present by the Keizer ranking. List the members in the order of the starting ranking. Before each night mark in the Request column those who will not play: H absent with notice, U without, C on club duty (arbiter, the club's team).",
    ),
    field(
      "Value table",
      table,
      "Blank: the usual (TOP = the number of members, WIN 1, DRAW 1/2, BYE 2/3, DUTY 2/3, NOTICE 1/3, ABSENT 0, OWN YES, REMATCH 3).",
    ),
    alert,
    h("div", { className: "row" }, setUp),
  );
  return {
    element,
    update(s) {
      const keizer = s.settings.format === "keizer";
      line.textContent = keizer
        ? `This event is Keizer club nights${s.settings.keizer === "" ? " with the usual value table" : `: ${s.settings.keizer}`}.`
        : "";
      if (!edited) table.value = s.settings.keizer;
      setUp.textContent = keizer ? "Save the value table" : "Use Keizer club nights";
      setUp.disabled = !keizer && s.paired > 0;
      setUp.title = setUp.disabled ? "A Swiss or round robin that has started cannot become Keizer club nights" : "";
    },
  };
}
