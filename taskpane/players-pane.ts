/**
 * The pane's Players section (issue 11 items 1–3): add a player at any time, whole (add-player-pane.ts),
 * a player's requests for rounds ahead (`H3 H5 U4`), withdraw and return.
 * It runs the actions of src/workbook/actions/players.ts through the pane; names go in as text only.
 */
import type { ActionArgs, ActionName, EventStatus } from "../src/workbook/api";
import type { Outcome } from "../src/workbook/outcome";
import type { PaneHost } from "./answers";
import { mountAddPlayer } from "./add-player-pane";
import { field, h } from "./dom";
import type { ListChoice } from "./refresh-pane";

export interface PlayersHost extends PaneHost {
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome>;
}

export interface PlayersSection {
  readonly element: HTMLDetailsElement;
  update(status: EventStatus, sections: readonly string[], current: string): void;
}

export function mountPlayers(host: PlayersHost, lists: () => ListChoice): PlayersSection {
  const adding = mountAddPlayer(host, lists);
  let status: EventStatus | null = null;
  const button = (label: string, id: string, onClick: () => void): HTMLButtonElement => {
    const b = h("button", { type: "button", className: "secondary", id }, label);
    b.addEventListener("click", onClick);
    return b;
  };

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
    adding.element,
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

  function update(s: EventStatus, sections: readonly string[], current: string): void {
    status = s;
    adding.update(s, sections, current);
    const chosen = who.value;
    who.replaceChildren(
      ...s.roster.map((p) =>
        h("option", { value: String(p.id) }, `#${p.id} ${p.name}${p.withdrawn ? " (withdrawn)" : ""}`),
      ),
    );
    if (s.roster.some((p) => String(p.id) === chosen)) who.value = chosen;
    if (document.activeElement !== requests) fillRequest();
    from.placeholder = String(s.paired + 1);
    const lines = s.roster.filter((p) => p.summary !== "").map((p) => h("li", {}, `#${p.id} ${p.name}: ${p.summary}`));
    list.replaceChildren(
      ...(lines.length === 0 ? [h("li", { className: "hint" }, "No byes requested, nobody withdrawn.")] : lines),
    );
  }

  return { element, update };
}
