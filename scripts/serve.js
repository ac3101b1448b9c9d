#!/usr/bin/env node
/*
 * Serves dist/excel on localhost: the playground (playground.html) and the Excel add-in for
 * sideloading (manifest.xml, taskpane.html, functions.js, functions.json, assets).
 *
 * HTTPS when office-addin-dev-certs' certificate is in ~/.office-addin-dev-certs (run
 * `npx office-addin-dev-certs install` once); otherwise HTTP, which the playground is happy with but
 * Office is not (the manifest points at https://localhost:3000).
 *
 *   node scripts/serve.js [--port 3000] [--open] [--no-open]
 * Environment: PORT, WALLCHART_DIST (default dist/excel).
 */
"use strict";
const fs = require("fs");
const http = require("http");
const https = require("https");
const os = require("os");
const path = require("path");
const { spawn } = require("child_process");
const { URL } = require("url");

const root = path.resolve(process.env.WALLCHART_DIST || path.join(__dirname, "..", "dist", "excel"));
const args = process.argv.slice(2);
const portArg = args.indexOf("--port");
const port = Number(portArg >= 0 ? args[portArg + 1] : process.env.PORT || 3000);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".trf": "text/plain; charset=utf-8",
};

/** office-addin-dev-certs' files, when installed. */
function certificates() {
  const dir = path.join(os.homedir(), ".office-addin-dev-certs");
  const cert = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  if (!fs.existsSync(cert) || !fs.existsSync(key)) return null;
  const ca = path.join(dir, "ca.crt");
  return {
    cert: fs.readFileSync(cert),
    key: fs.readFileSync(key),
    ...(fs.existsSync(ca) ? { ca: fs.readFileSync(ca) } : {}),
  };
}

function handler(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
  } catch {
    res.writeHead(400).end("Bad request");
    return;
  }
  if (pathname === "/") {
    res.writeHead(302, { Location: "/playground.html" }).end();
    return;
  }
  const file = path.resolve(root, "." + pathname);
  if (file !== root && !file.startsWith(root + path.sep)) {
    res.writeHead(403).end("Forbidden");
    return;
  }
  fs.stat(file, (err, stat) => {
    if (err || !stat.isFile()) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end(`Not found: ${pathname}`);
      return;
    }
    res.writeHead(200, {
      "Content-Type": TYPES[path.extname(file).toLowerCase()] || "application/octet-stream",
      "Content-Length": stat.size,
      "Cache-Control": "no-store",
      "Access-Control-Allow-Origin": "*",
      "X-Content-Type-Options": "nosniff",
    });
    if (req.method === "HEAD") res.end();
    else fs.createReadStream(file).pipe(res);
  });
}

function openBrowser(url) {
  const wanted = args.includes("--open") || (!args.includes("--no-open") && process.stdout.isTTY && !process.env.CI);
  if (!wanted) return;
  const command = process.platform === "darwin" ? "open" : process.platform === "win32" ? "cmd" : "xdg-open";
  const argv = process.platform === "win32" ? ["/c", "start", "", url] : [url];
  if (process.platform === "linux" && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return;
  try {
    spawn(command, argv, { stdio: "ignore", detached: true })
      .on("error", () => undefined)
      .unref();
  } catch {
    /* no browser to open: the URL is printed */
  }
}

if (!fs.existsSync(path.join(root, "playground.html"))) {
  console.error(`serve: ${root} has no playground.html; run \`npm run build\` first.`);
  process.exit(1);
}

const tls = certificates();
const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
server.on("error", (e) => {
  if (e.code === "EADDRINUSE")
    console.error(`serve: port ${port} is in use (another \`npm start\`?). Stop it, or run with PORT=3001.`);
  else console.error(`serve: ${e.message}`);
  process.exit(1);
});
server.listen(port, "localhost", () => {
  const base = `${tls ? "https" : "http"}://localhost:${server.address().port}`;
  const lines = [
    "",
    "Wallchart is being served from " + root,
    "",
    `  Playground:        ${base}/playground.html`,
    `  Excel task pane:   ${base}/taskpane.html`,
    `  Add-in manifest:   ${path.join(root, "manifest.xml")}`,
    "",
  ];
  if (tls) {
    lines.push(
      "Sideload into Excel:",
      "  Excel on the web: Home › Add-ins › More add-ins › My add-ins › Upload my add-in, pick the manifest above.",
      "  Excel on Windows or Mac: `npm run start:desktop` (in another terminal), or a shared-folder catalogue",
      "  (File › Options › Trust Center › Trusted Add-in Catalogs). The Wallchart button is then on the Home tab.",
    );
  } else {
    lines.push(
      "Note: serving HTTP, because no development certificate was found in ~/.office-addin-dev-certs.",
      "  The playground works as it is. Excel loads add-ins only over HTTPS: run",
      "  `npx office-addin-dev-certs install` once, then `npm start` again, and sideload the manifest",
      "  (Excel on the web: Home › Add-ins › More add-ins › My add-ins › Upload my add-in).",
    );
  }
  lines.push("", "Press Ctrl+C to stop.", "");
  console.log(lines.join("\n"));
  openBrowser(`${base}/playground.html`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
