/** `wallchart ratings FILE --system fide|uscf`: each line as the functions compute it. */
import { cli, tempDir, writeTemp } from "./helpers";
import { fideRatingChange, uscfRating } from "../../src/grid/functions/rating-changes";

// Four players, a round robin of three rounds: 1 beats 2 and 3 and draws 4; 2 beats 4 and 3; 3 beats 4.
/** A TRF-16 001 line: start rank, name, rating, points, then (opponent, colour, result) per round from column 92. */
function line(id: number, name: string, rating: string, points: string, games: string[]): string {
  const head = `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${rating.padStart(4)}                            ${points.padStart(4)} ${String(id).padStart(4)}`;
  return `${head.padEnd(89)}${games.map((g) => `  ${g}`).join("")}`;
}
const TRF = [
  "012 Rated club event",
  "042 2026/03/01",
  "052 2026/03/03",
  line(1, "Able, Ann", "2000", "2.5", ["   2 w 1", "   3 b 1", "   4 w ="]),
  line(2, "Baker, Bob", "1900", "2.0", ["   1 b 0", "   4 w 1", "   3 b 1"]),
  line(3, "Cole, Cy", "1800", "1.0", ["   4 w 1", "   1 w 0", "   2 w 0"]),
  line(4, "Dean, Di", "", "0.5", ["   3 b 0", "   2 b 0", "   1 b ="]),
  "",
].join("\n");

describe("wallchart ratings", () => {
  const file = writeTemp(tempDir(), "club.trf", TRF);
  test("--system fide: the change by FIDE_RATING_CHANGE, the unrated player left out", async () => {
    const r = await cli("ratings", file, "--system", "fide", "--format", "json");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const lines = JSON.parse(r.out) as { id: number; change: number | null; k: number }[];
    expect(lines[0]?.change).toBe(fideRatingChange(2000, [[1900], [1800]], [[1], [1]], 20));
    expect(lines[1]?.change).toBe(fideRatingChange(1900, [[2000], [1800]], [[0], [1]], 20));
    expect(lines[3]?.change).toBeNull();
  });
  test("--k 40 and the table", async () => {
    const r = await cli("ratings", file, "--k", "40");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Able, Ann");
    expect(r.out).toContain(`+${fideRatingChange(2000, [[1900], [1800]], [[1], [1]], 40).toFixed(1)}`);
    expect((await cli("ratings", file, "--k", "37")).code).toBe(2);
  });
  test("--system uscf: whole numbers, the unrated player rated", async () => {
    const r = await cli("ratings", file, "--system", "uscf", "--format", "json");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const lines = JSON.parse(r.out) as { after: number | null; change: number | null }[];
    expect(Number.isInteger(lines[0]?.after)).toBe(true);
    expect(lines[3]?.change).toBeNull();
    expect(typeof lines[3]?.after).toBe("number");
    // Player 3 only met rated players and the unrated one; with an established rating (26 games) his
    // line is USCF_RATING's against 1900, 2000 and the unrated player's first-pass estimate — at most
    // his two losses to rated players move him down.
    expect(lines[2]?.after).toBeLessThan(uscfRating(1800, 26, [[2000], [1900]], [[0.5], [0.5]], null, null));
  });
});
