#!/usr/bin/env node
/*
 * Google Sheets needs each custom function as a top-level `function NAME()` with its JSDoc above it.
 * gas-webpack-plugin makes those stubs from `global.NAME = …` assignments and copies their JSDoc.
 * This script writes those assignments from the Excel wrappers in functions/*.ts, so that every
 * custom function is defined once: one JSDoc, one body, two platforms. Output: src/sheets/generated/.
 */
"use strict";
const fs = require("fs");
const path = require("path");

const root = path.resolve(__dirname, "..");
const srcDir = path.join(root, "functions");
const outDir = path.join(root, "src", "sheets", "generated");
const SKIP = new Set(["host.ts", "functions.ts"]);

const ENUM = /(\/\*\*(?:(?!\*\/)[\s\S])*?@customenum[\s\S]*?\*\/)\s*export enum (\w+)\s*\{([\s\S]*?)\n\}/g;
const FUNCTION = /(\/\*\*(?:(?!\*\/)[\s\S])*?@customfunction\s+([A-Z0-9_.]+)[\s\S]*?\*\/)\s*export function (\w+)\(([^)]*)\)\s*:\s*([^{]+)\{([\s\S]*?)\n\}/g;

/**
 * The `@customenum` enums of a file: name → values (Excel offers them in AutoComplete; Sheets has no
 * such list, so their values are added to the parameter's description there).
 */
function enumsOf(text) {
  const enums = new Map();
  for (const m of text.matchAll(ENUM)) {
    const values = [...m[3].matchAll(/^\s*(\w+)\s*=\s*"([^"]*)"/gm)].map((v) => v[2]);
    enums.set(m[2], { doc: m[1], body: m[3], values });
  }
  return enums;
}

/** A parameter's type as Sheets' formula help reads it: a range, a text, a number, or one of a list. */
function sheetsType(tsType, enums) {
  const t = tsType.trim();
  if (t.includes("[][]")) return "Array<Array<(string|number)>>|string|number";
  if (enums.has(t) || t === "string") return "string";
  if (t === "number") return "number";
  if (t === "boolean") return "boolean";
  return "string|number";
}

/**
 * Where Sheets' formula help sends a reader for more: its JSDoc has no link field (Excel's helpUrl),
 * so the description ends with the add-on's own help, shipped inside it (dist/gas/Help.html).
 */
const helpLine = (id) => `Help: Extensions › Wallchart › Help on functions › ${id}.`;

/**
 * Excel's TS JSDoc → Sheets' JSDoc: the help line (helpLine) added to the description; typed @param, @return, bare @customfunction; an enum parameter's
 * values appended to its description; Excel-only tags (@helpurl, @remarks and its text, @requiresParameterAddresses) dropped.
 */
function sheetsDoc(doc, params, returns, enums) {
  const types = new Map();
  const enumOf = new Map();
  for (const p of params.split(",").map((s) => s.trim()).filter(Boolean)) {
    const m = /^(\w+)\??\s*:\s*(.+)$/.exec(p);
    if (!m) continue;
    types.set(m[1], sheetsType(m[2], enums));
    if (enums.has(m[2].trim())) enumOf.set(m[1], enums.get(m[2].trim()).values);
  }
  return doc
    .replace(/\n\s*\*\s*@remarks[\s\S]*?(?=\n\s*\*\s*@|\n\s*\*\/)/g, "")
    .replace(/\n\s*\*\s*@helpurl[^\n]*/g, "")
    .replace(/\n\s*\*\s*@(?:requiresParameterAddresses|requiresAddress|cancelable)\b[^\n]*/g, "")
    .replace(/@customfunction\s+([A-Z0-9_.]+)/, (_, id) => `${helpLine(id)}\n * @customfunction`)
    .replace(/@param\s+(\[?)(\w+)(\]?)([^\n]*)/g, (_, open, name, close, text) => {
      const values = enumOf.get(name) || [];
      const listed = values.every((v) => text.includes(v));
      const more = values.length > 0 && !listed ? ` One of: ${values.join(", ")}.` : "";
      return `@param {${types.get(name) || "*"}} ${open}${name}${close}${text}${more}`;
    })
    .replace(/@returns\b/g, `@return {${returns.includes("[][]") ? "Array<Array<(string|number)>>" : sheetsType(returns, enums)}}`);
}

function generate(file) {
  const text = fs.readFileSync(path.join(srcDir, file), "utf8");
  const imports = [...text.matchAll(/^import .*?;$/gm)]
    .map((m) => m[0])
    .map((line) => line.replace('from "./host"', 'from "../host"').replace(/from "\.\.\/src\//, 'from "../../'));
  const out = [
    `/* Generated from functions/${file} by scripts/gen-sheets-functions.js. Do not edit. */`,
    ...imports,
    "",
    "declare const global: Record<string, unknown>;",
    "",
  ];
  const ids = [];
  const enums = enumsOf(text);
  for (const [name, e] of enums) out.push(`${e.doc}\nenum ${name} {${e.body}\n}`, "");
  for (const m of text.matchAll(FUNCTION)) {
    const [, doc, id, name, params, returns, body] = m;
    ids.push(id);
    // A one-value function answers a 1 × 1 range in Excel (hostCell, so that Excel tells it its
    // cells) and the value itself in Sheets: its Sheets answer is the element type.
    const sheetsReturns = /\bhostCell\(/.test(body) ? returns.replace(/\[\]\[\]\s*$/, "") : returns;
    out.push(sheetsDoc(doc, params, sheetsReturns, enums));
    // Excel's invocation (cell addresses, cancelling) does not exist in Sheets: the parameter is
    // dropped and the body passes undefined for it.
    const own = params.split(",").filter((p) => !/:\s*CustomFunctions\./.test(p)).join(",");
    const dropped = [...params.matchAll(/(\w+)\??\s*:\s*CustomFunctions\.\w+/g)].map((d) => d[1]);
    const code = dropped.reduce((b, d) => b.replace(new RegExp(`\\b${d}\\b`, "g"), "undefined"), body);
    // Excel's cancelable functions answer a Promise; Apps Script's answer at once.
    const answer = sheetsReturns.trim().replace(/^Promise<(.*)>$/, "$1");
    out.push(`global.${id} = function ${name}(${own.trim()}): ${answer} {${code}\n};`, "");
  }
  return { code: out.join("\n"), ids };
}

function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const files = fs.readdirSync(srcDir).filter((f) => f.endsWith(".ts") && !SKIP.has(f)).sort();
  const all = [];
  for (const file of files) {
    const { code, ids } = generate(file);
    if (ids.length === 0) continue;
    fs.writeFileSync(path.join(outDir, file), code);
    all.push({ file, ids });
  }
  const index = all.map(({ file }) => `import "./${file.replace(/\.ts$/, "")}";`).join("\n");
  fs.writeFileSync(path.join(outDir, "index.ts"), `/* Generated: every Sheets custom function. */\n${index}\n`);
  fs.writeFileSync(path.join(outDir, "functions.json"), JSON.stringify(all, null, 2) + "\n");
  const count = all.reduce((n, a) => n + a.ids.length, 0);
  if (require.main === module) console.log(`gen-sheets-functions: ${count} functions from ${all.length} files`);
}

main();
