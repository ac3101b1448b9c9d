import type { Command } from "../command";
import { UsageError } from "../command";
import { onlyPositional } from "../args";
import { FORMAT_SPEC, formatOption, printGrid, wholeOption } from "../posting";
import { roundRobinSchedule } from "../../core/pairing/roundRobin";
import { drawSeats } from "../../core/pairing/seats";

/**
 * `wallchart round-robin PLAYERS [--cycles N] [--seed S] [--format …]`: the whole schedule of a round
 * robin by the Berger tables (FIDE C.05 Annex 1), one row per board and bye; with `--seed`, the seats
 * are drawn first and the table shows who sits where.
 */
export const command: Command = {
  name: "round-robin",
  usage: "round-robin PLAYERS [--cycles N] [--seed S] [--format table|csv|html|json]",
  summary: "Print a round robin's schedule by the Berger tables (FIDE C.05 Annex 1), any size, one or more cycles.",
  options: [
    { name: "cycles", value: "N", default: "1", description: "Cycles: 2 for a double round robin (second cycle colours reversed)." },
    { name: "seed", value: "S", description: "Draw the seats by lot from this whole number (the same seed, the same draw)." },
    FORMAT_SPEC,
  ],
  details: "Example: wallchart round-robin 6 --cycles 2 (10 rounds; the first cycle's last two rounds swapped, as C.05 advises).",
  async run(args, io) {
    const text = onlyPositional(args, "number of players");
    if (!/^\d+$/.test(text)) throw new UsageError(`"${text}" is not a number of players`);
    const players = Number(text);
    const cycles = wholeOption(args, "cycles", 1) ?? 1;
    const seed = wholeOption(args, "seed", 0);
    const format = formatOption(args);
    const schedule = roundRobinSchedule(players, cycles);
    const seats = seed === undefined ? null : drawSeats(players, seed);
    const at = (k: number): number => (seats === null ? k : (seats[k - 1] as number));
    if (format === "json") {
      io.out(
        JSON.stringify(
          {
            players,
            cycles,
            ...(seats === null ? {} : { seed, seats }),
            rounds: schedule.map((r) => ({
              round: r.round,
              boards: r.boards.map((b) => ({ white: at(b.white), black: at(b.black) })),
              bye: r.bye === null ? null : at(r.bye),
            })),
          },
          null,
          2,
        ),
      );
      return 0;
    }
    const grid: string[][] = [["Round", "Board", "White", "Black"]];
    for (const r of schedule) {
      r.boards.forEach((b, i) => grid.push([String(r.round), String(i + 1), String(at(b.white)), String(at(b.black))]));
      if (r.bye !== null) grid.push([String(r.round), "", String(at(r.bye)), "BYE"]);
    }
    const after =
      seats === null ? [] : [`Seats drawn with seed ${seed}: ${seats.map((id, k) => `${k + 1}: #${id}`).join(", ")}`];
    const title = `Round robin of ${players} players${cycles === 1 ? "" : `, ${cycles} cycles`}`;
    printGrid(io, format, title, grid, [], after);
    return 0;
  },
};
