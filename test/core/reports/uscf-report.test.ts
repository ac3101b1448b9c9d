import fc from "fast-check";
import { mkdirSync, readFileSync, writeFileSync } from "fs";
import { join } from "path";
import type { Sheet } from "../../../src/core/formats/workbook";
import type { Tournament } from "../../../src/core/model/types";
import { filePlaces } from "../../../src/core/reports/uscf-places";
import { makeUscfReport, uscfRoundCode, type UscfReport } from "../../../src/core/reports/uscf-report";
import { uscfInputFromWorkbook } from "../../../src/workbook/uscf-input";
import { readIndependently, type IndependentTable } from "../formats/dbf-independent";
import { arbitraryTournament } from "../formats/arbitrary";
import { weekend } from "./uscf-weekend";

const FIXTURES = join(__dirname, "../../fixtures/uscf");
const UPDATED = "2026-11-23";

function report(sheets: Sheet[]): { value: UscfReport | null; problems: string[] } {
  const read = uscfInputFromWorkbook({ sheets });
  expect(read.problems.map((p) => p.message)).toEqual([]);
  const r = makeUscfReport({ ...read.input, updated: UPDATED });
  return { value: r.value, problems: r.problems.map((p) => p.message) };
}

function tables(r: UscfReport): Record<string, IndependentTable> {
  return Object.fromEntries(r.files.map((f) => [f.name, readIndependently(f.bytes)]));
}

/** Every field of a record trimmed on the right (dBase pads text with spaces). */
const trimmed = (rec: Record<string, string> | undefined) => Object.fromEntries(Object.entries(rec ?? {}).map(([k, v]) => [k, v.trimEnd()]));

