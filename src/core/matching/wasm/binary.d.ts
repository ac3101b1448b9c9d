/**
 * The type of ./binary.ts, which scripts/build-wasm.js generates (not committed): the compiled
 * WebAssembly matcher, base64. Declared here so that a type-check needs no build first.
 */
export declare const MATCHER_WASM: string;
