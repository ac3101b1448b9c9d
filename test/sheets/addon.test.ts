/**
 * The Editor add-on layout (issue 18), on the BUILT dist/gas/Code.js in a vm: onOpen(e) and
 * onInstall(e) build Extensions › Wallchart in every authorization mode Apps Script runs them in,
 * without touching the document where that is forbidden (AuthMode.NONE), and the custom functions
 * answer in each mode (they need no authorization).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { sampleBook } from "../workbook/helpers";
import { ADDON_MENU, loadGas } from "./fake-gas";

const ITEMS = [
  ["Pair next round", "menuPairNextRound"],
  ["Enter results", "menuEnterResults"],
  ["Standings", "menuStandings"],
  ["-", ""],
  ["Record ladder game", "menuRecordLadderGame"],
  ["Open sidebar", "showSidebar"],
  ["Help on functions", "showHelp"],
];

describe("onOpen(e) and onInstall(e) in each authMode", () => {
  for (const mode of ["NONE", "LIMITED", "FULL"] as const) {
    test(`AuthMode.${mode}: onOpen builds the add-on menu and reads nothing of the document`, () => {
      const world = loadGas(sampleBook(4, 3));
      world.auth.mode = mode;
      world.context.onOpen!({ authMode: mode, source: {} });
      expect(world.menus).toEqual([{ name: ADDON_MENU, items: ITEMS }]);
      expect(world.calls).toEqual([]);
    });

    test(`AuthMode.${mode}: onInstall builds the same menu`, () => {
      const world = loadGas(sampleBook(4, 3));
      world.auth.mode = mode;
      world.context.onInstall!({ authMode: mode });
      expect(world.menus).toEqual([{ name: ADDON_MENU, items: ITEMS }]);
    });
  }

  test("run by hand from the editor (no event), onOpen still builds the menu", () => {
    const world = loadGas(sampleBook(4, 3));
    world.auth.mode = "FULL";
    world.context.onOpen!();
    expect(world.menus).toHaveLength(1);
  });

  test("the stand-ins refuse document access in AuthMode.NONE (so the checks above can fail)", () => {
    const world = loadGas(sampleBook(4, 3));
    world.auth.mode = "NONE";
    world.context.menuStandings!();
    expect(world.alerts[0]?.message).toMatch(/AuthMode.NONE/);
  });

  test("custom functions need no authorization: TIEBREAK_MEDIAN answers with the document locked away", () => {
    const world = loadGas(sampleBook(4, 3));
    world.auth.mode = "NONE";
    const results = [
      ["W4", "W3"],
      ["L3", "W4"],
      ["W2", "L1"],
      ["L1", "L2"],
    ];
    // US Chess 34E1 modified median: #1 (plus score) met #4 (0) and #3 (1), drops the lowest → 1; #2 and #3
    // (even scores) drop both; #4 (minus score) met #1 (2) and #2 (1), drops the highest → 1
    expect(world.context.TIEBREAK_MEDIAN!(results)).toEqual([[1], [0], [0], [1]]);
  });
});

describe("the add-on's files", () => {
  const dist = join(__dirname, "..", "..", "dist", "gas");

  test("appsscript.json asks only for this spreadsheet and the container UI", () => {
    const m = JSON.parse(readFileSync(join(dist, "appsscript.json"), "utf8")) as { oauthScopes: string[] };
    expect([...m.oauthScopes].sort()).toEqual([
      "https://www.googleapis.com/auth/script.container.ui",
      "https://www.googleapis.com/auth/spreadsheets.currentonly",
    ]);
  });

  test("the sidebar is in Google's look: data-host=sheets, Google Sans / Roboto, Google's blue", () => {
    const html = readFileSync(join(dist, "Sidebar.html"), "utf8");
    expect(html).toMatch(/<html[^>]+data-host="sheets"/);
    expect(html).toMatch(/"Google Sans"/);
    expect(html).toMatch(/Roboto/);
    expect(html).toMatch(/#1a73e8/i);
  });

  test(".clasp.json.example is for a standalone script pushed from dist/gas", () => {
    const clasp = JSON.parse(readFileSync(join(__dirname, "..", "..", ".clasp.json.example"), "utf8")) as Record<
      string,
      string
    >;
    expect(clasp.rootDir).toBe("dist/gas");
    expect(clasp.scriptId).toMatch(/standalone/i);
  });
});
