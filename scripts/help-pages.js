/*
 * The help pages, built with the Excel add-in into dist/excel/help (webpack plugin, config "excel"):
 *   help/index.html         every function with its one-sentence description, and the guides
 *   help/<ID>.html          one page per custom function: syntax, parameters (with the values an
 *                           option takes), the detail from its JSDoc @remarks, and the README's and
 *                           docs' sections about it
 *   help/readme.html, help/docs-<name>.html   the README and each docs/*.md page
 * and fills each function's helpUrl in functions.json (Excel's "More help on this function" link),
 * so the JSDoc never carries a host name: the URL is the one the manifest is served from (webpack's
 * `url`), the pane links to help/index.html relatively.
 * For Google Sheets the same pages go into the add-on itself as one file, dist/gas/Help.html
 * (SheetsHelpPlugin, config "gas"): Apps Script serves it from the script project, so the sidebar's
 * help link and the Help on functions menu need no host and no variable.
 */
"use strict";
const fs = require("fs");
const path = require("path");
const { markdown, sectionsAbout, escapeHtml, guidePage } = require("./markdown");

const root = path.resolve(__dirname, "..");
/** docs/*.md not shown to users. */
const INTERNAL_DOCS = new Set(["contributing.md"]);

const STYLE = `
:root { color-scheme: light dark; --fg: #242424; --fg2: #616161; --bg: #fff; --bg2: #f5f5f5; --line: #e0e0e0; --brand: #0f6cbd; }
@media (prefers-color-scheme: dark) { :root { --fg: #f0f0f0; --fg2: #c7c7c7; --bg: #1f1f1f; --bg2: #2b2b2b; --line: #3d3d3d; --brand: #479ef5; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.55 "Segoe UI", -apple-system, Roboto, "Helvetica Neue", sans-serif; }
header { border-bottom: 1px solid var(--line); padding: 10px 24px; display: flex; gap: 16px; align-items: center; }
header img { width: 32px; height: 32px; }
header a { color: var(--fg); font-weight: 600; text-decoration: none; }
main { max-width: 52em; padding: 8px 24px 48px; }
a { color: var(--brand); }
h1 { font-size: 28px; line-height: 1.25; margin: 16px 0 8px; }
h2 { font-size: 20px; margin: 28px 0 8px; }
h3 { font-size: 16px; margin: 20px 0 6px; }
code { font: 13px/1.4 Consolas, "SF Mono", Menlo, monospace; background: var(--bg2); padding: 1px 4px; border-radius: 3px; }
pre { background: var(--bg2); padding: 10px 12px; border-radius: 4px; overflow-x: auto; }
pre code { padding: 0; background: none; }
table { border-collapse: collapse; margin: 8px 0 16px; }
th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: var(--bg2); }
.summary { font-size: 17px; }
.syntax { font-size: 15px; }
.values { margin: 4px 0 0; padding-left: 18px; color: var(--fg2); }
.muted { color: var(--fg2); }
blockquote { margin: 0; padding-left: 12px; border-left: 3px solid var(--line); color: var(--fg2); }
`;

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)} — Wallchart help</title>
<style>${STYLE}</style>
</head>
<body>
<header><img src="../assets/icon-32.png" alt="" /><a href="index.html">Wallchart help</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The guides: README first, then every user-facing docs/*.md, as { file, name, title, text }. */
function guides() {
  const list = [{ file: path.join(root, "README.md"), name: guidePage("README.md") }];
  for (const f of fs.readdirSync(path.join(root, "docs")).sort()) {
    if (f.endsWith(".md") && !INTERNAL_DOCS.has(f)) list.push({ file: path.join(root, "docs", f), name: guidePage(f) });
  }
  return list.map((g) => {
    const text = fs.readFileSync(g.file, "utf8");
    const heading = /^#\s+(.*)$/m.exec(text);
    const title = (heading ? heading[1] : g.name).replace(/`/g, "");
    return { ...g, title, text };
  });
}

/** The remarks of each function, from its JSDoc `@remarks` in functions/*.ts (the detail AutoComplete leaves out). */
function remarks() {
  const found = new Map();
  const dir = path.join(root, "functions");
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith(".ts")) continue;
    const text = fs.readFileSync(path.join(dir, f), "utf8");
    for (const m of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*?)\*\/\s*export function/g)) {
      const doc = m[1].replace(/^\s*\* ?/gm, "");
      const id = /@customfunction\s+([A-Z0-9_.]+)/.exec(doc);
      const r = /@remarks\s*([\s\S]*?)(?=\n@|$)/.exec(doc);
      if (id && r) found.set(id[1], r[1].trim());
    }
  }
  return found;
}

/** How a scalar argument is described to a club secretary. */
const KIND = { string: "text", number: "number", boolean: "TRUE or FALSE" };

/**
 * The ids of the functions that answer one value: Excel gets it as a 1 × 1 range (functions/host.ts
 * hostCell, so that it names cells), which a cell shows as the value, with nothing to spill.
 */
function oneValueIds() {
  const ids = new Set();
  const dir = path.join(root, "functions");
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith(".ts")) continue;
    const text = fs.readFileSync(path.join(dir, f), "utf8");
    for (const m of text.matchAll(/@customfunction\s+([A-Z0-9_.]+)(?:(?!\*\/)[\s\S])*\*\/\s*export function[^{]*\{\s*return hostCell\(/g)) ids.add(m[1]);
  }
  return ids;
}

function functionPage(fn, enums, remark, docs, oneValue = false) {
  const params = fn.parameters || [];
  const sig = (prefix) =>
    `=${prefix}${fn.name}(${params.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(", ")})`;
  const rows = params
    .map((p) => {
      const e = p.customEnumId ? enums.get(p.customEnumId) : undefined;
      const values = e
        ? `<ul class="values">${e.values
            .map((v) => `<li><code>${escapeHtml(String(v.stringValue ?? v.numberValue))}</code>${v.tooltip ? ` — ${escapeHtml(v.tooltip)}` : ""}</li>`)
            .join("")}</ul>`
        : "";
      const kind = p.dimensionality === "matrix" ? "range" : e ? "one of the values" : KIND[p.type] || "value";
      return `<tr><td><code>${escapeHtml(p.name)}</code>${p.optional ? " <span class=muted>(optional)</span>" : ""}</td><td>${kind}</td><td>${escapeHtml(p.description || "")}${values}</td></tr>`;
    })
    .join("\n");
  const body = [
    `<h1>${escapeHtml(fn.name)}</h1>`,
    `<p class="summary">${escapeHtml(fn.description || "")}</p>`,
    `<p class="syntax">Excel: <code>${escapeHtml(sig("CHESS."))}</code><br />Google Sheets: <code>${escapeHtml(sig(""))}</code></p>`,
    params.length ? `<h2>Arguments</h2>\n<table><thead><tr><th>Argument</th><th>Kind</th><th>What to give</th></tr></thead><tbody>${rows}</tbody></table>` : "",
    fn.result && fn.result.dimensionality === "matrix" && !oneValue ? `<p class="muted">Returns a range: type the formula in the top-left cell and leave room below and to the right for it to spill.</p>` : "",
    remark ? `<h2>Details</h2>\n${markdown(remark)}` : "",
    ...docs.map((d) => `<h2 class="muted">From <a href="${d.name}">${escapeHtml(d.title)}</a></h2>\n${markdown(d.section.replace(/^#{1,6}\s+/, "### "))}`),
  ];
  return page(fn.name, body.filter(Boolean).join("\n"));
}

/**
 * Builds every help page from the metadata; returns { pages: {file: html}, metadata } where the
 * metadata has each function's helpUrl set to `${url}/help/<ID>.html` (unless its JSDoc gave one).
 */
function buildHelp(metadata, url) {
  const enums = new Map((metadata.enums || []).map((e) => [e.id, e]));
  const docs = guides();
  const rem = remarks();
  const oneValue = oneValueIds();
  const pages = {};
  for (const fn of metadata.functions) {
    const about = docs.flatMap((d) => sectionsAbout(d.text, fn.id).map((section) => ({ ...d, section })));
    pages[`help/${fn.id}.html`] = functionPage(fn, enums, rem.get(fn.id), about, oneValue.has(fn.id));
    if (!fn.helpUrl) fn.helpUrl = `${url}/help/${fn.id}.html`;
  }
  for (const d of docs) pages[`help/${d.name}`] = page(d.title, markdown(d.text));
  const list = metadata.functions
    .map((f) => `<tr><td><a href="${f.id}.html"><code>${escapeHtml(f.name)}</code></a></td><td>${escapeHtml(f.description || "")}</td></tr>`)
    .join("\n");
  pages["help/index.html"] = page(
    "Wallchart help",
    [
      "<h1>Wallchart help</h1>",
      "<p>Chess tournament calculators for Excel and Google Sheets: pairings, tiebreaks, standings, ratings, grand prix points and ladders. In Excel the functions carry the <code>CHESS.</code> prefix (<code>=CHESS.STANDINGS(…)</code>); in Google Sheets they have none. Open the pane from <strong>Home › Wallchart</strong> (Excel) or <strong>Extensions › Wallchart</strong> (Sheets).</p>",
      "<p>If the functions show <code>#NAME?</code> in Excel, reload the add-in (Home › Add-ins) or clear the Office cache.</p>",
      `<h2>Functions</h2>\n<table><tbody>${list}</tbody></table>`,
      `<h2>Guides</h2>\n<ul>${docs.map((d) => `<li><a href="${d.name}">${escapeHtml(d.title)}</a></li>`).join("")}</ul>`,
    ].join("\n"),
  );
  return { pages, metadata };
}

/** The webpack plugin: reads the emitted functions.json, fills helpUrl, emits the pages. */
class HelpPagesPlugin {
  constructor(options) {
    this.url = options.url;
    this.metadata = options.metadata || "functions.json";
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("HelpPagesPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "HelpPagesPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const asset = compilation.getAsset(this.metadata);
        if (!asset) return;
        const { pages, metadata } = buildHelp(JSON.parse(asset.source.source().toString()), this.url);
        compilation.updateAsset(this.metadata, new sources.RawSource(JSON.stringify(metadata, null, 4)));
        for (const [file, html] of Object.entries(pages)) compilation.emitAsset(file, new sources.RawSource(html));
      });
      for (const g of guides()) compilation.fileDependencies.add(g.file);
    });
  }
}

/**
 * The help pages as one HTML file (Apps Script serves one file per page): each page a hidden
 * <section data-page="file">, links between pages rewritten to #file (#file#anchor) or to their text
 * where the page is left out, links to the web opened in a new tab, and a few lines of script showing the page a link names. The page first
 * shown is the <body>'s data-start (index.html; showHelp(ID) in src/sheets/main.ts sets it).
 */
function oneFileHelp(pages) {
  const sections = Object.entries(pages).map(([file, html]) => {
    const name = file.replace(/^help\//, "");
    const main = /<main>\n?([\s\S]*?)<\/main>/.exec(html);
    if (!main) throw new Error(`help page ${file} has no <main>`);
    const body = main[1]
      .replace(/href="#([^"]*)"/g, (_, hash) => `href="#${name}#${hash}"`)
      .replace(/href="([^"#:]+\.html)(#[^"]*)?"/g, (_, f, hash) => `href="#${f}${hash || ""}"`)
      .replace(/href="([a-z]+:[^"]*)"/gi, (_, u) => `href="${u}" target="_blank" rel="noopener"`);
    return { name, body };
  });
  const names = new Set(sections.map((p) => p.name));
  // a link to a page the help leaves out (docs/contributing.md, for developers) is kept as its text
  const kept = sections.map(({ name, body }) =>
    `<section data-page="${escapeHtml(name)}" hidden>\n${body.replace(/<a href="#([^"#]*)(?:#[^"]*)?"[^>]*>([\s\S]*?)<\/a>/g, (a, page, text) => (names.has(page) ? a : text))}</section>`,
  );
  const script = `
(function () {
  function show(hash) {
    var parts = String(hash || "").replace(/^#/, "").split("#");
    var page = document.querySelector('section[data-page="' + parts[0] + '"]') || document.querySelector('section[data-page="' + document.body.getAttribute("data-start") + '"]') || document.querySelector('section[data-page="index.html"]');
    var all = document.querySelectorAll("section[data-page]");
    for (var i = 0; i < all.length; i++) all[i].hidden = all[i] !== page;
    var at = parts[1] ? page.querySelector('[id="' + parts[1] + '"]') : null;
    if (at) at.scrollIntoView(); else window.scrollTo(0, 0);
  }
  document.addEventListener("click", function (e) {
    var a = e.target.closest ? e.target.closest('a[href^="#"]') : null;
    if (!a) return;
    e.preventDefault();
    show(a.getAttribute("href"));
  });
  show("#" + document.body.getAttribute("data-start"));
})();`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Wallchart help</title>
<style>${STYLE}</style>
</head>
<body data-start="index.html">
<header><a href="#index.html">Wallchart help</a></header>
<main>
${kept.join("\n")}
</main>
<script>${script}</script>
</body>
</html>
`;
}

/**
 * The webpack plugin of the Sheets build: the functions' metadata read from their JSDoc (as Excel's
 * build does), every help page built from it, emitted as one file, Help.html.
 */
class SheetsHelpPlugin {
  constructor(options) {
    this.input = options.input;
    this.output = options.output || "Help.html";
  }
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("SheetsHelpPlugin", (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: "SheetsHelpPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { generateCustomFunctionsMetadata } = require("custom-functions-metadata");
        const result = await generateCustomFunctionsMetadata(this.input.map((f) => path.resolve(root, f)));
        if (result.errors.length > 0) {
          for (const e of result.errors) compilation.errors.push(new WebpackError(`help: ${e}`));
          return;
        }
        const { pages } = buildHelp(JSON.parse(result.metadataJson), "");
        compilation.emitAsset(this.output, new sources.RawSource(oneFileHelp(pages)));
      });
      for (const g of guides()) compilation.fileDependencies.add(g.file);
    });
  }
}

module.exports = { HelpPagesPlugin, SheetsHelpPlugin, buildHelp, oneFileHelp };
