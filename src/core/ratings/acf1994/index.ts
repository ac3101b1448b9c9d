/** The ACF rating system of April 1994 (seed 000): tables, statuses, performance and established
 * ratings, a rating period with the booklet's reports, and the announced per-game system. */
export * from "./units";
export * from "./tables";
export * from "./status";
export * from "./performance";
export * from "./established";
export * from "./rating";
export * from "./dates";
export * from "./per-game";
export * from "./period";
export * from "./checks";
export * from "./reports";
export * from "./input";
export * from "./output";
export * from "./published";
