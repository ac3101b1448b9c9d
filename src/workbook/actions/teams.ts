/**
 * The Teams desk (issue 30 item 2, docs/teams.md): set up a team league or team Swiss, pair the next
 * round (a Match Rn sheet with each match's boards, the line-ups filled from the rosters in order),
 * enter its results (line-ups checked against the rosters, the results recorded on the Matches
 * sheet) and the League table, rewritten after every round. Every step is one undoable batch.
 */
import { leagueFixtures, leagueGrid, leagueTable, tenthsText } from "../../core/teams/league";
import { firstColour, lineupProblems, matchScore, type TeamMatch, type TeamRoster } from "../../core/teams/match";
import { fideTeamSwissRound } from "../../core/teams/fide-swiss";
import { TEAM_COLOUR_PREFERENCES } from "../../core/teams/fide-swiss-state";
import { scheveningen } from "../../core/teams/pairing";
import { rosterAt } from "../../core/teams/roster";
import type { ActionArgs } from "../api";
import { sheetBlock } from "../blocks";
import type { ActionContext } from "../context";
import type { Action, Decision, More } from "../engine";
import { answer } from "../engine";
import { done, refused } from "../outcome";
import { findSheet, type Block, type Grid, type Snapshot } from "../port";
import { printTitle } from "../rounds";
import { plural } from "./common";
import {
  enteredMatches,
  LEAGUE,
  MATCHES,
  matchSheet,
  postedMatches,
  readRosters,
  roundsPosted,
  swissBye,
  TEAM_DEFAULTS,
  TEAM_READ,
  TEAM_SETTINGS_KEY,
  TEAM_SYSTEMS,
  teamSettings,
  teamTiebreaks,
  TEAMS,
  type TeamSettings,
} from "./teams-read";

const grid = (snapshot: Snapshot, name: string): Grid => snapshot.sheets[findSheet(snapshot.sheetNames, name) ?? name] ?? [];

interface Desk {
  readonly rosters: TeamRoster[];
  readonly matches: TeamMatch[];
  readonly posted: number;
  readonly settings: TeamSettings;
}

/** The desk as read: rosters, results entered, the round posted and the settings, or a refusal. */
function readDesk(snapshot: Snapshot): Decision | Desk {
  if (findSheet(snapshot.sheetNames, TEAMS) === undefined)
    return { outcome: refused("There is no Teams sheet yet: set up the team event first (Teams › Set up).") };
  const rosters = readRosters(grid(snapshot, TEAMS));
  if (typeof rosters === "string") return { outcome: refused(rosters) };
  const matches = enteredMatches(snapshot);
  if (typeof matches === "string") return { outcome: refused(matches) };
  return { rosters, matches, posted: roundsPosted(snapshot), settings: teamSettings(snapshot.settings[TEAM_SETTINGS_KEY]) };
}

const isDecision = (x: Decision | Desk): x is Decision => "outcome" in x;

