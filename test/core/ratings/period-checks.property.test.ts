/**
 * Issue 32 item 3, the property: a period's problems are the same set whatever the order of the rows
 * in the files (each problem read with its rows' contents in place of their row numbers).
 */
import fc from "fast-check";
import { checkPeriod, readGames, readPlayers } from "../../../src/core/ratings/acf1994";

type Row = string[];
const NAMES = ["Ann Lee", "Bob Ray", "Cy Dunn", "Ann Lea"];

/** Every problem and warning, each row reference replaced by that row's cells. */
function problemSet(players: Row[], games: Row[]): string[] {
  const p = readPlayers([["ID", "Name", "Rating", "Status"], ...players], "p");
  const g = readGames([["Event", "Date", "White", "Black", "Result"], ...games], "g");
  const c = checkPeriod(p.rows, g.refs);
  const content = (src: string | undefined, n: string) =>
    `[${((src === "p " ? players : games)[Number(n) - 2] ?? []).join("|")}]`;
  const canon = (m: string): string => {
    const s = m.replace(/(p |g )?row (\d+)/g, (_x, src: string | undefined, n: string) => content(src, n));
    // the rows a message lists together ("… and …", "… used on …") in a fixed order
    const same = / hold the same game /.exec(s);
    if (same !== null) return `${s.slice(0, same.index).split(/, | and /).sort().join(",")}${s.slice(same.index)}`;
    const used = /^(\[[^\]]*\]): id "([^"]*)" is already used on (\[[^\]]*\])$/.exec(s);
    if (used !== null) return `id ${used[2]} twice: ${[used[1], used[3]].sort().join(",")}`;
    const under = /^("[^"]*" is under \d+ IDs: )(.*)(\. The same player.*)$/.exec(s);
    if (under !== null) return `${under[1]}${(under[2] as string).split(/, (?=\d)/).sort().join(", ")}${under[3]}`;
    return s;
  };
  return [
    ...p.problems.map((x) => canon(x.message)),
    ...g.problems.map((x) => canon(x.message)),
    ...c.problems.map((x) => canon(x.message)),
    ...c.warnings.map(canon),
    ...c.repeats.map((r) => canon(r.message)),
  ].sort();
}

const playersArb = fc
  .tuple(
    fc.integer({ min: 2, max: 8 }),
    fc.array(fc.constantFrom(...NAMES), { minLength: 8, maxLength: 8 }),
    fc.array(fc.constantFrom("1500", "1400", "", "-5"), { minLength: 8, maxLength: 8 }),
    fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }),
  )
  .map(([n, names, ratings, dup]) => {
    const rows: Row[] = [];
    for (let i = 1; i <= n; i++) rows.push([String(i), names[i - 1] as string, ratings[i - 1] as string, ratings[i - 1] === "" ? "NEW" : "CONFIRMED"]);
    for (const d of dup) if (d <= n) rows.push([String(d), "Dup Row", "1500", "CONFIRMED"]);
    return rows;
  });
const gameArb = fc.tuple(
  fc.constantFrom("E1", "E2"),
  fc.constantFrom("1994-03-01", "1994-03-02"),
  fc.constantFrom("1", "2", "3", "99", "Ann Lee", "Bob Rey"),
  fc.constantFrom("1", "2", "3", "4"),
  fc.constantFrom("1", "0", "½", "x"),
);

describe("a period's problems are the same set whatever the order of the rows (issue 32, property)", () => {
  test("shuffling the player file and the games changes no problem", () => {
    fc.assert(
      fc.property(
        playersArb,
        fc.array(gameArb, { minLength: 1, maxLength: 12 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        (players, games, randoms) => {
          const shuffle = <T>(xs: readonly T[]): T[] => {
            const a = [...xs];
            for (let i = a.length - 1; i > 0; i--) {
              const j = Math.floor((randoms.next().value as number) * (i + 1)) % (i + 1);
              [a[i], a[j]] = [a[j] as T, a[i] as T];
            }
            return a;
          };
          const rows = games.map((g) => [...g]);
          expect(problemSet(shuffle(players), shuffle(rows))).toEqual(problemSet(players, rows));
        },
      ),
      { numRuns: 300 },
    );
  });
});
