/** A tiny benchmark harness: warm up, run until enough time has passed, report the median. */

export interface Bench {
  /** What is measured, e.g. "TIEBREAK_MEDIAN, 2,000 players × 11 rounds (after parsing)". */
  readonly name: string;
  /** The goal in milliseconds, if the issue sets one. */
  readonly goalMs?: number;
  /** Builds the input once (not timed) and returns the function to time. */
  setup(): () => unknown;
  /** How many timed runs at most (default 20); slow benches set fewer. */
  readonly runs?: number;
  /**
   * For what cannot be timed from outside (a fresh process's first call): runs once and returns
   * the milliseconds it measured itself; used instead of timing `setup()`'s function, no warm-up.
   */
  sample?(): number;
}

export interface BenchResult {
  readonly name: string;
  readonly medianMs: number;
  readonly minMs: number;
  readonly runs: number;
  readonly goalMs?: number;
}

export function measure(b: Bench): BenchResult {
  if (b.sample !== undefined) return sampled(b, b.sample.bind(b));
  const fn = b.setup();
  fn(); // warm-up
  const times: number[] = [];
  const maxRuns = b.runs ?? 20;
  const started = process.hrtime.bigint();
  while (times.length < maxRuns) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (Number(process.hrtime.bigint() - started) / 1e6 > 5000 && times.length >= 3) break;
  }
  times.sort((a, b) => a - b);
  return {
    name: b.name,
    medianMs: times[Math.floor(times.length / 2)] as number,
    minMs: times[0] as number,
    runs: times.length,
    ...(b.goalMs === undefined ? {} : { goalMs: b.goalMs }),
  };
}

/** `runs` self-measured samples (default 20, fewer past 5 s), median and minimum. */
function sampled(b: Bench, sample: () => number): BenchResult {
  const times: number[] = [];
  const maxRuns = b.runs ?? 20;
  const started = process.hrtime.bigint();
  while (times.length < maxRuns) {
    times.push(sample());
    if (Number(process.hrtime.bigint() - started) / 1e6 > 5000 && times.length >= 3) break;
  }
  times.sort((x, y) => x - y);
  return {
    name: b.name,
    medianMs: times[Math.floor(times.length / 2)] as number,
    minMs: times[0] as number,
    runs: times.length,
    ...(b.goalMs === undefined ? {} : { goalMs: b.goalMs }),
  };
}
