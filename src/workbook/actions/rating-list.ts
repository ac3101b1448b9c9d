/**
 * Load a rating list into the season (issue 32 item 6): a CSV file with a Rating column and an ID or
 * a Name column (or both) becomes the `December list` sheet the season reads (ACF rule 3). The file
 * is checked whole first (core/season/rating-list.ts): a refusal names each line, and nothing is
 * written. Filled cells of an existing December list are overwritten only when the user agrees.
 */
import { parseCsv } from "../../core/formats/csv";
import { readRatingList } from "../../core/season/rating-list";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { sheetBlock } from "../blocks";
import { done, refused } from "../outcome";
import { messages, plural } from "./common";
import { DECEMBER } from "./season";

export const loadRatingList: Action<ActionArgs["loadRatingList"], ActionContext> = {
  name: "Load the December list",
  reads: () => ({ sheets: [DECEMBER] }),
  decide: (snapshot, args) => {
    const file = args.file;
    if (file === undefined) return { outcome: refused("Choose the rating list's file (CSV: ID or Name, and Rating).") };
    const csv = parseCsv(file.text);
    if (csv.problems.length > 0)
      return { outcome: refused(`${file.name} is not a CSV file Wallchart can read; nothing was written:`, messages(csv.problems)) };
    const list = readRatingList(csv.value, file.name);
    if (list.problems.length > 0)
      return {
        outcome: refused(
          `${file.name} has ${plural(list.problems.length, "problem")} to put right first; nothing was written:`,
          messages(list.problems),
        ),
      };
    const rows = csv.value.filter((r) => r.some((c) => c.trim() !== ""));
    return {
      outcome: done(
        `${file.name} is the ${DECEMBER} now (${plural(rows.length - 1, "player")}): Rebuild the season to rate its categories by it.`,
      ),
      batch: {
        addSheets: snapshot.sheetNames.includes(DECEMBER) ? [] : [DECEMBER],
        blocks: [sheetBlock(DECEMBER, rows, snapshot.sheets[DECEMBER] ?? [])],
      },
    };
  },
};
