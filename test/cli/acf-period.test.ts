/** `wallchart acf-period`: a rating period by the ACF rules of April 1994 (seed 000), in-process. */
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { parseCsv } from "../../src/core/formats/csv";
import { loadXlsx, saveXlsx } from "../../src/cli/load";
import { cli, tempDir, writeTemp } from "./helpers";

const fixtures = join(__dirname, "..", "fixtures", "acf");
const PLAYERS = join(fixtures, "players.csv");
const GAMES = join(fixtures, "games.csv");

function rowsOf(path: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(path, "utf8")).value as string[][];
  return rows.map((r) => Object.fromEntries((header as string[]).map((h, i) => [h, r[i] ?? ""])));
}
const find = (rows: Record<string, string>[], id: string) => rows.find((r) => r.ID === id) as Record<string, string>;

describe("wallchart acf-period (seed 000)", () => {
  test("the booklet's examples in one period: Brown 1011.5 (listed 1012), Smith 1055, Zero reset, Newbie's game not rated", async () => {
    const dir = tempDir();
    const out = join(dir, "list.csv");
    const r = await cli("acf-period", PLAYERS, GAMES, "-o", out, "--date", "1994-04-30");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const list = rowsOf(out);
    expect(find(list, "1")).toMatchObject({
      Rating: "1011.5",
      List: "1012",
      Status: "CONFIRMED",
      Change: "1.5",
      NG: "67",
    });
    expect(find(list, "2")).toMatchObject({
      Rating: "1055",
      List: "1055",
      Status: "PROVISIONAL",
      NG: "12",
      AR: "1285",
      TS: "2.5",
    });
    expect(find(list, "17")).toMatchObject({ Rating: "1400", List: "1R", Status: "PROVISIONAL", NG: "1", TS: "0.5" });
    expect(find(list, "18")).toMatchObject({ Rating: "1400", Change: "0", "Period games": "1", "Rated games": "0" });
    expect(find(list, "19")).toMatchObject({ Status: "NEW", Rating: "", "Period games": "1", "Rated games": "0" });
    expect(find(list, "10")).toMatchObject({ Rating: "1297.25" }); // lost to Smith (1010): 15 × (0 − .85)
    expect(r.out).toMatch(
      /ACF rating period to 1994-04-30, ACF rules of April 1994: 19 players, 16 games in 3 events\./,
    );
    expect(r.out).toMatch(/Top Players\n\s+1\s+1400\s+Junior, Jan\s+QLD/);
    expect(r.out).toMatch(/Top Under 18 \(age on 1 January 1994\)\n\s+1\s+1400\s+12\s+Junior, Jan\s+QLD/);
    // Brown's 7 opponents: the five who beat him gain 15 × (1 − .80) = 3 (1253)
    expect(r.out).toMatch(/Top Improvers\n\s+1\s+1253\s+\+3\s+Cole, Cy\s+VIC/);
    expect(r.out).toMatch(/\n\s+6\s+1012\s+\+2\s+Brown, Bill\s+VIC/);
    expect(r.out).toMatch(/QLD\n\s+1400\s+1\s+Junior, Jan\s+\(ID 18\)\n\s+1R\s+2\s+Zero, Zac\s+\(ID 17\)/);
    expect(r.out).toMatch(/New list \(19 players\) written to/);
  });

  test("the new list is the next period's player file", async () => {
    const dir = tempDir();
    const out1 = join(dir, "april.csv");
    expect((await cli("acf-period", PLAYERS, GAMES, "-o", out1)).code).toBe(0);
    // Brown's second event: 4/7 against 1210 → 1066.1 (Table 2's .24; the booklet prints 52.50 from .25)
    const more = ["ID,Name,State,Birth date,Rating,Status,NG,AR,TS"];
    const games = ["Event,Date,White,Black,Result"];
    for (let i = 0; i < 7; i++) {
      more.push(`${100 + i},Field ${i},VIC,,1210,CONFIRMED,50,1200,25`);
      games.push(`Winter Open,1994-06-1${i},1,${100 + i},${i < 3 ? 1 : i < 5 ? "½" : 0}`);
    }
    const players2 =
      readFileSync(out1, "utf8").trimEnd() +
      "\n" +
      more
        .slice(1)
        .map((l) => l + ",,,,,,")
        .join("\n") +
      "\n";
    const p2 = writeTemp(dir, "players2.csv", players2);
    const g2 = writeTemp(dir, "games2.csv", games.join("\n") + "\n");
    const out2 = join(dir, "august.csv");
    const r = await cli("acf-period", p2, g2, "-o", out2);
    expect(r.err).toBe("");
    expect(find(rowsOf(out2), "1")).toMatchObject({ Rating: "1066.1", List: "1066", Bonus: "19.8" });
    expect(find(rowsOf(out2), "17")).toMatchObject({ Rating: "1400", Status: "PROVISIONAL" });
  });

  test("without -o the reports and then the list are printed", async () => {
    const r = await cli("acf-period", PLAYERS, GAMES);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/No junior reports: give the period date/);
    expect(r.out).toMatch(/\nID,Name,State,Birth date,Rating,Status,NG,AR,TS,List,/);
    expect(r.out).toMatch(/\n1,"Brown, Bill",VIC,1950-03-01,1011\.5,CONFIRMED,67,/);
  });

  test("--per-game: the announced system, with the 1994 rating beside it for comparison", async () => {
    const dir = tempDir();
    const out = join(dir, "pg.csv");
    const r = await cli("acf-period", PLAYERS, GAMES, "-o", out, "--per-game", "--k", "15");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/the announced per-game system/);
    const list = rowsOf(out);
    const brown = find(list, "1");
    expect(brown).toMatchObject({ K: "15", "1994 rating": "1011.5" });
    // per game against 1250 from 1010: 240 → .20 each; 1.5 − 1.40 = 0.10 → +1.50, the same here
    expect(brown.Rating).toBe("1011.5");
    expect(brown.Difference).toBe("0");
  });

  test("one .xlsx with sheets Players and Games in, an .xlsx out (List and the reports as sheets)", async () => {
    const dir = tempDir();
    const sheet = (path: string) => parseCsv(readFileSync(path, "utf8")).value as string[][];
    const book = join(dir, "period.xlsx");
    await saveXlsx(book, {
      sheets: [
        { name: "Players", cells: sheet(PLAYERS) },
        { name: "Games", cells: sheet(GAMES) },
      ],
    });
    const out = join(dir, "new.xlsx");
    const r = await cli("acf-period", book, "-o", out, "--date", "30/4/1994", "--ages", "18,14", "--top", "5");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const result = await loadXlsx(out);
    expect(result.sheets.map((s) => s.name)).toEqual([
      "List",
      "Top",
      "Under 18",
      "Under 14",
      "Improvers",
      "Active",
      "Rating list",
      "By state",
      "Statistics",
    ]);
    const list = result.sheets[0]?.cells ?? [];
    const brown = list.find((row) => row[0] === "1");
    expect(brown?.[4]).toBe("1011.5");
    expect(brown?.[9]).toBe("1012");
    const topSheet = result.sheets[1]?.cells ?? [];
    expect(topSheet[0]).toEqual(["Place", "Rating", "Name", "State", "ID"]);
    expect(topSheet.length).toBeGreaterThanOrEqual(6); // header + top 5, and any tied with the 5th
  });

  test("an .xlsx sheet named with #", async () => {
    const dir = tempDir();
    const sheet = (path: string) => parseCsv(readFileSync(path, "utf8")).value as string[][];
    const book = join(dir, "book.xlsx");
    await saveXlsx(book, {
      sheets: [
        { name: "April players", cells: sheet(PLAYERS) },
        { name: "April games", cells: sheet(GAMES) },
      ],
    });
    const r = await cli("acf-period", `${book}#April players`, `${book}#April games`);
    expect(r.code).toBe(0);
    const missing = await cli("acf-period", `${book}#May`, `${book}#April games`);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no sheet "May" \(sheets: April players, April games\)/);
  });

  test("bad input: every problem named with its row, exit 1, and no file written", async () => {
    const dir = tempDir();
    const players = writeTemp(
      dir,
      "p.csv",
      "ID,Name,Rating,Status\n1,A,1500,CONFIRMED\n2,B,-5,CONFIRMED\n3,C,1400,CONFIRMED\n",
    );
    const games = writeTemp(dir, "g.csv", "Event,Date,White,Black,Result\nE,1994-03-01,1,3,2\nE,1994-03-01,3,1,1\n");
    const out = join(dir, "out.csv");
    const r = await cli("acf-period", players, games, "-o", out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/2 problems/);
    expect(r.err).toMatch(/p\.csv row 3: rating -5 is negative/);
    expect(r.err).toMatch(/g\.csv row 2: result "2" is not 1, ½ or 0/);
    expect(existsSync(out)).toBe(false);

    const good = writeTemp(dir, "p2.csv", "ID,Name,Rating,Status\n1,A,1500,CONFIRMED\n3,C,1400,CONFIRMED\n");
    const unknown = writeTemp(
      dir,
      "g2.csv",
      "Event,Date,White,Black,Result\nE,1994-03-01,1,3,1\nE,1994-03-02,1,99,0\n",
    );
    const r2 = await cli("acf-period", good, unknown, "-o", out);
    expect(r2.code).toBe(1);
    expect(r2.err).toMatch(/g2\.csv row 3: black "99" is not in the player file/);
    expect(existsSync(out)).toBe(false);
  });

  test("usage errors exit 2", async () => {
    expect((await cli("acf-period")).code).toBe(2);
    expect((await cli("acf-period", PLAYERS)).err).toMatch(/name the games file/);
    expect((await cli("acf-period", PLAYERS, GAMES, "--k", "20")).err).toMatch(/--k is for --per-game/);
    expect((await cli("acf-period", PLAYERS, GAMES, "--date", "tomorrow")).code).toBe(2);
    expect((await cli("acf-period", PLAYERS, GAMES, "-o", "x.txt")).code).toBe(2);
    expect((await cli("acf-period", PLAYERS, GAMES, "--colour", "red")).code).toBe(2);
  });

  test("a missing file is named, exit 1", async () => {
    const r = await cli("acf-period", "/nonexistent/p.csv", GAMES);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/ENOENT|no such file/);
  });
});

