/**
 * Self-contained static HTML: one page with its style inline, no scripts, readable on a phone
 * (tables scroll sideways inside their box, the text does not shrink) and printable on A4 or US
 * Letter (the navigation is not printed; the event, section and round head every page).
 */

/** Text made safe for HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * A table's box that scrolls sideways on a narrow screen, with a shadow at the edge that has more
 * columns beyond it (the visible cue that it scrolls; the shadows scroll away with the content).
 */
export const SCROLL_CUE =
  "overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%;background:linear-gradient(to right,#fff 30%,rgba(255,255,255,0)) left/24px 100% no-repeat local,linear-gradient(to left,#fff 30%,rgba(255,255,255,0)) right/24px 100% no-repeat local,linear-gradient(to right,rgba(0,0,0,.25),rgba(0,0,0,0)) left/10px 100% no-repeat scroll,linear-gradient(to left,rgba(0,0,0,.25),rgba(0,0,0,0)) right/10px 100% no-repeat scroll";

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:0;padding:12px;color:#111;background:#fff;line-height:1.35}
header{border-bottom:2px solid #333;margin-bottom:10px}
header h1{font-size:1.3rem;margin:0 0 2px}
header p{margin:0 0 6px;color:#444}
nav{display:flex;flex-wrap:wrap;gap:6px 14px;margin:0 0 12px}
nav a{color:#0645ad}
h2{font-size:1.1rem;margin:16px 0 6px}
.wrap{${SCROLL_CUE}}
table{border-collapse:collapse;font-size:.92rem}
th,td{border:1px solid #bbb;padding:3px 6px;text-align:left;white-space:nowrap}
th{background:#eee}
td.n,th.n{text-align:right}
tbody tr:nth-child(even){background:#f7f7f7}
ul.reasons{padding-left:18px;font-size:.9rem}
footer{margin-top:16px;font-size:.8rem;color:#666}
p.letters{font-size:1.05rem;line-height:2}
p.letters a{display:inline-block;min-width:1.8em;text-align:center}
ol.names{list-style:none;margin:0;padding:0;max-width:40rem}
ol.names li{padding:6px 4px;border-bottom:1px solid #ddd}
ol.names li:target{background:#fff3b0;outline:2px solid #c90}
ol.names .no{font-weight:normal;color:#555}
ol.names .board{font-weight:700;font-size:1.05rem}
@supports selector(:has(*)){@media screen{
  main.parts>section{display:none}
  main.parts>section:target,main.parts>section:has(:target),main.parts:not(:has(:target))>section:first-of-type{display:block}
}}
@media (max-width:600px){body{padding:8px}table{font-size:.85rem}th,td{padding:2px 4px}}
@media print{
  @page{margin:12mm}
  nav,footer{display:none}
  body{padding:0}
  .wrap{overflow:visible;background:none}
  table{font-size:9pt;page-break-inside:auto}
  tr{page-break-inside:avoid}
  section.page{break-before:page;page-break-before:always}
  section.page:first-of-type{break-before:auto;page-break-before:auto}
  thead{display:table-header-group}
  tbody tr:nth-child(even){background:#f2f2f2;-webkit-print-color-adjust:exact;print-color-adjust:exact}
}`;

/** True for a cell that holds a number or a score ("3½", "$200.00", "1-2" places are text). */
function numeric(s: string): boolean {
  return /^(\$?[\d,]+(\.\d+)?|\(?\d*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]\)?|\(?\d+ \d+\/\d+\)?|\(\d+\)|\dR|unr\.)$/.test(s);
}

/**
 * A grid (header row first) as an HTML table inside a scrolling box.
 * @example htmlTable([["Place", "Name"], ["1", "Ann"]]) // '<div class="wrap"><table>…</table></div>'
 */
export function htmlTable(grid: readonly (readonly string[])[], caption = ""): string {
  const [head, ...body] = grid;
  const cls = (s: string) => (numeric(s) ? ' class="n"' : "");
  const th = (head ?? []).map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const rows = body.map((r) => `<tr>${r.map((c) => `<td${cls(c)}>${escapeHtml(c)}</td>`).join("")}</tr>`).join("\n");
  const cap = caption === "" ? "" : `<caption>${escapeHtml(caption)}</caption>`;
  return `<div class="wrap"><table>${cap}<thead><tr>${th}</tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
}

export interface PageParts {
  /** The event's name (the first line of the header). */
  readonly event: string;
  /** The second line: section and what the page is ("Round 3 pairings"). */
  readonly subtitle: string;
  /** Links to the other pages: [file, text]. */
  readonly nav: readonly (readonly [string, string])[];
  /** The body, already HTML. */
  readonly body: string;
  /**
   * The body is the event's parts, one `<section id>` each, shown one at a time on a screen (the
   * one the address names, else the first: CSS :target, no script) and all of them on paper.
   */
  readonly parts?: boolean;
}

/**
 * A whole page.
 * @example htmlPage({ event: "Spring Open", subtitle: "Standings after round 4", nav: [], body: "" }).startsWith("<!DOCTYPE html>") // true
 */
export function htmlPage(p: PageParts): string {
  const nav = p.nav.map(([href, text]) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`).join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${p.event} — ${p.subtitle}`)}</title>
<style>${STYLE}
</style>
</head>
<body>
<header><h1>${escapeHtml(p.event)}</h1><p>${escapeHtml(p.subtitle)}</p></header>
${p.nav.length === 0 ? "" : `<nav>\n${nav}\n</nav>`}
<main${p.parts === true ? ' class="parts"' : ""}>
${p.body}
</main>
<footer>Made with Wallchart.</footer>
</body>
</html>
`;
}
