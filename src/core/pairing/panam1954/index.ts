/** The 1954 Pan-American serial-number Swiss (seed 003). */
export { pairPanAm1954, FORFEITS_WITHDRAW } from "./pair";
export { colours1954, parityWhite } from "./colour";
