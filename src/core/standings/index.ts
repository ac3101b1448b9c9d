/** Standings: sorted tables with shared places, in the US Chess order, any list of systems, or 1954's. */
export * from "./standings";
export { criterionOf } from "./criteria";
export { rankBlocks, type Criterion, type BlockPlace, type RankedPlayer } from "./rank";
export { lastRoundTakenPart } from "./panam1954";
