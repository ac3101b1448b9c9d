/*
 * The shared-runtime page in Excel: hosts the custom functions and the task pane. The pane's actions
 * run here, against the open workbook (src/excel/port.ts: one Excel.run and one sync per read or write).
 */
import { excelPort } from "../src/excel/port";
import type { ActionArgs, ActionName } from "../src/workbook/api";
import { runActionAsync } from "../src/workbook/run";
import { defaultContext } from "../src/workbook/wiring";
import { mountPane, type Backend } from "./pane";

Office.onReady((info) => {
  const root = document.getElementById("app");
  // Opened in a plain browser, the page keeps its "open this in Excel" sentence.
  if (root === null || info.host !== Office.HostType.Excel) return;
  root.replaceChildren();
  const port = excelPort();
  const backend: Backend = {
    host: "excel",
    run: <N extends ActionName>(name: N, args: ActionArgs[N]) => runActionAsync(port, name, args, defaultContext),
  };
  mountPane(root, backend);
});
