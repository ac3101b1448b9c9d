/**
 * A progress bar on standard error for work that runs over a second, drawn only when stderr is a
 * terminal (never into a pipe or a log file), at most ten times a second, and erased when done.
 * The clock is read here, in the CLI, never in the core: the core only reports `done of total`.
 */

/** What a progress bar needs of a stream: process.stderr has all of it. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

/** The bar as one line: `label [#####.....] 12/40`, fitted to `width` columns. */
export function progressLine(done: number, total: number, label: string, width = 80): string {
  const count = `${done}/${total}`;
  const room = Math.max(10, Math.min(40, width - label.length - count.length - 6));
  const filled = total > 0 ? Math.min(room, Math.round((done / total) * room)) : 0;
  return `${label} [${"#".repeat(filled)}${".".repeat(room - filled)}] ${count}`;
}

/**
 * A progress function for `stream`: silent unless the stream is a terminal and the work has run for
 * `after` ms; `done >= total` erases the line. `now` is the clock (injected for tests).
 */
export function terminalProgress(
  stream: ProgressStream,
  now: () => number = () => performance.now(),
  after = 1000,
): (done: number, total: number, label: string) => void {
  let started: number | null = null;
  let drawn = 0;
  let shown = false;
  return (done, total, label) => {
    if (stream.isTTY !== true) return;
    const t = now();
    if (started === null || done === 0) started = started ?? t;
    if (done >= total) {
      if (shown) stream.write("\r\x1b[2K");
      started = null;
      shown = false;
      return;
    }
    if (t - started < after || t - drawn < 100) return;
    drawn = t;
    shown = true;
    stream.write(`\r\x1b[2K${progressLine(done, total, label, stream.columns ?? 80)}`);
  };
}
