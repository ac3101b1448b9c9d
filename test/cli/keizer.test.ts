import { cli, tempDir, writeTemp } from "./helpers";

// docs/keizer.md's worked example: six members, two nights.
const CLUB = ["#,Name,R1,R2", "1,Anna,W2w,D3b", "2,Bram,L1b,FPB", "3,Cees,D4b,D1w", "4,Dirk,D3w,L6b", "5,Els,L6w,H", "6,Fenna,W5b,W4w"].join("\n");
const NIGHT1 = ["#,Name,R1", "1,Anna,W2w", "2,Bram,L1b", "3,Cees,D4b", "4,Dirk,D3w", "5,Els,L6w", "6,Fenna,W5b"].join("\n");

describe("wallchart keizer", () => {
  const dir = tempDir();
  const club = writeTemp(dir, "club.csv", CLUB);
  const night1 = writeTemp(dir, "night1.csv", NIGHT1);

  test("the ranking after night 2 of the worked example, scores as a club writes them", async () => {
    const r = await cli("keizer", club, "--format", "csv");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n").map((l) => l.split(",").slice(0, 5).join(","))).toEqual([
      "Rank,#,Name,Score,Value",
      "1,1,Anna,10½,6",
      "2,3,Cees,9½,5",
      "3,6,Fenna,8,4",
      "4,4,Dirk,5½,3",
      "5,2,Bram,3⅓,2",
      "6,5,Els,1⅓,1",
    ]);
  });

  test("--pair: night 2 with Els absent with notice and Bram on club duty", async () => {
    const r = await cli("keizer", night1, "--pair", "--notice", "Els", "--duty", "2", "--format", "csv");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n")).toEqual([
      "Board,White,,Black,",
      "1,3,Cees,1,Anna",
      "2,6,Fenna,4,Dirk",
      ",2,Bram,club duty,",
      ",5,Els,absent with notice,",
    ]);
  });

  test("a member who is not on the list, and a night with one member present, are sentences (exit 1)", async () => {
    const bad = await cli("keizer", night1, "--pair", "--absent", "Xavier");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--absent: "Xavier" is not on the members list (expected a name as the file spells it, or a number from 1 to 6)');
    const alone = await cli("keizer", night1, "--pair", "--absent", "1,2,3,4", "--notice", "Els");
    expect(alone.code).toBe(1);
    expect(alone.err).toContain("Night 2: only #6 Fenna is marked present");
  });
});
