/** What a CLI command is: a name, a usage line, its options, and a run function over parsed arguments. */

export interface Args {
  /** Positional arguments ("-" is standard input). */
  readonly positional: readonly string[];
  /** `--name value` and `-o value` options by long name (flags that are set are "true"). */
  readonly options: Readonly<Record<string, string>>;
}

/** Where a command writes, and (optionally) how it reads standard input and draws progress. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** The whole of standard input, for the file name "-" (the process's stdin when absent). */
  readStdin?(): Promise<string>;
  /** Progress on long work: drawn on stderr only when stderr is a terminal (see src/cli/progress.ts). */
  progress?(done: number, total: number, label: string): void;
}

/** One option a command accepts; `--help` is built from these. */
export interface OptionSpec {
  /** The long name without dashes: "system" for `--system`. */
  readonly name: string;
  /** A one-letter alias: "o" for `-o`. */
  readonly short?: string;
  /** The value's placeholder in the help ("FILE", "N"); absent for a flag, which takes no value. */
  readonly value?: string;
  /** The only values accepted (compared without regard to case); listed in the help. */
  readonly choices?: readonly string[];
  /** The value used when the option is not given, for the help. */
  readonly default?: string;
  /** One line for the help. */
  readonly description: string;
}

export interface Command {
  readonly name: string;
  /** The usage line without "wallchart ", e.g. `pair FILE [--system uscf|dutch|panam1954]`. */
  readonly usage: string;
  /** One sentence for `wallchart help`. */
  readonly summary: string;
  /**
   * Every option the command accepts. When given, the command line is parsed strictly
   * (node:util parseArgs): an option not listed is refused by name, a value outside `choices` too.
   */
  readonly options?: readonly OptionSpec[];
  /** Options that take no value, for a command that declares no `options` (parsed leniently). */
  readonly flags?: readonly string[];
  /** More help text after the options (examples, file layouts). */
  readonly details?: string;
  /** Returns the exit code: 0 done, 1 problems in the input, 2 usage error. */
  run(args: Args, io: Io): Promise<number>;
}

/** Thrown for a wrong command line; printed with the usage. */
export class UsageError extends Error {}

/** `--format` with the given choices, the first the default: one declaration for every command. */
export function formatOption(...choices: readonly string[]): OptionSpec {
  return {
    name: "format",
    value: "FORMAT",
    choices,
    default: choices[0],
    description: `Output format: ${choices.join(", ")}.`,
  };
}

/** `--from trf|csv`: what "-" (standard input) holds; by default it is recognised from its lines. */
export const FROM_OPTION: OptionSpec = {
  name: "from",
  value: "KIND",
  choices: ["trf", "csv"],
  description: 'What standard input ("-" as the file) holds: trf or csv (default: recognised from the text).',
};
