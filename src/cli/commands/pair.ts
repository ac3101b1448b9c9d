import { pairNext, pairingSystem, type Pairing } from "../../core/pairing";
import { score, pointsText } from "../../core/model/points";
import type { Tournament } from "../../core/model/types";
import { FROM_OPTION, formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { formatTable, json } from "../output";
import { loadTournament } from "../load";
import { firstColour, scoreNotes } from "../../grid/functions/pairing";
import { SETTINGS_OPTION, pairingSettingsOption } from "../pairing-settings";

/** The engines' plain format: the number of lines, then `white black`, the bye as `N 0`. */
export function plainPairing(p: Pairing): string {
  const lines = p.boards.map((b) => `${b.white} ${b.black}`);
  for (const u of p.unpaired) if (u.reason === "pab") lines.push(`${u.player} 0`);
  return [String(lines.length), ...lines].join("\n");
}

/** A readable table: board, white (score) name, black (score) name, then the unpaired. */
export function tablePairing(t: Tournament, p: Pairing): string {
  const who = (id: number): string => {
    const pl = t.players[id - 1];
    return pl === undefined ? `#${id}` : `${id} ${pl.name} (${pointsText(score(pl, p.round - 1))})`;
  };
  const rows = p.boards.map((b, i) => [String(i + 1), who(b.white), who(b.black)]);
  const width = [5, ...[1, 2].map((c) => Math.max(5, ...rows.map((r) => (r[c] as string).length)))];
  const pad = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(width[i] as number))
      .join("  ")
      .trimEnd();
  const out = [`Round ${p.round}`, pad(["Board", "White", "Black"]), ...rows.map(pad)];
  const REASON = {
    pab: "bye (1 point)",
    fullBye: "full-point bye",
    halfBye: "half-point bye",
    zeroBye: "zero-point bye",
    withdrawn: "withdrawn",
  };
  for (const u of p.unpaired) out.push(`       ${who(u.player)}: ${REASON[u.reason]}`);
  return out.join("\n");
}

/** The reason for every board, then for every player without a board (`--explain`). */
export function explainPairing(t: Tournament, p: Pairing): string {
  const notes = p.notes ?? scoreNotes(t, p);
  const out = ["Why:"];
  notes.boards.forEach((n, i) => out.push(`  Board ${i + 1}: ${n}`));
  for (const n of notes.unpaired) out.push(`  ${n}`);
  return out.join("\n");
}

/** The pairing as data, for `--format json`: boards with both players, then the unpaired (with the reasons under --explain). */
export function jsonPairing(t: Tournament, p: Pairing, explain = false): unknown {
  const who = (id: number) => {
    const pl = t.players[id - 1];
    return { id, name: pl?.name ?? "", score: pl === undefined ? null : score(pl, p.round - 1) / 10 };
  };
  const notes = explain ? (p.notes ?? scoreNotes(t, p)) : null;
  return {
    round: p.round,
    boards: p.boards.map((b, i) => ({
      board: i + 1,
      white: who(b.white),
      black: who(b.black),
      ...(notes ? { why: notes.boards[i] ?? "" } : {}),
    })),
    unpaired: p.unpaired.map((u, i) => ({
      ...who(u.player),
      reason: u.reason,
      ...(notes ? { why: notes.unpaired[i] ?? "" } : {}),
    })),
  };
}

/** `wallchart pair FILE [--system dutch|uscf|panam1954] [--format plain|table|csv|json] [--explain]`. */
export const command: Command = {
  name: "pair",
  usage:
    "pair FILE [--system uscf|dutch|panam1954] [--format plain|table|csv|json] [--first-colour white|black] [--explain] [--settings LIST]",
  summary:
    "Pair the next round: the engines' plain format (count, then `white black`, bye `N 0`) or a table; --explain adds the reason for every board.",
  options: [
    {
      name: "system",
      value: "SYSTEM",
      default: "uscf",
      description: "The pairing system: uscf, dutch (FIDE) or panam1954.",
    },
    formatOption("plain", "table", "csv", "json"),
    {
      name: "first-colour",
      value: "COLOUR",
      description: "The colour of the first board in round 1, when the file does not say.",
    },
    { name: "explain", description: "Add the reason for every board and every player without one." },
    SETTINGS_OPTION,
    FROM_OPTION,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const format = (args.options.format ?? "plain").toLowerCase();
    const system = pairingSystem(args.options.system ?? "uscf");
    const first = args.options["first-colour"];
    const initialColour = first === undefined ? undefined : firstColour(first);
    const t = await loadTournament(file);
    const explain = args.options.explain === "true";
    const settings = pairingSettingsOption(args);
    const p = pairNext(t, system, {
      ...settings,
      ...(initialColour === undefined ? {} : { initialColour }),
      ...(explain ? { explain } : {}),
    });
    if (format === "json") io.out(json(jsonPairing(t, p, explain)));
    else if (format === "csv") {
      const name = (id: number) => t.players[id - 1]?.name ?? "";
      const rows = p.boards.map((b, i) => [i + 1, b.white, name(b.white), b.black, name(b.black), ""]);
      for (const u of p.unpaired) rows.push(["", u.player, name(u.player), "", "", u.reason]);
      io.out(formatTable({ header: ["Board", "White", "White name", "Black", "Black name", "Unpaired"], rows }, "csv"));
    } else {
      io.out(format === "plain" ? plainPairing(p) : tablePairing(t, p));
      if (explain) io.out(explainPairing(t, p));
    }
    return 0;
  },
};
