import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { cli, tempDir, writeTemp } from "./helpers";
import { expectGolden } from "../golden";

const FIX = join(__dirname, "..", "fixtures");
const A = join(FIX, "1967", "a-division.csv");
const SPRING = join(FIX, "outputs", "spring-open.csv");
const PRIZES = join(FIX, "outputs", "spring-prizes.csv");

describe("wallchart crosstable", () => {
  test("seed 001 A division as a table (Median, Solkoff, Sonneborn-Berger)", async () => {
    const r = await cli("crosstable", A, "--tiebreaks", "median,solkoff,sonneborn-berger");
    expect(r.code).toBe(0);
    expectGolden("cli-crosstable-1967-a.txt", r.out);
  });

  test("csv and html", async () => {
    const csv = await cli("crosstable", SPRING, "--format", "csv");
    expect(csv.out.split("\n")[0]).toBe(
      "Place,No.,Name,Rating,Rd 1,Rd 2,Rd 3,Rd 4,Score,Modified Median,Solkoff,Cumulative,Cumulative of Opposition",
    );
    expectGolden("cli-crosstable-spring.csv", csv.out);
    const html = await cli("crosstable", SPRING, "--format", "html");
    expect(html.out).toMatch(/^<!DOCTYPE html>/);
    expect(html.out).not.toMatch(/<script/);
  });

  test("a bad --format or --rounds is a usage error (exit 2)", async () => {
    expect((await cli("crosstable", SPRING, "--format", "pdf")).code).toBe(2);
    expect((await cli("crosstable", SPRING, "--rounds", "0")).code).toBe(2);
  });
});

describe("the posting commands rank as `standings` does (--tiebreaks, --rules, --unrated)", () => {
  // A round robin where #1 beat #2 by forfeit (C.07 counts it as a game there): no --tiebreaks
  // gives C.07's round-robin order, --rules SWISS the US one, in every command as in `standings`.
  const rr = () =>
    writeTemp(
      tempDir(),
      "rr.csv",
      "#,Name,Rating,R1,R2,R3\n1,Ann,,X2,L3,D4\n2,Bob,,F1,W4,D3\n3,Cy,,D4,W1,D2\n4,Di,,D3,L2,D1\n",
    );

  test("crosstable, standings and prizes agree, with and without --rules SWISS", async () => {
    const file = rr();
    for (const extra of [[], ["--rules", "SWISS"]]) {
      const st = JSON.parse((await cli("standings", file, "--format", "json", ...extra)).out) as { id: number }[];
      const ct = JSON.parse((await cli("crosstable", file, "--format", "json", ...extra)).out) as {
        columns: { code: string }[];
        rows: { id: number }[];
      };
      expect(ct.rows.map((r) => r.id)).toEqual(st.map((r) => r.id));
      expect(ct.columns[0]?.code).toBe(extra.length === 0 ? "FIDE_SB" : "MODIFIED_MEDIAN");
    }
    const prizes = writeTemp(tempDir(), "p.csv", "Prize,Amount\n1st,40\n");
    const won = JSON.parse(
      (await cli("prizes", file, "--prizes", prizes, "--mode", "fide", "--format", "json")).out,
    ) as {
      winners: { id: number }[];
    };
    expect(won.winners.map((w) => w.id)).toEqual([3]);
  });

  test("--unrated gives FIDE_ARO the rating of unrated opponents; without it the row is named (exit 1)", async () => {
    const file = writeTemp(
      tempDir(),
      "u.csv",
      "#,Name,Rating,R1,R2\n1,Ann,2000,W2,W3\n2,Bob,,L1,W4\n3,Cy,1800,W4,L1\n4,Di,1700,L3,L2\n",
    );
    const bad = await cli("crosstable", file, "--tiebreaks", "FIDE_ARO");
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/#2 Bob\): no rating/);
    const good = await cli("crosstable", file, "--tiebreaks", "FIDE_ARO", "--unrated", "1000", "--format", "csv");
    expect(good.code).toBe(0);
    expect(good.out.split("\n")[1]).toMatch(/^1,1,Ann,2000,W2w?,W3b?,2,1400$/);
    expect((await cli("teams", file, "--unrated", "x")).code).toBe(2);
  });
});

