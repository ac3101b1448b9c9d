import { makeWorkbook, readWorkbook } from "../../../src/core/formats/workbook";
import { makeTrf, parseTrf } from "../../../src/core/formats/trf";
import { unwrap } from "../../../src/core/errors";

describe("Players sheet: FIDE ID and Rating source kept apart from the national ID (issue 25)", () => {
  const book = {
    sheets: [
      {
        name: "Players",
        cells: [
          ["#", "Name", "Rating", "US Chess ID", "FIDE ID", "Rating source"],
          [1, "Carlsen, Magnus", 2823, "12345678", "1503014", "FIDE list players_list_foa.txt"],
          [2, "Smith, Ann", 1500, "87654321", null, "sign-up"],
        ],
      },
    ],
  };

  it("reads both ids and the rating source into their own fields", () => {
    const t = unwrap(readWorkbook(book));
    expect(t.players[0]).toMatchObject({ memberId: "12345678", fideId: "1503014", ratingSource: "FIDE list players_list_foa.txt" });
    expect(t.players[1]?.fideId).toBeUndefined();
  });

  it("writes them back under their own headers (makeWorkbook / readWorkbook pair)", () => {
    const t = unwrap(readWorkbook(book));
    const again = unwrap(readWorkbook(makeWorkbook(t)));
    expect(again.players.map((p) => [p.memberId, p.fideId, p.ratingSource])).toEqual(
      t.players.map((p) => [p.memberId, p.fideId, p.ratingSource]),
    );
    expect(makeWorkbook(t).sheets.find((s) => s.name === "Players")?.cells[0]).toEqual(
      expect.arrayContaining(["ID", "FIDE ID", "Rating source"]),
    );
  });

  it("TRF-16 columns 58-68 carry the FIDE ID, and the national ID only where there is none", () => {
    const t = unwrap(readWorkbook(book));
    const back = unwrap(parseTrf(makeTrf(t)));
    expect(back.players.map((p) => p.memberId)).toEqual(["1503014", "87654321"]);
  });
});
