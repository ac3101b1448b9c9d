/**
 * "Club night" (4 November 2025, so the 2023 rules of C.07): a hand-made tournament with every kind of unplayed round, worked by hand below for
 * each system (the tests in us.test.ts and fide.test.ts check these figures).
 *
 *        R1    R2    R3    R4     score  ratings
 *   #1   W4w   L2b   D3w   W5b    2½     2000
 *   #2   D5b   W1w   L4b   D3w    2      1900
 *   #3   X6    W5w   D1b   D2b    3      1800   (R1: forfeit win against #6)
 *   #4   L1b   H     W2w   H      2      1700   (half-point byes in R2 and R4)
 *   #5   D2w   L3b   B     L1w    1½     1600   (R3: the pairing-allocated bye)
 *   #6   F3    U     U     U      0      1500   (forfeited R1, then withdrew)
 *
 * US adjusted scores (unplayed rounds ½): #1 2½, #2 2, #3 ½+1+½+½ = 2½, #4 0+½+1+½ = 2,
 * #5 ½+0+½+0 = 1, #6 ½+½+½+½ = 2.
 * Opponents' adjusted scores per round (own unplayed round = 0):
 *   #1 [2, 2, 2½, 1]   #2 [1, 2½, 2, 2½]   #3 [0, 1, 2½, 2]   #4 [2½, 0, 2, 0]
 *   #5 [2, 2½, 0, 2½]  #6 [0, 0, 0, 0]
 *
 * FIDE adjusted scores (C.07 16.3): #1 2½, #2 2, #3 3 (no VUR), #4 2 (its last H comes after its last
 * available round and counts as a draw: the same ½), #5 1½, #6: every round is voluntary; R1 is a
 * paired forfeit and counts as scored (0), R2–R4 count as draws: 1½.
 * FIDE contributions (opponent's adjusted score, or the player's own score for an unplayed round;
 * VUR marked *):
 *   #1 [2, 2, 3, 1½]   #2 [1½, 2½, 2, 3]   #3 [3 (dummy), 1½, 2½, 2]   #4 [2½, 2*, 2, 2*]
 *   #5 [2, 3, 1½ (dummy), 2½]   #6 [0*, 0*, 0*, 0*]
 */
import { wallchart } from "./helpers";

export const CLUB_NIGHT = {
  ...wallchart(
    ["W4w L2b D3w W5b", "D5b W1w L4b D3w", "X6 W5w D1b D2b", "L1b H W2w H", "D2w L3b B L1w", "F3 U U U"],
    [2000, 1900, 1800, 1700, 1600, 1500],
  ),
  info: { startDate: "2025/11/04" },
};

/** The same club night played after 1 March 2026: the 2026 rules (C.07 16.4 caps the dummy). */
export const CLUB_NIGHT_2026 = { ...CLUB_NIGHT, info: { startDate: "2026/03/03" } };

/**
 * Four players on 2 points (#1, #2, #3, #5), not all of whom met:
 *        R1   R2   R3   R4    score
 *   #1   W2   W3   L4   L5    2
 *   #2   L1   W6   D3   D4    2
 *   #3   W5   L1   D2   D6    2
 *   #4   D6   W5   W1   D2    3
 *   #5   L3   L4   W6   W1    2
 *   #6   D4   L2   L5   D3    1
 */
export const FOUR_TIED = wallchart([
  "W2 W3 L4 L5",
  "L1 W6 D3 D4",
  "W5 L1 D2 D6",
  "D6 W5 W1 D2",
  "L3 L4 W6 W1",
  "D4 L2 L5 D3",
]);
