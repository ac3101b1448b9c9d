/** Issue 17 item 1: an .xlsx that unpacks to hundreds of MB (a zip bomb) is refused before exceljs reads it. */
import { deflateRawSync } from "zlib";
import { join } from "path";
import { writeFileSync } from "fs";
import { xlsxTooLarge } from "../../src/cli/xlsx-size";
import { saveXlsx } from "../../src/cli/load";
import { LIMITS } from "../../src/core/formats/limits";
import { cli, tempDir } from "./helpers";

/** A zip of deflated entries; `declared` overrides the uncompressed size written in the headers (a liar). */
function zip(entries: readonly { name: string; text: string; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const data = deflateRawSync(Buffer.from(e.text));
    const size = e.declared ?? Buffer.byteLength(e.text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const big = "<row><c><v>1</v></c></row>".repeat(Math.ceil((LIMITS.xlsxUnpackedBytes + 1) / 26));

describe("issue 17: .xlsx unpacked size", () => {
  test("a sheet that unpacks past the budget is refused, before exceljs, with what to do instead", async () => {
    const bomb = zip([{ name: "xl/worksheets/sheet1.xml", text: big }]);
    expect(bomb.length).toBeLessThan(LIMITS.xlsxUnpackedBytes / 10);
    expect(xlsxTooLarge(bomb)).toBe("it unpacks to more than 8 MB of sheets (save large events as .csv or .trf)");
    const file = join(tempDir(), "bomb.xlsx");
    writeFileSync(file, bomb);
    const r = await cli("check", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${file}: it unpacks to more than 8 MB of sheets`);
  });

  test("a zip that declares a small size but holds more is caught while inflating", () => {
    expect(xlsxTooLarge(zip([{ name: "xl/worksheets/sheet1.xml", text: big, declared: 100 }]))).toMatch(/more than 8 MB/);
  });

  test("an ordinary workbook passes, and what is not a zip is left for exceljs to refuse", async () => {
    const file = join(tempDir(), "ok.xlsx");
    await saveXlsx(file, { sheets: [{ name: "Players", cells: [["#", "Name"], [1, "Ann"]] }] });
    const { readFileSync } = await import("fs");
    expect(xlsxTooLarge(readFileSync(file))).toBeNull();
    expect(xlsxTooLarge(Buffer.from("not a zip at all"))).toBeNull();
    expect(xlsxTooLarge(Buffer.alloc(0))).toBeNull();
  });
});
