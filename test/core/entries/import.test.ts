import fc from "fast-check";
import { ListMatcher, listNameKey } from "../../../src/core/entries/match";
import { nameKey } from "../../../src/core/season/match";
import { fideTxtReader } from "../../../src/core/entries/fide-txt";
import { fideTxtChunks, generatePlayers } from "../../../src/bench/fide-list";
import { breaks, parseSections, placeEntries } from "../../../src/core/entries/sections";
import { planImport, rateEntry, type RatedEntry } from "../../../src/core/entries/import";
import type { ListPlayer, ListSource, SignupEntry } from "../../../src/core/entries/types";

const fide: ListSource = { label: "FIDE players_list_foa.txt (standard)", idKind: "fideId" };
const list: ListPlayer[] = [
  { id: "1503014", name: "Carlsen, Magnus", rating: 2823, federation: "NOR", sex: "m", title: "GM", birthYear: 1990, where: "line 2" },
  { id: "2016192", name: "Nakamura, Hikaru", rating: 2792, federation: "USA", sex: "m", title: "GM", birthYear: 1987, where: "line 4" },
  { id: "9999991", name: "Wang, Yi", rating: null, federation: "CHN", where: "line 6" },
  { id: "9999992", name: "Wang, Yi", rating: 1850, federation: "CHN", birthYear: 2001, where: "line 7" },
];
const entry = (row: number, name: string, more: Partial<SignupEntry> = {}): SignupEntry => ({ row, name, rating: null, byes: {}, ...more });

function match(entries: SignupEntry[]) {
  const m = new ListMatcher(entries, "fideId");
  list.forEach((p) => m.offer(p));
  return m.results();
}

describe("matching against a list: by ID first, then by name; never a silent merge", () => {
  it("by FIDE ID, by exact name in any order and case, and 'did you mean' for a near name", () => {
    const r = match([
      entry(2, "Magnus Carlsen", { fideId: "1503014" }),
      entry(3, "NAKAMURA, hikaru"),
      entry(4, "Hikaru Nakamuro"),
      entry(5, "Yi Wang"),
      entry(6, "Ann Lee", { fideId: "1503014" }),
      entry(7, "Ann Lee", { fideId: "42" }),
      entry(8, "Nobody Here"),
    ]);
    expect(r.map((x) => x.kind)).toEqual(["id", "name", "didYouMean", "ambiguous", "otherName", "none", "none"]);
    expect(r[2]).toMatchObject({ candidates: [{ id: "2016192" }], idNotFound: false });
    expect(r[3]).toMatchObject({ by: "name", candidates: [{ id: "9999991" }, { id: "9999992" }] });
    expect(r[5]).toMatchObject({ idNotFound: true });
  });

  it("an ID two list players share is asked", () => {
    const m = new ListMatcher([entry(2, "X", { fideId: "7" })], "fideId");
    m.offer({ id: "7", name: "X", rating: 1, where: "line 2" });
    m.offer({ id: "7", name: "X", rating: 2, where: "line 3" });
    expect(m.results()[0]).toMatchObject({ kind: "ambiguous", by: "id" });
  });

  it("rateEntry: the list's rating, title, federation and birth year, and where the rating came from; questions for doubts", () => {
    const entries = [entry(2, "Magnus Carlsen", { fideId: "1503014", rating: 2700 }), entry(4, "Hikaru Nakamuro", { rating: 2700 }), entry(5, "Yi Wang")];
    const rated = entries.map((e, i) => rateEntry(e, [match(entries)[i]!], [fide]));
    expect(rated[0]).toMatchObject({ rating: 2823, ratingSource: fide.label, title: "GM", federation: "NOR", birthYear: 1990, questions: [] });
    expect(rated[1]).toMatchObject({ rating: 2700, ratingSource: "sign-up" });
    expect(rated[1]?.questions).toEqual([
      "row 4 Hikaru Nakamuro: not in FIDE players_list_foa.txt (standard) by that name; did you mean Nakamura, Hikaru (FIDE ID 2016192, USA, born 1987, 2792)? Give the row that FIDE ID to take it.",
    ]);
    expect(rated[2]?.questions[0]).toMatch(/^row 5 Yi Wang: 2 players of that name in .*Wang, Yi \(FIDE ID 9999991, CHN, unrated\); Wang, Yi \(FIDE ID 9999992, CHN, born 2001, 1850\)/);
  });
});

describe("sections with limits", () => {
  const spec = parseSections("Open; U1600: under 1600; U1200: under 1200, unrated no; Juniors: age under 14 in 2026, unrated estimate");
  it("reads the rules; refuses a rule it does not know, naming it", () => {
    expect(spec.problems).toEqual([]);
    expect(spec.value).toEqual([
      { name: "Open", unrated: "yes" },
      { name: "U1600", ratingMax: 1599, unrated: "yes" },
      { name: "U1200", ratingMax: 1199, unrated: "no" },
      { name: "Juniors", bornFrom: 2012, unrated: "estimate" },
    ]);
    expect(parseSections("Open: under the sea").problems).toEqual([
      'sections: Open: "under the sea" is not a rule (under 1800, max 1799, min 1600, born 2012 or later, age under 14 in 2026, unrated yes|no|estimate)',
    ]);
  });

  it("a 1793 player is not placed in U1600 silently: by the limits he goes to Open; named in U1600, a warning names the rule", () => {
    const p = placeEntries(
      [
        { row: 2, name: "Ann", rating: 1793, estimate: false },
        { row: 3, name: "Bo", rating: 1793, estimate: false, section: "u1600" },
        { row: 4, name: "Cy", rating: 1100, estimate: false },
        { row: 5, name: "Di", rating: null, estimate: false },
        { row: 6, name: "Ed", rating: 900, estimate: false, section: "U900" },
      ],
      spec.value,
    );
    expect(p.placed.map((x) => [x.entry.row, x.section, x.warning])).toEqual([
      [2, "Open", undefined],
      [3, "U1600", "row 3: U1600 is for ratings up to 1599 (Bo is 1793); entered as the sign-up asks"],
      [4, "U1200", undefined],
      [5, "U1600", undefined],
    ]);
    expect(p.left.map((x) => x.message)).toEqual(['row 6, column Section: "U900" is not a section (Open, U1600, U1200, Juniors)']);
  });

  it("unrated by estimate: the sign-up's own rating places the player; without one, the rule is named", () => {
    const j = spec.value[3]!;
    expect(breaks(j, { row: 2, name: "Kid", rating: 800, estimate: true, birthYear: 2014 })).toBeNull();
    expect(breaks(j, { row: 2, name: "Kid", rating: null, estimate: false, birthYear: 2014 })).toBe(
      "Juniors places unrated players by an estimate, and Kid has none",
    );
    expect(breaks(j, { row: 2, name: "Dad", rating: 1500, estimate: false, birthYear: 1980 })).toBe(
      "Juniors is for players born in 2012 or later (Dad was born in 1980)",
    );
  });
});

