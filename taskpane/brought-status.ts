/**
 * One status read per click (issue 28, item 4), in Excel's pane and Sheets' sidebar alike: a button's
 * action comes back with the status decided on the action's own read and write (src/workbook/run.ts
 * runActionWithStatusAsync / runActionWithStatusSync), and the pane's refresh right after the action
 * takes it instead of reading the workbook again. Taken once, and only within a few seconds; the
 * status of a section, and a status asked for with nothing brought, are read from the workbook.
 */
import type { ActionArgs, ActionName } from "../src/workbook/api";
import type { Outcome } from "../src/workbook/outcome";
import type { Backend } from "./pane";

/** An action's outcome and the status as it left the workbook (null: ask for the status). */
export interface WithStatus {
  readonly outcome: Outcome;
  readonly status: Outcome | null;
}

/** How long a brought status stands for the workbook (the refresh follows the action at once). */
export const FRESH_MS = 5000;

/**
 * The pane's own reads of the other desks (answered by the pane's `quietly`, no refresh after them):
 * they bring no status, which would cost Excel a sync for nothing, and leave the one brought.
 */
const OWN_READS: ReadonlySet<ActionName> = new Set<ActionName>(["ladderStatus", "teamStatus", "seasonStatus", "sections"]);

/**
 * A Backend whose actions bring the status back (`withStatus`) and whose plain status takes it;
 * `plain` runs an action alone (the status, a section's status, the desks' own reads).
 */
export function bringingStatus(
  host: Backend["host"],
  plain: (name: ActionName, args: unknown) => Promise<Outcome>,
  withStatus: (name: ActionName, args: unknown) => Promise<WithStatus>,
  now: () => number = Date.now,
): Backend {
  let brought: { status: Outcome; at: number } | null = null;
  return {
    host,
    async run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome> {
      if (name === "status") {
        const mine = brought;
        brought = null;
        const asIs = Object.keys((args ?? {}) as object).length === 0;
        if (asIs && mine !== null && now() - mine.at < FRESH_MS) return mine.status;
        return plain(name, args);
      }
      // A desk's own read changes nothing: a status brought before it still stands.
      if (OWN_READS.has(name)) return plain(name, args);
      brought = null;
      const answer = await withStatus(name, args);
      if (answer.status !== null) brought = { status: answer.status, at: now() };
      return answer.outcome;
    },
  };
}
