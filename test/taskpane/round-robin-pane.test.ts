import { seatsText } from "../../taskpane/round-robin-pane";

describe("the Round robin fold's typed seats", () => {
  test("pairing numbers in Berger order, spaces or commas", () => {
    expect(seatsText("3 1, 4;2")).toEqual([3, 1, 4, 2]);
  });
  test("a blank or a word is a sentence beside the field, not an action", () => {
    expect(seatsText("  ")).toBe("Type the pairing numbers in seat order, e.g. 3 1 4 2.");
    expect(seatsText("3 one 2")).toBe('"one" is not a pairing number: type whole numbers, e.g. 3 1 4 2.');
  });
});
