/**
 * A rating list in FIDE's exact formats, made up (never downloaded): the combined TXT list
 * (`players_list_foa.txt`: the header FIDE writes, 162-character lines, CRLF) and the XML list
 * (`players_list_xml_foa.xml`: `<playerslist>` of `<player>` elements, children in FIDE's order).
 * The same seed gives the same list. Tests and the entries bench read it; docs/entries.md cites the
 * layout's sources.
 */
import { mulberry32 } from "../core/formats/sample";

export const FIDE_TXT_HEADER =
  "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

export interface GeneratedPlayer {
  readonly id: number;
  readonly surname: string;
  readonly given: string;
  readonly fed: string;
  readonly sex: "M" | "F";
  readonly title: string;
  readonly wtitle: string;
  readonly otitle: string;
  readonly standard: number;
  readonly rapid: number;
  readonly blitz: number;
  readonly born: number;
  readonly flag: string;
}

const SYL = ["an", "ber", "cal", "dor", "el", "fen", "gar", "hal", "ist", "jan", "kov", "lin", "mar", "nov", "ol", "pet", "quin", "ros", "sen", "tor", "ul", "var", "wen", "xi", "yan", "zek"];
const GIVEN = ["Anna", "Boris", "Carla", "David", "Elena", "Farid", "Greta", "Hugo", "Irina", "Jonas", "Kira", "Leon", "Maya", "Nikolai", "Olga", "Pavel", "Rosa", "Samir", "Tara", "Viktor", "Wei", "Yusuf", "Zoe", "Magnus"];
const FEDS = ["USA", "IND", "GER", "RUS", "FRA", "ESP", "NOR", "CHN", "AUS", "ENG", "POL", "NED", "ITA", "BRA", "ARG"];
const TITLES = ["GM", "IM", "FM", "CM"];
const WTITLES = ["WGM", "WIM", "WFM", "WCM"];

function capital(s: string): string {
  return (s[0] ?? "").toUpperCase() + s.slice(1);
}

/** The n-th player of the list for `seed` (ids rise with gaps, as FIDE's do). */
export function* generatePlayers(count: number, seed = 2026): Generator<GeneratedPlayer> {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  let id = 100000;
  for (let n = 0; n < count; n++) {
    id += 1 + Math.floor(rnd() * 20);
    const parts = 2 + Math.floor(rnd() * 2);
    let surname = "";
    for (let k = 0; k < parts; k++) surname += pick(SYL);
    surname = capital(surname);
    const sex = rnd() < 0.15 ? "F" : "M";
    const rated = rnd() < 0.45;
    const standard = rated ? 1000 + Math.floor(rnd() * 1800) : 0;
    const titled = standard > 2300 && rnd() < 0.5;
    yield {
      id,
      surname,
      // Given names: a few common ones, most from syllables (a real list has tens of thousands).
      given: rnd() < 0.3 ? pick(GIVEN) : capital(pick(SYL) + pick(SYL) + (rnd() < 0.5 ? pick(SYL) : "")),
      fed: pick(FEDS),
      sex,
      title: titled ? pick(TITLES) : "",
      wtitle: sex === "F" && standard > 2000 && rnd() < 0.4 ? pick(WTITLES) : "",
      otitle: rnd() < 0.01 ? "FA,IA" : "",
      standard,
      rapid: rnd() < 0.5 ? 1000 + Math.floor(rnd() * 1700) : 0,
      blitz: rnd() < 0.4 ? 1000 + Math.floor(rnd() * 1700) : 0,
      born: rnd() < 0.03 ? 0 : 1940 + Math.floor(rnd() * 80),
      flag: rnd() < 0.3 ? (sex === "F" ? "wi" : "i") : sex === "F" ? "w" : "",
    };
  }
}

/** FIDE's name: `Surname, Given`. */
export function fideName(p: GeneratedPlayer): string {
  return `${p.surname}, ${p.given}`;
}

const pad = (s: string | number, w: number) => String(s).padEnd(w).slice(0, w);

/**
 * One line of the combined TXT list, 162 characters.
 * @example fideTxtLine(p).length // 162
 */
export function fideTxtLine(p: GeneratedPlayer): string {
  return (
    pad(p.id, 15) +
    pad(fideName(p), 61) +
    pad(p.fed, 4) +
    pad(p.sex, 4) +
    pad(p.title || p.wtitle, 5) +
    pad(p.wtitle, 5) +
    pad(p.otitle, 15) +
    pad("", 4) +
    pad(p.standard, 6) +
    pad(p.standard > 0 ? Math.floor(p.id % 9) : 0, 4) +
    pad(p.standard > 0 ? (p.standard >= 2400 ? 10 : 20) : 40, 3) +
    pad(p.rapid, 6) +
    pad(0, 4) +
    pad(p.rapid > 0 ? 20 : 0, 3) +
    pad(p.blitz, 6) +
    pad(0, 4) +
    pad(p.blitz > 0 ? 20 : 0, 3) +
    pad(p.born, 6) +
    pad(p.flag, 4)
  );
}

/** One `<player>` element of the XML list. */
export function fideXmlPlayer(p: GeneratedPlayer): string {
  const e = (k: string, v: string | number) => `<${k}>${String(v).replace(/&/g, "&amp;").replace(/</g, "&lt;")}</${k}>`;
  return (
    "<player>" +
    e("fideid", p.id) +
    e("name", fideName(p)) +
    e("country", p.fed) +
    e("sex", p.sex) +
    e("title", p.title || p.wtitle) +
    e("w_title", p.wtitle) +
    e("o_title", p.otitle) +
    e("foa_title", "") +
    e("rating", p.standard) +
    e("games", 0) +
    e("k", p.standard > 0 ? 20 : 40) +
    e("rapid_rating", p.rapid) +
    e("rapid_games", 0) +
    e("rapid_k", p.rapid > 0 ? 20 : 0) +
    e("blitz_rating", p.blitz) +
    e("blitz_games", 0) +
    e("blitz_k", p.blitz > 0 ? 20 : 0) +
    e("birthday", p.born) +
    e("flag", p.flag) +
    "</player>"
  );
}

/** The TXT list in pieces of about 1 MB (header first), for writing to a file or feeding a reader. */
export function* fideTxtChunks(players: Iterable<GeneratedPlayer>): Generator<string> {
  let buf = FIDE_TXT_HEADER + "\r\n";
  for (const p of players) {
    buf += fideTxtLine(p) + "\r\n";
    if (buf.length > 1 << 20) {
      yield buf;
      buf = "";
    }
  }
  yield buf;
}

/** The XML list in pieces of about 1 MB. */
export function* fideXmlChunks(players: Iterable<GeneratedPlayer>): Generator<string> {
  let buf = "<playerslist>\n";
  for (const p of players) {
    buf += fideXmlPlayer(p) + "\n";
    if (buf.length > 1 << 20) {
      yield buf;
      buf = "";
    }
  }
  yield buf + "</playerslist>\n";
}
