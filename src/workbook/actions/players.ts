/**
 * The player list during the event (issue 11 items 1–3): a new player or a late entry, whole (issue
 * 25 item 4: name, ID, FIDE ID, federation, team, birth, sex, title, rating source and byes ahead;
 * the rounds missed recorded as half- or zero-point byes, as the director chooses), byes and absences for any rounds ahead
 * (`H3 H5 U4` in the Request column), withdrawal from round k and return from round m.
 */
import { makeRequests, parseRequests, REQUESTS_ACCEPTED, type Requests } from "../../core/model/requests";
import type { Player, Request } from "../../core/model/types";
import type { ActionArgs } from "../api";
import { columnBlocks } from "../blocks";
import type { ActionContext } from "../context";
import type { Action, Decision, More } from "../engine";
import { JOINED, PLAYERS, type EventRead } from "../event";
import { chartGeometry, headerKey, type ChartGeometry } from "../geometry";
import { done, refused } from "../outcome";
import { findSheet, sheetA1, type Block, type Cell, type Grid, type Snapshot } from "../port";
import { listRound, who } from "../rounds";
import { FIRST_READ, onEvent, plural, roundState } from "./common";
import { readBirth, readId, readSex } from "../../core/entries/signup";
import type { HeaderField } from "../../core/formats/workbook";
import { fieldBlocks } from "../entry-sheets";

const NO_EVENT = "There is no event here yet: set one up (Event › Create the sheets) or use the sheet in front of you.";

/** "rounds 3 and 5", "round 4", "rounds 1, 2 and 4". */
export function roundList(rounds: readonly number[]): string {
  const r = [...rounds].sort((a, b) => a - b);
  if (r.length === 1) return `round ${r[0]}`;
  return `rounds ${r.slice(0, -1).join(", ")} and ${r[r.length - 1]}`;
}

/** A Request cell in words: "half-point byes in rounds 3 and 5; absent in round 4; withdrawn from round 6". */
export function describeRequests(r: Requests, next: number): string {
  const by = (kind: Request): number[] => {
    const rounds = Object.entries(r.rounds)
      .filter(([, v]) => v === kind)
      .map(([k]) => Number(k));
    if (r.next === kind) rounds.push(next);
    return [...new Set(rounds)];
  };
  const parts: string[] = [];
  const h = by("halfBye");
  const u = by("zeroBye");
  const w = by("withdrawn");
  if (h.length > 0) parts.push(`${h.length === 1 ? "a half-point bye" : "half-point byes"} in ${roundList(h)}`);
  if (u.length > 0) parts.push(`absent in ${roundList(u)} (zero-point ${u.length === 1 ? "bye" : "byes"})`);
  if (w.length > 0) parts.push(`withdrawn from round ${Math.min(...w)}`);
  return parts.length === 0 ? "no requests" : parts.join("; ");
}

/** The player's Request cell as read. */
function requestsOf(p: Player): Requests {
  return { ...(p.request === undefined ? {} : { next: p.request }), rounds: p.requests ?? {} };
}

interface Where {
  readonly event: EventRead;
  readonly g: ChartGeometry;
  /** The last round paired (0 before round 1). */
  readonly paired: number;
}

function where(event: EventRead, snapshot: Snapshot): Where | Decision {
  if (event.layout === "none") return { outcome: refused(NO_EVENT) };
  if (event.chart === null)
    return {
      outcome: refused(`${event.chartSheet} has no header row yet: pair round 1 first, or use Create the sheets.`),
    };
  return { event, g: event.chart, paired: roundState(event, snapshot).paired };
}

/** An action on one player: the wallchart found and the player argument checked before `decide`. */
function onPlayer<A extends { readonly player?: unknown }>(
  decide: (w: Where, p: Player, args: A, event: EventRead) => Decision | More,
): (snapshot: Snapshot, args: A, context: ActionContext) => Decision | More {
  return onEvent<A>((event, snapshot, args) => {
    const w = where(event, snapshot);
    if ("outcome" in w) return w;
    const p = playerArg(event, args.player);
    if (typeof p === "string") return { outcome: refused(p) };
    return decide(w, p, args, event);
  });
}

function playerArg(event: EventRead, id: unknown): Player | string {
  const n = Number(id);
  const p = Number.isInteger(n) ? event.tournament.players[n - 1] : undefined;
  return p === undefined
    ? `There is no player #${String(id)} (the event has ${plural(event.tournament.players.length, "player")}).`
    : p;
}

