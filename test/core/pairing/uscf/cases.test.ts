/**
 * US Chess rules 27–29, case by case: the worked cases of issue 13 (compared there with SwissSys and
 * WinTD) and cases built from the rule text, each citing its rule.
 */
import { pairUscf } from "../../../../src/core/pairing/uscf";
import { boardsText, tournament } from "./sim";

/** Issue 13, item 1 (US Chess forum practice; SwissSys and WinTD both drop #5, 1096). */
function oddPlayerCase() {
  // Pairing numbers by rating: 1 1514, 2 1400, 3 1300, 4 1121, 5 1096, 6 1050, 7 1000, 8 982, 9 978, 10 900.
  // Round 1: the winners 1514, 1096, 982 had black, 1121 and 978 white; so after round 1
  // 1514, 1096, 982 are due white, 1121 and 978 black; the losers 1400, 1300, 1050 black, 1000, 900 white.
  return tournament([
    { rating: 1514, rounds: ["W2b"] },
    { rating: 1400, rounds: ["L1w"] },
    { rating: 1300, rounds: ["L5w"] },
    { rating: 1121, rounds: ["W7w"] },
    { rating: 1096, rounds: ["W3b"] },
    { rating: 1050, rounds: ["L8w"] },
    { rating: 1000, rounds: ["L4b"] },
    { rating: 982, rounds: ["W6b"] },
    { rating: 978, rounds: ["W10w"] },
    { rating: 900, rounds: ["L9b"] },
  ]);
}

describe("29D1b: a different odd player for colours (issue 13 fixture)", () => {
  test("29D1b: 1096 drops instead of 978 (118 points, within 200): 1514–978, 982–1121, 1096–1400, every colour due", () => {
    const p = pairUscf(oddPlayerCase(), 2, { explain: true });
    expect(boardsText(p)).toEqual(["1-9", "8-4", "5-2", "7-3", "10-6"]);
    expect(p.notes?.boards[2]).toContain("#5 (1) dropped as the odd player instead of #9, for colours (29D1b, 118 points)");
  });
  test("29D1a: with the colours of the drop neutral, the lowest-rated player drops as usual", () => {
    // Same field, but 978 (#9) is due white like 1514: dropping him costs no colour.
    const t = oddPlayerCase();
    const players = t.players.map((p) =>
      p.id === 9
        ? { ...p, rounds: [{ kind: "win" as const, opponent: 10, colour: "b" as const }] }
        : p.id === 10
          ? { ...p, rounds: [{ kind: "loss" as const, opponent: 9, colour: "w" as const }] }
          : p,
    );
    const p = pairUscf({ ...t, players }, 2, { explain: true });
    expect(p.notes?.boards.some((n) => n.includes("#9 (1) dropped as the odd player of the 1 group (29D1a)"))).toBe(true);
  });
});

/** Withdrawn fillers: past opponents only. */
function fillers(n: number) {
  return Array.from({ length: n }, () => ({ rating: 1000, withdrawn: true }));
}

