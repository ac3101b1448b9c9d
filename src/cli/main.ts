/**
 * `wallchart` — the command line over the core. Commands are loaded only when named, so that a
 * command which does not read .xlsx never loads exceljs and the CLI starts fast.
 */
import { parseArgs } from "./args";
import { UsageError, type Command, type Io } from "./command";
import { ChessInputError } from "../core/errors";
import { capProblems } from "../core/formats/limits";

/** One line per command; each module exports `command`. */
const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  check: async () => (await import("./commands/check")).command,
  trf: async () => (await import("./commands/trf")).command,
  pair: async () => (await import("./commands/pair")).command,
  "check-pairings": async () => (await import("./commands/check-pairings")).command,
  tiebreak: async () => (await import("./commands/tiebreak")).command,
  standings: async () => (await import("./commands/standings")).command,
  ladder: async () => (await import("./commands/ladder")).command,
  gp: async () => (await import("./commands/gp")).command,
  qualify: async () => (await import("./commands/qualify")).command,
  "acf-period": async () => (await import("./commands/acf-period")).command,
  crosstable: async () => (await import("./commands/crosstable")).command,
  prizes: async () => (await import("./commands/prizes")).command,
  teams: async () => (await import("./commands/teams")).command,
  html: async () => (await import("./commands/html")).command,
  season: async () => (await import("./commands/season")).command,
};

const stdio: Io = {
  out: (t) => process.stdout.write(t.endsWith("\n") ? t : t + "\n"),
  err: (t) => process.stderr.write(t.endsWith("\n") ? t : t + "\n"),
};

async function help(io: Io): Promise<void> {
  const lines = ["Usage: wallchart COMMAND [options]", "", "Commands:"];
  for (const load of Object.values(COMMANDS)) {
    const c = await load();
    lines.push(`  ${c.usage}`, `      ${c.summary}`);
  }
  lines.push("", "Files: .trf (FIDE TRF-16), .csv (one wallchart sheet), .xlsx (Players, Wallchart, Round N sheets).");
  io.out(lines.join("\n"));
}

/** Runs the CLI; returns the exit code (0 ok, 1 problems in the input, 2 usage). */
export async function main(argv: readonly string[], io: Io = stdio): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    await help(io);
    return name === undefined ? 2 : 0;
  }
  if (name === "--version") {
    io.out("wallchart 0.1.0");
    return 0;
  }
  const load = COMMANDS[name];
  if (load === undefined) {
    io.err(`wallchart: unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(", ")}.`);
    return 2;
  }
  const command = await load();
  try {
    return await command.run(parseArgs(rest, command.flags), io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`wallchart ${name}: ${e.message}\nUsage: wallchart ${command.usage}`);
      return 2;
    }
    if (e instanceof ChessInputError) {
      io.err(`wallchart ${name}: ${e.problems.length} problem${e.problems.length === 1 ? "" : "s"}:`);
      for (const p of capProblems(e.problems)) io.err(`  ${p.message}`);
      return 1;
    }
    const err = e as NodeJS.ErrnoException;
    if (err && typeof err.code === "string" && err.code.startsWith("E")) {
      io.err(`wallchart ${name}: ${err.message}`);
      return 1;
    }
    io.err(`wallchart ${name}: internal error: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
    return 3;
  }
}
