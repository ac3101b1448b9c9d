/**
 * Whole events from bbpPairings v6.0.0's random tournament generator (test/fixtures/oracle-dutch/
 * generated, its README): every round of each, as the FIDE-endorsed engine paired it from the
 * rounds before, is the round our DUTCH engine pairs, with the WebAssembly matcher and with the
 * TypeScript one (Google Sheets'). The held cases (oracle.test.ts) are one round of each event;
 * these are every round of 19 events of 19 to 309 players with forfeits, half-point byes and
 * retirements, odd and even fields, so every round's state is one the engine made itself.
 */
import * as fs from "fs";
import * as path from "path";
import { useMatcherEngine } from "../../../../src/core/matching";
import { checkPairings } from "../../../../src/core/pairing/check";
import { ORACLE_DIR, readTrf, trfNames } from "../../../oracle-fixtures";

const DIR = path.join(ORACLE_DIR, "generated");
const events = trfNames(DIR, /^rtg\d+\.trf$/);

/** Each round's `same`, as one text: "=" where the round is the engine's pairing, else "x". */
function rounds(name: string): string {
  return checkPairings(readTrf(DIR, name), "DUTCH")
    .rounds.map((r) => (r.same ? "=" : "x"))
    .join("");
}

/** The rounds each event's generator was told to play (its .config, RoundsNumber). */
function roundsNumber(name: string): number {
  const m = /^RoundsNumber=(\d+)$/m.exec(fs.readFileSync(path.join(DIR, `${name}.config`), "utf8"));
  return Number((m as RegExpExecArray)[1]);
}

test("the fixtures are there: 19 events, each with its generator's configuration", () => {
  expect(events).toHaveLength(19);
  for (const name of events) expect(roundsNumber(name)).toBeGreaterThanOrEqual(5);
});

describe.each(["wasm", "typescript"] as const)(
  "every round of bbpPairings' generated events (%s matcher)",
  (engine) => {
    beforeAll(() => useMatcherEngine(engine));
    afterAll(() => useMatcherEngine("auto"));

    test.each(events)("%s: every round is the engine's pairing", (name) => {
      expect(rounds(name)).toBe("=".repeat(roundsNumber(name)));
    });
  },
);
