/** Test helpers for tiebreaks and standings: tournaments from wallchart rows and from fixture files. */
import { readFileSync } from "fs";
import { join } from "path";
import { unwrap } from "../../../src/core/errors";
import { parseCsv } from "../../../src/core/formats/csv";
import { parseWallchart } from "../../../src/core/formats/wallchart";
import { readWallchartGrid } from "../../../src/core/formats/workbook";
import type { Tournament } from "../../../src/core/model/types";
import { tiebreakValues } from "../../../src/core/tiebreaks/registry";
import { tiebreakOf } from "../../../src/core/tiebreaks/registry";
import type { TiebreakCode } from "../../../src/core/tiebreaks/types";

/**
 * A tournament from wallchart rows written as text, one string per player, cells separated by
 * spaces ("W2 L3 H"); `-` stays a zero-point bye. Ratings optional.
 */
export function wallchart(rows: readonly string[], ratings: readonly (number | null)[] = []): Tournament {
  const cells = rows.map((r) => (r.trim() === "" ? [] : r.trim().split(/\s+/)));
  const rounds = unwrap(parseWallchart(cells));
  return {
    info: {},
    players: rounds.map((r, i) => ({ id: i + 1, name: `#${i + 1}`, rating: ratings[i] ?? null, rounds: r })),
    totalRounds: null,
    initialColour: null,
  };
}

/** A fixture CSV (header `#, Name, Rating, R1 …`) as a tournament. */
export function fixture(path: string): Tournament {
  const text = readFileSync(join(__dirname, "..", "..", "fixtures", path), "utf8");
  return unwrap(readWallchartGrid(unwrap(parseCsv(text)), path));
}

/** One system's values for every player as the figures shown (value / scale). */
export function figures(t: Tournament, code: TiebreakCode): number[] {
  const scale = tiebreakOf(code).scale;
  return tiebreakValues(t, code).map((v) => v / scale);
}
