import { readFileSync, readdirSync } from "fs";
import fc from "fast-check";
import { join } from "path";
import { makeTrf, parseTrf, withTrfRanks } from "../../../src/core/formats/trf";
import type { Player, Tournament } from "../../../src/core/model/types";
import { arbitraryTournament } from "./arbitrary";

const ORACLE = join(__dirname, "..", "..", "fixtures", "oracle-dutch");
const CASES = readdirSync(ORACLE).filter((f) => f.endsWith(".trf"));

/** A 001 line from its fields, columns as TRF-16 puts them. */
function line001(id: number, name: string, rating: string, points: string, blocks: string[], rank = ""): string {
  return (
    `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${rating.padStart(4)}                            ` +
    `${points.padStart(4)} ${rank.padStart(4)}` +
    blocks.map((b) => `  ${b}`).join("")
  ).trimEnd();
}

function messages(text: string): string[] {
  return parseTrf(text).problems.map((p) => p.message);
}

describe("TRF-16 oracle files (test/fixtures/oracle-dutch)", () => {
  test.each(CASES)("%s reads without problems and parse-make-parse gives the same tournament", (file) => {
    const text = readFileSync(join(ORACLE, file), "utf8");
    const first = parseTrf(text);
    expect(first.problems).toEqual([]);
    const again = parseTrf(makeTrf(first.value));
    expect(again.problems).toEqual([]);
    expect(again.value).toStrictEqual(withTrfRanks(first.value));
  });

  test.each(CASES)("%s is written back byte for byte", (file) => {
    const text = readFileSync(join(ORACLE, file), "utf8");
    // The counts 062 (players) and 072 (rated players) are added after the 012–052 lines; the rest is as read.
    const t = parseTrf(text).value;
    const lines = text.split("\n");
    const after = lines.reduce((last, l, i) => (/^0[1-5]2 /.test(l) ? i : last), -1);
    lines.splice(after + 1, 0, `062 ${t.players.length}`, `072 ${t.players.filter((p) => p.rating !== null).length}`);
    expect(makeTrf(t)).toBe(lines.join("\n"));
  });

  test("case010: XXR, XXC and every kind of round block (C.04 Annex 2 result codes)", () => {
    const t = parseTrf(readFileSync(join(ORACLE, "case010.trf"), "utf8")).value;
    expect(t.totalRounds).toBe(6);
    expect(t.initialColour).toBe("w");
    expect(t.info.name).toMatch(/^bars dutch case010/);
    const [p1, p2, , p4, , p6] = t.players as Player[];
    expect(p1).toMatchObject({ id: 1, name: "Test0001 Player0001", rating: 2425, declaredPoints: 30, declaredRank: 3 });
    expect(p1?.rounds).toEqual([
      { kind: "win", opponent: 4, colour: "w" },
      { kind: "win", opponent: 7, colour: "b" },
      { kind: "draw", opponent: 2, colour: "w" },
      { kind: "halfBye", opponent: 0, colour: null },
      { kind: "zeroBye", opponent: 0, colour: null },
    ]);
    expect(p2?.rounds[3]).toEqual({ kind: "forfeitWin", opponent: 6, colour: "w" });
    expect(p6?.rounds[3]).toEqual({ kind: "forfeitLoss", opponent: 2, colour: "b" });
    expect(p4?.rounds[1]).toEqual({ kind: "pab", opponent: 0, colour: null });
    expect(p4?.rounds[0]).toEqual({ kind: "loss", opponent: 1, colour: "b" });
  });

  test("novalid001 reads too (the engine, not the file, finds no pairing)", () => {
    const t = parseTrf(readFileSync(join(ORACLE, "novalid001.trf"), "utf8"));
    expect(t.problems).toEqual([]);
    expect(t.value.players).toHaveLength(8);
  });
});

describe("TRF-16 line ends (rules.md 2.4: accept CR, LF and CRLF)", () => {
  const lf = readFileSync(join(ORACLE, "case005.trf"), "utf8");
  test.each([
    ["CR", lf.replace(/\n/g, "\r")],
    ["CRLF", lf.replace(/\n/g, "\r\n")],
    ["LF without the last", lf.trimEnd()],
    ["a byte-order mark", "\uFEFF" + lf],
  ])("%s gives the same tournament", (_name, text) => {
    expect(parseTrf(text)).toStrictEqual(parseTrf(lf));
  });
  test("makeTrf writes LF", () => {
    expect(makeTrf(parseTrf(lf).value)).not.toMatch(/\r/);
  });
});

