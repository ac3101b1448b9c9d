import fc from "fast-check";
import { detectDelimiter, makeCsv, parseCsv } from "../../../src/core/formats/csv";

describe("CSV (RFC 4180)", () => {
  test.each([
    [
      "plain fields, CRLF",
      "a,b,c\r\nd,e,f\r\n",
      [
        ["a", "b", "c"],
        ["d", "e", "f"],
      ],
    ],
    [
      "LF and no line end at the end",
      "a,b\nc,d",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "CR (old Mac Excel)",
      "a,b\rc,d\r",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "RFC 4180 2.6: quoted comma, quote and line break",
      '"Smith, Ann","say ""hi""","two\r\nlines"\r\n',
      [["Smith, Ann", 'say "hi"', "two\r\nlines"]],
    ],
    ["empty fields", ",,\r\n", [["", "", ""]]],
    ["an empty line is a row with no fields", "a\r\n\r\nb\r\n", [["a"], [], ["b"]]],
    ['a lone "" is one empty field', '""\r\n', [[""]]],
    ["spaces are part of the field (RFC 4180 2.4)", " a , b \r\n", [[" a ", " b "]]],
    ["a quote inside an unquoted field is kept", 'O"Brien,x\r\n', [['O"Brien', "x"]]],
    ["a byte-order mark is skipped", "\uFEFFName,R1\r\n", [["Name", "R1"]]],
    ["nothing at all", "", []],
    ["records of different lengths", "a\r\nb,c\r\n", [["a"], ["b", "c"]]],
  ])("%s", (_name, text, rows) => {
    expect(parseCsv(text)).toEqual({ value: rows, problems: [] });
  });

  test("semicolons (Excel where the decimal mark is a comma) are found from the first record", () => {
    expect(parseCsv("Name;Score\r\nSmith, Ann;2,5\r\n").value).toEqual([
      ["Name", "Score"],
      ["Smith, Ann", "2,5"],
    ]);
    expect(detectDelimiter("a\tb\tc,d\n")).toBe("\t");
    expect(detectDelimiter('"a;b",c\n')).toBe(",");
    expect(detectDelimiter("single\n")).toBe(",");
  });

  test("Excel's sep= first line names the separator", () => {
    expect(parseCsv("sep=;\r\na;b,c\r\n").value).toEqual([["a", "b,c"]]);
  });

  test("a given separator wins over detection", () => {
    expect(parseCsv("a;b,c\n", { delimiter: "," }).value).toEqual([["a;b", "c"]]);
  });

  test("an unclosed quote names the line where it opens", () => {
    const { problems } = parseCsv('a,b\r\nc,"d\r\ne\r\n');
    expect(problems).toEqual([
      { code: "BAD_LINE", message: 'line 2: a quoted field is not closed (expected a " before the end of the file)' },
    ]);
  });

  test("text after a closing quote names its line (counting line breaks inside quotes)", () => {
    const { problems, value } = parseCsv('a\r\n"x\r\ny"z,w\r\n');
    expect(problems.map((p) => p.message)).toEqual(['line 3: "z" after a closing quote; expected "," or a line end']);
    expect(value).toEqual([["a"], ["x\r\nyz", "w"]]);
  });

  test("makeCsv quotes only what needs it and ends every record with CRLF", () => {
    expect(makeCsv([["Name", "R1"], ["Smith, Ann", 'W"2'], ["a;b", "tab\there"], [""], []])).toBe(
      'Name,R1\r\n"Smith, Ann","W""2"\r\n"a;b","tab\there"\r\n""\r\n\r\n',
    );
    expect(makeCsv([["a", "b"]], { eol: "\n", delimiter: ";" })).toBe("a;b\n");
  });

  test("property: parseCsv(makeCsv(rows)) is rows, whatever the fields hold", () => {
    const field = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[a-z",;\t\r\n ]{0,6}$/),
      fc.constantFrom("", '"', '""', "\r\n", "\r", "\n", ",", "sep=;"),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { maxLength: 5 }), { maxLength: 6 }),
        fc.constantFrom(",", ";", "\t"),
        fc.constantFrom("\r\n", "\n"),
        (rows, delimiter, eol) => {
          const d = delimiter as "," | ";" | "\t";
          const text = makeCsv(rows, { delimiter: d, eol: eol as "\n" });
          expect(parseCsv(text, { delimiter: d })).toEqual({ value: rows, problems: [] });
          if (d === ",") expect(parseCsv(text)).toEqual({ value: rows, problems: [] });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
