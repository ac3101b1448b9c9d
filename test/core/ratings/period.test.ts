import { ChessInputError } from "../../../src/core/errors";
import {
  carryForward,
  DEFAULT_K_CLASSES,
  listText,
  ratePeriod,
  readGames,
  readPlayers,
  type PeriodEntry,
  type PeriodResult,
} from "../../../src/core/ratings/acf1994";
import { game, player, series } from "./helpers";

const byId = (r: PeriodResult, id: string): PeriodEntry => {
  const e = r.entries.find((x) => x.player.id === id);
  if (!e) throw new Error(`no ${id}`);
  return e;
};
const listed = (e: PeriodEntry): string => listText(e.status, e.rating, e.history.games);
const field = (prefix: string, n: number, rating: number) =>
  Array.from({ length: n }, (_, i) => player(`${prefix}${i + 1}`, "CONFIRMED", rating));
const ids = (ps: readonly { id: string }[]) => ps.map((p) => p.id);

describe("seed 000, Smith: a new player's performance rating over two periods", () => {
  const opps1 = field("a", 5, 1250);
  const opps2 = field("b", 7, 1310);
  const smith = player("smith", "NEW", null, { name: "Smith" });
  const p1 = ratePeriod([smith, ...opps1, ...opps2], series("First", "1994-01-08", "smith", ids(opps1), 1));

  test("period 1: 1/5 against 1250 → provisional 1010, shown as 5R (fewer than nine games)", () => {
    const s = byId(p1, "smith");
    expect(s.status).toBe("PROVISIONAL");
    expect(s.rating).toBe(101000);
    expect(s.history).toEqual({ games: 5, sum: 625000, score: 10 });
    expect(listed(s)).toBe("5R");
  });
  test("period 1: Smith was NEW at the start, so his opponents' games against him are not rated", () => {
    for (const o of ids(opps1)) expect(byId(p1, o).rating).toBe(125000);
    expect(byId(p1, "a1").ratedGames).toBe(0);
    expect(byId(p1, "a1").gamesPlayed).toBe(1);
  });
  test("period 2: 1½/7 against 1310 → AR 1285, TS 2.5, P 21% → 1055 (the booklet prints 1050), published at 12 games", () => {
    const p2 = ratePeriod(carryForward(p1), series("Second", "1994-05-01", "smith", ids(opps2), 1.5));
    const s = byId(p2, "smith");
    expect(s.history.games).toBe(12);
    expect(s.history.sum / 12).toBe(128500);
    expect(s.history.score).toBe(25);
    expect(s.rating).toBe(105500);
    expect(s.status).toBe("PROVISIONAL");
    expect(listed(s)).toBe("1055");
  });
  test("period 2: Smith is provisionally rated at the start, so the 1310 players' games against him are rated", () => {
    const p2 = ratePeriod(carryForward(p1), series("Second", "1994-05-01", "smith", ids(opps2), 1.5));
    expect(byId(p2, "b1").ratedGames).toBe(1);
    // 1310 v 1010: 300 → .85 for the higher; b1 lost to Smith: 15 × (0 − .85) = −12.75
    expect(byId(p2, "b1").rating).toBe(131000 - 1275);
    // b7 beat Smith: 15 × (1 − .85) = 2.25
    expect(byId(p2, "b7").rating).toBe(131000 + 225);
  });
});

