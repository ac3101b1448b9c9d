/** One entry to every pairing system: the dispatcher the functions, the CLI and the task pane call. */
import { fail } from "../errors";
import type { Tournament } from "../model/types";
import { refuseClubDuty } from "../model/requests";
import { roundsPaired } from "../model/tournament";
import { pairDutch } from "./dutch";
import { pairUscf } from "./uscf";
import { pairPanAm1954 } from "./panam1954";
import { PAIRING_SYSTEMS, type Pairing, type PairingOptions, type PairingSystem } from "./types";

export * from "./types";

const ENGINES: Readonly<Record<PairingSystem, (t: Tournament, round: number, options?: PairingOptions) => Pairing>> = {
  USCF: pairUscf,
  DUTCH: pairDutch,
  PANAM1954: pairPanAm1954,
};

/** A system name as a user types it ("dutch", "USCF") → the system, or a ChessInputError listing the valid ones. */
export function pairingSystem(name: string): PairingSystem {
  const up = name.trim().toUpperCase().replace(/[\s-]/g, "");
  const found = PAIRING_SYSTEMS.find((s) => s === up || (up === "FIDE" && s === "DUTCH") || (up === "PANAM" && s === "PANAM1954"));
  return found ?? fail("UNKNOWN_NAME", `system: "${name}" is not a pairing system (expected ${PAIRING_SYSTEMS.join(", ")})`);
}

/**
 * Pairs the next round (the one after the last round paired) with the chosen system.
 * @example pairNext(t, "DUTCH").boards[0] // { white: 1, black: 3 }
 */
export function pairNext(t: Tournament, system: PairingSystem, options?: PairingOptions): Pairing {
  const round = roundsPaired(t) + 1;
  if (t.totalRounds !== null && round > t.totalRounds) {
    fail("OUT_OF_RANGE", `all ${t.totalRounds} rounds are paired already`);
  }
  return pairRound(t, round, system, options);
}

/** Pairs a given round with the chosen system. */
export function pairRound(t: Tournament, round: number, system: PairingSystem, options?: PairingOptions): Pairing {
  refuseClubDuty(t, system === "DUTCH" ? "a FIDE Dutch event" : system === "USCF" ? "a US Chess event" : "a Swiss event");
  return ENGINES[system](t, round, options);
}
