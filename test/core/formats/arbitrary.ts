/**
 * fast-check generators of consistent tournaments, for property tests anywhere in the project.
 *
 * A generated tournament is what a careful source would hold: games mirrored on both sides (win and
 * loss, draw and draw, forfeit win and forfeit loss, double forfeits) with opposite colours or none,
 * byes of every kind, rounds with nothing recorded, unrated players and unrated games, teams (with
 * `Tournament.teams` matching the players' codes), requests and withdrawals for the round about to be
 * paired, and byes decided beforehand for that round. It is in the canonical form the TRF, workbook
 * and wallchart readers give back: every player has the same number of rounds, the last round has
 * something recorded, and no key is present with the value `undefined`.
 *
 * @example fc.assert(fc.property(arbitraryTournament(), (t) => deepEqual(parseTrf(makeTrf(t)).value, t)))
 */
import fc from "fast-check";
import { score } from "../../../src/core/model/points";
import { isPairingEntry } from "../../../src/core/model/tournament";
import type {
  Colour,
  Entry,
  EntryKind,
  Player,
  Request,
  Team,
  Tournament,
  TournamentInfo,
} from "../../../src/core/model/types";
import { BOARD_RESULT_SIDES, BOARD_RESULTS, type BoardResult } from "../../../src/core/model/types";

export interface ArbitraryTournamentOptions {
  readonly minPlayers?: number;
  readonly maxPlayers?: number;
  readonly maxRounds?: number;
  /** Team codes to draw from (default a few, some with spaces). */
  readonly teams?: readonly string[];
  /**
   * Declared points (TRF 81-84): `score` (default) is the computed score, sometimes without a bye decided
   * for the round about to be paired (both are what the results give); `none` leaves them out.
   */
  readonly declaredPoints?: "score" | "none";
  /** Leave out what only TRF holds (title, federation, birth date, rank, info beyond the name). */
  readonly plain?: boolean;
}

const BOARD = BOARD_RESULTS;
const SIDES = BOARD_RESULT_SIDES;

/** What a player without a board gets: a bye, a forfeit with no opponent named, or nothing recorded. */
const LONE = ["halfBye", "zeroBye", "fullBye", "forfeitWin", "forfeitLoss", null] as const;

interface GameDraw {
  readonly result: BoardResult;
  readonly unrated: boolean;
  readonly colours: "wb" | "bw" | "none";
}

const gameArb: fc.Arbitrary<GameDraw> = fc.record({
  result: fc.constantFrom(...BOARD),
  unrated: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  colours: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom("wb" as const, "bw" as const) },
    { weight: 1, arbitrary: fc.constant("none" as const) },
  ),
});

function roundArb(n: number) {
  const ids = Array.from({ length: n }, (_, i) => i);
  return fc.record({
    order: fc.shuffledSubarray(ids, { minLength: n, maxLength: n }),
    lone: fc.integer({ min: 0, max: Math.min(n, 3) }),
    loneKinds: fc.array(fc.constantFrom(...LONE), { minLength: n, maxLength: n }),
    games: fc.array(gameArb, { minLength: n, maxLength: n }),
  });
}

const word = (max: number) =>
  fc.stringMatching(new RegExp(`^[A-Za-z0-9À-ÿ]([A-Za-z0-9À-ÿ ,./:'+-]{0,${max - 2}}[A-Za-z0-9À-ÿ.])?$`));

function playerArb(teams: readonly string[], plain: boolean) {
  const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });
  return fc.record({
    name: fc.oneof({ weight: 20, arbitrary: word(33) }, { weight: 1, arbitrary: fc.constant("") }),
    rating: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: null, freq: 4 }),
    team: teams.length === 0 ? fc.constant(undefined) : maybe(fc.constantFrom(...teams)),
    memberId: maybe(fc.stringMatching(/^[1-9][0-9]{0,10}$/)),
    sex: maybe(fc.constantFrom("m" as const, "w" as const)),
    title: plain ? fc.constant(undefined) : maybe(fc.constantFrom("GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM")),
    federation: plain ? fc.constant(undefined) : maybe(fc.stringMatching(/^[A-Z]{3}$/)),
    birthDate: plain
      ? fc.constant(undefined)
      : maybe(
          fc
            .tuple(
              fc.integer({ min: 1920, max: 2020 }),
              fc.integer({ min: 1, max: 12 }),
              fc.integer({ min: 1, max: 28 }),
            )
            .map(([y, m, d]) => `${y}/${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}`),
        ),
    declaredRank: plain ? fc.constant(undefined) : maybe(fc.integer({ min: 1, max: 9999 })),
    // The points column may leave out a bye decided for the round about to be paired (bbpPairings
    // allows both); any other figure is refused by the reader (src/core/formats/trf-points.ts).
    leaveOutAhead: fc.boolean(),
    request: fc.option(fc.constantFrom<Request>("halfBye", "zeroBye", "withdrawn"), { nil: undefined, freq: 6 }),
    withdrawn: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    ahead: fc.option(fc.constantFrom<EntryKind>("halfBye", "zeroBye", "fullBye"), { nil: null, freq: 4 }),
  });
}

