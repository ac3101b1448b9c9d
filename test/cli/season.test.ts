import { join } from "path";
import { makeTrf } from "../../src/core/formats/trf";
import type { Tournament } from "../../src/core/model/types";
import { cli, tempDir, writeTemp } from "./helpers";
import { SEASON_DIR } from "../core/season/helpers";

const events = join(SEASON_DIR, "events.csv");

describe("wallchart season", () => {
  test("the worked season as a table: every category, the prizes, and the near miss on stderr", async () => {
    const r = await cli("season", events);
    expect(r.code).toBe(0);
    expect(r.out).toContain("ACF Grand Prix 1994 after 3 events. Scores in brackets do not count.");
    expect(r.out).toMatch(
      /Open, best 7\nPlace +Name +ID +State +Autumn Cup +Winter Open +Spring Classic +Total\n +1 +Carl Diaz +3101 +Vic +8 +10 +8½ +26½/,
    );
    expect(r.out).toMatch(/Open +5 +Ivn Petrov +SA +\$600/);
    expect(r.err).toBe(
      'warning: Did you mean "Ivan Petrov" (Winter Open, line 5) for "Ivn Petrov" (Spring Classic, line 5)? Kept as two players; give both the same ID, or add an alias, if they are one.\n',
    );
  });

  test("--alias merges, --category picks one, --format json", async () => {
    const r = await cli(
      "season",
      events,
      "--alias",
      "Ivn Petrov=Ivan Petrov",
      "--category",
      "open",
      "--format",
      "json",
    );
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    const j = JSON.parse(r.out);
    expect(j.categories).toHaveLength(1);
    expect(j.categories[0].players[4]).toEqual({
      place: "5",
      name: "Ivan Petrov",
      id: "",
      points: [null, 4, 4.5],
      counted: [false, true, true],
      total: 8.5,
    });
  });

  test("--format csv and html", async () => {
    const csv = await cli("season", events, "--format", "csv", "--best", "2");
    expect(csv.out.split("\n").slice(0, 3)).toEqual([
      '"Open, best 2"',
      "Place,Name,ID,State,Autumn Cup,Winter Open,Spring Classic,Total",
      "1,Dora Kim,3103,NSW,4,(2),16,20",
    ]);
    const html = await cli("season", events, "--format", "html");
    expect(html.out).toMatch(/^<!doctype html>/i);
    expect(html.out).not.toContain("<script");
  });

  test("a tournament file is an event: name and date from the file, scheme from --scheme", async () => {
    const dir = tempDir();
    const t: Tournament = {
      info: { name: "Club Championship", startDate: "1994/05/07" },
      totalRounds: 1,
      initialColour: null,
      players: [
        {
          id: 1,
          name: "Alpha One",
          rating: 1800,
          memberId: "1234",
          sex: "m",
          birthDate: "1955/01/01",
          rounds: [{ kind: "win", opponent: 2, colour: "w" }],
        },
        {
          id: 2,
          name: "Beta Two",
          rating: 1700,
          sex: "m",
          birthDate: "1980/02/02",
          rounds: [{ kind: "loss", opponent: 1, colour: "b" }],
        },
      ],
    };
    const trf = writeTemp(dir, "club.trf", makeTrf(t));
    const r = await cli("season", trf, "--scheme", "ACF1", "--format", "json");
    expect(r.err).toBe(
      "warning: Club Championship is ACF1, which pays 5 places, but has 2 players (rule 5: the class is the fee paid; check it).\n",
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.events).toEqual([
      { name: "Club Championship", date: { year: 1994, month: 5, day: 7 }, scheme: "ACF1", section: "" },
    ]);
    expect(j.categories[0].players.map((p: { name: string; total: number }) => [p.name, p.total])).toEqual([
      ["Alpha One", 8],
      ["Beta Two", 5],
    ]);
    // Beta Two, born 1980, is a junior in 1994
    expect(j.categories.find((c: { category: string }) => c.category === "JUNIORS").players).toHaveLength(1);
  });

  test("refusals: no events, an unknown format, a list row without a file, a missing file, a bad date", async () => {
    expect((await cli("season")).code).toBe(2);
    expect((await cli("season", events, "--format", "pdf")).code).toBe(2);
    const dir = tempDir();
    const list = writeTemp(
      dir,
      "events.csv",
      "Event,Date,Scheme,File\nA,1994-01-05,ACF1,\nB,1994-02-30,ACF1,b.csv\nC,1994-03-01,ACF1,nothere.csv\n",
    );
    const r = await cli("season", list);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${list}, line 2 (A): no file for the event's standings`);
    expect(r.err).toContain(`${list}, line 3 (B): date "1994-02-30" is not a date written year first (1994-04-01)`);
    expect(r.err).toContain(`${list}, line 4 (C): no file nothere.csv`);
  });
});
