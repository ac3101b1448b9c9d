/** Issue 17 item 5: no player data leaves the document, and the production manifest names its own host. */
import { execSync } from "child_process";
import { readFileSync } from "fs";
import { join } from "path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { manifestFor, DEV_URL } = require("../../scripts/manifest-url") as {
  manifestFor: (content: string, url: string) => string;
  DEV_URL: string;
};

const root = join(__dirname, "..", "..");
const manifest = readFileSync(join(root, "manifest.xml"), "utf8");

describe("issue 17: the manifest from WALLCHART_URL", () => {
  test("the AppDomain is WALLCHART_URL's origin and every URL is under WALLCHART_URL", () => {
    const out = manifestFor(manifest, "https://chess.example.org/addin/");
    expect(out).not.toContain(DEV_URL);
    expect([...out.matchAll(/<AppDomain>([^<]*)<\/AppDomain>/g)].map((m) => m[1])).toEqual(["https://chess.example.org"]);
    expect(out).toContain('<SourceLocation DefaultValue="https://chess.example.org/addin/taskpane.html"/>');
    expect(out).toContain('DefaultValue="https://chess.example.org/addin/functions.json"');
  });

  test("a WALLCHART_URL that is not https is refused", () => {
    expect(() => manifestFor(manifest, "http://chess.example.org")).toThrow(/must be https/);
  });
});

describe("issue 17: Apps Script logging", () => {
  test("exceptions are not sent to Google's logging (their messages carry player names)", () => {
    const m = JSON.parse(readFileSync(join(root, "appsscript.json"), "utf8"));
    expect(m.exceptionLogging).toBe("NONE");
  });

  test("no Apps Script code logs to the console (console.* goes to Cloud Logging)", () => {
    const hits = execSync("grep -rln 'console\\.\\|Logger\\.log' src/sheets src/workbook src/grid src/core functions taskpane || true", {
      cwd: root,
      encoding: "utf8",
    }).trim();
    expect(hits).toBe("");
  });
});
