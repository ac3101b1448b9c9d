/*
 * Two builds from one core:
 * - excel: dist/excel — functions.js + functions.json (from JSDoc, custom-functions-metadata-plugin),
 *   taskpane.html (the shared runtime page), functions.html, playground.html, manifest.xml, assets.
 * - gas:   dist/gas   — Code.js (every custom function a top-level function, JSDoc kept: no minify),
 *   appsscript.json, Sidebar.html.
 * Set WALLCHART_URL (e.g. https://chess.example.org/addin) to point manifest.xml at a real host.
 */
const path = require("path");
const fs = require("fs");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const GasPlugin = require("gas-webpack-plugin");
const { BannerPlugin } = require("webpack");

const DEV_URL = "https://localhost:3000";
const FUNCTION_FILES = fs
  .readdirSync(path.join(__dirname, "functions"))
  .filter((f) => f.endsWith(".ts") && f !== "host.ts" && f !== "functions.ts")
  .sort()
  .map((f) => `./functions/${f}`);

const tsRule = (configFile) => ({
  test: /\.ts$/,
  exclude: /node_modules/,
  use: { loader: "ts-loader", options: { configFile, transpileOnly: true } },
});

function excel(env, argv) {
  const production = argv.mode === "production";
  const url = (process.env.WALLCHART_URL || DEV_URL).replace(/\/$/, "");
  return {
    name: "excel",
    devtool: production ? false : "source-map",
    entry: {
      functions: "./functions/functions.ts",
      taskpane: "./taskpane/taskpane.ts",
      playground: "./taskpane/playground.ts",
    },
    output: { path: path.resolve(__dirname, "dist/excel"), filename: "[name].js", clean: true },
    resolve: { extensions: [".ts", ".js"] },
    module: { rules: [tsRule("tsconfig.json")] },
    performance: { hints: false },
    plugins: [
      new CustomFunctionsMetadataPlugin({ input: FUNCTION_FILES, output: "functions.json" }),
      new HtmlWebpackPlugin({ filename: "taskpane.html", template: "./taskpane/taskpane.html", chunks: ["taskpane", "functions"] }),
      new HtmlWebpackPlugin({ filename: "playground.html", template: "./taskpane/playground.html", chunks: ["playground"] }),
      new HtmlWebpackPlugin({ filename: "functions.html", template: "./functions/functions.html", chunks: ["functions"] }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets", to: "assets" },
          { from: "taskpane/help.html", to: "help.html" },
          {
            from: "manifest.xml",
            to: "manifest.xml",
            transform: (content) => (url === DEV_URL ? content : content.toString().split(DEV_URL).join(url)),
          },
        ],
      }),
    ],
    devServer: {
      static: { directory: path.resolve(__dirname, "dist/excel") },
      headers: { "Access-Control-Allow-Origin": "*" },
      port: 3000,
      server: "https",
    },
  };
}

function gas() {
  return {
    name: "gas",
    mode: "production",
    devtool: false,
    context: __dirname,
    entry: { Code: "./src/sheets/main.ts" },
    output: { path: path.resolve(__dirname, "dist/gas"), filename: "[name].js", clean: true },
    resolve: { extensions: [".ts", ".js"] },
    module: { rules: [tsRule("tsconfig.gas.json")] },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new GasPlugin({ comment: true }),
      // Narrows the auto-detected scope to this spreadsheet (appsscript.json also sets it explicitly).
      new BannerPlugin({ banner: "/** @OnlyCurrentDoc */", raw: true, entryOnly: true }),
      new CopyWebpackPlugin({
        patterns: [{ from: "appsscript.json" }, { from: "src/sheets/Sidebar.html", to: "Sidebar.html" }],
      }),
    ],
  };
}

module.exports = [excel, gas];
