/**
 * Requests for any round ahead (issue 11): a Request cell holds tokens `H3 H5 U4 W6` — a letter (H
 * half-point bye, U or Z zero-point bye, W withdrawn from that round on) and the round; a letter
 * alone is for the next round to be paired. The engines read only `Player.request` and
 * `Player.withdrawn`: `forRound` derives them for the round being paired.
 */
import { fail, problem, type Parsed, type Problem } from "../errors";
import { REQUEST_CODES, REQUEST_LETTER, type Entry, type Player, type Request, type Tournament } from "./types";

/** A Request cell read: the request for the next round (a letter alone) and those for given rounds. */
export interface Requests {
  readonly next?: Request;
  readonly rounds: Readonly<Record<number, Request>>;
}

/** What a Request cell accepts, as an error says it. */
export const REQUESTS_ACCEPTED =
  "H half-point bye, U zero-point bye, W withdrawn, C club duty (Keizer club nights), each alone for the next round or with a round number: H3 H5 U4 W6";

/**
 * Reads a Request cell: tokens separated by spaces, commas or semicolons.
 * @example parseRequests("H3, h5 U4").value.rounds // { 3: "halfBye", 4: "zeroBye", 5: "halfBye" }
 * @example parseRequests("W").value.next // "withdrawn"
 */
export function parseRequests(text: string, where = "requests"): Parsed<Requests> {
  const rounds: Record<number, Request> = {};
  let next: Request | undefined;
  const problems: Problem[] = [];
  const bad = (why: string) =>
    problems.push(problem("BAD_CELL", `${where}: "${text.trim()}" ${why} (expected ${REQUESTS_ACCEPTED})`));
  for (const token of text
    .trim()
    .split(/[\s,;]+/)
    .filter((t) => t !== "")) {
    const m = /^([A-Za-z])\s*(\d{1,3})?$/.exec(token);
    const request = m === null ? undefined : REQUEST_CODES[(m[1] as string).toUpperCase()];
    if (m === null || request === undefined) {
      if (token === text.trim()) bad("is not a request");
      else bad(`holds "${token}", which is not a request`);
      continue;
    }
    if (m[2] === undefined) {
      if (next !== undefined && next !== request) bad("asks two things of the next round");
      next = request;
      continue;
    }
    const round = Number(m[2]);
    if (round < 1) bad(`names round ${round}`);
    else if (rounds[round] !== undefined && rounds[round] !== request) bad(`asks two things of round ${round}`);
    else rounds[round] = request;
  }
  return { value: next === undefined ? { rounds } : { next, rounds }, problems };
}

/**
 * A Request cell's text: the next round's letter first, then the rounds in order.
 * @example makeRequests({ rounds: { 5: "halfBye", 3: "halfBye", 4: "zeroBye" } }) // "H3 U4 H5"
 */
export function makeRequests(r: Requests): string {
  const ahead = Object.keys(r.rounds)
    .map(Number)
    .sort((a, b) => a - b)
    .map((k) => `${REQUEST_LETTER[r.rounds[k] as Request]}${k}`);
  return [...(r.next === undefined ? [] : [REQUEST_LETTER[r.next]]), ...ahead].join(" ");
}

/** The round a player is withdrawn from (a `W` token), or null. */
export function withdrawnFrom(p: Player): number | null {
  let from: number | null = null;
  for (const [k, r] of Object.entries(p.requests ?? {}))
    if (r === "withdrawn" && (from === null || Number(k) < from)) from = Number(k);
  return from;
}

/**
 * What the player asked for round `round`: that round's request, else withdrawn when a W token is
 * for this round or earlier, else the next-round request.
 * @example requestFor({ ...p, requests: { 3: "halfBye" } }, 3) // "halfBye"
 */
export function requestFor(p: Player, round: number): Request | undefined {
  const own = p.requests?.[round];
  if (own !== undefined) return own;
  const w = withdrawnFrom(p);
  if (w !== null && w <= round) return "withdrawn";
  return p.request;
}

/**
 * The tournament as an engine must see it to pair round `round`: each player's `request` and
 * `withdrawn` for that round; with `ahead`, the half-point byes requested for later rounds recorded
 * ahead as entries (US Chess 28L4: a player committed to a half-point bye is passed over for the
 * full-point bye; the USCF engine reads them there).
 * @example forRound(t, 3).players[4]?.request // "halfBye" when #5's Request cell says H3
 */
export function forRound(t: Tournament, round: number, options: { readonly ahead?: boolean } = {}): Tournament {
  return {
    ...t,
    players: t.players.map((p): Player => {
      const request = requestFor(p, round);
      const rest: Player = { ...p };
      delete (rest as { request?: Request }).request;
      delete (rest as { requests?: unknown }).requests;
      const requests = p.requests;
      const rounds: (Entry | null)[] = [...p.rounds];
      for (const [k, r] of Object.entries(requests ?? {})) {
        const j = Number(k) - 1;
        if (options.ahead !== true || j < round || r !== "halfBye" || (rounds[j] ?? null) !== null) continue;
        while (rounds.length < j) rounds.push(null);
        rounds[j] = { kind: "halfBye", opponent: 0, colour: null };
      }
      const withdrawn = request === "withdrawn" || (p.withdrawn === true && p.request === undefined);
      return {
        ...rest,
        rounds,
        ...(request === undefined ? {} : { request }),
        ...(withdrawn ? { withdrawn: true } : {}),
      };
    }),
  };
}

/**
 * Club duty (C) is a Keizer club night's request: a Swiss or a round robin has no such bye, so a C in
 * the round being paired is refused with what to type instead.
 */
export function refuseClubDuty(t: Tournament, event: string): void {
  const duty = t.players.filter((p) => p.request === "clubDuty");
  if (duty.length === 0) return;
  fail(
    "BAD_CELL",
    `${duty.map((p) => `#${p.id}${p.name === "" ? "" : ` ${p.name}`}`).join(", ")}: C (club duty) is a Keizer club night's request; in ${event} use H (half-point bye), U (zero-point bye) or W (withdrawn) in the Request column, or type FPB into the round for a full-point bye.`,
  );
}
