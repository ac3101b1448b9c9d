/** What a CLI command is: a name, a usage line, and a run function over parsed arguments. */

export interface Args {
  /** Positional arguments. */
  readonly positional: readonly string[];
  /** `--name value` and `-o value` options (flags without a value are "true"). */
  readonly options: Readonly<Record<string, string>>;
}

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export interface Command {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  /** Options that take no value. */
  readonly flags?: readonly string[];
  /** Returns the exit code: 0 done, 1 problems in the input, 2 usage error. */
  run(args: Args, io: Io): Promise<number>;
}

/** Thrown for a wrong command line; printed with the usage. */
export class UsageError extends Error {}
