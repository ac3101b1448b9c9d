/**
 * Add player, whole (issue 25 item 4): name, ID, FIDE ID, federation, team, birth, sex and byes
 * ahead go to their columns (a column added where the sheet has none); each field is checked and a
 * bad one named; the same ID twice is asked; no sentence assumes a sex.
 */
import { readWorkbook } from "../../src/core/formats/workbook";
import { expectDone, harness, sampleBook } from "./helpers";

const SEXED = /\b(he|his|him|himself|she|her|hers|herself)\b/i;

describe("Add player, whole (issue 25 item 4)", () => {
  test("before round 1: every field in its column, the byes ahead in the Request column, read back by the core", async () => {
    const h = harness(sampleBook(6, 5));
    const o = expectDone(
      await h.run("addPlayer", {
        name: "Ann Lee",
        rating: 1793,
        memberId: "1234 5678",
        fideId: "5000017",
        federation: "usa",
        team: "Lincoln Elementary",
        birth: "2012-04-30",
        sex: "F",
        ratingSource: "FIDE players_list_foa.txt (standard)",
        requests: "H3 H5",
      }),
    );
    expect(o.message).toBe("Added #7 Ann Lee (1793) from round 1. Byes ahead: half-point byes in rounds 3 and 5. US Chess pairs by rating: the new player takes a place by rating.");
    expect(o.message).not.toMatch(SEXED);
    const read = readWorkbook({ sheets: h.wb.toSheets() });
    expect(read.problems).toEqual([]);
    expect(read.value.players[6]).toMatchObject({
      id: 7,
      name: "Ann Lee",
      rating: 1793,
      memberId: "12345678",
      fideId: "5000017",
      federation: "USA",
      team: "Lincoln Elementary",
      birthDate: "2012-04-30",
      sex: "w",
      ratingSource: "FIDE players_list_foa.txt (standard)",
      requests: { 3: "halfBye", 5: "halfBye" },
    });
  });

  test("a bad field is named and nothing is added; byes for a paired round are refused", async () => {
    const h = harness(sampleBook(6, 5));
    expect(await h.run("addPlayer", { name: "Bo", fideId: "NOR-12" })).toMatchObject({ kind: "refused", message: 'FIDE ID "NOR-12" is not a FIDE id (digits only). Nothing was added.' });
    expect(await h.run("addPlayer", { name: "Bo", birth: "last spring" })).toMatchObject({ kind: "refused", message: 'Birth "last spring" is not a birth year or date (2011, 2011-04-30). Nothing was added.' });
    expect(await h.run("addPlayer", { name: "Bo", sex: "X" })).toMatchObject({ kind: "refused", message: 'Sex "X" is not one Wallchart reads (M or F, or blank). Nothing was added.' });
    expectDone(await h.run("pairNext"));
    const late = await h.run("addPlayer", { name: "Bo", requests: "H1" });
    expect(late).toMatchObject({ kind: "refused" });
    expect(late.message).toMatch(/^Byes ahead: round 1 is paired already/);
    expect(late.message).not.toMatch(SEXED);
  });

  test("the same FIDE ID as a player already in is asked (the same player twice?)", async () => {
    const h = harness(sampleBook(4, 3));
    expectDone(await h.run("addPlayer", { name: "Ann Lee", fideId: "5000017" }));
    const again = await h.run("addPlayer", { name: "Anne Lee", fideId: "5000017" });
    expect(again.kind === "confirm" ? again.warnings : []).toEqual(["#5 Ann Lee has the same FIDE ID 5000017: the same player entered twice?"]);
  });
});
