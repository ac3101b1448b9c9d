/**
 * Rosters through a season (docs/teams.md): a roster entry may say in brackets the rounds it holds
 * for, so a player who joins late or moves to another team is checked against the roster as it
 * stood in each round: "B. Baker (from 4)" joins in round 4, "B. Baker (to 3)" leaves after round 3,
 * "B. Baker (2-5)" plays rounds 2 to 5. The entry keeps its place in the roster's order.
 */
import { problem, type Problem } from "../errors";
import type { TeamRoster } from "./match";

export interface RosterEntry {
  readonly name: string;
  /** First and last round the entry holds for (last: null, to the end of the season). */
  readonly from: number;
  readonly to: number | null;
}

const SPAN = /^(.*?)\s*\(\s*(?:rounds?\s+)?(?:(from|to)\s+(?:round\s+)?(\d+)|(\d+)\s*[-–]\s*(\d+))\s*\)\s*$/i;

/**
 * A roster cell as a name and the rounds it holds for; a bracket that is not a span of rounds is a sentence.
 * @example rosterEntry("B. Baker (from 4)") // { name: "B. Baker", from: 4, to: null }
 * @example rosterEntry("B. Baker (2-5)") // { name: "B. Baker", from: 2, to: 5 }
 */
export function rosterEntry(text: string): RosterEntry | string {
  const t = text.trim();
  const m = SPAN.exec(t);
  if (m === null) {
    if (/\(.*\)\s*$/.test(t)) return `"${t}": the brackets after a name give the rounds it plays, as (from 4), (to 3) or (2-5)`;
    return { name: t, from: 1, to: null };
  }
  const name = (m[1] ?? "").trim();
  const [from, to] = m[2] === undefined ? [Number(m[4]), Number(m[5])] : m[2].toLowerCase() === "from" ? [Number(m[3]), null] : [1, Number(m[3])];
  if (name === "") return `"${t}": no name before the rounds`;
  if (from < 1 || (to !== null && to < from)) return `"${t}": the rounds run backwards or start before round 1`;
  return { name, from, to };
}

const key = (s: string): string => s.trim().replace(/\s+/g, " ").toLowerCase();
const holds = (e: RosterEntry, round: number): boolean => e.from <= round && (e.to === null || round <= e.to);
const span = (e: RosterEntry): string => (e.to === null ? `from round ${e.from}` : e.from === 1 ? `to round ${e.to}` : `rounds ${e.from}-${e.to}`);

/** The roster's entries, a bracket it cannot read kept as written (rosterProblems names it). */
export function rosterEntries(roster: TeamRoster): RosterEntry[] {
  return roster.players.map((p) => {
    const e = rosterEntry(p);
    return typeof e === "string" ? { name: p.trim(), from: 1, to: null } : e;
  });
}

/** The roster as it stands in `round`: its players in order, without the brackets. */
export function rosterAt(roster: TeamRoster, round: number): string[] {
  return rosterEntries(roster)
    .filter((e) => holds(e, round))
    .map((e) => e.name);
}

/**
 * Where a player stood in `round`: the entry's place in the roster's order, or the sentence saying
 * why the player may not play for the team that round (null: not on the roster at all).
 */
export function rosterPlace(roster: TeamRoster, name: string, round: number): number | string | null {
  const entries = rosterEntries(roster);
  const mine = entries.map((e, i) => ({ e, i })).filter((x) => key(x.e.name) === key(name));
  if (mine.length === 0) return null;
  const now = mine.find((x) => holds(x.e, round));
  if (now !== undefined) return now.i;
  return `${name.trim()} is on ${roster.name}'s roster ${mine.map((x) => span(x.e)).join(" and ")}, not in round ${round}; play another player, or change the rounds on the Teams sheet`;
}

/**
 * The rosters' problems for the season: a bracket that is not a span of rounds, and a player on two
 * rosters (or twice on one) for the same round — a player plays for one team at a time.
 */
export function rosterProblems(rosters: readonly TeamRoster[]): Problem[] {
  const out: Problem[] = [];
  const seen: { team: string; e: RosterEntry }[] = [];
  for (const r of rosters)
    for (const p of r.players) {
      const e = rosterEntry(p);
      if (typeof e === "string") {
        out.push(problem("BAD_CELL", `Teams, ${r.name}: ${e}`));
        continue;
      }
      for (const s of seen) {
        if (key(s.e.name) !== key(e.name)) continue;
        const overlap = Math.max(s.e.from, e.from);
        if ((s.e.to ?? Infinity) >= overlap && (e.to ?? Infinity) >= overlap)
          out.push(
            problem(
              "DUPLICATE",
              `Teams: ${e.name} is on ${s.team === r.name ? `${r.name}'s roster twice` : `${s.team}'s roster and ${r.name}'s`} for round ${overlap}; a player plays for one team at a time — mark a move with (to 3) on the old team and (from 4) on the new`,
            ),
          );
      }
      seen.push({ team: r.name, e });
    }
  return out;
}
