/**
 * `wallchart` — the command line over the core. Commands are loaded only when named, so that a
 * command which does not read .xlsx never loads exceljs and the CLI starts fast.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { commandArgs, commandHelp, wantsHelp } from "./args";
import { UsageError, type Command, type Io } from "./command";
import { ChessInputError } from "../core/errors";
import { capProblems } from "../core/formats/limits";
import { useStdin } from "./stdin";
import { terminalProgress } from "./progress";
import { writeStd } from "./stdio";

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
  ratings: async () => (await import("./commands/ratings")).command,
  "uscf-report": async () => (await import("./commands/uscf-report")).command,
  "ecf-report": async () => (await import("./commands/ecf-report")).command,
  teams: async () => (await import("./commands/teams")).command,
  html: async () => (await import("./commands/html")).command,
  wall: async () => (await import("./commands/wall")).command,
  season: async () => (await import("./commands/season")).command,
  "round-robin": async () => (await import("./commands/round-robin")).command,
  keizer: async () => (await import("./commands/keizer")).command,
  league: async () => (await import("./commands/league")).command,
  entries: async () => (await import("./commands/entries")).command,
};

/** The command names, in the order `wallchart help` lists them. */
export function commandNames(): readonly string[] {
  return Object.keys(COMMANDS);
}

/** One command's module, loaded on demand (undefined for an unknown name). */
export async function loadCommand(name: string): Promise<Command | undefined> {
  return COMMANDS[name]?.();
}

let bar: ReturnType<typeof terminalProgress> | undefined;

/** The process's own output: written by `writeStd`, and process.stderr made only for a progress bar (stdio.ts). */
const stdio: Io = {
  out: (t) => writeStd(1, t.endsWith("\n") ? t : t + "\n"),
  err: (t) => writeStd(2, t.endsWith("\n") ? t : t + "\n"),
  progress: (done, total, label) => (bar ??= terminalProgress(process.stderr))(done, total, label),
};

/**
 * The version in package.json. The compiled CLI (lib/cli, lib/wallchart) and the sources (src/cli)
 * all sit two folders below the package root, installed or not.
 */
export function version(): string {
  const pkg = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as { version: string };
  return pkg.version;
}

async function help(io: Io): Promise<void> {
  const lines = ["Usage: wallchart COMMAND [options]", "", "Commands:"];
  for (const load of Object.values(COMMANDS)) {
    const c = await load();
    lines.push(`  ${c.usage}`, `      ${c.summary}`);
  }
  lines.push(
    "",
    "`wallchart help COMMAND` or `wallchart COMMAND --help` describes one command and its options.",
    'Files: .trf (FIDE TRF-16), .csv (one wallchart sheet), .xlsx (Players, Wallchart, Round N sheets); "-" reads standard input.',
    "Exit codes: 0 done, 1 problems in the input (each listed with its place), 2 wrong command line.",
  );
  io.out(lines.join("\n"));
}

function unknown(name: string, io: Io): number {
  io.err(`wallchart: unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(", ")}.`);
  return 2;
}

/** Runs the CLI; returns the exit code (0 ok, 1 problems in the input, 2 usage). */
export async function main(argv: readonly string[], io: Io = stdio): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || (name === "help" && rest.length === 0)) {
    await help(io);
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v") {
    io.out(`wallchart ${version()}`);
    return 0;
  }
  if (name === "help") {
    const wanted = COMMANDS[rest[0] as string];
    if (wanted === undefined || rest.length > 1) return unknown(rest.join(" "), io);
    io.out(commandHelp(await wanted()));
    return 0;
  }
  const load = COMMANDS[name];
  if (load === undefined) return unknown(name, io);
  const command = await load();
  if (wantsHelp(rest)) {
    io.out(commandHelp(command));
    return 0;
  }
  try {
    const args = commandArgs(command, rest);
    useStdin(io.readStdin?.bind(io), args.options.from);
    return await command.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(
        `wallchart ${name}: ${e.message}\nUsage: wallchart ${command.usage}\n(wallchart ${name} --help lists the options)`,
      );
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
    io.err(`wallchart ${name}: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 3;
  }
}
