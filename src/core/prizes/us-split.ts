/**
 * Cash prizes by US Chess rule 32B3, "Ties for more than one prize": if winners of different prizes
 * tie with each other, all the cash prizes involved are summed and divided equally among the tied
 * winners, unless any of them would receive more money by winning or dividing only a particular
 * prize for which others in the tie are ineligible; no more than one cash prize goes into the pool
 * for each winner.
 *
 * As implemented: score groups are taken best first. A group's pool is the most money its players
 * can bring in, one prize each, each prize one its bringer may take (rating classes, juniors …), a
 * group's places in order (a place without money counts as a $0 prize: whoever covers 1st place
 * brings 1st place in), chosen greedily, the largest next prize of any group first (with prizes
 * falling by place, the greedy choice on this transversal matroid is the largest pool). Before the pool is divided, the players eligible for a class that the others
 * are not eligible for take that class's next prizes among themselves when that gives each of them
 * more than the equal share (the largest such gain first), and the rest pool again without them.
 * Prizes not brought in pass to the next score group. Cents: each tied player gets ⌊pool ÷ n⌋ and the
 * cents left over go one each in tiebreak order.
 *
 * Two more sentences of rule 32B, as the rulebook's 7th edition has them:
 * - 32B3's limit: "No player may receive an amount greater from the division of those prizes than the
 *   largest prize for which he would be eligible if there were no tie." A tied player's share is held
 *   to the largest prize he could take alone at that score (the next prize of each group he may take),
 *   and what is held back is shared by the others (US Chess forum, "Rule 32B3 Question", thread 16785:
 *   $536 and $817 each, not $746.75 each; "Question re Dividing Prizes", thread 21917).
 * - 32B4, "Priority of identical prizes": of two prizes of the same amount the place prize goes into the
 *   pool before the class prize, a higher class's before a lower one's, and a rating class's before a
 *   prize for juniors, women or unrated players (forum thread 13188: 3rd $100 before U2200 $100).
 */
import { pointsText } from "../model/points";
import type { Standings, StandingsRow } from "../standings/standings";
import { centsText, splitCents } from "./money";
import type { Award, Prize } from "./types";

/** What the split needs of a prize group: its label, its prizes (by place) and who may take them. */
export interface CashGroup {
  readonly label: string;
  readonly open: boolean;
  readonly prizes: readonly Prize[];
  readonly players: readonly StandingsRow[];
}

interface Slot {
  readonly g: number;
  readonly k: number;
  readonly prize: Prize;
}

const who = (r: { id: number; name: string }) => `#${r.id} ${r.name}`;

/** True when every slot can go to a different player who may take it (augmenting paths). */
function matchable(
  slots: readonly Slot[],
  players: readonly StandingsRow[],
  may: (g: number, id: number) => boolean,
): boolean {
  const owner = new Map<number, number>(); // player id → slot index
  const tryAssign = (s: number, seen: Set<number>): boolean => {
    for (const p of players) {
      if (seen.has(p.id) || !may((slots[s] as Slot).g, p.id)) continue;
      seen.add(p.id);
      const o = owner.get(p.id);
      if (o === undefined || tryAssign(o, seen)) {
        owner.set(p.id, s);
        return true;
      }
    }
    return false;
  };
  return slots.every((_, s) => tryAssign(s, new Set()));
}

/**
 * Cash awards by 32B3; `notes` receives the exceptions taken and the prizes nobody could take.
 * @example usCash(table, groups, []) // [{ prizes: "2nd, 3rd, 4th", cents: 60000, winners: [...] }, …]
 */
