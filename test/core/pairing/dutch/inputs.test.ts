/**
 * C.04.3 Dutch with acceleration (C.04.5, per player or the Baku method), forbidden pairs (treated
 * like a rematch, C1) and point systems other than 1-½-0 (3-1-0 and others), against bbpPairings v6
 * on generated tournaments in TRF-2026 and TRF(bx) (test/fixtures/dutch-inputs/README.md): same
 * boards, colours, bye and board order.
 */
import * as fs from "fs";
import * as path from "path";
import { unwrap } from "../../../../src/core/errors";
import { parseTrf } from "../../../../src/core/formats/trf";
import { roundsPaired } from "../../../../src/core/model/tournament";
import { pairDutch } from "../../../../src/core/pairing/dutch";

const DIR = path.join(__dirname, "../../../fixtures/dutch-inputs");
const cases = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith(".trf"))
  .map((f) => f.replace(/\.trf$/, ""))
  .sort();

describe("Dutch inputs agree with bbpPairings v6: acceleration, forbidden pairs, point systems", () => {
  test("the fixture set covers every kind in both dialects", () => {
    expect(cases.length).toBeGreaterThanOrEqual(48);
    for (const kind of ["acc", "baku", "forbid", "points", "mix"])
      expect(cases.some((c) => c.includes(`-${kind}-`))).toBe(true);
    expect(cases.some((c) => c.includes("-2026"))).toBe(true);
    expect(cases.some((c) => c.includes("-bx"))).toBe(true);
  });

  test.each(cases)("%s", (name) => {
    const t = unwrap(parseTrf(fs.readFileSync(path.join(DIR, `${name}.trf`), "utf8")));
    const round = roundsPaired(t) + 1;
    const lines = fs
      .readFileSync(path.join(DIR, `${name}.expected`), "utf8")
      .split(/\r\n|\r|\n/)
      .filter((l) => l.trim() !== "");
    if (lines[0] === "NO_PAIRING") {
      expect(() => pairDutch(t, round)).toThrow(expect.objectContaining({ code: "NO_PAIRING" }));
      return;
    }
    const pairing = pairDutch(t, round);
    const got = pairing.boards.map((b) => `${b.white} ${b.black}`);
    for (const u of pairing.unpaired.filter((x) => x.reason === "pab")) got.push(`${u.player} 0`);
    expect(got).toEqual(lines.slice(1).map((l) => l.trim().split(/\s+/).join(" ")));
  });
});

describe("C.04.5 Baku acceleration needs a point system it fits (as bbpPairings refuses)", () => {
  test("3-1-0 with Baku is refused with a message saying why", () => {
    const t = unwrap(parseTrf(fs.readFileSync(path.join(DIR, "055-baku-2026-2010020.trf"), "utf8")));
    const football = { ...t, pointSystem: { win: 30, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 30 } };
    expect(() => pairDutch(football, roundsPaired(t) + 1)).toThrow(/Baku acceleration needs a point system/);
  });
  test("plain options: the Baku method, forbidden pairs and a point system from a workbook", () => {
    const t = unwrap(parseTrf(fs.readFileSync(path.join(DIR, "055-baku-2026-2010020.trf"), "utf8")));
    const plain = { ...t, bakuAcceleration: false, pointSystem: undefined };
    const round = roundsPaired(t) + 1;
    const fromOptions = pairDutch(plain, round, {
      baku: true,
      pointSystem: { win: 20, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 20 },
    });
    expect(fromOptions).toEqual(pairDutch(t, round));
    const first = fromOptions.boards[0] as { white: number; black: number };
    const apart = pairDutch(t, round, { forbiddenPairs: [[first.white, first.black]] });
    expect(apart.boards.some((b) => b.white === first.white && b.black === first.black)).toBe(false);
  });
});
