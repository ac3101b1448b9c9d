/**
 * The US Chess rating report: THEXPORT.DBF, TSEXPORT.DBF and TDEXPORT.DBF (layout in
 * uscf-layout.ts, sources and choices in docs/uscf-report.md) from an event's sections, checked
 * before anything is written. Every refusal names the cell to put right ("Players!E14: no US Chess
 * ID for Smith, Ann (#14)"); what is written differently from what was typed (a name cut to the
 * field's width, a game without a colour) is said in a warning.
 */
import { problem, type Parsed, type Problem } from "../errors";
import { civilFromDays, parseDateText } from "../model/calendar";
import type { Entry, Player, Tournament, TournamentInfo } from "../model/types";
import { roundBoards, roundsPosted } from "../posting/boards";
import { makeDbf, type DbfRow } from "../formats/dbase-write";
import {
  EVENT_FIELDS,
  MAX_REPORT_ROUNDS,
  ROUND_WIDTH,
  SECTION_FIELDS,
  TDEXPORT,
  THEXPORT,
  TSEXPORT,
  detailFields,
  roundField,
} from "./uscf-layout";
import type { UscfPlaces } from "./uscf-places";

/** One section of the event: its players and games, and where its cells are. */
export interface UscfSectionInput {
  /** The section's name as the report gives it ("Open", "U1800"). */
  readonly name: string;
  readonly tournament: Tournament;
  readonly places: UscfPlaces;
  /** Paired as a round robin (S_TRN_TYPE R); a Swiss otherwise. */
  readonly roundRobin?: boolean;
}

export interface UscfReportInput {
  /** The event's own rows (the main Tournament sheet); a section's rows stand in for one missing. */
  readonly event: TournamentInfo;
  readonly eventPlaces: UscfPlaces;
  readonly sections: readonly UscfSectionInput[];
  /** The date the files are written, YYYY-MM-DD (the dBase header's date of last update). */
  readonly updated: string;
}

export interface UscfFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface UscfReport {
  /** THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF, in that order. */
  readonly files: readonly UscfFile[];
  /** What is written otherwise than typed, each naming its place. */
  readonly warnings: readonly string[];
  readonly players: number;
  /** Games played over the board (each counted once). */
  readonly games: number;
}

/** The name the report gives Wallchart as the program that wrote it (H_PROGRAM). */
export const USCF_PROGRAM = "WALLCHART";

/** US Chess rating systems a section may be rated under (S_R_SYSTEM). */
export const USCF_RATING_SYSTEMS: Readonly<Record<string, string>> = {
  R: "R",
  REGULAR: "R",
  Q: "Q",
  QUICK: "Q",
  D: "D",
  DUAL: "D",
  B: "B",
  BLITZ: "B",
};

/**
 * A round as a D_RNDnn field holds it: the result letter, the opponent's pairing number and the
 * colour for a game (`W12B`); X / F and the opponent for a forfeit (Z when both forfeited); B0, H0
 * and U0 for a full-point bye, a half-point bye and a round not played (a forfeit that names no
 * opponent is B0 or U0). Null for a game that counts
 * for the score but not for rating (there is no code for it).
 * @example uscfRoundCode({ kind: "win", opponent: 12, colour: "b" }, null) // "W12B"
 * @example uscfRoundCode({ kind: "halfBye", opponent: 0, colour: null }, null) // "H0"
 */
export function uscfRoundCode(e: Entry | null, opponentEntry: Entry | null): string | null {
  if (e === null) return "U0";
  const colour = e.colour === "w" ? "W" : e.colour === "b" ? "B" : "";
  switch (e.kind) {
    case "win":
    case "draw":
    case "loss":
      if (e.rated === false) return null;
      return `${e.kind === "win" ? "W" : e.kind === "draw" ? "D" : "L"}${e.opponent}${colour}`;
    // A forfeit with no opponent named (a wallchart "X" or "F" alone) is, for rating, a bye.
    case "forfeitWin":
      return e.opponent === 0 ? "B0" : `X${e.opponent}`;
    case "forfeitLoss":
      return e.opponent === 0 ? "U0" : `${opponentEntry?.kind === "forfeitLoss" ? "Z" : "F"}${e.opponent}`;
    case "pab":
    case "fullBye":
      return "B0";
    case "halfBye":
      return "H0";
    case "zeroBye":
      return "U0";
  }
}