describe("seed 000, Brown: an established rating", () => {
  const opps = field("o", 7, 1250);
  const brown = player("brown", "CONFIRMED", 1010, { name: "Brown" });
  const p1 = ratePeriod([brown, ...opps], series("Open", "1994-02-01", "brown", ids(opps), 1.5));
  test("1½/7 against 1250 → Ri 1.50 → 1011.5, listed 1012", () => {
    const b = byId(p1, "brown");
    expect(b.rating).toBe(101150);
    expect(listed(b)).toBe("1012");
  });
  test("the second event, 4/7 against 1210 from 1011.5 → 198.5 → 199 → .24 → Ri 54.60 with BP 19.80 → 1066.1", () => {
    const field2 = field("t", 7, 1210);
    const start = carryForward(p1);
    const p2 = ratePeriod([...start, ...field2], series("Second", "1994-06-01", "brown", ids(field2), 4));
    const b = byId(p2, "brown");
    expect(b.rating).toBe(106610);
    expect(b.bonus).toBe(1980);
    expect(listed(b)).toBe("1066");
  });
  test("increments are summed over the period and added to the rating at its start (both events against 1010, not 1011.5)", () => {
    const field2 = field("t", 7, 1217);
    const games = [
      ...series("Open", "1994-02-01", "brown", ids(opps), 1.5),
      ...series("Second", "1994-03-01", "brown", ids(field2), 4),
    ];
    const b = byId(ratePeriod([brown, ...opps, ...field2], games), "brown");
    // Open: +1.50. Second: 1217 − 1010 = 207 → .23 → Se 1.61, Sa − Se 2.39 → 35.85 + BP 20.85 = 56.70
    expect(b.rating).toBe(101000 + 150 + 5670);
    expect(b.events).toBe(2);
    expect(b.ratedGames).toBe(14);
  });
  test("events are taken in date order whatever the order of the file", () => {
    const field2 = field("t", 7, 1217);
    const games = [
      ...series("Second", "1994-03-01", "brown", ids(field2), 4),
      ...series("Open", "1994-02-01", "brown", ids(opps), 1.5),
    ];
    const r = ratePeriod([brown, ...opps, ...field2], games);
    expect(r.events.map((e) => e.name)).toEqual(["Open", "Second"]);
  });
});

