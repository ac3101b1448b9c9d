/**
 * The checks a ratings period makes before anything is rated, all in one pass (issue 32): repeated
 * IDs in the player file, a name under several IDs (a warning naming the rows), games naming a
 * player who is not in the file (with "did you mean Ivan Petrov (ID 4100)?" when the text is a
 * player's name or nearly), a player meeting himself, and games entered more than once (the same
 * White and Black, the same event and date) for the officer to keep or drop. The same problems come
 * out whatever the order of the rows.
 */
import { problem, type Problem } from "../../errors";
import { nameKey, nearMiss } from "../../season/match";
import type { AcfPlayerRecord } from "./period";

/** A game row as far as it could be read (a row with a bad result still names its players). */
export interface GameRef {
  readonly event: string;
  readonly date: string | null;
  readonly white: string;
  readonly black: string;
  readonly place: string;
}

/** Rows holding the same game: the same White and Black in the same event on the same date. */
export interface RepeatedGame {
  /** Indices into the games, in file order; the first is the one kept when repeats are dropped. */
  readonly rows: readonly number[];
  readonly message: string;
}

export interface PeriodCheck {
  /** Each stops the period until it is put right. */
  readonly problems: readonly Problem[];
  /** For the officer to look at (a name under several IDs). */
  readonly warnings: readonly string[];
  readonly repeats: readonly RepeatedGame[];
}

/** "a, b and c". */
function and(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Checks a period's player file and games together.
 * @example checkPeriod([{ id: "1", name: "Ann", place: "row 2" }], [{ event: "Open", date: "1994-03-01", white: "1", black: "Ann", place: "row 2" }]).problems[0].message
 * // 'row 2: black "Ann" is not in the player file; did you mean Ann (ID 1)?'
 */
export function checkPeriod(
  players: readonly Pick<AcfPlayerRecord, "id" | "name" | "place">[],
  games: readonly GameRef[],
): PeriodCheck {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const index = new Map<string, number>();
  const byName = new Map<string, number[]>();
  players.forEach((p, i) => {
    const seen = index.get(p.id);
    if (seen !== undefined)
      problems.push(problem("DUPLICATE", `${p.place}: id "${p.id}" is already used on ${players[seen]?.place}`));
    else if (p.id !== "") index.set(p.id, i);
    const k = nameKey(p.name);
    if (k === "") return;
    const list = byName.get(k);
    if (list === undefined) byName.set(k, [i]);
    else list.push(i);
  });
  for (const list of byName.values()) {
    const ids = new Set(list.map((i) => players[i]?.id));
    if (ids.size < 2) continue;
    const first = players[list[0] as number];
    warnings.push(
      `"${first?.name}" is under ${ids.size} IDs: ${list.map((i) => `${players[i]?.id} (${players[i]?.place})`).join(", ")}. The same player twice? Keep one ID and move the games to it.`,
    );
  }

  // A text that is not an ID: the players it may mean, by name as written or nearly, by ID.
  const meant = new Map<string, string>();
  const keys = [...byName.keys()];
  const didYouMean = (text: string): string => {
    let said = meant.get(text);
    if (said !== undefined) return said;
    const k = nameKey(text);
    const exact = byName.get(k) ?? [];
    const near = exact.length > 0 || k === "" ? [] : keys.filter((x) => nearMiss(k, x)).flatMap((x) => byName.get(x) ?? []);
    const who = [...exact, ...near]
      .map((i) => players[i] as AcfPlayerRecord)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((p) => `${p.name} (ID ${p.id})`);
    said = who.length === 0 ? "" : `; did you mean ${who.length === 1 ? who[0] : `one of ${and(who)}`}?`;
    meant.set(text, said);
    return said;
  };

  const seenGame = new Map<string, number[]>();
  games.forEach((g, j) => {
    const w = index.get(g.white);
    const b = index.get(g.black);
    for (const [side, text, found] of [
      ["white", g.white, w],
      ["black", g.black, b],
    ] as const) {
      if (found === undefined && text !== "")
        problems.push(
          problem("UNKNOWN_NAME", `${g.place}: ${side} "${text}" is not in the player file${didYouMean(text)}`),
        );
    }
    if (w !== undefined && w === b)
      problems.push(problem("BAD_OPPONENT", `${g.place}: player "${g.white}" cannot be paired with the same player`));
    if (g.white === "" || g.black === "" || g.date === null) return;
    // The same colours: a same-day return game with colours reversed (a match, a double round) is a game of its own.
    const key = `${g.event}\u0000${g.date}\u0000${g.white}\u0000${g.black}`;
    const list = seenGame.get(key);
    if (list === undefined) seenGame.set(key, [j]);
    else list.push(j);
  });
  const repeats: RepeatedGame[] = [];
  for (const rows of seenGame.values()) {
    if (rows.length < 2) continue;
    const g = games[rows[0] as number] as GameRef;
    repeats.push({
      rows,
      message: `${and([g.place, ...rows.slice(1).map((r) => (games[r]?.place ?? "").replace(/^.* (row \d+)$/, "$1"))])} hold the same game (${g.event}, ${g.date}, ${g.white} v ${g.black}): entered ${rows.length} times?`,
    });
  }
  repeats.sort((a, b) => (a.rows[0] as number) - (b.rows[0] as number));
  return { problems, warnings, repeats };
}
