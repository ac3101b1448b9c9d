/**
 * The event's Round robin fold: make the event an all-play-all (docs/round-robin.md). The director
 * picks the cycles and how the seats are given (the Players order, drawn by lot, or typed in Berger
 * order), then Set up; Pair next round then posts the schedule's rounds. The seed of a draw comes
 * from the browser's random numbers here, so the core stays pure and the draw is recorded.
 */
import type { EventStatus } from "../src/workbook/api";
import type { PaneHost } from "./answers";
import { field, h } from "./dom";

export interface RoundRobinPart {
  readonly element: HTMLDetailsElement;
  update(status: EventStatus): void;
}

/** Seats typed by the director: pairing numbers in Berger order, separated by spaces or commas. */
export function seatsText(text: string): number[] | string {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== "");
  if (parts.length === 0) return "Type the pairing numbers in seat order, e.g. 3 1 4 2.";
  const bad = parts.find((p) => !/^\d+$/.test(p));
  return bad === undefined ? parts.map(Number) : `"${bad}" is not a pairing number: type whole numbers, e.g. 3 1 4 2.`;
}

/** A seed for a draw by lot (0 … 2³² − 1), from the browser's random numbers. */
function freshSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0] ?? 0;
}

export function mountRoundRobin(host: Pick<PaneHost, "run">): RoundRobinPart {
  const cycles = h(
    "select",
    { id: "rr-cycles" },
    h("option", { value: "1" }, "Single (everyone meets once)"),
    h("option", { value: "2" }, "Double (twice, colours reversed)"),
    h("option", { value: "3" }, "Triple"),
    h("option", { value: "4" }, "Quadruple"),
  );
  const how = h(
    "select",
    { id: "rr-seats" },
    h("option", { value: "order" }, "In the Players order"),
    h("option", { value: "draw" }, "Drawn by lot"),
    h("option", { value: "typed" }, "As I type them"),
  );
  const typed = h("input", { type: "text", id: "rr-seat-list", placeholder: "3 1 4 2", inputmode: "numeric" });
  const typedField = field("Seats in Berger order", typed, "Pairing numbers: the first sits at number 1, and so on.");
  const alert = h("p", { className: "hint", role: "alert", id: "rr-alert" });
  const line = h("p", { className: "hint", id: "rr-line" });
  typedField.hidden = true;
  how.addEventListener("change", () => {
    typedField.hidden = how.value !== "typed";
  });

  const setUp = h("button", { type: "button", className: "secondary", id: "rr-set-up" }, "Set up the round robin");
  setUp.addEventListener("click", () => {
    alert.textContent = "";
    const n = Number(cycles.value);
    if (how.value === "typed") {
      const seats = seatsText(typed.value);
      if (typeof seats === "string") {
        alert.textContent = seats;
        typed.focus();
        return;
      }
      void host.run("setUpRoundRobin", { cycles: n, seats });
    } else if (how.value === "draw") void host.run("setUpRoundRobin", { cycles: n, seats: "draw", seed: freshSeed() });
    else void host.run("setUpRoundRobin", { cycles: n, seats: null });
  });

  const element = h(
    "details",
    { className: "group", id: "round-robin-group" },
    h("summary", {}, "Round robin"),
    line,
    h("p", { className: "hint" }, "Everyone plays everyone (FIDE Berger tables). Set it up before round 1; Pair next round then posts each round."),
    field("Cycles", cycles),
    field("Seats", how),
    typedField,
    alert,
    h("div", { className: "row" }, setUp),
  );

  return {
    element,
    update(s) {
      const rr = s.settings.format === "roundRobin";
      line.textContent = rr
        ? `This event is a round robin: ${s.settings.cycles === 1 ? "one cycle" : `${s.settings.cycles} cycles`}, ${s.settings.seats === null ? "seats in the Players order" : "seats drawn or set (see the Schedule sheet)"}.`
        : s.settings.format === "keizer"
          ? "This event is Keizer club nights."
          : "This event is a Swiss.";
      setUp.disabled = s.paired > 0;
      setUp.title = s.paired > 0 ? "The seats are fixed once round 1 is paired" : "";
      if (rr) cycles.value = String(s.settings.cycles);
    },
  };
}
