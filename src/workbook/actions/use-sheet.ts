/**
 * Use this sheet: take the sheet in front of the user as the event's wallchart. Finds the header
 * row (name, rating and round columns) and says what it found; the choice is kept in the settings.
 */
import { readWallchartGrid } from "../../core/formats/workbook";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { PLAYERS, roundOfSheet, STANDINGS, WALLCHART } from "../event";
import { chartGeometry, columnLetters } from "../geometry";
import { done, refused } from "../outcome";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../settings";
import { messages, onEvent, plural, roundsWithEntries } from "./common";

export const useSheet: Action<ActionArgs["useSheet"], ActionContext> = {
  name: "Use this sheet",
  reads: () => ({ sheets: [], active: true }),
  decide: onEvent((event, snapshot) => {
    const name = snapshot.active;
    if (name.trim() === "")
      return {
        outcome: refused(
          "There is no sheet in front of you: open the sheet that holds your wallchart (a header row with Name, Rating and the rounds R1, R2 …) and press Use this sheet there, or set up a new event.",
        ),
      };
    const standard = [PLAYERS, WALLCHART].some((s) => s.toLowerCase() === name.trim().toLowerCase());
    if (standard || roundOfSheet(name) !== null || name === STANDINGS) {
      return {
        outcome: refused(
          `${name} is one of the event's own sheets. Open the sheet that holds your wallchart (a header row with Name, Rating and the rounds R1, R2 …) and press Use this sheet there.`,
        ),
      };
    }
    const grid = snapshot.sheets[name] ?? [];
    const g = chartGeometry(name, grid);
    if (g === null || (g.nameCol < 0 && g.roundCols.size === 0)) {
      return {
        outcome: refused(
          `No header row in the first ten rows of ${name}: expected a row with Name, Rating and the rounds (R1, Rd 1, Round 1 or 1 …).`,
        ),
      };
    }
    const read = readWallchartGrid(grid, name);
    const t = read.value;
    const found: string[] = [];
    if (g.idCol >= 0) found.push(`# in ${columnLetters(g.idCol)}`);
    if (g.nameCol >= 0) found.push(`Name in ${columnLetters(g.nameCol)}`);
    if (g.ratingCol >= 0) found.push(`Rating in ${columnLetters(g.ratingCol)}`);
    const rounds = [...g.roundCols.entries()].sort((a, b) => a[0] - b[0]);
    if (rounds.length > 0) {
      const [firstRound, firstCol] = rounds[0] as [number, number];
      const [lastRound, lastCol] = rounds[rounds.length - 1] as [number, number];
      found.push(
        rounds.length === 1
          ? `round ${firstRound} in ${columnLetters(firstCol)}`
          : `rounds ${firstRound}–${lastRound} in ${columnLetters(firstCol)}–${columnLetters(lastCol)}`,
      );
    }
    if (g.requestCol >= 0) found.push(`Request in ${columnLetters(g.requestCol)}`);
    const missing = [
      g.nameCol < 0 ? "no Name column" : "",
      g.ratingCol < 0 ? "no Rating column (all players unrated)" : "",
    ].filter((s) => s !== "");
    const settings = normalizeSettings({ ...event.settings, sheet: name });
    const problems =
      read.problems.length === 0
        ? ""
        : ` It has ${plural(read.problems.length, "problem")} to put right before pairing.`;
    return {
      outcome: done(
        `Using ${name} as the wallchart: header in row ${g.headerRow + 1} (${found.join(", ")}${missing.length === 0 ? "" : `; ${missing.join(", ")}`}); ${plural(t.players.length, "player")}, ${plural(roundsWithEntries(t), "round")} recorded.${problems}`,
        { details: messages(read.problems) },
      ),
      batch: { blocks: [], settings: { [SETTINGS_KEY]: settingsText(settings) } },
      undo: { clear: true },
    };
  }, false),
};
