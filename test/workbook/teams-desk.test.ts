/**
 * The Teams desk (issue 30 item 2, docs/teams.md): a league of 8 teams × 4 boards played through the
 * workbook (Set up, Pair next round, line-ups, Enter results, League table), line-ups checked
 * against the rosters as they stood each round, and a team Swiss (FIDE C.04.6).
 */
import { leagueFixtures } from "../../src/core/teams/league";
import { scheveningen } from "../../src/core/teams/pairing";
import { TEAM_SETTINGS_KEY, teamSettings } from "../../src/workbook/actions/teams-read";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, harness, type Harness } from "./helpers";

const TEAMS = ["Knights", "Rooks", "Bishops", "Pawns", "Queens", "Kings", "Castles", "Forks"];
const RESULTS = ["1-0", "½-½", "0-1", "1-0"];

async function desk(system: string, teams = TEAMS, boards = 4): Promise<Harness> {
  const h = harness(new MemoryWorkbook([]));
  expectDone(await h.run("setupTeams", { system, boards }));
  h.wb.setBlock("Teams", 1, 0, teams.map((t) => [t, ...Array.from({ length: boards + 1 }, (_, k) => `${t} ${k + 1}`)]));
  return h;
}

/** Types a result on every board of the round's sheet, from `result(match, board)`. */
function typeResults(h: Harness, round: number, result: (match: number, board: number) => string): void {
  const sheet = `Match R${round}`;
  let match = 0;
  h.wb.values(sheet).forEach((r, i) => {
    if (/^Match \d+$/.test(String(r[0]))) match++;
    else if (typeof r[0] === "number") h.wb.type(sheet, i, 5, result(match, r[0]));
  });
}

