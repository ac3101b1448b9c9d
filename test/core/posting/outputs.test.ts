import { readFileSync } from "fs";
import { join } from "path";
import { crosstable, crosstableGrid } from "../../../src/core/crosstable/crosstable";
import { unwrap } from "../../../src/core/errors";
import { parseCsv } from "../../../src/core/formats/csv";
import { eventSite } from "../../../src/core/html/site";
import { postedRound } from "../../../src/core/posting/pairings";
import {
  byNameGrid,
  pairingsGrid,
  prizeGrid,
  prizeReasons,
  standingsGrid,
  teamGrid,
} from "../../../src/core/posting/grids";
import { prizeList } from "../../../src/core/prizes/award";
import { parsePrizes } from "../../../src/core/prizes/parse";
import { teamStandings } from "../../../src/core/teams/standings";
import { fixture } from "../tiebreaks/helpers";
import { expectGolden } from "../../golden";

const text = (grid: string[][]) => grid.map((r) => r.join(" | ")).join("\n") + "\n";
const SEED_ORDER = ["MEDIAN", "SOLKOFF", "SONNEBORN_BERGER"] as const;
const spring = () => ({
  ...fixture("outputs/spring-open.csv"),
  info: { name: "Spring Open", startDate: "2026-04-18" },
});
const springPrizes = () =>
  unwrap(
    parsePrizes(unwrap(parseCsv(readFileSync(join(__dirname, "../../fixtures/outputs/spring-prizes.csv"), "utf8")))),
  );

describe("seed 001: the 1967 crosstables (Median, Solkoff, Sonneborn-Berger, the order the paper states)", () => {
  test.each(["a", "b"])("%s division: our place order and cells are the printed ones (line = printed rank)", (d) => {
    const t = fixture(`1967/${d}-division.csv`);
    const ct = crosstable(t, { order: SEED_ORDER });
    expect(ct.rows.map((r) => r.id)).toEqual(t.players.map((p) => p.id));
    const printed = readFileSync(join(__dirname, `../../fixtures/1967/${d}-division.csv`), "utf8")
      .trim()
      .split("\n")
      .slice(1);
    ct.rows.forEach((r, i) =>
      expect(r.cells.join(",")).toBe(
        (printed[i] as string)
          .split(",")
          .slice(-5)
          .join(",")
          .replace(/\bBYE\b/g, "B"),
      ),
    );
    expectGolden(`crosstable-1967-${d}.txt`, text(crosstableGrid(ct)));
  });

  test("c division: the printed order except the last two, whom the forfeit slips swap (docs/tiebreaks.md, Seed slips)", () => {
    const t = fixture("1967/c-division.csv");
    const ct = crosstable(t, { order: SEED_ORDER });
    expect(ct.rows.map((r) => r.id)).toEqual([...t.players.map((p) => p.id).slice(0, 16), 18, 17]);
    expectGolden("crosstable-1967-c.txt", text(crosstableGrid(ct)));
  });
});

describe("seed 001: every other output of the 1967 B division (no colours printed; the lower number is listed as White)", () => {
  const b = () => ({ ...fixture("1967/b-division.csv"), info: { name: "Oakland Summer Tournament 1967, B division" } });

  test("standings in words (Median, Solkoff, Sonneborn-Berger): Meyers 4½ first, Weber 4 alone second as the paper says", () => {
    const st = standingsGrid(b(), { order: SEED_ORDER });
    expect(st.rows.slice(1, 3).map((r) => [r[0], r[2], r[4]])).toEqual([
      ["1", "Elwin Meyers", "4½"],
      ["2", "Michael Weber", "4"],
    ]);
    expectGolden("standings-1967-b.txt", `${st.title}\n${text(st.rows)}`);
  });

  test("round 5 pairings: the bye (Danton, 'a bye in the last round') under the boards", () => {
    const posted = postedRound(b(), 5);
    expect(posted.byes.map((x) => [x.name, x.word])).toEqual([["Perrica Danton", "BYE"]]);
    expectGolden("pairings-1967-b-r5.txt", `${text(pairingsGrid(posted))}\n${text(byNameGrid(posted))}`);
  });

  test("a prize list (made up: the paper prints none) split the US way: Long and Evans share 3rd–4th", () => {
    const list = prizeList(
      b(),
      unwrap(
        parsePrizes([
          ["1st", "50"],
          ["2nd", "30"],
          ["3rd", "20"],
          ["4th", "10"],
          ["U1700 1st", "Trophy"],
        ]),
      ),
      {
        order: SEED_ORDER,
      },
    );
    expect(list.awards.find((a) => a.from === 3)?.reason).toBe(
      "#3 Jerome Long, #4 James Evans tied on 3½ points bring in $20.00 (3rd) + $10.00 (4th) = $30.00, one prize each, shared equally (US Chess 32B3): $15.00 each.",
    );
    expectGolden("prizes-1967-b.txt", `${text(prizeGrid(list))}\n${prizeReasons(list).join("\n")}\n`);
  });

  test("the web page's crosstable", () => {
    const page = eventSite(b(), { order: SEED_ORDER }).find((p) => p.file === "crosstable.html");
    expectGolden("site-1967-b-crosstable.html", page?.html ?? "");
  });
});