describe("TRF-16 001 lines", () => {
  test("every field of the player columns", () => {
    const l = "001   12 wWGM Kosteniuk, Alexandra              2501 SUI     4147103 1984/04/23  1.0   10     3 w 1";
    const other = line001(3, "Other", "2400", "0.0", ["  12 b 0"]);
    const filler = Array.from({ length: 10 }, (_, i) => i + 1)
      .filter((i) => i !== 3)
      .map((i) => line001(i, `P${i}`, "", "0.0", []));
    const t = parseTrf([l, other, ...filler, line001(11, "P11", "", "0", [])].join("\n"));
    expect(t.problems).toEqual([]);
    expect(t.value.players[11]).toStrictEqual({
      id: 12,
      name: "Kosteniuk, Alexandra",
      sex: "w",
      title: "WGM",
      rating: 2501,
      federation: "SUI",
      memberId: "4147103",
      birthDate: "1984/04/23",
      declaredPoints: 10,
      declaredRank: 10,
      rounds: [{ kind: "win", opponent: 3, colour: "w" }],
    });
  });

  test("a rating of 0 or blank is an unrated player (null)", () => {
    const t = parseTrf([line001(1, "A", "0", "0.0", []), line001(2, "B", "", "0.0", [])].join("\n")).value;
    expect(t.players.map((p) => p.rating)).toEqual([null, null]);
  });

  test("W D L are games that count but are not rated; blank result and Z are zero-point byes", () => {
    const t = parseTrf(
      [
        line001(1, "A", "", "2.5", ["   2 w W", "   2 b D", "0000 -  ", "0000 - Z", "0000 - F", "   2 w L"]),
        line001(2, "B", "", "3.0", ["   1 b L", "   1 w D", "0000 - U", "0000 - H", "0000 - Z", "   1 b W"]),
      ].join("\n"),
    );
    expect(t.problems).toEqual([]);
    expect(t.value.players[0]?.rounds).toEqual([
      { kind: "win", opponent: 2, colour: "w", rated: false },
      { kind: "draw", opponent: 2, colour: "b", rated: false },
      { kind: "zeroBye", opponent: 0, colour: null },
      { kind: "zeroBye", opponent: 0, colour: null },
      { kind: "fullBye", opponent: 0, colour: null },
      { kind: "loss", opponent: 2, colour: "w", rated: false },
    ]);
  });

  test("a blank block is a round with nothing recorded; rounds are padded to the same length", () => {
    const t = parseTrf(
      [
        line001(1, "A", "", "1.0", ["        ", "   2 w 1"]),
        line001(2, "B", "", "0.0", ["0000 - Z", "   1 b 0"]),
        line001(3, "C", "", "0", []),
      ].join("\n"),
    ).value;
    expect(t.players.map((p) => p.rounds.length)).toEqual([2, 2, 2]);
    expect(t.players[0]?.rounds[0]).toBeNull();
    expect(t.players[2]?.rounds).toEqual([null, null]);
  });

  test("lines may come in any order; players are put in start-number order", () => {
    const t = parseTrf([line001(2, "B", "", "0", []), line001(1, "A", "", "0", [])].join("\n")).value;
    expect(t.players.map((p) => p.name)).toEqual(["A", "B"]);
  });

  test("a colour given on one side only is copied to the other", () => {
    const t = parseTrf(
      [line001(1, "A", "", "1", ["   2 w 1"]), line001(2, "B", "", "0", ["   2 - 0".replace("2", "1")])].join("\n"),
    );
    expect(t.problems).toEqual([]);
    expect(t.value.players[1]?.rounds[0]).toEqual({ kind: "loss", opponent: 1, colour: "b" });
  });

  test("a double forfeit is two forfeit losses naming each other", () => {
    const t = parseTrf([line001(1, "A", "", "0", ["   2 w -"]), line001(2, "B", "", "0", ["   1 b -"])].join("\n"));
    expect(t.problems).toEqual([]);
  });

  test("a forfeit with no opponent named (0000 - +) is kept", () => {
    const t = parseTrf(line001(1, "A", "", "1", ["0000 - +"]));
    expect(t.problems).toEqual([]);
    expect(t.value.players[0]?.rounds[0]).toEqual({ kind: "forfeitWin", opponent: 0, colour: null });
  });
});

