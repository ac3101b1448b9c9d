/** The Excel wrappers of GP_*, VCF_* and the rules functions, called as Excel calls them. */
import { FakeCustomFunctionsError as FakeError } from "../../stubs/custom-functions";

import * as gp from "../../../functions/grandprix";
import * as rules from "../../../functions/rules";

describe("Excel wrappers (null for omitted arguments, 2-D arrays for ranges)", () => {
  test("GP_POINTS VCF: seed 002 Sally's 20.5072 as a plain number", () => {
    const scores = [[5], [3.5], [1]];
    const out = gp.gpPoints(scores, gp.GpScheme.VCF, [[2000], [2000], [2000]], [[5]], null as never);
    // AR 2000, NoP 3: 5/5 → 6 + 3, 3.5/5 → 4.2, 1/5 → 1.2
    expect(out).toEqual([[9], [4.2], [1.2]]);
  });
  test("VCF_QUALIFY scenario 2 and SWISS_MIN_ROUNDS", () => {
    expect(gp.vcfQualify(gp.VcfSection.K12, [[113]], [[1463]])).toEqual([[10]]); // 1 × 1: Excel names its cells
    expect(rules.swissMinRounds([[47]], null as never)).toEqual([[9]]); // one cell: a 1 × 1 table (issue 27)
    expect(rules.timeControlMinutes([["G/45 d5"]])).toEqual([[100]]);
    expect(rules.acfRateable([["40/90 SD/30"]])).toEqual([[true]]);
  });
  test("errors become #VALUE! with the core's message", () => {
    let caught: unknown;
    try {
      // a value typed in the cell, outside the list AutoComplete offers
      gp.vcfQualify("K-6" as gp.VcfSection, [[40]], [[800]]);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(FakeError);
    expect((caught as FakeError).code).toBe("#VALUE!");
    expect((caught as FakeError).message).toBe('section: "K-6" is not a VCF section (expected K-3, K-5, K-8, K-12)');
  });
});
