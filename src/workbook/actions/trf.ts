/**
 * TRF-16 in and out. Import writes the file's event in the standard layout (Tournament, Players,
 * Wallchart, a Round sheet per round with colours), asking before it replaces anything filled.
 * Export gives the event as a TRF file to save.
 */
import { makeTrf, parseTrf, trfWarnings } from "../../core/formats/trf";
import { makeWorkbook } from "../../core/formats/workbook";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { roundOfSheet } from "../event";
import { sheetBlock } from "../blocks";
import { done, refused } from "../outcome";
import { findSheet, sheetA1, type Block, type Grid } from "../port";
import { normalizeSettings, settingsRanking, SETTINGS_KEY, settingsText } from "../settings";
import { FIRST_READ, problemsFirst, messages, onEvent, plural, roundsWithEntries } from "./common";

export const importTrf: Action<ActionArgs["importTrf"], ActionContext> = {
  name: "Import TRF",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => {
    const file = args.name ?? "the file";
    const parsed = parseTrf(String(args.text ?? ""));
    if (parsed.problems.length > 0) {
      return {
        outcome: refused(
          `${file} has ${plural(parsed.problems.length, "problem")}; nothing was imported:`,
          messages(parsed.problems),
        ),
      };
    }
    const t = parsed.value;
    if (t.players.length === 0) return { outcome: refused(`${file} lists no players (no 001 lines).`) };
    const book = makeWorkbook(t);
    const names = new Set(book.sheets.map((s) => s.name.toLowerCase()));
    // An event with rounds is replaced whole, after the director has said so: its round sheets the
    // file does not have are deleted, the others rewritten.
    const stale = snapshot.sheetNames.filter((s) => roundOfSheet(s) !== null && !names.has(s.trim().toLowerCase()));
    const had = Math.max(roundsWithEntries(event.tournament), ...event.roundSheets.keys(), 0);
    const addSheets: string[] = [];
    const blocks: Block[] = [];
    for (const sheet of book.sheets) {
      const existing = findSheet(snapshot.sheetNames, sheet.name);
      if (existing === undefined) addSheets.push(sheet.name);
      blocks.push(
        sheetBlock(
          existing ?? sheet.name,
          sheet.cells as Grid,
          existing === undefined ? [] : (snapshot.sheets[existing] ?? []),
        ),
      );
    }
    // The file's pairing system (192 FIDE_DUTCH_2025, or …_BAKU for the Baku method) is the event's.
    const dutch = /DUTCH/i.test(t.info.system ?? "") || t.bakuAcceleration === true;
    const settings = normalizeSettings({
      ...event.settings,
      rounds: t.totalRounds ?? event.settings.rounds,
      sheet: null,
      ...(dutch ? { system: "DUTCH" } : {}),
      ...(t.bakuAcceleration === true ? { baku: true } : {}),
    });
    const rounds = roundsWithEntries(t);
    const replaces =
      had === 0 && event.tournament.players.length === 0
        ? []
        : [
            `This workbook already holds an event (${plural(event.tournament.players.length, "player")}, ${plural(had, "round")}): importing replaces its Players, Wallchart and round sheets with ${file}'s (${plural(t.players.length, "player")}, ${plural(rounds, "round")}).${stale.length === 0 ? "" : ` ${stale.join(", ")} ${stale.length === 1 ? "is" : "are"} deleted.`} Undo cannot bring it back: save a copy first if you may need it.`,
          ];
    const cells =
      replaces.length === 0
        ? []
        : blocks.flatMap((b) =>
            b.values.flatMap((row, i) => row.map((_, j) => sheetA1(b.sheet, b.row + i, b.col + j))),
          );
    return {
      outcome: done(
        `Imported ${plural(t.players.length, "player")} and ${plural(rounds, "round")} from ${file} into the sheets ${book.sheets.map((s) => s.name).join(", ")}.`,
        { details: [...replaces] },
      ),
      batch: {
        addSheets,
        blocks,
        activate: "Wallchart",
        settings: { [SETTINGS_KEY]: settingsText(settings) },
        deleteSheets: stale,
      },
      warnings: replaces,
      question: `Replace this event with ${file}'s?`,
      consumed: cells,
      undo: { clear: true },
    };
  }),
};

/** A file name from the event's name: letters, digits, spaces, dashes. */
function fileName(name: string): string {
  const base = name
    .replace(/[^\p{L}\p{N} _-]+/gu, "")
    .trim()
    .replace(/\s+/g, "-");
  return `${base === "" ? "wallchart" : base}.trf`;
}

export const exportTrf: Action<ActionArgs["exportTrf"], ActionContext> = {
  name: "Export TRF",
  // It writes nothing and does not look at the sheet in front (two calls in Sheets).
  reads: () => ({ ...FIRST_READ, active: false, restore: false }),
  decide: onEvent((event) => {
    if (event.layout === "none") return { outcome: refused("There is no event here to export yet.") };
    if (event.problems.length > 0) return problemsFirst(event.problems);
    const t = event.tournament;
    const s = event.settings;
    // The ranks in columns 86-89 are the event's own standings; what TRF cannot say is said in a sentence.
    // The team rule as the event was paired (a WCT line, and a sentence when it was off).
    const teamsOff = s.system === "USCF" && !s.separateTeams && t.players.some((p) => (p.team ?? "") !== "");
    // The Baku method is a setting of the workbook: the file says it (192 …_BAKU) as the pairing used it.
    // The Tournament sheet's Pairing system row (the imported 192) is written back, a Dutch one only
    // while the settings still pair by the Dutch system (…_BAKU only while they still use the Baku method:
    // without it, the name without _BAKU).
    const bakuNow = s.system === "DUTCH" && s.baku;
    const named = t.info.system ?? "";
    const kept = !/DUTCH/i.test(named) ? named : s.system !== "DUTCH" ? undefined : bakuNow ? named : named.replace(/_BAKU$/i, "");
    const system = kept === named ? t : { ...t, info: { ...t.info, system: kept } };
    const paired = bakuNow ? { ...system, bakuAcceleration: true } : system;
    const text = makeTrf(teamsOff ? { ...paired, teamRule: "off" } : paired, { ranking: settingsRanking(s.tiebreaks, s.tiebreakRules) });
    const name = fileName(event.name);
    return {
      outcome: done(
        `${name}: ${plural(t.players.length, "player")}, ${plural(roundsWithEntries(t), "round")}, in FIDE TRF-16.`,
        {
          file: { name, text },
        },
      ),
      warnings: trfWarnings(t),
      question: "A rating officer would refuse this file as it stands. Export it anyway?",
    };
  }, "latest"),
};
