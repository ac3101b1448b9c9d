#!/usr/bin/env node
"use strict";
// The CLI is bundled into lib/wallchart by `npm run build:cli` (webpack, config "cli"); `npm pack`
// builds it first (prepack). The exit code is set, not forced, so piped output is never cut short.
// Node 22.1 and later keep V8's compiled code between runs (a few ms at start-up); Node 20 has no
// compile cache and skips this.
const { enableCompileCache } = require("module");
if (typeof enableCompileCache === "function") enableCompileCache();

let cli;
try {
  cli = require("../lib/wallchart/main.js");
} catch (e) {
  if (e && e.code === "MODULE_NOT_FOUND" && /lib[\\/]wallchart[\\/]main/.test(String(e.message))) {
    console.error("wallchart: not built yet. Run `npm run build:cli` in the project folder.");
    process.exit(2);
  }
  throw e;
}
cli.main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
