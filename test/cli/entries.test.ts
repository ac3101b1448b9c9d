import { readFileSync, writeFileSync } from "fs";
import { join } from "path";
import { cli, tempDir, writeTemp } from "./helpers";
import { parseTrf } from "../../src/core/formats/trf";
import { unwrap } from "../../src/core/errors";
import { dbfBytes } from "../core/entries/dbf-bytes";

const fixtures = join(__dirname, "../fixtures/entries");
const signup = join(fixtures, "signup.csv");
const fideTxt = join(fixtures, "players_list_foa.txt");

describe("wallchart entries (issue 25)", () => {
  it("stops on unreadable rows, naming row and column, unless --skip-unreadable", async () => {
    const dir = tempDir();
    const r = await cli("entries", signup, "-o", join(dir, "e.trf"));
    expect(r.code).toBe(1);
    expect(r.err).toContain('row 4, column "USCF ID #": "12,345" is not an id');
    expect(r.err).toContain('row 5, column "Rating (if known)": "fifteen hundred" is not a rating');
    expect(r.err).toContain("--skip-unreadable");
  });

  it("rates from the FIDE list and the US Chess supplement, places by sections, asks every doubt", async () => {
    const dir = tempDir();
    const dbf = join(dir, "TDEXP.DBF");
    writeFileSync(
      dbf,
      dbfBytes(
        [
          { name: "MEMID", type: "C", length: 8 },
          { name: "NAME", type: "C", length: 30 },
          { name: "R_REG", type: "C", length: 7 },
        ],
        [{ values: ["12345678", "NAKAMURA, HIKARU", "2790"] }],
      ),
    );
    const out = join(dir, "event.trf");
    const r = await cli("entries", signup, "--skip-unreadable", "--list", `${dbf},${fideTxt}`, "--sections", "Open; U2000: under 2000", "-o", out);
    expect(r.err).toContain("players_list_foa.txt: 7 players read");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Open: 2 entered");
    expect(r.out).toContain("U2000: 2 entered");
    expect(r.out).toContain("row 6: FIDE ID 1503014 is already row 2 (Carlsen, Magnus): left out as the same player");
    expect(r.out).toContain("row 7 Wang, Yi: 2 players of that name in FIDE players_list_foa.txt (standard)");
    expect(r.out).toContain("row 8 Nakamuro, Hikaru: not in US Chess TDEXP.DBF (regular) by that name; did you mean NAKAMURA, HIKARU (ID 12345678, 2790)?");
    const open = unwrap(parseTrf(readFileSync(out.replace(/\.trf$/, " Open.trf"), "utf8")));
    expect(open.players.map((p) => [p.name, p.rating, p.memberId])).toEqual([
      ["Carlsen, Magnus", 2823, "1503014"],
      ["Nakamura, Hikaru", 2790, "2016192"], // matched by name in the FIDE list: TRF carries the FIDE ID
    ]);
    const u2000 = unwrap(parseTrf(readFileSync(out.replace(/\.trf$/, " U2000.trf"), "utf8")));
    expect(u2000.players.map((p) => [p.name, p.rating])).toEqual([
      ["Nakamuro, Hikaru", null],
      ["Wang, Yi", null],
    ]);
  });

  it("writes an .xlsx whose Players sheets carry FIDE ID, ID and Rating source", async () => {
    const dir = tempDir();
    const out = join(dir, "event.xlsx");
    const r = await cli("entries", signup, "--skip-unreadable", "--list", fideTxt, "-o", out);
    expect(r.code).toBe(0);
    const { loadXlsx } = await import("../../src/cli/load");
    const book = await loadXlsx(out);
    const players = book.sheets.find((s) => s.name === "Players");
    expect(players?.cells[0]).toEqual(["#", "Name", "Rating", "ID", "FIDE ID", "Sex", "Birth date", "Title", "Federation", "Rating source"]);
    expect(players?.cells[1]).toEqual([1, "Carlsen, Magnus", 2823, null, "1503014", "m", "1990", "GM", "NOR", "FIDE players_list_foa.txt (standard)"]);
    expect((await cli("entries", signup, "--skip-unreadable", "-o", out)).code).not.toBe(0); // not overwritten
  });

  it("refuses a list in a format it does not read, naming the formats it reads", async () => {
    const dir = tempDir();
    const pdf = writeTemp(dir, "ratings.pdf", "%PDF-1.4 whatever");
    const r = await cli("entries", signup, "--skip-unreadable", "--list", pdf, "-o", join(dir, "e.xlsx"));
    expect(r.code).toBe(1);
    expect(r.err).toContain("not a rating list Wallchart reads (expected FIDE's TXT list (players_list_foa.txt)");
  });
});
