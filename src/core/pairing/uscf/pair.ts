/**
 * US Chess Swiss pairings (Official Rules of Chess, 7th ed., rules 27–29, as the seeds describe them).
 * The procedure, step by step and rule by rule, is in docs/pairing-uscf.md.
 */
import { fail } from "../../errors";
import { pointsText } from "../../model/points";
import type { Colour, Tournament } from "../../model/types";
import { opposite } from "../colours";
import type { Board, Pairing, PairingOptions, TeamRestriction, Unpaired } from "../types";
import { byeWhy, chooseBye } from "./bye";
import { allocate, dueOf } from "./colour";
import { byRank, pairGroup, type GroupContext, type Pair } from "./group";
import { Matchability } from "./matchable";
import { readRoster, totalRoundsOf, type Entrant } from "./roster";

/**
 * 28A–28D: score, then rating (unrated players below every rated one), then pairing number.
 * @example rankEntrants(roster.active)[0].id // the top seed of the leading score group
 */
export function rankEntrants(players: Entrant[]): Entrant[] {
  const sorted = [...players].sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    if ((a.rating === null) !== (b.rating === null)) return a.rating === null ? 1 : -1;
    if (a.rating !== null && b.rating !== null && a.rating !== b.rating) return b.rating - a.rating;
    return a.id - b.id;
  });
  sorted.forEach((p, i) => (p.rank = i));
  return sorted;
}

