/**
 * Print for the wall: the current round of every section (or the one chosen) on one printable page
 * — by board, then by name, page breaks between them, result slips when asked — as a file to open
 * and print (core/html/wall.ts). The workbook's own action: it reads every section's sheets.
 */
import { wallPage, type Paper, type WallSection } from "../../core/html/wall";
import { boardWarnings, roundsPosted } from "../../core/posting/boards";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action, Decision, More } from "../engine";
import { readEvent, roundOfSheet } from "../event";
import { done, refused } from "../outcome";
import type { Snapshot } from "../port";
import { firstBoardSetting, plainSheet, sectionSnapshot, sectionsOf, sectionSheet } from "../sections";
import { FIRST_READ, plural } from "./common";
import { fileName, isDecision, ready } from "./posting";
import { qrCode } from "../qr";

const EVENT_SHEETS = new Set(["players", "wallchart", "tournament", "never pair"]);

/** The sheets a section's event is read from, by their plain names. */
function wanted(plain: string): boolean {
  return EVENT_SHEETS.has(plain.trim().toLowerCase()) || roundOfSheet(plain) !== null;
}

export const printWall: Action<ActionArgs["printWall"], ActionContext> = {
  name: "Print for the wall",
  reads: () => ({ sheets: [...FIRST_READ.sheets], active: true }),
  decide(snapshot: Snapshot, args): Decision | More {
    const sections = sectionsOf(snapshot.sheetNames);
    const main = snapshot.sheetNames.some((n) => /^(players|wallchart)$/i.test(n.trim()));
    const all = [...(main ? [""] : []), ...sections];
    const chosen = args.section === undefined || args.section === "*" ? all : all.filter((s) => s === args.section);
    if (chosen.length === 0)
      return {
        outcome: refused(
          all.length === 0
            ? "There is no event here yet: set one up first."
            : `There is no section "${args.section ?? ""}" (the sections: ${all.map((s) => (s === "" ? "the main event" : s)).join(", ")}).`,
        ),
      };
    // Every chosen section's event sheets, read at once.
    const need = snapshot.sheetNames.filter((n) =>
      chosen.some((s) => {
        const plain = s === "" ? (sections.some((x) => plainSheet(x, n) !== null) ? null : n) : plainSheet(s, n);
        return plain !== null && wanted(plain);
      }),
    );
    const missing = need.filter((n) => !(n in snapshot.sheets));
    if (missing.length > 0) return { more: missing };
    const parts: WallSection[] = [];
    const notes: string[] = [];
    let event = "";
    for (const s of chosen) {
      const view = s === "" ? snapshot : sectionSnapshot(snapshot, s);
      const read = readEvent(view);
      if ("more" in read) return { more: read.more.map((n) => sectionSheet(s, n)) };
      const label = s === "" ? "the main event" : `section ${s}`;
      const r = ready(read);
      if (isDecision(r)) {
        if (chosen.length === 1) return r;
        notes.push(`${label} is left out: ${r.outcome.message}`);
        continue;
      }
      if (roundsPosted(r.t) === 0) {
        notes.push(`${label} has no round paired yet.`);
        continue;
      }
      if (event === "") event = read.name;
      notes.push(...boardWarnings(r.t).map((w) => (s === "" ? w : `${s}: ${w}`)));
      parts.push({ name: s, t: r.t, firstBoard: firstBoardSetting(view.settings) });
    }
    if (parts.length === 0) return { outcome: refused("No round is paired yet: press Pair next round first.", notes) };
    const paper: Paper = args.paper === "Letter" ? "Letter" : "A4";
    // The Tournament sheet's "Web address" (the first section's that has one): a QR code to it.
    const address = parts.map((p) => p.t.info.webAddress ?? "").find((a) => a.trim() !== "") ?? "";
    const qr = address === "" ? undefined : qrCode(address);
    if (typeof qr === "string") notes.push(`No QR code: the Tournament sheet's Web address: ${qr}.`);
    const text = wallPage(parts, { event, paper, cards: args.cards === true, ...(typeof qr === "object" ? { qr } : {}) });
    const name = fileName(`${event === "" ? "event" : event} wall`);
    const what = parts.map((p) => `${p.name === "" ? "" : `${p.name} `}round ${roundsPosted(p.t)}`).join(", ");
    return {
      outcome: done(
        `${name}: ${what} by board and by name${args.cards === true ? ", with a result slip per board" : ""}${typeof qr === "object" ? ", a QR code to the event's pages" : ""} — ${plural(parts.length, "section")} on one page to print (${paper}).`,
        { file: { name, text }, details: notes },
      ),
    };
  },
};
