import { readFileSync } from "fs";
import { join } from "path";
import fc from "fast-check";
import { fideTxtLayout, fideTxtReader, type FideTxtLayout } from "../../../src/core/entries/fide-txt";
import { fideXmlReader, xmlText } from "../../../src/core/entries/fide-xml";
import { LineSplitter } from "../../../src/core/entries/stream";
import { readDbfHeader, dbfRecords, type DbfHeader } from "../../../src/core/formats/dbase-read";
import { readUsChessDbf } from "../../../src/core/entries/uschess";
import { readTableList } from "../../../src/core/entries/table-list";
import { listFormatOf } from "../../../src/core/entries/formats";
import type { ListPlayer } from "../../../src/core/entries/types";
import { fideTxtChunks, fideXmlChunks, fideTxtLine, generatePlayers, FIDE_TXT_HEADER } from "../../../src/bench/fide-list";
import { dbfBytes } from "./dbf-bytes";

const fixture = (name: string) => readFileSync(join(__dirname, "../../fixtures/entries", name), "utf8");

function readAll(reader: (on: (p: ListPlayer) => void) => { push(c: string): void; end(): void; problems: readonly string[] }, text: string, chunk = 7) {
  const players: ListPlayer[] = [];
  const r = reader((p) => players.push(p));
  for (let i = 0; i < text.length; i += chunk) r.push(text.slice(i, i + chunk));
  r.end();
  return { players, problems: r.problems };
}

