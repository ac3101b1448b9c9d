/**
 * Single rules of C.04.3 (2025) on small hand-made events.
 */
import type { Colour, Entry, EntryKind, Player, Tournament } from "../../../../src/core/model/types";
import { pairDutch } from "../../../../src/core/pairing/dutch";
import { FLOAT_DOWN, FLOAT_NONE, dutchPlayers } from "../../../../src/core/pairing/dutch/players";

/** A round entry: `[kind, opponent, colour]`. */
type E = [EntryKind, number, Colour | null];

function event(rows: E[][], options: { totalRounds?: number; initialColour?: Colour } = {}): Tournament {
  const players: Player[] = rows.map((rounds, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    rating: 2400 - i * 10,
    rounds: rounds.map(([kind, opponent, colour]): Entry => ({ kind, opponent, colour })),
  }));
  return { info: {}, players, totalRounds: options.totalRounds ?? 9, initialColour: options.initialColour ?? "w" };
}

describe("C.04.3 Dutch system, rule by rule", () => {
  test("5.2.5 round 1: the higher-ranked player gets the initial colour with an odd pairing number", () => {
    const t = event([[], [], [], []]);
    expect(pairDutch(t, 1).boards).toEqual([
      { white: 1, black: 3 },
      { white: 4, black: 2 },
    ]);
    const black1 = event([[], [], [], []], { initialColour: "b" });
    expect(pairDutch(black1, 1).boards).toEqual([
      { white: 3, black: 1 },
      { white: 2, black: 4 },
    ]);
  });

  test("C5/C2: the PAB goes to the lowest score, and never to a player who won a point without playing", () => {
    // Round 2 of 5: #1 beat #2; #3 won by forfeit against #5; #4 had the PAB.
    const rows: E[][] = [
      [["win", 2, "w"]],
      [["loss", 1, "b"]],
      [["forfeitWin", 5, "w"]],
      [["pab", 0, null]],
      [["forfeitLoss", 3, "b"]],
    ];
    // #3 and #4 downfloated in round 1 (unplayed points), so #1 floats (C14) and, having met #2,
    // plays #5: the PAB is #2's, on the lowest score (bbpPairings v6.0.0 agrees).
    const p = pairDutch(event(rows), 2);
    expect(p.boards).toEqual([
      { white: 3, black: 4 },
      { white: 5, black: 1 },
    ]);
    expect(p.unpaired).toEqual([{ player: 2, reason: "pab" }]);
    // With #2 and #5 away, #1 is the only one left who may take the PAB (C2), though the highest.
    const away = event([
      [...rows[0]!],
      [...rows[1]!, ["halfBye", 0, null]],
      [...rows[2]!],
      [...rows[3]!],
      [...rows[4]!, ["zeroBye", 0, null]],
    ]);
    const q = pairDutch(away, 2);
    expect(q.boards).toEqual([{ white: 3, black: 4 }]);
    expect(q.unpaired).toEqual([
      { player: 1, reason: "pab" },
      { player: 2, reason: "halfBye" },
      { player: 5, reason: "zeroBye" },
    ]);
  });

  test("C.04.3 A.4 (2025): an unplayed round is a downfloat only when it scored more than a loss", () => {
    const t = event([
      [["halfBye", 0, null]],
      [["zeroBye", 0, null]],
      [["forfeitWin", 4, null]],
      [["forfeitLoss", 3, null]],
    ]);
    const floats = dutchPlayers(t, 2).map((p) => p.float1);
    expect(floats).toEqual([FLOAT_DOWN, FLOAT_NONE, FLOAT_DOWN, FLOAT_NONE]);
  });

  test("C1: forfeits are not meetings, so the two may be paired again", () => {
    const t = event([[["forfeitWin", 2, "w"]], [["forfeitLoss", 1, "b"]]]);
    expect(pairDutch(t, 2).boards).toHaveLength(1);
    const played = event([[["win", 2, "w"]], [["loss", 1, "b"]]]);
    expect(() => pairDutch(played, 2)).toThrow(expect.objectContaining({ code: "NO_PAIRING" }));
  });

  test("C3: two non-topscorers with the same absolute colour preference do not meet", () => {
    // #1 and #2 played white twice (absolute: black), #3 and #4 black twice (absolute: white).
    // Every other pair has met, so only 1-2 and 3-4 are left, and C3 forbids both.
    const t = event([
      [
        ["win", 3, "w"],
        ["loss", 4, "w"],
      ],
      [
        ["loss", 4, "w"],
        ["win", 3, "w"],
      ],
      [
        ["loss", 1, "b"],
        ["loss", 2, "b"],
      ],
      [
        ["win", 2, "b"],
        ["win", 1, "b"],
      ],
    ]);
    expect(() => pairDutch(t, 3)).toThrow(expect.objectContaining({ code: "NO_PAIRING" }));
  });

  test("5.2.2: a strong colour preference beats a mild one", () => {
    const t = event([
      [
        ["win", 3, "w"],
        ["win", 4, "b"],
      ],
      [
        ["win", 4, "w"],
        ["pab", 0, null],
      ],
      [
        ["loss", 1, "b"],
        ["win", 5, "w"],
      ],
      [
        ["loss", 2, "b"],
        ["loss", 1, "w"],
      ],
      [
        ["pab", 0, null],
        ["loss", 3, "b"],
      ],
    ]);
    // #5 (one black: strong white) gets white against #1 (white, black: mild white); #2 (one white:
    // strong black) gets black against #3 (black, white: mild black). bbpPairings v6.0.0 agrees.
    const p = pairDutch(t, 3);
    expect(p.boards).toEqual([
      { white: 5, black: 1 },
      { white: 3, black: 2 },
    ]);
    expect(p.unpaired).toEqual([{ player: 4, reason: "pab" }]);
  });
});