export function usCash(table: Standings, groups: readonly CashGroup[], notes: string[]): Award[] {
  // Every place of a group up to its last prize, a place without money as a prize of $0: a player
  // covering 1st place brings in 1st place's money, even when it has none.
  const cash = groups.map((g) => {
    const last = Math.max(0, ...g.prizes.map((p) => p.place));
    return Array.from(
      { length: last },
      (_, k): Prize =>
        g.prizes.find((p) => p.place === k + 1) ?? {
          label: `${k + 1}`,
          group: { kind: "open" },
          place: k + 1,
          cents: 0,
          item: "",
          where: "",
        },
    );
  });
  const next = groups.map(() => 0);
  const allowed = groups.map((g) => new Set(g.players.map((r) => r.id)));
  const may = (g: number, id: number) => allowed[g]?.has(id) === true;
  const awards: Award[] = [];
  const rows = table.rows;
  for (let i = 0; i < rows.length;) {
    let j = i + 1;
    while (j < rows.length && (rows[j] as StandingsRow).score === (rows[i] as StandingsRow).score) j++;
    let tied = rows.slice(i, j);
    i = j;
    while (tied.length > 0) {
      // The pool: the largest next prize of any group, while the chosen prizes can go one to each
      // tied player (a group whose next prize cannot is closed to this score group).
      const pool: Slot[] = [];
      const at = [...next];
      const closed = new Set<number>();
      while (pool.length < tied.length) {
        let pick: Slot | null = null;
        cash.forEach((list, g) => {
          const prize = list[at[g] ?? 0];
          if (closed.has(g) || prize === undefined) return;
          if (pick === null || prize.cents > pick.prize.cents || (prize.cents === pick.prize.cents && before(groups, g, pick.g)))
            pick = { g, k: at[g] ?? 0, prize };
        });
        const chosen = pick as Slot | null;
        if (chosen === null) break;
        if (matchable([...pool, chosen], tied, may)) {
          pool.push(chosen);
          at[chosen.g] = chosen.k + 1;
        } else closed.add(chosen.g);
      }
      if (pool.length === 0) break;
      const total = pool.reduce((a, s) => a + s.prize.cents, 0);
      // 32B3's exception: a class some of the tied may take and the others may not.
      let best: { g: number; members: StandingsRow[]; slots: Slot[]; per: number } | null = null;
      groups.forEach((group, g) => {
        if (group.open) return;
        const members = tied.filter((r) => may(g, r.id));
        if (members.length === 0 || members.length === tied.length) return;
        const slots = (cash[g] ?? [])
          .slice(next[g], (next[g] ?? 0) + members.length)
          .map((prize, k) => ({ g, k: (next[g] ?? 0) + k, prize }));
        if (slots.every((x) => x.prize.cents === 0)) return;
        const per = slots.reduce((a, s) => a + s.prize.cents, 0) / members.length;
        if (per * tied.length > total && (best === null || per > best.per)) best = { g, members, slots, per };
      });
      const chosen = best as { g: number; members: StandingsRow[]; slots: Slot[]; per: number } | null;
      if (chosen !== null) {
        const award = awardOf(groups, chosen.slots, chosen.members);
        notes.push(
          `${chosen.members.map(who).join(", ")} would receive more by ${chosen.members.length === 1 ? "winning" : "dividing"} only ${award.prizes} (${centsText(Math.floor(chosen.per))}${chosen.members.length === 1 ? "" : " each"}), for which the others tied on ${pointsText((tied[0] as StandingsRow).score)} are ineligible, than an equal share of the pool (${centsText(Math.floor(total / tied.length))}): US Chess 32B3's exception.`,
        );
        awards.push(award);
        next[chosen.g] = (next[chosen.g] ?? 0) + chosen.slots.length;
        const out = new Set(chosen.members.map((r) => r.id));
        tied = tied.filter((r) => !out.has(r.id));
        continue;
      }
      // 32B3's limit: nobody's share above the largest prize he could take alone at this score.
      const alone = new Map(
        tied.map((r) => [r.id, Math.max(0, ...cash.map((list, g) => (may(g, r.id) ? (list[next[g] ?? 0]?.cents ?? 0) : 0)))]),
      );
      for (const s of pool) next[s.g] = Math.max(next[s.g] ?? 0, s.k + 1);
      if (total > 0) awards.push(awardOf(groups, pool, tied, alone));
      // An unrated prize in a pool of place prizes: said why, since the next unrated player then has none.
      for (const s of pool) {
        if (s.prize.group.kind !== "unrated" || s.prize.cents === 0 || tied.length < 2) continue;
        const bringer = tied.filter((r) => may(s.g, r.id));
        notes.push(
          `${s.prize.label} (${centsText(s.prize.cents)}) is in the pool of the players tied on ${pointsText((tied[0] as StandingsRow).score)}: ${bringer.map(who).join(", ")} ${bringer.length === 1 ? "wins it and ties" : "win it and tie"} with the winners of the other prizes, and 32B3 pools the prizes the tied winners win, one each (unrated players may take place prizes and prizes for unrated players, US Chess 28D); ` +
            `${bringer.length === 1 ? "that player does" : "they do"} no better with it alone (${centsText(Math.floor(s.prize.cents / bringer.length))} against an equal share of ${centsText(Math.floor(total / tied.length))}), so it does not pass to the next unrated player.`,
        );
      }
      break;
    }
  }
  cash.forEach((list, g) =>
    list
      .slice(next[g])
      .filter((p) => p.cents > 0)
      .forEach((p) => notes.push(`${p.label} (${centsText(p.cents)}): not awarded, nobody eligible was left.`)),
  );
  return awards;
}

/**
 * 32B4's order of prizes of one amount: a place prize first, then rating classes, the higher class
 * first, then the other groups (juniors, women, unrated players); then as listed.
 */
function before(groups: readonly CashGroup[], a: number, b: number): boolean {
  const rank = (g: number): [number, number] => {
    const kind = groups[g]?.prizes[0]?.group;
    if (kind === undefined || kind.kind === "open") return [0, 0];
    if (kind.kind === "under") return [1, -kind.limit];
    if (kind.kind === "band") return [1, -kind.to];
    return [2, 0];
  };
  const [x, y] = [rank(a), rank(b)];
  return x[0] !== y[0] ? x[0] < y[0] : x[1] !== y[1] ? x[1] < y[1] : a < b;
}

