/** `--settings` on `pair` and `check-pairings`: SWISS_PAIR's settings on the command line. */
import { makeTrf } from "../../src/core/formats/trf";
import { sampleTournament } from "../../src/core/formats/sample";
import type { EntryKind, Tournament } from "../../src/core/model/types";
import { pairRound } from "../../src/core/pairing";
import { withPairing } from "../../src/core/pairing/check/apply";
import { settingsRows } from "../../src/cli/pairing-settings";
import { cli, tempDir, writeTemp } from "./helpers";

const event = (): Tournament => ({
  ...sampleTournament({ players: 12, rounds: 0, seed: 5, halfByes: 0 }),
  totalRounds: 5,
  initialColour: "w",
});
const boardsOf = (out: string): string[] => out.trim().split("\n").slice(1);

test("items split at ; or at , before a key, KEY VALUE or KEY=VALUE", () => {
  expect(settingsRows("ACCELERATED=YES, POINTS 3,1,0; teams vcf")).toEqual([
    ["ACCELERATED", "YES"],
    ["POINTS", "3,1,0"],
    ["teams", "vcf"],
  ]);
});

test('pair --settings "ACCELERATED YES" gives US Chess 28R1\'s round 1, as SWISS_PAIR would', async () => {
  const file = writeTemp(tempDir(), "e.trf", makeTrf(event()));
  const plain = await cli("pair", file, "--system", "uscf");
  const accelerated = await cli("pair", file, "--system", "uscf", "--settings", "ACCELERATED YES");
  expect(accelerated.code).toBe(0);
  const want = pairRound(event(), 1, "USCF", { accelerated: true }).boards.map((b) => `${b.white} ${b.black}`);
  expect(boardsOf(accelerated.out)).toEqual(want);
  expect(boardsOf(accelerated.out)).not.toEqual(boardsOf(plain.out));
});

test("check-pairings --settings: an accelerated event checks clean with the setting; without it round 1 breaks 27A3", async () => {
  let t = event();
  for (let r = 1; r <= 2; r++) {
    const p = pairRound(t, r, "USCF", { accelerated: true });
    t = withPairing(
      t,
      r,
      p.boards,
      p.unpaired.find((u) => u.reason === "pab")?.player ?? null,
      () => ["win", "loss"] as readonly [EntryKind, EntryKind],
    );
  }
  const file = writeTemp(tempDir(), "acc.trf", makeTrf(t));
  const withSetting = await cli("check-pairings", file, "--system", "uscf", "--settings", "ACCELERATED=YES");
  expect(withSetting.code).toBe(0);
  const without = await cli("check-pairings", file, "--system", "uscf", "--round", "1");
  expect(without.code).toBe(1);
  expect(without.out).toContain("breaks   US Chess 27A3");
});

test("an unknown key or a bad value is a usage error naming the item", async () => {
  const file = writeTemp(tempDir(), "e.trf", makeTrf(event()));
  const bad = await cli("pair", file, "--settings", "ACCELERATED YES; SPEED FAST");
  expect(bad.code).toBe(2);
  expect(bad.err).toContain('--settings, item 2: "SPEED" is not a setting');
  const value = await cli("pair", file, "--settings", "ACCELERATED MAYBE");
  expect(value.code).toBe(2);
  expect(value.err).toContain('--settings, item 1: "MAYBE" is not YES or NO');
});
