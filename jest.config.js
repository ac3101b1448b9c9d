const { availableParallelism } = require("os");

/** @type {import('jest').Config} */
module.exports = {
  // A worker per core: jest's default (cores − 1) is one worker on CI's two cores, so it ran every
  // suite in band (in its own process, one after another) and left the other core idle.
  maxWorkers: availableParallelism(),
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json", diagnostics: false }] },
  moduleNameMapper: { "^office-addin-manifest$": "<rootDir>/test/stubs/office-addin-manifest.js" },
  testTimeout: 60000,
  reporters: ["default", "<rootDir>/test/reporter.js"],
  setupFiles: ["<rootDir>/test/stubs/custom-functions.ts"],
  // The WebAssembly matcher's binary (generated, not committed) before any test imports it.
  globalSetup: "<rootDir>/test/global-setup.js",
};