describe("properties of an import (issue 25)", () => {
  const arbEntries = fc
    .array(
      fc.record({
        first: fc.constantFrom("Ann", "Bo", "Cy", "Di", "Ed", "Flo"),
        last: fc.constantFrom("Lee", "Kim", "Ray", "Orr"),
        rating: fc.option(fc.integer({ min: 100, max: 2800 }), { nil: null }),
        born: fc.option(fc.integer({ min: 1950, max: 2020 }), { nil: undefined }),
        section: fc.constantFrom(undefined, "Open", "U1600", "Nope"),
      }),
      { maxLength: 40 },
    )
    .map((xs) =>
      xs.map(
        (x, i): RatedEntry => ({
          row: i + 2,
          name: `${x.last}, ${x.first} ${i}`,
          rating: x.rating,
          ratingSource: x.rating === null ? "" : "sign-up",
          byes: {},
          questions: [],
          ...(x.born === undefined ? {} : { birthYear: x.born }),
          ...(x.section === undefined ? {} : { section: x.section }),
        }),
      ),
    );
  const rules = parseSections("Open: min 1200; U1600: under 1600, unrated no; Juniors: born 2010 or later").value;

  it("every entry ends in exactly one section or in the list of entries not entered", () => {
    fc.assert(
      fc.property(arbEntries, (entries) => {
        const plan = planImport(entries, rules, new Map());
        const placed = plan.sections.flatMap((s) => s.players.map((p) => p.name));
        expect(new Set(placed).size).toBe(placed.length);
        expect(placed.length + plan.left.length).toBe(entries.length);
      }),
    );
  });

  it("importing twice adds nothing", () => {
    fc.assert(
      fc.property(arbEntries, (entries) => {
        const once = planImport(entries, rules, new Map());
        const twice = planImport(entries, rules, new Map(once.sections.map((s) => [s.section, s.players])));
        expect(twice.sections.map((s) => s.added)).toEqual(twice.sections.map(() => 0));
        expect(twice.sections.map((s) => s.players)).toEqual(once.sections.map((s) => s.players));
      }),
    );
  });

  it("a new section is ranked by rating, then FIDE's title order, then name (C.04.2 2.2); pairing numbers run 1..n", () => {
    const rated = (name: string, rating: number | null, title?: string): RatedEntry => ({ row: 2, name, rating, ratingSource: "", byes: {}, questions: [], ...(title ? { title } : {}) });
    const plan = planImport([rated("C", 2400), rated("B", 2500, "FM"), rated("A", 2500, "IM"), rated("D", null)], [], new Map());
    expect(plan.sections[0]?.players.map((p) => [p.id, p.name])).toEqual([[1, "A"], [2, "B"], [3, "C"], [4, "D"]]);
  });
});

describe("listNameKey: nameKey without regular expressions for plain ASCII names", () => {
  it("agrees with the season's nameKey on any text", () => {
    const chars = fc.constantFrom(..."aZ ,.'-_`\t9éß,".split(""));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 24 }).map((a) => a.join("")), (s) => {
        expect(listNameKey(s)).toBe(nameKey(s));
      }),
      { numRuns: 3000 },
    );
    expect(listNameKey("Carlsen, Magnus")).toBe("magnus carlsen");
    expect(listNameKey("O'Neil-Smith, J.R.")).toBe(nameKey("O'Neil-Smith, J.R."));
  });
});

describe("the readers' filter (wants) keeps exactly what offering every player keeps", () => {
  it("same answers for 300 entries (by id, by name, misspelt) over a generated list", () => {
    const gen = [...generatePlayers(3000, 5)];
    const entries: SignupEntry[] = gen
      .filter((_, i) => i % 10 === 0)
      .map((p, i) => entry(i + 2, i % 3 === 2 ? `${p.given} ${p.surname.slice(1)}` : `${p.surname}, ${p.given}`, i % 3 === 0 ? { fideId: String(p.id) } : {}));
    const text = [...fideTxtChunks(gen)].join("");
    const all = new ListMatcher(entries, "fideId");
    const r1 = fideTxtReader((p) => all.offer(p));
    r1.push(text);
    r1.end();
    const filtered = new ListMatcher(entries, "fideId");
    const r2 = fideTxtReader((p) => filtered.offer(p), "standard", (id, name) => filtered.wants(id, name));
    r2.push(text);
    r2.end();
    expect(r2.count).toBe(3000);
    expect(filtered.results()).toEqual(all.results());
    expect(all.results().filter((r) => r.kind === "didYouMean").length).toBeGreaterThan(50);
  });
});
