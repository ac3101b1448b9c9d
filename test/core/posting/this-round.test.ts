/**
 * Issue 24 (item 6): a page a phone can read — the "this round" page opens straight at a player's
 * line by name, and the one-file page shows the event one part at a time on a screen (CSS :target,
 * no script), all of it on paper, each part starting a new sheet.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eventPage, eventSite } from "../../../src/core/html/site";
import { anchorsOf, nameAnchor } from "../../../src/core/html/this-round";
import { postedRound } from "../../../src/core/posting/pairings";
import { sampleTournament } from "../../../src/core/formats/sample";
import { fixture } from "../tiebreaks/helpers";
import { expectGolden } from "../../golden";

const spring = () => ({ ...fixture("outputs/spring-open.csv"), info: { name: "Spring Open" } });

describe("issue 24 (6): the this-round page", () => {
  test("names become anchors: lower case, dashes, accents dropped", () => {
    expect(nameAnchor("Alice Ng")).toBe("alice-ng");
    expect(nameAnchor("José  Pérez-Ruiz")).toBe("jose-perez-ruiz");
    expect(nameAnchor("O'Brien, Seán Jr.")).toBe("o-brien-sean-jr");
  });

  test("two players with one name (or none) get their pairing number after it, so every anchor is unique", () => {
    const t = sampleTournament({ players: 30, rounds: 2, seed: 9 });
    const twins = { ...t, players: t.players.map((p) => (p.id <= 3 ? { ...p, name: "Sam Lee" } : p.id === 4 ? { ...p, name: "" } : p)) };
    const anchors = anchorsOf(postedRound(twins, 2));
    expect([1, 2, 3, 4].map((id) => anchors.get(id))).toEqual(["sam-lee-1", "sam-lee-2", "sam-lee-3", "player-4"]);
    expect(new Set(anchors.values()).size).toBe(30);
  });

  test("the spring open's round 4, a line a player (golden); the page is in the set and in the nav", () => {
    const site = eventSite(spring(), { section: "Open" });
    const page = site.find((p) => p.file === "this-round.html");
    expect(page?.title).toBe("Round 4: find your board");
    expectGolden("this-round-spring-r4.html", page?.html ?? "");
    expect(page?.html).toContain('<li id="alice-ng"><b>Alice Ng <span class="no">#1, 2½</span></b><br><span class="board">Board 2</span> White against #4 Dev Patel (1½)</li>');
    expect(page?.html).not.toContain("<table");
    expect(page?.html).toContain("ol.names li:target{");
    for (const p of site) expect(p.html).toContain('<a href="this-round.html">Find your board</a>');
  });

  test("the one-file page: parts shown one at a time on a screen, all of them in print, each on its own sheet", () => {
    const one = eventPage(spring());
    expect(one).toContain('<main class="parts">');
    expect(one).toContain("main.parts>section:target,main.parts>section:has(:target)");
    expect(one).toContain('<a href="#this-round">Find your board</a>');
    const sections = [...one.matchAll(/<section class="page" id="([^"]+)">/g)].map((m) => m[1]);
    expect(sections).toEqual(["standings", "this-round", "round-4", "round-3", "round-2", "round-1", "crosstable"]);
    // An address that names a player opens the part with his line: the part :has(:target).
    expect(one).toContain('<li id="alice-ng">');
    expect(readFileSync(join(__dirname, "../../../src/core/html/page.ts"), "utf8")).toMatch(/@media screen\{/);
  });
});
