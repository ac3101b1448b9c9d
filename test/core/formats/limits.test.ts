/** Issue 17: problem lists are capped with "and N more problems", however often they are capped. */
import { problem } from "../../../src/core/errors";
import { LIMITS, ProblemList, capProblems, finishProblems } from "../../../src/core/formats/limits";

const many = (n: number) => Array.from({ length: n }, (_, i) => problem("BAD_CELL", `cell ${i + 1}`));

describe("issue 17: capped problem lists", () => {
  test("a short list is left alone; a long one keeps the first 100 and counts the rest", () => {
    expect(capProblems(many(3))).toEqual(many(3));
    const capped = capProblems(many(250));
    expect(capped).toHaveLength(LIMITS.problems + 1);
    expect(capped[99]?.message).toBe("cell 100");
    expect(capped[100]?.message).toBe("and 150 more problems");
  });

  test("capping a capped list again keeps the count (a reader's list printed by the CLI)", () => {
    expect(capProblems(capProblems(many(250)))).toEqual(capProblems(many(250)));
    expect(capProblems([...many(150), problem("BAD_CELL", "and 7 more problems")]).at(-1)?.message).toBe("and 57 more problems");
  });

  test("ProblemList stores only the first 100, counts the rest, and finishes the same way", () => {
    const list = new ProblemList();
    for (const p of many(100000)) list.push(p);
    expect(list).toHaveLength(LIMITS.problems);
    expect(list.dropped).toBe(100000 - LIMITS.problems);
    expect(finishProblems(list)).toEqual(capProblems(many(100000)));
    expect(finishProblems(many(2))).toEqual(many(2));
    expect(list.map((p) => p.code)).toBeInstanceOf(Array);
  });
});

describe("issue 17: a capped list in a ChessInputError's message", () => {
  test("the message counts what the cap left out", async () => {
    const { ChessInputError } = await import("../../../src/core/errors");
    expect(new ChessInputError(capProblems(many(250))).message).toBe("cell 1; cell 2; cell 3 (and 247 more)");
    expect(new ChessInputError(many(4)).message).toBe("cell 1; cell 2; cell 3 (and 1 more)");
    expect(new ChessInputError(many(2)).message).toBe("cell 1; cell 2");
  });
});
