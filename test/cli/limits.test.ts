/**
 * Issue 17, items 1 and 2: limits that match the formats. Each case is the one the fuzzing found
 * (a huge pairing number exhausting the memory, a sheet named `Round 100000000`), now refused at
 * once with a sentence naming the place, on every command that reads a tournament.
 */
import { cli, tempDir, writeTemp } from "./helpers";
import { join } from "path";
import { saveXlsx } from "../../src/cli/load";
import { LIMITS } from "../../src/core/formats/limits";

const COMMANDS: readonly (readonly string[])[] = [["check"], ["trf"], ["tiebreak"], ["standings"], ["pair"]];

/** The problem lines a failed run printed (to stdout for check, stderr for the others). */
function problemLines(r: { out: string; err: string }): string[] {
  return (r.out + r.err).split("\n").filter((l) => l.startsWith("  "));
}

describe("issue 17: pairing numbers to 9999 (TRF-16's four columns)", () => {
  test.each(["1000000000", "9010993", "10000"])("a CSV with # %s is refused at once, naming the cell", async (n) => {
    const file = writeTemp(tempDir(), "h.csv", `#\n${n}\n`);
    for (const argv of COMMANDS) {
      const r = await cli(...argv, file);
      expect(r.code).toBe(1);
      expect(r.out + r.err).toContain(`'h.csv'!A2: pairing number ${n} is too large (at most 9999)`);
      expect(problemLines(r).length).toBeLessThan(5);
    }
  });

  test("the same through a Players sheet of an .xlsx, for check, trf, tiebreak, standings and pair", async () => {
    const file = join(tempDir(), "h.xlsx");
    await saveXlsx(file, { sheets: [{ name: "Players", cells: [["#", "Name"], [1000000000, "Ann"]] }] });
    for (const argv of COMMANDS) {
      const r = await cli(...argv, file);
      expect(r.code).toBe(1);
      expect(r.out + r.err).toContain("Players!A2: pairing number 1000000000 is too large (at most 9999)");
    }
  });

  test('# 9999 alone gives 9998 "no row" problems: the first 100 are listed, then "and 9898 more problems"', async () => {
    const r = await cli("check", writeTemp(tempDir(), "h.csv", "#\n9999\n"));
    expect(r.code).toBe(1);
    const lines = problemLines(r);
    expect(lines).toHaveLength(LIMITS.problems + 1);
    expect(lines[0]).toContain("no row for pairing number 1 (pairing numbers run 1-9999)");
    expect(lines[lines.length - 1]).toBe("  and 9898 more problems");
  });
});

describe("issue 17: rounds to 99", () => {
  test("a sheet named Round 100000000 is refused, naming the sheet", async () => {
    const file = join(tempDir(), "r.xlsx");
    await saveXlsx(file, {
      sheets: [
        { name: "Players", cells: [["#", "Name"], [1, "Ann"], [2, "Bob"]] },
        { name: "Round 100000000", cells: [["Board", "White", "Black", "Result"], [1, "#1", "#2", "1-0"]] },
      ],
    });
    const r = await cli("check", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("'Round 100000000': the sheet's name: round 100000000 is too many (at most 99 rounds)");
  });

  test("a round column R100 is refused, naming the header cell", async () => {
    const r = await cli("check", writeTemp(tempDir(), "r.csv", "Name,R1,R100\nAnn,W2,\nBob,L1,\n"));
    expect(r.code).toBe(1);
    expect(r.out).toContain(`'r.csv'!C1: "R100": round 100 is too many (at most 99 rounds)`);
  });

  test("XXR 100 and a TRF line with a block after round 99 are refused, naming line and column", async () => {
    const player = (id: number, opp: number, colour: string, result: string) =>
      `001 ${String(id).padStart(4)}      Player ${id}`.padEnd(91) + `${String(opp).padStart(4)} ${colour} ${result}`;
    const long = player(1, 2, "w", "1").padEnd(91 + 99 * 10) + "   2 w 1";
    const text = ["012 Test", "XXR 100", long, player(2, 1, "b", "0")].join("\n");
    const r = await cli("check", writeTemp(tempDir(), "t.trf", text));
    expect(r.code).toBe(1);
    expect(r.out).toContain("line 2: XXR: round 100 is too many (at most 99 rounds)");
    expect(r.out).toContain("line 3, column 1085: a round after round 99 (at most 99 rounds");
  });
});

describe("issue 17: cell text and file size", () => {
  test("a cell of 300 characters is refused, naming the cell", async () => {
    const r = await cli("check", writeTemp(tempDir(), "c.csv", `Name,R1\n${"A".repeat(300)},\n`));
    expect(r.code).toBe(1);
    expect(r.out).toContain("'c.csv'!A2: 300 characters; a cell holds at most 256");
  });

  test("a file over 10 MB is refused before it is read, on every reader", async () => {
    const dir = tempDir();
    const big = "x".repeat(LIMITS.fileBytes + 1);
    for (const name of ["big.csv", "big.trf", "big.xlsx"]) {
      const r = await cli("check", writeTemp(dir, name, big));
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/big\.(csv|trf|xlsx): the file is 10\.0 MB; at most 10\.0 MB is read/);
    }
    const ladder = await cli("ladder", writeTemp(dir, "log.csv", big));
    expect(ladder.code).toBe(1);
    expect(ladder.err).toContain("the file is 10.0 MB");
  });

  test("a sheet of 20,000 rows is refused, naming the sheet", async () => {
    const rows = Array.from({ length: 20000 }, (_, i) => `P${i}`);
    const r = await cli("check", writeTemp(tempDir(), "rows.csv", `Name,R1\n${rows.join("\n")}\n`));
    expect(r.code).toBe(1);
    expect(r.out).toContain("'rows.csv': 20001 rows; at most 10100 are read (9999 players)");
  });
});