describe("wallchart prizes", () => {
  test("US split with the reasoning", async () => {
    const r = await cli("prizes", SPRING, "--prizes", PRIZES, "--year", "2026", "--team-method", "vcf");
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "#1 Alice Ng, #2 Ben Ortiz tied on 3 points bring in $300.00 (1st) + $200.00 (2nd) = $500.00, one prize each, shared equally (US Chess 32B3): $250.00 each.",
    );
    expectGolden("cli-prizes-spring.txt", r.out);
  });

  test("json", async () => {
    const r = await cli("prizes", SPRING, "--prizes", PRIZES, "--mode", "fide", "--format", "json");
    const list = JSON.parse(r.out) as { mode: string; winners: { id: number; cents: number }[] };
    expect(list.mode).toBe("FIDE");
    expect(list.winners.find((w) => w.id === 1)?.cents).toBe(30000);
  });

  test("a bad prize list names the row (exit 1); no --prizes is a usage error (exit 2)", async () => {
    const dir = tempDir();
    const bad = writeTemp(dir, "p.csv", "Prize,Amount\n1st,300\nBest hat,10\n");
    const r = await cli("prizes", SPRING, "--prizes", bad);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${bad} row 3: "Best hat" is not a prize`);
    expect((await cli("prizes", SPRING)).code).toBe(2);
  });
});

describe("wallchart teams", () => {
  test("VCF way (seed 002: top 4, Solkoff, Cumulative, Opposition Cumulative)", async () => {
    const r = await cli("teams", SPRING, "--method", "vcf");
    expect(r.code).toBe(0);
    expectGolden("cli-teams-spring-vcf.txt", r.out);
  });
  test("US scholastic way, top 3", async () => {
    const r = await cli("teams", SPRING, "--method", "us", "--top", "3", "--format", "csv");
    expect(r.out.split("\n")[1]).toMatch(/^1,NHS,8½,/);
  });
});

describe("wallchart html", () => {
  test("writes the page set", async () => {
    const dir = tempDir();
    const r = await cli("html", SPRING, "-o", dir, "--prizes", PRIZES, "--teams", "vcf", "--section", "Open");
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([
      "crosstable.html",
      "index.html",
      "prizes.html",
      "round-1.html",
      "round-2.html",
      "round-3.html",
      "round-4.html",
      "teams.html",
      "this-round.html",
    ]);
    expect(readFileSync(join(dir, "round-2.html"), "utf8")).toContain("Round 2: find your board");
    // Issue 24 (6): the round just posted, a line a player, each an anchor a phone opens at.
    const now = readFileSync(join(dir, "this-round.html"), "utf8");
    expect(now).toContain("<h2>Round 4: find your board</h2>");
    expect(now).toMatch(/<li id="alice-ng"><b>Alice Ng /);
  });
  test("no -o is a usage error", async () => {
    expect((await cli("html", SPRING)).code).toBe(2);
  });

  test("a folder that is not empty is refused without --force; with it, an earlier run's pages are not left behind", async () => {
    const dir = tempDir();
    expect((await cli("html", SPRING, "-o", dir, "--prizes", PRIZES)).code).toBe(0);
    const again = await cli("html", SPRING, "-o", dir);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/is not empty \(8 entries\): use --force/);
    expect(readdirSync(dir)).toContain("prizes.html");
    const forced = await cli("html", SPRING, "-o", dir, "--force");
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/removed prizes\.html of an earlier run/);
    expect(readdirSync(dir)).not.toContain("prizes.html");
  });
});

describe("wallchart wall", () => {
  test("one printable page: the round by board and by name for each section, result slips, Letter", async () => {
    const dir = tempDir();
    const out = join(dir, "wall.html");
    const r = await cli("wall", SPRING, A, "-o", out, "--paper", "letter", "--cards");
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(`Wrote ${out}: 2 sections by board and by name, result slips (Letter).`);
    const page = readFileSync(out, "utf8");
    expect(page).toContain("@page{size:letter");
    expect(page).toContain("spring-open — Round 4: find your board");
    // The second section's boards follow the first's (10 players: boards 1-5, then 6 on).
    expect(page).toMatch(/<tr><td class="n">6<\/td><td>#/);
    expect(page).not.toMatch(/a-division — Round \d+: pairings by board<\/h1>\n<div class="wrap"><table><thead><tr>[^\n]*<\/tr><\/thead><tbody>\n<tr><td class="n">1</);
    expect((await cli("wall", SPRING, "--paper", "a3")).code).toBe(2);
  });

  test("--url puts a QR code to the published page beside each section's pairings by board (issue 24); a bad address is refused", async () => {
    const out = join(tempDir(), "wall.html");
    const r = await cli("wall", SPRING, "-o", out, "--url", "https://club.example/spring/this-round.html");
    expect(r.code).toBe(0);
    const page = readFileSync(out, "utf8");
    expect(page).toContain('<section class="part"><figure class="qr"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41"');
    expect(page).toContain('<span class="url">https://club.example/spring/this-round.html</span>');
    expect(page.match(/<figure class="qr">/g)?.length).toBe(1);
    const bad = await cli("wall", SPRING, "-o", out, "--url", "club.example/spring");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--url: "club.example/spring" is not a web address (it starts http:// or https://)');
  });
});
