/**
 * Issue 32, item 2 (Grand Prix prize money): a name-only row is compared with every registered
 * player, ID or not ("did you mean Ivan Petrov (ID 4100)?"), never merged or split silently; a name
 * under several IDs is a warning naming the rows.
 */
import { season, type SeasonEvent, type SeasonRow } from "../../../src/core/season/season";

const row = (line: number, name: string, score: number, id = ""): SeasonRow => ({
  line,
  name,
  ...(id === "" ? {} : { id }),
  score,
  rating: 1500,
  female: false,
  birth: null,
  state: "",
  team: "",
  rounds: null,
});
const ev = (name: string, month: number, rows: SeasonRow[]): SeasonEvent => ({
  name,
  date: { year: 1994, month, day: 1 },
  scheme: "ACF1",
  source: `${name}.csv`,
  rows,
});
const filler = (first: number) => [row(first, "Zed Quill", 10), row(first + 1, "Yul Brand", 5), row(first + 2, "Xia Monk", 0)];

describe("names across IDs in the season (issue 32 item 2)", () => {
  test("the minimal case: 'Ivn Petrov' (no ID) is asked about against 'Ivan Petrov' (ID 4100), not paid as a stranger in silence", () => {
    const s = season([
      ev("Autumn Cup", 3, [row(1, "Ivan Petrov", 40, "4100"), ...filler(2)]),
      ev("Winter Open", 7, [row(1, "Ivn Petrov", 40), ...filler(2)]),
    ]);
    expect(s.warnings).toContain(
      'Did you mean "Ivan Petrov" (ID 4100; Autumn Cup, line 1) for "Ivn Petrov" (Winter Open, line 1)? Kept as two players; give both the same ID, or add an alias, if they are one.',
    );
  });

  test("'Mia Trann' and 'Sean OBrien' without IDs against registered 'Mia Tran' and 'Sean O'Brien'", () => {
    const s = season([
      ev("Autumn Cup", 3, [row(1, "Mia Tran", 40, "3001"), row(2, "Sean O'Brien", 30, "3002"), ...filler(3)]),
      ev("Winter Open", 7, [row(1, "Mia Trann", 40), row(2, "Sean OBrien", 30), ...filler(3)]),
    ]);
    expect(s.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Did you mean "Mia Tran" \(ID 3001; Autumn Cup, line 1\) for "Mia Trann" \(Winter Open, line 1\)\?/),
        expect.stringMatching(/^Did you mean "Sean O'Brien" \(ID 3002; Autumn Cup, line 2\) for "Sean OBrien" \(Winter Open, line 2\)\?/),
      ]),
    );
  });

  test("two registered players whose names are near are not asked about (their IDs say who is who)", () => {
    const s = season([ev("Autumn Cup", 3, [row(1, "Ivan Petrov", 40, "4100"), row(2, "Ivan Petrova", 30, "4101"), ...filler(3)])]);
    expect(s.warnings.filter((w) => w.startsWith("Did you mean"))).toEqual([]);
  });

  test("a name under several IDs is a warning naming the rows", () => {
    const s = season([
      ev("Autumn Cup", 3, [row(1, "Ivan Petrov", 40, "4100"), ...filler(2)]),
      ev("Winter Open", 7, [row(4, "Ivan Petrov", 40, "4200"), ...filler(1)]),
    ]);
    expect(s.warnings).toContain(
      '"Ivan Petrov" is under 2 IDs: 4100 (Autumn Cup, line 1), 4200 (Winter Open, line 4). Kept as different players; correct the ID if they are one.',
    );
  });

  test("a name-only row whose name is under several IDs is kept apart and named, never given one of them in silence", () => {
    const s = season([
      ev("Autumn Cup", 3, [row(1, "Ivan Petrov", 40, "4100"), row(2, "Ivan Petrov", 30, "4200"), ...filler(3)]),
      ev("Winter Open", 7, [row(1, "Ivan Petrov", 40), ...filler(2)]),
    ]);
    expect(s.people.filter((p) => p.name === "Ivan Petrov")).toHaveLength(3);
    expect(s.warnings).toContain(
      '"Ivan Petrov" (Winter Open, line 1) has no ID, and that name is under IDs 4100 and 4200: kept apart from both; give the row its ID.',
    );
  });
});
