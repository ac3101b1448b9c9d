import fc from "fast-check";
import { ChessInputError } from "../../../src/core/errors";
import { editDistance, nameKey, nearMiss, nearMissPairs } from "../../../src/core/season/match";
import { season, type SeasonEvent, type SeasonRow } from "../../../src/core/season/season";
import { seasonHtml, seasonTables } from "../../../src/core/season/render";
import { workedEvents } from "./helpers";

const line = (s: ReturnType<typeof season>, category: string, name: string) => {
  const c = s.categories.find((x) => x.category === category);
  const l = c?.lines.find((x) => s.people[x.person]?.name === name);
  return l === undefined ? undefined : { place: l.place, points: l.points, total: l.total };
};

describe("the worked season of docs/grandprix.md (seed 000, rules 1-4)", () => {
  const s = season(workedEvents());

  test("events in date order, the Grand Prix year from the first event", () => {
    expect(s.events.map((e) => e.name)).toEqual(["Autumn Cup", "Winter Open", "Spring Classic"]);
    expect(s.year).toBe(1994);
    expect(s.best).toBe(7);
  });

  test("rule 1: Open points by place, ties sharing the places' points in every event", () => {
    // Autumn Cup (class 1: 8 5 3 2 1): Ross and Kim tie for 2nd-3rd, (5+3)/2; Lee and Fox 4th-5th, (2+1)/2.
    expect(line(s, "OPEN", "Carl Diaz")).toEqual({ place: "1", points: [8, 10, 8.5], total: 26.5 });
    expect(line(s, "OPEN", "Dora Kim")).toEqual({ place: "2", points: [4, 2, 16], total: 22 });
    expect(line(s, "OPEN", "Ben Ross")).toEqual({ place: "3", points: [4, 10, 4.5], total: 18.5 });
    expect(line(s, "OPEN", "Anna Lee")).toEqual({ place: "4", points: [1.5, 5, 8.5], total: 15 });
    expect(line(s, "OPEN", "Finn Gray")).toEqual({ place: "9", points: [0, 1, 1], total: 2 });
  });

  test("rule 3: the first event's rating all year (Anna Lee 1450 stays under 1600 after reaching 1530)", () => {
    expect(line(s, "U1600", "Anna Lee")).toEqual({ place: "1", points: [6.5, 12, 16], total: 34.5 });
    expect(line(s, "U1600", "Ed Fox")).toEqual({ place: "2", points: [6.5, 8, 10], total: 24.5 });
    expect(line(s, "U2000", "Dora Kim")?.total).toBe(25.5);
    expect(line(s, "U2000", "Carl Diaz")).toBeUndefined();
    // an unrated player earns only in the Open and the special categories
    expect(line(s, "U1600", "Finn Gray")).toBeUndefined();
  });

  test("rule 2: a junior who turns 18 in June 1994 is a junior all year; 18 on 1 January is not", () => {
    expect(line(s, "JUNIORS", "Ben Ross")).toEqual({ place: "1", points: [8, 12, 10], total: 30 });
    expect(line(s, "JUNIORS", "Gus Hill")).toBeUndefined();
  });

  test("a player in several categories: Anna Lee in all six", () => {
    expect(
      s.categories.filter((c) => c.lines.some((l) => s.people[l.person]?.name === "Anna Lee")).map((c) => c.category),
    ).toEqual(["OPEN", "U2000", "U1600", "WOMEN", "GIRLS", "JUNIORS"]);
    expect(line(s, "GIRLS", "Anna Lee")?.total).toBe(36);
  });

  test("matched by ID, and by name to the one ID that name has (Anna Lee's Spring Classic row has no ID)", () => {
    expect(s.people.filter((p) => p.name === "Anna Lee")).toHaveLength(1);
    expect(s.people.find((p) => p.name === "Anna Lee")?.id).toBe("3104");
  });

  test("a near miss is never merged: 'did you mean' names both rows", () => {
    expect(s.people.map((p) => p.name)).toEqual(expect.arrayContaining(["Ivan Petrov", "Ivn Petrov"]));
    expect(s.warnings).toEqual([
      'Did you mean "Ivan Petrov" (Winter Open, line 5) for "Ivn Petrov" (Spring Classic, line 5)? Kept as two players; give both the same ID, or add an alias, if they are one.',
    ]);
  });

  test("an alias merges the two: Ivan Petrov 4 + 4.5 = 8.5, 5th in the Open", () => {
    const t = season(workedEvents(), { aliases: new Map([["Ivn Petrov", "Ivan Petrov"]]) });
    expect(line(t, "OPEN", "Ivan Petrov")).toEqual({ place: "5", points: [null, 4, 4.5], total: 8.5 });
    expect(t.warnings).toEqual([]);
  });

  test("rule 4: one prize per player, the most valuable; a prize left passes down its category", () => {
    const prizes = s.prizes.map((p) => [p.category, p.place, s.people[p.person]?.name, p.amount]);
    expect(prizes).toEqual([
      ["OPEN", 1, "Carl Diaz", 1500],
      ["OPEN", 2, "Dora Kim", 1000],
      ["OPEN", 3, "Ben Ross", 800],
      ["U2000", 1, "Anna Lee", 800],
      ["OPEN", 4, "Ed Fox", 700],
      ["OPEN", 5, "Ivn Petrov", 600],
      ["OPEN", 6, "Ivan Petrov", 500],
      ["U2000", 2, "Gus Hill", 500],
      ["OPEN", 7, "Finn Gray", 400],
    ]);
  });

  test("the December list overrides the first event's rating (rule 3)", () => {
    const t = season(workedEvents(), { ratings: new Map([["3104", 1650]]) });
    expect(line(t, "U1600", "Anna Lee")).toBeUndefined();
    expect(line(t, "U1600", "Ed Fox")?.points).toEqual([8, 12, 16]);
  });

  test("best seven: with best 2 only the two highest count, the rest shown in brackets", () => {
    const t = season(workedEvents(), { best: 2 });
    expect(line(t, "OPEN", "Carl Diaz")?.total).toBe(18.5);
    const table = seasonTables(t)[0]?.rows.find((r) => r[1] === "Carl Diaz");
    expect(table).toEqual(["2", "Carl Diaz", "3101", "Vic", "(8)", "10", "8½", "18½"]); // Dora Kim: 16 + 4 = 20
  });

  test("HTML escapes names and carries no script", () => {
    const ev = workedEvents();
    const rows = [...(ev[0] as SeasonEvent).rows];
    rows[0] = { ...(rows[0] as SeasonRow), name: "<img src=x onerror=alert(1)>" };
    const html = seasonHtml(season([{ ...(ev[0] as SeasonEvent), rows }]), "GP <1994>");
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("refusals name the event and the row", () => {
  const base = () => workedEvents();
  const refusal = (events: SeasonEvent[]) => {
    try {
      season(events);
    } catch (e) {
      if (e instanceof ChessInputError) return e.problems.map((p) => p.message);
      throw e;
    }
    return [];
  };
  test("an event without a date", () => {
    const ev = base();
    ev[1] = { ...(ev[1] as SeasonEvent), date: null };
    expect(refusal(ev)).toEqual(["winter-open.csv (Winter Open): no date (write it year first: 1994-04-01)"]);
  });
  test("an event outside the Grand Prix year", () => {
    const ev = base();
    ev[2] = { ...(ev[2] as SeasonEvent), date: { year: 1995, month: 1, day: 7 } };
    expect(refusal(ev)).toEqual(["spring-classic.csv (Spring Classic): 1995-01-07 is not in the 1994 Grand Prix year"]);
  });
  test("a scheme that is not one, and ACF mixed with VCF", () => {
    const ev = base();
    ev[0] = { ...(ev[0] as SeasonEvent), scheme: "ACF7" };
    expect(refusal(ev)).toEqual(['autumn-cup.csv (Autumn Cup): scheme "ACF7" is not ACF1–ACF5 or VCF']);
    const mixed = base();
    mixed[0] = { ...(mixed[0] as SeasonEvent), scheme: "VCF" };
    expect(refusal(mixed)[0]).toMatch(
      /^a season is either an ACF Grand Prix .* Autumn Cup is VCF, Winter Open is ACF2/,
    );
  });
  test("the same player twice in one event, a row without a score", () => {
    const ev = base();
    const rows = [...(ev[0] as SeasonEvent).rows];
    rows.push({ ...(rows[0] as SeasonRow), line: 9, name: "Carl  Diaz" });
    rows.push({ ...(rows[1] as SeasonRow), line: 10, id: "", name: "Zed", score: null });
    ev[0] = { ...(ev[0] as SeasonEvent), rows };
    expect(refusal(ev)).toEqual(["autumn-cup.csv (Autumn Cup), line 10 (Zed): no score"]);
    rows.pop();
    expect(refusal(ev)).toEqual([
      'autumn-cup.csv (Autumn Cup): "Carl  Diaz" on line 9 is the same player as "Carl Diaz" on line 2',
    ]);
  });
  test("no events", () => {
    expect(refusal([])).toEqual(["the season has no events yet"]);
  });
  test("a class paying more places than the event has players is a warning, not a refusal (rule 5: the class is the fee)", () => {
    const ev = base().slice(0, 1);
    const s = season([{ ...(ev[0] as SeasonEvent), scheme: "ACF5" }]);
    expect(s.warnings).toContain(
      "Autumn Cup is ACF5, which pays 10 places, but has 7 players (rule 5: the class is the fee paid; check it).",
    );
  });
});

describe("VCF season (seed 002, Part 2 and Enclosure 1)", () => {
  const row = (line: number, name: string, score: number, rating: number | null, team: string): SeasonRow => ({
    line,
    name,
    score,
    rating,
    female: false,
    birth: null,
    state: "",
    team,
    rounds: null,
  });
  const ev = (name: string, month: number, rows: SeasonRow[]): SeasonEvent => ({
    name,
    date: { year: 2020, month, day: 10 },
    scheme: "VCF",
    rounds: 5,
    section: "K-5",
    source: `${name}.csv`,
    rows,
  });
  test("points accumulate over every qualifier; schools add their top 4 players' accumulated points", () => {
    const a = ev("GSQT 1", 10, [
      row(2, "Amy", 50, 1000, "ABC"),
      row(3, "Bob", 30, 800, "ABC"),
      row(4, "Cat", 20, 700, "XYZ"),
    ]);
    const b = ev("GSQT 2", 11, [
      row(2, "Bob", 40, 820, "ABC"),
      row(3, "Cat", 40, 710, "XYZ"),
      row(4, "Dan", 10, 600, "XYZ"),
    ]);
    const s = season([b, a]);
    expect(s.kind).toBe("VCF");
    expect(s.best).toBeNull();
    // GSQT 1: AR (1000+800+700)/3 = 833.33 → 833, NoP 3: Amy 833 × 1 × 3 / 1000 + 3 = 5.499
    const amy = line(s, "K-5", "Amy");
    expect(amy?.points).toEqual([5.499, null]);
    // GSQT 2: AR (820+710+600)/3 = 710, Bob and Cat tie for first (no bonus): 710 × 0.8 × 3 / 1000 = 1.704
    expect(line(s, "K-5", "Bob")?.points).toEqual([1.4994, 1.704]); // 833 × 0.6 × 3 / 1000
    expect(line(s, "K-5", "Bob")?.total).toBe(3.2034);
    const schools = s.schools[0]?.schools.map((t) => [t.team, t.place, t.points]);
    expect(schools).toEqual([
      ["ABC", "1", 8.7024], // Amy 5.499 + Bob 3.2034
      ["XYZ", "2", 3.1296], // Cat 0.9996 + 1.704, Dan 0.426
    ]);
    expect(s.schools[0]?.underLimit).toBe(900);
  });
  test("an event whose players have no post-event ratings is refused with its name", () => {
    const a = ev("GSQT 1", 10, [row(2, "Amy", 50, null, "ABC"), row(3, "Bob", 30, null, "ABC")]);
    expect(() => season([a])).toThrow(/GSQT 1\.csv \(GSQT 1\)/);
  });
});

describe("properties", () => {
  const points = fc.array(
    fc.array(fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }), { minLength: 1, maxLength: 12 }),
    {
      minLength: 1,
      maxLength: 6,
    },
  );
  /** A season in which player k of each event scores table[e][k] (null: absent), class 5, 1994. */
  const build = (table: (number | null)[][]): SeasonEvent[] =>
    table
      .map((scores, e) => ({
        name: `Event ${e + 1}`,
        date: { year: 1994, month: 1 + e, day: 1 },
        scheme: "ACF5",
        source: `e${e}`,
        rows: scores.flatMap((sc, k) =>
          sc === null
            ? []
            : [
                {
                  line: k + 2,
                  id: `P${k}`,
                  name: `Player ${k}`,
                  score: sc * 5,
                  rating: 1500,
                  female: false,
                  birth: null,
                  state: "",
                  team: "",
                  rounds: null,
                },
              ],
        ),
      }))
      .filter((e) => e.rows.length > 0);

  test("a player's total equals the sum of his best seven", () => {
    fc.assert(
      fc.property(points, (t) => {
        const events = build(t);
        if (events.length === 0) return;
        const s = season(events);
        for (const c of s.categories)
          for (const l of c.lines) {
            const best = (l.points.filter((p) => p !== null) as number[]).sort((a, b) => b - a).slice(0, 7);
            expect(l.total).toBeCloseTo(
              best.reduce((a, b) => a + b, 0),
              9,
            );
            expect(l.counted.filter(Boolean).length).toBe(Math.min(7, best.length));
          }
      }),
      { numRuns: 60 },
    );
  });

  test("reordering the events changes nothing; adding an event never lowers a total", () => {
    fc.assert(
      fc.property(points, fc.integer({ min: 0, max: 5 }), (t, rot) => {
        const events = build(t);
        if (events.length < 2) return;
        const a = season(events);
        const r = rot % events.length;
        const b = season([...events.slice(r), ...events.slice(0, r)]);
        expect(b.categories).toEqual(a.categories);
        const fewer = season(events.slice(0, -1));
        for (const c of fewer.categories)
          for (const l of c.lines) {
            const id = fewer.people[l.person]?.id;
            const after = a.categories
              .find((x) => x.category === c.category)
              ?.lines.find((x) => a.people[x.person]?.id === id);
            expect(after?.total ?? 0).toBeGreaterThanOrEqual(l.total - 1e-9);
          }
      }),
      { numRuns: 60 },
    );
  });
});

describe("name matching", () => {
  test("nameKey ignores case, accents, punctuation and Surname, First order", () => {
    expect(nameKey("  BARON, Michael ")).toBe("michael baron");
    expect(nameKey("J-P. Wallace")).toBe("j p wallace");
    expect(nameKey("Zoë O'Neil")).toBe("zoe o neil");
  });
  test("near misses: a letter off, an initial, swapped words; not different people", () => {
    expect(nearMiss("ivn petrov", "ivan petrov")).toBe(true);
    expect(nearMiss("m baron", "michael baron")).toBe(true);
    expect(nearMiss("petrov ivan", "ivan petrov")).toBe(true);
    expect(nearMiss("ann lee", "dan fox")).toBe(false);
    expect(nearMiss("bob", "rob")).toBe(true);
    expect(nearMiss("tom smith", "tim smyth")).toBe(false);
  });
  test("the bucketed search finds every pair that comparing every pair finds", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-d]{1,5}( [a-d]{1,6}){0,2}$/), { maxLength: 40 }), (names) => {
        const keys = [...new Set(names)];
        const all: string[] = [];
        for (let i = 0; i < keys.length; i++)
          for (let j = i + 1; j < keys.length; j++)
            if (nearMiss(keys[i] as string, keys[j] as string)) all.push(`${i},${j}`);
        expect(nearMissPairs(keys).map((p) => p.join(","))).toEqual(all);
      }),
      { numRuns: 200 },
    );
  });
});

