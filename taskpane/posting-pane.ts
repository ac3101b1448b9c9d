/**
 * The pane's "On the wall" section: the crosstable, the prize list (from the Prizes sheet), team or
 * school standings, and the whole event as one web page to download. It runs the posting actions
 * (src/workbook/actions/posting.ts) through the pane and shows their answers in its status line.
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
    "The event as one page for the club's site (standings, pairings, crosstable, prizes)",
    () => void host.run("exportWebPage", {}),
  );
  return h(
    "details",
    { className: "group", id: "posting-group" },
    h("summary", {}, "On the wall"),
    h(
      "p",
      { className: "hint" },
      "What a director posts: the crosstable, the prizes, team standings and a web page of the event.",
    ),
    h("div", { className: "row" }, crosstable, prizes),
    h("div", { className: "field" }, h("label", { for: "team-method" }, "Team scoring"), method),
    h("div", { className: "field" }, h("label", { for: "team-top" }, "Scores counted per team"), top),
    h("div", { className: "row" }, teams),
    h("hr", {}),
    h("div", { className: "row" }, web),
  ) as HTMLDetailsElement;
}