describe("US Chess rating report: the three dBase III files (docs/uscf-report.md)", () => {
  const r = report(weekend());
  const t = tables(r.value as UscfReport);

  it("writes THEXPORT, TSEXPORT and TDEXPORT, each a dBase III table read back by an independent reader", () => {
    expect(r.problems).toEqual([]);
    expect(r.value?.files.map((f) => f.name)).toEqual(["THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"]);
    for (const table of Object.values(t)) {
      expect(table.version).toBe(0x03);
      expect(table.updated).toEqual([126, 11, 23]);
      expect(table.end).toBe(0x1a);
      expect(table.fields.every((f) => f.type === "C")).toBe(true);
    }
  });

  it("THEXPORT: the published field list and widths, and the event's header", () => {
    const th = t["THEXPORT.DBF"] as IndependentTable;
    expect(th.fields.map((f) => [f.name, f.length])).toEqual([
      ["H_FORMAT", 5], ["H_PROGRAM", 10], ["H_EVENT_ID", 12], ["H_NAME", 35], ["H_TOT_SECT", 2],
      ["H_BEG_DATE", 8], ["H_END_DATE", 8], ["H_AFF_ID", 8], ["H_CITY", 21], ["H_STATE", 2],
      ["H_ZIPCODE", 10], ["H_COUNTRY", 21], ["H_SENDCROS", 1], ["H_CTD_ID", 8], ["H_ATD_ID", 8], ["H_OTHER_TD", 254],
    ]);
    expect(th.records.map(trimmed)).toEqual([
      {
        H_FORMAT: "2C", H_PROGRAM: "WALLCHART", H_EVENT_ID: "", H_NAME: "Hudson Valley Open", H_TOT_SECT: " 2",
        H_BEG_DATE: "20261121", H_END_DATE: "20261122", H_AFF_ID: "A6012345", H_CITY: "Poughkeepsie", H_STATE: "NY",
        H_ZIPCODE: "12601", H_COUNTRY: "USA", H_SENDCROS: "N", H_CTD_ID: "12345678", H_ATD_ID: "23456789", H_OTHER_TD: "",
      },
    ]);
  });

  it("TSEXPORT: one record a section, its own time control and rating system where its Tournament sheet gives them", () => {
    const ts = t["TSEXPORT.DBF"] as IndependentTable;
    expect(ts.fields.map((f) => [f.name, f.length])).toEqual([
      ["S_EVENT_ID", 12], ["S_SEC_NUM", 2], ["S_SEC_NAME", 30], ["S_R_SYSTEM", 1], ["S_TIMECTL", 40], ["S_CTD_ID", 8],
      ["S_ATD_ID", 8], ["S_TRN_TYPE", 1], ["S_TOT_RNDS", 2], ["S_LST_PAIR", 4], ["S_BEG_DATE", 8], ["S_END_DATE", 8],
      ["S_SCH_LVL", 1], ["S_GR_PRIX", 1], ["S_GP_PTS", 3], ["S_FIDE", 1],
    ]);
    const common = { S_EVENT_ID: "", S_CTD_ID: "12345678", S_ATD_ID: "23456789", S_TRN_TYPE: "S", S_BEG_DATE: "20261121", S_END_DATE: "20261122", S_SCH_LVL: "", S_GR_PRIX: "N", S_GP_PTS: "", S_FIDE: "N" };
    expect(ts.records.map(trimmed)).toEqual([
      { ...common, S_SEC_NUM: " 1", S_SEC_NAME: "Hudson Valley Open", S_R_SYSTEM: "R", S_TIMECTL: "G/90;d5", S_TOT_RNDS: " 3", S_LST_PAIR: "   4" },
      { ...common, S_SEC_NUM: " 2", S_SEC_NAME: "U1800", S_R_SYSTEM: "D", S_TIMECTL: "G/45;d5", S_TOT_RNDS: " 2", S_LST_PAIR: "   3" },
    ]);
  });

  it("a State that is not two letters is written blank, with a warning naming its cell", () => {
    const sheets = weekend().map((sh) => (sh.name === "Players" ? { ...sh, cells: sh.cells.map((rw, i) => (i === 2 ? [...rw.slice(0, 4), "New Jersey"] : rw)) } : sh));
    const w = report(sheets);
    expect(w.value?.warnings).toEqual(['Players!E3: "New Jersey" is not a state (two letters) for Jones, Bob (#2); written blank']);
    expect(readIndependently((w.value as UscfReport).files[2]?.bytes as Uint8Array).records[1]?.D_STATE).toBe("  ");
  });

  it("TDEXPORT: each player's ID, name without accents, state, rating, and every round in US Chess's result codes", () => {
    const td = t["TDEXPORT.DBF"] as IndependentTable;
    expect(td.fields.map((f) => [f.name, f.length])).toEqual([
      ["D_EVENT_ID", 12], ["D_SEC_NUM", 2], ["D_PAIR_NUM", 4], ["D_MEM_ID", 8], ["D_NAME", 30], ["D_STATE", 2], ["D_RATING", 4],
      ["D_RND01", 7], ["D_RND02", 7], ["D_RND03", 7],
    ]);
    const row = (sec: string, n: string, id: string, name: string, state: string, rating: string, ...rounds: string[]) => ({
      D_EVENT_ID: "", D_SEC_NUM: sec, D_PAIR_NUM: n, D_MEM_ID: id, D_NAME: name, D_STATE: state, D_RATING: rating,
      D_RND01: rounds[0], D_RND02: rounds[1], D_RND03: rounds[2],
    });
    expect(td.records.map(trimmed)).toEqual([
      row(" 1", "   1", "12000001", "Smith, Ann", "NY", "2105", "W3W", "D2B", "X4"),
      row(" 1", "   2", "12000002", "Jones, Bob", "NJ", "1990", "W4B", "D1W", "W3B"),
      row(" 1", "   3", "12000003", "Nunez, Jose", "", "1850", "L1B", "W4W", "L2W"),
      row(" 1", "   4", "12000004", "Lee, Kim", "CT", "", "L2W", "L3B", "F1"),
      // U1800 played two rounds: its third field is U0, as for a round not played.
      row(" 2", "   1", "13000001", "Park, Dana", "", "1720", "W2W", "H0", "U0"),
      row(" 2", "   2", "13000002", "Ortiz, Eli", "", "1600", "L1B", "W3B", "U0"),
      row(" 2", "   3", "13000003", "Wu, Fay", "", "", "B0", "L2W", "U0"),
    ]);
    expect(r.value?.players).toBe(7);
    expect(r.value?.games).toBe(5 + 2);
  });

  it("matches the golden files byte for byte (test/fixtures/uscf; UPDATE_GOLDEN=1 rewrites them after a deliberate change)", () => {
    if (process.env.UPDATE_GOLDEN === "1") {
      mkdirSync(FIXTURES, { recursive: true });
      for (const f of (r.value as UscfReport).files) writeFileSync(join(FIXTURES, f.name), f.bytes);
    }
    for (const f of (r.value as UscfReport).files) expect(Buffer.from(f.bytes).equals(readFileSync(join(FIXTURES, f.name)))).toBe(true);
  });
});

