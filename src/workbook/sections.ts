/**
 * Sections: several events in one workbook (a weekend open's Open, U1800, U1400, Scholastic), each
 * paired and ranked apart. A section is a group of sheets whose names start with the section's name
 * ("U1800 Players", "U1800 Wallchart", "U1800 Round 3", "U1800 Standings") and its own settings
 * (system, rounds, tiebreaks…) stored under its own key. The sheets with no prefix are the main
 * event, as before.
 *
 * One function names a section's sheets (`sectionSheet`), and one port adapter (`sectionPort`) shows
 * an action only its section's sheets and settings, under their plain names — so every action
 * (pair, enter results, standings, TRF, check pairings…) works on a section unchanged.
 */
import { fail } from "../core/errors";
import type { Outcome } from "./outcome";
import type { AsyncWorkbookPort, ReadRequest, SheetPlace, Snapshot, SyncWorkbookPort, WriteBatch } from "./port";

/** The sheets every section has, by their plain names. */
export const SECTION_MARKERS = ["Players", "Wallchart"] as const;

/**
 * A section name as typed → the name, or a ChessInputError saying what is allowed (letters, digits,
 * spaces, - and +, up to 20 characters, so that "NAME Round 12" fits Excel's 31-character limit).
 * @example sectionName(" U1800 ") // "U1800"
 */
export function sectionName(text: string): string {
  const t = text.trim().replace(/\s+/g, " ");
  if (!/^[A-Za-z0-9][A-Za-z0-9 +-]{0,19}$/.test(t)) {
    fail(
      "BAD_ARGUMENT",
      `section: "${text}" is not a section name (letters, digits, spaces, - and +, at most 20 characters)`,
    );
  }
  return t;
}

/**
 * The workbook's name of a section's sheet; the main event (section null or "") keeps the plain name.
 * @example sectionSheet("U1800", "Round 3") // "U1800 Round 3"
 */
export function sectionSheet(section: string | null | undefined, plain: string): string {
  return section === null || section === undefined || section === "" ? plain : `${section} ${plain}`;
}

/** The plain name of a workbook sheet in `section`, or null when the sheet is not the section's. */
export function plainSheet(section: string, sheet: string): string | null {
  const prefix = `${section} `;
  return sheet.toLowerCase().startsWith(prefix.toLowerCase()) ? sheet.slice(prefix.length) : null;
}

/** A section's settings key: the main event's key with the section after an @. */
export function sectionKey(section: string, key: string): string {
  return `${key}@${section}`;
}

/**
 * The sections in a workbook: every prefix that names both a Players and a Wallchart sheet (or
 * either, for a section just created), in tab order.
 * @example sectionsOf(["Players", "Open Players", "Open Wallchart", "U1400 Players"]) // ["Open", "U1400"]
 */
export function sectionsOf(sheetNames: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of sheetNames) {
    for (const marker of SECTION_MARKERS) {
      if (!name.endsWith(` ${marker}`)) continue;
      const section = name.slice(0, -marker.length - 1);
      if (section.trim() !== "" && !out.includes(section)) out.push(section);
    }
  }
  return out;
}

/** The setting a director may type: the first board number of the event or section. */
export const FIRST_BOARD = "firstBoard";
/** The setting Pair next round writes: the boards the event or section needs (half its players). */
export const BOARDS = "boards";

const whole = (v: string | undefined): number | null => (v !== undefined && /^\d+$/.test(v.trim()) ? Number(v) : null);

/**
 * The first board of each section (and of the main event, key ""), so that a hall has one set of
 * table numbers: the number typed in the section's settings, else just after the previous
 * section's last board (its first board plus the boards it needs, half its players, as Pair next
 * round wrote them). Sections in tab order, the main event first.
 * @example firstBoards({ "boards": "100", "boards@U1600": "51" }, ["Players", "U1600 Players"]) // Map { "" → 1, "U1600" → 101 }
 */
export function firstBoards(settings: Readonly<Record<string, string>>, sheetNames: readonly string[]): Map<string, number> {
  const main = sheetNames.some((n) => SECTION_MARKERS.some((m) => n.trim().toLowerCase() === m.toLowerCase()));
  const order = [...(main ? [""] : []), ...sectionsOf(sheetNames)];
  const out = new Map<string, number>();
  let next = 1;
  for (const s of order) {
    const key = (k: string) => (s === "" ? k : sectionKey(s, k));
    const first = Math.max(1, whole(settings[key(FIRST_BOARD)]) ?? next);
    out.set(s, first);
    next = first + (whole(settings[key(BOARDS)]) ?? 0);
  }
  return out;
}

