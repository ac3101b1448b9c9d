/*
 * A small Markdown → HTML renderer for the help pages (scripts/help-pages.js): the subset our README
 * and docs use — headings, paragraphs, fenced code, lists, tables, block quotes, and inline code,
 * bold, italics and links. Everything else is text, escaped. Links to other .md files become .html.
 */
"use strict";

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A heading's anchor: lower case, words joined by "-". */
function slug(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[`*_()[\],.;:!?'"/\\]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** The help page of a README/docs file: readme.html, docs-<name>.html (apart from the upper-case function pages). */
function guidePage(file) {
  const name = file.replace(/^.*\//, "");
  return /^readme\.md$/i.test(name) ? "readme.html" : `docs-${name.replace(/\.md$/i, ".html")}`;
}

function link(href) {
  if (/^[a-z]+:/i.test(href) || href.startsWith("#")) return href;
  const [file, hash] = href.split("#");
  const base = (file || "").replace(/^(\.\.\/|\.\/)*(docs\/)?/, "");
  const page = /\.md$/i.test(base) ? guidePage(base) : base;
  return `${page}${hash ? `#${hash}` : ""}`;
}

/** Inline Markdown: code spans first (their text is literal), then links, bold, italics. */
function inline(text) {
  const parts = text.split(/(`+[^`]*?`+)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return `<code>${escapeHtml(part.replace(/^`+|`+$/g, ""))}</code>`;
      return escapeHtml(part)
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, t, h) => `<a href="${escapeHtml(link(h))}">${t}</a>`)
        .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
        .replace(/(^|[\s(])\*([^*\s][^*]*?)\*(?=[\s).,;:!?]|$)/g, "$1<em>$2</em>")
        .replace(/(^|[\s(])_([^_\s][^_]*?)_(?=[\s).,;:!?]|$)/g, "$1<em>$2</em>");
    })
    .join("");
}

const cells = (row) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, "|"));

/** Renders Markdown text as HTML (headings get ids from their text). */
function markdown(md) {
  const lines = md.replace(/\r\n?/g, "\n").split("\n");
  const out = [];
  let i = 0;
  const isBlockStart = (l) => /^(#{1,6}\s|```|\s*[-*+]\s|\s*\d+\.\s|>|\|)/.test(l);
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      const level = h[1].length;
      out.push(`<h${level} id="${slug(h[2])}">${inline(h[2])}</h${level}>`);
      i++;
      continue;
    }
    if (line.startsWith("```")) {
      const lang = line.slice(3).trim();
      const body = [];
      i++;
      while (i < lines.length && !lines[i].startsWith("```")) body.push(lines[i++]);
      i++;
      out.push(`<pre><code${lang ? ` class="language-${escapeHtml(lang)}"` : ""}>${escapeHtml(body.join("\n"))}</code></pre>`);
      continue;
    }
    if (line.startsWith("|")) {
      const rows = [];
      while (i < lines.length && lines[i].startsWith("|")) rows.push(lines[i++]);
      const sep = rows.length > 1 && /^\|?\s*:?-+/.test(rows[1]);
      const head = sep ? cells(rows[0]) : null;
      const align = sep ? cells(rows[1]).map((c) => (c.endsWith(":") ? (c.startsWith(":") ? "center" : "right") : "")) : [];
      const body = rows.slice(sep ? 2 : 0).map(cells);
      const td = (tag, c, j) => `<${tag}${align[j] ? ` style="text-align:${align[j]}"` : ""}>${inline(c)}</${tag}>`;
      out.push(
        "<table>" +
          (head ? `<thead><tr>${head.map((c, j) => td("th", c, j)).join("")}</tr></thead>` : "") +
          `<tbody>${body.map((r) => `<tr>${r.map((c, j) => td("td", c, j)).join("")}</tr>`).join("")}</tbody></table>`,
      );
      continue;
    }
    if (line.startsWith(">")) {
      const body = [];
      while (i < lines.length && lines[i].startsWith(">")) body.push(lines[i++].replace(/^>\s?/, ""));
      out.push(`<blockquote>${markdown(body.join("\n"))}</blockquote>`);
      continue;
    }
    const item = /^(\s*)([-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]);
      const indent = item[1].length;
      const items = [];
      while (i < lines.length) {
        const m = /^(\s*)([-*+]|\d+\.)\s+(.*)$/.exec(lines[i]);
        if (m && m[1].length === indent) {
          items.push([m[3]]);
          i++;
        } else if (lines[i].trim() !== "" && (/^\s+/.test(lines[i]) || !isBlockStart(lines[i])) && items.length > 0) {
          items[items.length - 1].push(lines[i].startsWith(" ".repeat(indent + 2)) ? lines[i].slice(indent + 2) : lines[i].trim());
          i++;
        } else break;
      }
      const tag = ordered ? "ol" : "ul";
      out.push(
        `<${tag}>${items
          .map(([first, ...rest]) => {
            const nested = rest.findIndex((l) => /^\s*([-*+]|\d+\.)\s/.test(l));
            const text = nested < 0 ? [first, ...rest] : [first, ...rest.slice(0, nested)];
            const sub = nested < 0 ? "" : markdown(rest.slice(nested).join("\n"));
            return `<li>${inline(text.join(" "))}${sub}</li>`;
          })
          .join("")}</${tag}>`,
      );
      continue;
    }
    const para = [];
    while (i < lines.length && lines[i].trim() !== "" && !(para.length > 0 && isBlockStart(lines[i]))) para.push(lines[i++]);
    out.push(`<p>${inline(para.join(" "))}</p>`);
  }
  return out.join("\n");
}

/**
 * The sections of `md` whose heading names `id` as a function (ID followed by "(", "`", ",", or the
 * end): each from its heading to the next heading of the same or a higher level.
 */
function sectionsAbout(md, id) {
  const lines = md.replace(/\r\n?/g, "\n").split("\n");
  const found = [];
  const named = new RegExp(`(^|[^A-Z0-9_])${id}(?=$|[^A-Z0-9_])`);
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith("```")) fence = !fence;
    const h = fence ? null : /^(#{1,6})\s+(.*)$/.exec(lines[i]);
    if (!h || !named.test(h[2])) continue;
    let end = i + 1;
    let inner = false;
    for (; end < lines.length; end++) {
      if (lines[end].startsWith("```")) inner = !inner;
      const next = inner ? null : /^(#{1,6})\s/.exec(lines[end]);
      if (next && next[1].length <= h[1].length) break;
    }
    found.push(lines.slice(i, end).join("\n"));
  }
  return found;
}

module.exports = { markdown, sectionsAbout, escapeHtml, slug, guidePage };