describe("editDistance", () => {
  /** The whole table, no early stop: the reference. */
  function reference(a: string, b: string, swaps: boolean): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        const row = d[i] as number[];
        const up = d[i - 1] as number[];
        row[j] = Math.min(
          (up[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
        if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    return (d[a.length] as number[])[b.length] as number;
  }

  test("equals the whole table up to its limit, with and without swaps of neighbours", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[abc]{0,7}$/),
        fc.stringMatching(/^[abc]{0,7}$/),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (a, b, limit, swaps) => {
          expect(editDistance(a, b, limit, swaps)).toBe(Math.min(reference(a, b, swaps), limit + 1));
        },
      ),
      { numRuns: 500 },
    );
  });

  test("a swap of neighbours is one edit with swaps, two without", () => {
    expect(editDistance("ivna", "ivan", 3, true)).toBe(1);
    expect(editDistance("ivna", "ivan", 3)).toBe(2);
  });
});

describe("one edit apart", () => {
  test("nearMiss agrees with the edit distance for single words", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ab]{0,6}$/), fc.stringMatching(/^[ab]{0,6}$/), (a, b) => {
        if (a === "" || b === "" || a === b) return;
        const one = editDistance(a, b, 1) <= 1;
        if (one) expect(nearMiss(a, b)).toBe(true);
        if (Math.min(a.length, b.length) < 8 && !one) expect(nearMiss(a, b)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
