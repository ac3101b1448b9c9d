import { ChessInputError } from "../../../../src/core/errors";
import { allocate, dueColour, pairUscf } from "../../../../src/core/pairing/uscf";
import { readRoster } from "../../../../src/core/pairing/uscf/roster";
import { boardsText, tournament, type Spec } from "./sim";

/** Players 1..n rated from `top` down in steps of `step`. */
function rated(n: number, top = 2000, step = 10): Spec[] {
  return Array.from({ length: n }, (_, i) => ({ rating: top - step * i }));
}

/** Fillers: players who only served as past opponents and have left the event. */
function fillers(n: number): Spec[] {
  return Array.from({ length: n }, () => ({ rating: 1000, withdrawn: true }));
}

function code(t: () => unknown): string {
  try {
    t();
  } catch (e) {
    if (e instanceof ChessInputError) return `${e.code}: ${e.message}`;
    throw e;
  }
  return "no error";
}

describe("round 1 (seed 001, 28J, 29E2)", () => {
  test("seed 001: top half against bottom half, #1 has the toss colour, odd numbers of the top half alike", () => {
    const t = tournament(rated(8));
    expect(boardsText(pairUscf(t, 1))).toEqual(["1-5", "6-2", "3-7", "8-4"]);
    expect(boardsText(pairUscf(t, 1, { initialColour: "b" }))).toEqual(["5-1", "2-6", "7-3", "4-8"]);
    expect(boardsText(pairUscf({ ...t, initialColour: "b" }, 1, { initialColour: "w" }))).toEqual([
      "5-1",
      "2-6",
      "7-3",
      "4-8",
    ]);
  });
  test("seed 001: numbering by rating — unrated players at the bottom whatever their pairing numbers", () => {
    const t = tournament([{ rating: null }, { rating: 1500 }, { rating: 1800 }, { rating: 1600 }]);
    // Ranked 3 (1800), 4 (1600), 2 (1500), 1 (unrated): 3 v 2, 4 v 1.
    expect(boardsText(pairUscf(t, 1))).toEqual(["3-2", "1-4"]);
  });
  test("seed 001, 28L2: with an odd number the lowest-rated player has the bye, never an unrated one in round 1", () => {
    const t = tournament([...rated(6), { rating: null }]);
    const p = pairUscf(t, 1);
    expect(p.unpaired).toEqual([{ player: 6, reason: "pab" }]);
    expect(boardsText(p)).toEqual(["1-4", "5-2", "3-7"]);
  });
  test("28L2: an all-unrated field still has a bye, to the last of them", () => {
    const t = tournament(Array.from({ length: 5 }, () => ({ rating: null })));
    expect(pairUscf(t, 1).unpaired).toEqual([{ player: 5, reason: "pab" }]);
  });
});

