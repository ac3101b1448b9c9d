/**
 * Issue 29, item 3: the desk for several sections. Each section's line says where it stands and
 * offers the one step it needs next; importing several files names every file.
 */
import { sectionStep } from "../../taskpane/sections-overview";
import { importReport } from "../../taskpane/sections-pane";

const base = { layout: "standard" as const, players: 40, rounds: 5, problems: [] as string[], missing: 0, typed: 0, paired: 0 };

describe("a section's line in the overview", () => {
  test("results missing: the round and the count, no button until something is typed", () => {
    expect(sectionStep({ ...base, paired: 3, missing: 3 })).toEqual({ text: "round 3 of 5 · 3 results missing", action: null });
  });
  test("results typed, not yet entered: Enter results", () => {
    expect(sectionStep({ ...base, paired: 3, typed: 4, missing: 1 })).toEqual({
      text: "round 3 of 5 · 4 results typed, not yet entered · 1 result missing",
      action: { name: "enterResults", label: "Enter results" },
    });
  });
  test("round complete: ready to pair the next, with its number on the button", () => {
    expect(sectionStep({ ...base, paired: 3 })).toEqual({ text: "ready to pair round 4", action: { name: "pairNext", label: "Pair round 4" } });
    expect(sectionStep({ ...base, paired: 0 })).toEqual({ text: "ready to pair round 1", action: { name: "pairNext", label: "Pair round 1" } });
  });
  test("every round played, no players, a problem to put right", () => {
    expect(sectionStep({ ...base, paired: 5 })).toEqual({ text: "all 5 rounds played", action: null });
    expect(sectionStep({ ...base, players: 0 })).toEqual({ text: "no players yet", action: null });
    expect(sectionStep({ ...base, paired: 2, problems: ["Wallchart!C4: …"] }).text).toBe("ready to pair round 3 · 1 problem to put right");
  });
});

describe("importing several TRF files as sections names every file", () => {
  test("two files imported: both named, each with its own answer", () => {
    const o = importReport(
      [
        { file: "Open.trf", section: "Open", outcome: { kind: "done", message: "Imported 40 players and 3 rounds." } },
        { file: "U1600.trf", section: "U1600", outcome: { kind: "done", message: "Imported 22 players and 3 rounds." } },
      ],
      2,
    );
    expect(o).toEqual({
      kind: "done",
      message: "Imported 2 files as sections: Open.trf → section Open, U1600.trf → section U1600.",
      details: [
        "Open.trf → section Open: Imported 40 players and 3 rounds.",
        "U1600.trf → section U1600: Imported 22 players and 3 rounds.",
      ],
    });
  });
  test("the second of three refused: the first named as imported, the second's problems shown, the third not tried", () => {
    const o = importReport(
      [
        { file: "Open.trf", section: "Open", outcome: { kind: "done", message: "Imported 40 players." } },
        { file: "U1600.trf", section: "U1600", outcome: { kind: "refused", message: "U1600.trf is not a TRF file.", problems: ["line 1: …"] } },
      ],
      3,
    );
    expect(o.kind).toBe("refused");
    expect(o.message).toBe("Imported 1 file as a section: Open.trf → section Open. U1600.trf was not imported, and the 1 file after it was not tried.");
    expect(o.kind === "refused" ? o.problems : []).toEqual([
      "Open.trf → section Open: Imported 40 players.",
      "U1600.trf → section U1600: U1600.trf is not a TRF file.",
      "line 1: …",
    ]);
  });
});