/** The first board an action inside a section (or the main event) numbers its boards from. */
export function firstBoardSetting(settings: Readonly<Record<string, string>>): number {
  return Math.max(1, whole(settings[FIRST_BOARD]) ?? 1);
}

/** What the adapter needs to turn a section's view back into the workbook's. */
interface View {
  readonly section: string;
}

function outward(v: View, sheet: string): string {
  return sectionSheet(v.section, sheet);
}

/** A section's view of the workbook: its sheets under their plain names, its own settings. */
export function sectionSnapshot(raw: Snapshot, section: string): Snapshot {
  return inwardSnapshot({ section }, raw);
}

function inwardSnapshot(v: View, raw: Snapshot): Snapshot {
  const sheetNames: string[] = [];
  for (const name of raw.sheetNames) {
    const plain = plainSheet(v.section, name);
    if (plain !== null) sheetNames.push(plain);
  }
  const mapRecord = <T>(record: Readonly<Record<string, T>> | undefined): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const [name, value] of Object.entries(record ?? {})) {
      const plain = plainSheet(v.section, name);
      if (plain !== null) out[plain] = value;
    }
    return out;
  };
  const settings: Record<string, string> = {};
  const suffix = `@${v.section}`;
  for (const [k, value] of Object.entries(raw.settings))
    if (k.endsWith(suffix)) settings[k.slice(0, -suffix.length)] = value;
  // The section's boards follow the previous section's unless the director typed a first board.
  if (settings[FIRST_BOARD] === undefined) {
    const first = firstBoards(raw.settings, raw.workbookSheets ?? raw.sheetNames).get(v.section);
    if (first !== undefined && first > 1) settings[FIRST_BOARD] = String(first);
  }
  return {
    sheetNames,
    workbookSheets: raw.workbookSheets ?? raw.sheetNames,
    active: plainSheet(v.section, raw.active) ?? "",
    sheets: mapRecord(raw.sheets),
    settings,
    ...(raw.restore === undefined ? {} : { restore: mapRecord(raw.restore) }),
    ...(raw.revision === undefined ? {} : { revision: raw.revision }),
    ...(raw.settingsBytes === undefined ? {} : { settingsBytes: raw.settingsBytes }),
    ...(raw.vouched === undefined ? {} : { vouched: raw.vouched.flatMap((s) => plainSheet(v.section, s) ?? []) }),
  };
}

function outwardRequest(v: View, request: ReadRequest): ReadRequest {
  return {
    ...request,
    sheets: request.sheets.map((s) => outward(v, s)),
    ...(request.likely === undefined ? {} : { likely: request.likely.map((s) => outward(v, s)) }),
  };
}

function outwardBatch(v: View, batch: WriteBatch): WriteBatch {
  const settings: Record<string, string> = {};
  for (const [k, value] of Object.entries(batch.settings ?? {})) settings[sectionKey(v.section, k)] = value;
  return {
    blocks: batch.blocks.map((b) => ({ ...b, sheet: outward(v, b.sheet) })),
    ...(batch.addSheets === undefined ? {} : { addSheets: batch.addSheets.map((s) => outward(v, s)) }),
    ...(batch.activate === undefined ? {} : { activate: outward(v, batch.activate) }),
    ...(batch.settings === undefined ? {} : { settings }),
    ...(batch.deleteSheets === undefined ? {} : { deleteSheets: batch.deleteSheets.map((s) => outward(v, s)) }),
    ...(batch.print === undefined ? {} : { print: batch.print.map((p) => ({ ...p, sheet: outward(v, p.sheet) })) }),
    ...(batch.revision === undefined ? {} : { revision: batch.revision }),
    ...(batch.vouch === undefined ? {} : { vouch: batch.vouch.map((s) => outward(v, s)) }),
    ...(batch.resultColumns === undefined ? {} : { resultColumns: batch.resultColumns.map((c) => ({ ...c, sheet: outward(v, c.sheet) })) }),
    ...(batch.choices === undefined ? {} : { choices: batch.choices }),
    ...(batch.place === undefined ? {} : { place: batch.place.map((p) => ({ ...p, sheet: outward(v, p.sheet) })) }),
    ...(batch.numberFormats === undefined ? {} : { numberFormats: batch.numberFormats.map((f) => ({ ...f, sheet: outward(v, f.sheet) })) }),
  };
}

/**
 * The port an action sees for one section: its sheets under their plain names, its settings under
 * the plain keys; what it writes goes back to the section's sheets and keys.
 * @example runActionAsync(sectionPort(port, "U1800"), "pairNext", {}, context) // pairs U1800's next round
 */
