/**
 * Rating lists read in the pane (issue 25 item 2): each format from a File as the browser gives it
 * (FIDE's TXT list read four megabytes at a time, the XML list, the US Chess supplement, a CSV), only the
 * players the matcher keeps sent on, and a file of another kind refused naming the formats read.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readListFile, signupCells } from "../../taskpane/rating-lists";
import { ListMatcher } from "../../src/core/entries/match";
import { fideTxtChunks, generatePlayers } from "../../src/bench/fide-list";
import { dbfBytes } from "../core/entries/dbf-bytes";

const fixture = (f: string) => readFileSync(join(__dirname, "..", "fixtures", "entries", f));
const entries = [{ name: "Magnus Carlsen", fideId: "1503014" }, { name: "Hikaru Nakamuro" }, { name: "Liren Ding" }];

describe("rating lists read in the pane", () => {
  test("FIDE's TXT list: matched as it streams; only the players kept are sent (a near name's candidate included)", async () => {
    const r = await readListFile(new File([fixture("players_list_foa.txt")], "players_list_foa.txt"), entries);
    if (typeof r === "string") throw new Error(r);
    expect([r.label, r.idKind, r.format, r.read]).toEqual(["FIDE players_list_foa.txt (standard)", "fideId", "fide-txt", 7]);
    expect(r.players.map((p) => p.id)).toEqual(["1503014", "8603677", "2016192"]);
  });

  test("a generated list of 30,000 players in FIDE's exact format, read in two pieces (a line cut between them): the same players as the matcher offered every line", async () => {
    const players = [...generatePlayers(30000)];
    const text = [...fideTxtChunks(players)].join("");
    const wanted = [2, 500, 25000, 29999].map((i) => players[i]!).map((p) => ({ name: `${p.given} ${p.surname}` }));
    const r = await readListFile(new File([text], "players_list_foa.txt"), wanted, "rapid");
    if (typeof r === "string") throw new Error(r);
    expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(r.read).toBe(30000);
    expect(r.players.length).toBeGreaterThanOrEqual(4);
    const m = new ListMatcher(wanted, "fideId");
    const { fideTxtReader } = await import("../../src/core/entries/fide-txt");
    const reader = fideTxtReader((p) => m.offer(p), "rapid");
    reader.push(text);
    reader.end();
    expect(r.players).toEqual(m.kept());
  });

  test("a reading asked to stop (the director typed on) stops between chunks and says so", async () => {
    const file = new File([...fideTxtChunks([...generatePlayers(60000)])], "players_list_foa.txt");
    expect(file.size).toBeGreaterThan(8 * 1024 * 1024); // three pieces of four megabytes
    let chunks = 0;
    const r = await readListFile(file, entries, "standard", () => ++chunks > 2);
    expect(r).toBe("players_list_foa.txt: not read to the end (stopped)");
    expect(chunks).toBe(3);
  });

  test("FIDE's XML list, the US Chess supplement (.dbf) and a club CSV", async () => {
    const xml = await readListFile(new File([fixture("players_list_xml_foa.xml")], "players_list_xml_foa.xml"), entries);
    expect(typeof xml === "string" ? xml : xml.players.map((p) => p.id)).toContain("1503014");
    const dbf = dbfBytes(
      [
        { name: "MEMID", type: "C", length: 8 },
        { name: "NAME", type: "C", length: 30 },
        { name: "R_REG", type: "N", length: 4 },
      ],
      [{ values: ["12345678", "NAKAMURA, HIKARU", "2790"] }, { values: ["87654321", "LEE, ANN", "1500"] }],
    );
    const us = await readListFile(new File([new Uint8Array(dbf)], "TDEXP.DBF"), [{ name: "Hikaru Nakamura", id: "12345678" }]);
    if (typeof us === "string") throw new Error(us);
    expect([us.label, us.idKind, us.read, us.players.map((p) => p.rating)]).toEqual(["US Chess TDEXP.DBF (regular)", "id", 2, [2790]]);
    const csv = await readListFile(new File(["Name;Rating\nDing, Liren;2723\nSomeone Else;1200\n"], "club.csv"), entries);
    if (typeof csv === "string") throw new Error(csv);
    expect([csv.idKind, csv.read, csv.players.map((p) => p.name)]).toEqual(["id", 2, ["Ding, Liren"]]);
  });

  test("a file of another kind is refused naming the formats read; a zip is asked to be unzipped", async () => {
    expect(await readListFile(new File(["hello"], "notes.txt"), entries)).toMatch(/^notes\.txt: not a rating list Wallchart reads \(expected FIDE's TXT list/);
    expect(await readListFile(new File(["PK\u0003\u0004rest"], "players_list.zip"), entries)).toMatch(/unzip it first/);
  });

  test("a sign-up file: a CSV as cells; an old .xls is asked to be saved as .xlsx or .csv", async () => {
    expect(await signupCells(new File(["Name,Rating\r\nAnn Lee,1500\r\n"], "signup.csv"))).toEqual([["Name", "Rating"], ["Ann Lee", "1500"]]);
    expect(await signupCells(new File(["x"], "signup.xls"))).toBe("signup.xls: save it as .xlsx or .csv first (Wallchart reads those)");
  });
});
