/**
 * The .zip the pane's Export web page offers (issue 24 item 6: the event in parts, linked): written
 * by hand (Apps Script has no TextEncoder), read back here by the playground's own zip reader and by
 * Info-ZIP's `unzip` where it is installed.
 */
import { execFileSync, spawnSync } from "child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import fc from "fast-check";
import { crc32, utf8, zipFiles } from "../../../src/core/formats/zip";
import { zipEntries } from "../../../taskpane/xlsx-file";

const hasUnzip = (() => {
  try {
    execFileSync("unzip", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("utf8 and crc32", () => {
  test("UTF-8 as TextEncoder writes it, lone surrogates as U+FFFD", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (s) => Buffer.from(utf8(s)).equals(Buffer.from(new TextEncoder().encode(s)))), { numRuns: 200 });
    expect([...utf8("\ud800")]).toEqual([0xef, 0xbf, 0xbd]);
    expect([...utf8("½")]).toEqual([0xc2, 0xbd]);
  });

  test("CRC-32's check value: 123456789 gives CBF43926 (the IEEE 802.3 / zip polynomial)", () => {
    expect(crc32(utf8("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe("zipFiles", () => {
  const files = [
    { name: "Spring-Open/index.html", text: "<p>Standings: Ørjan 2½</p>" },
    { name: "Spring-Open/round-1.html", text: "<a href=\"index.html\">Standings</a>" },
    { name: "Spring-Open/empty.txt", text: "" },
  ];

  test("the playground's zip reader finds every file, stored, at its offset, with its size", () => {
    const zip = zipFiles(files);
    const entries = zipEntries(zip);
    if (typeof entries === "string") throw new Error(entries);
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    for (const [i, e] of entries.entries()) {
      expect(e.method).toBe(0);
      const bytes = utf8(files[i]?.text ?? "");
      expect(e.size).toBe(bytes.length);
      expect(zip.subarray(e.offset, e.offset + e.size)).toEqual(bytes);
    }
  });

  test("the same files give the same bytes (no clock inside)", () => {
    expect(zipFiles(files)).toEqual(zipFiles(files));
  });

  test("a name twice, an absolute name or one climbing out with .. is refused", () => {
    expect(() => zipFiles([files[0]!, files[0]!])).toThrow(/not a distinct relative file name/);
    expect(() => zipFiles([{ name: "/etc/x", text: "" }])).toThrow(/not a distinct/);
    expect(() => zipFiles([{ name: "a/../../x", text: "" }])).toThrow(/not a distinct/);
  });

  (hasUnzip ? test : test.skip)("Info-ZIP's unzip tests it clean and gives back every file's text", () => {
    const dir = mkdtempSync(join(tmpdir(), "wallchart-zip-"));
    const path = join(dir, "pages.zip");
    writeFileSync(path, zipFiles(files));
    const test = spawnSync("unzip", ["-t", path], { encoding: "utf8" });
    expect(`${test.stdout}${test.stderr}`).toMatch(/No errors detected/);
    execFileSync("unzip", ["-q", path, "-d", join(dir, "out")]);
    for (const f of files) expect(readFileSync(join(dir, "out", f.name), "utf8")).toBe(f.text);
  });
});
