/**
 * The ECF's results submission file (the ".txt" grading file the ECF's checker and rating system
 * read; docs/ratings.md, "ECF results submission file", gives the sources and what is not known):
 * `#NAME=VALUE` fields separated by `#`, in three parts —
 *
 *     #EVENT DETAILS            event code, submission index, name, dates, results officer,
 *                               treasurer, the time limit
 *     #PLAYER LIST              #PIN=n#ECF CODE=…#NAME=Surname, Forenames  (one set a player)
 *     #SECTION RESULTS=Open     #PIN1=w#SCORE=10#PIN2=b#ROUND=r#COLOUR=WHITE#GAME DATE=dd/mm/yyyy
 *     #FINISH#
 *
 * Only games played over the board are rated: forfeits and byes are left out. Every problem that
 * stops the file names its cell; a player without an ECF code is written without one (the ECF gives
 * new players a code) and said in a warning.
 */
import { problem, type Parsed, type Problem } from "../errors";
import { civilFromDays, parseDateText, type CivilDate } from "../model/calendar";
import type { TournamentInfo } from "../model/types";
import { parseTimeControl, type TimeControl } from "../rules/time-control";
import type { UscfPlaces } from "./uscf-places";
import type { UscfSectionInput } from "./uscf-report";

export interface EcfReportInput {
  /** The event's own rows (the main Tournament sheet). */
  readonly event: TournamentInfo;
  readonly eventPlaces: UscfPlaces;
  readonly sections: readonly UscfSectionInput[];
}

export interface EcfReport {
  readonly text: string;
  readonly warnings: readonly string[];
  readonly players: number;
  readonly games: number;
}

/** dd/mm/yyyy of a date as the sheet holds it (ISO, as typed, or Excel's serial day number). */
function ecfDate(text: string): string | null {
  const serial = /^\d{5}$/.test(text.trim()) ? Number(text) : NaN;
  const d: CivilDate | null = serial >= 25569 && serial <= 80000 ? civilFromDays(serial - 25569) : parseDateText(text);
  return d === null ? null : `${String(d.day).padStart(2, "0")}/${String(d.month).padStart(2, "0")}/${d.year}`;
}