describe("FIDE TXT list (players_list_foa.txt, columns from the header as FIDE writes it)", () => {
  it("takes each column where its header word starts: ID 0-15, Name 15-76, Fed 76, SRtng 113, B-day 152, Flag 158", () => {
    const l = fideTxtLayout(FIDE_TXT_HEADER) as FideTxtLayout;
    expect([...l.columns.entries()].map(([k, [a, b]]) => `${k} ${a}-${b}`)).toEqual([
      "ID 0-15", "Name 15-76", "Fed 76-80", "Sex 80-84", "Tit 84-89", "WTit 89-94", "OTit 94-109", "FOA 109-113",
      "SRtng 113-119", "SGm 119-123", "SK 123-126", "RRtng 126-132", "RGm 132-136", "Rk 136-139",
      "BRtng 139-145", "BGm 145-149", "BK 149-152", "B-day 152-158", "Flag 158-162",
    ]);
  });

  it("golden: the fixture's players, read in 7-character chunks (CRLF split across chunks)", () => {
    const { players, problems } = readAll((on) => fideTxtReader(on), fixture("players_list_foa.txt"));
    expect(problems).toEqual([]);
    expect(players.map((p) => [p.id, p.name, p.rating, p.federation, p.sex, p.title, p.birthYear, p.where])).toEqual([
      ["1503014", "Carlsen, Magnus", 2823, "NOR", "m", "GM", 1990, "line 2"],
      ["8603677", "Ding, Liren", 2723, "CHN", "m", "GM", 1992, "line 3"],
      ["2016192", "Nakamura, Hikaru", 2792, "USA", "m", "GM", 1987, "line 4"],
      ["5000017", "Hou, Yifan", 2633, "CHN", "w", "GM", 1994, "line 5"],
      ["9999991", "Wang, Yi", null, "CHN", "m", undefined, undefined, "line 6"],
      ["9999992", "Wang, Yi", 1850, "CHN", "m", undefined, 2001, "line 7"],
      // OTit "SI,FI,LSI,SLI,NAAFM" runs one character into FOA: the columns after it are read one along.
      ["7700001", "Arbiter, Long", 1905, "ESP", "m", undefined, 1975, "line 8"],
    ]);
  });

  it("rapid and blitz come from RRtng and BRtng", () => {
    const rapid = readAll((on) => fideTxtReader(on, "rapid"), fixture("players_list_foa.txt")).players;
    const blitz = readAll((on) => fideTxtReader(on, "blitz"), fixture("players_list_foa.txt")).players;
    expect([rapid[0]?.rating, blitz[0]?.rating]).toEqual([2801, 2860]);
  });

  it("a single list's rating column is headed by the month (OCT26)", () => {
    const header = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA OCT26 Gms K  B-day Flag";
    const line = "1503014        Carlsen, Magnus                                              NOR M   GM                           2823  0   10 1990      ";
    const { players } = readAll((on) => fideTxtReader(on), `${header}\n${line}\n`, 1000);
    expect(players[0]).toMatchObject({ rating: 2823, birthYear: 1990 });
  });

  it("a file that is not a FIDE list is refused on its first line, and a bad line is named", () => {
    expect(readAll((on) => fideTxtReader(on), "Name,Rating\nAnn,1500\n").problems).toEqual([
      'line 1: the first line is not a FIDE list header (no "ID Number" column)',
    ]);
    const bad = readAll((on) => fideTxtReader(on), `${FIDE_TXT_HEADER}\nabc            Someone\n`).problems;
    expect(bad).toEqual(['line 2: "abc" is not a FIDE id (columns 1-15)']);
  });

  it("property: every generated player reads back as written, whatever the chunk size", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 300 }), (seed, chunk) => {
        const gen = [...generatePlayers(40, seed)];
        const text = [...fideTxtChunks(gen)].join("");
        const { players } = readAll((on) => fideTxtReader(on), text, chunk);
        expect(players.map((p) => [Number(p.id), p.rating ?? 0, p.birthYear ?? 0])).toEqual(gen.map((g) => [g.id, g.standard, g.born]));
        expect(gen.every((g) => fideTxtLine(g).length === 162)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

describe("FIDE XML list (players_list_xml_foa.xml)", () => {
  it("golden: the fixture's players; entities decoded; empty elements written either way", () => {
    const { players, problems } = readAll((on) => fideXmlReader(on), fixture("players_list_xml_foa.xml"), 13);
    expect(problems).toEqual([]);
    expect(players.map((p) => [p.id, p.name, p.rating, p.federation, p.sex, p.title, p.birthYear])).toEqual([
      ["1503014", "Carlsen, Magnus", 2823, "NOR", "m", "GM", 1990],
      ["5000017", "Hou, Yifan", 2633, "CHN", "w", "GM", 1994],
      ["2200001", "Müller & Sohn, Jürgen", null, "GER", "m", undefined, undefined],
    ]);
    expect(readAll((on) => fideXmlReader(on, "rapid"), fixture("players_list_xml_foa.xml")).players[2]?.rating).toBe(1500);
    expect(xmlText("a &lt;b&gt; &quot;c&quot; &apos;d&apos;")).toBe(`a <b> "c" 'd'`);
  });

  it("property: the XML and TXT lists of the same players read the same", () => {
    const gen = [...generatePlayers(200, 11)];
    const txt = readAll((on) => fideTxtReader(on), [...fideTxtChunks(gen)].join(""), 4096).players;
    const xml = readAll((on) => fideXmlReader(on), [...fideXmlChunks(gen)].join(""), 4096).players;
    const strip = (p: ListPlayer) => ({ ...p, where: "" });
    expect(xml.map(strip)).toEqual(txt.map(strip));
  });

  it("text that is not a FIDE XML list is refused; a cut-off file is named", () => {
    expect(readAll((on) => fideXmlReader(on), "<html><body>Not found</body></html>").problems).toEqual([
      "not a FIDE XML list (no <playerslist> element)",
    ]);
    const cut = fixture("players_list_xml_foa.xml").slice(0, 700);
    expect(readAll((on) => fideXmlReader(on), cut).problems).toEqual(["player 2: the file ends inside a <player> element"]);
  });
});

describe("dBase III reader (src/core/formats/dbase-read.ts) and the US Chess supplement", () => {
  const fields = [
    { name: "MEMID", type: "C", length: 8 },
    { name: "NAME", type: "C", length: 30 },
    { name: "ST", type: "C", length: 2 },
    { name: "EXP", type: "D", length: 8 },
    { name: "R_REG", type: "C", length: 7 },
    { name: "R_QUICK", type: "N", length: 4 },
    { name: "FIDE_ID", type: "N", length: 10 },
  ] as const;
  const bytes = dbfBytes(fields, [
    { values: ["12345678", "NAKAMURA, HIKARU", "FL", "20301231", "2790", "2750", "2016192"] },
    { values: ["23456789", "LEE, ANN", "CA", "20261130", "1498P12", "", ""] },
    { deleted: true, values: ["34567890", "GONE, OLD", "NY", "19990101", "1200", "1200", ""] },
    { values: ["45678901", "NEW, PLAYER", "TX", "20270101", "", "", ""] },
  ]);

  it("golden: header, field descriptors, records and the deleted flag", () => {
    const h = readDbfHeader(bytes) as DbfHeader;
    expect([h.version, h.updated, h.records, h.headerLength, h.recordLength]).toEqual([3, "2026-11-01", 4, 32 + 7 * 32 + 1, 70]);
    expect(h.fields.map((f) => `${f.name} ${f.type} ${f.length} @${f.offset}`)).toEqual([
      "MEMID C 8 @1", "NAME C 30 @9", "ST C 2 @39", "EXP D 8 @41", "R_REG C 7 @49", "R_QUICK N 4 @56", "FIDE_ID N 10 @60",
    ]);
    const recs = [...dbfRecords(bytes, h)];
    expect(recs.map((r) => [r.n, r.deleted, r.values.NAME, r.values.EXP, r.values.R_QUICK])).toEqual([
      [1, false, "NAKAMURA, HIKARU", "2030-12-31", 2750],
      [2, false, "LEE, ANN", "2026-11-30", null],
      [3, true, "GONE, OLD", "1999-01-01", 1200],
      [4, false, "NEW, PLAYER", "2027-01-01", null],
    ]);
  });

  it("the supplement: live members with regular or quick rating, provisional 1498P12 read as 1498, FIDE id carried", () => {
    const got: ListPlayer[] = [];
    expect(readUsChessDbf(bytes, "regular", (p) => got.push(p))).toEqual([]);
    expect(got.map((p) => [p.id, p.name, p.rating, p.expires, p.fideId])).toEqual([
      ["12345678", "NAKAMURA, HIKARU", 2790, "2030-12-31", "2016192"],
      ["23456789", "LEE, ANN", 1498, "2026-11-30", undefined],
      ["45678901", "NEW, PLAYER", null, "2027-01-01", undefined],
    ]);
    const quick: ListPlayer[] = [];
    readUsChessDbf(bytes, "quick", (p) => quick.push(p));
    expect(quick.map((p) => p.rating)).toEqual([2750, null, null]);
  });

  it("refuses what is not a dBase table or has no rating field, naming the fields it has", () => {
    expect(readUsChessDbf(new TextEncoder().encode("ID Number      Name and more text to be long enough"), "regular", () => undefined)).toEqual([
      "not a dBase table (its first byte is 0x49)",
    ]);
    const noRating = dbfBytes([{ name: "MEMID", type: "C", length: 8 }, { name: "NAME", type: "C", length: 10 }], []);
    expect(readUsChessDbf(noRating, "blitz", () => undefined)[0]).toMatch(/^no blitz rating field \(R_BLITZ, .*\) among MEMID, NAME$/);
    const short = bytes.slice(0, bytes.length - 50);
    expect(readUsChessDbf(short, "regular", () => undefined)).toEqual(["the file ends 1 record short of the 4 its header counts"]);
  });
});

describe("table lists, and which format a list is", () => {
  it("a club's CSV with FIDE ID, Name and Elo columns is matched by FIDE id", () => {
    const t = readTableList([["FIDE ID", "Name", "Elo", "Fed"], ["1503014", "Carlsen, Magnus", 2823, "nor"], ["x y", "Bad", 1]], "club.csv");
    expect(t.idKind).toBe("fideId");
    expect(t.players).toEqual([{ id: "1503014", name: "Carlsen, Magnus", rating: 2823, federation: "NOR", where: "row 2" }]);
    expect(t.problems).toEqual(['club.csv row 3: "x y" is not a FIDE id (digits only)']);
    expect(readTableList([["Name", "Score"]], "x.csv").problems[0]).toMatch(/no header row with a rating column/);
  });

  it("formats by their first bytes; an unknown one refused with the formats read", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(listFormatOf("list.txt", enc(FIDE_TXT_HEADER))).toBe("fide-txt");
    expect(listFormatOf("x.xml", enc("<playerslist>\n<player>"))).toBe("fide-xml");
    expect(listFormatOf("TDEXP.DBF", new Uint8Array([3, 1, 2]))).toBe("dbase");
    expect(listFormatOf("players_list.zip", enc("PK\x03\x04"))).toMatch(/unzip it first/);
    expect(listFormatOf("ratings.pdf", enc("%PDF-1.4"))).toMatch(/not a rating list Wallchart reads \(expected FIDE's TXT list/);
  });

  it("LineSplitter: CR, LF and CRLF, a CRLF cut between chunks is one line end", () => {
    const out: string[] = [];
    const s = new LineSplitter((l, n) => out.push(`${n}:${l}`));
    for (const c of ["a\r", "\nb\n", "c\rd", ""]) s.push(c);
    s.end();
    expect(out).toEqual(["1:a", "2:b", "3:c", "4:d"]);
  });
});
