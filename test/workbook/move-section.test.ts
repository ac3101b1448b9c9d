/**
 * Moving a player between sections after round 1 (issue 25 item 5): as a late entry (withdrawn from
 * the first section with every game kept, byes in the other for the rounds missed) or with the
 * points carried where both sections' rules allow it; one undoable step; nothing played is lost.
 */
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook, readWorkbook, type Sheet } from "../../src/core/formats/workbook";
import { score } from "../../src/core/model/points";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { sectionSheet } from "../../src/workbook/sections";
import { expectDone, harness, typeResults, type Harness } from "./helpers";

function twoSections(): MemoryWorkbook {
  const sheets = [
    ...makeWorkbook({ ...sampleTournament({ players: 10, rounds: 0, seed: 11 }), totalRounds: 5 }).sheets.map((s) => ({ ...s, name: sectionSheet("Open", s.name) })),
    ...makeWorkbook({ ...sampleTournament({ players: 8, rounds: 0, seed: 12 }), totalRounds: 5 }).sheets.map((s) => ({ ...s, name: sectionSheet("U1400", s.name) })),
  ];
  const wb = new MemoryWorkbook(sheets);
  wb.activate("Open Players");
  return wb;
}

async function play(h: Harness, section: string, round: number): Promise<void> {
  expectDone(await h.run("pairNext", { inSection: section }));
  typeResults(h.wb, `${section} Round ${round}`);
  expectDone(await h.run("enterResults", { inSection: section }));
}

/** A section as the core reads it (its own sheets under their plain names). */
function section(h: Harness, name: string) {
  const sheets: Sheet[] = h.wb
    .toSheets()
    .filter((s) => s.name.startsWith(`${name} `))
    .map((s) => ({ name: s.name.slice(name.length + 1), cells: s.cells }));
  return readWorkbook({ sheets });
}

describe("Move between sections after round 1 (issue 25 item 5)", () => {
  test("as a late entry: withdrawn from U1400 with every game kept, #11 in the Open with ½-point byes; both sections pair on; one undo puts it back", async () => {
    const h = harness(twoSections());
    for (const r of [1, 2]) for (const s of ["Open", "U1400"]) await play(h, s, r);
    const before = h.wb.toSheets();
    const u = section(h, "U1400").value;
    const mover = u.players[0]!;
    const o = expectDone(await h.run("movePlayer", { player: 1, from: "U1400", to: "Open", how: "late", missed: "H" }));
    expect(o.message).toBe(
      `Moved #1 ${mover.name} from section U1400 to section Open as #11: withdrawn from section U1400 from round 3 (every game played there stays), in section Open from round 3; rounds 1–2 missed: half-point byes.`,
    );
    const after = section(h, "U1400");
    expect(after.problems).toEqual([]);
    expect(after.value.players[0]?.rounds).toEqual(mover.rounds);
    expect(after.value.players[0]?.requests).toEqual({ 3: "withdrawn" });
    const open = section(h, "Open");
    expect(open.problems).toEqual([]);
    const moved = open.value.players[10]!;
    expect([moved.id, moved.name, moved.rating, moved.joinedRound]).toEqual([11, mover.name, mover.rating, 3]);
    expect(moved.rounds.map((e) => e?.kind)).toEqual(["halfBye", "halfBye"]);
    // Round 3: the mover is paired in the Open and not in U1400.
    expectDone(await h.run("pairNext", { inSection: "Open" }));
    expectDone(await h.run("pairNext", { inSection: "U1400" }));
    expect(h.wb.values("Open Round 3").flat().some((c) => String(c).startsWith("#11 "))).toBe(true);
    // In U1400 the mover is withdrawn: listed as absent (U), on no board.
    const r3 = h.wb.values("U1400 Round 3").find((r) => String(r[1]).startsWith("#1 "));
    expect([r3?.[0], r3?.[4]]).toEqual([null, "U"]);
    // Undo the two pairings and the move: the workbook as it was.
    for (const s of ["U1400", "Open"]) {
      const undo = await h.run("undo", { inSection: s });
      expectDone(undo.kind === "confirm" ? await h.run("undo", { inSection: s, acknowledged: undo.warnings ?? [] }) : undo);
    }
    const undo = await h.run("undo");
    expectDone(undo.kind === "confirm" ? await h.run("undo", { acknowledged: undo.warnings ?? [] }) : undo);
    // (Every sheet as it was; pairing moves the past rounds' lists by name to the end of the tabs, and
    // undoing a pairing leaves them there, so the tab order is not compared.)
    const byName = (sheets: { name: string }[]) => [...sheets].sort((x, y) => x.name.localeCompare(y.name));
    expect(byName(h.wb.toSheets())).toEqual(byName(before));
  });

  test("with the points carried: each round as an unplayed round of the same points, the score the same in both sections", async () => {
    const h = harness(twoSections());
    for (const r of [1, 2]) for (const s of ["Open", "U1400"]) await play(h, s, r);
    const mover = section(h, "U1400").value.players[2]!;
    const o = expectDone(await h.run("movePlayer", { player: 3, from: "U1400", to: "Open", how: "carry" }));
    expect(o.message).toMatch(/^Moved #3 .* as #11: .* rounds 1–2 carried as (FPB|H|U), (FPB|H|U) \([\d.]+ points?, the games themselves stay in section U1400\)\.$/);
    const moved = section(h, "Open").value.players[10]!;
    expect(score(moved, 2)).toBe(score(mover, 2));
    expect(moved.rounds.every((e) => e?.opponent === 0)).toBe(true);
  });

  test("carrying is refused where the rules do not allow it (the other section has paired fewer rounds); nothing changes", async () => {
    const h = harness(twoSections());
    for (const r of [1, 2]) await play(h, "U1400", r);
    await play(h, "Open", 1);
    const before = h.wb.toSheets();
    const o = await h.run("movePlayer", { player: 2, from: "U1400", to: "Open", how: "carry" });
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/^The games cannot be carried: section Open has paired 1 round, section U1400 2 rounds: round 2 cannot be carried into a round not paired there\. Move .* as a late entry instead; nothing was changed\.$/);
    expect(h.wb.toSheets()).toEqual(before);
  });
});