/** A value as the file may hold it: no `#` (the separator), one line, one space between words. */
function clean(text: string): string {
  return text.replace(/[#\r\n\t]+/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * The time limit fields of a time control: MINUTES FOR GAME for one session; MOVES / MINUTES FIRST
 * SESSION (and SECOND SESSION) and MINUTES REST OF GAME for more; SECONDS PER MOVE for an increment.
 * Null when the control has a shape the fields cannot say (a repeating control, more than three sessions).
 * @example ecfTimeFields(parseTimeControl("40/90 SD/30")) // [["MOVES FIRST SESSION", "40"], ["MINUTES FIRST SESSION", "90"], ["MINUTES REST OF GAME", "30"]]
 */
export function ecfTimeFields(tc: TimeControl): [string, string][] | null {
  const p = tc.periods;
  const out: [string, string][] = [];
  const last = p[p.length - 1];
  if (last === undefined || last.moves !== null || p.some((x) => x.repeat === true) || p.length > 3) return null;
  if (p.length === 1) out.push(["MINUTES FOR GAME", String(last.minutes)]);
  else {
    const [first, second] = p;
    out.push(["MOVES FIRST SESSION", String(first?.moves)], ["MINUTES FIRST SESSION", String(first?.minutes)]);
    if (p.length === 3) out.push(["MOVES SECOND SESSION", String(second?.moves)], ["MINUTES SECOND SESSION", String(second?.minutes)]);
    out.push(["MINUTES REST OF GAME", String(last.minutes)]);
  }
  if (tc.incrementSeconds > 0) out.push(["SECONDS PER MOVE", String(tc.incrementSeconds)]);
  return out;
}

/** An ECF code: six digits and a check letter (A to L, no I). */
const ECF_CODE = /^\d{6}[A-HJ-L]$/;

/**
 * The submission file, or every problem that stops it (each naming its cell).
 * @example makeEcfReport(input).value?.text.split("\n")[0] // "#EVENT DETAILS"
 */
export function makeEcfReport(input: EcfReportInput): Parsed<EcfReport | null> {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const { event, eventPlaces, sections } = input;
  const row = (f: keyof TournamentInfo): { value: string; at: string } | null => {
    const own = clean(event[f] ?? "");
    if (own !== "") return { value: own, at: eventPlaces.info(f) ?? eventPlaces.missing(f) };
    for (const s of sections) {
      const v = clean(s.tournament.info[f] ?? "");
      if (v !== "") return { value: v, at: s.places.info(f) ?? s.places.missing(f) };
    }
    return null;
  };
  const need = (f: keyof TournamentInfo, what: string): string => {
    const r = row(f);
    if (r === null) problems.push(problem("MISSING", `${eventPlaces.missing(f)}: ${what}`));
    return r?.value ?? "";
  };
  const code = need("ecfEventCode", "the event code the ECF's rating officer gave (your two-letter grader prefix and the event's own letters)");
  const indexRow = row("submissionIndex");
  if (indexRow !== null && !/^\d{1,3}$/.test(indexRow.value)) problems.push(problem("BAD_CELL", `${indexRow.at}: "${indexRow.value}" is not a submission index (1 for the first file of an event, 2 for the next …)`));
  const name = need("name", "the event's name");
  const dateOf = (f: "startDate" | "endDate", what: string): string => {
    const r = row(f);
    if (r === null) {
      problems.push(problem("MISSING", `${eventPlaces.missing(f)}: the ${what} (year first: 2026-11-21)`));
      return "";
    }
    const d = ecfDate(r.value);
    if (d === null) problems.push(problem("BAD_CELL", `${r.at}: "${r.value}" is not a date (year first: 2026-11-21)`));
    return d ?? "";
  };
  const start = dateOf("startDate", "first day of play");
  const endRow = row("endDate");
  const end = endRow === null ? start : dateOf("endDate", "last day of play");
  const officer = need("resultsOfficer", "the results officer's name (who answers the ECF about this file)");
  const officerAddress = need("resultsOfficerAddress", "the results officer's address or e-mail");
  const treasurer = need("treasurer", "the treasurer's name (whom the ECF bills for game fees)");
  const treasurerAddress = need("treasurerAddress", "the treasurer's address or e-mail");
  const tcRow = row("timeControl");
  let timeFields: [string, string][] | null = null;
  if (tcRow === null) problems.push(problem("MISSING", `${eventPlaces.missing("timeControl")}: the time control (as G/90+30 or 40/90 SD/30)`));
  else {
    try {
      timeFields = ecfTimeFields(parseTimeControl(tcRow.value));
      if (timeFields === null) problems.push(problem("BAD_CELL", `${tcRow.at}: "${tcRow.value}" has a shape the ECF's time fields cannot say (at most three sessions, the last for the rest of the game)`));
      else if (parseTimeControl(tcRow.value).delaySeconds > 0) warnings.push(`${tcRow.at}: the ECF's file has no field for a delay; "${tcRow.value}" is written without it`);
    } catch (e) {
      problems.push(problem("BAD_CELL", `${tcRow.at}: ${(e as Error).message}`));
    }
  }

  // Players: one PIN each across the whole file, sections in order.
  const lines: string[] = ["#PLAYER LIST"];
  const results: string[] = [];
  let pin = 0;
  let games = 0;
  const codes = new Map<string, string>();
  const roundDates = (s: UscfSectionInput): (string | null)[] =>
    clean(s.tournament.info.roundDates ?? event.roundDates ?? "")
      .split(";")
      .map((d) => (d.trim() === "" ? null : ecfDate(d.trim())));
  for (const s of sections) {
    const label = s.name === "" ? "the event" : `section ${s.name}`;
    const pinOf = new Map<number, number>();
    for (const p of s.tournament.players) {
      pinOf.set(p.id, ++pin);
      const ecf = clean(p.memberId ?? "").toUpperCase();
      const at = s.places.memberId(p.id);
      const fields = [`#PIN=${pin}`];
      if (ecf === "") warnings.push(`${at}: no ECF code for ${p.name} (#${p.id}); written without one (the ECF gives a new player a code)`);
      else if (!ECF_CODE.test(ecf)) problems.push(problem("BAD_CELL", `${at}: "${p.memberId}" is not an ECF code (six digits and a letter, as 123456A) for ${p.name} (#${p.id})`));
      else {
        const before = codes.get(ecf);
        if (before !== undefined) problems.push(problem("DUPLICATE", `${at}: ECF code ${ecf} (${p.name}, ${label}) is also ${before}`));
        codes.set(ecf, `${at} (${label})`);
        fields.push(`#ECF CODE=${ecf}`);
      }
      const nm = clean(p.name);
      if (nm === "") problems.push(problem("MISSING", `${s.places.name(p.id)}: no name for #${p.id}`));
      fields.push(`#NAME=${nm}`);
      if ((p.fideId ?? "").trim() !== "") fields.push(`#FIDE NO=${clean(p.fideId ?? "")}`);
      lines.push(fields.join(""));
    }
    const dates = roundDates(s);
    const section: string[] = [];
    let noDate = 0;
    for (const p of s.tournament.players) {
      p.rounds.forEach((e, j) => {
        if (e === null || e.opponent <= p.id || e.rated === false) return;
        if (e.kind !== "win" && e.kind !== "draw" && e.kind !== "loss") return;
        // One line a game, from the side with the lower pairing number; PIN1 is White when known.
        const blackFirst = e.colour === "b";
        const [w, b] = blackFirst ? [e.opponent, p.id] : [p.id, e.opponent];
        const firstScore = e.kind === "draw" ? "55" : (e.kind === "win") !== blackFirst ? "10" : "01";
        const date = dates[j] ?? null;
        if (date === null) noDate++;
        section.push(
          `#PIN1=${pinOf.get(w)}#SCORE=${firstScore}#PIN2=${pinOf.get(b)}#ROUND=${j + 1}` +
            (e.colour === null ? "" : "#COLOUR=WHITE") +
            (date === null ? "" : `#GAME DATE=${date}`),
        );
        games++;
      });
    }
    if (noDate > 0) warnings.push(`${label}: ${noDate} game${noDate === 1 ? " has" : "s have"} no date (the Tournament sheet's Round dates, one date a round separated by ;); written without a GAME DATE`);
    results.push(`#SECTION RESULTS=${clean(s.name === "" ? name || "Main" : s.name)}`, ...section);
  }
  if (games === 0 && problems.length === 0) problems.push(problem("MISSING", "no game was played over the board: there is nothing to rate"));
  if (problems.length > 0) return { value: null, problems };
  const text = [
    "#EVENT DETAILS",
    `#EVENT CODE=${code}`,
    `#SUBMISSION INDEX=${indexRow?.value ?? "1"}`,
    `#EVENT NAME=${name}`,
    `#EVENT DATE=${start}`,
    `#FINAL RESULT DATE=${end}`,
    `#RESULTS OFFICER=${officer}`,
    `#RESULTS OFFICER ADDRESS=${officerAddress}`,
    `#TREASURER=${treasurer}`,
    `#TREASURER ADDRESS=${treasurerAddress}`,
    ...(timeFields ?? []).map(([k, v]) => `#${k}=${v}`),
    ...lines,
    ...results,
    "#FINISH#",
    "",
  ].join("\n");
  return { value: { text, warnings, players: pin, games }, problems: [] };
}