describe("the Teams desk", () => {
  test("a league of 8 teams × 4 boards: the Berger fixtures round by round, line-ups from the rosters, the league table after every round", async () => {
    const h = await desk("roundRobin");
    for (let round = 1; round <= 7; round++) {
      const o = expectDone(await h.run("pairTeams"));
      expect(o.message).toMatch(new RegExp(`^Paired round ${round}: 4 matches\\.`));
      const sheet = h.wb.values(`Match R${round}`);
      const heads = sheet.filter((r) => /^Match \d+$/.test(String(r[0]))).map((r) => `${String(r[1])}-${String(r[3])}`);
      expect(heads).toEqual(leagueFixtures(8)[round - 1]?.matches.map((f) => `${TEAMS[f.first - 1]}-${TEAMS[f.second - 1]}`));
      // Board 1: the first-named team's best player with White; board 2 Black.
      expect(sheet[2]?.slice(0, 5)).toEqual([1, `${String(sheet[1]?.[1])} 1`, "White", `${String(sheet[1]?.[3])} 1`, "Black"]);
      typeResults(h, round, (m, b) => RESULTS[(m + b + round) % 4] as string);
      expectDone(await h.run("enterTeamResults"));
    }
    const table = h.wb.values("League table");
    expect(table[0]).toEqual(["League table after round 7"]);
    const rows = table.slice(2).filter((r) => r[1] !== undefined && r[1] !== "");
    expect(rows).toHaveLength(8);
    // 28 matches: the match points sum to 56, every team played 7.
    expect(rows.reduce((s, r) => s + Number(r[6]), 0)).toBe(56);
    for (const r of rows) expect(r[2]).toBe("7");
    expect((await h.run("pairTeams")).message).toBe("All 7 rounds of the team round robin are paired: the league is complete.");
  });

  test("a line-up out of roster order or naming a player not on the roster is refused, naming the board; results missing are listed", async () => {
    const h = await desk("roundRobin", TEAMS.slice(0, 4), 2);
    expectDone(await h.run("pairTeams"));
    // Match 1 is Knights – Pawns: Knights field their 3rd player on board 1 above their 1st, and a stranger for Pawns.
    h.wb.type("Match R1", 2, 1, "Knights 3");
    h.wb.type("Match R1", 3, 1, "Knights 1");
    h.wb.type("Match R1", 3, 3, "Zed");
    typeResults(h, 1, () => "1-0");
    const o = await h.run("enterTeamResults");
    expect(o.kind).toBe("refused");
    expect(o.kind === "refused" ? o.problems : []).toEqual([
      "Round 1, Knights board 2: Knights 1 is no. 1 on Knights's roster, yet board 1 above holds Knights 3, no. 3: a player may not play above a stronger team-mate. Put the boards in roster order",
      'Round 1, Pawns board 2: "Zed" is not on Pawns\'s roster (3 players); add the player to the roster first, or correct the name',
    ]);
    h.wb.type("Match R1", 2, 1, "Knights 1");
    h.wb.type("Match R1", 3, 1, "Knights 2");
    h.wb.type("Match R1", 3, 3, "Pawns 2");
    h.wb.type("Match R1", 3, 5, "");
    const waiting = await h.run("enterTeamResults");
    expect(waiting.message).toBe("Round 1 is waiting for 1 result:");
    expect(waiting.kind === "refused" ? waiting.problems : []).toEqual(["Knights – Pawns board 2 (Match R1 row 4)"]);
    expect((await h.run("pairTeams")).message).toMatch(/^Round 1 is paired and waiting for its results/);
  });

  test("a team Swiss pairs round 2 by match points: the two winners meet", async () => {
    const h = await desk("swiss", TEAMS.slice(0, 4), 2);
    expectDone(await h.run("pairTeams"));
    const firstOf = (round: number) => h.wb.values(`Match R${round}`).filter((r) => /^Match \d+$/.test(String(r[0]))).map((r) => [String(r[1]), String(r[3])]);
    const r1 = firstOf(1);
    typeResults(h, 1, () => "1-0");
    expectDone(await h.run("enterTeamResults"));
    expectDone(await h.run("pairTeams"));
    const winners = r1.map((m) => m[0]).sort();
    expect(firstOf(2).some((m) => [...m].sort().join() === winners.join())).toBe(true);
  });

  test("a roster through the season: a player joining in round 2 is in the line-ups from round 2 on; a player on two rosters at once is refused", async () => {
    const h = await desk("roundRobin", TEAMS.slice(0, 4), 2);
    // Knights: Newcomer joins in round 2, between Knights 1 and Knights 2.
    h.wb.setBlock("Teams", 1, 0, [["Knights", "Knights 1", "Newcomer (from 2)", "Knights 2", "Knights 3"]]);
    const knightsBoards = (round: number) => {
      const g = h.wb.values(`Match R${round}`);
      const at = g.findIndex((r) => r[1] === "Knights" || r[3] === "Knights");
      const side = g[at]?.[1] === "Knights" ? 1 : 3;
      return [g[at + 1]?.[side], g[at + 2]?.[side]];
    };
    expectDone(await h.run("pairTeams"));
    expect(knightsBoards(1)).toEqual(["Knights 1", "Knights 2"]);
    typeResults(h, 1, () => "½-½");
    expectDone(await h.run("enterTeamResults"));
    expectDone(await h.run("pairTeams"));
    expect(knightsBoards(2)).toEqual(["Knights 1", "Newcomer"]);
    h.wb.setBlock("Teams", 2, 0, [["Rooks", "Rooks 1", "Newcomer", "Rooks 2", "Rooks 3"]]);
    typeResults(h, 2, () => "½-½");
    expect((await h.run("enterTeamResults")).message).toBe(
      "Teams: Newcomer is on Knights's roster and Rooks's for round 2; a player plays for one team at a time — mark a move with (to 3) on the old team and (from 4) on the new",
    );
  });

  test("a team Swiss of five: the team with the bye is credited a drawn match on the League table, as C.04.6 §1.4 and its pairing count it", async () => {
    const h = await desk("swiss", TEAMS.slice(0, 5), 2);
    const o = expectDone(await h.run("pairTeams"));
    expect(o.message).toMatch(/; Queens without a match\./);
    typeResults(h, 1, () => "1-0");
    expectDone(await h.run("enterTeamResults"));
    const queens = h.wb.values("League table").find((r) => r[1] === "Queens");
    expect([queens?.[2], queens?.[6], queens?.[7]]).toEqual(["0", "1", "1"]);
  });

  test("a team Swiss's colour preference type (C.04.6 §1.7) is kept with the event's settings; anything else is Type A", async () => {
    const h = harness(new MemoryWorkbook([]));
    expectDone(await h.run("setupTeams", { system: "swiss", boards: 2, colours: "B" }));
    expect(teamSettings(h.wb.settings.get(TEAM_SETTINGS_KEY)).colours).toBe("B");
    expectDone(await h.run("setupTeams", { system: "swiss", boards: 2, colours: "X" }));
    expect(teamSettings(h.wb.settings.get(TEAM_SETTINGS_KEY)).colours).toBe("A");
  });

  test("the event's primary score: game points first ranks the League table by them, where match points would not", async () => {
    const h = harness(new MemoryWorkbook([]));
    const o = expectDone(await h.run("setupTeams", { system: "roundRobin", boards: 4, primary: "GP" }));
    expect(o.message).toMatch(/ranked by game points/);
    h.wb.setBlock("Teams", 1, 0, ["A", "B", "C", "D"].map((t) => [t, `${t}1`, `${t}2`, `${t}3`, `${t}4`]));
    // Round 1: A–D 2½–1½, B–C 0–4; round 2: D–C 2–2, A–B 2½–1½. By match points A (4) leads C (3);
    // by game points C (4 + 2 = 6) leads A (2½ + 2½ = 5).
    const results: Record<string, string[]> = {
      "A-D": ["1-0", "1-0", "½-½", "0-1"],
      "B-C": ["0-1", "0-1", "0-1", "0-1"],
      "D-C": ["1-0", "0-1", "1-0", "0-1"],
      "A-B": ["1-0", "1-0", "½-½", "0-1"],
    };
    for (const round of [1, 2]) {
      expectDone(await h.run("pairTeams"));
      let key = "";
      h.wb.values(`Match R${round}`).forEach((r, i) => {
        if (/^Match/.test(String(r[0]))) key = `${String(r[1])}-${String(r[3])}`;
        else if (typeof r[0] === "number") h.wb.type(`Match R${round}`, i, 5, results[key]?.[r[0] - 1] ?? "");
      });
      expectDone(await h.run("enterTeamResults"));
    }
    // The match card's totals beside each match's heading row: A–B 2½–1½, BW 4 + 3 + 1 = 8 to 2.
    const card = h.wb.values("Match R2").find((r) => r[1] === "A");
    expect(card?.slice(6, 9)).toEqual(["Game points 2½–1½", "Match points 2–0", "Berliner Wertung 8–2"]);
    expect(h.wb.values("League table").slice(2, 6).map((r) => [r[0], r[1], r[6], r[7]])).toEqual([
      ["1", "C", "3", "6"],
      ["2", "A", "4", "5"],
      ["3", "D", "1", "3½"],
      ["4", "B", "0", "1½"],
    ]);
  });

  test("Export web page: a team event's page is the league table, the fixtures by round (those to play listed) and each match card", async () => {
    const h = await desk("roundRobin", TEAMS.slice(0, 4), 2);
    expect((await h.run("exportWebPage")).message).toMatch(/^League\.html: the league table, the fixtures and results by round and 0 match cards/);
    expectDone(await h.run("pairTeams"));
    typeResults(h, 1, (m, b) => (m === 1 ? "1-0" : b === 1 ? "½-½" : "0-1"));
    expectDone(await h.run("enterTeamResults"));
    const o = expectDone(await h.run("exportWebPage"));
    expect(o.message).toMatch(/^League\.html: the league table after 1 round, the fixtures and results by round and 2 match cards/);
    const html = (o.file as { text: string }).text;
    expect(html).toContain("<h2>League table after round 1</h2>");
    const [a, b] = leagueFixtures(4)[0]?.matches ?? [];
    expect(html).toContain(`<td>${TEAMS[(a?.first ?? 0) - 1]}</td><td>${TEAMS[(a?.second ?? 0) - 1]}</td><td>2–0</td><td>2–0</td>`);
    expect(html).toContain(`<td>${TEAMS[(b?.first ?? 0) - 1]}</td><td>${TEAMS[(b?.second ?? 0) - 1]}</td><td>½–1½</td><td>0–2</td>`);
    // Rounds 2 and 3 of the Berger tables still to play: four matches.
    expect(html.match(/<td>to play<\/td>/g)).toHaveLength(4);
    expect(html.match(/<caption>Round 1: /g)).toHaveLength(2);
    // The cards name the players, from the round's Match sheet.
    expect(html).toContain(`<td>${TEAMS[(a?.first ?? 0) - 1]} 1</td><td>White</td><td>${TEAMS[(a?.second ?? 0) - 1]} 1</td><td>Black</td><td>1-0</td>`);
  });

  test("a Scheveningen of two teams of 4: four rounds from SCHEVENINGEN's schedule, every player meets every player of the other team once, the colours in turn", async () => {
    const h = await desk("scheveningen", ["Riverside", "Hilltop"], 4);
    const met = new Set<string>();
    for (let round = 1; round <= 4; round++) {
      const o = expectDone(await h.run("pairTeams"));
      expect(o.message).toMatch(new RegExp(`^Paired round ${round} of 4: Riverside – Hilltop`));
      const sheet = h.wb.values(`Match R${round}`);
      expect([sheet[1]?.[0], sheet[1]?.[1], sheet[1]?.[3]]).toEqual(["Match 1", "Riverside", "Hilltop"]);
      const boards = sheet.slice(2);
      expect(boards.map((r) => [r[1], r[3], r[2]])).toEqual(
        (scheveningen(4)[round - 1] ?? []).map((p) => [`Riverside ${p.first}`, `Hilltop ${p.second}`, p.firstWhite ? "White" : "Black"]),
      );
      for (const r of boards) met.add(`${String(r[1])}|${String(r[3])}`);
      // Round 2's boards: the first board has Black (colours in turn), Hilltop 2 faces Riverside 1.
      if (round === 2) expect(boards[0]?.slice(1, 5)).toEqual(["Riverside 1", "Black", "Hilltop 2", "White"]);
      typeResults(h, round, (_m, b) => (b === 1 ? "1-0" : "½-½"));
      // The second team's players are in the schedule's order, not its roster's: accepted.
      expectDone(await h.run("enterTeamResults"));
    }
    expect(met.size).toBe(16);
    expect((await h.run("pairTeams")).message).toBe("All 4 rounds of the Scheveningen are paired: the match is complete.");
    const table = h.wb.values("League table").slice(2);
    expect(table.map((r) => [r[1], r[7]])).toEqual([["Riverside", "10"], ["Hilltop", "6"]]);
    // The web page's match cards carry the Scheveningen colours: round 2, board 1 Black for Riverside.
    const html = (expectDone(await h.run("exportWebPage")).file as { text: string }).text;
    expect(html).toContain("<caption>Round 2: Riverside – Hilltop</caption>");
    const card2 = html.slice(html.indexOf("<caption>Round 2: "));
    expect(card2).toContain("<td>Riverside 1</td><td>Black</td><td>Hilltop 2</td><td>White</td>");
  });

  test("a Scheveningen is refused, with what to do, for three teams or a team short of players", async () => {
    const three = await desk("scheveningen", ["A", "B", "C"], 2);
    expect((await three.run("pairTeams")).message).toBe("A Scheveningen is a match between two teams; the Teams sheet lists 3 teams (A, B, C). Keep two rows, or set up a league instead.");
    const h = harness(new MemoryWorkbook([]));
    expectDone(await h.run("setupTeams", { system: "scheveningen", boards: 4 }));
    h.wb.setBlock("Teams", 1, 0, [["A", "A1", "A2", "A3", "A4"], ["B", "B1", "B2", "B3"]]);
    expect((await h.run("pairTeams")).message).toBe("A Scheveningen of 4 boards needs 4 players a team: B lists 3 players on the Teams sheet. Add players, or set the event up again with fewer boards.");
  });

  test("the tiebreak order is the director's: team SB before the Berliner Wertung puts Knights above Pawns, where the default puts Pawns first", async () => {
    // Knights and Pawns: 3 MP and 3 GP each. BW (board 1 counts 2): Pawns 2 + 3 + 0 = 5, Knights 1 + 3 + 0 = 4.
    // Team SB: Knights 3 (Pawns' MP) × 1 + 4 (Rooks) × 2 = 11, Pawns 3 (Knights) × 1 + 2 (Bishops) × 2 = 7.
    const results: Record<string, string[]> = {
      "Knights-Pawns": ["0-1", "1-0"],
      "Rooks-Bishops": ["1-0", "1-0"],
      "Pawns-Bishops": ["1-0", "1-0"],
      "Knights-Rooks": ["1-0", "1-0"],
      "Rooks-Pawns": ["1-0", "1-0"],
      "Bishops-Knights": ["1-0", "1-0"],
    };
    const league = async (tiebreaks?: string): Promise<{ message: string; table: string[]; page: string }> => {
      const h = harness(new MemoryWorkbook([]));
      const o = expectDone(await h.run("setupTeams", { system: "roundRobin", boards: 2, ...(tiebreaks === undefined ? {} : { tiebreaks }) }));
      h.wb.setBlock("Teams", 1, 0, ["Knights", "Rooks", "Bishops", "Pawns"].map((t) => [t, `${t} 1`, `${t} 2`]));
      for (const round of [1, 2, 3]) {
        expectDone(await h.run("pairTeams"));
        let key = "";
        h.wb.values(`Match R${round}`).forEach((r, i) => {
          if (/^Match/.test(String(r[0]))) key = `${String(r[1])}-${String(r[3])}`;
          else if (typeof r[0] === "number") h.wb.type(`Match R${round}`, i, 5, results[key]?.[r[0] - 1] ?? "");
        });
        expectDone(await h.run("enterTeamResults"));
      }
      const page = (expectDone(await h.run("exportWebPage")).file as { text: string }).text;
      return { message: o.message, table: h.wb.values("League table").slice(2).map((r) => `${String(r[0])} ${String(r[1])}`), page };
    };
    const plain = await league();
    expect(plain.message).toMatch(/ranked by match points, then game points, then the Berliner Wertung\. /);
    expect(plain.table).toEqual(["1 Rooks", "2 Pawns", "3 Knights", "4 Bishops"]);
    const sb = await league("OTHER,SB");
    expect(sb.message).toMatch(/ranked by match points, then game points, then team Sonneborn-Berger\. /);
    expect(sb.table).toEqual(["1 Rooks", "2 Knights", "3 Pawns", "4 Bishops"]);
    expect(sb.page).toContain("Ranked by match points, then game points, then team Sonneborn-Berger.");
    const h = harness(new MemoryWorkbook([]));
    expect((await h.run("setupTeams", { system: "roundRobin", boards: 2, tiebreaks: "GP, Buchholz" })).message).toBe(
      'Tiebreaks: "BUCHHOLZ" is not a team tiebreak (expected MP, GP, BW, SB or OTHER, comma-separated).',
    );
  });
});
