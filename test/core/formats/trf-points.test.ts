/**
 * The 001 points column (columns 81-84) against the results (issue 28, item 7's spirit: a conversion
 * never changes a score, never a silent wrong answer). bbpPairings v6 refuses a file whose points do
 * not add up under its BB* point system ("The score for player N does not match the game results",
 * src/fileformats/trf.cpp validateScores), allowing the points column to include the accelerated
 * points and the pre-entered bye of the round about to be paired; our reader refuses the same files,
 * naming the line, the columns, both figures and what to do.
 */
import { makeTrf, parseTrf } from "../../../src/core/formats/trf";

/** A 001 line: id, name, points (as written in 81-84, right-aligned), round blocks. */
function line(id: number, name: string, points: string, blocks: string[]): string {
  const head = `001 ${String(id).padStart(4)}      ${name.padEnd(33)} 1800${" ".repeat(28)}${points.padStart(4)}${String(id).padStart(5)}`;
  return head + blocks.map((b) => `  ${b}`).join("");
}

function file(header: string[], players: string[]): string {
  return [...header, ...players].join("\n") + "\n";
}

const messages = (text: string) => parseTrf(text).problems.map((p) => p.message);

describe("the points column is checked against the results under the file's point system", () => {
  test("a win under BBW 3.0 declared 1.0 is refused, naming the line, the columns and both figures", () => {
    const text = file(["012 Test", "XXR 1", "BBW  3.0"], [line(1, "Alpha", "1.0", ["   2 w 1"]), line(2, "Beta", "0.0", ["   1 b 0"])]);
    expect(messages(text)).toEqual([
      "line 4, columns 81-84 (#1 Alpha): the points column says 1.0, but the results give 3.0 under BBW 3.0; correct the points or the point system lines",
    ]);
  });

  test("a consistent BBW 3.0 file reads cleanly", () => {
    const text = file(["012 Test", "XXR 1", "BBW  3.0"], [line(1, "Alpha", "3.0", ["   2 w 1"]), line(2, "Beta", "0.0", ["   1 b 0"])]);
    expect(messages(text)).toEqual([]);
  });

  test("a draw under BBD 1.0 declared 0.5 is refused; declared 1.0 reads", () => {
    const bad = file(["XXR 1", "BBW  3.0", "BBD  1.0"], [line(1, "Alpha", "0.5", ["   2 w ="]), line(2, "Beta", "1.0", ["   1 b ="])]);
    expect(messages(bad)).toEqual([
      "line 4, columns 81-84 (#1 Alpha): the points column says 0.5, but the results give 1.0 under BBW 3.0, BBD 1.0; correct the points or the point system lines",
    ]);
    const good = file(["XXR 1", "BBW  3.0", "BBD  1.0"], [line(1, "Alpha", "1.0", ["   2 w ="]), line(2, "Beta", "1.0", ["   1 b ="])]);
    expect(messages(good)).toEqual([]);
  });

  test("a forfeit loss under BBF 0.5 (and TRF-2026's 162 A) counts its points", () => {
    const bad = file(["XXR 1", "BBF  0.5"], [line(1, "Alpha", "1.0", ["   2 w +"]), line(2, "Beta", "0.0", ["   1 b -"])]);
    expect(messages(bad)).toEqual([
      "line 4, columns 81-84 (#2 Beta): the points column says 0.0, but the results give 0.5 under BBF 0.5; correct the points or the point system lines",
    ]);
    const good = file(["XXR 1", "BBF  0.5"], [line(1, "Alpha", "1.0", ["   2 w +"]), line(2, "Beta", "0.5", ["   1 b -"])]);
    expect(messages(good)).toEqual([]);
    const t26 = file(["142 1", "162  W 1.0    D 0.5    L 0.0    A 0.5    P 1.0"], [line(1, "Alpha", "1.0", ["   2 w +"]), line(2, "Beta", "0.0", ["   1 b -"])]);
    expect(messages(t26)).toEqual([
      "line 4, columns 81-84 (#2 Beta): the points column says 0.0, but the results give 0.5 under 162 W 1.0 D 0.5 L 0.0 A 0.5 P 1.0; correct the points or the point system lines",
    ]);
  });

  test("without point system lines the usual 1-½-0 applies, and a round with nothing recorded gives nothing", () => {
    const text = file(["XXR 2"], [line(1, "Alpha", "2.0", ["   2 w 1"]), line(2, "Beta", "0.0", ["   1 b 0"])]);
    expect(messages(text)).toEqual([
      "line 2, columns 81-84 (#1 Alpha): the points column says 2.0, but the results give 1.0 under the usual 1-½-0 (the file has no point system lines); correct the points or the point system lines",
    ]);
  });

  test("a blank block in a round paired gives nothing; when BBZ would explain the points, the message says so", () => {
    // bbpPairings v6 reads the blank block as a zero-point bye worth BBZ (checked by hand: it accepts Gamma's 0.5).
    const event = (blank: string) =>
      file(["XXR 3", "BBZ  0.5"], [
        line(1, "Alpha", "2.0", ["   2 w 1", "   3 w 1"]),
        line(2, "Beta", blank === "" ? "0.0" : "0.5", ["   1 b 0", blank === "" ? "" : blank]),
        line(3, "Gamma", "0.5", [blank === "" ? " ".repeat(8) : blank, "   1 b 0"]),
      ]);
    const text = event("");
    expect(messages(text)).toEqual([
      "line 5, columns 81-84 (#3 Gamma): the points column says 0.5, but the results give 0.0 under BBZ 0.5; correct the points or the point system lines (round 1 is blank, which Wallchart reads as nothing recorded and bbpPairings as a zero-point bye worth 0.5: write 0000 - Z there for a zero-point bye)",
    ]);
    expect(messages(event("0000 - Z"))).toEqual([]);
  });

  test("a blank points column is not checked", () => {
    const text = file(["XXR 1", "BBW  3.0"], [line(1, "Alpha", "", ["   2 w 1"]), line(2, "Beta", "", ["   1 b 0"])]);
    expect(messages(text)).toEqual([]);
  });

  test("the bye decided for the round about to be paired may be in the points column or not (bbpPairings allows both)", () => {
    const blocks = (r1: string, r2: string) => [r1, r2];
    const header = ["XXR 3"];
    for (const alpha of ["1.0", "1.5"]) {
      const text = file(header, [
        line(1, "Alpha", alpha, blocks("   2 w 1", "0000 - H")),
        line(2, "Beta", "0.0", blocks("   1 b 0", "")),
        line(3, "Gamma", "1.0", blocks("0000 - U", "")),
      ]);
      expect(messages(text)).toEqual([]);
    }
    const wrong = file(header, [
      line(1, "Alpha", "2.0", blocks("   2 w 1", "0000 - H")),
      line(2, "Beta", "0.0", blocks("   1 b 0", "")),
      line(3, "Gamma", "1.0", blocks("0000 - U", "")),
    ]);
    expect(messages(wrong)).toEqual([
      "line 2, columns 81-84 (#1 Alpha): the points column says 2.0, but the results give 1.0 (1.5 with the bye decided for round 2) under the usual 1-½-0 (the file has no point system lines); correct the points or the point system lines",
    ]);
  });

  test("a Baku-accelerated file whose points leave out the virtual points reads cleanly; one that adds the next round's reads too (bbpPairings)", () => {
    const header = ["XXR 5", "192 FIDE_DUTCH_2025_BAKU"];
    const players = (p1: string) => [
      line(1, "Alpha", p1, ["   3 w 1"]),
      line(2, "Beta", "1.0", ["   4 b 1"]),
      line(3, "Gamma", "0.0", ["   1 b 0"]),
      line(4, "Delta", "0.0", ["   2 w 0"]),
    ];
    expect(messages(file(header, players("1.0")))).toEqual([]);
    // Round 2's virtual points for the top half (rounds 1 to 2 of 5 get a win's points): 1.0.
    expect(messages(file(header, players("2.0")))).toEqual([]);
    expect(messages(file(header, players("3.0")))).toHaveLength(1);
  });

  test("XXA accelerated points of the round about to be paired may be in the points column", () => {
    const header = ["XXR 3", "XXA    1  1.0  1.0"];
    const players = (p1: string) => [line(1, "Alpha", p1, ["   2 w 1"]), line(2, "Beta", "0.0", ["   1 b 0"])];
    expect(messages(file(header, players("1.0")))).toEqual([]);
    expect(messages(file(header, players("2.0")))).toEqual([]);
    expect(messages(file(header, players("0.0")))).toHaveLength(1);
  });
});