/**
 * The shares of a pool under 32B3's limit: equal shares (the cents left over one each in tiebreak
 * order), except that a player whose share would pass `alone` (the largest prize he could take with
 * no tie) gets that, and the others share the rest. Null when nobody is held back.
 */
function limitedShares(total: number, tied: readonly StandingsRow[], alone: ReadonlyMap<number, number>): Map<number, number> | null {
  const held = new Map<number, number>();
  for (;;) {
    const free = tied.filter((r) => !held.has(r.id));
    const rest = total - [...held.values()].reduce((a, c) => a + c, 0);
    const shares = splitCents(rest, free.length);
    const over = free.filter((r, k) => (shares[k] ?? 0) > (alone.get(r.id) ?? Infinity));
    if (over.length === 0 || over.length === free.length) {
      if (held.size === 0) return null;
      const out = new Map(held);
      free.forEach((r, k) => out.set(r.id, shares[k] ?? 0));
      return out;
    }
    for (const r of over) held.set(r.id, alone.get(r.id) ?? 0);
  }
}

/**
 * The award of a pool: its prizes (those with money among `slots`), the places the tie spans when
 * they are of one group, the shares and the reason. The places are the tie's, not the prizes': nine
 * players tied from 2nd place span 2nd–10th even when only 2nd–5th carry money.
 */
function awardOf(
  groups: readonly CashGroup[],
  slots: readonly Slot[],
  tied: readonly StandingsRow[],
  alone: ReadonlyMap<number, number> = new Map(),
): Award {
  const ordered = slots.filter((s) => s.prize.cents > 0).sort((a, b) => a.g - b.g || a.k - b.k);
  const oneGroup = ordered.every((s) => s.g === ordered[0]?.g);
  const g0 = ordered[0]?.g ?? 0;
  const group = oneGroup ? (groups[g0]?.label ?? "") : "Pooled";
  // The tie's first place in the group is the first place brought in (money or not); it spans one
  // place per tied player who may take the group's prizes.
  const first = Math.min(...slots.filter((s) => s.g === g0).map((s) => s.prize.place));
  const members = new Set(groups[g0]?.players.map((r) => r.id) ?? []);
  const span = tied.filter((r) => members.has(r.id)).length;
  const total = ordered.reduce((a, s) => a + s.prize.cents, 0);
  const limited = tied.length > 1 ? limitedShares(total, tied, alone) : null;
  const equal = splitCents(total, tied.length);
  const shares = tied.map((r, k) => limited?.get(r.id) ?? equal[k] ?? 0);
  const parts = ordered.map((s) => `${centsText(s.prize.cents)} (${s.prize.label})`);
  const sum = parts.length > 1 ? `${parts.join(" + ")} = ${centsText(total)}` : (parts[0] ?? "");
  const base = Math.floor(total / tied.length);
  const left = total - base * tied.length;
  let reason: string;
  if (tied.length === 1)
    reason = `${who(tied[0] as StandingsRow)}, ${pointsText((tied[0] as StandingsRow).score)} points: ${sum}.`;
  else {
    const each =
      left === 0
        ? `${centsText(base)} each`
        : `${centsText(total)} ÷ ${tied.length} = ${centsText(base)} each with ${left} cent${left === 1 ? "" : "s"} left over, one each to ${tied
            .slice(0, left)
            .map(who)
            .join(", ")} (first in tiebreak order)`;
    reason = `${tied.map(who).join(", ")} tied on ${pointsText((tied[0] as StandingsRow).score)} points bring in ${sum}, one prize each, shared equally (US Chess 32B3): ${each}.`;
    if (limited !== null) {
      const held = tied.filter((r) => (limited.get(r.id) ?? 0) === alone.get(r.id) && (limited.get(r.id) ?? 0) < base);
      const others = tied.filter((r) => !held.includes(r));
      const part = others.map((r) => limited.get(r.id) ?? 0);
      reason =
        `${tied.map(who).join(", ")} tied on ${pointsText((tied[0] as StandingsRow).score)} points bring in ${sum}, one prize each; an equal share would be ${centsText(base)}, ` +
        `but US Chess 32B3 says "no player may receive an amount greater from the division of those prizes than the largest prize for which he would be eligible if there were no tie": ` +
        `${held.map((r) => `${who(r)} receives ${centsText(limited.get(r.id) ?? 0)}, the largest prize he could take alone`).join("; ")}, ` +
        `and ${others.map(who).join(", ")} share the remaining ${centsText(part.reduce((a, c) => a + c, 0))}: ${centsText(Math.min(...part))}${Math.max(...part) > Math.min(...part) ? ` (${Math.max(...part) - Math.min(...part)} cent more to the first in tiebreak order)` : ""} each.`;
    }
  }
  return {
    group,
    prizes: ordered.map((s) => s.prize.label).join(", "),
    from: oneGroup ? first : 0,
    to: oneGroup ? first + Math.max(span, 1) - 1 : 0,
    cents: total,
    item: "",
    winners: tied.map((r, k) => ({ id: r.id, name: r.name, cents: shares[k] ?? 0, score: r.score })),
    reason,
  };
}
