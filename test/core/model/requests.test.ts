/** Requests for any round ahead (issue 11 item 2): H3 H5 U4 W6, parsed, written, derived per round. */
import fc from "fast-check";
import { forRound, makeRequests, parseRequests, requestFor } from "../../../src/core/model/requests";
import type { Player, Request, Tournament } from "../../../src/core/model/types";

const p: Player = {
  id: 1,
  name: "A",
  rating: 1500,
  rounds: [null],
  requests: { 3: "halfBye", 4: "zeroBye", 6: "withdrawn" },
};

describe("requests for rounds ahead", () => {
  test("parse: tokens by spaces, commas or semicolons, any case; a letter alone is the next round", () => {
    expect(parseRequests("h3, H5;u4 W").value).toEqual({
      next: "withdrawn",
      rounds: { 3: "halfBye", 4: "zeroBye", 5: "halfBye" },
    });
    expect(parseRequests("Z2").value.rounds).toEqual({ 2: "zeroBye" });
  });

  test("refusals name the cell and the token", () => {
    expect(parseRequests("H3 Q4", "Wallchart!E5").problems.map((x) => x.message)).toEqual([
      'Wallchart!E5: "H3 Q4" holds "Q4", which is not a request (expected H half-point bye, U zero-point bye, W withdrawn, C club duty (Keizer club nights), each alone for the next round or with a round number: H3 H5 U4 W6)',
    ]);
    expect(parseRequests("H3 U3", "X").problems[0]?.message).toMatch(/^X: "H3 U3" asks two things of round 3/);
    expect(parseRequests("H0", "X").problems[0]?.message).toMatch(/names round 0/);
  });

  test("make and parse are a pair (property)", () => {
    const req = fc.constantFrom<Request>("halfBye", "zeroBye", "withdrawn");
    fc.assert(
      fc.property(
        fc.dictionary(fc.integer({ min: 1, max: 30 }).map(String), req),
        fc.option(req, { nil: undefined }),
        (rounds, next) => {
          const r = {
            ...(next === undefined ? {} : { next }),
            rounds: Object.fromEntries(Object.entries(rounds).map(([k, v]) => [Number(k), v])),
          };
          expect(parseRequests(makeRequests(r)).value).toEqual(r);
        },
      ),
    );
  });

  test("requestFor: that round's own request, withdrawn from a W round on", () => {
    expect([2, 3, 4, 5, 6, 7].map((r) => requestFor(p, r))).toEqual([
      undefined,
      "halfBye",
      "zeroBye",
      undefined,
      "withdrawn",
      "withdrawn",
    ]);
  });

  test("forRound: the engine's view; US Chess 28L4 sees the half-point bye committed ahead as an entry", () => {
    const t: Tournament = { info: {}, players: [p], totalRounds: 6, initialColour: null };
    expect(forRound(t, 3).players[0]?.request).toBe("halfBye");
    expect(forRound(t, 2).players[0]?.request).toBeUndefined();
    expect(forRound(t, 2, { ahead: true }).players[0]?.rounds[2]).toEqual({
      kind: "halfBye",
      opponent: 0,
      colour: null,
    });
    expect(forRound(t, 2).players[0]?.rounds.length).toBe(1);
    expect(forRound(t, 6).players[0]?.withdrawn).toBe(true);
  });
});