describe("issue 17: text handed to the readers directly (the pane's TRF import)", () => {
  test("parseTrf and parseCsv refuse text over 10 MB at once", async () => {
    const { parseTrf } = await import("../../src/core/formats/trf");
    const { parseCsv } = await import("../../src/core/formats/csv");
    const big = "x".repeat(LIMITS.fileBytes + 1);
    expect(parseTrf(big).problems.map((p) => p.message)).toEqual(["the text: the file is 10.0 MB; at most 10.0 MB is read"]);
    expect(parseCsv(big).problems).toHaveLength(1);
  });
});

describe("issue 17: ratings 0-3500 in the readers too", () => {
  test("a Players rating of 99999 in a CSV and 9999 in a TRF are refused, naming the cell and columns", async () => {
    const csv = await cli("check", writeTemp(tempDir(), "r.csv", "Name,Rating,R1\nAnn,99999,\n"));
    expect(csv.code).toBe(1);
    expect(csv.out).toContain("'r.csv'!B2: 99999 is not a rating (0 to 3500; blank or 0 for unrated)");
    const line = "001    1      Player 1".padEnd(48) + "9999";
    const trf = await cli("check", writeTemp(tempDir(), "r.trf", `012 Test\n${line}\n`));
    expect(trf.code).toBe(1);
    expect(trf.out).toContain("line 2, columns 49-52: rating 9999 is not a rating (0 to 3500)");
  });
});

describe("issue 17: CSV shapes that cost memory", () => {
  test("more than 256 fields in a line, or more than 300,000 lines, stop the reader at once", async () => {
    const { parseCsv } = await import("../../src/core/formats/csv");
    expect(parseCsv(",".repeat(1_000_000)).problems.map((p) => p.message)).toEqual([
      "line 1: more than 256 fields; at most 256 are read",
    ]);
    expect(parseCsv("\n".repeat(LIMITS.csvRows + 5)).problems.map((p) => p.message)).toEqual([
      `line ${LIMITS.csvRows + 1}: more than 300000 lines; at most 300000 are read`,
    ]);
    expect(parseCsv("a,b\n".repeat(1000)).problems).toEqual([]);
  });
});

describe("issue 17: TRF shapes that cost time", () => {
  test("more than 25,000 lines (a million 001 lines, 10 MB of line ends) are refused before they are read", async () => {
    const { parseTrf } = await import("../../src/core/formats/trf");
    const many = Array.from({ length: 1_000_000 }, (_, i) => `001 ${String((i % 9999) + 1).padStart(4)}`).join("\n");
    expect(parseTrf(many).problems.map((p) => p.message)).toEqual([
      "line 25001: more than 25000 lines (a TRF of 9999 players has about 10019)",
    ]);
    expect(parseTrf("\n".repeat(5_000_000)).problems).toHaveLength(1);
  });
});