describe("29E5, 29E6: switches of any length within the limits (issue 13, item 2)", () => {
  test("29E5a, 29E6: a three-way transposition, every move within 80 points, gives every colour", () => {
    // One 1-point group after two draws each; due colours by alternation: #1 W, #2 B, #3 W (top half),
    // #4 W, #5 B, #6 B (bottom half); #1 and #5 have met. Natural 1–4 and 3–6 both miss a colour; the
    // two-board switches either repeat 1–5 or move the miss; 1–6, 2–4, 3–5 (moves of 20, 10, 10 points)
    // gives everyone his colour.
    const t = tournament([
      { rating: 2000, rounds: ["D5w", "D7b"] },
      { rating: 1990, rounds: ["D9b", "D10w"] },
      { rating: 1980, rounds: ["D11w", "D12b"] },
      { rating: 1970, rounds: ["D13w", "D14b"] },
      { rating: 1960, rounds: ["D1b", "D8w"] },
      { rating: 1950, rounds: ["D15b", "D16w"] },
      ...fillers(10),
    ]);
    const p = pairUscf(t, 3, { explain: true });
    expect(boardsText(p)).toEqual(["1-6", "4-2", "3-5"]);
    expect(p.notes?.boards[0]).toContain("transposition of 20 points (29E5c)");
  });
  test("27A4, 29E5f: a third colour in a row is avoided even when the switch is over 200 points", () => {
    // #1 and #3 have had white twice, #2 and #4 black twice; every switch is 300 points or more.
    const t = tournament([
      { rating: 2400, rounds: ["D5w", "D6w"] },
      { rating: 2000, rounds: ["D9b", "D10b"] },
      { rating: 1700, rounds: ["D7w", "D8w"] },
      { rating: 1400, rounds: ["D11b", "D12b"] },
      ...fillers(8),
    ]);
    expect(boardsText(pairUscf(t, 3))).toEqual(["4-1", "2-3"]);
  });
});

describe("29E4 (3): colour history round by round (issue 13, item 5)", () => {
  test("29E4 (3), 29E1: the most recent round in which both played and their colours differed decides", () => {
    // Both played b, w, b (due white by equalisation), #1 in rounds 1, 2, 4 and #2 in rounds 2, 3, 4.
    // Round by round: round 4 both black; round 3 #1 had no game; round 2 #1 white, #2 black: #2 did
    // not have white then, so he has it now. (Game by game the two histories are the same, and 29E4 (4)
    // would give white to the higher-ranked #1.)
    const t = tournament([
      { rating: 2000, rounds: ["D3b", "D4w", "H", "D5b"] },
      { rating: 1900, rounds: ["H", "D6b", "D7w", "D8b"] },
      ...fillers(6),
    ]);
    expect(boardsText(pairUscf(t, 5))).toEqual(["2-1"]);
  });
});

describe("byes (28L2, 28L2a)", () => {
  const lateField = (joined: boolean) => {
    const t = tournament([
      { rating: 2000, rounds: ["W3w"] },
      { rating: 1900, rounds: ["W4b"] },
      { rating: 1800, rounds: ["L1b"] },
      { rating: 1700, rounds: ["L2w"] },
      { rating: 1600, rounds: ["U"] },
    ]);
    return joined ? { ...t, players: t.players.map((p) => (p.id === 5 ? { ...p, joinedRound: 2 } : p)) } : t;
  };
  test("28L2: a late entrant does not get the bye in the round he enters", () => {
    expect(pairUscf(lateField(false), 2).unpaired[0]).toEqual({ player: 5, reason: "pab" });
    const p = pairUscf(lateField(true), 2, { explain: true });
    expect(p.unpaired[0]).toEqual({ player: 4, reason: "pab" });
    expect(p.notes?.unpaired[0]).toContain("#5 enters the event this round (28L2)");
  });
  test("28L2a (setting BYE_FOR_COLOURS): a higher-rated player of the lowest group takes the bye when the colours are better", () => {
    // 0-point group: #4 and #5 due white, #6 due black. The bye to #6 leaves 4–5 (a colour missed);
    // the bye to #5 leaves 4–6 with both colours due.
    const t = tournament([
      { rating: 2100, rounds: ["W4w"] },
      { rating: 2000, rounds: ["W5w"] },
      { rating: 1900, rounds: ["W6b"] },
      { rating: 1500, rounds: ["L1b"] },
      { rating: 1400, rounds: ["L2b"] },
      { rating: 1300, rounds: ["L3w"] },
      { rating: 1800, rounds: ["B"] },
    ]);
    expect(pairUscf(t, 2).unpaired[0]).toEqual({ player: 6, reason: "pab" });
    expect(pairUscf(t, 2, { byeForColours: true }).unpaired[0]).toEqual({ player: 5, reason: "pab" });
  });
});

