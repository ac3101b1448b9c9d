// Before any suite: builds the WebAssembly matcher's binary (src/core/matching/wasm/binary.ts) when
// it is missing or older than wasm/*.ts, as `npm run gen` does, so `npx jest` works on a fresh clone.
const { main } = require("../scripts/build-wasm");

module.exports = async () => {
  await main();
};