/** Splits ranked players into score groups, highest first. @example scoreGroups(ranked).length // 3 after a round with draws */
export function scoreGroups(ranked: readonly Entrant[]): Entrant[][] {
  const groups: Entrant[][] = [];
  for (const p of ranked) {
    const last = groups[groups.length - 1];
    if (last !== undefined && (last[0] as Entrant).score === p.score) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

const COLOUR_NAME: Readonly<Record<Colour, string>> = { w: "white", b: "black" };

/** What the colours of a board cost, in words (empty when both players have their due colours). */
function colourNote(white: Entrant, black: Entrant): string {
  const out: string[] = [];
  for (const [p, got] of [
    [white, "w"],
    [black, "b"],
  ] as const) {
    const due = dueOf(p);
    if (due.colour !== null && due.colour !== got) {
      const kind = due.strength >= 2 ? "equalisation" : "alternation";
      out.push(`#${p.id} is due ${COLOUR_NAME[due.colour]} (${kind}) and has ${COLOUR_NAME[got]}: 29E4 gives the colour to the other player, and no switch within the 80/200-point limits helps`);
    }
  }
  return out.join("; ");
}

/**
 * Colours and posting order: boards by the standing of their higher-ranked player (so the highest
 * score group comes first); 29E4 gives the colours, and a board where neither player has a colour
 * yet follows round 1 (28J, 29E2): the higher-ranked player has `initial` on odd boards, the other
 * colour on even boards.
 * @example postBoards(pairs, "w").boards[0] // { white: 1, black: 5 } in round 1 of eight
 */
export function postBoards(pairs: readonly Pair[], initial: Colour, explain = false): { boards: Board[]; notes: string[] } {
  const ordered = [...pairs].sort((x, y) => x.hi.rank - y.hi.rank);
  const notes: string[] = [];
  const boards = ordered.map((p, i) => {
    const a = allocate(p.hi, p.lo);
    if (a !== null) {
      const c = colourNote(a.white, a.black);
      if (explain) notes.push(c === "" ? p.why : `${p.why}; ${c}`);
      return { white: a.white.id, black: a.black.id };
    }
    const hiColour = i % 2 === 0 ? initial : opposite(initial);
    if (explain) notes.push(`${p.why}; no colours yet: board ${i + 1}'s higher-ranked player has ${COLOUR_NAME[hiColour]} (28J, 29E2)`);
    return hiColour === "w" ? { white: p.hi.id, black: p.lo.id } : { white: p.lo.id, black: p.hi.id };
  });
  return { boards, notes };
}

export interface FieldOptions {
  readonly teams: boolean;
  readonly teamDrops: boolean;
  readonly round: number;
  readonly harkness: boolean;
  readonly explain: boolean;
}

/**
 * The boards of the players paired this round (everyone in `ranked` is pairable, even count):
 * score groups from the top (29A), each paired as a whole with the players dropped into it.
 * @example pairField(ranked, { teams: false, teamDrops: false, round: 1, harkness: false, explain: false }, oracle).length // ranked.length / 2
 */
export function pairField(ranked: readonly Entrant[], options: FieldOptions, oracle: Matchability): Pair[] {
  const groups = scoreGroups(ranked);
  const ctx: GroupContext = { ...options, oracle, points: pointsText };
  const pairs: Pair[] = [];
  let carry: Entrant[] = [];
  let carryWhy = new Map<Entrant, string>();
  let restStart = 0;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as Entrant[];
    restStart += group.length;
    const rest = ranked.slice(restStart);
    const out = pairGroup(carry, group, groups[g + 1] ?? [], rest, carryWhy, ctx);
    pairs.push(...out.pairs);
    carry = out.carry.sort(byRank);
    carryWhy = out.dropWhy;
  }
  if (carry.length > 0) {
    // Unreachable while the field is pairable: the last group takes everyone who came down.
    fail("NO_PAIRING", `players ${carry.map((p) => `#${p.id}`).join(", ")} could not be paired`);
  }
  return pairs;
}

/** 28N: the options' team restriction (`separateTeams: false` is `off`; default `all`). */
export function teamRestrictionOf(options: PairingOptions): TeamRestriction {
  return options.separateTeams === false ? "off" : (options.teamRestriction ?? "all");
}

/** 28N: do team restrictions apply in this round? */
export function teamsApply(mode: TeamRestriction, round: number): boolean {
  return mode === "all" || (mode === "vcf" && round <= 2);
}

/**
 * 28R1, the added-score method: in rounds 1 and 2, players in the upper half of the field by rating
 * (round-1 ranking) are paired as if they had one point more. The players who get the point in
 * `round` (none after round 2).
 */
export function acceleratedPlayers(t: Tournament, round: number): ReadonlySet<number> {
  if (round > 2) return new Set();
  const byRating = [...t.players].sort((a, b) => {
    if ((a.rating === null) !== (b.rating === null)) return a.rating === null ? 1 : -1;
    return (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id;
  });
  return new Set(byRating.slice(0, Math.ceil(byRating.length / 2)).map((p) => p.id));
}

function accelerate(t: Tournament, active: Entrant[], round: number): Entrant[] {
  const upper = acceleratedPlayers(t, round);
  return active.map((p) => (upper.has(p.id) ? { ...p, score: p.score + 10 } : p));
}

/**
 * Pairs round `round` by the US Chess Swiss rules: score groups from the top, each paired as a whole
 * (top half against bottom half by rating, the odd player dropped to the next group, transpositions
 * and interchanges of any length for colours within the 80/200-point rules), the full-point bye to
 * the lowest-rated eligible player of the lowest score group, requested byes and withdrawals
 * honoured, no one meeting twice (nor a forbidden pair), team-mates kept apart where possible.
 * With `options.explain`, `notes` gives the reason for every board and every player without one.
 * Throws ChessInputError NO_PAIRING when the players cannot all be paired without a repeat game.
 * @example
 * // Round 1, four players rated 2000, 1900, 1800, 1700: #1 (white) v #3, #4 (white) v #2.
 * pairUscf(t, 1).boards // [{ white: 1, black: 3 }, { white: 4, black: 2 }]
 */
export function pairUscf(t: Tournament, round: number, options: PairingOptions = {}): Pairing {
  const roster = readRoster(t, round);
  const active = options.accelerated === true ? accelerate(t, roster.active, round) : roster.active;
  const ranked = rankEntrants(active);
  const oracle = new Matchability(ranked);
  const mode = teamRestrictionOf(options);
  const hasTeams = ranked.some((p) => p.team !== null);
  const explain = options.explain === true;
  const fieldOptions: FieldOptions = {
    teams: hasTeams && teamsApply(mode, round),
    teamDrops: options.teamDrops === true,
    round,
    harkness: options.harkness === true,
    explain,
  };
  const unpaired: Unpaired[] = [];
  const unpairedNotes: string[] = [];
  let field = ranked;
  if (ranked.length % 2 === 1) {
    const ctx = { round, totalRounds: totalRoundsOf(t, options.totalRounds) };
    const misses = (without: Entrant): number => {
      const pairs = pairField(
        ranked.filter((p) => p !== without),
        fieldOptions,
        oracle,
      );
      return pairs.filter((p) => (allocate(p.hi, p.lo)?.conflict ?? 0) > 0).length;
    };
    const bye = chooseBye(ranked, ctx, oracle, options.byeForColours === true ? misses : null);
    unpaired.push({ player: bye.id, reason: "pab" });
    if (explain) unpairedNotes.push(byeWhy(bye, ranked, ctx, oracle));
    field = ranked.filter((p) => p !== bye);
  } else if (!oracle.perfect(ranked, null)) {
    fail(
      "NO_PAIRING",
      `Round ${round} cannot be paired: some players have already played everyone they could be paired with, and the rules never pair two players twice`,
    );
  }
  const pairs = pairField(field, fieldOptions, oracle);
  const initial = t.initialColour ?? options.initialColour ?? "w";
  const posted = postBoards(pairs, initial, explain);
  const SITTING: Readonly<Record<string, string>> = {
    halfBye: "half-point bye, as requested (28L4)",
    zeroBye: "zero-point bye, as requested",
    fullBye: "full-point bye already on the chart",
    withdrawn: "withdrawn: not paired again",
  };
  for (const s of roster.sitting) {
    unpaired.push(s);
    unpairedNotes.push(`#${s.player}: ${SITTING[s.reason] ?? s.reason}`);
  }
  const out: Pairing = { round, boards: posted.boards, unpaired };
  return options.explain === true ? { ...out, notes: { boards: posted.notes, unpaired: unpairedNotes } } : out;
}
