/**
 * Issue 26: the FIDE report complete. 062 / 072 counts, 112 deputies and 132 round dates kept and
 * written, ranks in columns 86–89 from the event's own standings, late entries carried (WCJ) so that
 * our check of the exported file agrees with the check of the event, and the warnings a rating
 * officer would give.
 */
import { sampleTournament } from "../../../src/core/formats/sample";
import { makeTrf, parseTrf, trfRoundDate, trfWarnings } from "../../../src/core/formats/trf";
import type { EntryKind, Player, Tournament } from "../../../src/core/model/types";
import { pairRound } from "../../../src/core/pairing";
import { checkPairings } from "../../../src/core/pairing/check";
import { withPairing } from "../../../src/core/pairing/check/apply";
import { rankedStandings } from "../../../src/core/standings/standings";

const RESULTS: readonly (readonly [EntryKind, EntryKind])[] = [
  ["win", "loss"],
  ["loss", "win"],
  ["draw", "draw"],
];

/** An event paired round by round by the engine, with results drawn from a seed. */
function played(t0: Tournament, from: number, to: number, seed: number): Tournament {
  let t = t0;
  let x = seed;
  const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
  for (let r = from; r <= to; r++) {
    const p = pairRound(t, r, "DUTCH");
    t = withPairing(t, r, p.boards, p.unpaired.find((u) => u.reason === "pab")?.player ?? null, () => RESULTS[next() % 3] as readonly [EntryKind, EntryKind]);
  }
  return t;
}

/** A weekend: 12 players paired in round 1, three late entries (#13–#15, rated high) from round 2, five rounds. */
function weekend(seed: number): Tournament {
  const t0: Tournament = { ...sampleTournament({ players: 12, rounds: 0, seed, halfByes: 0 }), totalRounds: 5, initialColour: "w" };
  const t1 = played(t0, 1, 1, seed);
  const late = (id: number, rating: number): Player => ({
    id,
    name: `Late ${id}`,
    rating,
    joinedRound: 2,
    rounds: [{ kind: "zeroBye", opponent: 0, colour: null }],
  });
  return played({ ...t1, players: [...t1.players, late(13, 2450), late(14, 2300), late(15, 1900)] }, 2, 5, seed);
}

describe("the header lines", () => {
  const t: Tournament = {
    info: {
      name: "Karl Mala Memorial",
      startDate: "2005/06/25",
      endDate: "2005/07/02",
      chiefArbiter: "Chief, Arbiter",
      deputyArbiters: "Deputy, One; Deputy, Two",
      roundDates: "2005/06/25; 2005-06-26; 27.06.2005",
    },
    players: [
      { id: 1, name: "A", rating: 2200, rounds: [{ kind: "win", opponent: 2, colour: "w" }] },
      { id: 2, name: "B", rating: null, rounds: [{ kind: "loss", opponent: 1, colour: "b" }] },
    ],
    totalRounds: 3,
    initialColour: "w",
  };
  const text = makeTrf(t);
  const lines = text.split("\n");
  test("062 players, 072 rated players, after 052", () => {
    expect(lines.slice(0, 6)).toEqual(["012 Karl Mala Memorial", "042 2005/06/25", "052 2005/07/02", "062 2", "072 1", "102 Chief, Arbiter"]);
  });
  test("112 once per deputy; 132 with each round's date in that round's columns (YY/MM/DD)", () => {
    expect(lines).toContain("112 Deputy, One");
    expect(lines).toContain("112 Deputy, Two");
    const d = lines.find((l) => l.startsWith("132")) as string;
    expect(d.slice(91, 99)).toBe("05/06/25");
    expect(d.slice(101, 109)).toBe("05/06/26");
    expect(d.slice(111, 119)).toBe("05/06/27");
  });
  test("read back: the deputies and dates kept", () => {
    const back = parseTrf(text).value.info;
    expect(back.deputyArbiters).toBe("Deputy, One; Deputy, Two");
    expect(back.roundDates).toBe("05/06/25; 05/06/26; 05/06/27");
    // and written again the same
    expect(makeTrf(parseTrf(text).value)).toBe(text);
  });
  test("trfRoundDate", () => {
    expect(trfRoundDate("2026-03-01")).toBe("26/03/01");
    expect(trfRoundDate("26/03/01")).toBe("26/03/01");
    expect(trfRoundDate("1 March")).toBeNull();
  });
  test("082 only for a team event (its own 013 lines)", () => {
    expect(text).not.toMatch(/^082/m);
    const teams = makeTrf({ ...t, teams: [{ name: "Box Hill", members: [1, 2] }] });
    expect(teams).toMatch(/^082 1$/m);
  });
});