export const setupTeams: Action<ActionArgs["setupTeams"], ActionContext> = {
  name: "Set up the team event",
  reads: () => TEAM_READ,
  decide: (snapshot, args) => {
    const system = (TEAM_SYSTEMS as readonly string[]).includes(String(args.system)) ? (args.system as TeamSettings["system"]) : TEAM_DEFAULTS.system;
    const boards = Number(args.boards ?? TEAM_DEFAULTS.boards);
    if (!Number.isInteger(boards) || boards < 1 || boards > 20) return { outcome: refused(`Boards a match: "${String(args.boards)}" is not a number from 1 to 20.`) };
    const cycles = Number(args.cycles ?? 1);
    if (roundsPosted(snapshot) > 0) return { outcome: refused("Round 1 is already paired: the team event's system and boards are fixed once it starts. Undo the pairing first to change them.") };
    const primary = args.primary === "GP" ? "GP" : "MP";
    const tiebreaks = args.tiebreaks === undefined || args.tiebreaks.trim() === "" ? null : teamTiebreaks(args.tiebreaks, primary);
    if (typeof tiebreaks === "string") return { outcome: refused(tiebreaks) };
    const s: TeamSettings = {
      system,
      boards,
      cycles: Number.isInteger(cycles) && cycles >= 1 && cycles <= 4 ? cycles : 1,
      rounds: Number.isInteger(Number(args.rounds)) && Number(args.rounds) >= 1 ? Number(args.rounds) : null,
      primary,
      tiebreaks,
      colours: (TEAM_COLOUR_PREFERENCES as readonly string[]).includes(String(args.colours)) ? (args.colours as TeamSettings["colours"]) : TEAM_DEFAULTS.colours,
    };
    const words = { MP: "match points", GP: "game points", BW: "the Berliner Wertung", SB: "team Sonneborn-Berger" } as const;
    const order = leagueTable([], [], { primary, ...(tiebreaks === null ? {} : { tiebreaks }) }).order.map((c) => words[c]);
    const exists = findSheet(snapshot.sheetNames, TEAMS) !== undefined;
    const template: Grid = [["Team", ...Array.from({ length: boards }, (_, k) => `Player ${k + 1}`), "Reserve"]];
    return {
      outcome: done(
        `Team event set up: ${system === "roundRobin" ? `a team round robin${s.cycles === 1 ? "" : ` of ${s.cycles} cycles`}` : system === "swiss" ? `a team Swiss (FIDE's Swiss Team Pairing System, paired by ${primary === "GP" ? "game" : "match"} points)` : `a Scheveningen of two teams of ${boards} (every player meets every player of the other team: ${plural(boards, "round")})`}, ${plural(boards, "board")} a match, ranked by ${order.join(", then ")}. ${exists ? "The Teams sheet is kept" : "List the teams on the Teams sheet"}: one row a team, its players strongest first; then Pair next round.`,
      ),
      batch: {
        blocks: exists ? [] : [sheetBlock(TEAMS, template)],
        ...(exists ? {} : { addSheets: [TEAMS] }),
        activate: TEAMS,
        settings: { [TEAM_SETTINGS_KEY]: JSON.stringify(s) },
      },
      undo: { label: "Set up the team event" },
    };
  },
};

/**
 * A Scheveningen round's sheet: the one match's heading row, then its boards — the first team's
 * players in roster order, each facing the second team's player the schedule gives (pairing.ts, the
 * core of SCHEVENINGEN), the colours in turn.
 */
function scheveningenGrid(round: number, first: string, second: string, a: readonly string[], b: readonly string[], n: number): Grid {
  const g: Grid = [[`Round ${round}`, "", "", "", "", "Result"], ["Match 1", first, "", second, "", ""]];
  (scheveningen(n)[round - 1] ?? []).forEach((p, k) => {
    const c = firstColour(k + 1, "scheveningen", round);
    g.push([k + 1, a[p.first - 1] ?? "", c === "w" ? "White" : "Black", b[p.second - 1] ?? "", c === "w" ? "Black" : "White", ""]);
  });
  return g;
}

/** A round's sheet: each match's heading row, then its boards with the line-ups from the rosters. */
function roundGrid(round: number, fixtures: readonly { first: string; second: string }[], byes: readonly string[], rosters: ReadonlyMap<string, readonly string[]>, boards: number): Grid {
  const g: Grid = [[`Round ${round}`, "", "", "", "", "Result"]];
  fixtures.forEach((f, k) => {
    g.push([`Match ${k + 1}`, f.first, "", f.second, "", ""]);
    const a = rosters.get(f.first.toLowerCase()) ?? [];
    const b = rosters.get(f.second.toLowerCase()) ?? [];
    for (let i = 0; i < boards; i++) {
      const c = firstColour(i + 1);
      g.push([i + 1, a[i] ?? "", c === "w" ? "White" : "Black", b[i] ?? "", c === "w" ? "Black" : "White", ""]);
    }
  });
  for (const t of byes) g.push(["Bye", t, "", "no match this round", "", ""]);
  return g;
}

export const pairTeams: Action<ActionArgs["pairTeams"], ActionContext> = {
  name: "Pair the next team round",
  reads: () => TEAM_READ,
  decide: (snapshot): Decision | More => {
    const d = readDesk(snapshot);
    if (isDecision(d)) return d;
    const { rosters, matches, posted, settings } = d;
    if (rosters.length < 2) return { outcome: refused(`The Teams sheet lists ${plural(rosters.length, "team")}; a team event needs two or more.`) };
    const enteredRounds = new Set(matches.map((m) => m.round));
    if (posted > 0 && !enteredRounds.has(posted)) return { outcome: refused(`Round ${posted} is paired and waiting for its results: type them on the ${matchSheet(posted)} sheet, then press Enter results.`) };
    const round = posted + 1;
    const names = rosters.map((r) => r.name);
    if (settings.system === "scheveningen") return pairScheveningen(snapshot, rosters, round, settings.boards);
    let fixtures: { first: string; second: string }[];
    let byes: string[] = [];
    if (settings.system === "roundRobin") {
      const all = leagueFixtures(names.length, settings.cycles);
      const r = all[round - 1];
      if (r === undefined) return { outcome: refused(`All ${all.length} rounds of the team round robin are paired: the league is complete.`) };
      fixtures = r.matches.map((f) => ({ first: names[f.first - 1] ?? "", second: names[f.second - 1] ?? "" }));
      byes = r.bye === null ? [] : [names[r.bye - 1] ?? ""];
    } else {
      if (settings.rounds !== null && round > settings.rounds) return { outcome: refused(`All ${settings.rounds} rounds of the team Swiss are paired.`) };
      const p = fideTeamSwissRound(names, matches, { primary: settings.primary, totalRounds: settings.rounds, boards: settings.boards, colourPreference: settings.colours });
      fixtures = p.boards.map((b) => ({ first: names[b.white - 1] ?? "", second: names[b.black - 1] ?? "" }));
      byes = p.unpaired.map((u) => names[u.player - 1] ?? "");
    }
    const sheet = matchSheet(round);
    const byName = new Map(rosters.map((r) => [r.name.toLowerCase(), rosterAt(r, round)]));
    return {
      outcome: done(
        `Paired round ${round}: ${plural(fixtures.length, "match", "matches")}${byes.length === 0 ? "" : `; ${byes.join(", ")} without a match`}. The line-ups on ${sheet} are the rosters in order: change a name where a team fields another player, type the results, then press Enter results.`,
        { details: fixtures.map((f, k) => `Match ${k + 1}: ${f.first} – ${f.second} (${f.first} White on board 1)`) },
      ),
      batch: {
        addSheets: findSheet(snapshot.sheetNames, sheet) === undefined ? [sheet] : [],
        blocks: [sheetBlock(sheet, roundGrid(round, fixtures, byes, byName, settings.boards), grid(snapshot, sheet))],
        activate: sheet,
        print: [{ sheet, title: printTitle("", `Round ${round}: match cards`), landscape: false, repeatRows: 1 }],
      },
      undo: { label: `Pair team round ${round}`, round },
    };
  },
};

/** Pair round `round` of a Scheveningen: two teams, each with `n` players at least; n rounds. */
function pairScheveningen(snapshot: Snapshot, rosters: readonly TeamRoster[], round: number, n: number): Decision {
  if (rosters.length !== 2)
    return { outcome: refused(`A Scheveningen is a match between two teams; the Teams sheet lists ${plural(rosters.length, "team")} (${rosters.map((r) => r.name).join(", ")}). Keep two rows, or set up a league instead.`) };
  const [a, b] = rosters as [TeamRoster, TeamRoster];
  const short = rosters.filter((r) => r.players.length < n);
  if (short.length > 0)
    return { outcome: refused(`A Scheveningen of ${n} boards needs ${n} players a team: ${short.map((r) => `${r.name} lists ${plural(r.players.length, "player")}`).join(", ")} on the Teams sheet. Add players, or set the event up again with fewer boards.`) };
  if (round > n) return { outcome: refused(`All ${n} rounds of the Scheveningen are paired: the match is complete.`) };
  const sheet = matchSheet(round);
  const g = scheveningenGrid(round, a.name, b.name, rosterAt(a, round), rosterAt(b, round), n);
  return {
    outcome: done(
      `Paired round ${round} of ${n}: ${a.name} – ${b.name}, each of ${a.name}'s first ${n} players against the ${b.name} player the Scheveningen schedule gives, the colours in turn. Type the results on ${sheet}, then press Enter results.`,
      { details: g.slice(2).map((r) => `Board ${String(r[0])}: ${String(r[1])} (${String(r[2])}) – ${String(r[3])}`) },
    ),
    batch: {
      addSheets: findSheet(snapshot.sheetNames, sheet) === undefined ? [sheet] : [],
      blocks: [sheetBlock(sheet, g, grid(snapshot, sheet))],
      activate: sheet,
      print: [{ sheet, title: printTitle("", `Round ${round}: Scheveningen`), landscape: false, repeatRows: 1 }],
    },
    undo: { label: `Pair team round ${round}`, round },
  };
}

export const enterTeamResults: Action<ActionArgs["enterTeamResults"], ActionContext> = {
  name: "Enter the team results",
  reads: () => TEAM_READ,
  decide: (snapshot): Decision | More => {
    const d = readDesk(snapshot);
    if (isDecision(d)) return d;
    const { rosters, matches, posted, settings } = d;
    if (posted === 0) return { outcome: refused("No round is paired yet: press Pair next round first.") };
    const sheet = matchSheet(posted);
    const name = findSheet(snapshot.sheetNames, sheet) ?? sheet;
    if (!(name in snapshot.sheets)) return { more: [name] };
    const posting = postedMatches(snapshot.sheets[name] ?? [], posted);
    const byName = new Map(rosters.map((r) => [r.name.toLowerCase(), r]));
    const problems: string[] = [];
    const missing: string[] = [];
    for (const { match, rows } of posting) {
      for (const side of ["first", "second"] as const) {
        const roster = byName.get((side === "first" ? match.first : match.second).toLowerCase());
        if (roster === undefined) problems.push(`${sheet}: "${side === "first" ? match.first : match.second}" is not a team on the Teams sheet`);
        // A Scheveningen's second team meets the first in the schedule's order, not its roster's.
        else problems.push(...lineupProblems(roster, match, side, settings.system === "scheveningen").map((p) => p.message));
      }
      match.boards.forEach((b, i) => {
        if (b.result === "") missing.push(`${match.first} – ${match.second} board ${i + 1} (${sheet} row ${(rows[i] ?? 0) + 1})`);
      });
    }
    const unique = [...new Set(problems)];
    if (unique.length > 0) return { outcome: refused(`Round ${posted}'s line-ups or results need putting right first:`, unique) };
    if (missing.length > 0) return { outcome: refused(`Round ${posted} is waiting for ${plural(missing.length, "result")}:`, missing) };
    const kept = matches.filter((m) => m.round !== posted);
    const all = [...kept, ...posting.map((p) => p.match)];
    const boards = Math.max(1, ...all.map((m) => m.boards.length));
    const matchesGrid: Grid = [["Round", "First", "Second", ...Array.from({ length: boards }, (_, k) => `Bd ${k + 1}`)], ...all.map((m) => [m.round, m.first, m.second, ...m.boards.map((b) => b.result)])];
    const table = leagueTable(rosters.map((r) => r.name), all, { primary: settings.primary, ...(settings.tiebreaks === null ? {} : { tiebreaks: settings.tiebreaks }), ...swissBye(settings) });
    const league: Grid = [[`League table after round ${posted}`], ...leagueGrid(table)];
    const lines = posting.map(({ match }) => {
      const s = matchScore(match);
      return `${match.first} ${tenthsText(s.game[0])}–${tenthsText(s.game[1])} ${match.second}`;
    });
    // The match card: each match's totals beside its heading row on the Match sheet.
    const cards: Block[] = posting.flatMap(({ match, rows }) => {
      const head = (rows[0] ?? 0) - 1;
      if (head < 0) return [];
      const s = matchScore(match);
      const pair = (x: readonly [number, number], f: (n: number) => string) => `${f(x[0])}–${f(x[1])}`;
      return [{ sheet: name, row: head, col: 6, values: [[`Game points ${pair(s.game, tenthsText)}`, `Match points ${pair(s.match, String)}`, `Berliner Wertung ${pair(s.berlin, tenthsText)}`]] }];
    });
    return {
      outcome: done(`Round ${posted}'s results entered (${lines.join("; ")}); the ${LEAGUE} is up to date.`, { details: league.slice(2, 12).map((r) => `${String(r[0])}. ${String(r[1])}: ${String(r[6])} MP, ${String(r[7])} GP`) }),
      batch: {
        addSheets: [MATCHES, LEAGUE].filter((s) => findSheet(snapshot.sheetNames, s) === undefined),
        blocks: [sheetBlock(MATCHES, matchesGrid, grid(snapshot, MATCHES)), sheetBlock(LEAGUE, league, grid(snapshot, LEAGUE)), ...cards],
        activate: LEAGUE,
        print: [{ sheet: LEAGUE, title: printTitle("", `League table after round ${posted}`), landscape: false, repeatRows: 2 }],
      },
      generated: [MATCHES, LEAGUE],
      undo: { label: `Enter team round ${posted}` },
    };
  },
};

/** What the Teams desk shows: the teams, the system, the round posted and whether it waits for results. Reads only. */
export const teamStatus: Action<ActionArgs["teamStatus"], ActionContext> = {
  name: "Team status",
  reads: () => TEAM_READ,
  decide: (snapshot) => {
    const settings = teamSettings(snapshot.settings[TEAM_SETTINGS_KEY]);
    const rosters = findSheet(snapshot.sheetNames, TEAMS) === undefined ? [] : readRosters(grid(snapshot, TEAMS));
    const matches = enteredMatches(snapshot);
    const posted = roundsPosted(snapshot);
    const entered = typeof matches === "string" ? 0 : Math.max(0, ...matches.map((m) => m.round));
    return answer("Team status", { settings, teams: typeof rosters === "string" ? rosters : rosters.map((r) => r.name), posted, entered });
  },
};