export function sectionPort(port: AsyncWorkbookPort, section: string): AsyncWorkbookPort {
  const v: View = { section: sectionName(section) };
  const raws = new WeakMap<Snapshot, Snapshot>();
  return {
    async read(request) {
      const raw = await port.read(outwardRequest(v, request));
      const mine = inwardSnapshot(v, raw);
      raws.set(mine, raw);
      return mine;
    },
    write(batch, before) {
      return port.write(outwardBatch(v, batch), raws.get(before) ?? before);
    },
    exclusive: (work) => port.exclusive(work),
  };
}

/** `sectionPort` for a host whose calls return at once (Apps Script). */
export function sectionPortSync(port: SyncWorkbookPort, section: string): SyncWorkbookPort {
  const v: View = { section: sectionName(section) };
  const raws = new WeakMap<Snapshot, Snapshot>();
  return {
    read(request) {
      const raw = port.read(outwardRequest(v, request));
      const mine = inwardSnapshot(v, raw);
      raws.set(mine, raw);
      return mine;
    },
    write(batch, before) {
      port.write(outwardBatch(v, batch), raws.get(before) ?? before);
    },
    exclusive: (work) => port.exclusive(work),
  };
}

/**
 * The plain names of a section's sheets, as the actions write them in their answers: the event's
 * sheets, and those the actions make (the list by name, the posting sheets). Longest first, so that
 * "Prize list" is not read as "Prizes".
 */
const PLAIN = String.raw`(?:Round \d+|Names R\d+|Players|Wallchart|Tournament|Standings|Never pair|Crosstable|Prize list|Prizes|Team standings)`;

/**
 * An action's sentence from inside a section, with its sheets named as the workbook names them:
 * sheet-qualified cells ('Round 2'!B3) and sheet names used as names ("the Round 2 sheet", "Round 2
 * differs", "column D of Wallchart." and "column D of Wallchart (2 were already there)").
 * @example outwardText("U1400", "The pairings are on the Round 1 sheet and in column C of Wallchart;") // "The pairings are on the U1400 Round 1 sheet and in column C of U1400 Wallchart;"
 */
export function outwardText(section: string, text: string): string {
  return text
    .replace(new RegExp(String.raw`'(${PLAIN})'!`, "g"), (_m, n: string) => `'${section} ${n}'!`)
    .replace(new RegExp(String.raw`(?<![\w'#])(${PLAIN})!`, "g"), (_m, n: string) => `'${section} ${n}'!`)
    .replace(
      new RegExp(String.raw`(?<![\w'#])(${PLAIN})(?=\s+(?:sheet|has|have|is|now|differs|differ|pairs)\b|[,;:.)]|$)`, "g"),
      (_m, n: string) => `${section} ${n}`,
    )
    // "column D of Wallchart (2 were already there)": whatever follows.
    .replace(new RegExp(String.raw`(\bcolumns? [A-Z]{1,3}(?:[–-][A-Z]{1,3})? of )(${PLAIN})(?![\w'])`, "g"), (_m, c: string, n: string) => `${c}${section} ${n}`);
}

/**
 * A sentence as `outwardText` gave it → as the action inside the section wrote it (the warnings a
 * director acknowledged come back this way, to be matched with the action's own).
 * @example inwardText("U1400", "'U1400 Players'!C3: no rating (U1400 Players sheet)") // "Players!C3: no rating (Players sheet)"
 */
export function inwardText(section: string, text: string): string {
  const esc = section.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text
    .replace(new RegExp(String.raw`'${esc} (${PLAIN})'!([A-Z]+\d+)`, "g"), (_m, n: string, at: string) =>
      inwardCell(section, `'${section} ${n}'!${at}`),
    )
    .replace(new RegExp(String.raw`(?<![\w'#])${esc} (${PLAIN})(?![\w'])`, "g"), (_m, n: string) => n);
}

/**
 * A sheet-qualified cell as the workbook names it → as the section's action named it (the cells a
 * user agreed to overwrite come back this way).
 * @example inwardCell("U1400", "'U1400 Round 2'!B3") // "'Round 2'!B3"
 */
export function inwardCell(section: string, cell: string): string {
  const m = /^(?:'((?:[^']|'')+)'|([^!]+))!(.+)$/.exec(cell);
  if (m === null) return cell;
  const sheet = (m[1] ?? m[2] ?? "").replace(/''/g, "'");
  const plain = plainSheet(section, sheet);
  if (plain === null) return cell;
  const q = /^[A-Za-z_][A-Za-z0-9_]*$/.test(plain) ? plain : `'${plain.replace(/'/g, "''")}'`;
  return `${q}!${m[3] as string}`;
}

