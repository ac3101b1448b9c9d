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
import { runActionSync, runActionWithStatusSync } from "../workbook/run";
import { defaultContext } from "../workbook/wiring";
import { EDIT_KEY, sheetsPort } from "./port";

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
      `${outcome.message.replace(/ Nothing was written\.$/, "")}\n\n${cells.join("\n")}${more}`,
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

/** The menu: label → the global function it runs. */
const MENU: readonly (readonly [string, string] | null)[] = [
  ["Pair next round", "menuPairNextRound"],
  ["Enter results", "menuEnterResults"],
  ["Standings", "menuStandings"],
  null,
  ["Record ladder game", "menuRecordLadderGame"],
  ["Open sidebar", "showSidebar"],
  ["Help on functions", "showHelp"],
];

/**
 * Adds the Wallchart menu when the spreadsheet opens: Extensions › Wallchart, the Editor add-on's
 * menu (createAddonMenu), which a bound script gets too (named after the script project).
 * `e.authMode` is NONE when the add-on is installed but not yet used in this spreadsheet, LIMITED
 * for a bound script or an add-on in use, FULL when run from the editor. In NONE nothing of the
 * document may be read (no sheets, no properties), so the menu is built from constants only and
 * is the same in every mode (and when run by hand from the editor, with no event); each item then
 * runs with the user's authorization when chosen.
 * Custom functions need no authorization and work in every mode once the add-on is in use.
 */
global.onOpen = function onOpen(_e?: GoogleAppsScript.Events.SheetsOnOpen): void {
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  for (const item of MENU) {
    if (item === null) menu.addSeparator();
    else menu.addItem(item[0], item[1]);
  }
  menu.addToUi();
};

/** Installing the add-on opens no spreadsheet event of its own: build the menu as onOpen does. */
global.onInstall = function onInstall(e?: GoogleAppsScript.Events.AddonOnInstall): void {
  (global.onOpen as (e?: unknown) => void)(e);
};

/** Opens the Wallchart sidebar. */
global.showSidebar = function showSidebar(): void {
  const html = HtmlService.createHtmlOutputFromFile("Sidebar").setTitle("Wallchart");
  SpreadsheetApp.getUi().showSidebar(html);
};

/**
 * Opens the help (Help.html: every function's page and the guides, built from the same JSDoc, README
 * and docs as Excel's help pages and shipped inside the add-on, so no host is needed) in a dialog
 * beside the sheet; at a function's page when `page` names one (e.g. "STANDINGS"). The sidebar's help
 * link and the menu's Help on functions call it (a menu passes an event, not a name: the index).
 */
global.showHelp = function showHelp(page?: unknown): void {
  const html = HtmlService.createHtmlOutputFromFile("Help").setWidth(760).setHeight(560);
  if (typeof page === "string" && /^[A-Z][A-Z0-9_]*$/.test(page))
    html.setContent(html.getContent().replace('data-start="index.html"', `data-start="${page}.html"`));
  SpreadsheetApp.getUi().showModelessDialog(html, "Wallchart help");
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
 * The edit trigger (a simple trigger: it runs for every edit a person makes, not for a script's):
 * marks the edited sheet in the document properties with a mark new at every edit, so that the next
 * action reads that sheet again instead of trusting what Wallchart last found there (src/sheets/port.ts,
 * issue 28 item 4). One property a sheet, so two edits at once cannot lose each other's mark. It
 * never stops an edit. It does not see a change made by another script, nor an edit by someone for
 * whom the add-on does not run (docs/performance.md says what that leaves).
 */
global.onEdit = function onEdit(e?: GoogleAppsScript.Events.SheetsOnEdit): void {
  try {
    const name = e?.range.getSheet().getName();
    if (name === undefined) return;
    PropertiesService.getDocumentProperties().setProperty(`${EDIT_KEY}${name}`, `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`);
  } catch {
    // an edit is never refused for want of its mark
  }
};

/**
 * The sidebar's one server call (google.script.run.wallchartRun(name, args)): runs an action under
 * the document lock and returns its outcome as plain data.
 */
global.wallchartRun = function wallchartRun(name: string, args: unknown): Outcome {
  return JSON.parse(JSON.stringify(run(String(name), args))) as Outcome;
};

/**
 * The sidebar's call for a button (google.script.run.wallchartRunWithStatus(name, args)): the action,
 * and the status as it left the workbook, decided on the action's own read under the same lock, so
 * that a click reads the workbook once (issue 28, item 4). `status` is null where the sidebar must
 * ask for it (an action in a section, a failure).
 */
global.wallchartRunWithStatus = function wallchartRunWithStatus(name: string, args: unknown): { outcome: Outcome; status: Outcome | null } {
  let answer: { outcome: Outcome; status: Outcome | null };
  try {
    answer = runActionWithStatusSync(sheetsPort(), String(name), args, defaultContext);
  } catch (e) {
    answer = { outcome: { kind: "refused", message: `${String(name)} did not run.`, problems: [e instanceof Error ? e.message : String(e)] }, status: null };
  }
  return JSON.parse(JSON.stringify(answer)) as { outcome: Outcome; status: Outcome | null };
};
