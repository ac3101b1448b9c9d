/**
 * Inputs for timing the Dutch engine (`npm run bench`): a synthetic Swiss tournament of any size,
 * built quickly and deterministically from a seed (the history is paired greedily by score, not by
 * the Dutch rules: it only has to be a plausible, legal history).
 */
import type { Colour, Entry, Player, Tournament } from "../../model/types";
import type { Pairing } from "../types";
import { pairDutch } from "./index";
import { mulberry32 } from "../../formats/sample";

/** The seeded generator the sample tournaments use (the seed is passed in; nothing reads the clock). */
const generator = mulberry32;

/**
 * A tournament of `players` players with `played` rounds already played (results drawn by rating,
 * draws about 30%), `played + 2` rounds in all.
 *
 * @example
 * const t = dutchBenchTournament(100, 4, 1); // 100 players, 4 rounds played
 * pairDutch(t, 5).boards.length // 50
 */
export function dutchBenchTournament(players: number, played: number, seed = 1): Tournament {
  const rnd = generator(seed);
  const ratings = Array.from({ length: players }, () => 1400 + Math.floor(rnd() * 1300)).sort((a, b) => b - a);
  const rounds: (Entry | null)[][] = ratings.map(() => []);
  const score = new Array<number>(players).fill(0);
  const met = ratings.map(() => new Set<number>());
  const colours: Colour[][] = ratings.map(() => []);
  const hadBye = new Array<boolean>(players).fill(false);
  for (let r = 0; r < played; r++) {
    const order = ratings.map((_, i) => i).sort((a, b) => (score[b] as number) - (score[a] as number) || a - b);
    const paired = new Array<boolean>(players).fill(false);
    if (players % 2 === 1) {
      const bye = [...order].reverse().find((i) => !hadBye[i]) ?? (order[order.length - 1] as number);
      paired[bye] = true;
      hadBye[bye] = true;
      (rounds[bye] as (Entry | null)[]).push({ kind: "pab", opponent: 0, colour: null });
      score[bye] = (score[bye] as number) + 10;
    }
    for (let k = 0; k < order.length; k++) {
      const a = order[k] as number;
      if (paired[a]) continue;
      let b = -1;
      for (let j = k + 1; j < order.length && b === -1; j++) {
        const c = order[j] as number;
        if (!paired[c] && !(met[a] as Set<number>).has(c)) b = c;
      }
      if (b === -1)
        for (let j = k + 1; j < order.length && b === -1; j++) if (!paired[order[j] as number]) b = order[j] as number;
      if (b === -1) {
        (rounds[a] as (Entry | null)[]).push({ kind: "zeroBye", opponent: 0, colour: null });
        paired[a] = true;
        continue;
      }
      paired[a] = paired[b] = true;
      (met[a] as Set<number>).add(b);
      (met[b] as Set<number>).add(a);
      const whites = (i: number): number => (colours[i] as Colour[]).filter((c) => c === "w").length;
      const [w, k2] =
        whites(a) - (colours[a] as Colour[]).length / 2 <= whites(b) - (colours[b] as Colour[]).length / 2
          ? [a, b]
          : [b, a];
      (colours[w] as Colour[]).push("w");
      (colours[k2] as Colour[]).push("b");
      const expected = 1 / (1 + Math.pow(10, ((ratings[k2] as number) - (ratings[w] as number)) / 400));
      const x = rnd();
      const [rw, rb]: [Entry["kind"], Entry["kind"]] =
        x < expected * 0.7 ? ["win", "loss"] : x < expected * 0.7 + 0.3 ? ["draw", "draw"] : ["loss", "win"];
      (rounds[w] as (Entry | null)[]).push({ kind: rw, opponent: k2 + 1, colour: "w" });
      (rounds[k2] as (Entry | null)[]).push({ kind: rb, opponent: w + 1, colour: "b" });
      const pts = { win: 10, draw: 5, loss: 0 } as Record<string, number>;
      score[w] = (score[w] as number) + (pts[rw] ?? 0);
      score[k2] = (score[k2] as number) + (pts[rb] ?? 0);
    }
  }
  const list: Player[] = ratings.map((rating, i) => ({
    id: i + 1,
    name: `Player ${i + 1}`,
    rating,
    rounds: rounds[i] as (Entry | null)[],
  }));
  return { info: { name: `bench ${players}x${played}` }, players: list, totalRounds: played + 2, initialColour: "w" };
}

/**
 * For the bench harness: builds the tournament (not timed) and returns the call to time, the
 * Dutch pairing of the next round.
 *
 * @example
 * const run = dutchBenchmark(1000, 4); // setup
 * run(); // time this: pairs round 5 of a 1000-player event
 */
export function dutchBenchmark(players: number, played: number, seed = 1): () => Pairing {
  const t = dutchBenchTournament(players, played, seed);
  return () => pairDutch(t, played + 1);
}
