import { parseArgs as nodeParseArgs } from "node:util";
import { UsageError, type Args, type Command, type OptionSpec } from "./command";

/** `--help` and `-h`: every command accepts them; main prints the command's help. */
export const HELP_OPTION: OptionSpec = { name: "help", short: "h", description: "Show this help." };

/**
 * Splits argv into positionals and options, leniently, for a command that declares no `options`:
 * `-o` is short for `--out`, every other option takes a value unless listed in `flags`.
 */
export function parseArgs(argv: readonly string[], flags: readonly string[] = []): Args {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--") {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith("--") || (a.startsWith("-") && a.length === 2 && a !== "-")) {
      let name = a.startsWith("--") ? a.slice(2) : a.slice(1);
      if (name === "o") name = "out";
      const eq = name.indexOf("=");
      if (eq >= 0) {
        options[name.slice(0, eq)] = name.slice(eq + 1);
      } else if (flags.includes(name)) {
        options[name] = "true";
      } else {
        const v = argv[i + 1];
        if (v === undefined) throw new UsageError(`option --${name} needs a value`);
        options[name] = v;
        i++;
      }
    } else positional.push(a);
  }
  return { positional, options };
}

function optionList(specs: readonly OptionSpec[]): string {
  return specs.map((s) => `--${s.name}`).join(", ");
}

/** The option named by a parseArgs message ("Unknown option '--x'", "Option '-o, --out <value>' …"). */
function namedIn(message: string): string {
  const m = /'(-[^' ]+)/.exec(message);
  return m?.[1] ?? "";
}

/**
 * Parses argv strictly against the command's declared options with node:util parseArgs: unknown
 * options are named as unknown, a missing value is named, a value outside `choices` is refused.
 */
export function strictArgs(argv: readonly string[], specs: readonly OptionSpec[]): Args {
  const all = [...specs, HELP_OPTION];
  const config: Record<string, { type: "string" | "boolean"; short?: string }> = {};
  for (const s of all) {
    config[s.name] = { type: s.value === undefined ? "boolean" : "string", ...(s.short ? { short: s.short } : {}) };
  }
  let parsed: ReturnType<typeof nodeParseArgs>;
  try {
    parsed = nodeParseArgs({ args: [...argv], options: config, strict: true, allowPositionals: true });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const named = namedIn(err.message);
    if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      throw new UsageError(`unknown option ${named} (options: ${optionList(all)})`);
    }
    if (err.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
      const spec = all.find((s) => named === `--${s.name}` || named === `-${s.short}`);
      if (spec !== undefined && spec.value === undefined) throw new UsageError(`option --${spec.name} takes no value`);
      const choices = spec?.choices ? ` (${spec.choices.join(", ")})` : "";
      throw new UsageError(`option ${spec ? `--${spec.name}` : named} needs a value${choices}`);
    }
    throw new UsageError(err.message);
  }
  const options: Record<string, string> = {};
  for (const [name, v] of Object.entries(parsed.values)) {
    const value = Array.isArray(v) ? String(v[v.length - 1]) : String(v);
    if (v === false) continue;
    const spec = all.find((s) => s.name === name);
    if (spec?.choices && !spec.choices.some((c) => c.toLowerCase() === value.toLowerCase())) {
      throw new UsageError(`--${name} "${value}" is not a ${name} (expected ${spec.choices.join(", ")})`);
    }
    options[name] = value;
  }
  return { positional: parsed.positionals, options };
}

/** Parses argv for a command: strictly when it declares its options, else leniently. */
export function commandArgs(command: Command, argv: readonly string[]): Args {
  return command.options ? strictArgs(argv, command.options) : parseArgs(argv, command.flags);
}

/** Whether argv asks for help (`--help` or `-h` before any `--`). */
export function wantsHelp(argv: readonly string[]): boolean {
  for (const a of argv) {
    if (a === "--") return false;
    if (a === "--help" || a === "-h") return true;
  }
  return false;
}

/** `wallchart CMD --help`: the usage line, the summary, then one line per option. */
export function commandHelp(command: Command): string {
  const lines = [`Usage: wallchart ${command.usage}`, "", command.summary];
  const specs = [...(command.options ?? []), HELP_OPTION];
  const label = (s: OptionSpec) =>
    `${s.short ? `-${s.short}, ` : "    "}--${s.name}${s.value === undefined ? "" : ` ${s.value}`}`;
  const width = Math.max(...specs.map((s) => label(s).length)) + 2;
  lines.push("", "Options:");
  for (const s of specs) {
    const listed = s.choices === undefined || s.choices.every((c) => s.description.includes(c));
    const extra = [
      listed ? "" : ` One of: ${(s.choices ?? []).join(", ")}.`,
      s.default !== undefined && !s.description.includes("default") ? ` Default: ${s.default}.` : "",
    ].join("");
    lines.push(`  ${label(s).padEnd(width)}${s.description}${extra}`);
  }
  if (command.options === undefined && command.flags?.length) {
    lines.push(`  Flags without a value: ${command.flags.map((f) => `--${f}`).join(", ")}.`);
  }
  if (command.details) lines.push("", command.details);
  return lines.join("\n");
}

/** Refuses options not in `known` (for commands that parse leniently). */
export function checkOptions(args: Args, known: readonly string[]): void {
  for (const k of Object.keys(args.options)) {
    if (!known.includes(k))
      throw new UsageError(`unknown option --${k} (expected ${known.map((o) => `--${o}`).join(", ") || "none"})`);
  }
}

/** The one positional argument a command takes (a file), or a UsageError naming what is wanted. */
export function onlyPositional(args: Args, what = "file"): string {
  const [only, ...extra] = args.positional;
  if (only === undefined || extra.length > 0) throw new UsageError(`name exactly one ${what}`);
  return only;
}
