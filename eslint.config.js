// @ts-check
const js = require("@eslint/js");
const tseslint = require("typescript-eslint");

const PLATFORM_GLOBALS = ["Excel", "Office", "OfficeRuntime", "CustomFunctions", "SpreadsheetApp", "LockService",
  "PropertiesService", "HtmlService", "google", "document", "window", "process", "require"].map((name) => ({
  name,
  message: "src/core is pure: no platform globals (pass what you need in).",
}));

module.exports = tseslint.config(
  { ignores: ["dist/**", "lib/**", "node_modules/**", "coverage/**", "src/sheets/generated/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable", process: "readonly", console: "readonly", __dirname: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The core is pure and deterministic: nothing from outside src/core, no platform, no clock, no dice.
    files: ["src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["../../grid/*", "../../cli/*", "../../sheets/*", "../../../*", "fs", "path", "exceljs"] }],
      "no-restricted-globals": ["error", ...PLATFORM_GLOBALS],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "Pass the date in." },
        { object: "Math", property: "random", message: "Pass a seed in." },
      ],
    },
  },
);
