/**
 * Reading a prize list: one prize a row, `name | amount`. Names: `1st`, `2nd place`, `U1800 1st`,
 * `Under 1600 2nd`, `1600-1799 1st`, `Unrated 1st`, `Best junior`, `Best woman`, `Junior 2nd`,
 * `Team 1st`, `Top team`. Amounts: money (`300`, `$1,250.50`), an item (`Trophy`, `Plaque`), or both
 * (`300 + Trophy`). A first row `Prize | Amount` is a header and is skipped.
 */
import { problem, type Parsed, type Problem } from "../errors";
import { parseCents } from "./money";
import type { Prize, PrizeGroup } from "./types";

const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };

/** "1st", "2nd place", "place 3", "3", "first" → the place, or null. */
function placeOf(text: string): number | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/\s*place$/, "")
    .replace(/^place\s*/, "");
  const m = /^(\d+)(st|nd|rd|th)?$/.exec(t);
  if (m !== null) return Number(m[1]) > 0 ? Number(m[1]) : null;
  return ORDINALS[t] ?? null;
}

/** The group a prefix names ("U1800", "Under 1800", "1600-1799", "Unrated", "Junior", "Woman", "Team"). */
function groupOf(text: string): PrizeGroup | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (t === "" || t === "open" || t === "overall") return { kind: "open" };
  const under = /^(?:u|under|under rating|below)\s*(\d{3,4})$/.exec(t);
  if (under !== null) return { kind: "under", limit: Number(under[1]) };
  const band = /^(\d{3,4})\s*[-–]\s*(\d{3,4})$/.exec(t);
  if (band !== null && Number(band[1]) <= Number(band[2]))
    return { kind: "band", from: Number(band[1]), to: Number(band[2]) };
  if (/^(unrated|unr|nr)$/.test(t)) return { kind: "unrated" };
  if (/^juniors?$/.test(t)) return { kind: "junior" };
  if (/^(woman|women|female|lady|ladies|girl|girls)$/.test(t)) return { kind: "woman" };
  if (/^(team|teams|school|schools)$/.test(t)) return { kind: "team" };
  return null;
}

/**
 * A prize's name as its group and place: `U1800 2nd` → under 1800, place 2; `Best junior` → junior,
 * place 1; `Top team` → team, place 1. Null when the name is not one of these shapes.
 * @example prizeName("U1800 2nd") // { group: { kind: "under", limit: 1800 }, place: 2 }
 */
export function prizeName(name: string): { group: PrizeGroup; place: number } | null {
  const t = name.trim().replace(/\s+/g, " ");
  const best = /^(?:best|top)\s+(.+)$/i.exec(t);
  if (best !== null) {
    const g = groupOf(best[1] as string);
    return g === null ? null : { group: g, place: 1 };
  }
  const whole = placeOf(t);
  if (whole !== null) return { group: { kind: "open" }, place: whole };
  const m =
    /^(.*?)\s*(?:[,:-]\s*)?((?:place\s*)?\d+(?:st|nd|rd|th)?(?:\s*place)?|first|second|third|fourth|fifth|sixth)$/i.exec(
      t,
    );
  if (m === null) return null;
  const g = groupOf(m[1] as string);
  const p = placeOf(m[2] as string);
  return g === null || p === null ? null : { group: g, place: p };
}

/** `300`, `Trophy`, `300 + Trophy`, `Trophy + $50` → cents and item. */
function amountOf(text: string): { cents: number; item: string } | null {
  const parts = text
    .split("+")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (parts.length === 0 || parts.length > 2) return null;
  let cents = 0;
  let item = "";
  for (const part of parts) {
    const c = parseCents(part);
    if (c !== null && cents === 0) cents = c;
    else if (c === null && item === "" && /^[\p{L}][\p{L}\s'.-]*$/u.test(part)) item = part;
    else return null;
  }
  return { cents, item };
}

/** A group's name as a director writes it ("U1800", "1600–1799", "Junior"). */
export function groupLabel(g: PrizeGroup): string {
  switch (g.kind) {
    case "open":
      return "Place";
    case "under":
      return `U${g.limit}`;
    case "band":
      return `${g.from}–${g.to}`;
    case "unrated":
      return "Unrated";
    case "junior":
      return "Junior";
    case "woman":
      return "Woman";
    case "team":
      return "Team";
  }
}

/** A stable key for a group (equal groups, equal keys). */
export function groupKey(g: PrizeGroup): string {
  return g.kind === "under" ? `under:${g.limit}` : g.kind === "band" ? `band:${g.from}:${g.to}` : g.kind;
}

/**
 * Reads the prize list: rows of `name | amount` (`source` names it in messages: "prizes").
 * Every problem names its row and says what was expected.
 * @example parsePrizes([["1st", "300"], ["U1800 1st", "Trophy"]]).value[1].item // "Trophy"
 */
export function parsePrizes(rows: readonly (readonly string[])[], source = "prizes"): Parsed<Prize[]> {
  const problems: Problem[] = [];
  const out: Prize[] = [];
  const seen = new Map<string, string>();
  rows.forEach((row, i) => {
    const name = (row[0] ?? "").trim();
    const amount = (row[1] ?? "").trim();
    const where = `${source} row ${i + 1}`;
    if (name === "" && amount === "") return;
    if (i === 0 && /^(prize|prizes|award|name)$/i.test(name)) return;
    const parsed = prizeName(name);
    if (parsed === null) {
      problems.push(
        problem(
          "BAD_CELL",
          `${where}: "${name}" is not a prize (expected a place such as 1st, a class such as U1800 1st or 1600-1799 2nd, Unrated 1st, Best junior, Best woman, Team 1st)`,
        ),
      );
      return;
    }
    const money = amountOf(amount);
    if (money === null || (money.cents === 0 && money.item === "")) {
      problems.push(
        problem(
          "BAD_CELL",
          `${where}: "${amount}" is not a prize amount (expected money such as 300 or $75.50, an item such as Trophy, or both: 300 + Trophy)`,
        ),
      );
      return;
    }
    const key = `${groupKey(parsed.group)}#${parsed.place}`;
    const before = seen.get(key);
    if (before !== undefined) {
      problems.push(problem("DUPLICATE", `${where}: "${name}" is the same prize as ${before}`));
      return;
    }
    seen.set(key, where);
    out.push({ label: name, group: parsed.group, place: parsed.place, cents: money.cents, item: money.item, where });
  });
  return { value: out, problems };
}
