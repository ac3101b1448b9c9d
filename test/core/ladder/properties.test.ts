/** Properties of the replay (fast-check): whatever the log, the ladder is sound and rebuilds the same. */
import fc from "fast-check";
import {
  applyGame,
  challengesFor,
  ladderOf,
  nameKey,
  readLogRow,
  replayLadder,
  startLadder,
  type LadderRow,
  type LadderSettings,
} from "../../../src/core/ladder";

const POOL = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"];
const RESULTS = ["1-0", "0-1", "½-½", "1", "0", "0.5", "1/2-1/2", "REFUSED", "NOSHOW", "2-0"];

const settingsArb: fc.Arbitrary<Partial<LadderSettings>> = fc.record({
  type: fc.constantFrom("CHALLENGE", "CHALLENGE", "RATING", "POINTS"),
  range: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 4 })),
  win: fc.constantFrom("TAKE", "SWAP", "ONE_ABOVE"),
  draw: fc.constantFrom("NONE", "BELOW_DEFENDER", "UP_ONE"),
  defend: fc.constantFrom("NONE", "UP_ONE"),
  cooldown: fc.integer({ min: 0, max: 2 }),
  inactiveDays: fc.constantFrom(0, 0, 5, 14),
  inactiveDrop: fc.integer({ min: 1, max: 2 }),
  forfeitDays: fc.constantFrom(0, 3, 7),
  entry: fc.constantFrom("BOTTOM", "BOTTOM", "CHALLENGE", "CLOSED"),
  k: fc.constantFrom(32, 10, "ACF"),
  start: fc.constantFrom(1500, 1000),
  winPoints: fc.constantFrom(10, 30),
  drawPoints: fc.constantFrom(5, 10),
  lossPoints: fc.constantFrom(0, 5),
  playedPoints: fc.constantFrom(0, 10),
}) as fc.Arbitrary<Partial<LadderSettings>>;

/** A log of games, defaults, clock rows, struck-out, blank and bad rows; dates mostly forward. */
const logArb: fc.Arbitrary<LadderRow[]> = fc
  .array(
    fc.record({
      kind: fc.constantFrom("game", "game", "game", "game", "game", "clock", "struck", "blank", "undated"),
      step: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constant(-3)),
      c: fc.constantFrom(...POOL),
      d: fc.constantFrom(...POOL),
      r: fc.constantFrom(...RESULTS),
    }),
    { maxLength: 40 },
  )
  .map((rows) => {
    let day = 45717;
    return rows.map(({ kind, step, c, d, r }): LadderRow => {
      day += step;
      if (kind === "clock") return [day];
      if (kind === "blank") return [null, "", null, ""];
      if (kind === "struck") return [`~${day}`, c, d, r];
      return [kind === "undated" ? null : day, c, d, r];
    });
  });

const playersArb = fc.shuffledSubarray(POOL, { minLength: 0, maxLength: 8 });

/** The names of accepted game rows (what may join the ladder). */
function joinersOf(log: readonly LadderRow[], rejected: ReadonlySet<number>): string[] {
  const out: string[] = [];
  log.forEach((cells, i) => {
    const r = readLogRow(cells, i + 1);
    if ("game" in r && r.game.result !== null && !rejected.has(i + 1)) out.push(r.game.challenger, r.game.defender);
  });
  return out;
}

