/**
 * Sample tournaments for the playground, the benchmarks and tests: realistic names, ratings (a few
 * unrated players), team codes, and results drawn from the rating difference, all from a seed.
 *
 * The rounds are paired simply: score groups top half against bottom half, no rematches, the
 * pairing-allocated bye to the lowest player without one, colours balanced; now and then a player
 * takes a half-point bye or a game is forfeited. Rematches happen only where the earlier rounds leave
 * no way round them (a tiny field, many rounds). It is sample data, not the pairing engine
 * (src/core/pairing).
 */
import type { Pairing } from "../pairing/types";
import type { Colour, Entry, Player, Tournament } from "../model/types";

/**
 * A small, fast 32-bit PRNG (mulberry32): the same seed gives the same numbers, in [0, 1).
 * @example const next = mulberry32(7); next() // 0.0829...
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// prettier-ignore
const FIRST = [
  "Aditya", "Alice", "Ana", "Andrei", "Anna", "Ben", "Carlos", "Chen", "Chloe", "Daniel", "David", "Elena", "Emma",
  "Ethan", "Fatima", "Felix", "Grace", "Hannah", "Hiro", "Isaac", "Ivan", "Jack", "James", "Jasmine", "Julia", "Kai",
  "Karen", "Laura", "Leo", "Liam", "Lucia", "Marco", "Maria", "Mei", "Michael", "Mia", "Nadia", "Nathan", "Nikolai",
  "Noah", "Olivia", "Omar", "Patrick", "Priya", "Rafael", "Rosa", "Ruth", "Sam", "Sara", "Sofia", "Stefan", "Thomas",
  "Tomás", "Uma", "Victor", "Wei", "William", "Yara", "Yusuf", "Zoe", "Aisha", "Bruno", "Ingrid", "Magnus",
];
// prettier-ignore
const LAST = [
  "Anand", "Andersen", "Becker", "Bianchi", "Brown", "Castro", "Chen", "Costa", "Dubois", "Dunne", "Eriksen", "Evans",
  "Fischer", "Garcia", "Gupta", "Hansen", "Hoffmann", "Horvath", "Ivanov", "Jensen", "Jones", "Kaur", "Kim", "Kowalski",
  "Kumar", "Larsen", "Lee", "Lopez", "Martin", "Meyer", "Moreau", "Müller", "Nakamura", "Nguyen", "Novak", "O'Brien",
  "Okafor", "Olsen", "Park", "Patel", "Petrov", "Popescu", "Quinn", "Reyes", "Rossi", "Russo", "Santos", "Schmidt",
  "Silva", "Singh", "Smith", "Sokolov", "Suzuki", "Tanaka", "Taylor", "Thompson", "Tran", "Varga", "Wagner", "Walsh",
  "Wang", "Weber", "Wilson", "Wright", "Yilmaz", "Young", "Zhang", "Zielinski", "Ahmed", "Bauer", "Doyle", "Fernandes",
  "Hughes", "Kelly", "Lindqvist", "Murphy", "Nielsen", "Pereira", "Sato", "Weiss",
];
const TEAMS = ["BHS", "MCC", "BOX", "CAN", "ELT", "GLN", "HAW", "NOR", "SPR", "WAV"];

export interface SampleOptions {
  readonly players: number;
  readonly rounds: number;
  /**
   * Pairs each round with a real engine instead of the simple pairing here (the playground passes
   * src/core/pairing's pairRound); results are drawn the same way.
   */
  readonly pair?: (t: Tournament, round: number) => Pairing;
  readonly seed: number;
  /** Share of players without a rating (default 0.06). */
  readonly unrated?: number;
  /** Chance a player takes a half-point bye in a round (default 0.02). */
  readonly halfByes?: number;
  /** Chance a game is forfeited (default 0.01). */
  readonly forfeits?: number;
}

interface Entrant {
  readonly name: string;
  readonly rating: number | null;
  readonly strength: number;
  readonly team?: string;
}

