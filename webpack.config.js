/*
 * Two builds from one core:
 * - excel: dist/excel — functions.js + functions.json (from JSDoc, custom-functions-metadata-plugin),
 *   taskpane.html (the shared runtime page, which also loads functions.js), playground.html,
 *   help/ (scripts/help-pages.js: a page per function and the README/docs), manifest.xml, assets.
 * - gas:   dist/gas   — Code.js (every custom function a top-level function with its JSDoc; the rest
 *   minified by terser, keeping those comments: GasMinifyPlugin), appsscript.json, Sidebar.html, and
 *   Help.html (the same help pages as one file, shipped inside the add-on: no host needed).
 * - cli:   lib/wallchart — the `wallchart` command, bundled (see cli() below).
 * Where the add-in is served from is one address, the manifest's own (its Taskpane.Url's folder): the
 * manifest's URLs and AppDomain and the functions' helpUrl (Excel wants it absolute; the help pages
 * ship in help/ beside the add-in, and the pane links to them relatively) all follow it. It is the
 * address manifest.xml names, or WALLCHART_URL (e.g. https://chess.example.org/addin) when set, or
 * `npm run relocate -- URL` moves a built dist/excel there afterwards (scripts/relocate.js). A
 * production build still at https://localhost:3000 says so in a warning.
 */
const path = require("path");
const fs = require("fs");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const GasPlugin = require("gas-webpack-plugin");
const { BannerPlugin, Compilation, NormalModuleReplacementPlugin, WebpackError } = require("webpack");
const { DEV_URL, addinUrlOf, manifestFor } = require("./scripts/manifest-url");
const { HelpPagesPlugin, SheetsHelpPlugin } = require("./scripts/help-pages");
const FUNCTION_FILES = fs
  .readdirSync(path.join(__dirname, "functions"))
  .filter((f) => f.endsWith(".ts") && f !== "host.ts" && f !== "functions.ts")
  .sort()
  .map((f) => `./functions/${f}`);

/** The pane's stylesheet, inlined into every page that shows the pane (no CSS loader needed). */
const css = (file) => fs.readFileSync(path.join(__dirname, "taskpane", file), "utf8");

/** Drops an asset after it has been inlined into a page (the sidebar script lives in Sidebar.html). */
class DropAssetPlugin {
  constructor(name) {
    this.name = name;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("DropAssetPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "DropAssetPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (compilation.getAsset(this.name)) compilation.deleteAsset(this.name);
        },
      );
    });
  }
}

/** A production build whose manifest still names the development host says so. */
class DevUrlWarningPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("DevUrlWarningPlugin", (compilation) => {
      compilation.warnings.push(
        new WebpackError(`manifest.xml points at ${DEV_URL} (AppDomain and URLs): run npm run relocate -- https://your.host/wallchart (or set WALLCHART_URL) for the production host`),
      );
    });
  }
}

/**
 * Minifies Code.js for Apps Script, which loads the whole file for every custom-function call (issue
 * 27: 1.2 MB unminified). Apps Script needs the top-level `function NAME() {}` stubs that
 * gas-webpack-plugin writes and their JSDoc (Sheets' formula help, @customfunction): terser keeps
 * top-level names when `toplevel` is off, and `comments` keeps exactly the JSDoc blocks that carry
 * @customfunction and the @OnlyCurrentDoc banner. webpack's own minimizer cannot be told to keep
 * only those comments without terser-webpack-plugin, so this runs terser itself, last.
 */
class GasMinifyPlugin {
  apply(compiler) {
    const { minify } = require("terser");
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("GasMinifyPlugin", (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: "GasMinifyPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        async () => {
          const asset = compilation.getAsset("Code.js");
          if (!asset) return;
          const out = await minify(asset.source.source().toString(), {
            ecma: 2019,
            toplevel: false,
            compress: { passes: 1 },
            mangle: true,
            keep_classnames: true,
            keep_fnames: true,
            format: { comments: (_node, c) => /@customfunction|@OnlyCurrentDoc/.test(c.value), ascii_only: false },
          });
          compilation.updateAsset("Code.js", new sources.RawSource(out.code));
        },
      );
    });
  }
}

const tsRule = (configFile, compilerOptions = {}) => ({
  test: /\.ts$/,
  exclude: /node_modules/,
  use: { loader: "ts-loader", options: { configFile, transpileOnly: true, compilerOptions } },
});

