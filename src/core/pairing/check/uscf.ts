/**
 * US Chess (rules 27–29): the rules a given pairing breaks, read from the players' histories
 * independently of the engine.
 *
 * Absolute: 27A1 (no rematch; the never-pair list likewise), 28L3 (no second full-point bye), the
 * colours given on a board: 27A4 (no third colour in a row nor an imbalance of three when the other
 * way round avoids it; equalisation before alternation), 27A5 (alternation) and 29E4 (who gets the
 * colour both are due). Quality, in the order of 27A: 28L2 (the bye from the lowest score group),
 * then for each score group from the top 27A2 (players leaving their score group), 28N (team-mates
 * kept apart in rounds 1–2 when teams are given), then 27A3–27A5 as 29E5 weighs them (the engine's
 * order): a third colour (29E5f), boards over 200 points from top against bottom (29E5b), the
 * equalising colour (27A4), 29E5e (an interchange of a smaller switch before a transposition over 80
 * points, a transposition within 80 before any interchange), boards over 80 points (29E5a), the
 * alternating colour (27A5), and last boards not pairing the upper half against the lower (27A3).
 */
import { isPlayed, score } from "../../model/points";
import type { Colour, Player, Tournament } from "../../model/types";
import type { Breach, CandidatePairing } from "./types";
import type { Measure } from "./measure";
import { forbiddenIn } from "../forbidden";
import type { PairingOptions } from "../types";
import { acceleratedPlayers, teamRestrictionOf, teamsApply } from "../uscf/pair";
import { teamsByPlayer } from "../../model/teams";
import { e5eCost } from "../uscf/e5e";

const pts = (tenths: number): string => String(tenths / 10);
const other = (c: Colour): Colour => (c === "w" ? "b" : "w");
const colourName = (c: Colour): string => (c === "w" ? "white" : "black");

/** One player as the US Chess rules see him before the round. */
interface UscfPlayer {
  readonly id: number;
  readonly score: number;
  readonly rating: number;
  readonly team: string | undefined;
  readonly colours: readonly Colour[];
  /** The colour of each round so far, null for a round without a game (a bye, a forfeit, not entered). */
  readonly roundColours: readonly (Colour | null)[];
  readonly met: ReadonlySet<number>;
  readonly hadFullBye: boolean;
}

export interface UscfRound {
  readonly round: number;
  readonly states: ReadonlyMap<number, UscfPlayer>;
  /** Who must not meet this round (never-pair list and its round ranges), by pairing number. */
  readonly forbidden: ReadonlyMap<number, ReadonlySet<number>>;
  /** 28N applies: teams are known and the options' team restriction covers the round. */
  readonly teamRule: boolean;
}

function stateOf(p: Player, round: number, team: string | undefined, added: number): UscfPlayer {
  const colours: Colour[] = [];
  const roundColours: (Colour | null)[] = [];
  const met = new Set<number>();
  let hadFullBye = false;
  for (let r = 0; r < round - 1; r++) {
    const e = p.rounds[r] ?? null;
    roundColours.push(e !== null && isPlayed(e) ? e.colour : null);
    if (e === null) continue;
    if (isPlayed(e)) {
      met.add(e.opponent);
      if (e.colour !== null) colours.push(e.colour);
    }
    if (e.kind === "pab" || e.kind === "fullBye") hadFullBye = true;
  }
  return {
    id: p.id,
    score: score(p, round - 1) + added,
    rating: p.rating ?? -1,
    team,
    colours,
    roundColours,
    met,
    hadFullBye,
  };
}

/**
 * The US Chess view of the tournament before `round`, as the engine sees it under the same
 * options: teams from the Team column or the TRF 013 lines, 28N in the rounds the team restriction
 * covers, 28R1's added point in rounds 1–2 when accelerated, the never-pair list of the round.
 */
export function uscfRound(before: Tournament, round: number, options: PairingOptions = {}): UscfRound {
  const teams = teamsByPlayer(before);
  const upper = options.accelerated === true ? acceleratedPlayers(before, round) : new Set<number>();
  const states = new Map<number, UscfPlayer>();
  for (const p of before.players) states.set(p.id, stateOf(p, round, teams.get(p.id), upper.has(p.id) ? 10 : 0));
  return {
    round,
    states,
    forbidden: forbiddenIn(before, round),
    teamRule: teams.size > 0 && teamsApply(teamRestrictionOf(options), round),
  };
}

