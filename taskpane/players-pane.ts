/**
 * The pane's Players section (issue 11 items 1–3): add a player at any time (his missed rounds as
 * half- or zero-point byes), a player's requests for rounds ahead (`H3 H5 U4`), withdraw and return.
 * It runs the actions of src/workbook/actions/players.ts through the pane; names go in as text only.
 */
import type { ActionArgs, ActionName, EventStatus } from "../src/workbook/api";
import type { Outcome } from "../src/workbook/outcome";
import { field, h } from "./dom";

export interface PlayersHost {
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
}

export interface PlayersSection {
  readonly element: HTMLDetailsElement;
  update(status: EventStatus): void;
}

export function mountPlayers(host: PlayersHost): PlayersSection {
  let status: EventStatus | null = null;
  const button = (label: string, id: string, onClick: () => void): HTMLButtonElement => {
    const b = h("button", { type: "button", className: "secondary", id }, label);
    b.addEventListener("click", onClick);
    return b;
  };

  // ---- add a player ------------------------------------------------------------------------------
  const name = h("input", { type: "text", id: "add-name", autocomplete: "off" });
  const rating = h("input", { type: "text", id: "add-rating", inputmode: "numeric", autocomplete: "off" });
  const missed = h(
    "select",
    { id: "add-missed" },
    h("option", { value: "H" }, "½-point byes (he asked for them)"),
    h("option", { value: "U" }, "0-point byes"),
  );
  const missedField = field("Rounds he missed", missed);
  const add = button("Add player", "add-player", () => {
    void host
      .run("addPlayer", {
        name: name.value,
        rating: rating.value.trim() === "" ? null : rating.value.trim(),
        missed: missed.value === "H" ? "H" : "U",
      })
      .then((o) => {
        if (o.kind === "done" && o.message.startsWith("Added")) {
          name.value = "";
          rating.value = "";
        }
      });
  });

  // ---- requests, withdraw, return -------------------------------------------------------------------
  const who = h("select", { id: "req-player" });
  const requests = h("input", { type: "text", id: "req-text", autocomplete: "off", placeholder: "H3 H5 U4" });
  const saveRequests = button("Save requests", "save-requests", () => {
    void host.run("setRequests", { player: Number(who.value), requests: requests.value });
  });
  const from = h("input", { type: "number", id: "req-round", min: 1, max: 99, inputmode: "numeric" });
  const withdraw = button("Withdraw", "withdraw", () => {
    void host.run("withdrawPlayer", {
      player: Number(who.value),
      fromRound: from.value === "" ? null : Number(from.value),
    });
  });
  const back = button("Return", "return", () => {
    void host.run("returnPlayer", {
      player: Number(who.value),
      fromRound: from.value === "" ? null : Number(from.value),
    });
  });
  const list = h("ul", { className: "requests", id: "requests-list", "aria-label": "Requests and withdrawals" });

  function fillRequest(): void {
    const p = status?.roster.find((r) => String(r.id) === who.value);
    requests.value = p?.requests ?? "";
  }
  who.addEventListener("change", fillRequest);

  const element = h(
    "details",
    { className: "group", id: "players-group" },
    h("summary", {}, "Players"),
    h(
      "p",
      { className: "hint" },
      "A late entry takes the next pairing number; the rounds he missed are recorded as you choose.",
    ),
    field("Name", name),
    field("Rating", rating, "Blank for unrated."),
    missedField,
    h("div", { className: "row" }, add),
    h("hr", {}),
    field("Player", who),
    field(
      "Requests for rounds ahead",
      requests,
      "H half-point bye, U zero-point bye, W withdrawn, with the round: H3 H5 U4. Also typed in the wallchart's Request column.",
    ),
    h("div", { className: "row" }, saveRequests),
    field("From round", from, "Withdraw from this round on, or come back from it (blank: the next round)."),
    h("div", { className: "row" }, withdraw, back),
    list,
  );

  function update(s: EventStatus): void {
    status = s;
    const chosen = who.value;
    who.replaceChildren(
      ...s.roster.map((p) =>
        h("option", { value: String(p.id) }, `#${p.id} ${p.name}${p.withdrawn ? " (withdrawn)" : ""}`),
      ),
    );
    if (s.roster.some((p) => String(p.id) === chosen)) who.value = chosen;
    if (document.activeElement !== requests) fillRequest();
    missedField.hidden = s.paired === 0;
    from.placeholder = String(s.paired + 1);
    const lines = s.roster.filter((p) => p.summary !== "").map((p) => h("li", {}, `#${p.id} ${p.name}: ${p.summary}`));
    list.replaceChildren(
      ...(lines.length === 0 ? [h("li", { className: "hint" }, "No byes requested, nobody withdrawn.")] : lines),
    );
  }

  return { element, update };
}
