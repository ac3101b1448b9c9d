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
