/**
 * The Ratings period task: rate the Rating players and Games sheets by the ACF rules of April 1994
 * (the new list and the booklet's reports). It runs src/workbook/actions/ratings-period.ts through
 * the pane, whose answers appear beside the button pressed (answers.ts).
 */
import type { PaneHost } from "./answers";
import { field, h } from "./dom";
import type { Task } from "./tasks";

export function mountPeriod(host: PaneHost): Task {
  const periodDate = h("input", { type: "date", id: "period-date" });
  const perGame = h("input", { type: "checkbox", id: "period-per-game" });
  const k = h("input", { type: "number", id: "period-k", min: "1", max: "100", step: "1", inputmode: "numeric" });
  const repeats = h(
    "select",
    { id: "period-repeats" },
    h("option", { value: "" }, "Ask me"),
    h("option", { value: "drop" }, "Drop the repeats"),
  );
  const rate = h("button", { type: "button", className: "primary", id: "period-rate" }, "Rate the period");
  rate.addEventListener("click", () => {
    const kValue = k.value.trim() === "" ? null : Number(k.value);
    void host.run("ratingsPeriod", {
      perGame: perGame.checked,
      k: kValue,
      ...(periodDate.value === "" ? {} : { date: periodDate.value }),
      ...(repeats.value === "drop" ? { repeats: "drop" as const } : {}),
    });
  });
  const element = h(
    "div",
    { className: "task", id: "period-group" },
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
    field(
      "Repeated games",
      repeats,
      "The same White and Black in the same event on the same date, entered twice: Ask me lists them first (keep them, or come back and drop them); Drop the repeats rates each game once.",
    ),
    h("div", { className: "row" }, rate),
  );
  return {
    id: "period",
    label: "Ratings period",
    hint: "An ACF ratings period: the new list and the booklet's reports",
    element,
    holds: (s) => s.holds.period,
    refresh: () => undefined,
    first: () => rate,
  };
}
