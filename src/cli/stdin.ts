/**
 * Standard input as a file: the name "-". Main points it at its Io for each run (tests pass text),
 * and records `--from`; src/cli/load.ts reads through it. Kept apart so that main loads no parser.
 */

/** The file name that means standard input. */
export const STDIN = "-";

const stdin: { read: () => Promise<string>; from: string | undefined } = { read: readProcessStdin, from: undefined };

/** Points "-" at `read` (the process's stdin when undefined) and records `--from` (trf or csv). */
export function useStdin(read: (() => Promise<string>) | undefined, from?: string): void {
  stdin.read = read ?? readProcessStdin;
  stdin.from = from?.toLowerCase();
}

/** What `--from` said "-" holds, if anything. */
export function stdinFrom(): string | undefined {
  return stdin.from;
}

/** The whole of standard input. */
export function readStdin(): Promise<string> {
  return stdin.read();
}

async function readProcessStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