describe("seed 000: unrated players, the zero-score reset and the status transitions", () => {
  test("results against unrated players are not used: a confirmed player's game against a NEW player changes nothing; the new player's game counts", () => {
    const r = ratePeriod(
      [player("c", "CONFIRMED", 1500), player("n", "NEW", null)],
      [game("Club", "1994-03-01", "c", "n", 0.5)],
    );
    expect(byId(r, "c").rating).toBe(150000);
    expect(byId(r, "c").ratedGames).toBe(0);
    expect(byId(r, "c").gamesPlayed).toBe(1);
    expect(byId(r, "n").status).toBe("PROVISIONAL");
    expect(byId(r, "n").rating).toBe(150000);
  });
  test("two unrated players' game is rated for neither", () => {
    const r = ratePeriod(
      [player("n1", "NEW", null), player("n2", "UNRATED", null, { games: 4, average: 1300, score: 4 })],
      [game("Club", "1994-03-01", "n1", "n2", 1)],
    );
    expect(byId(r, "n1").status).toBe("NEW");
    expect(byId(r, "n2").history.games).toBe(4);
  });
  test("a player whose accumulated score is zero is reset to NEW at the start: his history is discarded and games against him are not rated", () => {
    const z = player("z", "UNRATED", null, { games: 5, average: 1200, score: 0 });
    const r = ratePeriod([z, player("c", "CONFIRMED", 1500)], [game("Club", "1994-03-01", "z", "c", 0.5)]);
    const e = byId(r, "z");
    expect(e.reset).toBe(true);
    expect(e.startStatus).toBe("NEW");
    expect(e.history).toEqual({ games: 1, sum: 150000, score: 5 });
    expect(e.rating).toBe(150000);
    expect(byId(r, "c").rating).toBe(150000);
  });
  test("a period in which a new player scores 0: UNRATED with his games kept, then NEW again at the next period's start", () => {
    const opps = field("o", 4, 1400);
    const p1 = ratePeriod([player("zero", "NEW", null), ...opps], series("Open", "1994-02-01", "zero", ids(opps), 0));
    const z = byId(p1, "zero");
    expect(z.status).toBe("UNRATED");
    expect(z.rating).toBeNull();
    expect(z.history.games).toBe(4);
    expect(listed(z)).toBe("");
    for (const o of ids(opps)) expect(byId(p1, o).rating).toBe(140000); // he was NEW: not used
    const p2 = ratePeriod(carryForward(p1), series("Next", "1994-06-01", "zero", ["o1", "o2"], 1));
    const z2 = byId(p2, "zero");
    expect(z2.reset).toBe(true);
    expect(z2.history).toEqual({ games: 2, sum: 280000, score: 10 });
    expect(z2.rating).toBe(140000);
  });
  test("a provisional player whose score drops below 6.7% becomes UNRATED and loses his rating", () => {
    const opps = field("o", 10, 1500);
    const p = player("p", "PROVISIONAL", null, { games: 10, average: 1500, score: 1 });
    const r = ratePeriod([p, ...opps], series("Open", "1994-02-01", "p", ids(opps), 0));
    expect(byId(r, "p").startRating).toBe(150000 - 36600); // 10% → −366
    expect(byId(r, "p").status).toBe("UNRATED");
    expect(byId(r, "p").rating).toBeNull();
  });
  test("a new player who wins every game stays UNRATED (less than 100% is required)", () => {
    const opps = field("o", 5, 1500);
    const r = ratePeriod([player("w", "NEW", null), ...opps], series("Open", "1994-02-01", "w", ids(opps), 5));
    expect(byId(r, "w").status).toBe("UNRATED");
    expect(byId(r, "w").rating).toBeNull();
  });
  test("after the event in which he reaches 30 games a provisional player is confirmed at Rp, and later events that period are rated the established way", () => {
    const opps = field("o", 7, 1400);
    const p = player("p", "PROVISIONAL", 1400, { games: 25, average: 1400, score: 12.5 });
    const games = [...series("A", "1994-01-10", "p", ids(opps), 3.5), ...series("B", "1994-02-10", "p", ids(opps), 7)];
    const e = byId(ratePeriod([p, ...opps], games), "p");
    // after A: 32 games, 16/32 = 50% against 1400 → 1400, CONFIRMED. B: 7/7 against 1400:
    // Sa − Se = 3.5 → 52.50, BP 15 × 2.5 = 37.50 → 1490
    expect(e.status).toBe("CONFIRMED");
    expect(e.rating).toBe(149000);
    expect(e.bonus).toBe(3750);
  });
  test("confirmed players stay confirmed whatever they score", () => {
    const opps = field("o", 7, 1900);
    const e = byId(
      ratePeriod([player("c", "CONFIRMED", 1500), ...opps], series("A", "1994-01-10", "c", ids(opps), 0)),
      "c",
    );
    expect(e.status).toBe("CONFIRMED");
    // 1900 − 1500 = 400 → 336 → .12: Se = .84, Ri = −12.60
    expect(e.rating).toBe(150000 - 1260);
  });
});