describe("byes (28L, seed 004)", () => {
  // Round 2 of six players after 1-4, 2-5, 3-6: #1, #2 and #6 won.
  const round1 = ["W4w", "W5b", "L6w", "L1b", "L2w", "W3b"];
  test("seed 004: the forced bye goes to the lowest-rated player of the lowest score group", () => {
    const t = tournament([
      ...rated(6).map((s, i) => ({ ...s, rounds: [round1[i] as string] })),
      { rating: 1000, rounds: ["U"] },
    ]);
    expect(pairUscf(t, 2).unpaired[0]).toEqual({ player: 7, reason: "pab" });
  });
  test("28L3: never a second full-point bye — the next lowest takes it", () => {
    const t = tournament([
      ...rated(6).map((s, i) => ({ ...s, rounds: [round1[i] as string] })),
      { rating: 1000, rounds: ["B"] },
    ]);
    // #7 (1 point from the bye) has had one; the 0-point group is #3, #4, #5: #5 is the lowest rated.
    expect(pairUscf(t, 2).unpaired[0]).toEqual({ player: 5, reason: "pab" });
  });
  test("28L4: a player who took a half-point bye is passed over in his group", () => {
    const t = tournament([
      { rating: 2000, rounds: ["W3w"] },
      { rating: 1900, rounds: ["W4b"] },
      { rating: 1800, rounds: ["L1b"] },
      { rating: 1700, rounds: ["L2w"] },
      { rating: 1500, rounds: ["U"] },
      { rating: 1400, rounds: ["H"] },
      { rating: 1300, rounds: ["U"] },
    ]);
    // Lowest group: #5 and #7 (0), then #3, #4... #7 is lowest rated: bye to #7.
    expect(pairUscf(t, 2).unpaired[0]).toEqual({ player: 7, reason: "pab" });
    const t2 = tournament([
      { rating: 2000, rounds: ["W3w"] },
      { rating: 1900, rounds: ["W4b"] },
      { rating: 1800, rounds: ["L1b"] },
      { rating: 1700, rounds: ["L2w"] },
      { rating: 1500, rounds: ["U"] },
      { rating: 1300, rounds: ["U", "", "H"] },
      { rating: 1200, rounds: ["X8"] },
      { rating: 1100, rounds: ["F7"], withdrawn: true },
    ]);
    // 0-point group: #3, #4, #5, #6 (#8 withdrew). #6 has a half-point bye booked for round 3: passed over → #5.
    expect(pairUscf(t2, 2).unpaired[0]).toEqual({ player: 5, reason: "pab" });
  });
  test("28L3: a player who won by forfeit already has an unplayed point and is passed over", () => {
    const t = tournament([
      { rating: 2000, rounds: ["W6w"] },
      { rating: 1900, rounds: ["W7b"] },
      { rating: 1800, rounds: ["W8w"] },
      { rating: 1500, rounds: ["X9"] },
      { rating: 1600, rounds: ["W10b"] },
      ...fillers(5),
    ]);
    // Everyone has 1 point; #4 is the lowest rated but won by forfeit: #5 has the bye.
    expect(pairUscf(t, 2).unpaired[0]).toEqual({ player: 5, reason: "pab" });
  });
  test("seed 004, 28L5: unrated players are not given the bye if it means fewer than four games", () => {
    const t = tournament(
      [
        { rating: 2000, rounds: ["W3w"] },
        { rating: 1900, rounds: ["D4b"] },
        { rating: null, rounds: ["L1b"] },
        { rating: 1700, rounds: ["D2w"] },
        { rating: 1600, rounds: ["D6b"] },
        { rating: 1000, rounds: ["D5w"], withdrawn: true },
        { rating: 1500, rounds: ["H"] },
        { rating: 1400, rounds: ["W9w"] },
        { rating: 900, rounds: ["L8b"], withdrawn: true },
      ],
      { totalRounds: 4 },
    );
    // Unrated #3 is alone at 0 with one game: a bye in round 2 of 4 would leave him three games. The bye
    // goes up to the ½-point group, to its lowest-rated player without a half-point bye: #5 (#7 has had one).
    expect(pairUscf(t, 2).unpaired[0]).toEqual({ player: 5, reason: "pab" });
    // In an 8-round event he can still reach four games: he gets it.
    expect(pairUscf({ ...t, totalRounds: 8 }, 2).unpaired[0]).toEqual({ player: 3, reason: "pab" });
    // Rounds unknown: the rule cannot be applied; 28L2 (lowest score group) gives it to him.
    expect(pairUscf({ ...t, totalRounds: null }, 2).unpaired[0]).toEqual({ player: 3, reason: "pab" });
    expect(pairUscf({ ...t, totalRounds: null }, 2, { totalRounds: 4 }).unpaired[0]).toEqual({
      player: 5,
      reason: "pab",
    });
  });
});