describe("TRF-16 header and extension lines", () => {
  test("012 022 032 042 052 092 102 112 122 go into info (112, the deputy, was dropped before issue 26); unknown lines and ### comments are ignored", () => {
    const text = [
      "012 Club Championship",
      "022 Melbourne",
      "032 AUS",
      "042 2026/01/03",
      "052 2026/02/28",
      "062 2",
      "092 Individual: Swiss-System",
      "102 A. Arbiter",
      "112 D. Deputy",
      "122 60 min + 30 s",
      "### a comment 001 that looks like a player",
      "XXS W=1 D=0.5",
      "BBW 1.0",
      "XXR 7",
      "XXC rank black1",
      line001(1, "A", "", "0", []),
      line001(2, "B", "", "0", []),
    ].join("\r\n");
    const t = parseTrf(text);
    expect(t.problems).toEqual([]);
    expect(t.value.info).toStrictEqual({
      name: "Club Championship",
      city: "Melbourne",
      federation: "AUS",
      startDate: "2026/01/03",
      endDate: "2026/02/28",
      type: "Individual: Swiss-System",
      chiefArbiter: "A. Arbiter",
      deputyArbiters: "D. Deputy",
      timeControl: "60 min + 30 s",
    });
    expect(t.value.totalRounds).toBe(7);
    expect(t.value.initialColour).toBe("b");
    const back = parseTrf(makeTrf(t.value));
    expect(back.value).toStrictEqual(withTrfRanks(t.value));
  });

  test("TRF-26 142 and 152 are read as XXR and XXC", () => {
    const t = parseTrf(["142 9", "152 B", line001(1, "A", "", "0", [])].join("\n")).value;
    expect([t.totalRounds, t.initialColour]).toEqual([9, "b"]);
  });

  test("013 team lines give Tournament.teams and each member's Player.team", () => {
    const text = [
      line001(1, "A", "", "0", []),
      line001(2, "B", "", "0", []),
      line001(3, "C", "", "0", []),
      "013 " + "Box Hill".padEnd(32) + "   1    3",
      "013 " + "Canterbury".padEnd(32) + "   2",
    ].join("\n");
    const t = parseTrf(text);
    expect(t.problems).toEqual([]);
    expect(t.value.teams).toEqual([
      { name: "Box Hill", members: [1, 3] },
      { name: "Canterbury", members: [2] },
    ]);
    expect(t.value.players.map((p) => p.team)).toEqual(["Box Hill", "Canterbury", "Box Hill"]);
    expect(makeTrf(t.value)).toContain("013 Box Hill                           1    3\n");
  });

  test("team codes without 013 lines are written as 013 lines; teams: false leaves them out (bbpPairings refuses 013)", () => {
    const t: Tournament = {
      info: {},
      totalRounds: null,
      initialColour: null,
      players: [
        { id: 1, name: "A", rating: null, team: "MHS", rounds: [] },
        { id: 2, name: "B", rating: null, rounds: [] },
        { id: 3, name: "C", rating: null, team: "MHS", rounds: [] },
      ],
    };
    const back = parseTrf(makeTrf(t)).value;
    expect(back.teams).toEqual([{ name: "MHS", members: [1, 3] }]);
    expect(back.players.map((p) => p.team)).toEqual(["MHS", undefined, "MHS"]);
    expect(makeTrf(t, { teams: false })).not.toContain("013");
  });

  test("requests and withdrawals: the column engines read (0000 - H / Z) plus WCR / WCW lines, read back as requests", () => {
    const t: Tournament = {
      info: {},
      totalRounds: 5,
      initialColour: "w",
      players: [
        {
          id: 1,
          name: "A",
          rating: 1800,
          rounds: [{ kind: "win", opponent: 2, colour: "w" }],
          request: "halfBye",
          declaredPoints: 15,
        },
        {
          id: 2,
          name: "B",
          rating: 1700,
          rounds: [{ kind: "loss", opponent: 1, colour: "b" }],
          request: "withdrawn",
          withdrawn: true,
          declaredPoints: 0,
        },
        {
          id: 3,
          name: "C",
          rating: 1600,
          rounds: [{ kind: "pab", opponent: 0, colour: null }],
          request: "zeroBye",
          declaredPoints: 10,
        },
      ],
    };
    const text = makeTrf(t);
    expect(text).toContain("   2 w 1  0000 - H\n");
    expect(text).toContain("   1 b 0  0000 - Z\n");
    expect(text).toContain("\nWCR H 1\nWCR U 3\nWCR W 2\nWCW 2\n");
    expect(parseTrf(text)).toStrictEqual({ value: withTrfRanks(t), problems: [] });
  });

  test("points default to the computed score when none are declared (bbpPairings checks them)", () => {
    const t: Tournament = {
      info: {},
      totalRounds: null,
      initialColour: null,
      players: [
        {
          id: 1,
          name: "A",
          rating: null,
          rounds: [
            { kind: "draw", opponent: 2, colour: "w" },
            { kind: "pab", opponent: 0, colour: null },
          ],
        },
        {
          id: 2,
          name: "B",
          rating: null,
          rounds: [
            { kind: "draw", opponent: 1, colour: "b" },
            { kind: "halfBye", opponent: 0, colour: null },
          ],
        },
      ],
    };
    expect(parseTrf(makeTrf(t)).value.players.map((p) => p.declaredPoints)).toEqual([15, 10]);
  });

  test("a start number over 9999 cannot be written", () => {
    const p = { id: 10000, name: "A", rating: null, rounds: [] };
    expect(() => makeTrf({ info: {}, totalRounds: null, initialColour: null, players: [p] })).toThrow(/4 digits/);
  });
});

