/**
 * Set up a new event: the Tournament, Players and Wallchart sheets from the template. Players are
 * typed into Players (row order is the pairing number: highest rated first); the wallchart fills in
 * as rounds are paired. Filled cells in existing sheets of those names are asked about first.
 */
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { PLAYERS, TOURNAMENT, WALLCHART } from "../event";
import { sheetBlock } from "../blocks";
import { done } from "../outcome";
import { findSheet, type Block, type Grid } from "../port";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../settings";
import { FIRST_READ, onEvent } from "./common";

export const setupEvent: Action<ActionArgs["setupEvent"], ActionContext> = {
  name: "Set up a new event",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => {
    const rounds =
      Number.isInteger(args.rounds) && (args.rounds as number) > 0 && (args.rounds as number) <= 30
        ? (args.rounds as number)
        : null;
    const name = String(args.name ?? "").trim();
    const info: Grid = [
      ["Key", "Value"],
      ["Name", name === "" ? null : name],
      ["Rounds", rounds],
    ];
    const players: Grid = [["Name", "Rating", "Team", "ID"]];
    const chart: Grid = [["#", "Name", ...Array.from({ length: rounds ?? 0 }, (_, j) => `R${j + 1}`), "Request"]];
    const sheets: [string, Grid][] = [
      [TOURNAMENT, info],
      [PLAYERS, players],
      [WALLCHART, chart],
    ];
    const addSheets: string[] = [];
    const blocks: Block[] = [];
    for (const [sheet, grid] of sheets) {
      const existing = findSheet(snapshot.sheetNames, sheet);
      if (existing === undefined) addSheets.push(sheet);
      blocks.push(sheetBlock(existing ?? sheet, grid, existing === undefined ? [] : (snapshot.sheets[existing] ?? [])));
    }
    const settings = normalizeSettings({ ...event.settings, rounds, sheet: null });
    const what = rounds === null ? "" : ` for ${rounds} rounds`;
    return {
      outcome: done(
        `Set up ${name === "" ? "a new event" : name}${what}: type the players into the Players sheet (name and rating, highest rated first; the row is the pairing number), then press Pair next round.`,
      ),
      batch: { addSheets, blocks, activate: PLAYERS, settings: { [SETTINGS_KEY]: settingsText(settings) } },
      undo: { clear: true },
    };
  }, false),
};
