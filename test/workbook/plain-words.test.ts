/**
 * Issue 29, item 4: words for people. Results typed on a Round sheet and not yet entered are "typed,
 * not yet entered", never problems; no "and N more problems" line is shown without the lines it
 * continues.
 */
import { problem } from "../../src/core/errors";
import { plainProblems, problemsFirst } from "../../src/workbook/actions/common";
import type { EventStatus } from "../../src/workbook/api";
import { describeEvent } from "../../taskpane/event-pane";
import { settingIdle } from "../../src/workbook/settings";
import { expectDone, harness, sampleBook, typeResults } from "./helpers";

describe("results typed, not yet entered", () => {
  test("the status counts them apart from the problems, and the event line says so", async () => {
    const h = harness(sampleBook(20, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    const s = expectDone(await h.run("status")).data as EventStatus;
    expect(s.problems).toEqual([]);
    expect(s.typed).toBe(10);
    expect(s.missing).toBe(0);
    expect(describeEvent(s)).toMatch(/ · round 1 of 3 paired · 10 typed, not yet entered$/);
    expect(describeEvent(s)).not.toMatch(/problem/);
  });

  test("Standings and Check pairings say to press Enter results, not that the event has problems", async () => {
    const h = harness(sampleBook(20, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    const o = await h.run("standings");
    expect(o.kind === "refused" ? [o.message, o.problems] : o.kind).toEqual([
      "Round 1 has 10 results typed, not yet entered: press Enter results first.",
      [],
    ]);
    const c = await h.run("checkPairings", {});
    expect(c.kind === "refused" ? c.message : c.kind).toBe("Round 1 has 10 results typed, not yet entered: press Enter results before checking.");
  });

  test("a real problem is listed as one, the typed results named after it", () => {
    const typed = problem("SIDES_DISAGREE", "'Round 2'!B2 (#1 - #2 1-0) says #1 W2 with white, but Wallchart!D2 is blank");
    const typed2 = problem("SIDES_DISAGREE", "'Round 2'!E2 (#1 - #2 1-0) says #2 L1 with black, but Wallchart!D3 is blank");
    const real = problem("SIDES_DISAGREE", "'Round 1'!B3 (#4 - #3 0-1) says #4 L3 with white, but Wallchart!C5 has \"X3w\"");
    const o = problemsFirst([typed, typed2, real]).outcome;
    expect(o.kind === "refused" ? [o.message, o.problems] : o.kind).toEqual([
      "The event has 1 problem to put right first:",
      [real.message, "Round 2 has 1 result typed, not yet entered: press Enter results too."],
    ]);
  });
});

describe("no truncation line without the lines it truncates", () => {
  const typedOn = (sheet: string, n: number) =>
    Array.from({ length: n }, (_, i) => problem("SIDES_DISAGREE", `'${sheet}'!B${i + 2} (#${2 * i + 1} - #${2 * i + 2} 1-0) says #${2 * i + 1} W${2 * i + 2} with white, but Wallchart!E${i + 2} is blank`));
  test("issue 29: every listed line filtered away leaves no 'and 98 more problems'", () => {
    const list = [...typedOn("Round 3", 100), problem("BAD_CELL", "and 98 more problems")];
    const p = plainProblems(list);
    expect(p.other).toEqual([]);
    expect(p.more).toBeNull();
    expect(p.typed).toEqual([{ sheet: "Round 3", results: 100 }]);
  });
  test("under real lines, the count says what it may hold", () => {
    const list = [problem("BAD_CELL", "Wallchart!C4: \"W99\" names opponent 99"), ...typedOn("Round 3", 3), problem("BAD_CELL", "and 98 more problems")];
    const p = plainProblems(list);
    expect(p.other).toEqual(["Wallchart!C4: \"W99\" names opponent 99"]);
    expect(p.more).toBe("and 98 more not listed (results typed, or problems): put these right, then look again");
  });
  test("Enter results lists no other problem when the rest were its own round's typed results", async () => {
    const h = harness(sampleBook(20, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    const o = expectDone(await h.run("enterResults"));
    expect(o.details ?? []).toEqual([]);
  });
});

describe("settings that do not apply to the chosen system", () => {
  test("FIDE Dutch with 'Keep team-mates apart' ticked: saved without claiming US Chess 28N", async () => {
    const h = harness(sampleBook(4, 3));
    const o = expectDone(await h.run("saveSettings", { settings: { system: "DUTCH", separateTeams: true, rounds: 5 } }));
    expect(o.message).not.toMatch(/28N|team-mates/);
    const u = expectDone(await h.run("saveSettings", { settings: { system: "USCF", separateTeams: true, baku: true, rounds: 5 } }));
    expect(u.message).toMatch(/; team-mates kept apart where possible \(US Chess 28N\); 5 rounds\.$/);
    expect(u.message).not.toMatch(/Baku/);
  });
  test("the reason the pane shows beside a disabled setting", () => {
    expect(settingIdle("separateTeams", "USCF")).toBeNull();
    expect(settingIdle("separateTeams", "DUTCH")).toBe("Only US Chess pairings keep team-mates apart (rule 28N); FIDE Dutch (C.04.3) has no such rule.");
    expect(settingIdle("baku", "DUTCH")).toBeNull();
    expect(settingIdle("baku", "USCF")).toBe("The Baku acceleration (FIDE C.04.7) is used with FIDE Dutch pairings only; US Chess (rules 27–29) does not use it.");
  });
});
