import { fail, unwrap } from "../../core/errors";
import {
  keizerRanking,
  keizerScoreText,
  keizerSettingRows,
  pairKeizerNight,
  readKeizerSettings,
  type KeizerSettings,
} from "../../core/keizer";
import { roundsPaired } from "../../core/model/tournament";
import type { Player, Request, Tournament } from "../../core/model/types";
import type { Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament } from "../load";
import { FORMAT_SPEC, formatOption, named, printGrid } from "../posting";

/** The members named in a list (names or numbers, comma-separated); a name not on the list is refused. */
function members(t: Tournament, text: string | undefined, option: string): number[] {
  if (text === undefined || text.trim() === "") return [];
  return text.split(",").map((raw) => {
    const s = raw.trim();
    const byNumber = /^#?\d+$/.test(s) ? t.players[Number(s.replace("#", "")) - 1] : undefined;
    const p = byNumber ?? t.players.find((q) => q.name.trim().toLowerCase() === s.toLowerCase());
    if (p === undefined)
      fail("UNKNOWN_NAME", `--${option}: "${s}" is not on the members list (expected a name as the file spells it, or a number from 1 to ${t.players.length})`);
    return p.id;
  });
}

/** The file's members with the night's marks: H and U as requests, club duty as an FPB entry for the night. */
function marked(t: Tournament, night: number, notice: number[], absent: number[], duty: number[]): Tournament {
  const twice = [...notice, ...absent, ...duty].find((id, i, all) => all.indexOf(id) !== i);
  if (twice !== undefined) fail("BAD_ARGUMENT", `#${twice} ${t.players[twice - 1]?.name ?? ""} is named twice in --notice, --absent and --duty: give each member one mark.`);
  return {
    ...t,
    players: t.players.map((p): Player => {
      const request: Request | undefined = notice.includes(p.id) ? "halfBye" : absent.includes(p.id) ? "zeroBye" : undefined;
      if (duty.includes(p.id)) {
        const rounds = [...p.rounds];
        while (rounds.length < night - 1) rounds.push(null);
        rounds[night - 1] = { kind: "fullBye", opponent: 0, colour: null };
        return { ...p, rounds };
      }
      return request === undefined ? p : { ...p, request };
    }),
  };
}

/**
 * `wallchart keizer FILE [--settings TEXT] [--pair [--notice LIST] [--absent LIST] [--duty LIST]]`:
 * the Keizer ranking of a club's nights (docs/keizer.md), or with `--pair` the next night's boards.
 */
export const command: Command = {
  name: "keizer",
  usage: "keizer FILE [--settings TEXT] [--pair] [--notice LIST] [--absent LIST] [--duty LIST] [--format table|csv|html|json]",
  summary: "Print the Keizer ranking of a club's nights (.trf, .csv or .xlsx), or pair the next night with --pair.",
  options: [
    { name: "settings", value: "TEXT", description: 'The value table, e.g. "TOP 40; NOTICE 1/4; REMATCH 5" (see docs/keizer.md).' },
    { name: "pair", description: "Pair the next night instead of printing the ranking." },
    { name: "notice", value: "LIST", description: "Members absent with notice tonight: names or numbers, comma-separated." },
    { name: "absent", value: "LIST", description: "Members absent without notice tonight." },
    { name: "duty", value: "LIST", description: "Members on club duty tonight (arbiter, the club's team)." },
    FORMAT_SPEC,
  ],
  details: 'Example: wallchart keizer club.trf --pair --notice "Els" --duty 2',
  async run(args, io) {
    const file = onlyPositional(args);
    const format = formatOption(args);
    const settings: KeizerSettings = unwrap(readKeizerSettings(keizerSettingRows(args.options.settings ?? ""), "--settings, item"));
    const t = named(await loadTournament(file), file);
    const title = t.info.name ?? file;
    if (args.options.pair !== undefined) {
      const night = roundsPaired(t) + 1;
      const o = args.options;
      const got = pairKeizerNight(marked(t, night, members(t, o.notice, "notice"), members(t, o.absent, "absent"), members(t, o.duty, "duty")), night, settings);
      const name = (id: number) => t.players[id - 1]?.name ?? `#${id}`;
      if (format === "json") {
        io.out(JSON.stringify({ night, boards: got.pairing.boards, unpaired: got.pairing.unpaired, rematch: got.rematch }, null, 2));
        return 0;
      }
      const what: Record<string, string> = { pab: "free night", halfBye: "absent with notice", zeroBye: "absent", withdrawn: "left", fullBye: "club duty" };
      const grid = [
        ["Board", "White", "", "Black", ""],
        ...got.pairing.boards.map((b, i) => [String(i + 1), String(b.white), name(b.white), String(b.black), name(b.black)]),
        ...got.pairing.unpaired.map((u) => ["", String(u.player), name(u.player), what[u.reason] ?? "", ""]),
      ];
      const notes = got.rematch < settings.rematch ? [`No pairing keeps the rematch rule of ${settings.rematch} nights: relaxed to ${got.rematch}.`] : [];
      printGrid(io, format, `${title}: night ${night} (Keizer)`, grid, [2, 4], notes);
      return 0;
    }
    const r = keizerRanking(t, settings);
    if (format === "json") {
      io.out(JSON.stringify({ nights: r.nights, settled: r.settled, rows: r.rows.map((x) => ({ ...x, score: x.score / r.scale })) }, null, 2));
      return 0;
    }
    const grid = [
      ["Rank", "#", "Name", "Score", "Value", "Played", "Won", "Drawn", "Lost", "Free", "Duty", "Notice", "Absent"],
      ...r.rows.map((x) => {
        const c = x.count;
        return [x.rank, x.id, x.name, keizerScoreText(x.score, r.scale), x.value, c.win + c.draw + c.loss, c.win, c.draw, c.loss, c.bye, c.duty, c.notice, c.absent].map(String);
      }),
    ];
    const notes = r.settled ? [] : ["The ranking did not settle: recomputing goes round in a circle; the first ranking that came back is shown (docs/keizer.md)."];
    printGrid(io, format, `${title}: Keizer ranking after night ${r.nights}`, grid, [2], notes);
    return 0;
  },
};
