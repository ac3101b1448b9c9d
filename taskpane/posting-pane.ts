/**
 * The pane's "On the wall" section: the crosstable, the prize list (from the Prizes sheet), team or
 * school standings, and the event's web pages to download (linked pages in a .zip, or one page). It
 * runs the posting actions (src/workbook/actions/posting.ts) through the pane and shows their
 * answers in its status line.
 */
import type { ActionArgs, ActionName } from "../src/workbook/api";
import type { Outcome } from "../src/workbook/outcome";
import { h } from "./dom";

export interface PostingHost {
  /** Runs an action as a button does (progress, questions, the status sentence, a file to offer). */
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
}

export function mountPosting(host: PostingHost): HTMLDetailsElement {
  const button = (label: string, id: string, hint: string, onClick: () => void): HTMLButtonElement => {
    const b = h("button", { type: "button", className: "secondary", id, title: hint });
    b.textContent = label;
    b.addEventListener("click", onClick);
    return b;
  };
  const method = h(
    "select",
    { id: "team-method" },
    h("option", { value: "US" }, "US scholastic (event's tiebreaks)"),
    h("option", { value: "VCF" }, "VCF (Solkoff, Cumulative, Opp. Cumulative)"),
  );
  const top = h("input", { type: "number", id: "team-top", min: 1, max: 20, value: "4", inputMode: "numeric" });
  const crosstable = button(
    "Crosstable",
    "crosstable",
    "The crosstable in place order to the Crosstable sheet",
    () => void host.run("crosstable", {}),
  );
  const prizes = button(
    "Prizes",
    "prizes",
    "The prize list from the Prizes sheet, with the reasoning for every split",
    () => void host.run("prizes", {}),
  );
  const teams = button("Team standings", "teams", "Each team's top scores to the Team standings sheet", () => {
    const n = Number(top.value);
    void host.run("teams", {
      method: method.value === "VCF" ? "VCF" : "US",
      ...(Number.isInteger(n) && n > 0 ? { top: n } : {}),
    });
  });
  const web = button(
    "Export web page",
    "export-web",
    "The event for the club's site: its linked pages (standings, each round, crosstable, prizes) in a .zip, and the same as one page",
    () => void host.run("exportWebPage", {}),
  );
  // One press for the wall: every section's current round, by board and by name, to print.
  const paper = h(
    "select",
    { id: "wall-paper" },
    h("option", { value: "A4" }, "A4"),
    h("option", { value: "Letter" }, "US Letter"),
  );
  const cards = h("input", { type: "checkbox", id: "wall-cards" });
  const wall = button(
    "Print for the wall",
    "print-wall",
    "Every section's current round by board and by name (opponent, both scores) on one page to print",
    () =>
      void host.run("printWall", {
        paper: paper.value === "Letter" ? "Letter" : "A4",
        ...(cards.checked ? { cards: true } : {}),
      }),
  );
  return h(
    "details",
    { className: "group", id: "posting-group" },
    h("summary", {}, "On the wall"),
    h(
      "p",
      { className: "hint" },
      "What a director posts: the round for the wall, the crosstable, the prizes, team standings and a web page of the event.",
    ),
    h("div", { className: "field" }, h("label", { for: "wall-paper" }, "Paper"), paper),
    h("div", { className: "field check" }, cards, h("label", { for: "wall-cards" }, "Result slips (one per board)")),
    h("div", { className: "row" }, wall),
    h("hr", {}),
    h("div", { className: "row" }, crosstable, prizes),
    h("div", { className: "field" }, h("label", { for: "team-method" }, "Team scoring"), method),
    h("div", { className: "field" }, h("label", { for: "team-top" }, "Scores counted per team"), top),
    h("div", { className: "row" }, teams),
    h("hr", {}),
    h("div", { className: "row" }, web),
  ) as HTMLDetailsElement;
}
