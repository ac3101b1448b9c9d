/**
 * Standard output and error for the CLI, written without Node's stream objects where a plain write
 * does the same. `process.stdout` and `process.stderr` are made on first use, and making one loads
 * Node's whole stream machinery (about 30 million instructions, several ms of every command's
 * start-up) to write one string (docs/performance.md, "The whole process at 1,000 players").
 *
 * A file, a pipe or a terminal is written with `fs.writeSync`, which is what Node's own stream does
 * for a file, and how it writes a pipe or a terminal on Linux (synchronously). Two cases go through
 * the stream instead, so that nothing is lost and the order is kept:
 * - a character device on Windows (the console: its stream converts the text for it);
 * - everything from the first write that would block (EAGAIN: a non-blocking pipe that is full).
 */
import { fstatSync, writeSync } from "fs";

type Fd = 1 | 2;

/** The descriptors that now go through their stream (see above). */
const streamed = new Set<Fd>();

function stream(fd: Fd): NodeJS.WriteStream {
  return fd === 1 ? process.stdout : process.stderr;
}

/** True when `fd` is the Windows console (or another character device there). */
function windowsConsole(fd: Fd): boolean {
  if (process.platform !== "win32") return false;
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return true;
  }
}

/** Writes `text` whole to standard output (1) or standard error (2). */
export function writeStd(fd: Fd, text: string): void {
  if (!streamed.has(fd) && windowsConsole(fd)) streamed.add(fd);
  if (streamed.has(fd)) {
    stream(fd).write(text);
    return;
  }
  const bytes = Buffer.from(text, "utf8");
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(fd, bytes, done);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EAGAIN") throw e;
    streamed.add(fd);
    stream(fd).write(bytes.subarray(done));
  }
}
