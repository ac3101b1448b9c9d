/**
 * FIDE's rating lists as XML (`players_list_xml_foa.xml`, ratings.fide.com/download_lists.phtml):
 * a `<playerslist>` root (no XML declaration) holding one `<player>` per player, its children in
 * this order: fideid, name, country, sex, title, w_title, o_title, foa_title, rating, games, k,
 * rapid_rating, rapid_games, rapid_k, blitz_rating, blitz_games, blitz_k, birthday (the year), flag;
 * an empty value is written `<title></title>` (or `<title/>`). The single lists use the same
 * elements with one rating. Read a chunk at a time: the whole list is about 550 MB.
 */
import { ProblemLog, own, type ListReader, type OnPlayer, type Wants } from "./stream";
import type { RatingKind } from "./fide-txt";
import type { ListPlayer, Mutable } from "./types";

const RATING_ELEMENT: Readonly<Record<RatingKind, string>> = {
  standard: "rating",
  rapid: "rapid_rating",
  blitz: "blitz_rating",
};

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML text with its entities (`&amp;`, `&#233;`, `&#xE9;`) replaced. */
export function xmlText(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

/**
 * One `<player>…</player>` element → a ListPlayer, or a string saying why not.
 * @example readFideXmlPlayer("<player><fideid>1503014</fideid><name>Carlsen, Magnus</name><rating>2823</rating></player>", 1).id // "1503014"
 */
export function readFideXmlPlayer(element: string, n: number, kind: RatingKind = "standard"): ListPlayer | string {
  const v = new Map<string, string>();
  for (const m of element.matchAll(/<([a-z_]+)>([^<]*)<\/\1>|<([a-z_]+)\s*\/>/g)) {
    if (m[1] !== undefined) v.set(m[1], xmlText(m[2] as string).trim());
    else v.set(m[3] as string, "");
  }
  const id = v.get("fideid") ?? "";
  if (!/^\d{1,12}$/.test(id)) return `player ${n}: <fideid> "${id}" is not a FIDE id`;
  const r = v.get(RATING_ELEMENT[kind]) ?? "";
  if (r !== "" && !/^\d{1,4}$/.test(r)) return `player ${n} (FIDE id ${id}): <${RATING_ELEMENT[kind]}> "${r}" is not a rating`;
  const p: Mutable<ListPlayer> = {
    id: own(id),
    name: own(v.get("name") ?? ""),
    rating: r === "" || Number(r) === 0 ? null : Number(r),
    where: `player ${n}`,
  };
  const fed = v.get("country") ?? "";
  if (fed !== "") p.federation = own(fed);
  const sex = (v.get("sex") ?? "").toUpperCase();
  if (sex === "M") p.sex = "m";
  else if (sex === "F") p.sex = "w";
  const title = v.get("title") || v.get("w_title") || "";
  if (title !== "") p.title = own(title.toUpperCase());
  const born = v.get("birthday") ?? "";
  if (/^\d{4}$/.test(born) && born !== "0000") p.birthYear = Number(born);
  return p;
}

/**
 * Reads a FIDE XML list a chunk at a time. Text that holds no `<playerslist>` in its first 64 KB
 * is refused as not a FIDE XML list.
 */
/** One child's text found by searching (no regular expression): what a `Wants` filter is asked with. */
function child(element: string, tag: string): string {
  const open = element.indexOf(`<${tag}>`);
  if (open < 0) return "";
  const close = element.indexOf(`</${tag}>`, open);
  return close < 0 ? "" : xmlText(element.slice(open + tag.length + 2, close)).trim();
}

export function fideXmlReader(
  onPlayer: OnPlayer,
  kind: RatingKind = "standard",
  wants?: Wants,
): ListReader & { readonly refused: string | null } {
  let buf = "";
  let seen = 0;
  let count = 0;
  let started = false;
  let refused: string | null = null;
  const log = new ProblemLog();
  const drain = () => {
    let from = 0;
    for (;;) {
      const close = buf.indexOf("</player>", from);
      if (close < 0) break;
      const open = buf.lastIndexOf("<player>", close);
      const end = close + "</player>".length;
      if (open >= from) {
        const element = buf.slice(open, end);
        ++seen;
        if (wants !== undefined && /^\d{1,12}$/.test(child(element, "fideid")) && !wants(child(element, "fideid"), child(element, "name"))) {
          count++;
          from = end;
          continue;
        }
        const p = readFideXmlPlayer(element, seen, kind);
        if (typeof p === "string") log.add(p);
        else {
          count++;
          onPlayer(p);
        }
      }
      from = end;
    }
    buf = buf.slice(from);
  };
  return {
    push: (chunk) => {
      if (refused !== null) return;
      buf += chunk;
      if (!started) {
        if (buf.includes("<playerslist")) started = true;
        else if (buf.length > 65536) refused = "not a FIDE XML list (no <playerslist> element at its start)";
        else return;
      }
      drain();
    },
    end: () => {
      if (!started && refused === null) refused = "not a FIDE XML list (no <playerslist> element)";
      if (refused === null) {
        drain();
        if (buf.includes("<player>")) log.add(`player ${seen + 1}: the file ends inside a <player> element`);
      }
    },
    get count() {
      return count;
    },
    get problems() {
      return refused === null ? log.problems : [refused];
    },
    get refused() {
      return refused;
    },
  };
}
