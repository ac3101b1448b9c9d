/** The progress bar on stderr (issue 18): only on a terminal, only after a second, erased when done. */
import { progressLine, terminalProgress } from "../../src/cli/progress";

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, columns: 60, write: (t: string) => writes.push(t) }, writes };
}

describe("terminalProgress", () => {
  test("nothing is drawn when stderr is not a terminal (a pipe, a log file)", () => {
    const { stream, writes } = fakeStream(false);
    let now = 0;
    const p = terminalProgress(stream, () => now);
    for (let i = 0; i <= 10; i++) {
      now = i * 500;
      p(i, 10, "pairing");
    }
    expect(writes).toEqual([]);
  });

  test("work under a second draws nothing", () => {
    const { stream, writes } = fakeStream(true);
    let now = 0;
    const p = terminalProgress(stream, () => now);
    for (let i = 0; i <= 10; i++) {
      now = i * 90;
      p(i, 10, "pairing");
    }
    expect(writes).toEqual([]);
  });

  test("past a second the bar is drawn on one line, at most ten times a second, and erased at the end", () => {
    const { stream, writes } = fakeStream(true);
    let now = 0;
    const p = terminalProgress(stream, () => now);
    p(0, 100, "pairing");
    for (let i = 1; i < 100; i++) {
      now = i * 20; // 2 s in all
      p(i, 100, "pairing");
    }
    now = 2000;
    p(100, 100, "pairing");
    const bars = writes.filter((w) => w.includes("["));
    expect(bars.length).toBeGreaterThan(5);
    expect(bars.length).toBeLessThanOrEqual(11);
    for (const b of bars) expect(b.startsWith("\r\x1b[2K")).toBe(true);
    expect(writes[writes.length - 1]).toBe("\r\x1b[2K");
  });
});

test("progressLine fits the width and shows done/total", () => {
  const line = progressLine(5, 10, "pairing", 40);
  expect(line.length).toBeLessThanOrEqual(40);
  expect(line).toMatch(/^pairing \[(#+)(\.+)\] 5\/10$/);
  const [, done = "", left = ""] = /\[(#+)(\.+)\]/.exec(line) ?? [];
  expect(Math.abs(done.length - left.length)).toBeLessThanOrEqual(1);
  expect(progressLine(0, 0, "x", 80)).toMatch(/^x \[\.+\] 0\/0$/);
});
