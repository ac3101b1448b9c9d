/**
 * The ranking engine behind STANDINGS: players ordered block by block. Each criterion splits the
 * blocks still tied; a criterion may look at the block only (head-to-head) and at who is placed
 * above or below it (the 1954 rules). Players left tied after every criterion share a place.
 */

/** One column of the standings and the rule that orders a tied block. */
export interface Criterion {
  /** The column header: the system's code ("MODIFIED_MEDIAN", "GAME_BETWEEN"). */
  readonly label: string;
  /** Values are whole numbers; the figure shown is value / scale. */
  readonly scale: number;
  readonly better: "higher" | "lower";
  /**
   * False for criteria computed for everyone (shown in every row); true for those that exist only
   * inside a tied block (shown blank for a player who was already alone).
   */
  readonly blockOnly: boolean;
  /**
   * True for a criterion whose value is a rank inside the tied block (FIDE C.07 6, Direct
   * Encounter): shown only where it separates the block, blank where every member shares it, so
   * that a shared "1" is never read as a game's score (issue 29).
   */
  readonly blankUnlessSplit?: boolean;
  /** The values of the members of `block`, in the same order. */
  values(block: readonly number[], place: BlockPlace): readonly number[];
}

/** Where a tied block stands while it is being split. */
export interface BlockPlace {
  /** True for a player placed above the block. */
  above(id: number): boolean;
  /** True for a player placed below the block. */
  below(id: number): boolean;
}

export interface RankedPlayer {
  readonly id: number;
  /** First and last place covered (equal unless the player shares the place). */
  readonly from: number;
  readonly to: number;
  /** The value of each criterion, or null where it was not needed (blockOnly, player already alone). */
  readonly values: readonly (number | null)[];
}

/**
 * Orders players: `blocks` is the starting order (for STANDINGS, the score groups, best first);
 * each criterion then splits every block that is still tied, in order. Within a block that stays
 * tied, pairing number decides the printed order.
 * @example rankBlocks([[3, 1, 2]], [solkoff]) // [{ id: 2, from: 1, to: 1, ... }, ...]
 */
export function rankBlocks(blocks: readonly (readonly number[])[], criteria: readonly Criterion[]): RankedPlayer[] {
  let current: number[][] = blocks.filter((b) => b.length > 0).map((b) => [...b]);
  const values = new Map<number, (number | null)[]>();
  for (const b of current)
    for (const id of b)
      values.set(
        id,
        criteria.map(() => null),
      );
  criteria.forEach((criterion, c) => {
    const positionOf = new Map<number, number>();
    current.forEach((b, i) => b.forEach((id) => positionOf.set(id, i)));
    const next: number[][] = [];
    current.forEach((block, i) => {
      if (block.length === 1 && criterion.blockOnly) {
        next.push(block);
        return;
      }
      const place: BlockPlace = {
        above: (id) => (positionOf.get(id) ?? Infinity) < i,
        below: (id) => (positionOf.get(id) ?? -Infinity) > i,
      };
      const v = criterion.values(block, place);
      const entries = block.map((id, k) => ({ id, v: v[k] as number }));
      const splits = entries.some((e) => e.v !== (entries[0] as { v: number }).v);
      if (splits || criterion.blankUnlessSplit !== true)
        entries.forEach((e) => ((values.get(e.id) as (number | null)[])[c] = e.v));
      if (block.length === 1) {
        next.push(block);
        return;
      }
      const sign = criterion.better === "higher" ? -1 : 1;
      entries.sort((a, b) => sign * (a.v - b.v) || a.id - b.id);
      let start = 0;
      while (start < entries.length) {
        let end = start + 1;
        while (end < entries.length && (entries[end] as { v: number }).v === (entries[start] as { v: number }).v) end++;
        next.push(entries.slice(start, end).map((e) => e.id));
        start = end;
      }
    });
    current = next;
  });
  const out: RankedPlayer[] = [];
  let placed = 0;
  for (const block of current) {
    const from = placed + 1;
    const to = placed + block.length;
    for (const id of [...block].sort((a, b) => a - b)) out.push({ id, from, to, values: values.get(id) ?? [] });
    placed = to;
  }
  return out;
}
