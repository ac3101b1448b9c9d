/** Warnings before pairing (issue 11 item 7): each names its cell; the director may go on. */
import { expectDone, harness, sampleBook } from "./helpers";

describe("Pair next round warns about the player list first", () => {
  test("duplicate names, a formula's #NAME?, a blank name and a rating that is not a number, each with its cell", async () => {
    const wb = sampleBook(10, 3);
    const name = (r: number) => String(wb.values("Players")[r]?.[1]);
    wb.type("Players", 6, 1, name(2));
    wb.type("Wallchart", 6, 1, name(2));
    wb.type("Players", 4, 1, "=Bob Jones");
    wb.type("Wallchart", 4, 1, "=Bob Jones");
    wb.type("Players", 7, 1, "");
    wb.type("Wallchart", 7, 1, "");
    wb.type("Players", 3, 2, "strong");
    const h = harness(wb);
    const o = await h.run("pairNext");
    expect(o.kind).toBe("confirm");
    if (o.kind !== "confirm") return;
    expect(o.message).toBe("Pair next round: 4 things look wrong. Nothing was written.");
    expect(o.overwrites).toEqual([]);
    expect(o.warnings).toEqual([
      `Players!B5: "#NAME?" is what a formula shows, not a name: type #4's name as plain text.`,
      `Players!B7: #6 "${name(2)}" has the same name as #2 (Players!B3): the same player entered twice?`,
      "Players!B8: #7 has no name.",
      'Players!C4: "strong" is not a rating (a whole number; blank or 0 for unrated); the player is paired as unrated.',
    ]);
    expect(h.wb.has("Round 1")).toBe(false);
    // Going on despite them pairs the round; #3 is paired as unrated.
    expectDone(await h.run("pairNext", { acknowledged: o.warnings }));
    expect(h.wb.has("Round 1")).toBe(true);
  });

  test("acknowledging other warnings than the ones found does not pair (a new warning asks again)", async () => {
    const wb = sampleBook(6, 3);
    wb.type("Players", 2, 1, "");
    wb.type("Wallchart", 2, 1, "");
    const h = harness(wb);
    const o = await h.run("pairNext", { acknowledged: ["Players!B9: #8 has no name."] });
    expect(o.kind).toBe("confirm");
    expect(o.kind === "confirm" && o.warnings).toEqual(["Players!B3: #2 has no name."]);
  });

  test("a clean player list pairs without a question", async () => {
    const h = harness(sampleBook(6, 3));
    expectDone(await h.run("pairNext"));
  });
});
