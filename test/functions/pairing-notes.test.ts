/** SWISS_PAIR's field and settings (issue 13 items 3, 4) and PAIRING_NOTES. */
import { pairingNotes, swissPair } from "../../src/grid/functions/pairing";
import { parsePairingSettings } from "../../src/grid/functions/pairing-settings";
import { readField } from "../../src/grid/functions/pairing-field";

describe("SWISS_PAIR never loses a player (issue 13, item 3)", () => {
  test("Name | Rating: a row with a name is a player, blank, UNR, NR and 0 are unrated", () => {
    const ratings = [
      ["Ann", 1800],
      ["Bob", 1700],
      ["Cy", ""],
      ["Di", "UNR"],
      ["Ed", "NR"],
      ["Flo", 0],
      ["", ""],
      ["", ""],
    ];
    const t = readField([[""], [""]], ratings, null, null);
    expect(t.players.map((p) => [p.name, p.rating])).toEqual([
      ["Ann", 1800],
      ["Bob", 1700],
      ["Cy", null],
      ["Di", null],
      ["Ed", null],
      ["Flo", null],
    ]);
    const rows = swissPair([[""]], ratings, null, null, null);
    expect(rows.flatMap((r) => [r[1], r[2]]).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
  test("one column before round 1 with blank rows at the bottom: refused in a sentence, not guessed", () => {
    expect(() => swissPair([[""]], [[1800], [1700], [1600], [null], [null]], null, null, null)).toThrow(
      "ratings: rows 4 to 5 are blank, and before round 1 a blank rating may be an unrated player or a spare row",
    );
    // Typed UNR, the same players are all paired.
    const rows = swissPair([[""]], [[1800], [1700], [1600], ["UNR"]], null, null, null);
    expect(rows.flatMap((r) => [r[1], r[2]]).sort()).toEqual([1, 2, 3, 4]);
  });
  test("a rating, a team or results without a name are refused, naming the row", () => {
    expect(() => readField([[""]], [["Ann", 1800], ["", 1700]], null, null)).toThrow("ratings, row 2: a rating but no name");
    expect(() => readField([["W2"], ["L1"], ["W4"]], [["Ann", 1800], ["Bob", 1700]], null, null)).toThrow("results, row 3: results but no name");
    expect(() => readField([[""]], [["Ann", 1800], ["", ""], ["Cy", 1500]], null, null)).toThrow("ratings, row 2: no name");
    expect(() => readField([[""]], [["Ann", "strong"]], null, null)).toThrow('ratings, row 1: "strong" is not a number');
  });
});

describe("SWISS_PAIR settings (Key | Value)", () => {
  test("keys: ROUNDS (28L5), TEAMS, HARKNESS, ACCELERATED (28R1), BYE_FOR_COLOURS (28L2a)", () => {
    expect(
      parsePairingSettings([
        ["ROUNDS", 4],
        ["teams", "vcf"],
        ["Harkness", "yes"],
        ["", ""],
        ["ACCELERATED", "NO"],
        ["BYE FOR COLOURS", true],
      ]),
    ).toEqual({ totalRounds: 4, teamRestriction: "vcf", harkness: true, accelerated: false, byeForColours: true });
    expect(parsePairingSettings(null)).toEqual({});
  });
  test("bad settings are named", () => {
    expect(() => parsePairingSettings([["SPEED", 3]])).toThrow('settings, row 1: "SPEED" is not a setting (expected one of ROUNDS, TEAMS');
    expect(() => parsePairingSettings([["ROUNDS", 0]])).toThrow("settings, row 1: expected a whole number of rounds");
    expect(() => parsePairingSettings([["ROUNDS", 4], ["ROUNDS", 5]])).toThrow("settings, row 2: ROUNDS is given twice");
    expect(() => parsePairingSettings([["TEAMS", "some"]])).toThrow('settings, row 1: "some" is not ALL, VCF or OFF');
    // one cell is a setting typed with its value (src/grid/locale.ts): a name alone has none
    expect(() => parsePairingSettings([["ROUNDS"]])).toThrow("settings, item 1: ROUNDS has no value");
    expect(parsePairingSettings([["ROUNDS 5"]])).toEqual(parsePairingSettings([["ROUNDS", 5]]));
  });
  test("seed 004, 28L5 through SWISS_PAIR: ROUNDS moves the bye away from an unrated player who would play fewer than four games", () => {
    // Round 2 of 4. #3 (unrated) lost round 1 and is alone on 0; the bye would leave him 3 games.
    const results = [["W3w"], ["D4b"], ["L1b"], ["D2w"], ["D6w"], ["D5b"], ["D8b"], ["D7w"], ["H"]];
    const ratings = [["A", 2000], ["B", 1900], ["C", "UNR"], ["D", 1700], ["E", 1600], ["F", 1500], ["G", 1400], ["H", 1300], ["I", 1200]];
    const bye = (settings: unknown): unknown => swissPair(results, ratings, null, null, "USCF", null, settings).find((r) => r[2] === "BYE")?.[1];
    expect(bye(null)).toBe(3);
    // With ROUNDS 4 it goes up to the ½-point group: #9 has a half-point bye (28L4), so #8.
    expect(bye([["ROUNDS", 4]])).toBe(8);
  });
});

describe("PAIRING_NOTES", () => {
  test("one note per row of SWISS_PAIR, USCF rule by rule", () => {
    const results = [[""], [""], [""], [""], [""]];
    const ratings = [["A", 2000], ["B", 1900], ["C", 1800], ["D", 1700], ["E", 1600]];
    const rows = swissPair(results, ratings, null, null, "USCF");
    const notes = pairingNotes(results, ratings, null, null, "USCF");
    expect(notes).toHaveLength(rows.length);
    expect(notes[0]?.[0]).toContain("natural pairing: top half against bottom half (29C1)");
    expect(notes[2]?.[0]).toContain("#5: full-point bye (28L2");
  });
  test("DUTCH: each board's score groups", () => {
    const results = [["W3w"], ["W4b"], ["L1b"], ["L2w"]];
    const notes = pairingNotes(results, [[2000], [1900], [1800], [1700]], null, null, "DUTCH");
    expect(notes.map((r) => r[0])).toEqual(["both on 1: paired inside their score group", "both on 0: paired inside their score group"]);
  });
});
