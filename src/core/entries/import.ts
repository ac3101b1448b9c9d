/**
 * From entries and the lists' answers to players in sections: each entry takes its rating, title,
 * federation, birth year, sex and ids from the first list that matched it (by id, or by its exact
 * name), says where its rating came from, and is placed by the section limits. Every doubt (a near
 * name, an id or a name several players have, an id with another name in the list) is a question
 * for the director; nothing is merged on a doubt.
 */
import { nameKey } from "../season/match";
import type { Player } from "../model/types";
import { describeListPlayer, type MatchResult } from "./match";
import { placeEntries, type SectionRule } from "./sections";
import type { ListPlayer, ListSource, Mutable, SignupEntry } from "./types";

/** An entry with what the lists gave it. */
export interface RatedEntry extends SignupEntry {
  /** Where the rating came from: a list's label, `sign-up`, or "" for unrated. */
  readonly ratingSource: string;
  readonly title?: string;
  /** Questions for the director about this entry (did you mean, which one). */
  readonly questions: readonly string[];
}

function idLabel(source: ListSource): string {
  return source.idKind === "fideId" ? "FIDE ID" : "ID";
}

/**
 * Combines an entry with the answers of the lists, in the order the lists were given.
 * @example rateEntry(entry, [{ kind: "id", player: carlsen }], [fide]).rating // 2823
 */
export function rateEntry(e: SignupEntry, answers: readonly MatchResult[], sources: readonly ListSource[]): RatedEntry {
  const out: Mutable<RatedEntry> = { ...e, ratingSource: e.rating === null ? "" : "sign-up", questions: [] };
  const questions: string[] = [];
  let listRated = false;
  const matched = answers.some((a) => a.kind === "id" || a.kind === "name");
  answers.forEach((a, k) => {
    const src = sources[k] as ListSource;
    const who = `row ${e.row} ${e.name}`;
    const label = idLabel(src);
    const list = (p: ListPlayer) => describeListPlayer(p, label);
    switch (a.kind) {
      case "id":
      case "name": {
        const p = a.player;
        if (!listRated && p.rating !== null) {
          out.rating = p.rating;
          out.ratingSource = src.label;
          listRated = true;
        }
        if (out.title === undefined && p.title !== undefined) out.title = p.title;
        if (out.federation === undefined && p.federation !== undefined) out.federation = p.federation;
        if (out.birthYear === undefined && p.birthYear !== undefined) out.birthYear = p.birthYear;
        if (out.sex === undefined && p.sex !== undefined) out.sex = p.sex;
        if (out[src.idKind] === undefined) out[src.idKind] = p.id;
        if (out.fideId === undefined && p.fideId !== undefined) out.fideId = p.fideId;
        break;
      }
      case "ambiguous":
        questions.push(
          a.by === "id"
            ? `${who}: ${label} ${e[src.idKind]} is ${a.candidates.length} players in ${src.label}: ${a.candidates.map(list).join("; ")}. Which one?`
            : `${who}: ${a.candidates.length} players of that name in ${src.label}: ${a.candidates.map(list).join("; ")}. Give the row the ${label} of the right one.`,
        );
        break;
      case "otherName":
        questions.push(`${who}: ${label} ${e[src.idKind]} is ${list(a.player)} in ${src.label}: check the ID (not used).`);
        break;
      case "didYouMean":
        if (a.idNotFound || !matched)
          questions.push(
            `${who}: ${a.idNotFound ? `${label} ${e[src.idKind]} is not in ${src.label}` : `not in ${src.label} by that name`}; did you mean ${a.candidates.map(list).join(" or ")}? Give the row that ${label} to take it.`,
          );
        break;
      case "none":
        if (a.idNotFound) questions.push(`${who}: ${label} ${e[src.idKind]} is not in ${src.label}.`);
        break;
    }
  });
  out.questions = questions;
  return out;
}

/** A player already in a section: what tells an entry it is the same person. */
function sameKeys(p: Pick<Player, "name" | "memberId" | "fideId">): string[] {
  const keys = [`n:${nameKey(p.name)}`];
  if (p.memberId !== undefined && p.memberId !== "") keys.push(`i:${p.memberId}`);
  if (p.fideId !== undefined && p.fideId !== "") keys.push(`f:${p.fideId}`);
  return keys;
}