describe("requests, withdrawals and the order of the unpaired list", () => {
  test("requested half- and zero-point byes, a withdrawal, and the bye listed first", () => {
    const t = tournament([
      {},
      { request: "halfBye" },
      {},
      { withdrawn: true },
      {},
      { request: "zeroBye" },
      { rounds: ["H"] },
    ]);
    const p = pairUscf(t, 1);
    expect(p.unpaired).toEqual([
      { player: 5, reason: "pab" },
      { player: 2, reason: "halfBye" },
      { player: 4, reason: "withdrawn" },
      { player: 6, reason: "zeroBye" },
      { player: 7, reason: "halfBye" },
    ]);
    expect(boardsText(p)).toEqual(["1-3"]);
  });
  test("byes recorded ahead on the chart (H, U, FPB) are honoured", () => {
    const t = tournament([
      { rounds: ["W2w", "H"] },
      { rounds: ["L1b", "U"] },
      { rounds: ["W4b", "FB"] },
      { rounds: ["L3w"] },
      { rounds: ["U"] },
    ]);
    const p = pairUscf(t, 2);
    expect(p.unpaired).toEqual([
      { player: 1, reason: "halfBye" },
      { player: 2, reason: "zeroBye" },
      { player: 3, reason: "fullBye" },
    ]);
    expect(boardsText(p)).toEqual(["5-4"]);
  });
  test("a withdrawn player is never paired again", () => {
    const t = tournament([
      { rounds: ["W3w", "W2b"] },
      { rounds: ["W4b", "L1w"], withdrawn: true },
      { rounds: ["L1b", "W4w"] },
      { rounds: ["L2w", "L3b"] },
    ]);
    const p = pairUscf(t, 3);
    // #4 (0 points) would normally have the bye, but #1 and #3 have met: #3 has it (27A1 look-ahead).
    expect(p.unpaired).toEqual([
      { player: 3, reason: "pab" },
      { player: 2, reason: "withdrawn" },
    ]);
    expect(boardsText(p)).toEqual(["1-4"]);
  });
});

describe("score groups, odd players (29A–29D)", () => {
  // Six players 2000…1950; round 1 1-4, 2-5, 3-6 with #1, #2 and #6 winning.
  const r1 = ["W4w", "W5b", "L6w", "L1b", "L2w", "W3b"];
  test("29D1: the odd player of the 1-point group drops and meets the highest of the 0-point group he may; 29D1b colours", () => {
    const t = tournament(rated(6).map((s, i) => ({ ...s, rounds: [r1[i] as string] })));
    // 1-point group #1, #2, #6: #6 drops. #1–#2 (#2 due white). #6 has met #3; #4 is next but both
    // are due white; #5 (10 points lower, due black) fixes it within 80 points (29D1b). Then #4–#3.
    expect(boardsText(pairUscf(t, 2))).toEqual(["2-1", "6-5", "4-3"]);
  });
  test("29D1b: beyond 200 points the highest opponent is kept and 29E4 settles the colours", () => {
    const t = tournament(rated(6, 2000, 300).map((s, i) => ({ ...s, rounds: [r1[i] as string] })));
    // #6 v #4: both due white; #6 ranks higher (1 point) and gets it. #3 v #5: both due black, #3 gets it.
    expect(boardsText(pairUscf(t, 2))).toEqual(["2-1", "6-4", "5-3"]);
  });
  test("seed 001 rule 4: two dropped players — the higher score has priority for the top opponent", () => {
    // #1 (2 pts) and #2 (1½) both drop into the 1-point group #3, #4, #5 (none met).
    // #1 (2½) cannot meet #2 (2) again: both go down to the 1½ group #3, #4, #5.
    const t = tournament([
      { rating: 1500, rounds: ["W2w", "W6b", "D7w"] },
      { rating: 2000, rounds: ["L1b", "W8w", "W9b"] },
      { rating: 1900, rounds: ["L10b", "W11w", "D12b"] },
      { rating: 1800, rounds: ["W10w", "L11b", "D13w"] },
      { rating: 1700, rounds: ["D12b", "D13w", "D14b"] },
      ...fillers(9),
    ]);
    const p = pairUscf(t, 4);
    // #1 takes #3, #2 takes #4, #5 has the bye.
    expect(p.unpaired).toContainEqual({ player: 5, reason: "pab" });
    expect(p.boards).toHaveLength(2);
    expect(p.boards.map((b) => [b.white, b.black].sort().join("-"))).toEqual(["1-3", "2-4"]);
  });
  test("29D1c: a rated player drops rather than an unrated one", () => {
    // #1 is 300 points above #2: dropping #1 instead for colours would be over 200 (29D1b, 29E5b).
    const t = tournament([
      { rating: 2200, rounds: ["W5w"] },
      { rating: 1900, rounds: ["W6b"] },
      { rating: null, rounds: ["W7w"] },
      { rating: 1500, rounds: ["L8b"] },
      ...fillers(4),
    ]);
    // 1-point group #1, #2, unrated #3: #2 (lowest rated) drops, not #3; #1 v #3.
    const p = pairUscf(t, 2);
    expect(p.boards.map((b) => [b.white, b.black].sort().join("-"))).toEqual(["1-3", "2-4"]);
  });
  test("27A2: a group is not broken when its players can all be paired; 27A1 look-ahead breaks it when needed", () => {
    // 0-point group: #3 and #4 have met, and so have #3 and #5 — #3 can only play #2 from above.
    const t = tournament([
      { rating: 2000, rounds: ["W5w", "W4b"] },
      { rating: 1900, rounds: ["W6b", "W7w"] },
      { rating: 1800, rounds: ["L4w", "L5b"] },
      { rating: 1700, rounds: ["W3b", "L1w"] },
      { rating: 1600, rounds: ["L1b", "W3w"] },
      ...fillers(2),
    ]);
    // Scores: #1 2, #2 2, #4 1, #5 1, #3 0 — five players: the bye goes to #3 (lowest), then 1–2, 4–5?
    // #4 and #5 have not met: natural.
    const p = pairUscf(t, 3);
    expect(p.unpaired[0]).toEqual({ player: 3, reason: "pab" });
    expect(p.boards.map((b) => [b.white, b.black].sort().join("-"))).toEqual(["1-2", "4-5"]);
  });
});