describe("US Chess result codes (D_RNDnn)", () => {
  it.each([
    [{ kind: "win", opponent: 12, colour: "b" }, null, "W12B"],
    [{ kind: "draw", opponent: 3, colour: "w" }, null, "D3W"],
    [{ kind: "loss", opponent: 140, colour: "w" }, null, "L140W"],
    [{ kind: "loss", opponent: 7, colour: null }, null, "L7"],
    [{ kind: "forfeitWin", opponent: 5, colour: null }, { kind: "forfeitLoss", opponent: 1, colour: null }, "X5"],
    [{ kind: "forfeitLoss", opponent: 5, colour: "w" }, { kind: "forfeitWin", opponent: 1, colour: "b" }, "F5"],
    [{ kind: "forfeitLoss", opponent: 5, colour: null }, { kind: "forfeitLoss", opponent: 1, colour: null }, "Z5"],
    [{ kind: "pab", opponent: 0, colour: null }, null, "B0"],
    [{ kind: "fullBye", opponent: 0, colour: null }, null, "B0"],
    [{ kind: "halfBye", opponent: 0, colour: null }, null, "H0"],
    [{ kind: "zeroBye", opponent: 0, colour: null }, null, "U0"],
    [null, null, "U0"],
  ] as const)("%j (the opponent's entry %j) is %s", (e, opp, code) => {
    expect(uscfRoundCode(e, opp)).toBe(code);
  });
  it("has no code for a game that counts for the score but not for rating", () => {
    expect(uscfRoundCode({ kind: "win", opponent: 2, colour: "w", rated: false }, null)).toBeNull();
  });
});

/** The weekend with one sheet's cells changed. */
function edited(sheet: string, change: (cells: (string | number | null)[][]) => void): Sheet[] {
  return weekend().map((s) => {
    if (s.name !== sheet) return s;
    const cells = s.cells.map((r) => [...r]) as (string | number | null)[][];
    change(cells);
    return { name: s.name, cells };
  });
}
const setInfo = (key: string, value: string | null) => (cells: (string | number | null)[][]) => {
  const row = cells.find((r) => r[0] === key);
  if (value === null) cells.splice(cells.indexOf(row as (string | number | null)[]), 1);
  else (row as (string | number | null)[])[1] = value;
};

