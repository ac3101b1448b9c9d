/** Prizes: the prize list read, and awarded from the standings by US or FIDE practice. */
export * from "./types";
export { parsePrizes, prizeName, groupLabel, groupKey } from "./parse";
export { parseCents, centsText, splitCents } from "./money";
export { prizeList, type PrizeOptions } from "./award";
export { teamPrizeAwards, type TeamRanking } from "./team-prizes";
