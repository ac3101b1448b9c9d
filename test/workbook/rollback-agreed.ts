/** What a fault-injection scenario is, and how its arguments are found (rollback-scenarios.ts, rollback-desks.ts). */
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { ActionArgs, ActionName } from "../../src/workbook/api";
import { harness, type Harness } from "./helpers";

export interface Scenario {
  readonly name: string;
  /** The workbook just before the action. */
  book(): Promise<MemoryWorkbook>;
  readonly action: ActionName;
  /** The arguments, or how to find them (the warnings an undo asks to acknowledge). */
  readonly args?:
    | ActionArgs[ActionName]
    | ((wb: MemoryWorkbook, make: (wb: MemoryWorkbook) => Harness) => Promise<ActionArgs[ActionName]>);
}

/** A scenario's arguments on this workbook (worked out on a copy: `make` gives the host's harness). */
export async function argsOf(
  s: Scenario,
  wb: MemoryWorkbook,
  make: (wb: MemoryWorkbook) => Harness = (w) => harness(w),
): Promise<ActionArgs[ActionName] | undefined> {
  return typeof s.args === "function" ? s.args(wb, make) : s.args;
}

/** A copy of a workbook's sheets and settings. */
function copyOf(wb: MemoryWorkbook): MemoryWorkbook {
  const copy = new MemoryWorkbook(wb.toSheets());
  for (const [k, v] of wb.settings) copy.settings.set(k, v);
  if (wb.names().includes(wb.active)) copy.activate(wb.active);
  return copy;
}

/** The warnings and overwrites an action asks about, agreed to (an undo asks before it deletes a Round sheet). */
export function agreed(action: ActionName, base: object = {}) {
  return async (wb: MemoryWorkbook, make: (wb: MemoryWorkbook) => Harness): Promise<ActionArgs[ActionName]> => {
    const h = make(copyOf(wb));
    let args = { ...base } as { acknowledged?: string[]; confirmed?: { cell: string; was: string }[] };
    for (let i = 0; i < 3; i++) {
      const ask = await h.run(action, args as ActionArgs[ActionName]);
      if (ask.kind !== "confirm") break;
      args = {
        ...args,
        acknowledged: [...(args.acknowledged ?? []), ...(ask.warnings ?? [])],
        confirmed: [...(args.confirmed ?? []), ...ask.overwrites.map((o) => ({ cell: o.cell, was: o.was }))],
      };
    }
    return args as ActionArgs[ActionName];
  };
}