describe("an event of our own: forfeit, withdrawal, byes, shared places", () => {
  test("crosstable with shared places (HEAD_TO_HEAD only: 1-2, 3-4, 5-6, then #8 above #7 who lost to him)", () => {
    const ct = crosstable(spring(), { order: ["HEAD_TO_HEAD"] });
    expect(ct.rows.map((r) => r.place)).toEqual(["1-2", "1-2", "3-4", "3-4", "5-6", "5-6", "7", "8", "9", "10"]);
    expectGolden("crosstable-spring-h2h.txt", text(crosstableGrid(ct)));
  });

  test("crosstable after round 2 (running): the forfeit X/F, the half-point bye, the withdrawn player's U", () => {
    const ct = crosstable(spring(), {}, 2);
    expect(ct.title).toBe("Spring Open: crosstable after round 2");
    expectGolden("crosstable-spring-r2.txt", text(crosstableGrid(ct)));
  });

  test("standings in words with ratings, after round 4", () => {
    const st = standingsGrid(spring());
    expect(st.title).toBe("Spring Open: standings after round 4");
    expect(st.rows[0]).toEqual([
      "Place",
      "No.",
      "Name",
      "Rating",
      "Score",
      "Modified Median",
      "Solkoff",
      "Cumulative",
      "Cumulative of Opposition",
    ]);
    expectGolden("standings-spring.txt", `${st.title}\n${text(st.rows)}`);
  });

  test.each([1, 2, 3, 4])(
    "round %i pairings: scores before the round, byes under the boards, the list by name",
    (r) => {
      const posted = postedRound(spring(), r);
      expectGolden(`pairings-spring-r${r}.txt`, `${text(pairingsGrid(posted))}\n${text(byNameGrid(posted))}`);
    },
  );

  test("round 4: #9 had 1½ before the round, #7 is on the pairing bye, Jo Lake (withdrawn) is listed as withdrawn", () => {
    const posted = postedRound(spring(), 4);
    expect(posted.byes.map((b) => [b.id, b.word])).toEqual([
      [7, "BYE"],
      [10, "U"],
    ]);
    const board = posted.boards.find((b) => b.black.id === 9);
    expect(board?.black.score).toBe(15);
    expect(posted.byName.find((n) => n.id === 10)?.note).toBe("Withdrawn");
  });

  test("prizes (US): golden list and reasoning", () => {
    const t = spring();
    const list = prizeList(t, springPrizes(), { teams: teamStandings(t, { method: "VCF" }) });
    expectGolden("prizes-spring-us.txt", `${text(prizeGrid(list))}\n${prizeReasons(list).join("\n")}\n`);
  });

  test("prizes (FIDE): golden list and reasoning", () => {
    const t = spring();
    const list = prizeList(t, springPrizes(), {
      mode: "FIDE",
      order: ["FIDE_BH_C1", "FIDE_BH", "FIDE_SB"],
      teams: teamStandings(t, { method: "VCF" }),
    });
    expectGolden("prizes-spring-fide.txt", `${text(prizeGrid(list))}\n${prizeReasons(list).join("\n")}\n`);
  });

  test.each(["VCF", "US"] as const)("team standings, %s way", (method) => {
    expectGolden(`teams-spring-${method.toLowerCase()}.txt`, text(teamGrid(teamStandings(spring(), { method }))));
  });

  test("web pages: one per round, crosstable, prizes, teams; no scripts; every page names the event", () => {
    const t = spring();
    const pages = eventSite(t, {
      prizes: prizeList(t, springPrizes()),
      teams: teamStandings(t, { method: "VCF" }),
      section: "Open",
    });
    expect(pages.map((p) => p.file)).toEqual([
      "index.html",
      "this-round.html",
      "round-4.html",
      "round-3.html",
      "round-2.html",
      "round-1.html",
      "crosstable.html",
      "prizes.html",
      "teams.html",
    ]);
    for (const p of pages) {
      expect(p.html).not.toMatch(/<script/i);
      expect(p.html).toContain("<h1>Spring Open</h1>");
      expect(p.html).toContain('name="viewport"');
    }
    expectGolden("site-spring-crosstable.html", pages.find((p) => p.file === "crosstable.html")?.html ?? "");
  });
});
