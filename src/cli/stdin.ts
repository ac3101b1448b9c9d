/**
 * Standard input as a file: the name "-". Main points it at its Io for each run (tests pass text),
 * and records `--from`; src/cli/load.ts reads through it. Kept apart so that main loads no parser.
 */

import { LIMITS } from "../core/formats/limits";

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

/**
 * Standard input, read up to a few bytes past `limit` and no further: the reader (load.ts) refuses
 * anything over the limit by its size, so an endless or huge stream never fills the memory.
 */
export async function readStream(stream: AsyncIterable<unknown> | Iterable<unknown>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    chunks.push(b);
    size += b.length;
    if (size > limit + 4) break; // past the limit even when a character was cut in two
  }
  return Buffer.concat(chunks).toString("utf8");
}

function readProcessStdin(): Promise<string> {
  return readStream(process.stdin, LIMITS.fileBytes);
}