/** The blocks that make `p`'s Request cell say `text` (a Request column is added when there is none). */
function requestWrite(w: Where, p: Player, text: string): Block[] | string {
  const row = w.g.rowOf.get(p.id);
  if (row === undefined) return `#${p.id} has no row in ${w.event.chartSheet} yet.`;
  const blocks: Block[] = [];
  let col = w.g.requestCol;
  if (col < 0) {
    col = w.g.width;
    blocks.push({ sheet: w.event.chartSheet, row: w.g.headerRow, col, values: [["Request"]] });
  }
  blocks.push({ sheet: w.event.chartSheet, row, col, values: [[text === "" ? null : text]] });
  return blocks;
}

/** Requests for rounds that are paired already, or beyond the last round, as a refusal. */
function outOfRange(r: Requests, w: Where): string | null {
  const rounds = Object.keys(r.rounds).map(Number);
  const past = rounds.filter((k) => k <= w.paired);
  if (past.length > 0)
    return `${roundList(past)} ${past.length === 1 ? "is" : "are"} paired already: a request can only be for round ${w.paired + 1} or later (to change a paired round, undo its pairing first).`;
  const planned = w.event.tournament.totalRounds;
  const beyond = planned === null ? [] : rounds.filter((k) => k > planned);
  if (beyond.length > 0) return `The event has ${plural(planned ?? 0, "round")}: there is no ${roundList(beyond)}.`;
  return null;
}

function requestDecision(w: Where, p: Player, next: Requests, what: string): Decision {
  const text = makeRequests(next);
  const blocks = requestWrite(w, p, text);
  if (typeof blocks === "string") return { outcome: refused(blocks) };
  return {
    outcome: done(`${who(p, p.id)}: ${what} (${w.event.chartSheet} Request: ${text === "" ? "blank" : text}).`),
    batch: { blocks, activate: w.event.chartSheet },
    consumed: blocks.map((b) => sheetA1(b.sheet, b.row, b.col)),
    undo: { label: `${who(p, p.id)}: ${what}` },
  };
}

export const setRequests: Action<ActionArgs["setRequests"], ActionContext> = {
  name: "Set requests",
  reads: () => FIRST_READ,
  decide: onPlayer((w, p, args) => {
    const parsed = parseRequests(String(args.requests ?? ""), `#${p.id}'s requests`);
    if (parsed.problems.length > 0)
      return {
        outcome: refused(
          `Nothing was changed: a request is one of ${REQUESTS_ACCEPTED}.`,
          parsed.problems.map((x) => x.message),
        ),
      };
    const range = outOfRange(parsed.value, w);
    if (range !== null) return { outcome: refused(`Nothing was changed: ${range}`) };
    return requestDecision(w, p, parsed.value, describeRequests(parsed.value, w.paired + 1));
  }),
};

export const withdrawPlayer: Action<ActionArgs["withdrawPlayer"], ActionContext> = {
  name: "Withdraw a player",
  reads: () => FIRST_READ,
  decide: onPlayer((w, p, args) => {
    const from = args.fromRound === undefined || args.fromRound === null ? w.paired + 1 : Number(args.fromRound);
    if (!Number.isInteger(from) || from <= w.paired)
      return {
        outcome: refused(
          `Round ${String(args.fromRound)} is paired already: ${who(p, p.id)} can be withdrawn from round ${w.paired + 1} on (to take the player out of round ${w.paired}, undo its pairing first).`,
        ),
      };
    const now = requestsOf(p);
    const rounds = Object.fromEntries(
      Object.entries(now.rounds).filter(([k, v]) => v !== "withdrawn" && Number(k) < from),
    );
    const next: Requests = {
      ...(now.next === undefined || now.next === "withdrawn" ? {} : { next: now.next }),
      rounds: { ...rounds, [from]: "withdrawn" },
    };
    return requestDecision(w, p, next, `withdrawn from round ${from}: never paired after`);
  }),
};

export const returnPlayer: Action<ActionArgs["returnPlayer"], ActionContext> = {
  name: "Return a player",
  reads: () => FIRST_READ,
  decide: onPlayer((w, p, args) => {
    const now = requestsOf(p);
    const withdrawn =
      now.next === "withdrawn" || Object.values(now.rounds).includes("withdrawn") || p.withdrawn === true;
    if (!withdrawn) return { outcome: refused(`${who(p, p.id)} is not withdrawn: nothing to return from.`) };
    const next = w.paired + 1;
    const back = args.fromRound === undefined || args.fromRound === null ? next : Number(args.fromRound);
    if (!Number.isInteger(back) || back < next)
      return {
        outcome: refused(
          `${who(p, p.id)} can come back from round ${next} at the earliest (round ${w.paired} is paired).`,
        ),
      };
    const rounds: Record<number, Request> = Object.fromEntries(
      Object.entries(now.rounds).filter(([, v]) => v !== "withdrawn"),
    );
    for (let r = next; r < back; r++) rounds[r] = "zeroBye";
    const after: Requests = {
      ...(now.next === undefined || now.next === "withdrawn" ? {} : { next: now.next }),
      rounds,
    };
    const gap =
      back > next
        ? `; absent until then (zero-point byes in ${roundList(Array.from({ length: back - next }, (_, i) => next + i))})`
        : "";
    return requestDecision(w, p, after, `back from round ${back}${gap}`);
  }),
};