describe("27A1 before 27A2: looking ahead", () => {
  test("a lower player who has met his whole group pulls the group above apart (uschess forum: pulling players down)", () => {
    // #6 has met #3, #4 and #5, the rest of his 1-point group: he can only play #1 or #2 (2 points).
    const t = tournament([
      { rating: 2000, rounds: ["W7w", "W8b", "L9w"] },
      { rating: 1900, rounds: ["W10b", "W11w", "L12b"] },
      { rating: 1800, rounds: ["L6b", "W13w", "L14b"] },
      { rating: 1700, rounds: ["L15w", "W6b", "L16b"] },
      { rating: 1600, rounds: ["L17b", "L18w", "W6w"] },
      { rating: 1500, rounds: ["W3w", "L4w", "L5b"] },
      ...fillers(12),
    ]);
    const pairs = pairUscf(t, 4).boards.map((b) => [b.white, b.black].sort().join("-"));
    // #1 and #2 both go down (27A2 gives way to 27A1); #1 takes #3, #2 takes the only opponent that
    // leaves #4 and #5 to play each other: #6.
    expect(pairs).toEqual(["1-3", "2-6", "4-5"]);
  });
});

describe("repeat pairings removed by transposition and interchange (27A1, 29C2)", () => {
  test("29C2: natural pairings that repeat are transposed in the bottom half", () => {
    // Round 1 1-4, 2-5, 3-6 all drawn; round 2 natural pairings all repeat.
    const r1 = ["D4w", "D5b", "D6w", "D1b", "D2w", "D3b"];
    const t = tournament(rated(6, 2000, 100).map((s, i) => ({ ...s, rounds: [r1[i] as string] })));
    // Everyone is due a colour by equalisation (one game each), so switches up to 200 points are
    // allowed (29E5b). 1 v 6 (200 points from 1 v 4), the interchange of #3 and #4 (100 points: 2 v 3,
    // 4 v 5): every player gets his due colour. The old one-board-at-a-time engine gave 1–5, 2–6, 3–4
    // with two colours missed.
    expect(boardsText(pairUscf(t, 2))).toEqual(["6-1", "2-3", "4-5"]);
  });
  test("29C2: the same with ratings 10 apart — the smallest switches that give every colour (29E5c/d)", () => {
    const r1 = ["D4w", "D5b", "D6w", "D1b", "D2w", "D3b"];
    const t = tournament(rated(6).map((s, i) => ({ ...s, rounds: [r1[i] as string] })));
    // 1 v 6 (20 points) and the interchange of #3 and #4 (10 points), rather than 1–2, 3–4, 5–6
    // (two interchanges of 30 points).
    expect(boardsText(pairUscf(t, 2))).toEqual(["6-1", "2-3", "4-5"]);
  });
  test("an interchange when no transposition avoids a repeat", () => {
    const t = tournament([
      { rating: 2000, rounds: ["D3w", "D4b"] },
      { rating: 1900, rounds: ["D5b", "D6w"] },
      { rating: 1800, rounds: ["D1b", "D5w"] },
      { rating: 1700, rounds: ["D6w", "D1w"] },
      ...fillers(2),
    ]);
    expect(p2(t)).toEqual(["1-2", "3-4"]);
  });
  function p2(t: ReturnType<typeof tournament>): string[] {
    return pairUscf(t, 3).boards.map((b) => [b.white, b.black].sort().join("-"));
  }
});