/** Text as the report's fields hold it: accents dropped (é → e), one space between words; null if anything is left that is not ASCII. */
function ascii(text: string): string | null {
  const t = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  return /^[\x20-\x7e]*$/.test(t) ? t : null;
}

/** YYYYMMDD of a date as the sheet holds it (ISO text, as typed, or Excel's serial day number), or null. */
function dbfDate(text: string): string | null {
  // A date cell read from Excel by its value is the day's serial number (25569 is 1970-01-01).
  const serial = /^\d{5}$/.test(text.trim()) ? Number(text) : NaN;
  const d = serial >= 25569 && serial <= 80000 ? civilFromDays(serial - 25569) : parseDateText(text);
  return d === null ? null : `${d.year}${String(d.month).padStart(2, "0")}${String(d.day).padStart(2, "0")}`;
}

const right = (n: number, width: number): string => String(n).padStart(width, " ");

interface Found {
  readonly value: string;
  /** The cell it was read from. */
  readonly at: string;
}

/**
 * The three files, or every problem that stops them (each naming its cell).
 * @example makeUscfReport(input).value?.files.map((f) => f.name) // ["THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"]
 */
export function makeUscfReport(input: UscfReportInput): Parsed<UscfReport | null> {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const bad = (message: string) => problems.push(problem("BAD_CELL", message));
  const missing = (message: string) => problems.push(problem("MISSING", message));
  const { event, eventPlaces, sections } = input;

  /** An event-level row: the event's own, else the first section's that has it. */
  const eventRow = (f: keyof TournamentInfo): Found | null => {
    const own = (event[f] ?? "").trim();
    if (own !== "") return { value: own, at: eventPlaces.info(f) ?? eventPlaces.missing(f) };
    for (const s of sections) {
      const v = (s.tournament.info[f] ?? "").trim();
      if (v !== "") return { value: v, at: s.places.info(f) ?? s.places.missing(f) };
    }
    return null;
  };
  /** A section's row: its own, else the event's. */
  const sectionRow = (s: UscfSectionInput, f: keyof TournamentInfo): Found | null => {
    const own = (s.tournament.info[f] ?? "").trim();
    if (own !== "") return { value: own, at: s.places.info(f) ?? s.places.missing(f) };
    const ev = (event[f] ?? "").trim();
    return ev === "" ? null : { value: ev, at: eventPlaces.info(f) ?? eventPlaces.missing(f) };
  };
  /** A text row cut to `width` with a warning, or a problem when it is not ASCII. */
  const textOf = (found: Found, width: number, what: string): string => {
    const t = ascii(found.value);
    if (t === null) {
      bad(`${found.at}: "${found.value}" has a character US Chess's files cannot hold (letters without accents, digits and punctuation)`);
      return "";
    }
    if (t.length > width) warnings.push(`${found.at}: the ${what} is cut to the report's ${width} characters: "${t.slice(0, width)}"`);
    return t.slice(0, width);
  };

  if (sections.length === 0) missing("the event has no sections with players: there is nothing to rate");
  if (sections.length > 99) bad(`the event has ${sections.length} sections; US Chess's report holds at most 99`);

  // The event (THEXPORT).
  const name = eventRow("name");
  if (name === null) missing(`${eventPlaces.missing("name")}: the event's name`);
  const affiliate = eventRow("affiliateId");
  if (affiliate === null) missing(`${eventPlaces.missing("affiliateId")}: the sponsoring affiliate's US Chess ID (a letter and 7 digits, as A1234567)`);
  else if (!/^[A-Za-z]\d{7}$/.test(affiliate.value))
    bad(`${affiliate.at}: "${affiliate.value}" is not a US Chess affiliate ID (a letter and 7 digits, as A1234567)`);
  const memberIdOf = (found: Found | null, what: string, required: boolean, f: keyof TournamentInfo): string => {
    if (found === null) {
      if (required) missing(`${eventPlaces.missing(f)}: the ${what}'s US Chess ID (8 digits)`);
      return "";
    }
    if (!/^\d{8}$/.test(found.value)) bad(`${found.at}: "${found.value}" is not the ${what}'s US Chess ID (8 digits)`);
    return found.value;
  };
  const ctd = memberIdOf(eventRow("chiefTdId"), "chief TD", true, "chiefTdId");
  const atd = memberIdOf(eventRow("assistantTdId"), "assistant chief TD", false, "assistantTdId");
  const others = eventRow("otherTdIds");
  const otherIds = others === null ? [] : others.value.split(/[\s,;]+/).filter((v) => v !== "");
  for (const id of otherIds) if (!/^\d{8}$/.test(id)) bad(`${others?.at}: "${id}" is not a TD's US Chess ID (8 digits; IDs separated by commas)`);
  if (otherIds.join(",").length > 254) bad(`${others?.at}: the other TDs' IDs take more than the report's 254 characters`);
  const cityRow = eventRow("city");
  if (cityRow === null) missing(`${eventPlaces.missing("city")}: the city where the event was played`);
  const stateRow = eventRow("state");
  if (stateRow === null) missing(`${eventPlaces.missing("state")}: the state where the event was played (two letters, as NY)`);
  else if (!/^[A-Za-z]{2}$/.test(stateRow.value)) bad(`${stateRow.at}: "${stateRow.value}" is not a state (two letters, as NY)`);
  const countryRow = eventRow("country");
  const country = countryRow === null ? "USA" : textOf(countryRow, 21, "country");
  const usa = /^(USA?|UNITED STATES( OF AMERICA)?)$/i.test(country);
  const zipRow = eventRow("zipCode");
  if (zipRow === null) missing(`${eventPlaces.missing("zipCode")}: the ZIP code of the site`);
  else if (usa ? !/^\d{5}(-\d{4})?$/.test(zipRow.value) : !/^[\x20-\x7e]{1,10}$/.test(zipRow.value))
    bad(`${zipRow.at}: "${zipRow.value}" is not a ZIP code (${usa ? "5 digits, or 5-4 as 10001-1234" : "at most 10 letters, digits and spaces"})`);
  const dateOf = (found: Found | null): string | null => {
    if (found === null) return null;
    const d = dbfDate(found.value);
    if (d === null) bad(`${found.at}: "${found.value}" is not a date (year first: 2026-11-21)`);
    return d;
  };
  const beginRow = eventRow("startDate");
  const begin = dateOf(beginRow);
  const endRow = eventRow("endDate");
  let end = dateOf(endRow);
  if (beginRow === null) missing(`${eventPlaces.missing("startDate")}: the first day of play (year first: 2026-11-21)`);
  else if (endRow === null && begin !== null) {
    end = begin;
    warnings.push(`${eventPlaces.missing("endDate")}: the report gives the start date as the end date (a one-day event)`);
  }
  if (begin !== null && end !== null && end < begin) bad(`${endRow?.at ?? "the end date"}: the event ends before it starts (${endRow?.value})`);

  // The sections (TSEXPORT) and their players (TDEXPORT).
  const sectionRecords: DbfRow[] = [];
  const detailRecords: DbfRow[] = [];
  const seenIds = new Map<string, string>();
  let longest = 1;
  let players = 0;
  let games = 0;
  sections.forEach((s, i) => {
    const t = s.tournament;
    const label = s.name === "" ? "the event" : `section ${s.name}`;
    const secName = textOf({ value: s.name === "" ? (name?.value ?? "Main") : s.name, at: label }, 30, "section name");
    const systemRow = sectionRow(s, "ratingSystem");
    const system = systemRow === null ? undefined : USCF_RATING_SYSTEMS[systemRow.value.toUpperCase()];
    if (systemRow === null)
      missing(`${s.places.missing("ratingSystem")}: ${label}'s US Chess rating system (R regular, Q quick, D dual: both, B blitz)`);
    else if (system === undefined)
      bad(`${systemRow.at}: "${systemRow.value}" is not a US Chess rating system (R regular, Q quick, D dual: both, B blitz)`);
    const tcRow = sectionRow(s, "timeControl");
    if (tcRow === null) missing(`${s.places.missing("timeControl")}: ${label} has no time control (as G/90;d5 or 40/120, SD/30;d5)`);
    else if ((ascii(tcRow.value) ?? "").length > 40 || ascii(tcRow.value) === null)
      bad(`${tcRow.at}: "${tcRow.value}" is not a time control the report can hold (at most 40 characters, no accents)`);
    // A section's own dates (its Tournament sheet), within the event's; else the event's.
    const ownRow = (f: "startDate" | "endDate"): Found | null => {
      const v = (s.tournament.info[f] ?? "").trim();
      return v === "" || (s.name === "" && v === (event[f] ?? "").trim()) ? null : { value: v, at: s.places.info(f) ?? s.places.missing(f) };
    };
    const [ownBegin, ownEnd] = [ownRow("startDate"), ownRow("endDate")];
    const sBegin = dateOf(ownBegin) ?? begin;
    const sEnd = dateOf(ownEnd) ?? end;
    if (ownBegin !== null && sBegin !== null && begin !== null && sBegin < begin) bad(`${ownBegin.at}: ${label} starts before the event (${begin})`);
    if (ownEnd !== null && sEnd !== null && end !== null && sEnd > end) bad(`${ownEnd.at}: ${label} ends after the event (${end})`);
    const rounds = roundsPosted(t);
    if (rounds === 0) missing(`${label} has no rounds played: there is nothing to rate`);
    if (rounds > MAX_REPORT_ROUNDS) bad(`${label} has ${rounds} rounds; the report holds at most ${MAX_REPORT_ROUNDS}`);
    if (t.totalRounds !== null && rounds < t.totalRounds)
      warnings.push(`${label}: results for ${rounds} of its ${t.totalRounds} rounds; the report gives the ${rounds} played`);
    longest = Math.max(longest, rounds);
    // A board posted and waiting for its result would be read as a round not played.
    for (let r = 1; r <= rounds; r++) {
      for (const b of roundBoards(t, r)) {
        const w = t.players[b.white - 1];
        if (b.black > 0 && w !== undefined && (w.rounds[r - 1] ?? null) === null)
          missing(`${b.at ?? `${label}, round ${r}`}: board ${b.board} (#${b.white} – #${b.black}) has no result`);
      }
    }
    let noColour = 0;
    for (const p of t.players) {
      players++;
      const id = checkedMemberId(p, s, label, seenIds, bad, missing);
      const rec: Record<string, string> = {
        D_EVENT_ID: "",
        D_SEC_NUM: right(i + 1, 2),
        D_PAIR_NUM: right(p.id, 4),
        D_MEM_ID: id,
        D_NAME: playerName(p, s, warnings, bad),
        D_STATE: playerState(p, s, warnings),
        D_RATING: p.rating === null ? "" : right(p.rating, 4),
      };
      for (let r = 1; r <= rounds; r++) {
        const e = p.rounds[r - 1] ?? null;
        const code = uscfRoundCode(e, e === null || e.opponent === 0 ? null : (t.players[e.opponent - 1]?.rounds[r - 1] ?? null));
        if (code === null) {
          bad(`${label}, round ${r}: #${p.id} ${p.name}'s game against #${e?.opponent} is marked as not rated; US Chess's report has no code for it (enter it as a forfeit, or as the game it was)`);
          continue;
        }
        if (code.length > ROUND_WIDTH) bad(`${label}, round ${r}: pairing number ${e?.opponent} is too long for the report`);
        // Each game counted once, from the side with the lower pairing number.
        if (e !== null && (e.kind === "win" || e.kind === "draw" || e.kind === "loss") && e.opponent > p.id) {
          games++;
          if (e.colour === null) noColour++;
        }
        rec[roundField(r)] = code;
      }
      detailRecords.push(rec);
    }
    if (noColour > 0)
      warnings.push(`${label}: ${noColour} game${noColour === 1 ? " has" : "s have"} no colour (a wallchart cell without W or B and no Round sheet); written without one`);
    sectionRecords.push({
      S_EVENT_ID: "",
      S_SEC_NUM: right(i + 1, 2),
      S_SEC_NAME: secName,
      S_R_SYSTEM: system ?? "",
      S_TIMECTL: tcRow === null ? "" : (ascii(tcRow.value) ?? "").slice(0, 40),
      S_CTD_ID: ctd,
      S_ATD_ID: atd,
      S_TRN_TYPE: s.roundRobin === true ? "R" : "S",
      S_TOT_RNDS: right(rounds, 2),
      S_LST_PAIR: right(t.players.length, 4),
      S_BEG_DATE: sBegin ?? "",
      S_END_DATE: sEnd ?? "",
      S_SCH_LVL: "",
      S_GR_PRIX: "N",
      S_GP_PTS: "",
      S_FIDE: "N",
    });
  });
  if (problems.length > 0) return { value: null, problems };

  // Rounds a shorter section did not play are written U0 (every record has every field).
  for (const rec of detailRecords) for (let r = 1; r <= longest; r++) if (rec[roundField(r)] === undefined) (rec as Record<string, string>)[roundField(r)] = "U0";
  const header: DbfRow = {
    H_FORMAT: "2C",
    H_PROGRAM: USCF_PROGRAM,
    H_EVENT_ID: "",
    H_NAME: name === null ? "" : textOf(name, 35, "event's name"),
    H_TOT_SECT: right(sections.length, 2),
    H_BEG_DATE: begin ?? "",
    H_END_DATE: end ?? "",
    H_AFF_ID: (affiliate?.value ?? "").toUpperCase(),
    H_CITY: cityRow === null ? "" : textOf(cityRow, 21, "city"),
    H_STATE: (stateRow?.value ?? "").toUpperCase(),
    H_ZIPCODE: zipRow?.value ?? "",
    H_COUNTRY: country,
    H_SENDCROS: "N",
    H_CTD_ID: ctd,
    H_ATD_ID: atd,
    H_OTHER_TD: otherIds.join(","),
  };
  if (problems.length > 0) return { value: null, problems };
  const files: UscfFile[] = [
    { name: THEXPORT, bytes: makeDbf(EVENT_FIELDS, [header], input.updated) },
    { name: TSEXPORT, bytes: makeDbf(SECTION_FIELDS, sectionRecords, input.updated) },
    { name: TDEXPORT, bytes: makeDbf(detailFields(longest), detailRecords, input.updated) },
  ];
  return { value: { files, warnings, players, games }, problems: [] };
}

