/*
 * The Sheets sidebar: the same pane, its actions run on the server (src/sheets/main.ts wallchartRun)
 * through google.script.run. Inlined into dist/gas/Sidebar.html by the build.
 */
import type { Outcome } from "../src/workbook/outcome";
import { bringingStatus, type WithStatus } from "./brought-status";
import { mountPane } from "./pane";

interface ScriptRun {
  withSuccessHandler(f: (value: unknown) => void): ScriptRun;
  withFailureHandler(f: (error: Error) => void): ScriptRun;
  wallchartRun(name: string, args: unknown): void;
  wallchartRunWithStatus(name: string, args: unknown): void;
}
declare const google: { script: { run: ScriptRun } };

function call(method: "wallchartRun" | "wallchartRunWithStatus", name: string, args: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const run = google.script.run.withSuccessHandler(resolve).withFailureHandler((e) => reject(e));
    run[method](name, JSON.parse(JSON.stringify(args ?? {})));
  });
}

/** A button's server call brings back the status it leaves (brought-status.ts: one read per click). */
const backend = bringingStatus(
  "sheets",
  async (name, args) => (await call("wallchartRun", name, args)) as Outcome,
  async (name, args) => (await call("wallchartRunWithStatus", name, args)) as WithStatus,
);

const root = document.getElementById("app");
if (root) mountPane(root, backend);