describe("TRF-16 errors name the line, the columns and what was expected", () => {
  test("an opponent that is not a number", () => {
    expect(messages([line001(1, "A", "", "0", ["00x2 w 1"])].join("\n"))).toEqual([
      'line 1, columns 92-95: opponent "00x2" is not a number',
    ]);
  });
  test("a colour, a result, a rating, points", () => {
    const m = messages(
      [line001(1, "A", "2k", "0", ["   2 x 1"]), line001(2, "B", "", "one", ["   1 b 1", "   1 b ?"]), "XXR many"].join(
        "\n",
      ),
    );
    expect(m).toEqual([
      'line 1, columns 49-52: rating "2k" is not a number (blank or 0 for unrated)',
      'line 1, column 97: colour "x" is not w, b or -',
      'line 2, columns 81-84: points "one" are not a number like 5.5',
      'line 2, column 109: result "?" is not one of 1 = 0 W D L + - U F H Z',
      'line 3: XXR "many" is not a number of rounds',
    ]);
  });
  test("byes carry no opponent; games need one; nobody plays himself", () => {
    expect(
      messages(
        [line001(1, "A", "", "0", ["   2 - H", "0000 w 1", "   1 w 1"]), line001(2, "B", "", "0", [])].join("\n"),
      ),
    ).toEqual([
      'line 1, columns 92-95: a bye ("H") has opponent 2; expected 0000',
      'line 1, columns 102-105: a game ("1") needs an opponent, not "0000"',
      "line 1, columns 112-115: opponent 1 is the player's own number",
    ]);
  });
  test("the two sides of a game must agree, and the message names both lines (as wallchart.ts does)", () => {
    const m = messages(
      [
        line001(1, "A", "", "0", ["   2 w 1", "   2 w 1"]),
        line001(2, "B", "", "0", ["   1 b 1", "   1 w 0"]),
        line001(3, "C", "", "0", ["   1 b 0"]),
      ].join("\n"),
    );
    expect(m).toEqual([
      'Round 1: line 1, columns 92-99 (#1) has "2 w 1" but line 2, columns 92-99 (#2) has "1 b 1"',
      'Round 2: line 1, columns 102-109 (#1) has "2 w 1" but line 2, columns 102-109 (#2) has "1 w 0"',
      'Round 1: line 3, columns 92-99 (#3) has "1 b 0" but line 1, columns 92-99 (#1) has "2 w 1"',
    ]);
  });
  test("an opponent with no 001 line", () => {
    expect(messages(line001(1, "A", "", "0", ["   5 w 1"]))).toEqual([
      "Round 1: line 1, columns 92-99 (#1) names opponent 5, who has no 001 line (start numbers run 1-1)",
    ]);
  });
  test("start numbers: repeated, missing, unreadable", () => {
    const m = messages(
      [line001(1, "A", "", "0", []), line001(1, "B", "", "0", []), line001(3, "C", "", "0", []), "001   x"].join("\n"),
    );
    expect(m).toEqual([
      'line 4, columns 5-8: start number "  x" is not a number from 1',
      "line 2: start number 1 is already used on line 1",
      "start number 2 has no 001 line (start numbers run 1-3)",
    ]);
  });
  test("errors carry stable codes", () => {
    const codes = parseTrf(
      [line001(1, "A", "", "0", ["   2 w 1"]), line001(2, "B", "", "0", ["   1 w 1"])].join("\n"),
    ).problems.map((p) => p.code);
    expect(codes).toEqual(["SIDES_DISAGREE"]);
  });
});

describe("TRF-16 property (style.md habit 6: parsers and writers in pairs)", () => {
  test("for arbitrary consistent tournaments, parseTrf(makeTrf(t)) gives t back with no problems", () => {
    fc.assert(
      fc.property(arbitraryTournament(), (t) => {
        expect(parseTrf(makeTrf(t))).toStrictEqual({ value: withTrfRanks(t), problems: [] });
      }),
      { numRuns: 500 },
    );
  });
  test("and the text is stable: makeTrf(parseTrf(text)) is the text", () => {
    fc.assert(
      fc.property(arbitraryTournament(), (t) => {
        const text = makeTrf(t);
        expect(makeTrf(parseTrf(text).value)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
  test("CR and CRLF line ends read the same", () => {
    fc.assert(
      fc.property(arbitraryTournament({ maxPlayers: 6 }), fc.constantFrom("\r", "\r\n"), (t, eol) => {
        expect(parseTrf(makeTrf(t).replace(/\n/g, eol)).value).toStrictEqual(withTrfRanks(t));
      }),
      { numRuns: 100 },
    );
  });
});
