/** `wallchart gp` and `wallchart qualify`, in-process (seed 002 Enclosure 1 and §3.f; seed 000 rule 1). */
import { join } from "path";
import { cli, tempDir, writeTemp } from "./helpers";

const fixtures = join(__dirname, "..", "fixtures", "gp");
const k12 = join(fixtures, "seed002_k12.csv");

describe("wallchart gp --scheme VCF", () => {
  test("seed 002 K-12 table: AR 1831 from 29289 / 16, every player's points to the last decimal, schools", async () => {
    const r = await cli("gp", k12, "--scheme", "VCF", "--section", "K-12");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("NoP 16, 5 rounds, AR 1831 (29289 / 16 = 1830.5625)");
    for (const [name, pts] of [
      ["Thomas", "32.2960"],
      ["Sally", "20.5072"],
      ["Jeff", "14.6480"],
      ["Peter G.", "11.7184"],
      ["Kiki", "8.7888"],
      ["Sai", "5.8592"],
    ]) {
      expect(r.out).toMatch(new RegExp(`${name!.replace(".", "\\.")}\\s.*\\s${pts}$`, "m"));
    }
    expect(r.out).toMatch(/^\s*3-7\s+Yusef\s+JOHS\s+3\s+60%\s+17\.5776$/m);
    expect(r.out).toContain("Thomas is clear first: the 3 bonus points are included.");
    expect(r.out).toMatch(/^\s*1\s+ABHS\s+49\.8736\s+2\s+2154\s+no$/m); // Thomas + Akil; top-4 rating average 2154
  });

  test("bad input: a score above the rounds played (rounds column) names the line and the player", async () => {
    const dir = tempDir();
    const f = writeTemp(dir, "bad.csv", "Name,Rating,Rounds,Score\nAnn,1500,5,3\nBob,1400,2,2.5\nCy,1300,5,6\n");
    const r = await cli("gp", f, "--scheme", "vcf");
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${f}, line 3 (Bob): a score of 2.5 is more than the 2 rounds played`);
    expect(r.err).toContain(`${f}, line 4 (Cy): a score of 6 is more than the 5 rounds played`);
  });

  test("a missing column is named; --rounds gives SP's denominator when the table has no rounds", async () => {
    const dir = tempDir();
    const r = await cli("gp", writeTemp(dir, "r.csv", "Name,Score\nAnn,3\n"), "--scheme", "VCF", "--rounds", "5");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/line 1: no "rating" column/);
    const noRounds = await cli(
      "gp",
      writeTemp(dir, "n.csv", "Name,Score,Rating\nAnn,3,1000\nBo,2,1000\n"),
      "--scheme",
      "VCF",
    );
    expect(noRounds.code).toBe(1);
    expect(noRounds.err).toMatch(/the number of rounds is unknown \(give --rounds N/);
    const ok = await cli(
      "gp",
      writeTemp(dir, "n.csv", "Name,Score,Rating\nAnn,3,1000\nBo,2,1000\n"),
      "--scheme",
      "VCF",
      "--rounds",
      "5",
    );
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/Ann\s+3\s+60%\s+4\.2000$/m); // 1000 × 0.6 × 2 / 1000 + 3
  });

  test("an .xlsx players table (the first sheet) reads like the CSV", async () => {
    const ExcelJS = await import("exceljs");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("K-12");
    ws.addRow(["Name", "Post Rating", "Game Score"]);
    ws.addRow(["Thomas", 2324, 5]);
    ws.addRow(["Sally", 2153, 3.5]);
    const f = join(tempDir(), "k12.xlsx");
    await wb.xlsx.writeFile(f);
    const r = await cli("gp", f, "--scheme", "VCF", "--rounds", "5");
    expect(r.err).toBe("");
    // AR round(4477 / 2) = 2239; Sally 2239 × 0.7 × 2 / 1000 = 3.1346
    expect(r.out).toMatch(/Sally\s+3\.5\s+70%\s+3\.1346$/m);
  });
});

describe("wallchart gp --scheme ACF1..ACF5", () => {
  const csv = [
    "Name,Score,Rating,Sex,Birth,State",
    "Ann,6,2105,F,1960-03-01,Vic",
    "Bob,5,1990,M,1976-01-02,NSW",
    "Cy,5,,M,1977-06-30,Qld",
    "Di,5,1550,F,1980-05-05,Vic",
    "Ed,4,1700,M,1976-01-01,SA",
    "Flo,2,1200,W,,WA",
  ].join("\n");

  test("000 rule 1: class 1, a three-way tie sharing places 2–4 (10/3 each)", async () => {
    const f = writeTemp(tempDir(), "ev.csv", csv);
    const r = await cli("gp", f, "--scheme", "ACF1");
    expect(r.code).toBe(0);
    expect(r.out).toContain("class 1 (8, 5, 3, 2, 1)");
    expect(r.out).toMatch(/^\s*2-4\s+Bob\s+5\s+2-4\s+3\.3333$/m);
    expect(r.out).toMatch(/^\s*1\s+Ann\s+6\s+1\s+8$/m);
  });

  test("000 rules 1–3: every category at once; juniors by 1 January; unrated only in Open and the special categories", async () => {
    const f = writeTemp(tempDir(), "ev.csv", csv);
    const r = await cli("gp", f, "--scheme", "ACF5", "--category", "ALL", "--year", "1994");
    expect(r.code).toBe(0);
    const line = (name: string) => r.out.split("\n").find((l) => l.includes(` ${name} `)) ?? "";
    const cells = (name: string) => line(name).trim().split(/\s+/).slice(3);
    expect(r.out).toMatch(/Place\s+Name\s+Score\s+OPEN\s+U2000\s+U1600\s+WOMEN\s+GIRLS\s+JUNIORS/);
    // ACF5: 25, 20, 15, 10, 8, 6 …
    expect(cells("Ann")).toEqual(["25", "-", "-", "25", "-", "-"]); // rated 2105: not U2000
    expect(cells("Bob")).toEqual(["15", "22.5", "-", "-", "-", "20"]); // born 2 Jan 1976: a junior in 1994
    expect(cells("Cy")).toEqual(["15", "-", "-", "-", "-", "20"]); // unrated: Open and Juniors only
    expect(cells("Di")).toEqual(["15", "22.5", "25", "20", "25", "20"]); // a girl is a junior too
    expect(cells("Ed")).toEqual(["8", "15", "-", "-", "-", "-"]); // born 1 Jan 1976: 18 on 1 January 1994
    expect(cells("Flo")).toEqual(["6", "10", "20", "15", "-", "-"]); // no birth date: not a junior
  });

  test("an unknown class lists the valid ones (exit 2)", async () => {
    const r = await cli("gp", k12, "--scheme", "ACF6");
    expect(r.code).toBe(2);
    expect(r.err).toContain('--scheme "ACF6" is not a scheme (expected ACF1, ACF2, ACF3, ACF4, ACF5, VCF)');
  });

  test("an unknown category lists the valid ones (exit 2)", async () => {
    const r = await cli("gp", k12, "--scheme", "ACF1", "--category", "SENIORS");
    expect(r.code).toBe(2);
    expect(r.err).toContain("OPEN, U2000, U1600, WOMEN, GIRLS, JUNIORS or ALL");
  });
});

describe("wallchart qualify", () => {
  test("seed 002 K-12 players (8 of them, averaging 2049): Table 1 4, add 1 → 5 qualify; qualified players skipped", async () => {
    const dir = tempDir();
    const f = writeTemp(
      dir,
      "k12.csv",
      "Name,Post Rating,Qualified\nThomas,2324,TRUE\nSally,2153,\nYusef,2097,\nAkil,1984,yes\nSharon,1917,\nMike,1928,\nAnand,1826,\nJeff,2163,\n",
    );
    const r = await cli("qualify", f, "--section", "K-12");
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "8 players, average post-event rating 2049 (16392 / 8): Table 1 gives 4, Table 2 add 1 → 5 qualify.",
    );
    expect(r.out).toMatch(/^\s*2\s+Sally$/m);
    expect(r.out).toMatch(/^\s*7\s+Anand$/m);
    expect(r.out).not.toMatch(/Jeff/);
    expect(r.out).toContain("Already qualified, skipped: 1. Thomas, 4. Akil.");
  });

  test("an unknown section lists the valid ones (exit 2)", async () => {
    const r = await cli("qualify", k12, "--section", "K-6");
    expect(r.code).toBe(2);
    expect(r.err).toContain('--section: "K-6" is not a VCF section (expected K-3, K-5, K-8, K-12)');
  });

  test("002 §3.f.4: --berths from a rating list, declines passed down but never below the top 15", async () => {
    const lines = ["Name,Regular,Online,Declined"];
    for (let i = 1; i <= 18; i++)
      lines.push(`P${i},${2000 - i * 10},${i === 18 ? 2500 : ""},${i <= 8 && i !== 18 ? "yes" : ""}`);
    const r = await cli("qualify", writeTemp(tempDir(), "list.csv", lines.join("\n")), "--berths");
    expect(r.code).toBe(0);
    const names = r.out
      .split("\n")
      .slice(2)
      .map((l) => l.trim().split(/\s+/)[1]);
    expect(names).toEqual(["P18", "P9", "P10", "P11", "P12", "P13", "P14"]);
  });
});
