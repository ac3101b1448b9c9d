/*
 * The shared-runtime page in Excel: hosts the custom functions and the task pane. The pane's actions
 * run here, against the open workbook (src/excel/port.ts: one Excel.run and one sync per read or write),
 * a button's action and the status it leaves under one lock (excel-backend.ts).
 * Pairing actions take their decision in a Web Worker (off-thread.ts), so no pairing holds the
 * thread the functions run on. The manifest requires only what the functions need (SharedRuntime
 * 1.1, CustomFunctionsRuntime 1.1); the pane also needs ExcelApi 1.7, checked here, so an older
 * Excel still has the functions.
 */
import { excelPort } from "../src/excel/port";
import { defaultContext } from "../src/workbook/wiring";
import { excelBackend } from "./excel-backend";
import { offThread, pageWorker } from "./off-thread";
import { engineProgress } from "./pairing-progress";
import { mountPane } from "./pane";
import { followTheme } from "./theme";

/** The ExcelApi version the pane's reads and writes use (src/excel/port.ts). */
export const PANE_EXCEL_API = "1.7";

Office.onReady((info) => {
  followTheme(document);
  const root = document.getElementById("app");
  // Opened in a plain browser, the page keeps its "open this in Excel" sentence.
  if (root === null || info.host !== Office.HostType.Excel) return;
  root.replaceChildren();
  if (!Office.context.requirements.isSetSupported("ExcelApi", PANE_EXCEL_API)) {
    root.textContent = `This version of Excel cannot run the Wallchart pane (it needs ExcelApi ${PANE_EXCEL_API}: Excel 2019, Microsoft 365 or Excel on the web). The CHESS functions still work.`;
    return;
  }
  const port = excelPort();
  // The pairing runs in a Web Worker (off-thread.ts), not on the thread the CHESS functions share.
  const { offload, warm } = offThread(pageWorker, defaultContext, (reached, of) =>
    engineProgress(document.getElementById("working"), reached, of),
  );
  // A button's action brings back the status it leaves: one read per click (issue 28, item 4).
  mountPane(root, excelBackend(port, defaultContext, offload));
  // Loaded now, in the background, so the first pairing does not wait for the worker's file.
  warm();
});