function infoArb(plain: boolean): fc.Arbitrary<TournamentInfo> {
  const keys: (keyof TournamentInfo)[] = plain
    ? ["name"]
    : ["name", "city", "federation", "startDate", "endDate", "type", "chiefArbiter", "timeControl"];
  return fc.tuple(...keys.map(() => fc.option(word(40), { nil: undefined, freq: 2 }))).map((values) => {
    const info: Record<string, string> = {};
    values.forEach((v, i) => {
      if (v !== undefined) info[keys[i] as string] = v;
    });
    return info as TournamentInfo;
  });
}

/** Arbitrary consistent tournaments (see the file comment). */
export function arbitraryTournament(options: ArbitraryTournamentOptions = {}): fc.Arbitrary<Tournament> {
  const { minPlayers = 0, maxPlayers = 12, maxRounds = 6, declaredPoints = "score", plain = false } = options;
  const teams = options.teams ?? ["BHS", "MCC", "Box Hill", "Canterbury Juniors"];
  const person = playerArb(teams, plain);
  const about = infoArb(plain);
  return fc
    .record({ n: fc.integer({ min: minPlayers, max: maxPlayers }), r: fc.integer({ min: 0, max: maxRounds }) })
    .chain(({ n, r }) =>
      fc.record({
        n: fc.constant(n),
        people: fc.array(person, { minLength: n, maxLength: n }),
        rounds: fc.array(roundArb(n), { minLength: r, maxLength: r }),
        info: about,
        totalRounds: fc.option(fc.integer({ min: Math.max(1, r), max: 20 }), { nil: null }),
        initialColour: fc.constantFrom<Colour | null>(null, "w", "b"),
        decidedAhead: fc.boolean(),
      }),
    )
    .map(({ n, people, rounds, info, totalRounds, initialColour, decidedAhead }) => {
      const grid: (Entry | null)[][] = Array.from({ length: n }, () => []);
      for (const { order, lone, loneKinds, games } of rounds) {
        const j = (grid[0] ?? []).length;
        order.slice(0, lone).forEach((p, k) => {
          const kind = loneKinds[k] ?? null;
          (grid[p] as (Entry | null)[])[j] = kind === null ? null : { kind, opponent: 0, colour: null };
        });
        const rest = order.slice(lone);
        if (rest.length % 2 === 1)
          (grid[rest.pop() as number] as (Entry | null)[])[j] = { kind: "pab", opponent: 0, colour: null };
        for (let b = 0; b + 1 < rest.length; b += 2) {
          const [a, c] = [rest[b] as number, rest[b + 1] as number];
          const g = games[b / 2] as GameDraw;
          const [ka, kc] = SIDES[g.result];
          const unrated = g.unrated && g.result.indexOf("F") < 0;
          const colour = (x: 0 | 1): Colour | null => (g.colours === "none" ? null : g.colours[x] === "w" ? "w" : "b");
          const entry = (kind: EntryKind, opponent: number, c: Colour | null): Entry =>
            unrated ? { kind, opponent, colour: c, rated: false } : { kind, opponent, colour: c };
          (grid[a] as (Entry | null)[])[j] = entry(ka, c + 1, colour(0));
          (grid[c] as (Entry | null)[])[j] = entry(kc, a + 1, colour(1));
        }
      }
      // Byes decided beforehand for the round about to be paired.
      if (decidedAhead && n > 0) {
        const j = (grid[0] ?? []).length;
        people.forEach((q, p) => {
          (grid[p] as (Entry | null)[])[j] = q.ahead === null ? null : { kind: q.ahead, opponent: 0, colour: null };
        });
      }
      // Canonical: trailing rounds with nothing recorded go.
      let width = (grid[0] ?? []).length;
      while (width > 0 && grid.every((row) => (row[width - 1] ?? null) === null)) width--;
      const rows = grid.map((row) => Array.from({ length: width }, (_, j) => row[j] ?? null));
      let paired = 0;
      rows.forEach((row) => row.forEach((e, j) => (paired = isPairingEntry(e) ? Math.max(paired, j + 1) : paired)));

      const players: Player[] = people.map((q, i) => {
        const id = i + 1;
        const free = (rows[i]?.[paired] ?? null) === null; // requests only where nothing is recorded yet
        const p: Record<string, unknown> = { id, name: q.name, rating: q.rating, rounds: rows[i] };
        for (const key of ["team", "memberId", "sex", "title", "federation", "birthDate", "declaredRank"] as const) {
          if (q[key] !== undefined) p[key] = q[key];
        }
        if (free && q.request !== undefined) p.request = q.request;
        if (free && (q.withdrawn || q.request === "withdrawn")) p.withdrawn = true;
        if (declaredPoints === "score") p.declaredPoints = score(p as unknown as Player, q.leaveOutAhead ? paired : undefined);
        return p as unknown as Player;
      });
      const t: { -readonly [K in keyof Tournament]: Tournament[K] } = { info, players, totalRounds, initialColour };
      const codes = new Map<string, number[]>();
      for (const p of players) if (p.team !== undefined) codes.set(p.team, [...(codes.get(p.team) ?? []), p.id]);
      if (codes.size > 0) t.teams = [...codes].map(([name, members]): Team => ({ name, members }));
      return t;
    });
}
