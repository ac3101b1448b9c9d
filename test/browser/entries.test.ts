/**
 * Issue 25 in chromium: Import entries in the playground — a sign-up CSV and FIDE's TXT list picked
 * as files and read in the page, the columns shown for the director to correct (a "Group wanted"
 * column taken as the Section), the preview section by section, the rows not read and the "did you
 * mean" asked before anything is written, everyone entered in one step, and Undo taking it back.
 */
import { join } from "path";
import type { Page } from "playwright-core";
import { actionMessage, root, shots, startPlayground, type Playground } from "./harness";

let browser: Playground;
const errors: string[] = [];

beforeAll(async () => {
  browser = await startPlayground({ width: 1280, height: 900 });
}, 120000);

afterAll(async () => {
  await browser?.close();
});

type Cells = (string | number | null)[][];
const values = (page: Page, sheet: string): Promise<Cells> =>
  page.evaluate((s) => (window as unknown as { wallchart: { workbook: { values(n: string): Cells } } }).wallchart.workbook.values(s), sheet);
const names = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { wallchart: { workbook: { names(): string[] } } }).wallchart.workbook.names());

/** Waits for the answer to what was just done; with `confirm`, agrees to each question first and returns what was asked. */
async function answer(page: Page, confirm = false): Promise<{ message: string; asked: string[] }> {
  const asked: string[] = [];
  for (let i = 0; confirm && i < 3; i++) {
    const state = await page.waitForFunction(() => {
      const yes = document.getElementById("confirm-yes");
      if (yes !== null && yes.offsetParent !== null) return "ask";
      const busy = document.getElementById("app")?.getAttribute("aria-busy") === "true";
      return !busy && (document.getElementById("message")?.textContent ?? "") !== "" ? "done" : false;
    });
    if ((await state.jsonValue()) !== "ask") break;
    const q = (await page.textContent("#question")) ?? "";
    asked.push(q);
    await page.click("#confirm-yes");
    await page.waitForFunction((t) => document.getElementById("question")?.textContent !== t || document.getElementById("question")?.hidden === true, q);
  }
  return { message: await actionMessage(page), asked };
}

const SIGNUP = [
  "Timestamp,Name,FIDE ID,Rating,Group wanted,Byes",
  "2026-11-01 10:00,Magnus Carlsen,1503 014,,,",
  "2026-11-01 10:01,Hikaru Nakamuro,,,,Round 3 bye",
  "2026-11-01 10:02,Ann Lee,,1500,Open,",
  "2026-11-01 10:03,Bob Stone,,fifteen hundred,,",
  "2026-11-01 10:04,Liren Ding,,,,",
  "2026-11-01 10:05,Magnus Carlsen,1503014,,,",
].join("\r\n");

