/**
 * @OnlyCurrentDoc
 * The Apps Script entry: every custom function (generated from functions/*.ts), the Wallchart menu
 * (Pair next round, Enter results, Standings, Record ladder game, Open sidebar) and the sidebar's
 * server side. Built by
 * webpack + gas-webpack-plugin into dist/gas/Code.js. The actions are the same as in Excel and the
 * playground (src/workbook/actions); only the port differs (src/sheets/port.ts: whole ranges,
 * the document lock, document properties).
 */
import "./generated";
import type { Outcome } from "../workbook/outcome";
import { runActionSync } from "../workbook/run";
import { defaultContext } from "../workbook/wiring";
import { sheetsPort } from "./port";

declare const global: Record<string, unknown>;

/** Runs an action; anything unexpected comes back as a refusal with its message. */
function run(name: string, args: unknown): Outcome {
  try {
    return runActionSync(sheetsPort(), name, args, defaultContext);
  } catch (e) {
    return { kind: "refused", message: `${name} did not run.`, problems: [e instanceof Error ? e.message : String(e)] };
  }
}

/** A menu command: runs the action, asks before overwriting, and says what happened. */
function fromMenu(name: string, title: string): void {
  const ui = SpreadsheetApp.getUi();
  let acknowledged: readonly string[] = [];
  let outcome = run(name, {});
  if (outcome.kind === "confirm" && (outcome.warnings ?? []).length > 0) {
    const warnings = outcome.warnings ?? [];
    const answer = ui.alert(
      title,
      `${outcome.message.replace(/ Nothing was written\.$/, "")}\n\n${warnings.slice(0, 15).join("\n")}\n\nGo on anyway?`,
      ui.ButtonSet.YES_NO,
    );
    if (answer !== ui.Button.YES) {
      ui.alert(title, "Nothing was changed.", ui.ButtonSet.OK);
      return;
    }
    acknowledged = warnings;
    outcome = run(name, { acknowledged });
  }
  if (outcome.kind === "confirm") {
    const cells = outcome.overwrites
      .slice(0, 15)
      .map((o) => `${o.cell}: "${o.was}" → ${o.becomes === "" ? "blank" : `"${o.becomes}"`}`);
    const more = outcome.overwrites.length > 15 ? `\n… and ${outcome.overwrites.length - 15} more` : "";
    const answer = ui.alert(
      title,
      `${outcome.message.replace(/ Nothing was written\.$/, "")}\n\n${cells.join("\n")}${more}\n\nOverwrite them?`,
      ui.ButtonSet.YES_NO,
    );
    if (answer !== ui.Button.YES) {
      ui.alert(title, "Nothing was changed.", ui.ButtonSet.OK);
      return;
    }
    outcome = run(name, { acknowledged, confirmed: outcome.overwrites.map((o) => ({ cell: o.cell, was: o.was })) });
  }
  const lines = outcome.kind === "refused" ? outcome.problems : outcome.kind === "done" ? (outcome.details ?? []) : [];
  const list =
    lines.length === 0
      ? ""
      : `\n\n${lines.slice(0, 20).join("\n")}${lines.length > 20 ? `\n… and ${lines.length - 20} more` : ""}`;
  ui.alert(title, outcome.message + list, ui.ButtonSet.OK);
}

/** Adds the Wallchart menu when the spreadsheet opens. */
global.onOpen = function onOpen(): void {
  SpreadsheetApp.getUi()
    .createMenu("Wallchart")
    .addItem("Pair next round", "menuPairNextRound")
    .addItem("Enter results", "menuEnterResults")
    .addItem("Standings", "menuStandings")
    .addSeparator()
    .addItem("Record ladder game", "menuRecordLadderGame")
    .addItem("Open sidebar", "showSidebar")
    .addToUi();
};

/** Also run onOpen when installed as an add-on. */
global.onInstall = function onInstall(): void {
  (global.onOpen as () => void)();
};

/** Opens the Wallchart sidebar. */
global.showSidebar = function showSidebar(): void {
  const html = HtmlService.createHtmlOutputFromFile("Sidebar").setTitle("Wallchart");
  SpreadsheetApp.getUi().showSidebar(html);
};

/**
 * Menu: Wallchart › Record ladder game. A game needs its form (date, players, result), so this opens
 * the sidebar on its Ladder section (`<main data-open="ladder">`, read by taskpane/pane.ts).
 */
global.menuRecordLadderGame = function menuRecordLadderGame(): void {
  const html = HtmlService.createHtmlOutputFromFile("Sidebar").setTitle("Wallchart");
  html.setContent(html.getContent().replace('<main id="app"', '<main data-open="ladder" id="app"'));
  SpreadsheetApp.getUi().showSidebar(html);
};

/** Menu: Wallchart › Pair next round. */
global.menuPairNextRound = function menuPairNextRound(): void {
  fromMenu("pairNext", "Pair next round");
};

/** Menu: Wallchart › Enter results (the round sheet in front of you, else the last round). */
global.menuEnterResults = function menuEnterResults(): void {
  fromMenu("enterResults", "Enter results");
};

/** Menu: Wallchart › Standings. */
global.menuStandings = function menuStandings(): void {
  fromMenu("standings", "Standings");
};

/**
 * The sidebar's one server call (google.script.run.wallchartRun(name, args)): runs an action under
 * the document lock and returns its outcome as plain data.
 */
global.wallchartRun = function wallchartRun(name: string, args: unknown): Outcome {
  return JSON.parse(JSON.stringify(run(String(name), args))) as Outcome;
};