describe("ladder replay properties", () => {
  test("a ladder is always a permutation of its players plus the joiners of accepted rows", () => {
    fc.assert(
      fc.property(playersArb, logArb, settingsArb, (players, log, settings) => {
        const r = replayLadder(players, log, settings);
        const keys = r.ladder.lines.map((l) => nameKey(l.name));
        expect(new Set(keys).size).toBe(keys.length);
        const rejected = new Set(r.problems.map((p) => p.row as number));
        const expected = new Set([...players, ...joinersOf(log, rejected)].map(nameKey));
        expect(new Set(keys)).toEqual(expected);
        expect(r.ladder.lines.map((l) => l.position)).toEqual(keys.map((_, i) => i + 1));
      }),
      { numRuns: 300 },
    );
  });

  test("a log replayed in order equals the ladder kept game by game (applyGame)", () => {
    fc.assert(
      fc.property(playersArb, logArb, settingsArb, (players, log, settings) => {
        let state = startLadder(players, settings).value;
        const problemRows: number[] = [];
        log.forEach((cells, i) => {
          const reading = readLogRow(cells, i + 1);
          if ("problem" in reading) problemRows.push(i + 1);
          if (!("game" in reading)) return;
          const applied = applyGame(state, reading.game);
          if (applied.problem) problemRows.push(i + 1);
          state = applied.state;
        });
        const r = replayLadder(players, log, settings);
        expect(state).toEqual(r.state);
        expect(ladderOf(state)).toEqual(r.ladder);
        expect(problemRows).toEqual(r.problems.map((p) => p.row));
      }),
      { numRuns: 300 },
    );
  });

  test("rebuilding from the log always gives the same ladder, and a prefix kept going gives the whole", () => {
    fc.assert(
      fc.property(playersArb, logArb, settingsArb, fc.nat(), (players, log, settings, cut) => {
        const a = replayLadder(players, log, settings);
        const b = replayLadder(players.slice(), JSON.parse(JSON.stringify(log)) as LadderRow[], { ...settings });
        expect(b).toEqual(a);
        const k = log.length === 0 ? 0 : cut % (log.length + 1);
        let state = replayLadder(players, log.slice(0, k), settings).state;
        log.slice(k).forEach((cells, i) => {
          const reading = readLogRow(cells, k + i + 1);
          if ("game" in reading) state = applyGame(state, reading.game).state;
        });
        expect(state).toEqual(a.state);
      }),
      { numRuns: 200 },
    );
  });

  test("taking the rejected rows out of the log changes nothing", () => {
    fc.assert(
      fc.property(playersArb, logArb, settingsArb, (players, log, settings) => {
        const r = replayLadder(players, log, settings);
        const rejected = new Set(r.problems.map((p) => p.row));
        const kept = log.filter((_, i) => !rejected.has(i + 1));
        expect(replayLadder(players, kept, settings).ladder).toEqual(r.ladder);
      }),
      { numRuns: 200 },
    );
  });

  test("rating ladders move rating points between the two players only (K = ACF exactly; Elo to rounding)", () => {
    fc.assert(
      fc.property(playersArb, logArb, fc.constantFrom(32, "ACF" as const), (players, log, k) => {
        const r = replayLadder(players, log, { type: "RATING", k, start: 1500 });
        const total = r.ladder.lines.reduce((s, l) => s + (l.rating as number), 0);
        expect(total).toBeCloseTo(1500 * r.ladder.lines.length, 6);
      }),
      { numRuns: 200 },
    );
  });
});

describe("logs built from LADDER_CHALLENGES are always accepted", () => {
  test("every challenge challengesFor offers is accepted by the replay, and the ladder stays a permutation", () => {
    const intentArb = fc.array(
      fc.record({
        who: fc.nat(),
        pick: fc.nat(),
        r: fc.constantFrom("1-0", "0-1", "½-½", "REFUSED"),
        step: fc.integer({ min: 0, max: 9 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(
        fc.shuffledSubarray(POOL, { minLength: 2, maxLength: 10 }),
        intentArb,
        settingsArb,
        (players, intents, settings) => {
          const s = { ...settings, type: "CHALLENGE" as const, entry: "CLOSED" as const };
          const log: LadderRow[] = [];
          let state = startLadder(players, s).value;
          let day = 45717;
          for (const { who, pick, r, step } of intents) {
            day += step;
            // Advance the clock first, so that the offer is made on the ladder the row will see.
            state = applyGame(state, {
              row: log.length + 1,
              date: day,
              challenger: "",
              defender: "",
              result: null,
            }).state;
            log.push([day]);
            const name = state.players.get(state.order[who % state.order.length] as string)?.name as string;
            const offers = challengesFor(state, name).value;
            if (offers.length === 0) continue;
            const defender = (offers[pick % offers.length] as { name: string }).name;
            const row: LadderRow = [day, name, defender, r];
            const applied = applyGame(state, (readLogRow(row, log.length + 1) as { game: never }).game);
            // A challenge still waiting to count (REFUSED) cannot be made twice.
            if (applied.problem) {
              expect(applied.problem.code).toBe("DUPLICATE");
              continue;
            }
            state = applied.state;
            log.push(row);
          }
          const replay = replayLadder(players, log, s);
          expect(replay.problems).toEqual([]);
          expect(replay.state).toEqual(state);
          expect(replay.ladder.lines.map((l) => l.name).sort()).toEqual(players.slice().sort());
        },
      ),
      { numRuns: 200 },
    );
  });
});