describe("makeTrf never writes a points column the results do not give", () => {
  const text = file(["XXR 2", "BBW  3.0"], [line(1, "Alpha", "3.0", ["   2 w 1"]), line(2, "Beta", "0.0", ["   1 b 0"])]);
  const t = parseTrf(text).value;
  test("declared points that still agree are written as declared", () => {
    expect(makeTrf(t)).toContain("Alpha                             1800                             3.0");
  });
  test("declared points the results no longer give (a round added since the file was read) give way to the score", () => {
    const later = {
      ...t,
      players: t.players.map((p) => ({
        ...p,
        rounds: [...p.rounds, { kind: p.id === 1 ? ("win" as const) : ("loss" as const), opponent: 3 - p.id, colour: p.id === 1 ? ("b" as const) : ("w" as const) }],
      })),
    };
    const out = makeTrf(later);
    expect(out).toContain("Alpha                             1800                             6.0");
    expect(parseTrf(out).problems).toEqual([]);
  });
  test("a bye decided for the round about to be paired stays in or out of the points column as declared", () => {
    const ahead = file(["XXR 3"], [
      line(1, "Alpha", "1.5", ["   2 w 1", "0000 - H"]),
      line(2, "Beta", "0.0", ["   1 b 0", ""]),
    ]);
    const read = parseTrf(ahead);
    expect(read.problems).toEqual([]);
    expect(parseTrf(makeTrf(read.value)).value.players[0]?.declaredPoints).toBe(15);
  });
});
