/**
 * The pane's "Why?" list beside a pairing (issue 13): the reason for every board — natural pairing,
 * transposition or interchange of N points and for whose colours, odd player, drop, team-mates — and
 * for every player without a board. The pair-next action carries the sentences in its outcome's
 * `data.why`; this renders them, folded under a "Why?" summary. Text goes in as text only (dom.ts).
 */
import type { Outcome } from "../src/workbook/outcome";
import { h } from "./dom";

/** The sentences of an outcome's `data.why`, or none. */
export function whyLines(outcome: Outcome): string[] {
  if (outcome.kind !== "done") return [];
  const data = outcome.data as { why?: unknown } | null | undefined;
  const why = data?.why;
  return Array.isArray(why) ? why.filter((x): x is string => typeof x === "string") : [];
}

/** The "Why?" list for an outcome, or null when it carries no reasons. */
export function whyList(outcome: Outcome): HTMLElement | null {
  const lines = whyLines(outcome);
  if (lines.length === 0) return null;
  return h(
    "details",
    { className: "why", id: "why" },
    h("summary", {}, "Why?"),
    h("ul", {}, ...lines.map((l) => h("li", {}, l))),
  );
}
