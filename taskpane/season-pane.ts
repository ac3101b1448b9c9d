/**
 * The pane's season sections: "Grand Prix season" (add an event — this workbook's, or a TRF/CSV
 * file — to the Events sheet and rebuild the Season sheet; the events so far) and "Ratings period"
 * (rate the Rating players and Games sheets: the new list and the four reports). Both run the
 * actions of src/workbook/actions/season.ts and ratings-period.ts and show their answers in the
 * pane's one status line. Text goes in as text only (dom.ts).
 */
import type { ActionArgs, ActionName } from "../src/workbook/api";
import type { Outcome } from "../src/workbook/outcome";
import { field, h } from "./dom";

export interface SeasonHost {
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
  quietly<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
}

export interface SeasonSections {
  readonly season: HTMLDetailsElement;
  readonly period: HTMLDetailsElement;
}

const SCHEMES = ["ACF1", "ACF2", "ACF3", "ACF4", "ACF5", "VCF"] as const;
const SECTIONS = ["", "K-3", "K-5", "K-8", "K-12"] as const;

interface Listed {
  readonly name: string;
  readonly date: string;
  readonly scheme: string;
  readonly sheet: string;
}

export function mountSeason(host: SeasonHost): SeasonSections {
  // ---- Grand Prix season ------------------------------------------------------------------------
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
  const line = h("p", { className: "hint", id: "season-line" }, "Open this section to read the season.");

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
  const rebuild = h("button", { type: "button", className: "secondary", id: "season-rebuild" }, "Rebuild the season");
  rebuild.addEventListener("click", () => void host.run("refreshSeason", {}).then(() => void refresh()));

  async function refresh(): Promise<void> {
    const o = await host.quietly("seasonStatus", {});
    if (o.kind !== "done") return;
    const list = (o.data as Listed[] | undefined) ?? [];
    line.textContent = o.message;
    events.replaceChildren(...list.map((e) => h("li", {}, `${e.name} — ${e.date} (${e.scheme})`)));
  }

  const season = h(
    "details",
    { className: "group", id: "season-group" },
    h("summary", {}, "Grand Prix season"),
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
    line,
    events,
  );
  season.addEventListener("toggle", () => {
    if (season.open) void refresh();
  });

  // ---- Ratings period ---------------------------------------------------------------------------
  const periodDate = h("input", { type: "date", id: "period-date" });
  const perGame = h("input", { type: "checkbox", id: "period-per-game" });
  const k = h("input", { type: "number", id: "period-k", min: "1", max: "100", step: "1", inputmode: "numeric" });
  const rate = h("button", { type: "button", className: "primary", id: "period-rate" }, "Rate the period");
  rate.addEventListener("click", () => {
    const kValue = k.value.trim() === "" ? null : Number(k.value);
    void host.run("ratingsPeriod", {
      perGame: perGame.checked,
      k: kValue,
      ...(periodDate.value === "" ? {} : { date: periodDate.value }),
    });
  });
  const period = h(
    "details",
    { className: "group", id: "period-group" },
    h("summary", {}, "Ratings period"),
    h(
      "p",
      { className: "hint" },
      "The ACF rules of April 1994: the Rating players sheet (ID, Name, State, Birth date, Rating, Status, NG, AR, TS) and the Games sheet (Event, Date, White, Black, Result) give the New list and the booklet's reports.",
    ),
    field("Period date", periodDate, "For ages in the junior lists; blank: none."),
    h(
      "div",
      { className: "field check" },
      perGame,
      h("label", { for: "period-per-game" }, "Per-game system (the booklet's proposal)"),
    ),
    field("K", k, "Per game only; blank: by class (10 top, 25 juniors, 15 others)."),
    h("div", { className: "row" }, rate),
  );
  return { season, period };
}