describe("games entered twice (issue 32 item 3)", () => {
  const setup = () => {
    const dir = tempDir();
    const players = writeTemp(dir, "p.csv", "ID,Name,Rating,Status\n1,A,1500,CONFIRMED\n3,C,1400,CONFIRMED\n");
    const games = writeTemp(
      dir,
      "g.csv",
      "Event,Date,White,Black,Result\nE,1994-03-01,1,3,1\nE,1994-03-01,1,3,1\nE,1994-03-01,3,1,1\n",
    );
    return { players, games };
  };
  test("listed with both rows and nothing rated until --repeats keep or drop says what to do", async () => {
    const { players, games } = setup();
    const r = await cli("acf-period", players, games);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /g\.csv row 2 and row 3 hold the same game \(E, 1994-03-01, 1 v 3\): entered 2 times\? Rate with --repeats keep or --repeats drop\./,
    );
    const kept = await cli("acf-period", players, games, "--repeats", "keep");
    expect(kept.code).toBe(0);
    expect(kept.out).toMatch(/3 games/);
    const dropped = await cli("acf-period", players, games, "--repeats", "drop");
    expect(dropped.code).toBe(0);
    expect(dropped.err).toMatch(/dropped 1 repeated game row: g\.csv row 3/);
    expect((await cli("acf-period", players, games, "--repeats", "maybe")).code).toBe(2);
  });
});

