/** Issue 24 (3): one press for the wall — golden files for the printable page, the list by name and the cards. */
import { wallPage, resultSlips } from "../../../src/core/html/wall";
import { byNameGrid } from "../../../src/core/posting/grids";
import { postedRound } from "../../../src/core/posting/pairings";
import { fixture } from "../tiebreaks/helpers";
import { expectGolden } from "../../golden";

const spring = () => ({ ...fixture("outputs/spring-open.csv"), info: { name: "Spring Open" } });
const b1967 = () => fixture("1967/b-division.csv");

describe("the wall", () => {
  test("two sections on one page: each section's boards, then its list by name, each part its own sheet of paper (Letter)", () => {
    const page = wallPage(
      [
        { name: "Open", t: spring() },
        { name: "B", t: b1967(), firstBoard: 5 },
      ],
      { event: "Spring Open", paper: "Letter" },
    );
    expect(page).toContain("@page{size:letter");
    expect(page.match(/class="part"/g)).toHaveLength(4);
    expect(page).toContain("Spring Open — Open — Round 4: pairings by board");
    expect(page).toContain("Spring Open — B — Round 5: find your board");
    // Section B numbers from its first board: 5 to 12, never Open's 1 to 4.
    expect(page).toMatch(/<tr><td class="n">5<\/td><td>#1 /);
    expectGolden("wall-two-sections-letter.html", page);
  });

  test("the list by name: name, number, score, board, colour, opponent and their score", () => {
    const grid = byNameGrid(postedRound(spring(), 4));
    expect(grid[1]).toEqual(["Alice Ng", "1", "2½", "2", "White", "#4 Dev Patel", "1½"]);
    expectGolden("by-name-spring-r4.txt", grid.map((r) => r.join(" | ")).join("\n") + "\n");
  });

  test("result slips: one per board, White and Black with rating and score, the result to tick, two signatures, cut lines", () => {
    const slips = resultSlips("Spring Open", "Open", postedRound(spring(), 4));
    expect(slips.match(/class="card"/g)).toHaveLength(4);
    expect(slips).toContain(
      "<h2>Board 2</h2><p>Spring Open — Open — Round 4</p><p><b>White:</b> #1 Alice Ng (2050) — 2½</p>",
    );
    expectGolden("cards-spring-r4.html", slips + "\n");
    const a4 = wallPage([{ name: "", t: spring() }], { event: "Spring Open", cards: true });
    expect(a4).toContain("@page{size:A4");
    expect(a4).toContain("Spring Open — Round 4: result slips");
  });
});
