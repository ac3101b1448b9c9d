/** Status: what the workbook holds now (the pane's event line). Reads only. */
import type { ActionArgs, EventStatus, WorkbookHolds } from "../api";
import { findSheet, type Snapshot } from "../port";
import { LADDER_LOG } from "./ladder-read";
import { GAMES, RATING_PLAYERS } from "./ratings-period";
import { EVENTS } from "./season";
import { TEAMS } from "./teams-read";
import type { ActionContext } from "../context";
import { answer, type Action } from "../engine";
import { makeRequests, requestFor } from "../../core/model/requests";
import { readLog } from "../undo";
import { FIRST_READ, onEvent, plainProblems, roundState } from "./common";
import { describeRequests } from "./players";
import { sectionList } from "./sections";
import { firstBoardSetting } from "../sections";

export const status: Action<ActionArgs["status"], ActionContext> = {
  name: "Status",
  // Status never writes: no formulas for a rollback (Sheets: one call a sheet fewer, issue 28 item 4).
  // Nor does it need the sheet in front (two calls in Sheets).
  reads: () => ({ ...FIRST_READ, restore: false, active: false }),
  decide: onEvent((event, snapshot) => {
    const log = readLog(snapshot.settings);
    const state = event.layout === "none" ? { paired: 0, missing: [], typed: [] } : roundState(event, snapshot);
    const data: EventStatus = {
      sections: sectionList(snapshot),
      holds: holdings(snapshot),
      settings: event.settings,
      firstBoard: firstBoardSetting(snapshot.settings),
      layout: event.layout,
      sheet: event.layout === "sheet" ? event.chartSheet : null,
      name: event.name,
      players: event.tournament.players.length,
      paired: state.paired,
      rounds: event.tournament.totalRounds,
      missing: state.missing.length,
      typed: state.typed.length,
      // Results typed and not yet entered are a step to take (Enter results), not problems (issue 29).
      problems: ((p) => [...p.other, ...(p.more === null ? [] : [p.more])])(plainProblems(event.problems)),
      roster: event.tournament.players.map((p) => {
        const r = { ...(p.request === undefined ? {} : { next: p.request }), rounds: p.requests ?? {} };
        const text = makeRequests(r);
        return {
          id: p.id,
          name: p.name,
          requests: text,
          summary: text === "" ? "" : describeRequests(r, state.paired + 1),
          withdrawn: requestFor(p, state.paired + 1) === "withdrawn",
        };
      }),
      undo: log[log.length - 1]?.label ?? null,
      undoRound: [...log].reverse().find((r) => r.round !== undefined)?.round ?? 0,
    };
    return answer("Status", data);
  }, "latest"),
};

/** The other desks this workbook holds, by sheet name (case and spacing as findSheet compares them). */
export function holdings(snapshot: Snapshot): WorkbookHolds {
  const names = snapshot.workbookSheets ?? snapshot.sheetNames;
  const has = (name: string): boolean => findSheet(names, name) !== undefined;
  return { ladder: has(LADDER_LOG), season: has(EVENTS), period: has(GAMES) && has(RATING_PLAYERS), teams: has(TEAMS) };
}
