/**
 * Issue 24 (item 6): where the director gives the address the pages are published at (the
 * Tournament sheet's "Web address" row), Print for the wall carries a QR code to it beside each
 * section's pairings by board; an address that is not one is named, and the page printed without.
 */
import { expectDone, harness, sampleBook } from "./helpers";

async function paired(address: string | null) {
  const wb = sampleBook(8, 3);
  if (address !== null) {
    const row = wb.values("Tournament").length;
    wb.type("Tournament", row, 0, "Web address");
    wb.type("Tournament", row, 1, address);
  }
  const h = harness(wb);
  expectDone(await h.run("pairNext"));
  return h;
}

describe("issue 24 (6): the QR code from the Tournament sheet's Web address", () => {
  test("a web address: the wall page has its code, and the answer says so", async () => {
    const h = await paired("https://club.example/night/this-round.html");
    const o = expectDone(await h.run("printWall", {}));
    expect(o.message).toMatch(/, a QR code to the event's pages — 1 section on one page to print \(A4\)\.$/);
    const page = o.kind === "done" ? (o.file?.text ?? "") : "";
    expect(page).toContain('<figure class="qr"><svg');
    expect(page).toContain('<span class="url">https://club.example/night/this-round.html</span>');
  });

  test("no address: no code; a bad one: named, and the page printed without", async () => {
    const none = expectDone(await (await paired(null)).run("printWall", {}));
    expect(none.file?.text).not.toContain("<figure");
    const bad = expectDone(await (await paired("club night")).run("printWall", {}));
    expect(bad.file?.text).not.toContain("<figure");
    expect(bad.details).toContain(`No QR code: the Tournament sheet's Web address: "club night" is not a web address (it starts http:// or https://).`);
  });
});
