/**
 * manifest.xml for a host: every development URL (https://localhost:3000) becomes WALLCHART_URL, and
 * the AppDomain becomes that URL's origin (an AppDomain is scheme://host[:port], never a path).
 * Used by webpack.config.js; tested in test/build/manifest-url.test.js.
 */
"use strict";

const { URL } = require("url");

const DEV_URL = "https://localhost:3000";

/**
 * Where a manifest says the add-in is served from: the folder of its task pane page (Taskpane.Url),
 * the one address every other URL of the add-in, the help pages' included, sits under.
 * @param {string} content manifest.xml
 * @returns {string} e.g. https://chess.example.org/addin (no trailing slash)
 */
function addinUrlOf(content) {
  const m = /<bt:Url id="Taskpane.Url" DefaultValue="([^"]+)"/.exec(content);
  if (!m) throw new Error("manifest.xml has no Taskpane.Url");
  return m[1].replace(/\/[^/]*$/, "");
}

/**
 * @param {string} content manifest.xml as written (development URLs, or another host's)
 * @param {string} url where the add-in is served, e.g. https://chess.example.org/addin
 * @returns {string}
 */
function manifestFor(content, url) {
  const base = url.replace(/\/$/, "");
  const parsed = new URL(base);
  if (parsed.protocol !== "https:") throw new Error(`the add-in's address (WALLCHART_URL, or relocate's) must be https, not "${url}"`);
  const from = addinUrlOf(content);
  return content
    .split(`<AppDomain>${new URL(from).origin}</AppDomain>`)
    .join(`<AppDomain>${parsed.origin}</AppDomain>`)
    .split(`${from}/`)
    .join(`${base}/`);
}

module.exports = { DEV_URL, addinUrlOf, manifestFor };
