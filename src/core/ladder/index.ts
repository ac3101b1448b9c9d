/**
 * Club ladders (issue 8): challenge, rating and points ladders replayed from a log. The public API
 * the spreadsheet functions, the CLI and the task pane call.
 */
export * from "./types";
export { DEFAULT_SETTINGS, SETTING_NAMES, readLadderSettings, ladderSettings } from "./settings";
export { readDate, dayNumber, isoDate } from "./dates";
export { readLogRow, readResult, resultText, type LogRowReading } from "./log";
export { startLadder, ladderOf, nameKey, type LadderState, type PlayerRecord, type Meeting } from "./state";
export { applyGame, type Applied, type ApplyOptions } from "./apply";
export { replayLadder, type LadderReplay, type ReplayOptions } from "./replay";
export { challengesFor, type Challengeable } from "./challenges";
export { afterWin, afterDraw, afterDefence, dropPlaces, moveTo } from "./moves";
export { rateGame, eloExpected, acfChange, ACF_K } from "./rating";
export { ladderReport, movement, type LadderReport, type ReportLine, type OpenChallenge } from "./report";
export { ladderTable, ladderHeading, openText, type PrintCell } from "./print";
export { applyMember, awayKeys, onActive, unavailable } from "./members";
export { ladderTrace, correction, type TraceStep, type Correction } from "./correct";
