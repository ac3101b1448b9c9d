/**
 * The 001 points column (columns 81-84) against the results under the event's point system (issue 28:
 * a conversion never changes a score, never a silent wrong answer). bbpPairings v6 refuses a file
 * whose points do not add up ("The score for player N does not match the game results",
 * src/fileformats/trf.cpp, validateScores), and allows the column to hold, besides the score of the
 * rounds paired, the accelerated points of the round about to be paired and the points of a bye
 * already entered for it, or both. `parseTrf` refuses the same files, and `makeTrf` never writes a
 * points column the reader would refuse.
 */
import { entryPoints } from "../model/points";
import { roundsPaired } from "../model/tournament";
import type { Player, PointSystem, Tournament } from "../model/types";
import { accelerationOf } from "../pairing/dutch/inputs";

/** Tenths as the points column writes them: 30 → "3.0". */
function shown(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * When the points column is what the results give with each blank block of a round paired counted as
 * a zero-point bye (bbpPairings reads a blank block so, and scores it BBZ): a sentence saying how
 * Wallchart reads it and what to write instead; else "".
 */
function blankHint(blank: readonly number[], allowed: readonly number[], acc: number, declared: number, system: PointSystem | undefined): string {
  const zb = system?.zeroBye ?? 0;
  if (blank.length === 0 || zb === 0) return "";
  const extra = blank.length * zb;
  if (!allowed.some((v) => v + extra === declared || v + extra + acc === declared)) return "";
  const rounds = blank.length === 1 ? `round ${blank[0]} is` : `rounds ${blank.join(", ")} are`;
  return ` (${rounds} blank, which Wallchart reads as nothing recorded and bbpPairings as a zero-point bye worth ${shown(zb)}: write 0000 - Z there for a zero-point bye)`;
}

/** The point system in words for a message: the file's own lines, or the system itself. */
export function systemWords(system: PointSystem | undefined, lines: readonly string[] = []): string {
  if (lines.length > 0) return lines.join(", ");
  if (system === undefined) return "the usual 1-½-0 (the file has no point system lines)";
  return `win ${shown(system.win)}, draw ${shown(system.draw)}, loss ${shown(system.loss)}, forfeit loss ${shown(system.forfeitLoss)}, zero-point bye ${shown(system.zeroBye)}, pairing bye ${shown(system.pab)}`;
}

/**
 * What the points column may say for each player of `t` in the rounds `paired` (the rounds with a
 * game, a forfeit or the pairing bye): the score of those rounds, plus (or not) the bye entered for
 * the next round (or requested: `next`), plus (or not) the accelerated points of the next round; or
 * the score of every round recorded (byes decided for later rounds included).
 */
export interface PointsCheck {
  /** Null when `declared` is one of the figures the results allow, else the sentence (no place). */
  readonly problem: (p: Player, declared: number, verb?: "says" | "would say") => string | null;
}

/**
 * The check for one tournament; `requestPoints` gives the points of the bye a request stands for
 * (the reader has taken it out of the rounds), `lines` the file's point system lines for messages.
 * @example pointsCheck(t, []).problem(alpha, 10) // "the points column says 1.0, but the results give 3.0 under BBW 3.0; …"
 */
export function pointsCheck(
  t: Tournament,
  lines: readonly string[],
  requestPoints: (p: Player) => number,
): PointsCheck {
  const system = t.pointSystem;
  const paired = roundsPaired(t);
  let acceleration: (p: Player) => number;
  try {
    acceleration = accelerationOf(t, paired);
  } catch {
    acceleration = () => 0; // a point system Baku cannot use: the pairing says so
  }
  const words = systemWords(system, lines);
  return {
    problem(p, declared, verb = "says") {
      let played = 0;
      let all = 0;
      const blank: number[] = [];
      p.rounds.forEach((e, j) => {
        const v = entryPoints(e, system);
        all += v;
        if (j < paired) played += v;
        if (j < paired && e === null) blank.push(j + 1);
      });
      const ahead = p.rounds[paired] ?? null;
      const next = ahead !== null ? entryPoints(ahead, system) : requestPoints(p);
      const acc = acceleration(p);
      // A request's bye was taken out of the rounds by the reader: "every round" counts it again.
      const allowed = [played, played + next, all, ahead === null ? all + next : all];
      if (allowed.some((v) => v === declared || v + acc === declared)) return null;
      const byes = ahead !== null && all === played + next ? `the bye decided for round ${paired + 1}` : "the byes decided for later rounds";
      const later = all !== played ? ` (${shown(all)} with ${byes})` : "";
      return `the points column ${verb} ${shown(declared)}, but the results give ${shown(played)}${later} under ${words}; correct the points or the point system lines${blankHint(blank, allowed, acc, declared, system)}`;
    },
  };
}