/** An answer from inside a section, its sheets named as the workbook names them. */
export function outwardOutcome(section: string, o: Outcome): Outcome {
  const text = (t: string): string => outwardText(section, t);
  if (o.kind === "done")
    return { ...o, message: text(o.message), ...(o.details === undefined ? {} : { details: o.details.map(text) }) };
  if (o.kind === "refused") return { ...o, message: text(o.message), problems: o.problems.map(text) };
  return {
    ...o,
    message: text(o.message),
    overwrites: o.overwrites.map((w) => ({ ...w, cell: text(w.cell) })),
    ...(o.warnings === undefined ? {} : { warnings: o.warnings.map(text) }),
  };
}

/** The group a tab belongs to: its section, "" for the main event's own sheets, null for the director's other sheets. */
function groupOf(sheet: string, sections: readonly string[]): string | null {
  let best: string | null = null;
  for (const s of sections) if (plainSheet(s, sheet) !== null && (best === null || s.length > best.length)) best = s;
  if (best !== null) return best;
  return new RegExp(String.raw`^${PLAIN}$`).test(sheet) ? "" : null;
}

const NAMES_ROUND = /(?:^| )Names R(\d+)$/;

/**
 * Where the tabs go once a batch is written (issue 29: two sections made five rows of interleaved
 * tabs): each sheet the batch adds goes right after the last tab of its own section (the main event's
 * sheets after the main event's), and the list by name of a past round (`Names RN` when a later
 * `Names RM` exists in the same section) goes to the end, so the tab bar reads section by section,
 * each with its current round at hand. Only with sections: a single event's tabs are left as they
 * are. The moves are in order, each to its position among the tabs as they stand then.
 * @example tabPlaces(["Open Players", "Open Round 1", "U1600 Players"], { addSheets: ["Open Round 2"], blocks: [] }) // [{ sheet: "Open Round 2", index: 2 }]
 */
export function tabPlaces(before: readonly string[], batch: WriteBatch): SheetPlace[] {
  const deleted = new Set(batch.deleteSheets ?? []);
  const added = (batch.addSheets ?? []).filter((s) => !before.includes(s) && !deleted.has(s));
  const now = [...before.filter((s) => !deleted.has(s)), ...added];
  const sections = sectionsOf(now);
  if (sections.length === 0 || added.length === 0) return [];
  const latest = new Map<string, number>();
  for (const s of now) {
    const m = NAMES_ROUND.exec(s);
    const g = groupOf(s, sections);
    if (m !== null && g !== null) latest.set(g, Math.max(latest.get(g) ?? 0, Number(m[1])));
  }
  const past = (s: string): boolean => {
    const m = NAMES_ROUND.exec(s);
    const g = groupOf(s, sections);
    return m !== null && g !== null && Number(m[1]) < (latest.get(g) ?? 0);
  };
  const fresh = new Set(added);
  const want = now.filter((s) => !fresh.has(s) && !past(s));
  for (const s of added) {
    if (past(s)) continue;
    const g = groupOf(s, sections);
    let at = -1;
    if (g !== null) for (let i = 0; i < want.length; i++) if (groupOf(want[i] as string, sections) === g) at = i;
    want.splice(at < 0 ? want.length : at + 1, 0, s);
  }
  // Past rounds' lists by name at the end, section by section in reading order, then by round.
  const order = (s: string): [number, number] => [["", ...sections].indexOf(groupOf(s, sections) ?? ""), Number(NAMES_ROUND.exec(s)?.[1] ?? 0)];
  want.push(...now.filter(past).sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]));
  const tabs = [...now];
  const moves: SheetPlace[] = [];
  want.forEach((s, i) => {
    if (tabs[i] === s) return;
    tabs.splice(tabs.indexOf(s), 1);
    tabs.splice(i, 0, s);
    moves.push({ sheet: s, index: i });
  });
  return moves;
}

/** The workbook's own port with each batch's tabs placed where they belong (`tabPlaces`). */
export function placingPort(port: AsyncWorkbookPort): AsyncWorkbookPort {
  return {
    read: (request) => port.read(request),
    write: (batch, before) => port.write(withPlaces(batch, before), before),
    exclusive: (work) => port.exclusive(work),
  };
}

/** `placingPort` for a host whose calls return at once (Apps Script). */
export function placingPortSync(port: SyncWorkbookPort): SyncWorkbookPort {
  return {
    read: (request) => port.read(request),
    write: (batch, before) => port.write(withPlaces(batch, before), before),
    exclusive: (work) => port.exclusive(work),
  };
}

function withPlaces(batch: WriteBatch, before: Snapshot): WriteBatch {
  // A section's merged read reaches here as its own view: its workbookSheets are the real tab names.
  const place = tabPlaces(before.workbookSheets ?? before.sheetNames, batch);
  return place.length === 0 ? batch : { ...batch, place: [...(batch.place ?? []), ...place] };
}
