/** The round robin's crosstable in the classic square layout (docs/round-robin.md, issue 30 item 1). */
import { parseWallchart } from "../../../src/core/formats/wallchart";
import type { Tournament } from "../../../src/core/model/types";
import { squareCrosstable, squareGrid } from "../../../src/core/crosstable/square";

function rr(cells: string[][], names: string[]): Tournament {
  const parsed = parseWallchart(cells);
  expect(parsed.problems).toEqual([]);
  return {
    info: { name: "Club championship" },
    totalRounds: cells[0]?.length ?? 0,
    initialColour: null,
    players: parsed.value.map((rounds, i) => ({ id: i + 1, name: names[i] ?? "", rating: 1500 - i * 100, rounds })),
  };
}

describe("square crosstable", () => {
  test("four players, the Berger schedule (C.05 Annex 1): results where lines cross, the diagonal shaded, score and SB by hand", () => {
    // Round 1: 1–4 1-0, 2–3 ½; round 2: 4–3 0-1, 1–2 ½; round 3: 2–4 1-0, 3–1 0-1.
    const t = rr(
      [
        ["W4w", "D2w", "W3b"],
        ["D3w", "D1b", "W4w"],
        ["D2b", "W4b", "L1w"],
        ["L1b", "L3w", "L2b"],
      ],
      ["Ann", "Bob", "Cy", "Dee"],
    );
    // SB by hand: Ann 0 + ½·2 + 1½ = 2½; Bob ½·1½ + ½·2½ + 0 = 2; Cy ½·2 + 0 + 0 = 1; Dee 0.
    expect(squareGrid(squareCrosstable(t))).toEqual([
      ["Place", "No.", "Name", "Rating", "1", "2", "3", "4", "Score", "SB"],
      ["1", "1", "Ann", "1500", "■", "½", "1", "1", "2½", "2½"],
      ["2", "2", "Bob", "1400", "½", "■", "½", "1", "2", "2"],
      ["3", "3", "Cy", "1300", "0", "½", "■", "1", "1½", "1"],
      ["4", "4", "Dee", "1200", "0", "0", "0", "■", "0", "0"],
    ]);
  });

  test("a double round robin: one result per cycle in the order played; a forfeit as + and −", () => {
    const t = rr(
      [
        ["W2w", "D2b", "X3w", "W3b"],
        ["L1b", "D1w", "U", "U"],
        ["U", "U", "F1b", "L1w"],
      ],
      ["Ann", "Bob", "Cy"],
    );
    const grid = squareGrid(squareCrosstable(t));
    expect(grid.slice(1).map((r) => [r[2], ...r.slice(4, 7)])).toEqual([
      ["Ann", "■", "1 ½", "+ 1"],
      ["Bob", "0 ½", "■", ""],
      ["Cy", "− 0", "", "■"],
    ]);
  });
});