describe("colours (29E)", () => {
  // Four players in one score group; fillers 5–8 were their past opponents (all draws).
  function group(ratings: number[], histories: string[][]): ReturnType<typeof tournament> {
    return tournament([...ratings.map((rating, i) => ({ rating, rounds: histories[i] as string[] })), ...fillers(8)]);
  }
  const dueW1 = ["D5b"];
  const dueB1 = ["D6w"];
  test("29E5a: a transposition within 80 points fixes alternation", () => {
    const t = group([2000, 1990, 1900, 1850], [dueW1, dueB1, dueW1, dueB1]);
    expect(boardsText(pairUscf(t, 2))).toEqual(["1-4", "3-2"]);
  });
  test("29E5a: not beyond 80 points for alternation — 29E4 gives the higher-ranked player his colour", () => {
    const t = group(
      [2000, 1850, 1700, 1550],
      [
        ["D5w", "D6b"],
        ["D5b", "D6w"],
        ["D7w", "D8b"],
        ["D7b", "D8w"],
      ],
    );
    expect(boardsText(pairUscf(t, 3))).toEqual(["1-3", "4-2"]);
  });
  test("29E5b: up to 200 points for equalisation", () => {
    const under = group(
      [2000, 1850, 1700, 1550],
      [
        ["D5b", "D6w", "D7b"],
        ["D5w", "D6b", "D7w"],
        ["D5b", "D6w", "D8b"],
        ["D5w", "D6b", "D8w"],
      ],
    );
    expect(boardsText(pairUscf(under, 4))).toEqual(["1-4", "3-2"]);
    const over = group(
      [2000, 1750, 1500, 1250],
      [
        ["D5b", "D6w", "D7b"],
        ["D5w", "D6b", "D7w"],
        ["D5b", "D6w", "D8b"],
        ["D5w", "D6b", "D8w"],
      ],
    );
    expect(boardsText(pairUscf(over, 4))).toEqual(["1-3", "4-2"]);
  });
  test("29E5e: a transposition within 80 points is preferred to a smaller interchange", () => {
    const t = group([2000, 1960, 1950, 1880], [dueW1, dueB1, dueW1, dueB1]);
    expect(boardsText(pairUscf(t, 2))).toEqual(["1-4", "3-2"]);
  });
  test("29E5d: an interchange when the transposition is over 80 points (alternation)", () => {
    // Due colours by alternation (colours level after two games): the 95-point transposition is over
    // the 80-point limit (29E5a), the 10-point interchange is not.
    const altW = ["D5w", "D6b"];
    const altB = ["D5b", "D6w"];
    const t = group([2000, 1905, 1895, 1800], [altW, altB, altW, altB]);
    expect(boardsText(pairUscf(t, 3))).toEqual(["1-2", "3-4"]);
  });
  test("29E5e: for equalisation the 10-point interchange beats the 95-point transposition, which is over 80 (issue 29)", () => {
    // The old reading (any transposition within 200 first) gave 1-4, 3-2; the rule prefers an
    // interchange of a smaller switch unless the transposition satisfies the 80-point rule.
    const t = group([2000, 1905, 1895, 1800], [dueW1, dueB1, dueW1, dueB1]);
    expect(boardsText(pairUscf(t, 2))).toEqual(["1-2", "3-4"]);
  });
  test("29E5g: switches involving unrated players are exempt from the limits", () => {
    const specs = (last: number | null): Spec[] => [
      { rating: 2000, rounds: dueW1 },
      { rating: 1500, rounds: dueB1 },
      { rating: 1200, rounds: dueW1 },
      { rating: last, rounds: dueB1 },
      ...fillers(2),
    ];
    // #1 v #3 both due white, #2 v #4 both due black; transposing #3 and unrated #4 is exempt.
    expect(boardsText(pairUscf(tournament(specs(null)), 2))).toEqual(["1-4", "3-2"]);
    // Rated 900 instead, every switch is over 200 points: 29E4 decides (#1 and #2, higher, get their colours).
    expect(boardsText(pairUscf(tournament(specs(900)), 2))).toEqual(["1-3", "4-2"]);
  });
  test("29E4 (1): equalisation beats alternation, whoever ranks higher", () => {
    const t = tournament([
      { rating: 2000, rounds: ["D3w", "D4b"] },
      { rating: 1900, rounds: ["D5b", "", ""] },
      ...fillers(3),
    ]);
    expect(boardsText(pairUscf(t, 3))).toEqual(["2-1"]);
  });
  test("29E4 (3): the player who did not have the colour in the last game where they differed gets it", () => {
    const t = tournament([
      { rating: 2000, rounds: ["D3b", "D4w", "D5w", "D6b"] },
      { rating: 1900, rounds: ["D3w", "D4b", "D5w", "D6b"] },
      ...fillers(4),
    ]);
    expect(boardsText(pairUscf(t, 5))).toEqual(["2-1"]);
  });
  test("29E4 (4): otherwise the higher-ranked player", () => {
    const t = tournament([
      { rating: 2000, rounds: ["D3w", "D4b"] },
      { rating: 1900, rounds: ["D3w", "D4b"] },
      ...fillers(2),
    ]);
    expect(boardsText(pairUscf(t, 3))).toEqual(["1-2"]);
  });
  test("27A4: never a third colour in a row when the other way round avoids it", () => {
    // #1: white, black (due white by alternation); #2: black, white, white? no — #2 has b, b: due white, and black would be a third.
    const t = tournament([
      { rating: 2000, rounds: ["D3w", "D4b"] },
      { rating: 1900, rounds: ["D3b", "D4b"] },
      ...fillers(2),
    ]);
    expect(boardsText(pairUscf(t, 3))).toEqual(["2-1"]);
  });
  test("29E3 due colours", () => {
    expect(dueColour([])).toEqual({ colour: null, strength: 0, excess: 0 });
    expect(dueColour(["w"])).toEqual({ colour: "b", strength: 2, excess: 1 });
    expect(dueColour(["w", "b"])).toEqual({ colour: "w", strength: 1, excess: 0 });
    expect(dueColour(["b", "w", "w", "b", "b"])).toEqual({ colour: "w", strength: 2, excess: 1 });
    expect(dueColour(["b", "b", "w", "w"])).toEqual({ colour: "b", strength: 2, excess: 0 });
  });
  test("29E1: byes and forfeits carry no colour", () => {
    const t = tournament([
      { rating: 2000, rounds: ["X3", "B", "D4w"] },
      { rating: 1900, rounds: ["D4w", "F5", "H"] },
      ...fillers(3),
    ]);
    const r = readRoster(t, 4);
    expect(r.active.map((e) => e.colours)).toEqual([["w"], ["w"]]);
    const [a, b] = r.active as [never, never];
    expect(allocate(a, b)?.conflict).toBe(2);
  });
});