describe("the announced per-game system (--per-game)", () => {
  test("Smith (1051) beats IM Jones (2400): per game on the actual difference .99/.01, not the 336 rule's .88/.12", () => {
    const players = [player("smith", "CONFIRMED", 1051), player("jones", "CONFIRMED", 2400)];
    const games = [game("Club", "1994-03-01", "smith", "jones", 1)];
    const old = ratePeriod(players, games);
    expect(byId(old, "smith").rating).toBe(105100 + 1320);
    expect(byId(old, "jones").rating).toBe(240000 - 1320);
    const pg = ratePeriod(players, games, { system: "per-game", kClasses: { ...DEFAULT_K_CLASSES, all: 15 } });
    expect(byId(pg, "smith").rating).toBe(105100 + 1485);
    expect(byId(pg, "jones").rating).toBe(240000 - 1485);
  });
  test("K by class: 10 from 2200, 25 for juniors (needs the period date), 15 otherwise", () => {
    const players = [
      player("top", "CONFIRMED", 2300),
      player("jun", "CONFIRMED", 1500, { birthDate: "1982-05-01" }),
      player("std", "CONFIRMED", 1500, { birthDate: "1950-05-01" }),
    ];
    const games = [game("Club", "1994-03-01", "top", "jun", 1), game("Club", "1994-03-01", "std", "jun", 0.5)];
    const r = ratePeriod(players, games, { system: "per-game", date: "1994-04-30" });
    expect(byId(r, "top").k).toBe(10);
    expect(byId(r, "jun").k).toBe(25);
    expect(byId(r, "std").k).toBe(15);
    const noDate = ratePeriod(players, games, { system: "per-game" });
    expect(byId(noDate, "jun").k).toBe(15);
  });
  test("bonus points are reckoned over the period: two short events that together pass five games", () => {
    const opps = field("o", 7, 1500);
    const games = [
      ...series("E1", "1994-03-01", "p", ["o1", "o2", "o3", "o4"], 4),
      ...series("E2", "1994-03-08", "p", ["o5", "o6", "o7"], 3),
    ];
    const players = [player("p", "CONFIRMED", 1500), ...opps];
    // E1: 4 × (1 − .50) = 2.00 → 1530. E2 against 1500 from 1530: 30 → .54, 3 × .46 = 1.38.
    // Period: 7 games, Sa − Se = 3.38 → BP 15 × 2.38 = 35.70; 1500 + 30 + 20.70 + 35.70
    const pg = byId(
      ratePeriod(players, games, { system: "per-game", kClasses: { ...DEFAULT_K_CLASSES, all: 15 } }),
      "p",
    );
    expect(pg.bonus).toBe(3570);
    expect(pg.rating).toBe(150000 + 3000 + 2070 + 3570);
    // under the 1994 rules neither event is over five rounds: no bonus
    expect(byId(ratePeriod(players, games), "p").bonus).toBe(0);
  });
  test("ratings are updated between events", () => {
    const players = [player("a", "CONFIRMED", 1500), player("b", "CONFIRMED", 1500)];
    const games = [game("E1", "1994-03-01", "a", "b", 1), game("E2", "1994-03-08", "a", "b", 1)];
    const r = ratePeriod(players, games, { system: "per-game", kClasses: { ...DEFAULT_K_CLASSES, all: 20 } });
    // E1: 20 × .50 = 10 → 1510 v 1490; E2: difference 20 → .53: 20 × .47 = 9.40
    expect(byId(r, "a").rating).toBe(150000 + 1000 + 940);
    expect(byId(r, "b").rating).toBe(150000 - 1000 - 940);
  });
});

describe("bad input is named with its row, and nothing is half done", () => {
  test("a game naming an unknown player id, and a player meeting himself", () => {
    let caught: unknown;
    try {
      ratePeriod(
        [player("1", "CONFIRMED", 1500)],
        [game("E", "1994-01-01", "1", "99", 1), game("E", "1994-01-01", "1", "1", 1)],
      );
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ChessInputError);
    const msgs = (caught as ChessInputError).problems.map((p) => p.message);
    expect(msgs).toHaveLength(2);
    expect(msgs[0]).toMatch(/^games row \d+: black "99" is not in the player file$/);
    expect(msgs[1]).toMatch(/cannot be paired with the same player/);
  });
  test("a repeated player id", () => {
    expect(() => ratePeriod([player("1", "NEW", null), player("1", "NEW", null)], [])).toThrow(
      /id "1" is already used on players row \d+/,
    );
  });
  test("a result that is not 1, ½ or 0 names its row; a negative rating names its row", () => {
    const g = readGames(
      [
        ["event", "date", "white", "black", "result"],
        ["Open", "1994-03-01", "1", "2", "1-0"],
        ["Open", "1994-03-01", "1", "2", "2"],
      ],
      "games.csv",
    );
    expect(g.value).toEqual([]);
    expect(g.problems.map((p) => p.message)).toEqual([
      'games.csv row 3: result "2" is not 1, ½ or 0 (White\'s score; 1-0, ½-½, 0-1 also do)',
    ]);
    const p = readPlayers(
      [
        ["id", "name", "rating", "status"],
        ["1", "A", "-5", "CONFIRMED"],
      ],
      "players.csv",
    );
    expect(p.value).toEqual([]);
    expect(p.problems.map((x) => x.message)).toContain("players.csv row 2: rating -5 is negative");
  });
});
