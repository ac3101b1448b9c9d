/** Status: what the workbook holds now (the pane's event line). Reads only. */
import type { ActionArgs, EventStatus } from "../api";
import type { ActionContext } from "../context";
import { answer, type Action } from "../engine";
import { FIRST_READ, messages, onEvent, roundState } from "./common";

export const status: Action<ActionArgs["status"], ActionContext> = {
  name: "Status",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot) => {
    const state = event.layout === "none" ? { paired: 0, missing: [], typed: [] } : roundState(event, snapshot);
    const data: EventStatus = {
      settings: event.settings,
      layout: event.layout,
      sheet: event.layout === "sheet" ? event.chartSheet : null,
      name: event.name,
      players: event.tournament.players.length,
      paired: state.paired,
      rounds: event.tournament.totalRounds,
      missing: state.missing.length + state.typed.length,
      problems: messages(event.problems),
    };
    return answer("Status", data);
  }),
};
