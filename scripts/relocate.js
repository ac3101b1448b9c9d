#!/usr/bin/env node
/*
 * Moves a built Excel add-in to the address it is served from, without building it again:
 *
 *   npm run relocate -- https://chess.example.org/wallchart [dist/excel]
 *
 * Excel wants absolute addresses in two files only: manifest.xml (every URL and the AppDomain) and
 * functions.json (each function's helpUrl, "More help on this function"). Everything else the add-in
 * loads (the pane's help link, its scripts, the help pages' links to each other) is relative, so a
 * copy of dist/excel works from any folder of any https host once these two name it. Both are
 * rewritten from the address the manifest names now (its Taskpane.Url's folder) to the new one.
 */
"use strict";
const fs = require("fs");
const path = require("path");
const { addinUrlOf, manifestFor } = require("./manifest-url");

/**
 * Rewrites `dir`'s manifest.xml and functions.json for `url`; returns the address they named before.
 * @param {string} dir a built dist/excel
 * @param {string} url the https address it is served from
 */
function relocate(dir, url) {
  const base = url.replace(/\/$/, "");
  const manifestFile = path.join(dir, "manifest.xml");
  const metadataFile = path.join(dir, "functions.json");
  const manifest = fs.readFileSync(manifestFile, "utf8");
  const from = addinUrlOf(manifest);
  const moved = manifestFor(manifest, base); // refuses an address that is not https
  const metadata = JSON.parse(fs.readFileSync(metadataFile, "utf8"));
  for (const fn of metadata.functions) {
    if (typeof fn.helpUrl === "string" && fn.helpUrl.startsWith(`${from}/`)) fn.helpUrl = `${base}/${fn.helpUrl.slice(from.length + 1)}`;
  }
  fs.writeFileSync(manifestFile, moved);
  fs.writeFileSync(metadataFile, JSON.stringify(metadata, null, 4));
  return from;
}

if (require.main === module) {
  const [url, dir = path.join(__dirname, "..", "dist", "excel")] = process.argv.slice(2);
  if (!url) {
    process.stderr.write("usage: npm run relocate -- https://your.host/wallchart [dist/excel]\n");
    process.exit(2);
  }
  try {
    const from = relocate(dir, url);
    process.stdout.write(`${dir}: manifest.xml and functions.json moved from ${from} to ${url.replace(/\/$/, "")}\n`);
  } catch (e) {
    process.stderr.write(`relocate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}

module.exports = { relocate };
