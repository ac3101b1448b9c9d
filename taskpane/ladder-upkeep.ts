/**
 * The Ladder task's upkeep (issue 32, item 5): a member leaves, goes away (frozen in place) or comes
 * back, and a past game's result is corrected where it stands, the ladder replayed from it. The
 * actions are src/workbook/actions/ladder-upkeep.ts; their answers (and the question before a
 * correction rewrites a filled cell) appear beside the button pressed (answers.ts).
 */
import type { LadderStatus } from "../src/workbook/actions/ladder-read";
import type { PaneHost } from "./answers";
import { field, h } from "./dom";

export interface LadderUpkeep {
  readonly element: HTMLElement;
  /** Redraws the member and row lists from the ladder as read. */
  draw(s: LadderStatus | null): void;
}

const CORRECTIONS = ["1-0", "½-½", "0-1", "REFUSED", "NOSHOW"] as const;

export function mountLadderUpkeep(host: PaneHost, date: () => string): LadderUpkeep {
  let state: LadderStatus | null = null;

  // ---- members -------------------------------------------------------------------------------------
  const member = h("select", { id: "ladder-member" });
  const change = (label: string, value: "LEFT" | "AWAY" | "BACK", id: string, hint: string) => {
    const b = h("button", { type: "button", className: "secondary", id }, label);
    b.title = hint;
    b.addEventListener("click", () => {
      if (member.value === "") return;
      void host.run("ladderMember", { date: date(), member: member.value, change: value });
    });
    return b;
  };
  const leaves = change("Leaves", "LEFT", "ladder-leaves", "Off the ladder; those below move up one");
  const away = change("Away", "AWAY", "ladder-away", "Kept in place, skipped by challenges and inactivity");
  const back = change("Back", "BACK", "ladder-back", "Away: active again in place. Gone: rejoins at the bottom");

  // ---- correct a result ----------------------------------------------------------------------------
  const row = h("select", { id: "ladder-correct-row" });
  const result = h("select", { id: "ladder-correct-result" }, ...CORRECTIONS.map((r) => h("option", { value: r }, r)));
  const correct = h("button", { type: "button", className: "secondary", id: "ladder-correct" }, "Correct");
  correct.addEventListener("click", () => {
    const n = Number(row.value);
    const entry = state?.entries.find((e) => e.row === n);
    if (entry === undefined) return;
    void host.run("correctLadderRow", {
      row: n,
      result: result.value,
      challenger: entry.challenger,
      defender: entry.defender,
    });
  });

  const element = h(
    "div",
    { id: "ladder-upkeep" },
    h("h3", {}, "Members"),
    field(
      "Member",
      member,
      "On the date above. Away players keep their place; a member who left comes back at the bottom.",
    ),
    h("div", { className: "row" }, leaves, away, back),
    h("hr", {}),
    h("h3", {}, "Correct a result"),
    field("Log row", row),
    field(
      "Right result, from the challenger's side",
      result,
      "The row is changed where it stands and the ladder replayed from it; you see what moves before anything is written.",
    ),
    h("div", { className: "row" }, correct),
    h("hr", {}),
  );

  function draw(s: LadderStatus | null): void {
    state = s;
    const keep = member.value;
    const people = s === null ? [] : [...s.lines.map((l) => l.name), ...s.gone];
    member.replaceChildren(
      ...(people.length === 0
        ? [h("option", { value: "" }, "Nobody on the ladder yet")]
        : people.map((n) => {
            const line = s?.lines.find((l) => l.name === n);
            const label =
              line === undefined ? `${n} (left)` : line.away === true ? `${n} (away)` : `${line.position}. ${n}`;
            return h("option", { value: n }, label);
          })),
    );
    if (people.includes(keep)) member.value = keep;
    const games = (s?.entries ?? []).filter((e) => e.defender !== "");
    const picked = row.value;
    row.replaceChildren(
      ...(games.length === 0
        ? [h("option", { value: "" }, "No games in the log yet")]
        : games.map((e) => h("option", { value: e.row }, `Row ${e.row}: ${e.text}`))),
    );
    if (games.some((e) => String(e.row) === picked)) row.value = picked;
    for (const b of [leaves, away, back]) b.disabled = people.length === 0;
    correct.disabled = games.length === 0;
  }

  return { element, draw };
}