/** 28A–28D order: score, then rating (unrated last), then pairing number. */
function ranksAbove(a: UscfPlayer, b: UscfPlayer): boolean {
  return a.score !== b.score ? a.score > b.score : a.rating !== b.rating ? a.rating > b.rating : a.id < b.id;
}

/**
 * 29E3: the colour due and how strongly (2 equalisation, 1 alternation, 0 none). Two games running
 * with the same colour make the other one due with the weight of equalisation (27A4).
 */
function due(p: UscfPlayer): { colour: Colour | null; strength: 0 | 1 | 2; imbalance: number } {
  const w = p.colours.filter((c) => c === "w").length;
  const b = p.colours.length - w;
  if (w !== b) return { colour: w > b ? "b" : "w", strength: 2, imbalance: Math.abs(w - b) };
  const n = p.colours.length;
  const last = p.colours[n - 1];
  if (last === undefined) return { colour: null, strength: 0, imbalance: 0 };
  return { colour: other(last), strength: n >= 2 && p.colours[n - 2] === last ? 2 : 1, imbalance: 0 };
}

/** 27A4: colour `c` would be a third in a row or an imbalance of three. */
function forbiddenColour(p: UscfPlayer, c: Colour): boolean {
  const n = p.colours.length;
  let bal = c === "w" ? 1 : -1;
  for (const x of p.colours) bal += x === "w" ? 1 : -1;
  return Math.abs(bal) >= 3 || (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c);
}

/** How much a player loses with colour `c`: 3 a forbidden colour, 2 equalisation, 1 alternation. */
function loss(p: UscfPlayer, c: Colour): number {
  if (forbiddenColour(p, c)) return 3;
  const d = due(p);
  return d.colour === null || d.colour === c ? 0 : d.strength;
}

/**
 * 29E4: the colour for `a` against `b` (null when neither has played a game yet). 27A4 first (no
 * third colour in a row nor an imbalance of three when the other way avoids it); then both due
 * colours when they differ; else (1) equalisation before alternation, (2) the larger imbalance,
 * (3) going back round by round, the one who did not have the colour in the latest round in which
 * both played and had different colours, (4) the higher-ranked player.
 */
function allocate(a: UscfPlayer, b: UscfPlayer): Colour | null {
  const da = due(a);
  const db = due(b);
  if (da.colour === null && db.colour === null) return null;
  const hard = (c: Colour): number => (forbiddenColour(a, c) ? 1 : 0) + (forbiddenColour(b, other(c)) ? 1 : 0);
  if (hard("w") !== hard("b")) return hard("w") < hard("b") ? "w" : "b";
  if (da.colour === null) return other(db.colour as Colour);
  if (db.colour === null || da.colour !== db.colour) return da.colour;
  const c = da.colour;
  if (da.strength !== db.strength) return da.strength > db.strength ? c : other(c);
  if (da.imbalance !== db.imbalance) return da.imbalance > db.imbalance ? c : other(c);
  // Round by round (issue 13): a round in which either had no game is no round "in which the two
  // had different colours" — the reading the USCF engine uses (src/core/pairing/uscf/colour.ts).
  for (let r = Math.max(a.roundColours.length, b.roundColours.length) - 1; r >= 0; r--) {
    const ca = a.roundColours[r] ?? null;
    const cb = b.roundColours[r] ?? null;
    if (ca !== null && cb !== null && ca !== cb) return ca !== c ? c : other(c);
  }
  return ranksAbove(a, b) ? c : other(c);
}