function entryKeys(e: RatedEntry): string[] {
  return sameKeys({ name: e.name, ...(e.id === undefined ? {} : { memberId: e.id }), ...(e.fideId === undefined ? {} : { fideId: e.fideId }) });
}

/** FIDE's title order for the initial ranking (C.04.2 2.2). */
const TITLE_ORDER = ["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"];

function titleRank(t: string | undefined): number {
  const i = TITLE_ORDER.indexOf(t ?? "");
  return i < 0 ? TITLE_ORDER.length : i;
}

/** A new player from an entry (pairing number given later). */
export function playerOf(e: RatedEntry, id: number): Player {
  const p: Mutable<Player> = { id, name: e.name, rating: e.rating, rounds: [] };
  if (e.id !== undefined) p.memberId = e.id;
  if (e.fideId !== undefined) p.fideId = e.fideId;
  if (e.ratingSource !== "") p.ratingSource = e.ratingSource;
  if (e.team !== undefined) p.team = e.team;
  if (e.sex !== undefined) p.sex = e.sex;
  if (e.title !== undefined) p.title = e.title;
  if (e.federation !== undefined) p.federation = e.federation;
  const birth = e.birthDate ?? (e.birthYear === undefined ? undefined : String(e.birthYear));
  if (birth !== undefined) p.birthDate = birth;
  if (Object.keys(e.byes).length > 0) p.requests = e.byes;
  return p;
}

export interface SectionImport {
  readonly section: string;
  /** The section's players after the import: those there before, then the new ones. */
  readonly players: readonly Player[];
  /** How many of `players` are new. */
  readonly added: number;
  /** The sign-up rows of the new players, in the order of `players`' last `added`. */
  readonly rows: readonly number[];
}

export interface ImportPlan {
  readonly sections: readonly SectionImport[];
  /** Entries not entered, each with its row and reason (not placed, or already in the event). */
  readonly left: readonly string[];
  /** Entries entered against a section's limits (the director may go on). */
  readonly warnings: readonly string[];
  readonly questions: readonly string[];
  /** Entries already in the event (by ID, FIDE ID or name): not entered again. */
  readonly already: readonly string[];
}

/**
 * Places rated entries in their sections and adds them after each section's players (a section
 * with no players before is ranked by rating, then title in FIDE's order, then name: C.04.2 2.2).
 * An entry already in the event (same ID, FIDE ID or name in any section) is not added again, so
 * importing the same sign-up twice adds nothing.
 * @example planImport(rated, parseSections("Open; U1600: under 1600").value, new Map()).sections.map((s) => s.section) // ["Open", "U1600"]
 */
export function planImport(
  entries: readonly RatedEntry[],
  rules: readonly SectionRule[],
  existing: ReadonlyMap<string, readonly Player[]>,
  options: { readonly listed?: boolean } = {},
): ImportPlan {
  const known = new Map<string, string>();
  for (const [section, players] of existing)
    for (const p of players) for (const k of sameKeys(p)) known.set(k, section === "" ? "the event" : section);
  const already: string[] = [];
  const fresh = entries.filter((e) => {
    const hit = entryKeys(e).find((k) => known.has(k));
    if (hit !== undefined) already.push(`row ${e.row}: ${e.name} is already in ${known.get(hit)}`);
    return hit === undefined;
  });
  const placement = placeEntries(
    // The sign-up's own rating is an estimate only where lists were read and none rated the player.
    fresh.map((e) => ({ ...e, estimate: options.listed === true && e.ratingSource === "sign-up" })),
    rules,
  );
  const names = rules.length === 0 ? [""] : rules.map((r) => r.name);
  const sections = names.map((section) => {
    const before = existing.get(section) ?? [];
    const mine = placement.placed.filter((p) => p.section === section).map((p) => p.entry);
    if (before.length === 0)
      mine.sort(
        (a, b) =>
          (b.rating ?? -1) - (a.rating ?? -1) || titleRank(a.title) - titleRank(b.title) || a.name.localeCompare(b.name) || a.row - b.row,
      );
    const players = [...before, ...mine.map((e, i) => playerOf(e, before.length + i + 1))];
    return { section, players, added: mine.length, rows: mine.map((e) => e.row) };
  });
  return {
    sections,
    left: placement.left.map((l) => l.message),
    warnings: placement.placed.flatMap((p) => (p.warning === undefined ? [] : [p.warning])),
    questions: fresh.flatMap((e) => e.questions),
    already,
  };
}
