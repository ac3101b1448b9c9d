import fc from "fast-check";
import { makeDbf, type DbfFieldSpec } from "../../../src/core/formats/dbase-write";
import { dbfRecords, readDbfHeader, type DbfHeader } from "../../../src/core/formats/dbase-read";
import { readIndependently } from "./dbf-independent";

const FIELDS: DbfFieldSpec[] = [
  { name: "D_SEC_NUM", type: "C", length: 2 },
  { name: "D_NAME", type: "C", length: 30 },
  { name: "D_RATING", type: "N", length: 4 },
  { name: "H_BEG_DATE", type: "D", length: 8 },
];

describe("makeDbf (dBase III PLUS layout)", () => {
  const bytes = makeDbf(FIELDS, [{ D_SEC_NUM: " 1", D_NAME: "SMITH, ANN", D_RATING: 1850, H_BEG_DATE: "20261121" }, { D_NAME: "DOE, JO" }], "2026-11-26");

  it("writes the header a dBase reader expects: version 3, the date, the counts and lengths", () => {
    const t = readIndependently(bytes);
    expect(t.version).toBe(0x03);
    expect(t.updated).toEqual([126, 11, 26]);
    expect(t.headerLength).toBe(32 + 4 * 32 + 1);
    expect(t.recordLength).toBe(1 + 2 + 30 + 4 + 8);
    expect(t.fields).toEqual([
      { name: "D_SEC_NUM", type: "C", length: 2, decimals: 0 },
      { name: "D_NAME", type: "C", length: 30, decimals: 0 },
      { name: "D_RATING", type: "N", length: 4, decimals: 0 },
      { name: "H_BEG_DATE", type: "D", length: 8, decimals: 0 },
    ]);
    expect(t.end).toBe(0x1a);
    expect(t.trailing).toBe(0);
    expect(bytes.length).toBe(t.headerLength + 2 * t.recordLength + 1);
  });

  it("pads text on the right, numbers on the left, and leaves a missing value blank", () => {
    const t = readIndependently(bytes);
    expect(t.records[0]).toEqual({ D_SEC_NUM: " 1", D_NAME: "SMITH, ANN".padEnd(30), D_RATING: "1850", H_BEG_DATE: "20261121" });
    expect(t.records[1]).toEqual({ D_SEC_NUM: "  ", D_NAME: "DOE, JO".padEnd(30), D_RATING: "    ", H_BEG_DATE: "        " });
    expect(t.deleted).toEqual([false, false]);
  });

  it("is read back by our own reader too (dbase-read.ts), dates as ISO and numbers as numbers", () => {
    const h = readDbfHeader(bytes) as DbfHeader;
    expect(h.updated).toBe("2026-11-26");
    const recs = [...dbfRecords(bytes, h)];
    expect(recs.map((r) => r.values)).toEqual([
      { D_SEC_NUM: "1", D_NAME: "SMITH, ANN", D_RATING: 1850, H_BEG_DATE: "2026-11-21" },
      { D_SEC_NUM: "", D_NAME: "DOE, JO", D_RATING: null, H_BEG_DATE: null },
    ]);
  });

  it("refuses what it cannot write as it is, naming the record and field (nothing is cut)", () => {
    expect(() => makeDbf(FIELDS, [{ D_SEC_NUM: "123" }], "2026-11-26")).toThrow('record 1, field D_SEC_NUM: "123" is longer than the field\'s 2 characters');
    expect(() => makeDbf(FIELDS, [{ D_NAME: "Müller, Jörg" }], "2026-11-26")).toThrow("record 1, field D_NAME: \"Müller, Jörg\" has a character that is not printable ASCII");
    expect(() => makeDbf(FIELDS, [{ H_BEG_DATE: "2026-11-21" }], "2026-11-26")).toThrow("is not a date (YYYYMMDD)");
    expect(() => makeDbf(FIELDS, [{ D_RATING: "12a" }], "2026-11-26")).toThrow('"12a" is not a number');
    expect(() => makeDbf([{ name: "TOO_LONG_NAME", type: "C", length: 1 }], [], "2026-11-26")).toThrow("1 to 10 letters");
    expect(() => makeDbf([{ name: "A", type: "C", length: 255 }], [], "2026-11-26")).toThrow("1 to 254");
    expect(() => makeDbf([{ name: "A", type: "C", length: 1 }, { name: "a", type: "C", length: 1 }], [], "2026-11-26")).toThrow("listed twice");
    expect(() => makeDbf(FIELDS, [], "26/11/2026")).toThrow("not a date of last update");
  });

  it("writes an empty table as a header, the terminator and 0x1A", () => {
    const t = readIndependently(makeDbf(FIELDS, [], "2026-01-02"));
    expect(t.records).toEqual([]);
    expect(t.end).toBe(0x1a);
  });

  it("property: any table of C fields reads back, by both readers, as written", () => {
    const field = fc.record({
      name: fc.stringMatching(/^[A-Z][A-Z0-9_]{0,9}$/),
      type: fc.constant("C" as const),
      length: fc.integer({ min: 1, max: 254 }),
    });
    const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 });
    fc.assert(
      fc.property(
        fc.uniqueArray(field, { minLength: 1, maxLength: 8, selector: (f) => f.name }),
        fc.array(fc.array(ascii, { minLength: 8, maxLength: 8 }), { maxLength: 6 }),
        (fields, table) => {
          const rows = table.map((vals) => Object.fromEntries(fields.map((f, i) => [f.name, (vals[i] ?? "").slice(0, f.length)])));
          const bytes = makeDbf(fields, rows, "2026-11-26");
          const t = readIndependently(bytes);
          expect(t.records).toEqual(rows.map((r) => Object.fromEntries(fields.map((f) => [f.name, String(r[f.name]).padEnd(f.length)]))));
          const h = readDbfHeader(bytes) as DbfHeader;
          expect([...dbfRecords(bytes, h)].map((r) => r.values)).toEqual(
            rows.map((r) => Object.fromEntries(fields.map((f) => [f.name, String(r[f.name]).trim()]))),
          );
        },
      ),
    );
  });
});
