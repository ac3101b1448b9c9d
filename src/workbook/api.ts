/**
 * The actions by name, with the arguments each takes: the one contract between the UI (task pane,
 * sidebar, playground) and the hosts. Plain data only (it crosses google.script.run).
 */
import type { EntryField } from "../core/entries/types";
import type { ListSent } from "./actions/import-entries";
import type { Overwrite } from "./outcome";
import type { EventSettings } from "./settings";

export interface Confirmable {
  readonly confirmed?: readonly Pick<Overwrite, "cell" | "was">[];
  /** Warnings the user chose to go on despite (a "confirm" outcome's `warnings`). */
  readonly acknowledged?: readonly string[];
  /** The workbook section to act on (its sheets are "NAME Players", "NAME Round 3"…); absent: the main event. */
  readonly inSection?: string;
}

export interface ActionArgs {
  /** What the workbook holds now: the event, its round, what is missing. Reads only. */
  status: Confirmable;
  /** New Players and Wallchart sheets from the template. */
  setupEvent: Confirmable & { readonly name?: string; readonly rounds?: number };
  /** Take the sheet in front of the user as the wallchart (header row with name, rating, rounds). */
  useSheet: Confirmable;
  /** Pair the next round: a Round N sheet and the round's column in the wallchart. */
  pairNext: Confirmable;
  /** Copy a round sheet's Result column into the wallchart (the active round sheet, else the last). */
  enterResults: Confirmable & { readonly round?: number };
  /** Standings with the chosen tiebreaks, to the Standings sheet. */
  standings: Confirmable;
  /** Replace the event with a TRF-16 file's. */
  importTrf: Confirmable & { readonly text: string; readonly name?: string };
  /** The event as a TRF-16 file. */
  exportTrf: Confirmable;
  /** The US Chess rating report of every section (three .DBF files); `today` (YYYY-MM-DD) dates them. */
  uscfReport: Confirmable & { readonly today?: string };
  /**
   * Make the event a round robin: `cycles` (1 default), seats `"draw"` (by lot from `seed`, which the
   * pane draws), a list in Berger order, or absent (the Players order).
   */
  setUpRoundRobin: Confirmable & {
    readonly cycles?: number;
    readonly seats?: "draw" | readonly number[] | null;
    readonly seed?: number;
  };
  /** Make the event Keizer club nights with the value table typed (`TOP 40; NOTICE 1/4`; blank: the defaults). */
  setUpKeizer: Confirmable & { readonly table?: string };
  /** The Teams desk (docs/teams.md): set up a team round robin or team Swiss, `boards` a match. */
  setupTeams: Confirmable & { readonly system?: string; readonly boards?: number; readonly cycles?: number; readonly rounds?: number; readonly primary?: "MP" | "GP"; readonly tiebreaks?: string; readonly colours?: string };
  /** Pair the next team round (a Match Rn sheet, line-ups from the rosters). */
  pairTeams: Confirmable;
  /** Enter the last team round's results: line-ups checked, the Matches and League table sheets written. */
  enterTeamResults: Confirmable;
  /** What the Teams desk shows. Reads only. */
  teamStatus: Confirmable;
  /** Store the settings in the workbook. */
  saveSettings: Confirmable & {
    readonly settings: Partial<Record<keyof EventSettings, unknown>>;
    /**
     * The event's (or the section's) first board, when the director changed it (issue 24): a whole
     * number, or null to go back to numbering after the previous section. Absent: left as it is.
     */
    readonly firstBoard?: number | null;
  };
  /** The club ladder (Ladder, Ladder log, Ladder settings, Ladder start): what the pane's Ladder section shows. Reads only. */
  ladderStatus: Confirmable & {
    /** The day of the game in the form: whom each may challenge then (defaults and drops due by then applied). */
    readonly date?: string | number | null;
  };
  /** New ladder sheets from the template: the type, and the starting order top first ("Name" or "Name, rating"). */
  setupLadder: Confirmable & { readonly type?: string; readonly players?: readonly string[] };
  /** Check one game with the ladder's rules, append it to the Ladder log, rebuild the Ladder. */
  recordLadderGame: Confirmable & {
    /** ISO text (2025-03-04) or a day number; blank: the same day as the row above. */
    readonly date?: string | number | null;
    readonly challenger?: string;
    readonly defender?: string;
    /** From the challenger's side: 1-0, ½-½, 0-1, REFUSED, NOSHOW. */
    readonly result?: string;
    /** Log the date alone (a clock row: defaults and inactivity drops due by then count); no game. */
    readonly dateOnly?: boolean;
  };
  /** Mark a Ladder log row with ~ (never deleted), then rebuild the Ladder. `row` is the sheet's row number. */
  strikeLadderRow: Confirmable & { readonly row?: number; readonly challenger?: string; readonly defender?: string };
  /** Rebuild the Ladder from the starting order, the settings and the whole log. */
  refreshLadder: Confirmable;
  /** The ladder as one web page (games, W-D-L, movement, open challenges), offered as a file. Reads only. */
  ladderWebPage: Confirmable;
  /** A member leaves (LEFT), goes away (AWAY: frozen in place) or comes back (BACK): one Ladder log row. */
  ladderMember: Confirmable & {
    readonly date?: string | number;
    readonly member?: string;
    readonly change?: "LEFT" | "AWAY" | "BACK";
  };
  /** A past game's result corrected in place; the ladder replayed from that row (asks first: the cell is filled). */
  correctLadderRow: Confirmable & {
    readonly row?: number;
    readonly result?: string;
    /** What the row held when chosen (refused if the log has changed since). */
    readonly challenger?: string;
    readonly defender?: string;
  };
  /** A late entry (or one more player before round 1): missed rounds as half-point (H) or zero-point (U) byes. */
  addPlayer: Confirmable & {
    readonly name?: string;
    readonly rating?: number | string | null;
    readonly team?: string;
    readonly memberId?: string;
    readonly fideId?: string;
    readonly federation?: string;
    /** A year (2011) or a date year first (2011-04-30). */
    readonly birth?: string;
    /** M or F (blank: not said). */
    readonly sex?: string;
    readonly title?: string;
    /** Where the rating came from (the list the pane looked the player up in). */
    readonly ratingSource?: string;
    /** Byes asked for rounds ahead, as a Request cell says them: `H3 H5 U4`. */
    readonly requests?: string;
    readonly missed?: "H" | "U";
  };
  /**
   * Entries from a sign-up table (issue 25): `table` (cells the pane read from a CSV or .xlsx file,
   * named `source`) or the sheet `sheet` (default: the one in front); `mapping` the columns as the
   * director confirmed them; `sections` the sections and their limits (`Open; U1800: under 1800`;
   * blank: as last used, else the workbook's sections); `lists` the players the pane kept of each
   * rating list it read. `preview` answers what would be entered and writes nothing.
   */
  importEntries: Confirmable & {
    readonly table?: readonly (readonly (string | number | boolean | null)[])[] | null;
    readonly source?: string;
    readonly sheet?: string;
    readonly mapping?: Partial<Record<EntryField, number>>;
    readonly sections?: string;
    readonly lists?: readonly ListSent[];
    readonly preview?: boolean;
  };
  /**
   * The players' ratings against the players the pane kept of the rating lists it read (`lists`):
   * before round 1 the changed ratings are written; after, the lists' figures go beside them.
   * `preview` answers what would change, and the players a list is matched with.
   */
  refreshRatings: Confirmable & { readonly lists?: readonly ListSent[]; readonly preview?: boolean };
  /** A player's requests for rounds ahead, as a Request cell says them: `H3 H5 U4` (blank: none). */
  setRequests: Confirmable & { readonly player?: number; readonly requests?: string };
  /** Withdraw a player from round `fromRound` (default: the next round) on. */
  withdrawPlayer: Confirmable & { readonly player?: number; readonly fromRound?: number | null };
  /** A withdrawn player comes back from round `fromRound` (default: the next round). */
  returnPlayer: Confirmable & { readonly player?: number; readonly fromRound?: number | null };
  /** Take back the last step Wallchart took (the undo log in the workbook's settings). */
  undo: Confirmable;
  /** Take back the last round's pairing and every step since: the workbook as it was before it was paired. */
  undoRound: Confirmable;
  /** Take back the last round's pairing and pair it again from the workbook as it is now. */
  repairRound: Confirmable;
  /** Each round (and the round waiting for results, as its sheet lists it) against the engine's pairing, with the rules broken. Reads only. */
  checkPairings: Confirmable & { readonly round?: number };
  /** Pair next round around boards fixed by hand (pairing numbers); the engine pairs the rest. */
  pairAround: Confirmable & { readonly fixed?: readonly { readonly white: number; readonly black: number }[] };
  /** The sections in the workbook ("" the main event). Reads only. */
  sections: Confirmable;
  /**
   * Move player #player from one section to another ("" the main event). Before round 1 the row
   * moves; after, `how`: "late" (withdrawn from the first, a late entry in the other with `missed`
   * H or U byes) or "carry" (the points carried where both sections' rules allow it).
   */
  movePlayer: Confirmable & {
    readonly player?: number;
    readonly from?: string;
    readonly to?: string;
    readonly how?: "late" | "carry";
    readonly missed?: "H" | "U";
  };
  /** A hand change to the round waiting for results (switch a board's colours, pair two players, give the bye), checked at once. */
  editRound: Confirmable & { readonly op?: "switchColours" | "pairTogether" | "giveBye"; readonly board?: number; readonly a?: number; readonly b?: number };
  /** The crosstable (place order, opponents by line) to the Crosstable sheet. */
  crosstable: Confirmable;
  /** The prize list from the Prizes sheet (made from an example when missing) to the Prize list sheet. */
  prizes: Confirmable;
  /** Team or school standings (each team's top N scores) to the Team standings sheet. */
  teams: Confirmable & { readonly method?: "US" | "VCF"; readonly top?: number };
  /** The whole event as one static web page, offered as a file. */
  exportWebPage: Confirmable;
  /** The current round of every section (or `section`, "" the main event) by board and by name, result slips when `cards`: a page to print. Reads only. */
  printWall: Confirmable & { readonly section?: string; readonly paper?: "A4" | "Letter"; readonly cards?: boolean };
  /** The Grand Prix season's events (the Events sheet), for the pane's list. Reads only. */
  seasonStatus: Confirmable;
  /**
   * Add an event's final standings to the season (Events row, a `GP <event>` sheet) and rebuild the
   * Season sheet: the event in this workbook, or a TRF/CSV file's text.
   */
  addSeasonEvent: Confirmable & {
    readonly name?: string;
    /** Year first: 1994-04-01 (a TRF's 042 date when blank). */
    readonly date?: string;
    /** ACF1–ACF5 or VCF. */
    readonly scheme?: string;
    readonly rounds?: number;
    /** VCF section (K-3, K-5, K-8, K-12). */
    readonly section?: string;
    /** A file's name and text; absent: the event in this workbook. */
    readonly file?: { readonly name: string; readonly text: string };
  };
  /** Rebuild the Season sheet from the Events sheet and the events' sheets. */
  refreshSeason: Confirmable;
  /** A rating list file (CSV: ID or Name, and Rating) as the season's December list sheet. */
  loadRatingList: Confirmable & { readonly file?: { readonly name: string; readonly text: string } };
  /** Rate an ACF period: Rating players + Games sheets → New list and the four reports. */
  ratingsPeriod: Confirmable & {
    readonly perGame?: boolean;
    readonly k?: number | null;
    readonly date?: string;
    /** Games entered more than once: "drop" rates each once (the first row); otherwise the officer is asked, and acknowledging keeps them. */
    readonly repeats?: "drop";
  };
}