describe("ranks in columns 86–89 from the event's standings", () => {
  const t = played({ ...sampleTournament({ players: 11, rounds: 0, seed: 7, halfByes: 0 }), totalRounds: 4, initialColour: "w" }, 1, 4, 7);
  test("the default order, and the event's own order when given", () => {
    for (const order of [undefined, ["SOLKOFF", "CUMULATIVE"] as const]) {
      const ranking = order === undefined ? {} : { order };
      const ranks = new Map(rankedStandings(t, ranking).rows.map((r) => [r.id, r.from]));
      const back = parseTrf(makeTrf(t, { ranking })).value;
      expect(back.players.map((p) => p.declaredRank)).toEqual(t.players.map((p) => ranks.get(p.id)));
    }
  });
  test("ranks the input declared for every player are kept", () => {
    const declared = { ...t, players: t.players.map((p) => ({ ...p, declaredRank: 12 - p.id })) };
    expect(parseTrf(makeTrf(declared)).value.players.map((p) => p.declaredRank)).toEqual(declared.players.map((p) => p.declaredRank));
  });
});

describe("late entries carried (WCJ) and said in a sentence", () => {
  test("the check of the exported file agrees with the event's own check", () => {
    for (const seed of [1, 2, 3, 4]) {
      const t = weekend(seed);
      const own = checkPairings(t, "DUTCH");
      const text = makeTrf(t);
      expect(text).toMatch(/^WCJ 2 13 14 15$/m);
      expect(text).toMatch(/^### Players 13, 14, 15 entered late, in round 2/m);
      const back = parseTrf(text);
      expect(back.problems).toEqual([]);
      expect(back.value.players.slice(12).map((p) => p.joinedRound)).toEqual([2, 2, 2]);
      const exported = checkPairings(back.value, "DUTCH");
      expect(exported.rounds.map((r) => r.same)).toEqual(own.rounds.map((r) => r.same));
      expect(own.same).toBe(true);
      // Without the WCJ line (TRF as other programs write it) the late entries rank by number and the
      // check finds rounds that are "not the engine's pairing": the finding of issue 26.
      if (seed === 1) {
        const bare = parseTrf(text.replace(/^WCJ.*\n/m, "")).value;
        expect(checkPairings(bare, "DUTCH").same).toBe(false);
      }
    }
  });
});

describe("warnings before export", () => {
  const base: Tournament = {
    info: { name: "Open", startDate: "2026/03/01", endDate: "2026/03/02", chiefArbiter: "Chief, A", roundDates: "2026/03/01; 2026/03/02" },
    players: [
      { id: 1, name: "A", rating: 2000, fideId: "1234567", rounds: [{ kind: "win", opponent: 2, colour: "w" }] },
      { id: 2, name: "B", rating: 1900, rounds: [{ kind: "loss", opponent: 1, colour: "b" }] },
    ],
    totalRounds: 2,
    initialColour: "w",
  };
  test("a player without a FIDE ID in a FIDE-rated section", () => {
    expect(trfWarnings(base)).toEqual(["#2 B has no FIDE ID: a FIDE-rated event needs one for every player"]);
  });
  test("missing arbiter, dates, round dates", () => {
    const w = trfWarnings({ ...base, info: { name: "Open" }, players: base.players.map((p) => ({ ...p, fideId: "1" })) });
    expect(w).toEqual([
      "no chief arbiter (102): the Tournament sheet's Chief arbiter",
      "no start date (042): the Tournament sheet's Start date",
      "no end date (052): the Tournament sheet's End date",
      "no round dates (132): the Tournament sheet's Round dates (one date per round, separated by ;); the file is written without them",
    ]);
  });
  test("none for a complete event", () => {
    expect(trfWarnings({ ...base, players: base.players.map((p) => ({ ...p, fideId: "1" })) })).toEqual([]);
  });
});

describe("the US Chess team rule carried (WCT)", () => {
  test("a US event paired with the team rule off: the exported file checks as the event does", () => {
    // Ten players in two schools, paired by the US Chess engine with the team rule off.
    const base = sampleTournament({ players: 10, rounds: 0, seed: 3, halfByes: 0 });
    let t: Tournament = {
      ...base,
      players: base.players.map((p) => ({ ...p, team: p.id % 2 === 0 ? "EVEN" : "ODD" })),
      totalRounds: 4,
      initialColour: "w",
    };
    let x = 3;
    const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
    for (let r = 1; r <= 4; r++) {
      const p = pairRound(t, r, "USCF", { teamRestriction: "off" });
      t = withPairing(t, r, p.boards, p.unpaired.find((u) => u.reason === "pab")?.player ?? null, () => RESULTS[next() % 3] as readonly [EntryKind, EntryKind]);
    }
    const own = checkPairings(t, "USCF", { teamRestriction: "off" });
    expect(own.same).toBe(true);
    const text = makeTrf({ ...t, teamRule: "off" });
    expect(text).toMatch(/^WCT OFF$/m);
    expect(text).toMatch(/^### The US Chess team rule \(28N\) was off/m);
    const back = parseTrf(text).value;
    expect(back.teamRule).toBe("off");
    expect(checkPairings(back, "USCF").rounds.map((r) => r.same)).toEqual(own.rounds.map((r) => r.same));
    // Without the line the check applies 28N and finds rounds that break it: the finding of issue 26.
    const bare = parseTrf(text.replace(/^WCT.*\n/m, "")).value;
    expect(checkPairings(bare, "USCF").same).toBe(false);
  });
});