/** A normal deviate (Box-Muller) from the PRNG. */
function gaussian(next: () => number): number {
  const u = 1 - next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

function entrants(n: number, next: () => number, unratedShare: number): Entrant[] {
  const used = new Set<string>();
  const out: Entrant[] = [];
  for (let i = 0; i < n; i++) {
    let name = "";
    for (let tries = 0; name === "" || used.has(name); tries++) {
      const base = `${FIRST[Math.floor(next() * FIRST.length)]} ${LAST[Math.floor(next() * LAST.length)]}`;
      name = tries < 20 ? base : `${base} ${tries - 18}`;
    }
    used.add(name);
    const strength = Math.min(2800, Math.max(200, 1550 + 380 * gaussian(next)));
    const rated = next() >= unratedShare;
    const rating = rated ? Math.max(100, Math.round(strength + 60 * gaussian(next))) : null;
    const team = next() < 0.7 ? TEAMS[Math.floor(next() * TEAMS.length)] : undefined;
    out.push(team === undefined ? { name, rating, strength } : { name, rating, strength, team });
  }
  // Pairing numbers by rating, unrated last, then by name.
  return out.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Per-player state while the rounds are played. */
interface Card {
  readonly id: number;
  readonly strength: number;
  readonly rating: number;
  readonly met: Set<number>;
  readonly rounds: (Entry | null)[];
  points: number;
  /** Whites minus blacks. */
  balance: number;
  last: Colour | null;
  hadBye: boolean;
}

/**
 * Pairs a round (players in rank order): each score group top half against bottom half (1 v n/2+1 …)
 * without rematches; whoever is left floats down to the next group; the last group is paired greedily.
 */
function pairRound(playing: readonly Card[]): [Card, Card][] {
  const pairs: [Card, Card][] = [];
  let carry: Card[] = [];
  for (let i = 0; i < playing.length;) {
    let j = i;
    while (j < playing.length && (playing[j] as Card).points === (playing[i] as Card).points) j++;
    const group = [...carry, ...playing.slice(i, j)];
    i = j;
    if (i >= playing.length) return pairGroup(group, pairs);
    const half = Math.floor(group.length / 2);
    const s2 = group.slice(half);
    carry = [];
    for (const a of group.slice(0, half)) {
      const k = s2.findIndex((b) => !a.met.has(b.id));
      if (k < 0) carry.push(a);
      else pairs.push([a, s2.splice(k, 1)[0] as Card]);
    }
    carry.push(...s2);
  }
  return pairGroup(carry, pairs);
}

/** True when some board of `pairs` is a rematch. */
function hasRematch(pairs: readonly [Card, Card][]): boolean {
  return pairs.some(([a, b]) => a.met.has(b.id));
}

/**
 * Small events: a depth-first search for boards without rematches, partners tried in rank order so
 * the result stays close to the simple pairing; null when none is found within the step budget.
 */
function pairWithoutRematches(playing: readonly Card[]): [Card, Card][] | null {
  let steps = 0;
  const used = new Set<number>();
  const pairs: [Card, Card][] = [];
  const search = (): boolean => {
    if (++steps > 200000) return false;
    const top = playing.find((c) => !used.has(c.id));
    if (top === undefined) return true;
    used.add(top.id);
    for (const c of playing) {
      if (used.has(c.id) || top.met.has(c.id)) continue;
      used.add(c.id);
      pairs.push([top, c]);
      if (search()) return true;
      pairs.pop();
      used.delete(c.id);
    }
    used.delete(top.id);
    return false;
  };
  return search() ? pairs : null;
}

/**
 * Pairs `group` (in rank order) greedily top-down without rematches, adding to `pairs`; when stuck,
 * shares out one of the boards already made (any of `pairs`).
 */
function pairGroup(group: readonly Card[], pairs: [Card, Card][]): [Card, Card][] {
  const free = [...group];
  while (free.length > 1) {
    const top = free.shift() as Card;
    let k = free.findIndex((c) => !top.met.has(c.id));
    if (k < 0) {
      // Stuck: share out an earlier board between `top` and the next player, if nobody meets twice.
      const other = free[0] as Card;
      const fix = findSwap(pairs, top, other);
      if (fix >= 0) {
        const [a, b] = pairs[fix] as [Card, Card];
        const straight = !top.met.has(a.id) && !other.met.has(b.id);
        pairs[fix] = [top, straight ? a : b];
        pairs.push([other, straight ? b : a]);
        free.shift();
        continue;
      }
      k = 0; // unavoidable in a tiny event: a rematch
    }
    pairs.push([top, free.splice(k, 1)[0] as Card]);
  }
  return pairs;
}

/** A board (from the bottom) whose players can be shared out with `x` and `y` without rematches. */
function findSwap(pairs: readonly [Card, Card][], x: Card, y: Card): number {
  for (let i = pairs.length - 1; i >= 0; i--) {
    const [a, b] = pairs[i] as [Card, Card];
    if ((!x.met.has(a.id) && !y.met.has(b.id)) || (!x.met.has(b.id) && !y.met.has(a.id))) return i;
  }
  return -1;
}

/** Who has white: the one owed it more, then the one who had black last, then the higher ranked. */
function whiteFirst(a: Card, b: Card, round: number): boolean {
  if (a.balance !== b.balance) return a.balance < b.balance;
  if (a.last !== b.last) return a.last === "b" || (a.last === null && b.last === "w");
  return round % 2 === 1 ? a.id < b.id : a.id > b.id;
}

/**
 * A deterministic sample tournament: `players` players, `rounds` rounds played, from `seed`.
 * Wallcharts made from it are consistent (both sides of every game agree).
 * @example sampleTournament({ players: 40, rounds: 7, seed: 1 }).players[0]?.rounds.length // 7
 */
export function sampleTournament(options: SampleOptions): Tournament {
  const { players: n, rounds, seed, unrated = 0.06, halfByes = 0.02, forfeits = 0.01 } = options;
  const next = mulberry32(seed);
  const people = entrants(n, next, unrated);
  const cards: Card[] = people.map((p, i) => ({
    id: i + 1,
    strength: p.strength,
    rating: p.rating ?? 0,
    met: new Set<number>(),
    rounds: [],
    points: 0,
    balance: 0,
    last: null,
    hadBye: false,
  }));
  for (let r = 1; r <= rounds; r++) {
    const playing: Card[] = [];
    for (const c of cards) {
      if (r < rounds && next() < halfByes) {
        c.rounds.push({ kind: "halfBye", opponent: 0, colour: null });
        c.points += 5;
      } else playing.push(c);
    }
    if (options.pair !== undefined) {
      const sitting = new Set(cards.filter((c) => !playing.includes(c)).map((c) => c.id));
      const t: Tournament = {
        info: {},
        players: people.map((p, i) => ({
          id: i + 1,
          name: p.name,
          rating: p.rating,
          rounds: (cards[i] as Card).rounds,
          ...(p.team === undefined ? {} : { team: p.team }),
        })),
        totalRounds: rounds,
        initialColour: "w",
      };
      const pairing = options.pair(t, r);
      for (const u of pairing.unpaired) {
        const c = cards[u.player - 1] as Card;
        if (sitting.has(c.id)) continue;
        const kind = u.reason === "pab" ? "pab" : u.reason === "halfBye" ? "halfBye" : "zeroBye";
        c.rounds.push({ kind, opponent: 0, colour: null });
        c.points += kind === "pab" ? 10 : kind === "halfBye" ? 5 : 0;
        if (kind === "pab") c.hadBye = true;
      }
      for (const b of pairing.boards) play(cards[b.white - 1] as Card, cards[b.black - 1] as Card, next, forfeits);
      continue;
    }
    playing.sort((a, b) => b.points - a.points || b.rating - a.rating || a.id - b.id);
    if (playing.length % 2 === 1) {
      let k = playing.length - 1;
      while (k > 0 && (playing[k] as Card).hadBye) k--;
      const [bye] = playing.splice(k, 1) as [Card];
      bye.rounds.push({ kind: "pab", opponent: 0, colour: null });
      bye.points += 10;
      bye.hadBye = true;
    }
    let pairs = pairRound(playing);
    if (hasRematch(pairs) && playing.length <= 64) pairs = pairWithoutRematches(playing) ?? pairs;
    for (const [a, b] of pairs) {
      const [w, bl] = whiteFirst(a, b, r) ? [a, b] : [b, a];
      play(w, bl, next, forfeits);
    }
  }
  const players: Player[] = people.map((p, i) => {
    const card = cards[i] as Card;
    const base = { id: i + 1, name: p.name, rating: p.rating, rounds: card.rounds };
    return p.team === undefined ? base : { ...base, team: p.team };
  });
  return { info: { name: "Sample Open" }, players, totalRounds: rounds, initialColour: "w" };
}

/** Plays one game (or forfeits it) and records it on both cards. */
function play(w: Card, b: Card, next: () => number, forfeitChance: number): void {
  w.met.add(b.id);
  b.met.add(w.id);
  if (next() < forfeitChance) {
    const whiteShows = next() < 0.5;
    w.rounds.push({ kind: whiteShows ? "forfeitWin" : "forfeitLoss", opponent: b.id, colour: "w" });
    b.rounds.push({ kind: whiteShows ? "forfeitLoss" : "forfeitWin", opponent: w.id, colour: "b" });
    (whiteShows ? w : b).points += 10;
    return;
  }
  // Expected score from the strength difference (Elo), with a small edge for white.
  const expected = 1 / (1 + 10 ** ((b.strength - w.strength - 35) / 400));
  const level = (w.strength + b.strength) / 2;
  const draws = Math.min(0.45, Math.max(0.08, 0.1 + (0.3 * (level - 1000)) / 1800)) * (1 - Math.abs(expected - 0.5));
  const u = next();
  const winW = Math.max(0, expected - draws / 2);
  const kindW = u < winW ? "win" : u < winW + draws ? "draw" : "loss";
  const kindB = kindW === "win" ? "loss" : kindW === "loss" ? "win" : "draw";
  w.rounds.push({ kind: kindW, opponent: b.id, colour: "w" });
  b.rounds.push({ kind: kindB, opponent: w.id, colour: "b" });
  w.points += kindW === "win" ? 10 : kindW === "draw" ? 5 : 0;
  b.points += kindB === "win" ? 10 : kindB === "draw" ? 5 : 0;
  w.balance++;
  b.balance--;
  w.last = "w";
  b.last = "b";
}
