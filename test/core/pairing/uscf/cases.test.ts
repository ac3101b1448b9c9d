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
