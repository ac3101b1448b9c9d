import type { Entry, Tournament } from "../../../src/core/model/types";
import { teamStandings } from "../../../src/core/teams/standings";

/**
 * Seed 002's K-12 example (Enclosure 1): names, schools and game scores. The example's round cells
 * do not agree with each other (it illustrates the points formula), so each score is given here by
 * byes: whole points as pairing byes (Thomas's five make five rounds), a half as a half-point bye.
 */
const K12: readonly [string, string, number][] = [
  ["Thomas", "ABHS", 5],
  ["Sally", "LMHS", 3.5],
  ["Yusef", "JOHS", 3],
  ["Akil", "ABHS", 3],
  ["Sharon", "KBHS", 3],
  ["Mike", "JOHS", 3],
  ["Anand", "QTHS", 3],
  ["Jeff", "QTHS", 2.5],
  ["Carol", "RHHS", 2.5],
  ["Tina", "RHHS", 2],
  ["Mickey", "LLHS", 2],
  ["Peter G.", "JJHS", 2],
  ["Peter S.", "KTTHS", 2],
  ["Adam", "KBHS", 2],
  ["Kiki", "QTHS", 1.5],
  ["Sai", "XZHS", 1],
];

function k12(): Tournament {
  const bye = (kind: Entry["kind"]): Entry => ({ kind, opponent: 0, colour: null });
  return {
    info: {},
    totalRounds: 5,
    initialColour: null,
    players: K12.map(([name, team, score], i) => {
      const whole = Math.floor(score);
      const half = score - whole > 0;
      const rounds = [...Array.from({ length: whole }, () => bye("pab")), ...(half ? [bye("halfBye")] : [])];
      while (rounds.length < 5) rounds.push(bye("zeroBye"));
      return { id: i + 1, name, team, rating: null, rounds };
    }),
  };
}

describe("team standings from game scores (seed 002)", () => {
  test("VCF: each school's top 4 game scores (Part 2 footnote 4): ABHS 8, QTHS 7, JOHS 6, KBHS 5, RHHS 4½", () => {
    const ts = teamStandings(k12(), { method: "VCF" });
    expect(ts.columns.map((c) => c.label)).toEqual(["SOLKOFF", "CUMULATIVE", "OPP_CUMULATIVE"]);
    expect(ts.rows.slice(0, 6).map((r) => [r.team, r.score / 10])).toEqual([
      ["ABHS", 8],
      ["QTHS", 7],
      ["JOHS", 6],
      ["KBHS", 5],
      ["RHHS", 4.5],
      ["LMHS", 3.5],
    ]);
    expect(ts.rows.find((r) => r.team === "QTHS")?.counted.map((m) => m.name)).toEqual(["Anand", "Jeff", "Kiki"]);
  });

  test("VCF: schools still tied after every team tiebreak share the place (LLHS, JJHS, KTTHS on 2: 7-9)", () => {
    const ts = teamStandings(k12(), { method: "VCF" });
    expect(ts.rows.filter((r) => r.score === 20).map((r) => [r.team, r.place])).toEqual([
      ["JJHS", "7-9"],
      ["KTTHS", "7-9"],
      ["LLHS", "7-9"],
    ]);
  });

  test("US scholastic, top 2: QTHS 5½ (Anand 3, Jeff 2½), Kiki not counted", () => {
    const ts = teamStandings(k12(), { method: "US", top: 2 });
    expect(ts.columns[0]?.label).toBe("MODIFIED_MEDIAN");
    const qt = ts.rows.find((r) => r.team === "QTHS");
    expect([qt?.score, qt?.others.map((m) => m.name)]).toEqual([55, ["Kiki"]]);
  });
});