/** The absolute rules a pairing breaks under US Chess, board by board. */
export function uscfAbsolute(r: UscfRound, pairing: CandidatePairing): Breach[] {
  const out: Breach[] = [];
  for (const bd of pairing.boards) {
    const w = r.states.get(bd.white);
    const k = r.states.get(bd.black);
    if (w === undefined || k === undefined) continue;
    const ids = [w.id, k.id].sort((x, y) => x - y);
    const who = `#${ids[0]} and #${ids[1]}`;
    if (w.met.has(k.id))
      out.push({ rule: "US Chess 27A1", players: ids, message: `${who} have already played each other` });
    else if (r.forbidden.get(w.id)?.has(k.id) === true)
      out.push({
        rule: "never-pair list",
        players: ids,
        message: `${who} must not meet in round ${r.round}: the event's never-pair list (treated as 27A1)`,
      });
    if (bd.coloured === false) continue;
    const expected = allocate(w, k);
    if (expected === null || expected === "w") continue;
    const worst = Math.max(loss(w, "w"), loss(k, "b"));
    const [loser, lostColour] = loss(w, "w") >= loss(k, "b") ? [w, "w" as Colour] : [k, "b" as Colour];
    const rule =
      worst >= 2
        ? "US Chess 27A4"
        : worst === 1 && Math.max(loss(w, "b"), loss(k, "w")) < 1
          ? "US Chess 27A5"
          : "US Chess 29E4";
    const why =
      worst === 3
        ? `a third ${colourName(lostColour)} in a row or a colour imbalance of three`
        : `${colourName(lostColour)} when due ${colourName(other(lostColour))}`;
    out.push({
      rule,
      players: ids,
      message: `board ${bd.white}–${bd.black}: the colours are reversed; #${loser.id} gets ${why}`,
    });
  }
  if (pairing.pab !== null) {
    const p = r.states.get(pairing.pab);
    if (p?.hadFullBye === true)
      out.push({ rule: "US Chess 28L3", players: [p.id], message: `#${p.id} gets a second full-point bye` });
  }
  return out;
}

/** The quality measures of a pairing, in the order of 27A (smaller is better). */
export function uscfMeasures(r: UscfRound, pairing: CandidatePairing): Measure[] {
  const partner = new Map<number, UscfPlayer | null>();
  const pairs: [UscfPlayer, UscfPlayer][] = [];
  for (const bd of pairing.boards) {
    const x = r.states.get(bd.white);
    const y = r.states.get(bd.black);
    if (x === undefined || y === undefined) continue;
    pairs.push(ranksAbove(x, y) ? [x, y] : [y, x]);
    partner.set(x.id, y);
    partner.set(y.id, x);
  }
  const pab = pairing.pab === null ? undefined : r.states.get(pairing.pab);
  if (pab !== undefined) partner.set(pab.id, null);
  const players = [...partner.keys()].map((id) => r.states.get(id) as UscfPlayer);
  const scores = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  const out: Measure[] = [
    {
      rule: "US Chess 28L2",
      where: "the round",
      what: "score of the player given the bye",
      value: [pab?.score ?? -1],
      show: (v) => (v[0] === -1 ? "no bye" : pts(v[0] as number)),
    },
  ];
  for (const s of scores) {
    const where = `the ${pts(s)}-point score group`;
    const group = players.filter((p) => p.score === s).sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
    const half = new Map<number, number>();
    group.forEach((p, i) => half.set(p.id, i < Math.floor(group.length / 2) ? 0 : 1));
    const leaving = players.filter((p) => p.score >= s && (partner.get(p.id)?.score ?? -1) < s);
    out.push({
      rule: "US Chess 27A2",
      where,
      what: "players paired outside their score group",
      value: [leaving.length],
    });
    const inGroup = pairs.filter(([, lo]) => lo.score === s);
    if (r.teamRule) {
      out.push({
        rule: "US Chess 28N",
        where,
        what: "team-mates paired together",
        value: [inGroup.filter(([a, b]) => a.team !== undefined && a.team === b.team).length],
      });
    }
    const sameHalf = inGroup.filter(([a, b]) => a.score === s && half.get(a.id) === half.get(b.id)).length;
    let third = 0;
    let equalise = 0;
    let alternate = 0;
    for (const [a, b] of inGroup) {
      const c = allocate(a, b);
      if (c === null) continue;
      for (const [p, got] of [
        [a, c],
        [b, other(c)],
      ] as const) {
        const l = loss(p, got);
        if (l === 3) third++;
        if (l >= 2) equalise++;
        else if (l === 1) alternate++;
      }
    }
    const sw = switches(group, inGroup.filter(([a]) => a.score === s));
    // 27A3 (top half against bottom half) is kept within the limits of 29E5, which allow switches
    // for colours: a switch of any size against a third colour (29E5f), up to 200 points for
    // equalisation (29E5b), 29E5e between a transposition and an interchange, up to 80 points for
    // alternation (29E5a); the engine's order (docs/pairing-uscf.md).
    out.push({ rule: "US Chess 29E5f", where, what: "players given a third colour in a row or an imbalance of three", value: [third] });
    out.push({ rule: "US Chess 27A3, 29E5b", where, what: "boards more than 200 points from top half against bottom half", value: [sw.over200] });
    out.push({
      rule: "US Chess 27A4",
      where,
      what: "players not getting the colour that equalises theirs",
      value: [equalise],
    });
    out.push({
      rule: "US Chess 29E5e",
      where,
      what: "points of interchanges, and of transpositions over 80 points, made for equalisation",
      value: [sw.e5e],
    });
    out.push({ rule: "US Chess 27A3, 29E5a", where, what: "boards more than 80 points from top half against bottom half", value: [sw.over80] });
    out.push({ rule: "US Chess 27A5", where, what: "players not getting the alternating colour", value: [alternate] });
    out.push({
      rule: "US Chess 27A3",
      where,
      what: "boards not pairing the upper half against the lower half",
      value: [sameHalf],
    });
  }
  return out;
}

