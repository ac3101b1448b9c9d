/** The help pages' Markdown renderer (scripts/markdown.js): the subset the README and docs use. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { markdown, sectionsAbout } = require("../../scripts/markdown") as {
  markdown(md: string): string;
  sectionsAbout(md: string, id: string): string[];
};

describe("markdown", () => {
  test("headings with ids, paragraphs, inline code (literal), bold, links to other docs as help pages", () => {
    expect(markdown("## TIEBREAK(results)\nSee **this** and `a*b*c`, [Dutch](docs/pairing-dutch.md#byes) or [x](https://e.org).")).toBe(
      '<h2 id="tiebreakresults">TIEBREAK(results)</h2>\n' +
        '<p>See <strong>this</strong> and <code>a*b*c</code>, <a href="docs-pairing-dutch.html#byes">Dutch</a> or <a href="https://e.org">x</a>.</p>',
    );
  });

  test("text is escaped, code blocks keep their lines", () => {
    expect(markdown("a <b> & c")).toBe("<p>a &lt;b&gt; &amp; c</p>");
    expect(markdown("```\n=CHESS.X(A1:B2)\n<tag>\n```")).toBe("<pre><code>=CHESS.X(A1:B2)\n&lt;tag&gt;</code></pre>");
  });

  test("tables with alignment, lists with nested items", () => {
    expect(markdown("| a | b |\n|---|--:|\n| 1 | 2 |")).toBe(
      '<table><thead><tr><th>a</th><th style="text-align:right">b</th></tr></thead><tbody><tr><td>1</td><td style="text-align:right">2</td></tr></tbody></table>',
    );
    expect(markdown("- one\n  - inner\n- two")).toBe("<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul>");
    expect(markdown("1. a\n2. b")).toBe("<ol><li>a</li><li>b</li></ol>");
  });

  test("sectionsAbout finds the sections whose heading names the function, to the next heading of its level", () => {
    const md = "# T\n## TIEBREAK(x)\nA\n### detail\nB\n## TIEBREAK_MEDIAN(x)\nC\n## Other\nD";
    expect(sectionsAbout(md, "TIEBREAK")).toEqual(["## TIEBREAK(x)\nA\n### detail\nB"]);
    expect(sectionsAbout(md, "TIEBREAK_MEDIAN")).toEqual(["## TIEBREAK_MEDIAN(x)\nC"]);
    expect(sectionsAbout("```\n## TIEBREAK in code\n```", "TIEBREAK")).toEqual([]);
  });
});
