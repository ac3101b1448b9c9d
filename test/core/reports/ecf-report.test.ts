import { readFileSync } from "fs";
import { join } from "path";
import type { Sheet } from "../../../src/core/formats/workbook";
import { parseTimeControl } from "../../../src/core/rules/time-control";
import { ecfTimeFields, makeEcfReport } from "../../../src/core/reports/ecf-report";
import { uscfInputFromWorkbook } from "../../../src/workbook/uscf-input";
import { congress } from "./ecf-congress";

function run(sheets: Sheet[]) {
  const read = uscfInputFromWorkbook({ sheets });
  expect(read.problems.map((p) => p.message)).toEqual([]);
  const r = makeEcfReport(read.input);
  return { value: r.value, problems: r.problems.map((p) => p.message) };
}

describe("ECF results submission file", () => {
  it("writes the event details, one PIN a player across the sections, and each game played once, forfeits and byes left out", () => {
    const r = run(congress());
    expect(r.problems).toEqual([]);
    expect(r.value?.text).toBe(readFileSync(join(__dirname, "../../fixtures/ecf/anytown.txt"), "utf8"));
    expect(r.value?.text.split("\n")).toEqual([
      "#EVENT DETAILS",
      "#EVENT CODE=AB26ANY",
      "#SUBMISSION INDEX=1",
      "#EVENT NAME=Anytown Congress",
      "#EVENT DATE=09/05/2026",
      "#FINAL RESULT DATE=10/05/2026",
      "#RESULTS OFFICER=Jane Smith",
      "#RESULTS OFFICER ADDRESS=jane@example.org",
      "#TREASURER=John Doe",
      "#TREASURER ADDRESS=john@example.org",
      "#MINUTES FOR GAME=90",
      "#SECONDS PER MOVE=15",
      "#PLAYER LIST",
      "#PIN=1#ECF CODE=123456A#NAME=Adams, Michael",
      "#PIN=2#ECF CODE=234567B#NAME=Brown, Anne",
      "#PIN=3#NAME=Clarke, Tom",
      "#PIN=4#ECF CODE=345678C#NAME=Davies, Sue",
      "#PIN=5#ECF CODE=456789D#NAME=Evans, Dai",
      "#PIN=6#ECF CODE=567890E#NAME=Fox, Liz",
      "#PIN=7#ECF CODE=678901F#NAME=Green, Al",
      "#SECTION RESULTS=Anytown Congress",
      "#PIN1=1#SCORE=10#PIN2=3#ROUND=1#COLOUR=WHITE#GAME DATE=09/05/2026",
      "#PIN1=2#SCORE=55#PIN2=1#ROUND=2#COLOUR=WHITE#GAME DATE=09/05/2026",
      "#PIN1=4#SCORE=01#PIN2=2#ROUND=1#COLOUR=WHITE#GAME DATE=09/05/2026",
      "#PIN1=3#SCORE=01#PIN2=2#ROUND=3#COLOUR=WHITE#GAME DATE=10/05/2026",
      "#PIN1=3#SCORE=10#PIN2=4#ROUND=2#COLOUR=WHITE#GAME DATE=09/05/2026",
      "#SECTION RESULTS=Minor",
      "#PIN1=5#SCORE=10#PIN2=6#ROUND=1#GAME DATE=09/05/2026",
      "#PIN1=7#SCORE=01#PIN2=6#ROUND=2#COLOUR=WHITE#GAME DATE=09/05/2026",
      "#FINISH#",
      "",
    ]);
    expect(r.value?.games).toBe(7);
    expect(r.value?.warnings).toEqual(["Players!D4: no ECF code for Clarke, Tom (#3); written without one (the ECF gives a new player a code)"]);
  });

  it("every played game once, with its two players' scores adding to one (a property of the lines)", () => {
    const text = run(congress()).value?.text ?? "";
    const games = text.split("\n").filter((l) => l.startsWith("#PIN1="));
    for (const g of games) expect(g).toMatch(/^#PIN1=\d+#SCORE=(10|01|55)#PIN2=\d+#ROUND=\d+/);
    const keys = games.map((g) => /#PIN1=(\d+)#SCORE=\d+#PIN2=(\d+)#ROUND=(\d+)/.exec(g)?.slice(1).sort().join(","));
    expect(new Set(keys).size).toBe(games.length);
  });

  it("refuses, naming each cell, when what the ECF needs is missing or wrong", () => {
    const sheets = congress().map((s) =>
      s.name === "Tournament"
        ? { ...s, cells: s.cells.filter((r) => r[0] !== "Treasurer" && r[0] !== "ECF event code").map((r) => (r[0] === "Time control" ? ["Time control", "40/90 repeating"] : r)) }
        : s.name === "Minor Players"
          ? { ...s, cells: s.cells.map((r, i) => (i === 2 ? [r[0] ?? null, r[1] ?? null, "56789"] : r)) }
          : s,
    );
    expect(run(sheets).problems).toEqual([
      'the Tournament sheet has no "ECF event code" row: the event code the ECF\'s rating officer gave (your two-letter grader prefix and the event\'s own letters)',
      'the Tournament sheet has no "Treasurer" row: the treasurer\'s name (whom the ECF bills for game fees)',
      'Tournament!B6: "40/90 repeating" has a shape the ECF\'s time fields cannot say (at most three sessions, the last for the rest of the game)',
      "'Minor Players'!C3: \"56789\" is not an ECF code (six digits and a letter, as 123456A) for Fox, Liz (#2)",
    ]);
  });
});

describe("ECF time limit fields", () => {
  it.each([
    ["G/90+30", [["MINUTES FOR GAME", "90"], ["SECONDS PER MOVE", "30"]]],
    ["40/90 SD/30", [["MOVES FIRST SESSION", "40"], ["MINUTES FIRST SESSION", "90"], ["MINUTES REST OF GAME", "30"]]],
    ["40/120 20/60 G/30", [["MOVES FIRST SESSION", "40"], ["MINUTES FIRST SESSION", "120"], ["MOVES SECOND SESSION", "20"], ["MINUTES SECOND SESSION", "60"], ["MINUTES REST OF GAME", "30"]]],
  ])("%s", (tc, fields) => {
    expect(ecfTimeFields(parseTimeControl(tc))).toEqual(fields);
  });
});
