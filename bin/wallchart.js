#!/usr/bin/env node
"use strict";
// The CLI is compiled to lib/ by `npm run build:cli` (tsconfig.cli.json).
try {
  require("../lib/cli/main.js").main(process.argv.slice(2)).then((code) => process.exit(code));
} catch (e) {
  if (e && e.code === "MODULE_NOT_FOUND" && /lib[\\/]cli[\\/]main/.test(String(e.message))) {
    console.error("wallchart: not built yet. Run `npm run build:cli` in the project folder.");
    process.exit(2);
  }
  throw e;
}
