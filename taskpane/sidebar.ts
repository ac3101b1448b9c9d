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
}
declare const google: { script: { run: ScriptRun } };

const backend: Backend = {
  host: "sheets",
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      google.script.run
        .withSuccessHandler((v) => resolve(v as Outcome))
        .withFailureHandler((e) => reject(e))
        .wallchartRun(name, JSON.parse(JSON.stringify(args ?? {})));
    });
  },
};

const root = document.getElementById("app");
if (root) mountPane(root, backend);
