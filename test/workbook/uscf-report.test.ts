/** The pane's Rating report…: the three files of every section, or the rows to add, or every problem with its cell. */
import { readFileSync } from "fs";
import { join } from "path";
import { fromBase64 } from "../../src/core/formats/base64";
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import { weekend } from "../core/reports/uscf-weekend";
import { readIndependently } from "../core/formats/dbf-independent";
import { expectDone, harness } from "./helpers";

const GOLDEN = join(__dirname, "..", "fixtures", "uscf");

function book(change?: (name: string, cells: (string | number | null)[][]) => (string | number | null)[][]): MemoryWorkbook {
  return new MemoryWorkbook(weekend().map((s) => ({ name: s.name, cells: change ? change(s.name, s.cells.map((r) => [...r]) as (string | number | null)[][]) : s.cells })) as never);
}

describe("Rating report… (the US Chess rating report in the pane)", () => {
  test("every section's files, offered to download, the same bytes as the CLI's golden files", async () => {
    const h = harness(book());
    const o = expectDone(await h.run("uscfReport", { today: "2026-11-23" }));
    expect(o.message).toBe("The US Chess rating report: 2 sections, 7 players, 7 games. Download the three files and upload them on US Chess's affiliate site.");
    expect(o.files?.map((f) => f.name)).toEqual(["THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"]);
    for (const f of o.files ?? []) expect(Buffer.from(fromBase64(f.base64) as Uint8Array).equals(readFileSync(join(GOLDEN, f.name)))).toBe(true);
    expect(o.details).toEqual([]);
  });

  test("missing Tournament rows: asked first, then added blank under the rows there, nothing filled touched", async () => {
    const h = harness(
      book((name, cells) => (name === "Tournament" ? cells.filter((r) => r[0] !== "Affiliate ID" && r[0] !== "Chief TD ID") : cells)),
    );
    const before = h.wb.values("Tournament").map((r) => [...r]);
    const asked: Outcome = await h.run("uscfReport", { today: "2026-11-23" });
    expect(asked.kind).toBe("confirm");
    const warnings = asked.kind === "confirm" ? (asked.warnings ?? []) : [];
    expect(warnings).toEqual([
      'the Tournament sheet has no "Affiliate ID" row: the sponsoring affiliate\'s US Chess ID (a letter and 7 digits, as A1234567)',
      'the Tournament sheet has no "Chief TD ID" row: the chief TD\'s US Chess ID (8 digits)',
    ]);
    expect(h.wb.values("Tournament")).toEqual(before);
    const o = expectDone(await h.run("uscfReport", { today: "2026-11-23", acknowledged: warnings }));
    expect(o.message).toBe("Added 2 rows to the Tournament sheet (Affiliate ID, Chief TD ID): fill in their values, then press Rating report… again.");
    const after = h.wb.values("Tournament");
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((r) => [r[0], r[1] ?? ""])).toEqual([["Affiliate ID", ""], ["Chief TD ID", ""]]);
    // Filled in, the report is written.
    h.wb.type("Tournament", before.length, 1, "A6012345");
    h.wb.type("Tournament", before.length + 1, 1, "12345678");
    const done = expectDone(await h.run("uscfReport", { today: "2026-11-23" }));
    const th = readIndependently(fromBase64(done.files?.[0]?.base64 ?? "") as Uint8Array);
    expect([th.records[0]?.H_AFF_ID, th.records[0]?.H_CTD_ID]).toEqual(["A6012345", "12345678"]);
  });

  test("a player without an ID: refused, the cell named, no file", async () => {
    const h = harness(book((name, cells) => (name === "Players" ? cells.map((r, i) => (i === 1 ? [r[0] ?? null, r[1] ?? null, r[2] ?? null, ""] : r)) : cells)));
    const o = await h.run("uscfReport", { today: "2026-11-23" });
    expect(o.kind).toBe("refused");
    expect(o.kind === "refused" ? o.problems : []).toEqual(["Players!D2: no US Chess ID for Smith, Ann (#1)"]);
  });
});
