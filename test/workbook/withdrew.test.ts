/**
 * Issue 24 (item 7): "(withdrew)" everywhere docs/outputs.md promises it — the Standings sheet the
 * pane writes and the CLI's standings table too, not only the core's standings in words, the
 * crosstable and the web page.
 */
import { join } from "node:path";
import { cli } from "../cli/helpers";
import { expectDone, harness, sampleBook, typeResults } from "./helpers";

describe("issue 24 (7): (withdrew) on the Standings sheet and the CLI's table", () => {
  test("a W in the Request column marks the player on the Standings sheet", async () => {
    const wb = sampleBook(8, 3);
    wb.setBlock("Wallchart", 0, 2, [["Request"]]);
    wb.type("Wallchart", 3, 2, "W");
    const h = harness(wb);
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("standings"));
    const sheet = h.wb.values("Standings");
    const marked = sheet.slice(2).filter((r) => String(r[2]).endsWith(" (withdrew)"));
    expect(marked.map((r) => r[1])).toEqual([3]);
    expect(sheet.slice(2).filter((r) => r[1] !== 3 && String(r[2] ?? "").includes("withdrew"))).toEqual([]);
  });

  test("wallchart standings (table) marks Jo Lake of the spring open, who withdrew; scores with ½", async () => {
    const r = await cli("standings", join(__dirname, "../fixtures/outputs/spring-open.csv"));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Jo Lake \(withdrew\)/);
    expect(r.out).toMatch(/ 2½ /);
  });
});
