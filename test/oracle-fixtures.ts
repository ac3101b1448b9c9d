/**
 * The Dutch reference fixtures (test/fixtures/oracle-dutch: bbpPairings v6's pairings, and its
 * generated/ whole events), as the tests that compare with them read them.
 */
import { readdirSync, readFileSync } from "fs";
import { join } from "path";
import { unwrap } from "../src/core/errors";
import { parseTrf } from "../src/core/formats/trf";
import type { Tournament } from "../src/core/model/types";

/** test/fixtures/oracle-dutch. */
export const ORACLE_DIR = join(__dirname, "fixtures", "oracle-dutch");

/** The fixtures of `dir` whose file name matches `pattern` (a .trf name), without `.trf`, sorted. */
export function trfNames(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir)
    .filter((f) => pattern.test(f))
    .map((f) => f.replace(/\.trf$/, ""))
    .sort();
}

/** Fixture `name` of `dir` (its .trf), read. */
export function readTrf(dir: string, name: string): Tournament {
  return unwrap(parseTrf(readFileSync(join(dir, `${name}.trf`), "utf8")));
}