test("Import entries: a sign-up and FIDE's list read in the page, the columns corrected, every doubt asked, one undoable step", async () => {
  const page = await browser.context.newPage();
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${browser.base}/playground.html?empty`);
  await page.waitForFunction(() => !/Reading the workbook/.test(document.getElementById("event-line")?.textContent ?? "Reading the workbook"));
  await page.click("#entries-group > summary");
  await page.fill("#entries-sections", "Open; U1600: under 1600");

  await page.setInputFiles("#entries-file", { name: "signup.csv", mimeType: "text/csv", buffer: Buffer.from(SIGNUP) });
  const first = await answer(page);
  // No list yet: the unrated go where unrated players may play with the lowest ceiling.
  expect(first.message).toBe("6 rows read from signup.csv; 1 row not read; 1 duplicate. 4 players to enter (U1600 4): check the columns and the list, then press Enter the players.");
  // "Group wanted" is not a header Wallchart knows: Ann Lee is placed by her rating, in the U1600.
  expect(await page.inputValue("#entries-col-section")).toBe("");
  expect(await page.textContent("#details")).toContain("U1600 ← row 4: Ann Lee (1500, sign-up)");

  // The director says which column is the section: the preview follows.
  await page.selectOption("#entries-col-section", { label: "E: Group wanted" });
  expect((await answer(page)).message).toBe("6 rows read from signup.csv; 1 row not read; 1 duplicate. 4 players to enter (Open 1, U1600 3): check the columns and the list, then press Enter the players.");
  expect(await page.textContent("#details")).toContain("Open ← row 4: Ann Lee (1500, sign-up)");

  // FIDE's list, read in the page: Carlsen by FIDE ID, Ding by name; Nakamuro is a "did you mean".
  await page.setInputFiles("#entries-list-file", join(root, "test", "fixtures", "entries", "players_list_foa.txt"));
  await page.waitForFunction(() => /FIDE players_list_foa/.test(document.getElementById("entries-lists")?.textContent ?? ""));
  const listed = await answer(page);
  expect(listed.message).toMatch(/1 question\. 4 players to enter \(Open 3, U1600 1\)/);
  expect(await page.textContent("#entries-lists")).toBe("FIDE players_list_foa.txt (standard): 7 players read, 3 kept");
  const details = (await page.textContent("#details")) ?? "";
  expect(details).toContain("Open ← row 2: Magnus Carlsen (2823, FIDE players_list_foa.txt (standard))");
  expect(details).toContain("did you mean Nakamura, Hikaru (FIDE ID 2016192, USA, born 1987, 2792)?");
  await page.screenshot({ path: join(shots, "import-entries-preview.png") });

  // Enter: the row not read and the question are asked first; then one step writes both sections.
  await page.click("#entries-enter");
  const entered = await answer(page, true);
  expect(entered.asked[0]).toMatch(/row 5, column "Rating": "fifteen hundred" is not a rating/);
  expect(entered.asked[0]).toMatch(/row 3 Hikaru Nakamuro: not in FIDE players_list_foa\.txt/);
  expect(entered.message).toBe("Entered 4 players (Open 3, U1600 1).");
  expect(await names(page)).toEqual(["Open Players", "Open Wallchart", "U1600 Players", "U1600 Wallchart"]);
  const open = await values(page, "Open Players");
  expect(open.slice(1).map((r) => r[1])).toEqual(["Magnus Carlsen", "Liren Ding", "Ann Lee"]);
  expect((await values(page, "U1600 Wallchart"))[1]).toEqual([1, "Hikaru Nakamuro", "H3"]);

  // Twice adds nothing.
  await page.click("#entries-preview");
  expect((await answer(page)).message).toMatch(/Nobody new to enter\.$/);

  // One undo takes the whole import back: a step of the whole workbook, offered in the fold (the
  // picker has the Open chosen, whose own Undo would undo the Open's steps).
  await page.waitForFunction(() => document.getElementById("entries-undo")?.hidden === false);
  expect(await page.textContent("#entries-undo")).toBe("Undo: Import entries: 4 players from signup.csv");
  await page.click("#entries-undo");
  expect((await answer(page, true)).message).toBe("Undone: Import entries: 4 players from signup.csv. The workbook is as it was before it.");
  expect(await names(page)).toEqual([]);
  expect(errors).toEqual([]);
}, 180000);

test("Add player looks the player up in the list as the director types; Refresh ratings lists the change, then writes it", async () => {
  const page = await browser.context.newPage();
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${browser.base}/playground.html?players=8&rounds=3`);
  await page.waitForFunction(() => /8 players/.test(document.getElementById("event-line")?.textContent ?? ""));
  await page.click("#entries-group > summary");
  await page.setInputFiles("#entries-list-file", join(root, "test", "fixtures", "entries", "players_list_foa.txt"));

  // A FIDE ID typed: the list's player is offered; one press fills the fields.
  await page.click("#players-group > summary");
  await page.fill("#add-fide-id", "2016192");
  await page.waitForSelector("#add-lookup button");
  expect(await page.textContent("#add-lookup")).toBe("Nakamura, Hikaru (FIDE ID 2016192, USA, born 1987, 2792) — FIDE players_list_foa.txt (standard)");
  await page.click("#add-lookup button");
  expect([await page.inputValue("#add-name"), await page.inputValue("#add-rating"), await page.inputValue("#add-federation"), await page.inputValue("#add-birth"), await page.inputValue("#add-sex")]).toEqual(["Nakamura, Hikaru", "2792", "USA", "1987", "M"]);
  await page.click("#add-player");
  expect((await answer(page)).message).toBe("Added #9 Nakamura, Hikaru (2792) from round 1. US Chess pairs by rating: the new player takes a place by rating.");
  const players = await values(page, "Players");
  expect(players[0]).toEqual(expect.arrayContaining(["FIDE ID", "Federation", "Sex", "Birth date", "Title", "Rating source"]));

  // A player typed by hand with an old rating: Refresh ratings lists the change, then writes it.
  await page.fill("#add-name", "Magnus Carlsen");
  await page.fill("#add-rating", "2800");
  await page.fill("#add-fide-id", "1503014");
  await page.waitForSelector("#add-lookup button");
  await page.click("#add-player");
  expect((await answer(page)).message).toMatch(/^Added #10 Magnus Carlsen \(2800\) from round 1\./);
  await page.click("#refresh-ratings");
  await page.waitForFunction(() => /ratings? to change/.test(document.getElementById("message")?.textContent ?? ""));
  expect((await answer(page)).message).toBe("1 rating to change, 1 the same, 8 not in the lists.");
  expect(await page.textContent("#details")).toContain("#10 Magnus Carlsen: 2800 → 2823 (FIDE players_list_foa.txt (standard))");
  await page.click("#refresh-write");
  const written = await answer(page, true);
  expect(written.asked.join(" ")).toContain("2800");
  expect(written.message).toBe("Changed 1 rating.");
  const after = await values(page, "Players");
  expect(after[10]?.[2]).toBe(2823);
  expect(errors).toEqual([]);
}, 180000);

