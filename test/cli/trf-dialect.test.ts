/** `wallchart trf --dialect 2026|bx`, and `wallchart pair` reading TRF-2026 / TRF(bx) inputs. */
import { join } from "path";
import { cli } from "./helpers";

const INPUTS = join(__dirname, "..", "fixtures", "dutch-inputs");
const FILE = join(INPUTS, "055-baku-2026-2010020.trf");

describe("wallchart trf --dialect", () => {
  test("2026 writes 142, 152, 162 and 192; bx writes XXR, XXC, BBW and the Baku type", async () => {
    const t26 = await cli("trf", FILE, "--dialect", "2026");
    expect(t26.code).toBe(0);
    for (const tag of ["142 5", "152 W", "162  W 2.0", "192 FIDE_DUTCH_2025_BAKU"]) expect(t26.out).toContain(tag);
    const bx = await cli("trf", FILE);
    for (const tag of ["XXR 5", "XXC white1", "BBW  2.0", "192 FIDE_DUTCH_2025_BAKU"]) expect(bx.out).toContain(tag);
  });
  test("an unknown dialect is a usage error", async () => {
    const r = await cli("trf", FILE, "--dialect", "1998");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--dialect "1998": expected 2026 or bx/);
  });
});
