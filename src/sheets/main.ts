/**
 * @OnlyCurrentDoc
 * The Apps Script entry: every custom function (generated from functions/*.ts), the menu and the
 * sidebar. Built by webpack + gas-webpack-plugin into dist/gas/Code.js.
 */
import "./generated";

declare const global: Record<string, unknown>;

/** Adds the Wallchart menu when the spreadsheet opens. */
global.onOpen = function onOpen(): void {
  SpreadsheetApp.getUi().createMenu("Wallchart").addItem("Open sidebar", "showSidebar").addToUi();
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