test("--help gives the junior ages the lists really use by default (issue 32: it said 20,18,16)", async () => {
  const r = await cli("acf-period", "--help");
  expect(r.out).toMatch(/Default: 20,18,16,14,12,10\./);
  expect(r.out).not.toMatch(/--ages 20,18,16\]/);
});

describe("wallchart acf-period: the published list (issue 32, item 4)", () => {
  test("--html writes the list alphabetical, by state and the statistics; the text report ends with the statistics", async () => {
    const dir = tempDir();
    const html = join(dir, "list.html");
    const r = await cli("acf-period", PLAYERS, GAMES, "--html", html, "--date", "1994-04-30", "--format", "text");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Statistics\nOn the list: 18 players (2 new), average published rating 1258.\n");
    expect(r.out).toContain(`Published list (18 players) written to ${html}.`);
    const page = readFileSync(html, "utf8");
    expect(page).toContain("<h1>ACF rating list to 1994-04-30</h1>");
    expect(page).toContain('<td>Brown, Bill</td><td class="n">1</td><td>VIC</td><td class="n">1012</td>');
    expect(page).not.toContain("1011.5");
  });

  test("-o OUT.xlsx carries the Rating list, By state and Statistics sheets", async () => {
    const dir = tempDir();
    const out = join(dir, "april.xlsx");
    expect((await cli("acf-period", PLAYERS, GAMES, "-o", out, "--date", "1994-04-30")).code).toBe(0);
    const book = await loadXlsx(out);
    expect(book.sheets.map((s) => s.name)).toEqual(expect.arrayContaining(["Rating list", "By state", "Statistics"]));
  });

  test("--html names a .html file", async () => {
    const r = await cli("acf-period", PLAYERS, GAMES, "--html", "list.csv");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--html names a \.html file, not "list\.csv"/);
  });
});