describe("variations as settings", () => {
  test("Harkness: the middle player of an odd group drops instead of the lowest", () => {
    // 1-point group #1–#5 (all due black), 0-point group #6–#10 (all due white): colours cannot choose.
    const t = tournament([
      { rating: 2000, rounds: ["W6w"] },
      { rating: 1900, rounds: ["W7w"] },
      { rating: 1800, rounds: ["W8w"] },
      { rating: 1700, rounds: ["W9w"] },
      { rating: 1600, rounds: ["W10w"] },
      { rating: 1500, rounds: ["L1b"] },
      { rating: 1400, rounds: ["L2b"] },
      { rating: 1300, rounds: ["L3b"] },
      { rating: 1200, rounds: ["L4b"] },
      { rating: 1100, rounds: ["L5b"] },
    ]);
    const pairs = (o = {}) => pairUscf(t, 2, o).boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join("-"));
    expect(pairs()).toContain("5-6");
    expect(pairs({ harkness: true })).toContain("3-6");
  });
  test("28R1 accelerated (added score): in round 1 the upper half is paired as a group of its own", () => {
    const t = tournament([2000, 1900, 1800, 1700, 1600, 1500, 1400, 1300].map((rating) => ({ rating })));
    expect(boardsText(pairUscf(t, 1))).toEqual(["1-5", "6-2", "3-7", "8-4"]);
    expect(boardsText(pairUscf(t, 1, { accelerated: true }))).toEqual(["1-3", "4-2", "5-7", "8-6"]);
  });
});

describe("27A1: forbidden pairs like rematches; 28N the fewest team-mate games", () => {
  test("Tournament.forbiddenPairs: the natural 1–3 is forbidden, as a rematch would be", () => {
    const t = tournament([2000, 1900, 1800, 1700].map((rating) => ({ rating })), { forbiddenPairs: [[1, 3]] });
    const p = pairUscf(t, 1, { explain: true });
    expect(boardsText(p)).toEqual(["1-4", "3-2"]);
    expect(p.notes?.boards[0]).toContain("#1 and #3 may not be paired (forbidden pair)");
  });
  test("TRF-2026 260 groups: kept apart in their rounds only (forbidden.ts, as the Dutch engine reads them)", () => {
    const players = [2000, 1900, 1800, 1700].map((rating) => ({ rating }));
    const group = (from: number, to: number) => tournament(players, { forbiddenGroups: [{ players: [1, 3], from, to }] });
    expect(boardsText(pairUscf(group(1, 2), 1))).toEqual(["1-4", "3-2"]);
    expect(boardsText(pairUscf(group(2, 3), 1))).toEqual(["1-3", "4-2"]);
  });
  test("28N1 (setting TEAM_DROPS, a secondary reading): below plus two, team-mates are kept apart even by dropping them", () => {
    // Round 2: #1 and #2 (team A) won, #3 and #4 lost to them. Plus score 1: below plus two.
    const t = tournament([
      { rating: 2000, team: "A", rounds: ["W3w"] },
      { rating: 1900, team: "A", rounds: ["W4b"] },
      { rating: 1800, rounds: ["L1b"] },
      { rating: 1700, rounds: ["L2w"] },
    ]);
    const pairs = (o = {}) => pairUscf(t, 2, o).boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join("-"));
    expect(pairs()).toEqual(["1-2", "3-4"]);
    expect(pairs({ teamDrops: true })).toEqual(["1-4", "2-3"]);
  });
  test("28N where possible: a team of more than half the group meets itself only as often as it must", () => {
    // Six players, four of team A: one A–A game is unavoidable, two would be all-or-nothing's answer.
    const codes = ["A", "A", "A", "A", "B", "C"];
    const t = tournament(codes.map((team, i) => ({ rating: 2000 - 10 * i, team })));
    const games = pairUscf(t, 1).boards.filter((b) => codes[b.white - 1] === codes[b.black - 1]);
    expect(games).toHaveLength(1);
  });
});
