import { writeFile } from "fs/promises";
import { basename, extname } from "path";
import { UsageError, formatOption, type Command } from "../command";
import { loadTournament } from "../load";
import { named, wholeOption } from "../posting";
import { wallPage, type Paper } from "../../core/html/wall";
import { boardWarnings } from "../../core/posting/boards";
import { qrCode } from "../../workbook/qr";

/**
 * `wallchart wall FILE [FILE…] [-o OUT.html] [--paper a4|letter] [--cards] [--round N]`: the current
 * round of every section (one file a section) on one printable page — by board, then by name — with
 * result slips when asked.
 */
export const command: Command = {
  name: "wall",
  usage: "wall FILE [FILE…] [-o OUT.html] [--paper a4|letter] [--cards] [--round N] [--url ADDRESS] [--format text|json]",
  summary: "Write one printable page for the wall: each section's current round by board and by name, result slips.",
  options: [
    { name: "out", short: "o", value: "FILE", description: "The page to write (default: standard output)." },
    {
      name: "paper",
      value: "PAPER",
      choices: ["a4", "letter"],
      default: "a4",
      description: "Paper size: a4 or letter.",
    },
    { name: "cards", description: "Add a pairing card / result slip per board (cut lines, signatures)." },
    { name: "round", value: "N", description: "The round to print (default: the last round paired)." },
    {
      name: "url",
      value: "ADDRESS",
      description: "Where the event's pages are published: a QR code to it beside the pairings (default: the Tournament sheet's Web address).",
    },
    { ...formatOption("text", "json"), description: "What to print about the page written: text, or json." },
  ],
  async run(args, io) {
    if (args.positional.length === 0) throw new UsageError("name at least one event file (one a section)");
    const paperText = (args.options.paper ?? "a4").toLowerCase();
    if (paperText !== "a4" && paperText !== "letter")
      throw new UsageError(`--paper "${args.options.paper}" is not a paper size (expected a4 or letter)`);
    const paper: Paper = paperText === "a4" ? "A4" : "Letter";
    const round = wholeOption(args, "round", 1);
    const sections = [];
    let next = 1;
    for (const file of args.positional) {
      const t = named(await loadTournament(file), file);
      for (const w of boardWarnings(t)) io.err(`warning: ${file}: ${w}`);
      // A section read from a file without board numbers (a TRF) follows the previous one's boards.
      const firstBoard = next;
      next += Math.floor(t.players.length / 2);
      const name = args.positional.length === 1 ? "" : (t.info.name ?? basename(file, extname(file)));
      sections.push({ name, t, firstBoard, ...(round === undefined ? {} : { round }) });
    }
    const event = args.positional.length === 1 ? (sections[0]?.t.info.name ?? "") : "";
    const address = args.options.url ?? sections.map((s) => s.t.info.webAddress ?? "").find((a) => a.trim() !== "") ?? "";
    const qr = address === "" ? undefined : qrCode(address);
    if (typeof qr === "string") {
      if (args.options.url !== undefined) throw new UsageError(`--url: ${qr}`);
      io.err(`warning: the Tournament sheet's Web address: ${qr}; no QR code printed`);
    }
    const page = wallPage(sections, { event, paper, cards: args.options.cards !== undefined, ...(typeof qr === "object" ? { qr } : {}) });
    if (args.options.out === undefined) io.out(page);
    else if (args.options.format?.toLowerCase() === "json") {
      await writeFile(args.options.out, page, "utf8");
      io.out(JSON.stringify({ file: args.options.out, paper, sections: sections.map((s) => s.name) }, null, 2));
    } else {
      await writeFile(args.options.out, page, "utf8");
      io.out(
        `Wrote ${args.options.out}: ${sections.length === 1 ? "the round" : `${sections.length} sections`} by board and by name${args.options.cards === undefined ? "" : ", result slips"} (${paper}).`,
      );
    }
    return 0;
  },
};
