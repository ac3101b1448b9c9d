/**
 * Keizer club nights (issue 30, docs/keizer.md): the next night of a long season paired as
 * KEIZER_PAIR and the pane pair it — the ranking recomputed over every night until it settles, then
 * the members present paired top down with the look-ahead (a matching per candidate when the plain
 * top-down pass would strand someone). Excel gives a custom function 5 s.
 */
import type { Bench } from "./harness";
import { mulberry32 } from "../core/formats/sample";
import { KEIZER_DEFAULTS, pairKeizerNight, type KeizerSettings } from "../core/keizer";
import type { Entry, Player, Tournament } from "../core/model/types";

/**
 * A season of `nights` among `members`, about `present` of them each night (the rest absent with or
 * without notice), each night paired by pairKeizerNight and played with seeded results.
 */
export function keizerSeason(members: number, present: number, nights: number, settings: KeizerSettings, seed = 30): Tournament {
  const random = mulberry32(seed);
  const rounds: (Entry | null)[][] = Array.from({ length: members }, () => []);
  const base = (): Player[] => Array.from({ length: members }, (_, i) => ({ id: i + 1, name: `Member ${i + 1}`, rating: null, rounds: rounds[i] ?? [] }));
  for (let night = 1; night <= nights; night++) {
    const away = new Set<number>();
    while (away.size < members - present) away.add(1 + Math.floor(random() * members));
    const t: Tournament = {
      info: {},
      totalRounds: null,
      initialColour: null,
      players: base().map((p) => (away.has(p.id) ? { ...p, request: p.id % 2 === 0 ? ("halfBye" as const) : ("zeroBye" as const) } : p)),
    };
    const p = pairKeizerNight(t, night, settings).pairing;
    for (const b of p.boards) {
      const x = random();
      const [w, bl]: [Entry["kind"], Entry["kind"]] = x < 0.4 ? ["win", "loss"] : x < 0.7 ? ["draw", "draw"] : ["loss", "win"];
      (rounds[b.white - 1] as (Entry | null)[])[night - 1] = { kind: w, opponent: b.black, colour: "w" };
      (rounds[b.black - 1] as (Entry | null)[])[night - 1] = { kind: bl, opponent: b.white, colour: "b" };
    }
    for (const u of p.unpaired) {
      const kind: Entry["kind"] = u.reason === "pab" ? "pab" : u.reason === "halfBye" ? "halfBye" : "zeroBye";
      (rounds[u.player - 1] as (Entry | null)[])[night - 1] = { kind, opponent: 0, colour: null };
    }
  }
  // The next night: the same members, about `present` of them there.
  const away = new Set<number>();
  while (away.size < members - present) away.add(1 + Math.floor(random() * members));
  return { info: {}, totalRounds: null, initialColour: null, players: base().map((p) => (away.has(p.id) ? { ...p, request: "zeroBye" as const } : p)) };
}

function nightBench(name: string, members: number, present: number, nights: number, settings: KeizerSettings, goalMs?: number): Bench {
  return {
    name,
    runs: 5,
    ...(goalMs === undefined ? {} : { goalMs }),
    setup() {
      const t = keizerSeason(members, present, nights, settings);
      return () => pairKeizerNight(t, nights + 1, settings);
    },
  };
}

export const benches: readonly Bench[] = [
  nightBench("KEIZER_PAIR night 31, 60 present of 70 members (REMATCH 3)", 70, 60, 30, KEIZER_DEFAULTS, 5000),
  nightBench("KEIZER_PAIR night 31, 60 present of 70, no rematch all season (REMATCH 99)", 70, 60, 30, { ...KEIZER_DEFAULTS, rematch: 99 }, 5000),
  // Everyone every night and never a rematch: by night 50 each has met 49 of 59, so the plain
  // top-down pass strands members and the look-ahead's matchings decide most boards.
  nightBench("KEIZER_PAIR night 50, all 60 present every night, no rematch all season (the look-ahead at work)", 60, 60, 49, { ...KEIZER_DEFAULTS, rematch: 99 }, 5000),
];
