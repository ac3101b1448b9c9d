/**
 * The Teams task (docs/teams.md): a team league (round robin) or a team Swiss. Set up writes the
 * Teams sheet (one row a team, its players strongest first); Pair next round posts a Match Rn sheet
 * with the line-ups from the rosters; Enter results checks the line-ups and writes the Matches and
 * League table sheets. It runs src/workbook/actions/teams.ts through the pane's host.
 */
import type { PaneHost } from "./answers";
import { field, h } from "./dom";
import type { Task } from "./tasks";

export function mountTeams(host: PaneHost): Task {
  const system = h("select", { id: "teams-system" }, h("option", { value: "roundRobin" }, "League (every team meets every team)"), h("option", { value: "swiss" }, "Team Swiss (FIDE's Swiss Team Pairing System)"), h("option", { value: "scheveningen" }, "Scheveningen (two teams: every player meets every player of the other)"));
  const boards = h("input", { type: "number", id: "teams-boards", min: "1", max: "20", step: "1", value: "4", inputmode: "numeric" });
  const rounds = h("input", { type: "number", id: "teams-rounds", min: "1", max: "99", step: "1", value: "", inputmode: "numeric" });
  const colours = h("select", { id: "teams-colours" }, h("option", { value: "A" }, "Type A (the usual)"), h("option", { value: "B" }, "Type B (strong and mild)"), h("option", { value: "none" }, "None (colours do not matter)"));
  const cycles = h("select", { id: "teams-cycles" }, h("option", { value: "1" }, "Once"), h("option", { value: "2" }, "Twice (home and away)"));
  const primary = h("select", { id: "teams-primary" }, h("option", { value: "MP" }, "Match points (2 a match won, 1 drawn)"), h("option", { value: "GP" }, "Game points (board points)"));
  const tiebreaks = h(
    "select",
    { id: "teams-tiebreaks" },
    h("option", { value: "OTHER,BW" }, "The other score, then the Berliner Wertung"),
    h("option", { value: "OTHER,SB" }, "The other score, then team Sonneborn-Berger"),
    h("option", { value: "OTHER,BW,SB" }, "The other score, the Berliner Wertung, team SB"),
    h("option", { value: "OTHER,SB,BW" }, "The other score, team SB, the Berliner Wertung"),
    h("option", { value: "BW,OTHER" }, "The Berliner Wertung, then the other score"),
    h("option", { value: "SB,OTHER" }, "Team Sonneborn-Berger, then the other score"),
  );
  const alert = h("p", { className: "hint", role: "alert", id: "teams-alert" });
  const line = h("p", { className: "hint", id: "teams-line" });
  const setUp = h("button", { type: "button", className: "secondary", id: "teams-set-up" }, "Set up");
  setUp.addEventListener("click", () => {
    alert.textContent = "";
    const n = Number(boards.value);
    if (!Number.isInteger(n) || n < 1 || n > 20) {
      alert.textContent = "Boards a match: a whole number from 1 to 20.";
      boards.focus();
      return;
    }
    const r = rounds.value.trim() === "" ? undefined : Number(rounds.value);
    if (r !== undefined && (!Number.isInteger(r) || r < 1 || r > 99)) {
      alert.textContent = "Rounds of a team Swiss: a whole number from 1 to 99, or blank.";
      rounds.focus();
      return;
    }
    void host.run("setupTeams", { system: system.value, boards: n, cycles: Number(cycles.value), ...(r === undefined ? {} : { rounds: r }), colours: colours.value, primary: primary.value === "GP" ? "GP" : "MP", tiebreaks: tiebreaks.value });
  });
  const pair = h("button", { type: "button", className: "primary", id: "teams-pair" }, "Pair next round");
  pair.addEventListener("click", () => void host.run("pairTeams", {}));
  const enter = h("button", { type: "button", className: "secondary", id: "teams-enter" }, "Enter results");
  enter.addEventListener("click", () => void host.run("enterTeamResults", {}));
  const element = h(
    "div",
    { className: "task", id: "teams-group" },
    line,
    h("p", { className: "hint" }, "Teams sheet: one row a team, its players strongest first. Each round's Match sheet lists the boards with the line-ups from the rosters: change a name where a team fields another player, type the results, then Enter results."),
    h("div", { className: "row" }, pair, enter),
    h(
      "details",
      { className: "group", id: "teams-setup-group" },
      h("summary", {}, "Set up"),
      field("System", system),
      field("Boards a match", boards, "A Scheveningen: the players a team, and as many rounds."),
      field("A league plays", cycles),
      field("Rounds of a team Swiss", rounds, "Its last two rounds relax two floater rules (C.04.6 C7, C10)."),
      field("Team Swiss colour preferences", colours, "FIDE C.04.6 §1.7: Type A after two Blacks (or Whites) or a difference of two; Type B adds a mild preference."),
      field("Ranked by", primary),
      field("Ties broken by", tiebreaks, "Berliner Wertung: board 1 counts most. Team SB: each opponent's match points times the game points scored against it."),
      alert,
      h("div", { className: "row" }, setUp),
    ),
  );
  async function refresh(): Promise<void> {
    const o = await host.quietly("teamStatus", {});
    const d = (o.kind === "done" ? o.data : null) as { teams: string[] | string; posted: number; entered: number; settings: { system: string; boards: number } } | null;
    if (d === null) return;
    const teams = typeof d.teams === "string" ? d.teams : `${d.teams.length} teams, ${d.settings.boards} boards a match, ${d.settings.system === "swiss" ? "team Swiss" : d.settings.system === "scheveningen" ? `Scheveningen of ${d.settings.boards} rounds` : "league"}`;
    line.textContent = d.posted === 0 ? teams : `${teams}; round ${d.posted} ${d.entered >= d.posted ? "entered" : "waiting for results"}.`;
  }
  return {
    id: "teams",
    label: "Teams",
    hint: "A team league or team Swiss: rosters, line-ups, match cards and the league table",
    element,
    holds: (s) => s.holds.teams,
    refresh: () => void refresh(),
    first: () => pair,
  };
}