/** A player's US Chess ID, checked: present, 8 digits, in one section only. */
function checkedMemberId(
  p: Player,
  s: UscfSectionInput,
  label: string,
  seen: Map<string, string>,
  bad: (m: string) => void,
  missing: (m: string) => void,
): string {
  const id = (p.memberId ?? "").trim();
  const at = s.places.memberId(p.id);
  if (id === "") {
    missing(`${at}: no US Chess ID for ${p.name} (#${p.id})`);
    return "";
  }
  if (!/^\d{8}$/.test(id)) {
    bad(`${at}: "${id}" is not a US Chess ID (8 digits) for ${p.name} (#${p.id})`);
    return "";
  }
  const before = seen.get(id);
  if (before !== undefined) bad(`${at}: US Chess ID ${id} (${p.name}, ${label}) is also ${before}: a player is in one section only`);
  else seen.set(id, `${at} (${label})`);
  return id;
}

/** A player's name as D_NAME holds it (30 characters, ASCII). */
function playerName(p: Player, s: UscfSectionInput, warnings: string[], bad: (m: string) => void): string {
  const at = s.places.name(p.id);
  const t = ascii(p.name);
  if (t === null || t === "") {
    bad(`${at}: "${p.name}" ${t === "" ? "is blank" : "has a character US Chess's files cannot hold (letters without accents, digits and punctuation)"} (#${p.id})`);
    return "";
  }
  if (t.length > 30) warnings.push(`${at}: the name is cut to the report's 30 characters: "${t.slice(0, 30)}"`);
  return t.slice(0, 30);
}

/** A player's state as D_STATE holds it: two letters, upper case; blank when not given (US Chess has it from the ID). */
function playerState(p: Player, s: UscfSectionInput, warnings: string[]): string {
  const st = (p.state ?? "").trim();
  if (st === "") return "";
  if (/^[A-Za-z]{2}$/.test(st)) return st.toUpperCase();
  warnings.push(`${s.places.state(p.id)}: "${st}" is not a state (two letters) for ${p.name} (#${p.id}); written blank`);
  return "";
}
