/**
 * US Chess Swiss pairings (Official Rules of Chess, 7th ed., rules 27–29, as the seeds describe them).
 * The procedure, step by step, is in docs/pairing-uscf.md.
 */
import { fail } from "../../errors";
import type { Colour, Tournament } from "../../model/types";
import { opposite } from "../colours";
import type { Board, Pairing, PairingOptions, Unpaired } from "../types";
import { chooseBye } from "./bye";
import { allocate } from "./colour";
import { byRank, decideGroup, pairHalves, type Pair } from "./group";
import { Matchability } from "./matchable";
import { readRoster, totalRoundsOf, type Entrant } from "./roster";
import { improveColours } from "./switches";

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

/**
 * Colours and posting order: boards by the standing of their higher-ranked player (so the highest
 * score group comes first); 29E4 gives the colours, and a board where neither player has a colour
 * yet follows round 1 (28J, 29E2): the higher-ranked player has `initial` on odd boards, the other
 * colour on even boards.
 * @example postBoards(pairs, "w")[0] // { white: 1, black: 5 } in round 1 of eight
 */
export function postBoards(pairs: readonly Pair[], initial: Colour): Board[] {
  const ordered = [...pairs].sort((x, y) => x.hi.rank - y.hi.rank);
  return ordered.map((p, i) => {
    const a = allocate(p.hi, p.lo);
    if (a !== null) return { white: a.white.id, black: a.black.id };
    const hiColour = i % 2 === 0 ? initial : opposite(initial);
    return hiColour === "w" ? { white: p.hi.id, black: p.lo.id } : { white: p.lo.id, black: p.hi.id };
  });
}

/**
 * The boards of the players paired this round (everyone in `ranked` is pairable, even count).
 * @example pairField(ranked, false, oracle).length // ranked.length / 2
 */
export function pairField(ranked: readonly Entrant[], teams: boolean, oracle: Matchability): Pair[] {
  const groups = scoreGroups(ranked);
  const pairs: Pair[] = [];
  let carry: Entrant[] = [];
  let restStart = 0;
  for (const group of groups) {
    restStart += group.length;
    const rest = ranked.slice(restStart);
    const out = decideGroup(carry, group, rest, { teams, oracle });
    pairs.push(...out.dropped);
    pairs.push(...improveColours(pairHalves(out.inner, out.rule, oracle), out.rule));
    carry = out.carry;
  }
  if (carry.length > 0) pairs.push(...improveColours(pairHalves(carry.sort(byRank), null, oracle), null));
  return pairs;
}

/**
 * Pairs round `round` by the US Chess Swiss rules: score groups from the top, top half against
 * bottom half by rating, odd players dropped to the next group, transpositions and interchanges for
 * colours within the 80/200-point rules, the full-point bye to the lowest-rated eligible player of
 * the lowest score group, requested byes and withdrawals honoured, no one meeting twice, team-mates
 * kept apart in rounds 1–2.
 * Throws ChessInputError NO_PAIRING when the players cannot all be paired without a repeat game.
 * @example
 * // Round 1, four players rated 2000, 1900, 1800, 1700: #1 (white) v #3, #4 (white) v #2.
 * pairUscf(t, 1).boards // [{ white: 1, black: 3 }, { white: 4, black: 2 }]
 */
export function pairUscf(t: Tournament, round: number, options: PairingOptions = {}): Pairing {
  const roster = readRoster(t, round);
  const ranked = rankEntrants(roster.active);
  const oracle = new Matchability(ranked);
  const unpaired: Unpaired[] = [];
  let field = ranked;
  if (ranked.length % 2 === 1) {
    const bye = chooseBye(ranked, { round, totalRounds: totalRoundsOf(t, options.totalRounds) }, oracle);
    unpaired.push({ player: bye.id, reason: "pab" });
    field = ranked.filter((p) => p !== bye);
  } else if (!oracle.perfect(ranked, null)) {
    fail(
      "NO_PAIRING",
      `Round ${round} cannot be paired: some players have already played everyone they could be paired with, and the rules never pair two players twice`,
    );
  }
  const hasTeams = field.some((p) => p.team !== null);
  const teams = hasTeams && round <= 2 && options.separateTeams !== false;
  const pairs = pairField(field, teams, oracle);
  const initial = t.initialColour ?? options.initialColour ?? "w";
  unpaired.push(...roster.sitting);
  return { round, boards: postBoards(pairs, initial), unpaired };
}