export type ActionName = keyof ActionArgs;

export const ACTION_NAMES: readonly ActionName[] = [
  "status",
  "setupEvent",
  "useSheet",
  "pairNext",
  "enterResults",
  "standings",
  "importTrf",
  "exportTrf",
  "uscfReport",
  "saveSettings",
  "setUpRoundRobin",
  "setUpKeizer",
  "setupTeams",
  "pairTeams",
  "enterTeamResults",
  "teamStatus",
  "ladderStatus",
  "setupLadder",
  "recordLadderGame",
  "strikeLadderRow",
  "refreshLadder",
  "ladderWebPage",
  "ladderMember",
  "correctLadderRow",
  "addPlayer",
  "importEntries",
  "refreshRatings",
  "setRequests",
  "withdrawPlayer",
  "returnPlayer",
  "undo",
  "undoRound",
  "repairRound",
  "checkPairings",
  "pairAround",
  "editRound",
  "sections",
  "movePlayer",
  "crosstable",
  "prizes",
  "teams",
  "exportWebPage",
  "printWall",
  "seasonStatus",
  "addSeasonEvent",
  "refreshSeason",
  "loadRatingList",
  "ratingsPeriod",
];

/** The desks a workbook holds besides the event, each known by its sheets. */
export interface WorkbookHolds {
  /** A `Ladder log` sheet. */
  readonly ladder: boolean;
  /** An `Events` sheet (the Grand Prix season). */
  readonly season: boolean;
  /** A `Games` sheet beside `Rating players` (an ACF ratings period). */
  readonly period: boolean;
  /** A `Teams` sheet (a team league or team Swiss, docs/teams.md). */
  readonly teams: boolean;
}

