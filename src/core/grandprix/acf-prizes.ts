/**
 * The 1994 Grand Prix prizes (seed 000, rule 4): one prize per player, the most valuable in money;
 * state consolation prizes for states that would otherwise have fewer than three prize winners.
 */
import { GP_CATEGORIES, type GpCategory } from "./acf-categories";

/** Rule 4a–b: prize money by place, per category. */
export const ACF_PRIZES_1994: Readonly<Record<GpCategory, readonly number[]>> = {
  OPEN: [1500, 1000, 800, 700, 600, 500, 400, 300, 200, 100],
  U2000: [800, 500, 300, 200, 100],
  U1600: [500, 300, 100],
  WOMEN: [400],
  GIRLS: [400],
  JUNIORS: [400],
};

/** Rule 4c: consolation prizes, 1st to 3rd in a state. */
export const CONSOLATION_1994: readonly number[] = [100, 60, 40];

/** A player's year: the total (best seven) in each category the player has points in. */
export interface SeasonPlayer {
  readonly name: string;
  /** State or region, for the consolation prizes. */
  readonly state: string;
  readonly totals: Readonly<Partial<Record<GpCategory, number>>>;
}

export interface Prize {
  /** Index of the player in the input. */
  readonly player: number;
  readonly category: GpCategory | "CONSOLATION";
  /** Place of the prize within its category (or within the state for a consolation prize). */
  readonly place: number;
  readonly amount: number;
}

/**
 * Rule 4: players ranked in each category by total (equal totals in input order: the 1993 results
 * split no prize), prizes handed out from the most valuable down, each to the best-placed player of
 * its category who has no prize yet; equal amounts go in the category order Open, U2000, U1600,
 * Women, Girls, Juniors. So each player ends with the most valuable prize open to them, and a prize
 * a player leaves passes down to the next in that category. Players with a total of 0 win nothing.
 * @example awardPrizes([{name:"X",state:"Vic",totals:{OPEN:90,U2000:90}}, …]) // X takes U2000 1st ($800) over Open 4th ($700)
 */
export function awardPrizes(
  players: readonly SeasonPlayer[],
  prizes: Readonly<Record<GpCategory, readonly number[]>> = ACF_PRIZES_1994,
): Prize[] {
  const list: { category: GpCategory; place: number; amount: number; order: number }[] = [];
  GP_CATEGORIES.forEach((category, order) =>
    (prizes[category] ?? []).forEach((amount, k) => list.push({ category, place: k + 1, amount, order })),
  );
  list.sort((a, b) => b.amount - a.amount || a.order - b.order || a.place - b.place);
  const ranking = new Map<GpCategory, number[]>();
  for (const c of GP_CATEGORIES) {
    ranking.set(
      c,
      players
        .map((p, i) => ({ i, t: p.totals[c] ?? 0 }))
        .filter((x) => x.t > 0)
        .sort((a, b) => b.t - a.t || a.i - b.i)
        .map((x) => x.i),
    );
  }
  const won = new Set<number>();
  const out: Prize[] = [];
  for (const prize of list) {
    const winner = (ranking.get(prize.category) ?? []).find((i) => !won.has(i));
    if (winner === undefined) continue;
    won.add(winner);
    out.push({ player: winner, category: prize.category, place: prize.place, amount: prize.amount });
  }
  return out;
}

/** A player's best total in any category ("the best scorers, regardless of category"). */
export function bestCategoryTotal(p: SeasonPlayer): number {
  let best = 0;
  for (const c of GP_CATEGORIES) best = Math.max(best, p.totals[c] ?? 0);
  return best;
}

/**
 * Rule 4c: in each state with k < 3 prize winners, the state's best remaining scorers (by their best
 * category total, regardless of category) take consolation places k+1 … 3 ($100, $60, $40). The
 * 1993 results show this top-up: SA had one winner (Wohl, Open 9th) and consolation 2nd and 3rd.
 * @example consolationPrizes(players, awardPrizes(players))
 */
export function consolationPrizes(
  players: readonly SeasonPlayer[],
  awarded: readonly Prize[],
  amounts: readonly number[] = CONSOLATION_1994,
): Prize[] {
  const won = new Set(awarded.map((p) => p.player));
  const states = [...new Set(players.map((p) => p.state.trim()))].sort();
  const out: Prize[] = [];
  for (const state of states) {
    const members = players.map((p, i) => ({ p, i })).filter((x) => x.p.state.trim() === state);
    const winners = members.filter((x) => won.has(x.i)).length;
    if (winners >= amounts.length) continue;
    const rest = members
      .filter((x) => !won.has(x.i) && bestCategoryTotal(x.p) > 0)
      .sort((a, b) => bestCategoryTotal(b.p) - bestCategoryTotal(a.p) || a.i - b.i);
    for (let place = winners + 1, k = 0; place <= amounts.length && k < rest.length; place++, k++) {
      out.push({
        player: (rest[k] as { i: number }).i,
        category: "CONSOLATION",
        place,
        amount: amounts[place - 1] as number,
      });
    }
  }
  return out;
}
