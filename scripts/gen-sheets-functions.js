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

const FUNCTION = /(\/\*\*(?:(?!\*\/)[\s\S])*?@customfunction\s+([A-Z0-9_.]+)[\s\S]*?\*\/)\s*export function (\w+)\(([^)]*)\)\s*:\s*([^{]+)\{([\s\S]*?)\n\}/g;

/** Excel's TS JSDoc → Sheets' JSDoc: typed @param, @return, bare @customfunction. */
function sheetsDoc(doc, params) {
  const types = new Map();
  for (const p of params.split(",").map((s) => s.trim()).filter(Boolean)) {
    const m = /^(\w+)\??\s*:\s*(.+)$/.exec(p);
    if (m) types.set(m[1], m[2].includes("[][]") ? "Array<Array<*>>" : m[2].trim());
  }
  return doc
    .replace(/@customfunction\s+[A-Z0-9_.]+/, "@customfunction")
    .replace(/@param\s+(\[?)(\w+)(\]?)/g, (_, open, name, close) => `@param {${types.get(name) || "*"}} ${open}${name}${close}`)
    .replace(/@returns\b/g, "@return");
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
  for (const m of text.matchAll(FUNCTION)) {
    const [, doc, id, name, params, returns, body] = m;
    ids.push(id);
    out.push(sheetsDoc(doc, params));
    out.push(`global.${id} = function ${name}(${params}): ${returns.trim()} {${body}\n};`, "");
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
