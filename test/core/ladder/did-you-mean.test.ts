/** Issue 32 item 5: a misspelt name that breaks a rule gets "did you mean …" in the refusal itself. */
import { problems } from "./helpers";

const CLUB = ["John Smith", "Ann Lee", "Bob Ray", "Cy Dunn", "Ed Fox"];

describe("a misspelt name that breaks a rule (issue 32 item 5)", () => {
  test("ENTRY CLOSED: 'Jonh Smith' is not on the ladder: did you mean John Smith?", () => {
    expect(problems(CLUB, [["2025-03-01", "Ed Fox", "Jonh Smith", "1-0"]], { entry: "CLOSED" })).toEqual([
      'games row 1: Jonh Smith is not on the ladder (ENTRY is CLOSED: add them to the players list, or check the spelling); did you mean "John Smith" for "Jonh Smith"?',
    ]);
  });
  test("ENTRY BOTTOM: a misspelt challenger joins at the bottom and is out of RANGE: the refusal asks", () => {
    expect(problems(CLUB, [["2025-03-01", "Bob Rey", "John Smith", "1-0"]])[0]).toMatch(
      /may challenge 3 places up .*\(RANGE 3\); did you mean "Bob Ray" for "Bob Rey"\?$/,
    );
  });
  test("a name on the ladder is never questioned", () => {
    expect(problems(CLUB, [["2025-03-01", "Ed Fox", "John Smith", "1-0"]])[0]).not.toMatch(/did you mean/);
  });
});
