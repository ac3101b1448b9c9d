/**
 * The Sheets bundle's stand-in for ./binary (webpack.config.js swaps it in): Apps Script's custom
 * functions are not known to run WebAssembly synchronously (docs/performance.md), so the Sheets
 * bundle carries no binary and the TypeScript matcher pairs there.
 */
export const MATCHER_WASM: string = "";
