/**
 * Rating lists are read a piece at a time (FIDE's combined list is about 1.2 million players, 200 MB
 * of text or 550 MB of XML): a reader takes chunks of text as they arrive and hands each player to a
 * callback, so that nothing but the players kept is held. Pure: the caller reads the file.
 */
import type { ListPlayer } from "./types";

export interface ListReader {
  /** The next piece of the file's text. */
  push(chunk: string): void;
  /** The file has ended: the last line or element is read. */
  end(): void;
  /** Players read so far. */
  readonly count: number;
  /** What could not be read, each with its line or element (the first 100, then a count). */
  readonly problems: readonly string[];
}

export type OnPlayer = (p: ListPlayer) => void;

/**
 * Asked with a line's id and name before the rest of it is read: false skips the line (counted,
 * not built). A matcher's `wants` is one; without it every player is built.
 */
export type Wants = (id: string, name: string) => boolean;

/**
 * A string of its own: text cut from a chunk of a list keeps the whole chunk (a megabyte) alive in
 * the engines, so a player kept from a million lines holds copies, not pieces, of it.
 */
export function own(s: string): string {
  return s.length === 0 ? "" : s.split("").join("");
}

/** A line a `Wants` filter skipped (read, not built). */
export const SKIPPED: ListPlayer = Object.freeze({ id: "", name: "", rating: null, where: "" });

/** Keeps the first 100 problems and counts the rest. */
export class ProblemLog {
  readonly list: string[] = [];
  private more = 0;
  add(message: string): void {
    if (this.list.length < 100) this.list.push(message);
    else this.more++;
  }
  get problems(): readonly string[] {
    return this.more === 0 ? this.list : [...this.list, `and ${this.more} more`];
  }
}

/**
 * Splits text arriving in chunks into lines (CR, LF or CRLF), numbering them from 1.
 * @example const s = new LineSplitter((l, n) => out.push([n, l])); s.push("a\r\nb"); s.push("c\n"); s.end(); // out: [[1,"a"],[2,"bc"]]
 */
export class LineSplitter {
  private rest = "";
  private line = 0;
  private cr = false;
  constructor(private readonly onLine: (line: string, n: number) => void) {}
  push(chunk: string): void {
    let s = chunk;
    if (this.cr && s.startsWith("\n")) s = s.slice(1);
    this.cr = s.endsWith("\r");
    const text = this.rest + s;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.onLine(text.slice(start, i), ++this.line);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
    this.rest = text.slice(start);
  }
  end(): void {
    if (this.rest !== "") this.onLine(this.rest, ++this.line);
    this.rest = "";
  }
}
