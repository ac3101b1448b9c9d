import { readFileSync } from "fs";
import { join } from "path";
import { parseCsv } from "../../../src/core/formats/csv";
import { unwrap } from "../../../src/core/errors";
import { readGpTable } from "../../../src/core/grandprix/table";
import { readEventList, seasonRows } from "../../../src/core/season/read";
import type { SeasonEvent } from "../../../src/core/season/season";

export const SEASON_DIR = join(__dirname, "../../fixtures/season");

/** The worked season of docs/grandprix.md, read from test/fixtures/season. */
export function workedEvents(): SeasonEvent[] {
  const list = unwrap(
    readEventList(unwrap(parseCsv(readFileSync(join(SEASON_DIR, "events.csv"), "utf8"))), "events.csv"),
  );
  return list.map((e) => ({
    name: e.name,
    date: e.date,
    scheme: e.scheme,
    rounds: e.rounds,
    section: e.section,
    source: e.file,
    rows: seasonRows(
      unwrap(readGpTable(unwrap(parseCsv(readFileSync(join(SEASON_DIR, e.file), "utf8"))), e.file, ["name", "score"])),
    ),
  }));
}
