/**
 * manifest.xml for a host: every development URL (https://localhost:3000) becomes WALLCHART_URL, and
 * the AppDomain becomes that URL's origin (an AppDomain is scheme://host[:port], never a path).
 * Used by webpack.config.js; tested in test/build/manifest-url.test.js.
 */
"use strict";

const { URL } = require("url");

const DEV_URL = "https://localhost:3000";

/**
 * @param {string} content manifest.xml as written (development URLs)
 * @param {string} url where the add-in is served, e.g. https://chess.example.org/addin
 * @returns {string}
 */
function manifestFor(content, url) {
  const base = url.replace(/\/$/, "");
  const parsed = new URL(base);
  if (parsed.protocol !== "https:") throw new Error(`WALLCHART_URL must be https, not "${url}"`);
  return content
    .split(`<AppDomain>${DEV_URL}</AppDomain>`)
    .join(`<AppDomain>${parsed.origin}</AppDomain>`)
    .split(DEV_URL)
    .join(base);
}

module.exports = { DEV_URL, manifestFor };
