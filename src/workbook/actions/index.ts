/** Every action by name: the registry the hosts dispatch through (the compiler checks it is complete). */
import type { ActionArgs, ActionName } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { enterResults } from "./enter-results";
import { ladderStatus, recordLadderGame, refreshLadder, strikeLadderRow } from "./ladder";
import { setupLadder } from "./ladder-setup";
import { ladderWebPageAction } from "./ladder-page";
import { correctLadderRow, ladderMember } from "./ladder-upkeep";
import { pairNext } from "./pair-next";
import { addPlayer, returnPlayer, setRequests, withdrawPlayer } from "./players";
import { crosstableAction, exportWebPage, prizesAction, teamsAction } from "./posting";
import { printWall } from "./wall";
import { uscfReport } from "./uscf-report";
import { ratingsPeriod } from "./ratings-period";
import { loadRatingList } from "./rating-list";
import { addSeasonEvent, refreshSeason, seasonStatus } from "./season";
import { saveSettings } from "./save-settings";
import { setUpRoundRobin } from "./round-robin-setup";
import { setUpKeizer } from "./keizer-setup";
import { enterTeamResults, pairTeams, setupTeams, teamStatus } from "./teams";
import { setupEvent } from "./setup";
import { standings } from "./standings";
import { status } from "./status";
import { exportTrf, importTrf } from "./trf";
import { undo, undoRound, repairRound } from "./undo";
import { useSheet } from "./use-sheet";
import { checkPairings } from "./check-pairings";
import { pairAround } from "./pair-around";
import { editRound } from "./edit-round";
import { movePlayer, sections } from "./sections";
import { importEntries } from "./import-entries";
import { refreshRatings } from "./refresh-ratings";

export const ACTIONS = {
  status,
  setupEvent,
  useSheet,
  pairNext,
  enterResults,
  standings,
  importTrf,
  exportTrf,
  saveSettings,
  setUpRoundRobin,
  setUpKeizer,
  setupTeams,
  pairTeams,
  enterTeamResults,
  teamStatus,
  ladderStatus,
  setupLadder,
  recordLadderGame,
  strikeLadderRow,
  refreshLadder,
  ladderWebPage: ladderWebPageAction,
  ladderMember,
  correctLadderRow,
  addPlayer,
  importEntries,
  refreshRatings,
  setRequests,
  withdrawPlayer,
  returnPlayer,
  undo,
  undoRound,
  repairRound,
  checkPairings,
  pairAround,
  editRound,
  sections,
  movePlayer,
  crosstable: crosstableAction,
  prizes: prizesAction,
  teams: teamsAction,
  exportWebPage,
  printWall,
  uscfReport,
  seasonStatus,
  addSeasonEvent,
  refreshSeason,
  loadRatingList,
  ratingsPeriod,
} satisfies { [N in ActionName]: Action<ActionArgs[N], ActionContext> };
