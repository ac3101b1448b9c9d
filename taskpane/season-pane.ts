/**
 * The Season task (a Grand Prix season): add an event — this workbook's, or a TRF/CSV file — to the
 * Events sheet and rebuild the Season sheet; the events so far. It runs the actions of
 * src/workbook/actions/season.ts through the pane, whose answers appear beside the button pressed
 * (answers.ts). Text goes in as text only (dom.ts).
 */
import type { ActionArgs } from "../src/workbook/api";
import type { Outcome } from "../src/workbook/outcome";
import type { PaneHost } from "./answers";
import { field, h } from "./dom";
import type { Task } from "./tasks";

export type SeasonHost = PaneHost;

const SCHEMES = ["ACF1", "ACF2", "ACF3", "ACF4", "ACF5", "VCF"] as const;
const SECTIONS = ["", "K-3", "K-5", "K-8", "K-12"] as const;

interface Listed {
  readonly name: string;
  readonly date: string;
  readonly scheme: string;
  readonly sheet: string;
}

export function mountSeason(host: SeasonHost): Task {
  const name = h("input", { type: "text", id: "season-event", autocomplete: "off" });
  const date = h("input", { type: "date", id: "season-date" });
  const scheme = h("select", { id: "season-scheme" }, ...SCHEMES.map((s) => h("option", { value: s }, s)));
  const section = h(
    "select",
    { id: "season-section" },
    ...SECTIONS.map((s) => h("option", { value: s }, s === "" ? "(none)" : s)),
  );
  const sectionField = field("VCF section", section);
  const showSection = (): void => {
    sectionField.hidden = scheme.value !== "VCF";
  };
  scheme.addEventListener("change", showSection);
  showSection();
  const file = h("input", { type: "file", id: "season-file", accept: ".trf,.txt,.csv", hidden: true });
  const events = h("ol", { className: "details", id: "season-events" });
  const line = h("p", { className: "hint", id: "season-line" }, "Reading the season…");

  const args = (): ActionArgs["addSeasonEvent"] => ({
    name: name.value,
    date: date.value,
    scheme: scheme.value,
    ...(scheme.value === "VCF" && section.value !== "" ? { section: section.value } : {}),
  });
  const after = (o: Outcome): void => {
    if (o.kind !== "done") return;
    // A second press must not add the event twice: the form starts again.
    name.value = "";
    void refresh();
  };
  const fromEvent = h(
    "button",
    {
      type: "button",
      className: "primary",
      id: "season-add",
      title: "The event in this workbook, with its final scores",
    },
    "Add this event to the season",
  );
  fromEvent.addEventListener("click", () => void host.run("addSeasonEvent", args()).then(after));
  const fromFile = h(
    "button",
    {
      type: "button",
      className: "secondary",
      id: "season-add-file",
      title: "A TRF file, or a CSV of final standings (Name, Score …)",
    },
    "Add from a file…",
  );
  fromFile.addEventListener("click", () => file.click());
  file.addEventListener("change", () => {
    const f = file.files?.[0];
    if (f === undefined) return;
    const reader = new FileReader();
    reader.onload = () =>
      void host.run("addSeasonEvent", { ...args(), file: { name: f.name, text: String(reader.result) } }).then(after);
    reader.readAsText(f);
    file.value = "";
  });
  // The December list (ACF rule 3): a CSV by ID or by name, loaded as the December list sheet.
  const listFile = h("input", { type: "file", id: "season-ratings-file", accept: ".csv,.txt", hidden: true });
  const loadList = h(
    "button",
    {
      type: "button",
      className: "secondary",
      id: "season-ratings",
      title: "A CSV with a Rating column and an ID or a Name column: the ratings the categories use all year",
    },
    "Load the December list…",
  );
  loadList.addEventListener("click", () => listFile.click());
  listFile.addEventListener("change", () => {
    const f = listFile.files?.[0];
    if (f === undefined) return;
    const reader = new FileReader();
    reader.onload = () =>
      void host.run("loadRatingList", { file: { name: f.name, text: String(reader.result) } }).then((o) => {
        if (o.kind === "done" && o.message !== "Nothing was changed.") void host.run("refreshSeason", {}).then(() => void refresh());
      });
    reader.readAsText(f);
    listFile.value = "";
  });
  const rebuild = h("button", { type: "button", className: "secondary", id: "season-rebuild" }, "Rebuild the season");
  rebuild.addEventListener("click", () => void host.run("refreshSeason", {}).then(() => void refresh()));

  async function refresh(): Promise<void> {
    const o = await host.quietly("seasonStatus", {});
    if (o.kind !== "done") return;
    const list = (o.data as Listed[] | undefined) ?? [];
    line.textContent = o.message;
    events.replaceChildren(...list.map((e) => h("li", {}, `${e.name} — ${e.date} (${e.scheme})`)));
  }

  const element = h(
    "div",
    { className: "task", id: "season-group" },
    h(
      "p",
      { className: "hint" },
      "Each event's final standings go on a sheet of their own and a row of the Events sheet; the Season sheet shows every category, best seven scores, and the prizes.",
    ),
    field("Event", name, "Blank: the event's own name (or the TRF's)."),
    field("Date", date, "Blank: the TRF's start date."),
    field("Scheme", scheme, "ACF1–ACF5: the 1994 Grand Prix class; VCF: VCF Cup points."),
    sectionField,
    h("div", { className: "row" }, fromEvent),
    h("div", { className: "row" }, fromFile, rebuild),
    file,
    h("div", { className: "row" }, loadList),
    listFile,
    line,
    events,
  );
  return {
    id: "season",
    label: "Season",
    hint: "A Grand Prix season: each event's standings, the Season sheet and its prizes",
    element,
    holds: (s) => s.holds.season,
    refresh: () => void refresh(),
    first: () => name,
  };
}