/**
 * 29E5c/d: how far each board of a score group is from top half against bottom half in rank order
 * (the group's players alone; a board with a player from another group is not measured). A board
 * x–y across the halves is a transposition of the smaller of |y − n(x)| and |x − n(y)| (29E5c); a
 * board inside a half is one of an interchange, charged its player's distance to the middle of the
 * halves, twice (29E5d: the interchange's size, board by board, as the engine measures it).
 * Unrated players are exempt (29E5g).
 */
function switches(
  group: readonly UscfPlayer[],
  boards: readonly [UscfPlayer, UscfPlayer][],
): { over200: number; over80: number; e5e: number } {
  const k = Math.floor(group.length / 2);
  const natural = new Map<number, UscfPlayer>();
  for (let i = 0; i < k; i++) {
    const t = group[i] as UscfPlayer;
    const b = group[i + k] as UscfPlayer;
    natural.set(t.id, b);
    natural.set(b.id, t);
  }
  const top = new Set(group.slice(0, k).map((p) => p.id));
  const lastTop = group[k - 1];
  const firstBottom = group[k];
  const middle2 =
    lastTop === undefined || firstBottom === undefined || lastTop.rating < 0 || firstBottom.rating < 0
      ? null
      : lastTop.rating + firstBottom.rating;
  const gap = (a: UscfPlayer, b: UscfPlayer): number => (a.rating < 0 || b.rating < 0 ? 0 : Math.abs(a.rating - b.rating));
  let over200 = 0;
  let over80 = 0;
  let e5e = 0;
  for (const [a, b] of boards) {
    if (natural.get(a.id) === b) continue;
    const inside = top.has(a.id) === top.has(b.id);
    let d: number;
    if (inside) {
      const mover = top.has(a.id) ? b : a; // the lower of two top players, the higher of two bottom ones
      d = mover.rating < 0 || middle2 === null ? 0 : Math.abs(2 * mover.rating - middle2);
    } else {
      const na = natural.get(a.id);
      const nb = natural.get(b.id);
      d = Math.min(na === undefined ? Infinity : gap(b, na), nb === undefined ? Infinity : gap(a, nb));
      if (d === Infinity) d = 0; // the odd player: 29D1b, not a transposition
    }
    if (d > 200) over200++;
    if (d > 80) over80++;
    const equalising = due(a).strength >= 2 || due(b).strength >= 2;
    e5e += e5eCost(inside ? "interchange" : "transposition", d, equalising);
  }
  return { over200, over80, e5e };
}