/** What `status` answers in `data`. */
export interface EventStatus {
  /** The workbook's sections, as the Sections action lists them (the pane needs no second read). */
  readonly sections: readonly string[];
  /** What else the workbook holds, from its sheet names: the pane opens on the task it finds. */
  readonly holds: WorkbookHolds;
  readonly settings: EventSettings;
  /** The first board the event (or the section in front) numbers its boards from (issue 24). */
  readonly firstBoard: number;
  /** Where the event is: the standard sheets, one sheet chosen with "Use this sheet", or none yet. */
  readonly layout: "standard" | "sheet" | "none";
  readonly sheet: string | null;
  readonly name: string;
  readonly players: number;
  /** Rounds with pairings. */
  readonly paired: number;
  /** Rounds planned (the settings, else the Tournament sheet), null when unknown. */
  readonly rounds: number | null;
  /** Results still missing in the last paired round (nothing typed for them yet). */
  readonly missing: number;
  /** Results of the last paired round typed on its sheet and not yet entered (Enter results). */
  readonly typed: number;
  /** Problems reading the event, each naming its place. */
  readonly problems: readonly string[];
  /** Every player, for the pane's player lists: number, name, the Request cell and what it means. */
  readonly roster: readonly {
    readonly id: number;
    readonly name: string;
    readonly requests: string;
    readonly summary: string;
    readonly withdrawn: boolean;
  }[];
  /** The step Undo would take back, or null. */
  readonly undo: string | null;
  /** The round Undo the round's pairing / Re-pair would take back (0: none recorded). */
  readonly undoRound: number;
}