/** The Players grid's header and its column for a field, matched by name. */
function columnOf(grid: Grid, headerRow: number, keys: readonly string[]): number {
  return (grid[headerRow] ?? []).findIndex((c) => keys.includes(headerKey(c)));
}

/** The whole new player as the arguments give it: each field checked, or a refusal naming it. */
function newPlayerFields(args: ActionArgs["addPlayer"]): { values: Partial<Record<HeaderField, Cell>>; requests: Requests } | string {
  const t = (v: unknown): string => (v === undefined || v === null ? "" : String(v).trim());
  const values: Partial<Record<HeaderField, Cell>> = {};
  if (t(args.team) !== "") values.team = t(args.team);
  for (const [field, v] of [["memberId", args.memberId], ["fideId", args.fideId]] as const) {
    if (t(v) === "") continue;
    const id = readId(t(v));
    if (id === null) return `${field === "fideId" ? "FIDE ID" : "ID"} "${t(v)}" is not an id (letters and digits).`;
    if (field === "fideId" && !/^\d+$/.test(id)) return `FIDE ID "${t(v)}" is not a FIDE id (digits only).`;
    values[field] = id;
  }
  const fed = t(args.federation);
  if (fed !== "") values.federation = /^[a-z]{3}$/i.test(fed) ? fed.toUpperCase() : fed;
  const birth = readBirth(t(args.birth));
  if (typeof birth === "string") return `Birth "${t(args.birth)}" ${birth}.`;
  if (birth !== null) values.birthDate = birth.date ?? String(birth.year);
  const sex = t(args.sex);
  if (sex !== "") {
    const s = readSex(sex);
    if (s === undefined) return `Sex "${sex}" is not one Wallchart reads (M or F, or blank).`;
    values.sex = s;
  }
  if (t(args.title) !== "") values.title = t(args.title).toUpperCase();
  if (t(args.ratingSource) !== "") values.ratingSource = t(args.ratingSource);
  const parsed = parseRequests(t(args.requests), "the byes ahead");
  if (parsed.problems.length > 0) return `Byes ahead: a request is one of ${REQUESTS_ACCEPTED} (${parsed.problems.map((x) => x.message).join("; ")}).`;
  return { values, requests: parsed.value };
}

