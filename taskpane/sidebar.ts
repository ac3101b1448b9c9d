/*
 * The Sheets sidebar: the same pane, its actions run on the server (src/sheets/main.ts wallchartRun)
 * through google.script.run. Inlined into dist/gas/Sidebar.html by the build.
 */
import type { ActionArgs, ActionName } from "../src/workbook/api";
import type { Outcome } from "../src/workbook/outcome";
import { mountPane, type Backend } from "./pane";

interface ScriptRun {
  withSuccessHandler(f: (value: unknown) => void): ScriptRun;
  withFailureHandler(f: (error: Error) => void): ScriptRun;
  wallchartRun(name: string, args: unknown): void;
  wallchartRunWithStatus(name: string, args: unknown): void;
}
declare const google: { script: { run: ScriptRun } };

/**
 * The status the last action's server call brought back with it, decided on that action's own read
 * (src/workbook/run.ts runActionWithStatusSync): the pane's refresh right after the action takes it
 * instead of reading the workbook again (issue 28, item 4: one read per click). Taken once, and only
 * within a few seconds; the status of a section is always asked for.
 */
let brought: { status: Outcome; at: number } | null = null;
const FRESH_MS = 5000;

function call(method: "wallchartRun" | "wallchartRunWithStatus", name: string, args: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const run = google.script.run.withSuccessHandler(resolve).withFailureHandler((e) => reject(e));
    run[method](name, JSON.parse(JSON.stringify(args ?? {})));
  });
}

const backend: Backend = {
  host: "sheets",
  async run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome> {
    if (name === "status") {
      const mine = brought;
      brought = null;
      const plain = Object.keys((args ?? {}) as object).length === 0;
      if (plain && mine !== null && Date.now() - mine.at < FRESH_MS) return mine.status;
      return (await call("wallchartRun", name, args)) as Outcome;
    }
    brought = null;
    const answer = (await call("wallchartRunWithStatus", name, args)) as { outcome: Outcome; status: Outcome | null };
    if (answer.status !== null) brought = { status: answer.status, at: Date.now() };
    return answer.outcome;
  },
};

const root = document.getElementById("app");
if (root) mountPane(root, backend);
