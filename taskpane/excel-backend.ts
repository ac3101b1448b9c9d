/**
 * The Excel pane's backend: every action on the open workbook through the Excel port, a button's
 * action with the status it leaves (one read per click, brought-status.ts), the pairing decided
 * where `offload` says (the Web Worker, off-thread.ts).
 */
import type { ActionContext } from "../src/workbook/context";
import type { AsyncWorkbookPort } from "../src/workbook/port";
import { runActionAsync, runActionWithStatusAsync, type Offload } from "../src/workbook/run";
import { bringingStatus } from "./brought-status";
import type { Backend } from "./pane";

export function excelBackend(port: AsyncWorkbookPort, context: ActionContext, offload?: Offload, now?: () => number): Backend {
  return bringingStatus(
    "excel",
    (name, args) => runActionAsync(port, name, args as never, context, offload),
    (name, args) => runActionWithStatusAsync(port, name, args as never, context, offload),
    now,
  );
}
