/**
 * The ladder as a web page to download (issue 32, item 4): Export web page in a workbook that holds
 * a ladder and no event, and the Ladder task's own "Web page" button. The page is core/html's
 * (the same writer as the event's pages), from the same replay as the Ladder sheet.
 */
import { ladderPage } from "../../core/html/ladder";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action, Decision, More } from "../engine";
import { done, refused } from "../outcome";
import type { Snapshot } from "../port";
import { plural } from "./common";
import { LADDER_READ, LOG_ROW, NO_LADDER, ladderReportOf, readLadder } from "./ladder-read";
import { fileName } from "./posting";

/** The ladder's page, or the refusal (no ladder; settings to put right), or the sheets still to read. */
export function ladderWebPage(snapshot: Snapshot): Decision | More {
  const read = readLadder(snapshot);
  if ("more" in read) return read;
  if (!read.exists) return { outcome: refused(NO_LADDER) };
  if (read.blocking.length > 0)
    return {
      outcome: refused(
        `The ladder's settings or starting order have ${plural(read.blocking.length, "problem")} to put right first; no page was made:`,
        read.blocking,
      ),
    };
  const report = ladderReportOf(read);
  const title = read.settings.title?.trim() || "Ladder";
  const name = fileName(title);
  const skipped = report.problems.map((p) => p.message);
  return {
    outcome: done(
      `${name}: the ladder of ${plural(report.lines.length, "player")} (games, W-D-L, the last night's movement, who may challenge whom) and ${plural(report.open.length, "open challenge")} — one page to put on the club's site or pin up (no scripts; prints on one A4 or Letter page).${
        skipped.length === 0
          ? ""
          : ` ${plural(skipped.length, "row")} of the ${read.names.log} ${skipped.length === 1 ? "is" : "are"} left out until put right (below).`
      }`,
      { file: { name, text: ladderPage(report, title, LOG_ROW) }, details: skipped },
    ),
  };
}

export const ladderWebPageAction: Action<ActionArgs["ladderWebPage"], ActionContext> = {
  name: "Ladder web page",
  reads: () => LADDER_READ,
  decide: (snapshot) => ladderWebPage(snapshot),
};