function excel(env, argv) {
  const production = argv.mode === "production";
  const own = addinUrlOf(fs.readFileSync(path.join(__dirname, "manifest.xml"), "utf8"));
  const url = (process.env.WALLCHART_URL || own).replace(/\/$/, "");
  return {
    name: "excel",
    devtool: production ? false : "source-map",
    entry: {
      functions: "./functions/functions.ts",
      taskpane: "./taskpane/taskpane.ts",
      playground: "./taskpane/playground.ts",
      // The pane's pairing worker (taskpane/off-thread.ts): its own file, loaded by the pane when it first pairs.
      "pairing-worker": "./taskpane/pairing-worker.ts",
    },
    output: { path: path.resolve(__dirname, "dist/excel"), filename: "[name].js", clean: true },
    resolve: { extensions: [".ts", ".js"] },
    module: { rules: [tsRule("tsconfig.json")] },
    performance: { hints: false },
    plugins: [
      ...(production && url === DEV_URL ? [new DevUrlWarningPlugin()] : []),
      new CustomFunctionsMetadataPlugin({ input: FUNCTION_FILES, output: "functions.json" }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./taskpane/taskpane.html",
        chunks: ["taskpane", "functions"],
        css: css("taskpane.css") + css("theme.css"),
      }),
      new HtmlWebpackPlugin({
        filename: "playground.html",
        template: "./taskpane/playground.html",
        chunks: ["playground"],
        css: css("taskpane.css") + css("theme.css"),
        playgroundCss: css("playground.css"),
      }),
      new HelpPagesPlugin({ url }),
      new CopyWebpackPlugin({
        patterns: [
          // the icons the manifest names (icon.svg is their source, icon-128.png is for the Sheets listing)
          { from: "assets", to: "assets", globOptions: { ignore: ["**/*.svg", "**/icon-128.png"] } },
          {
            from: "manifest.xml",
            to: "manifest.xml",
            transform: (content) => (url === own ? content : manifestFor(content.toString(), url)),
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
    // The sidebar's script is built here too and inlined into Sidebar.html (Apps Script serves one HTML file).
    entry: { Code: "./src/sheets/main.ts", sidebar: "./taskpane/sidebar.ts" },
    output: { path: path.resolve(__dirname, "dist/gas"), filename: "[name].js", clean: true },
    resolve: { extensions: [".ts", ".js"] },
    module: { rules: [tsRule("tsconfig.gas.json")] },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      // No WebAssembly matcher in Sheets (src/core/matching/wasm/no-binary.ts says why).
      new NormalModuleReplacementPlugin(/^\.\/binary$/, (r) => {
        if (/matching[\\/]wasm$/.test(r.context)) r.request = "./no-binary";
      }),
      new GasPlugin({ comment: true, include: ["src/sheets/**/*.ts"] }),
      new GasMinifyPlugin(),
      // Narrows the auto-detected scope to this spreadsheet (appsscript.json also sets it explicitly).
      new BannerPlugin({ banner: "/** @OnlyCurrentDoc */", raw: true, entryOnly: true, include: /^Code\.js$/ }),
      new HtmlWebpackPlugin({
        filename: "Sidebar.html",
        template: "./src/sheets/Sidebar.html",
        inject: false,
        minify: false,
        templateParameters: (compilation) => ({
          // the pane's stylesheet, then Google's look for the sidebar (taskpane/google.css)
          css: css("taskpane.css") + css("theme.css") + css("google.css"),
          // "</script" inside the script would end the tag early.
          script: compilation
            .getAsset("sidebar.js")
            .source.source()
            .toString()
            .replace(/<\/(script)/gi, "<\\/$1"),
        }),
      }),
      new DropAssetPlugin("sidebar.js"),
      new SheetsHelpPlugin({ input: FUNCTION_FILES }),
      new CopyWebpackPlugin({ patterns: [{ from: "appsscript.json" }] }),
    ],
  };
}

/**
 * cli: lib/wallchart/main.js, the `wallchart` command as installed (bin/wallchart.js loads it). One
 * file for the front end and one chunk per command, loaded when the command is named (plain require,
 * no module resolution across hundreds of files), minified; exceljs stays an ordinary dependency,
 * loaded only by the commands that read or write .xlsx.
 */
function cli() {
  return {
    name: "cli",
    mode: "production",
    target: "node20",
    devtool: false,
    context: __dirname,
    entry: { main: "./src/cli/main.ts" },
    output: {
      path: path.resolve(__dirname, "lib/wallchart"),
      filename: "[name].js",
      // one file per command: lib/wallchart/command-pair.js …
      chunkFilename: (data) => `${String(data.chunk.name ?? data.chunk.id).replace(/^src_cli_commands_(.*)_ts$/, "command-$1")}.js`,
      library: { type: "commonjs2" },
      clean: true,
    },
    resolve: { extensions: [".ts", ".js"] },
    // ES modules for webpack, so that each `await import("./commands/x")` becomes its own chunk.
    module: { rules: [tsRule("tsconfig.cli.json", { module: "esnext", moduleResolution: "node" })] },
    externals: { exceljs: "commonjs exceljs" },
    externalsPresets: { node: true },
    // main.ts reads package.json two folders up from its own file, as in src/ and in lib/cli/.
    node: { __dirname: false, __filename: false },
    optimization: { chunkIds: "named", splitChunks: false },
    performance: { hints: false },
  };
}

module.exports = [excel, gas, cli];