describe("team codes (28N; the VCF practice: rounds 1–2)", () => {
  const teams = (codes: (string | undefined)[]): Spec[] =>
    codes.map((team, i) => ({ rating: 2000 - 10 * i, ...(team === undefined ? {} : { team }) }));
  test("seed 002: team-mates are not paired in round 1", () => {
    const t = tournament(teams(["A", "B", "A", "C"]));
    expect(boardsText(pairUscf(t, 1))).toEqual(["1-4", "3-2"]);
  });
  test("separateTeams: false pairs as if there were no codes", () => {
    const t = tournament(teams(["A", "B", "A", "C"]));
    expect(boardsText(pairUscf(t, 1, { separateTeams: false }))).toEqual(["1-3", "4-2"]);
  });
  test("seed 002: unless a team holds more than half of the score group", () => {
    const t = tournament(teams(["A", "A", "A", "B"]));
    expect(boardsText(pairUscf(t, 1))).toEqual(["1-3", "4-2"]);
    const half = tournament(teams(["A", "A", "B", "A", "C", "D"]));
    // Natural 1–4 are team-mates: the one transposition of #4 and #6 (20 points) keeps them apart.
    expect(boardsText(pairUscf(half, 1))).toEqual(["1-6", "5-2", "3-4"]);
  });
  test("seed 002: with the VCF setting team codes are switched off after round 2; 28N keeps them in every round", () => {
    // Colours chosen so that the natural pairing 1–3, 2–4 has no colour conflict in either round.
    const r = [
      ["D5w", "D9b"],
      ["D6w", "D10b"],
      ["D7b", "D11w"],
      ["D8b", "D12w"],
    ];
    const t = tournament([
      ...teams(["A", "B", "A", "C"]).map((s, i) => ({ ...s, rounds: r[i] as string[] })),
      ...fillers(8),
    ]);
    const t2 = tournament([
      ...teams(["A", "B", "A", "C"]).map((s, i) => ({ ...s, rounds: [(r[i] as string[])[0] as string] })),
      ...fillers(8),
    ]);
    const together = (p: ReturnType<typeof pairUscf>): boolean =>
      p.boards.some((b) => [b.white, b.black].sort().join() === "1,3");
    const vcf = { teamRestriction: "vcf" } as const;
    expect(together(pairUscf(t2, 2, vcf))).toBe(false);
    expect(together(pairUscf(t, 3, vcf))).toBe(true);
    // 28N (the default): team-mates are kept apart where possible in every round.
    expect(together(pairUscf(t, 3))).toBe(false);
  });
});

