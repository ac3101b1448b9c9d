/** Places as English says them: one function for prizes, posting and the ladder. */
import { ordinal, placesText } from "../../../src/core/model/places";

test("ordinal: st, nd, rd, th, and the teens always th", () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 122].map(ordinal)).toEqual([
    "1st",
    "2nd",
    "3rd",
    "4th",
    "11th",
    "12th",
    "13th",
    "21st",
    "22nd",
    "23rd",
    "101st",
    "111th",
    "112th",
    "113th",
    "122nd",
  ]);
});

test("placesText: one place, or places shared with an en dash", () => {
  expect(placesText(3, 3)).toBe("3rd");
  expect(placesText(2, 4)).toBe("2nd–4th");
});
