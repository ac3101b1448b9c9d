export * from "./types";
export * from "./points";
export * from "./tournament";