describe("no legal pairing, bad input", () => {
  test("27A1: everyone has met everyone — NO_PAIRING in plain words", () => {
    const t = tournament([
      { rounds: ["W2w", "W3b", "W4w"] },
      { rounds: ["L1b", "W4w", "W3b"] },
      { rounds: ["W4b", "L1w", "L2w"] },
      { rounds: ["L3w", "L2b", "L1b"] },
    ]);
    expect(code(() => pairUscf(t, 4))).toMatch(/^NO_PAIRING: Round 4 cannot be paired: .*never pair two players twice/);
  });
  test("28L3: an odd field where everyone has had the bye", () => {
    const t = tournament([
      { rounds: ["B", "W2w", "W3b"] },
      { rounds: ["W3w", "B", "L1b"] },
      { rounds: ["L2b", "L1w", "B"] },
    ]);
    expect(code(() => pairUscf(t, 4))).toMatch(/^NO_PAIRING: .*every one of them has already had a full-point bye/);
  });
  test("a round that is already paired, a round too far ahead, a round 0", () => {
    const t = tournament([{ rounds: ["W2w"] }, { rounds: ["L1b"] }]);
    expect(code(() => pairUscf(t, 1))).toBe(
      'BAD_ARGUMENT: Round 1, player #1: "W2w" is already recorded; round 1 is already paired',
    );
    expect(code(() => pairUscf(t, 3))).toBe(
      "BAD_ARGUMENT: round: round 3 cannot be paired yet, round 2 has no results",
    );
    expect(code(() => pairUscf(t, 0))).toBe("BAD_ARGUMENT: round: expected a whole number of at least 1, got 0");
  });
  test("forfeits are not meetings: the two may be paired again", () => {
    const t = tournament([{ rounds: ["X2"] }, { rounds: ["F1"] }]);
    expect(boardsText(pairUscf(t, 2))).toEqual(["1-2"]);
  });
  test("the input is not changed, and the same input gives the same pairing", () => {
    const freeze = <T>(x: T): T => {
      if (x !== null && typeof x === "object") {
        for (const v of Object.values(x as object)) freeze(v);
        Object.freeze(x);
      }
      return x;
    };
    const t = freeze(
      tournament(
        [{ rounds: ["W3w"] }, { rounds: ["W4b"] }, { rounds: ["L1b"] }, { rounds: ["L2w"] }, { rounds: ["H"] }],
        { totalRounds: 5 },
      ),
    );
    expect(pairUscf(t, 2)).toEqual(pairUscf(t, 2));
  });
  test("an empty field gives an empty pairing", () => {
    expect(pairUscf(tournament([{ withdrawn: true }]), 1)).toEqual({
      round: 1,
      boards: [],
      unpaired: [{ player: 1, reason: "withdrawn" }],
    });
  });
});
