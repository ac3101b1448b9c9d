/**
 * One ranking rule for every output: the crosstable, the standings in words, the prize list, the
 * team standings and the web pages rank exactly as STANDINGS does, with the same default (C.07's
 * order for a round robin, else the US one) and the same FIDE options.
 */
import fc from "fast-check";
import { crosstable } from "../../../src/core/crosstable/crosstable";
import { eventSite } from "../../../src/core/html/site";
import { standingsGrid } from "../../../src/core/posting/grids";
import { prizeList } from "../../../src/core/prizes/award";
import { unwrap } from "../../../src/core/errors";
import { parsePrizes } from "../../../src/core/prizes/parse";
import { rankedStandings, standings, type Ranking } from "../../../src/core/standings/standings";
import { teamRanking, teamStandings } from "../../../src/core/teams/standings";
import { DEFAULT_TIEBREAKS } from "../../../src/core/tiebreaks/types";
import { arbitraryTournament } from "../formats/arbitrary";
import { wallchart } from "../tiebreaks/helpers";

// A round robin where #1 beat #2 by forfeit: C.07's round-robin rules count it as a game (test in
// standings.test.ts); as a Swiss it is not, and the order changes.
const rr = () => wallchart(["X2 L3 D4", "F1 W4 D3", "D4 W1 D2", "D3 L2 D1"]);
const FOUR = unwrap(
  parsePrizes([
    ["1st", "40"],
    ["2nd", "30"],
    ["3rd", "20"],
    ["4th", "10"],
  ]),
);

describe("a round robin with no order given: C.07's round-robin order everywhere, as STANDINGS", () => {
  test("the crosstable: FIDE_SB, FIDE_DE, FIDE_WIN, FIDE_KS, and STANDINGS' order 3, 1, 2, 4", () => {
    const ct = crosstable(rr());
    expect(ct.columns.map((c) => c.code)).toEqual(["FIDE_SB", "FIDE_DE", "FIDE_WIN", "FIDE_KS"]);
    expect(ct.rows.map((r) => r.id)).toEqual([3, 1, 2, 4]);
    expect(ct.rows.map((r) => r.id)).toEqual(standings(rr()).rows.map((r) => r.id));
  });

  test("the standings in words and the web pages' standings and crosstable", () => {
    expect(
      standingsGrid(rr())
        .rows.slice(1)
        .map((r) => Number(r[1])),
    ).toEqual([3, 1, 2, 4]);
    const pages = eventSite(rr());
    const order = (html: string) =>
      [...html.matchAll(/<tr><td class="n">[\d-]+<\/td><td class="n">(\d)<\/td>/g)].map((m) => Number(m[1]));
    expect(order(pages.find((p) => p.file === "index.html")?.html ?? "")).toEqual([3, 1, 2, 4]);
    expect(order(pages.find((p) => p.file === "crosstable.html")?.html ?? "")).toEqual([3, 1, 2, 4]);
  });

  test("the prize list by FIDE places: 1st #3, 2nd #1, 3rd #2, 4th #4", () => {
    const list = prizeList(rr(), FOUR, { mode: "FIDE" });
    expect(list.awards.map((a) => a.winners.map((w) => w.id))).toEqual([[3], [1], [2], [4]]);
  });

  test("the options reach every output: as a Swiss (roundRobin: false) the US order, #1 and #2 tied for 2nd-3rd", () => {
    const swiss: Ranking = { tiebreakOptions: { roundRobin: false } };
    const ct = crosstable(rr(), swiss);
    expect(ct.columns[0]?.code).toBe("MODIFIED_MEDIAN");
    expect(ct.rows.map((r) => [r.id, r.place])).toEqual(
      standings(rr(), undefined, { roundRobin: false }).rows.map((r) => [r.id, r.place]),
    );
    expect(ct.rows.map((r) => r.place)).toEqual(["1", "2-3", "2-3", "4"]);
    const list = prizeList(rr(), FOUR, { mode: "FIDE", ...swiss });
    expect(list.awards.map((a) => [a.from, a.to, a.winners.map((w) => w.id)])).toEqual([
      [1, 1, [3]],
      [2, 3, [1, 2]],
      [4, 4, [4]],
    ]);
  });
});

describe("the team standings under a ranking rule", () => {
  test("no order, or the 1954 order: the US order's systems are added up; the options pass through", () => {
    expect(teamRanking({})).toEqual({ order: DEFAULT_TIEBREAKS });
    expect(teamRanking({ order: "PANAM1954" })).toEqual({ order: DEFAULT_TIEBREAKS });
    expect(teamRanking({ order: ["SOLKOFF"], tiebreakOptions: { unrated: 1000 } })).toEqual({
      order: ["SOLKOFF"],
      tiebreakOptions: { unrated: 1000 },
    });
  });

  test("FIDE_ARO with an unrated player: refused without the unrated rating, counted with it", () => {
    const t = wallchart(["W2 W3", "L1 W4", "W4 L1", "L3 L2"], [2000, null, 1800, 1700]);
    const teams = { ...t, players: t.players.map((p) => ({ ...p, team: "A" })) };
    expect(() => teamStandings(teams, { order: ["FIDE_ARO"] })).toThrow(/rating/);
    const ts = teamStandings(teams, teamRanking({ order: ["FIDE_ARO"], tiebreakOptions: { unrated: 1000 } }));
    expect(ts.rows[0]?.team).toBe("A");
  });
});

describe("property: the crosstable, the standings in words and the prize places follow the standings", () => {
  const orders: Ranking[] = [
    {},
    { order: DEFAULT_TIEBREAKS },
    { order: ["FIDE_BH", "FIDE_SB"], tiebreakOptions: { rules: "2023" } },
    { order: "PANAM1954" },
    { order: ["FIDE_SB", "FIDE_DE"], tiebreakOptions: { roundRobin: true } },
    { order: [] },
  ];
  test("every tournament, every rule", () => {
    fc.assert(
      fc.property(
        arbitraryTournament({ minPlayers: 1, maxPlayers: 10, plain: true }),
        fc.constantFrom(...orders),
        (t, ranking) => {
          const want = rankedStandings(t, ranking).rows.map((r) => r.id);
          expect(crosstable(t, ranking).rows.map((r) => r.id)).toEqual(want);
          expect(
            standingsGrid(t, ranking)
              .rows.slice(1)
              .map((r) => Number(r[1])),
          ).toEqual(want);
        },
      ),
      { numRuns: 80 },
    );
  });
});
