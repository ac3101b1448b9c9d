/**
 * A hand change checked before it is made (issue 29): pairing around fixed boards, Change the
 * pairing and boards typed on a Round sheet all pass the round as it would be through here, with the
 * same rule readers as Check pairings.
 *
 * - Refused, whatever the director says: a rematch (US Chess 27A1, C.04.1 b, C.04.3 C1), a second pairing-allocated bye (US Chess 28L3, C.04.1 d, C.04.3 C2),
 *   and a player on a board who is not in the round (withdrawn, a bye requested or recorded).
 * - Asked about (the director may go on): a pair on the event's never-pair list (the director's own
 *   list), and every other rule the round then breaks, each with its
 *   number — the colours (27A4, 27A5, 29E4; C.04.1 f/g, C.04.3 C3, Art. 5.2) and, when `measure`,
 *   the score groups and the rest of the quality order against the engine's own pairing (27A2, 29E5;
 *   C.04.3 C5–C21), as Check pairings reports them.
 */
import { isPlayed } from "../../model/points";
import { forRound } from "../../model/requests";
import type { Entry, Tournament } from "../../model/types";
import type { PairingOptions, PairingSystem } from "../types";
import { withPairing } from "./apply";
import { absoluteBreaches, CHECKED_SYSTEMS, checkRound } from "./index";
import type { Breach, CandidatePairing, RoundCheck } from "./types";

/** What a hand change would break: what refuses it, what the director is asked about first. */
export interface HandCheck {
  readonly refuse: readonly Breach[];
  readonly ask: readonly Breach[];
  /** Check pairings' verdict on the round as it would be (when the system's rules are known and `measure`). */
  readonly check: RoundCheck | null;
}

/**
 * Rules no director's word can set aside: a rematch, a second pairing-allocated bye. The event's
 * never-pair list is the director's own: a pair on it is asked about, not refused.
 */
const REFUSED_RULES: ReadonlySet<string> = new Set([
  "US Chess 27A1",
  "C.04.3 C1",
  "US Chess 28L3",
  "C.04.3 C2",
]);

const ABSENT_RULE = "not in the round";

export interface HandCheckOptions extends PairingOptions {
  /** Also measure the round against the engine's pairing (score groups, the quality order); default true. */
  readonly measure?: boolean;
  /**
   * Who is out of the round: `all` (default) reads withdrawals and requests as the round is paired;
   * `recorded` only the byes written in the round's cells (a round already paired, whose requests
   * were used up and whose withdrawn players got their U).
   */
  readonly absence?: "all" | "recorded";
  /** How a player is named in a sentence (default "#12"). */
  readonly name?: (id: number) => string;
}

/** The rule numbers a system gives the two refusals, for systems Check pairings does not read. */
function genericRules(system: PairingSystem): { rematch: string; bye: string } {
  if (system === "USCF") return { rematch: "US Chess 27A1", bye: "US Chess 28L3" };
  if (system === "DUTCH") return { rematch: "C.04.1 b", bye: "C.04.1 d" };
  return { rematch: "no rematch", bye: "one pairing-allocated bye" };
}

const BYE_KINDS: ReadonlySet<Entry["kind"]> = new Set(["halfBye", "zeroBye", "fullBye"]);

/**
 * Checks the pairing of `round` a hand tool would make. `t` is the event as the tool read it (the
 * round not yet written: nothing, or requested byes, in its cells); `pairing` the round's boards and
 * bye as they would be; `name` how a player is named in a sentence.
 *
 * @example handCheck(t, 3, "USCF", { boards: [{ white: 1, black: 20 }], pab: null }).refuse[0]?.rule // "US Chess 27A1" when #1 and #20 met
 */
export function handCheck(
  t: Tournament,
  round: number,
  system: PairingSystem,
  pairing: CandidatePairing,
  options: HandCheckOptions = {},
): HandCheck {
  const name = options.name ?? ((id: number) => `#${id}`);
  const refuse: Breach[] = [];
  const now = forRound(t, round);
  const byId = new Map(now.players.map((p) => [p.id, p]));
  for (const b of pairing.boards) {
    for (const id of [b.white, b.black]) {
      const p = byId.get(id);
      if (p === undefined) continue;
      const e = p.rounds[round - 1] ?? null;
      const requests = options.absence !== "recorded";
      const why =
        requests && (p.withdrawn === true || p.request === "withdrawn")
          ? "has withdrawn"
          : requests && (p.request === "halfBye" || p.request === "zeroBye")
            ? `asked for a ${p.request === "halfBye" ? "half" : "zero"}-point bye in round ${round}`
            : e !== null && BYE_KINDS.has(e.kind)
              ? `has a bye recorded for round ${round}`
              : null;
      if (why !== null) refuse.push({ rule: ABSENT_RULE, players: [id], message: `${name(id)} ${why}: so cannot be on a board (board ${b.white}–${b.black})` });
    }
  }
  // The round as it would be: the players of the boards and the bye given their games.
  const placed = new Set([...pairing.boards.flatMap((b) => [b.white, b.black]), ...(pairing.pab === null ? [] : [pairing.pab])]);
  const cleared: Tournament = {
    ...t,
    players: t.players.map((p) => {
      if (!placed.has(p.id) || (p.rounds[round - 1] ?? null) === null) return p;
      const rounds = [...p.rounds];
      rounds[round - 1] = null;
      return { ...p, rounds };
    }),
  };
  const after = withPairing(cleared, round, pairing.boards, pairing.pab);
  let breaches: Breach[];
  let check: RoundCheck | null = null;
  if ((CHECKED_SYSTEMS as readonly string[]).includes(system)) {
    if (options.measure === false) breaches = absoluteBreaches(after, round, system, options);
    else {
      check = checkRound(after, round, system, options);
      breaches = [...check.breaches];
    }
  } else {
    breaches = genericBreaches(t, round, system, pairing, name);
  }
  const seen = new Set(refuse.map((b) => `${b.rule}|${b.players.join(",")}`));
  const ask: Breach[] = [];
  for (const b of breaches) {
    const k = `${b.rule}|${b.players.join(",")}`;
    if (seen.has(k)) continue;
    seen.add(k);
    (REFUSED_RULES.has(b.rule) ? refuse : ask).push(b);
  }
  return { refuse, ask, check };
}

/** Rematches and a second bye for the systems Check pairings does not read. */
function genericBreaches(
  t: Tournament,
  round: number,
  system: PairingSystem,
  pairing: CandidatePairing,
  name: (id: number) => string,
): Breach[] {
  const rules = genericRules(system);
  const out: Breach[] = [];
  const history = (id: number): readonly (Entry | null)[] => (t.players.find((p) => p.id === id)?.rounds ?? []).slice(0, round - 1);
  for (const b of pairing.boards) {
    if (history(b.white).some((e) => isPlayed(e) && e?.opponent === b.black)) {
      const ids = [b.white, b.black].sort((x, y) => x - y);
      out.push({ rule: rules.rematch, players: ids, message: `${name(ids[0] as number)} and ${name(ids[1] as number)} have already played each other` });
    }
  }
  if (pairing.pab !== null && history(pairing.pab).some((e) => e?.kind === "pab" || e?.kind === "fullBye")) {
    out.push({ rule: rules.bye, players: [pairing.pab], message: `${name(pairing.pab)} gets a second full-point bye` });
  }
  return out;
}

/** A breach as one line of an answer: "US Chess 27A1: #1 and #20 have already played each other". */
export function breachLine(b: Breach): string {
  return `${b.rule}: ${b.message}`;
}
