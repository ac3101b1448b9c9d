/**
 * Issue 27, part 5: the pairing functions are cancelable in Excel (@cancelable, the last parameter a
 * CustomFunctions.CancelableInvocation). The work waits for the next turn of the event loop, so a call
 * Excel cancels before then does none; one not cancelled answers as before.
 */
import { readFileSync } from "fs";
import { join } from "path";
import * as pairing from "../../functions/pairing";
import * as checks from "../../functions/check-pairings";
import { FakeCustomFunctionsError } from "../stubs/custom-functions";
import * as grid from "../../src/grid/functions/pairing";
import * as readField from "../../src/grid/functions/pairing-field";

const RESULTS = [[""], [""], [""], [""]];
const RATINGS = [[2000], [1900], [1800], [1700]];

/** What Excel passes: the handler it calls when it cancels the call. */
function invocation(): CustomFunctions.CancelableInvocation & { cancel(): void } {
  const inv = { parameterAddresses: [] as string[], onCanceled: undefined as undefined | (() => void) };
  return Object.assign(inv as unknown as CustomFunctions.CancelableInvocation, { cancel: () => inv.onCanceled?.() });
}

describe("the pairing functions as Excel's cancelable kind", () => {
  test("not cancelled: SWISS_PAIR answers the same table, later", async () => {
    const inv = invocation();
    const answer = pairing.swissPair(RESULTS, RATINGS, null!, null!, null!, null!, null!, inv);
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).resolves.toEqual(grid.swissPair(RESULTS, RATINGS, null, null, null));
  });

  test("cancelled before it starts: no work is done (the field is never read)", async () => {
    const spy = jest.spyOn(readField, "readField");
    const inv = invocation();
    const answer = pairing.swissPair(RESULTS, RATINGS, null!, null!, null!, null!, null!, inv);
    inv.cancel();
    await expect(answer).rejects.toBeInstanceOf(FakeCustomFunctionsError);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  test("a refusal is the same sentence, as a rejected Promise", async () => {
    await expect(checks.checkPairings(RESULTS, RATINGS, null!, "DUTCH" as never)).rejects.toThrow(/requests: "DUTCH" is a pairing system/);
  });

  test("the wrappers carry @cancelable and take a CancelableInvocation last", () => {
    for (const [file, fns] of [
      ["pairing.ts", ["swissPair", "pairingNotes"]],
      ["check-pairings.ts", ["checkPairings"]],
    ] as const) {
      const text = readFileSync(join(__dirname, "..", "..", "functions", file), "utf8");
      for (const fn of fns) {
        expect(text).toMatch(new RegExp(`@cancelable\\n \\* @requiresParameterAddresses\\n \\*/\\nexport function ${fn}\\(`));
        expect(text).toMatch(new RegExp(`export function ${fn}\\([^)]*invocation\\?: CustomFunctions\\.CancelableInvocation,?\\s*\\): Promise<any\\[\\]\\[\\]>`));
      }
    }
  });
});
