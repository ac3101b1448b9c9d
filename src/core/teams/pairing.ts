/**
 * Scheveningen between two teams (issue 30 item 2, docs/teams.md): every player of one team meets
 * every player of the other. (The team Swiss is FIDE's C.04.6, fide-swiss.ts.)
 */
import { fail } from "../errors";

/**
 * Scheveningen between two teams of `n` players each: n rounds; in round r the first team's player i
 * meets the second team's player ((i + r − 2) mod n) + 1, and has White when i + r is even, so each
 * player has the colours in turn and each team half the Whites a round (n even).
 * @example scheveningen(2) // [[{ first: 1, second: 1, firstWhite: true }, { first: 2, second: 2, firstWhite: false }], [{ first: 1, second: 2, firstWhite: false }, { first: 2, second: 1, firstWhite: true }]]
 */
export function scheveningen(n: number): { first: number; second: number; firstWhite: boolean }[][] {
  if (!Number.isInteger(n) || n < 1 || n > 50) fail("BAD_ARGUMENT", `Scheveningen is for teams of 1 to 50 players, got ${n}`);
  return Array.from({ length: n }, (_, k) => {
    const r = k + 1;
    return Array.from({ length: n }, (_, j) => {
      const i = j + 1;
      return { first: i, second: ((i + r - 2) % n) + 1, firstWhite: (i + r) % 2 === 0 };
    });
  });
}