export const addPlayer: Action<ActionArgs["addPlayer"], ActionContext> = {
  name: "Add a player",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => {
    const w = where(event, snapshot);
    if ("outcome" in w) return w;
    const name = String(args.name ?? "")
      .trim()
      .replace(/\s+/g, " ");
    if (name === "") return { outcome: refused("A new player needs a name.") };
    const ratingText = args.rating === undefined || args.rating === null ? "" : String(args.rating).trim();
    if (ratingText !== "" && !/^\d{1,4}$/.test(ratingText))
      return {
        outcome: refused(`"${ratingText}" is not a rating (a whole number; blank for unrated). Nothing was added.`),
      };
    const rating = ratingText === "" || Number(ratingText) === 0 ? null : Number(ratingText);
    const fields = newPlayerFields(args);
    if (typeof fields === "string") return { outcome: refused(`${fields} Nothing was added.`) };
    const range = outOfRange(fields.requests, w);
    if (range !== null) return { outcome: refused(`Byes ahead: ${range} Nothing was added.`) };
    const missed: "H" | "U" = String(args.missed ?? "U").toUpperCase() === "H" ? "H" : "U";
    const t = event.tournament;
    const id = t.players.length + 1;
    const paired = w.paired;
    const blocks: Block[] = [];
    const addSheets: string[] = [];

    // The player list: Players (standard layout) or the wallchart sheet itself.
    const listSheet = event.hasPlayersSheet
      ? (findSheet(snapshot.sheetNames, PLAYERS) ?? PLAYERS)
      : event.chartSheet;
    if (event.hasPlayersSheet) {
      const grid = snapshot.sheets[listSheet] ?? [];
      const g = chartGeometry(listSheet, grid, false);
      if (g === null || g.nameCol < 0)
        return { outcome: refused(`${listSheet} has no header row with Name: nothing was added.`) };
      const row = g.lastRow + 1;
      const put = (col: number, v: Cell) => {
        if (col >= 0 && v !== null && v !== "") blocks.push({ sheet: listSheet, row, col, values: [[v]] });
      };
      put(g.idCol, id);
      put(g.nameCol, name);
      put(g.ratingCol, rating);
      let width = g.width;
      if (paired > 0) {
        let col = columnOf(grid, g.headerRow, ["joined", "joinedround"]);
        if (col < 0) {
          col = width++;
          blocks.push({ sheet: listSheet, row: g.headerRow, col, values: [[JOINED]] });
        }
        put(col, paired + 1);
      }
      blocks.push(...fieldBlocks(listSheet, grid, g.headerRow, width, row, fields.values));
    }

    // The wallchart row: #, Name (and Rating on a single-sheet event), the missed rounds, the byes ahead.
    const g = w.g;
    const row = g.lastRow + 1;
    const cells = new Map<number, Cell>();
    if (g.idCol >= 0) cells.set(g.idCol, id);
    if (g.nameCol >= 0) cells.set(g.nameCol, name);
    if (!event.hasPlayersSheet && g.ratingCol >= 0) cells.set(g.ratingCol, rating);
    for (let r = 1; r <= paired; r++) {
      const col = g.roundCols.get(r);
      if (col !== undefined) cells.set(col, missed);
    }
    for (const [col, v] of cells)
      blocks.push(...columnBlocks(event.chartSheet, col, new Map([[row, v]]), event.chartGrid));
    const byes = makeRequests(fields.requests);
    if (byes !== "") {
      let col = g.requestCol;
      if (col < 0) {
        col = g.width;
        blocks.push({ sheet: event.chartSheet, row: g.headerRow, col, values: [["Request"]] });
      }
      blocks.push({ sheet: event.chartSheet, row, col, values: [[byes]] });
    }

    // Each missed round's sheet lists the new player among the byes.
    for (let r = 1; r <= paired; r++) {
      const sheet = event.roundSheets.get(r);
      const grid = sheet === undefined ? undefined : snapshot.sheets[sheet];
      const listing = grid === undefined ? null : listRound(grid, t.players);
      if (sheet === undefined || listing === null) continue;
      const at = listing.lastRow + 1;
      blocks.push({ sheet, row: at, col: listing.whiteCol, values: [[`#${id} ${name}`]] });
      blocks.push({ sheet, row: at, col: listing.blackCol, values: [[missed]] });
      if (listing.resultCol >= 0)
        blocks.push({ sheet, row: at, col: listing.resultCol, values: [[missed === "H" ? "½" : 0]] });
    }

    const same = t.players.filter(
      (p) =>
        p.name.toLowerCase() === name.toLowerCase() ||
        (fields.values.memberId !== undefined && p.memberId === fields.values.memberId) ||
        (fields.values.fideId !== undefined && p.fideId === fields.values.fideId),
    );
    const warnings = same.map((p) =>
      p.name.toLowerCase() === name.toLowerCase()
        ? `${who(p, p.id)} has the same name: the same player entered twice?`
        : `${who(p, p.id)} has the same ${p.fideId === fields.values.fideId ? `FIDE ID ${p.fideId}` : `ID ${p.memberId}`}: the same player entered twice?`,
    );
    const missedText =
      paired === 0
        ? ""
        : ` Missed ${paired === 1 ? "round 1" : `rounds 1–${paired}`}: ${missed === "H" ? "half-point byes (½ point each)" : "zero-point byes"}.`;
    const byesText = byes === "" ? "" : ` Byes ahead: ${describeRequests(fields.requests, paired + 1)}.`;
    const place =
      event.settings.system === "DUTCH"
        ? " FIDE Dutch: the new player is ranked by rating among the others when the next round is paired (C.04.2); the pairing number stays."
        : event.settings.system === "USCF"
          ? " US Chess pairs by rating: the new player takes a place by rating."
          : "";
    return {
      outcome: done(
        `Added #${id} ${name}${rating === null ? " (unrated)" : ` (${rating})`} from round ${paired + 1}.${missedText}${byesText}${place}`,
      ),
      batch: { addSheets, blocks, activate: event.hasPlayersSheet ? listSheet : event.chartSheet },
      warnings,
      undo: { label: `Add #${id} ${name}` },
    };
  }),
};