describe("US Chess rating report: checked before anything is written, each problem naming its cell", () => {
  const problems = (sheets: Sheet[]) => {
    const r = report(sheets);
    expect(r.value).toBeNull();
    return r.problems;
  };

  it("a player without a US Chess ID", () => {
    expect(problems(edited("Players", (c) => ((c[3] as (string | number | null)[])[3] = null)))).toEqual([
      "Players!D4: no US Chess ID for Núñez, José (#3)",
    ]);
  });
  it("an ID that is not 8 digits", () => {
    expect(problems(edited("U1800 Players", (c) => ((c[2] as (string | number | null)[])[3] = "1300002")))).toEqual([
      "'U1800 Players'!D3: \"1300002\" is not a US Chess ID (8 digits) for Ortiz, Eli (#2)",
    ]);
  });
  it("a player in two sections", () => {
    expect(problems(edited("U1800 Players", (c) => ((c[3] as (string | number | null)[])[3] = "12000002")))).toEqual([
      "'U1800 Players'!D4: US Chess ID 12000002 (Wu, Fay, section U1800) is also Players!D3 (the event): a player is in one section only",
    ]);
  });
  it("a section without a time control", () => {
    const sheets = edited("Tournament", setInfo("Time control", null)).filter((s) => s.name !== "U1800 Tournament");
    expect(problems(sheets)).toEqual([
      'the Tournament sheet has no "Time control" row: the event has no time control (as G/90;d5 or 40/120, SD/30;d5)',
      'the U1800 Tournament sheet has no "Time control" row: section U1800 has no time control (as G/90;d5 or 40/120, SD/30;d5)',
    ]);
  });
  it("a date that is not a date, and an event that ends before it starts", () => {
    expect(problems(edited("Tournament", setInfo("Start date", "21/13/2026")))).toEqual([
      'Tournament!B6: "21/13/2026" is not a date (year first: 2026-11-21)',
    ]);
    expect(problems(edited("Tournament", setInfo("End date", "2026-11-20")))).toEqual([
      "Tournament!B7: the event ends before it starts (2026-11-20)",
    ]);
  });
  it("the affiliate, chief TD, site and rating system, missing or malformed", () => {
    expect(problems(edited("Tournament", setInfo("Affiliate ID", null)))).toEqual([
      'the Tournament sheet has no "Affiliate ID" row: the sponsoring affiliate\'s US Chess ID (a letter and 7 digits, as A1234567)',
    ]);
    expect(problems(edited("Tournament", setInfo("Affiliate ID", "6012345")))).toEqual([
      'Tournament!B8: "6012345" is not a US Chess affiliate ID (a letter and 7 digits, as A1234567)',
    ]);
    expect(problems(edited("Tournament", setInfo("Chief TD ID", null)))).toEqual([
      'the Tournament sheet has no "Chief TD ID" row: the chief TD\'s US Chess ID (8 digits)',
    ]);
    expect(problems(edited("Tournament", setInfo("State", "New York")))).toEqual(['Tournament!B4: "New York" is not a state (two letters, as NY)']);
    expect(problems(edited("Tournament", setInfo("ZIP code", "126")))).toEqual(['Tournament!B5: "126" is not a ZIP code (5 digits, or 5-4 as 10001-1234)']);
    expect(problems(edited("Tournament", setInfo("City", null)))).toEqual(['the Tournament sheet has no "City" row: the city where the event was played']);
    expect(problems(edited("U1800 Tournament", setInfo("US Chess rating system", "Rapid")))).toEqual([
      '\'U1800 Tournament\'!B3: "Rapid" is not a US Chess rating system (R regular, Q quick, D dual: both, B blitz)',
    ]);
  });
  it("a board posted without its result is not read as a round not played", () => {
    const sheets = [
      ...weekend(),
      { name: "U1800 Round 3", cells: [["Board", "White", "Black", "Result"], [1, "#2", "#1", ""], ["", "#3", "BYE", "1"]] },
    ];
    expect(problems(sheets)).toEqual(["'U1800 Round 3'!A2: board 1 (#2 – #1) has no result"]);
  });
  it("a TRF (no cells): the rows the file lacks are named by their command-line options", () => {
    const t: Tournament = {
      info: { name: "Club night", startDate: "2026-11-20", timeControl: "G/30;d5" },
      totalRounds: 1,
      initialColour: null,
      players: [
        { id: 1, name: "A", rating: 1500, memberId: "12345678", rounds: [{ kind: "win", opponent: 2, colour: "w" }] },
        { id: 2, name: "B", rating: 1400, rounds: [{ kind: "loss", opponent: 1, colour: "b" }] },
      ],
    };
    const places = filePlaces("club.trf", (f) => (t.info[f] !== undefined ? null : `--${f}`));
    const r = makeUscfReport({ event: t.info, eventPlaces: places, sections: [{ name: "", tournament: t, places }], updated: UPDATED });
    expect(r.problems.map((p) => p.message)).toEqual([
      "no --affiliateId given: the sponsoring affiliate's US Chess ID (a letter and 7 digits, as A1234567)",
      "no --chiefTdId given: the chief TD's US Chess ID (8 digits)",
      "no --city given: the city where the event was played",
      "no --state given: the state where the event was played (two letters, as NY)",
      "no --zipCode given: the ZIP code of the site",
      "no --ratingSystem given: the event's US Chess rating system (R regular, Q quick, D dual: both, B blitz)",
      "club.trf, player #2: no US Chess ID for B (#2)",
    ]);
  });
});

