import { cli } from "./helpers";

describe("wallchart round-robin", () => {
  test("a double round robin of 4 players: 6 rounds, the first cycle's last two swapped (C.05 Annex 1)", async () => {
    const r = await cli("round-robin", "4", "--cycles", "2", "--format", "csv");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n")).toEqual([
      "Round,Board,White,Black",
      "1,1,1,4",
      "1,2,2,3",
      "2,1,2,4",
      "2,2,3,1",
      "3,1,4,3",
      "3,2,1,2",
      "4,1,4,1",
      "4,2,3,2",
      "5,1,3,4",
      "5,2,2,1",
      "6,1,4,2",
      "6,2,1,3",
    ]);
  });
  test("an odd field lists the bye; a seed draws the seats and says so", async () => {
    const r = await cli("round-robin", "5", "--seed", "42");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/BYE/);
    expect(r.out).toMatch(/Seats drawn with seed 42: 1: #\d/);
    const json = JSON.parse((await cli("round-robin", "5", "--seed", "42", "--format", "json")).out) as {
      seats: number[];
      rounds: { bye: number }[];
    };
    expect([...json.seats].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(json.rounds.map((x) => x.bye).sort()).toEqual([1, 2, 3, 4, 5]);
  });
  test("bad input: exit 2 for the command line, 1 for an impossible size", async () => {
    expect((await cli("round-robin", "x")).code).toBe(2);
    const one = await cli("round-robin", "1");
    expect(one.code).toBe(1);
    expect(one.err).toMatch(/a round robin is for 2 to 9999 players, got 1/);
  });
});

describe("wallchart crosstable --square", () => {
  test("a round robin's crosstable as players × players with score and SB (by hand: Ann 2½ SB 2½)", async () => {
    const { tempDir, writeTemp } = await import("./helpers");
    const file = writeTemp(tempDir(), "rr.csv", ["#,Name,R1,R2,R3", "1,Ann,W4w,D2w,W3b", "2,Bob,D3w,D1b,W4w", "3,Cy,D2b,W4b,L1w", "4,Dee,L1b,L3w,L2b"].join("\n"));
    const r = await cli("crosstable", file, "--square", "--format", "csv");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n").slice(0, 5)).toEqual([
      "Place,No.,Name,Rating,1,2,3,4,Score,SB",
      "1,1,Ann,unr.,■,½,1,1,2½,2½",
      "2,2,Bob,unr.,½,■,½,1,2,2",
      "3,3,Cy,unr.,0,½,■,1,1½,1",
      "4,4,Dee,unr.,0,0,0,■,0,0",
    ]);
  });
});