test("Move to section after round 1, from the pane: withdrawn from the U1600 with its game kept, a late entry in the Open with a ½-point bye", async () => {
  const page = await browser.context.newPage();
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${browser.base}/playground.html?empty`);
  await page.waitForFunction(() => !/Reading the workbook/.test(document.getElementById("event-line")?.textContent ?? "Reading the workbook"));
  await page.click("#entries-group > summary");
  await page.fill("#entries-sections", "Open; U1600: under 1600");
  const rows = ["Name,Rating", ...["Ann 1900", "Bo 1800", "Cy 1700", "Di 1650", "Ed 1500", "Flo 1450", "Gus 1400", "Hal 1300"].map((x) => x.replace(" ", " Player,"))];
  await page.setInputFiles("#entries-file", { name: "entries.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\n")) });
  expect((await answer(page)).message).toBe("8 rows read from entries.csv. 8 players to enter (Open 4, U1600 4): check the columns and the list, then press Enter the players.");
  await page.click("#entries-enter");
  expect((await answer(page, true)).message).toBe("Entered 8 players (Open 4, U1600 4).");
  await page.click("#entries-group > summary");

  const choose = async (section: string) => {
    await page.selectOption("#section", section);
    await page.waitForFunction((s) => (document.getElementById("section") as HTMLSelectElement | null)?.value === s && document.getElementById("section-picker")?.hidden === false, section);
  };
  await page.click("#sections-group > summary");
  for (const section of ["Open", "U1600"]) {
    await choose(section);
    await page.click("#settings-group > summary");
    await page.fill("#rounds", "3");
    await page.click("#save-settings");
    expect((await answer(page)).message).toMatch(/^Saved in this workbook: .*; 3 rounds\.$/);
    await page.click("#settings-group > summary");
    await page.click("#pair");
    expect((await answer(page, true)).message).toMatch(/^Paired round 1: 2 boards/);
  }
  const u1600 = await values(page, "U1600 Players");
  await choose("U1600");
  await page.fill("#move-player", "1");
  await page.selectOption("#move-to", "Open");
  await page.selectOption("#move-how", "late");
  await page.selectOption("#move-missed", "H");
  await page.click("#move-section");
  expect((await answer(page, true)).message).toBe(
    `Moved #1 ${String(u1600[1]?.[1])} from section U1600 to section Open as #5: withdrawn from section U1600 from round 2 (every game played there stays), in section Open from round 2; round 1 missed: half-point byes.`,
  );
  expect((await values(page, "Open Wallchart"))[5]?.slice(0, 3)).toEqual([5, u1600[1]?.[1], "H"]);
  expect(errors).toEqual([]);
}, 180000);