describe("US Chess rating report: property", () => {
  it("every game played appears in both players' records, with opposite results and colours", () => {
    fc.assert(
      fc.property(arbitraryTournament({ minPlayers: 2, maxPlayers: 12, maxRounds: 7, plain: true }), (raw) => {
        const t: Tournament = {
          ...raw,
          boards: undefined,
          info: { ...TOURNAMENT_INFO },
          players: raw.players.map((p) => ({
            ...p,
            name: `Player ${p.id}`,
            memberId: String(10000000 + p.id),
            rounds: p.rounds.map((e) => (e === null || e.rated !== false ? e : { kind: e.kind, opponent: e.opponent, colour: e.colour })),
          })),
        };
        const places = filePlaces("t.trf", () => null);
        const r = makeUscfReport({ event: t.info, eventPlaces: places, sections: [{ name: "", tournament: t, places }], updated: UPDATED });
        if (r.value === null) {
          // Only an event with no round at all is refused.
          expect(r.problems.map((p) => p.message)).toEqual(["the event has no rounds played: there is nothing to rate"]);
          return;
        }
        const td = readIndependently((r.value.files[2] as { bytes: Uint8Array }).bytes);
        const byPair = new Map(td.records.map((rec) => [Number(rec.D_PAIR_NUM), rec]));
        const opposite: Record<string, string> = { W: "L", L: "W", D: "D", X: "F", F: "X", Z: "Z" };
        let games = 0;
        for (const rec of td.records) {
          for (const [field, raw] of Object.entries(rec)) {
            if (!field.startsWith("D_RND")) continue;
            const m = /^([WLDXFZ])(\d+)([WB]?) *$/.exec(raw);
            if (m === null) {
              expect(raw).toMatch(/^[BHU]0 {5}$/);
              continue;
            }
            const other = (byPair.get(Number(m[2])) as Record<string, string>)[field] as string;
            const back = /^([WLDXFZ])(\d+)([WB]?) *$/.exec(other);
            expect(back?.[1]).toBe(opposite[m[1] as string]);
            expect(Number(back?.[2])).toBe(Number(rec.D_PAIR_NUM));
            expect(back?.[3]).toBe(m[3] === "" ? "" : m[3] === "W" ? "B" : "W");
            if ("WLD".includes(m[1] as string)) games++;
          }
        }
        expect(games).toBe(2 * r.value.games);
      }),
      { numRuns: 150 },
    );
  });
});

const TOURNAMENT_INFO = {
  name: "Property",
  city: "Albany",
  state: "NY",
  zipCode: "12207",
  startDate: "2026-11-21",
  affiliateId: "A1234567",
  chiefTdId: "12345678",
  timeControl: "G/60;d5",
  ratingSystem: "D",
};

describe("US Chess rating report: never a crash", () => {
  it("property: a valid event with any one row, name or state replaced by any text gives the files or problems, never an exception", () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: "grapheme", maxLength: 40 }), fc.string({ unit: "binary", maxLength: 300 }));
    const base: Record<string, string> = { ...TOURNAMENT_INFO, country: "Canada", endDate: "2026-11-22", assistantTdId: "23456789", otherTdIds: "34567890" };
    const fields = [...Object.keys(base), "name:player", "state:player"];
    fc.assert(
      fc.property(fc.constantFrom(...fields), text, (field, value) => {
        const info = field.endsWith(":player") ? base : { ...base, [field]: value };
        const t: Tournament = {
          info,
          totalRounds: null,
          initialColour: null,
          players: [1, 2].map((id) => ({
            id,
            name: field === "name:player" && id === 1 ? value : `Player ${id}`,
            rating: 1500,
            memberId: String(10000000 + id),
            ...(field === "state:player" && id === 2 ? { state: value } : {}),
            rounds: [{ kind: id === 1 ? "win" : "loss", opponent: 3 - id, colour: id === 1 ? "w" : "b" }],
          })),
        };
        const places = filePlaces("t.trf", () => null);
        const r = makeUscfReport({ event: info, eventPlaces: places, sections: [{ name: "", tournament: t, places }], updated: UPDATED });
        expect(r.value === null).toBe(r.problems.length > 0);
      }),
      { numRuns: 400 },
    );
  });
});
