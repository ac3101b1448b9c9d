/**
 * Issue 24 (item 6): the QR code on the printed pairings. The encoder is uqr's (src/workbook/qr.ts;
 * the browser test prints the wall page and reads the code back with zbarimg); here, that the SVG
 * draws exactly the encoder's modules inside a four-module quiet zone, and what the adapter refuses.
 */
import { qrFigure, qrSvg } from "../../../src/core/html/qr";
import { wallPage } from "../../../src/core/html/wall";
import { ADDRESS_MAX, qrCode } from "../../../src/workbook/qr";
import { fixture } from "../tiebreaks/helpers";
import { expectGolden } from "../../golden";

describe("the QR code on the printed pairings", () => {
  test("the SVG has one unit square for each dark module, offset by the quiet zone", () => {
    const modules = [
      [true, false, true],
      [false, true, false],
      [true, true, false],
    ];
    const svg = qrSvg(modules, "t");
    expect(svg).toContain('viewBox="0 0 11 11"');
    const squares = [...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[2]) - 4, Number(m[1]) - 4]);
    const dark = modules.flatMap((row, y) => row.flatMap((d, x) => (d ? [[y, x]] : [])));
    expect(squares).toEqual(dark);
  });

  test("a web address becomes a version-4 code (33 modules, error correction M) with the finder patterns in three corners", () => {
    const qr = qrCode("https://club.example/spring-open/this-round.html");
    if (typeof qr === "string") throw new Error(qr);
    expect(qr.modules.length).toBe(33);
    const finder = (y: number, x: number) => [0, 1, 2, 3, 4, 5, 6].every((i) => qr.modules[y]?.[x + i] === true && qr.modules[y + 6]?.[x + i] === true);
    expect([finder(0, 0), finder(0, 26), finder(26, 0), finder(26, 26)]).toEqual([true, true, true, false]);
    expect(qrFigure(qr)).toContain("https://club.example/spring-open/this-round.html</span></figcaption></figure>");
  });

  test("not a web address, or one too long to scan off a wall: why, and no code", () => {
    expect(qrCode("club.example")).toBe('"club.example" is not a web address (it starts http:// or https://)');
    expect(qrCode("https://a b")).toMatch(/is not a web address/);
    expect(qrCode(`https://x.example/${"a".repeat(ADDRESS_MAX)}`)).toMatch(/too dense to scan/);
  });

  test("the wall page carries the code once a section, on its pairings by board; none without an address", () => {
    const t = { ...fixture("outputs/spring-open.csv"), info: { name: "Spring Open" } };
    const qr = qrCode("https://club.example/r");
    if (typeof qr === "string") throw new Error(qr);
    const page = wallPage([{ name: "Open", t }, { name: "U1600", t }], { event: "Spring Open", qr });
    expect(page.match(/<section class="part"><figure class="qr">/g)?.length).toBe(2);
    expect(wallPage([{ name: "Open", t }], { event: "Spring Open" })).not.toContain("<figure");
    expectGolden("wall-qr-spring-r4.html", wallPage([{ name: "Open", t }], { event: "Spring Open", paper: "Letter", qr }));
  });
});
