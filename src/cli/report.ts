/**
 * What a report-like command prints (a few sentences and one or more tables), in the format asked:
 * `table` prints as it goes; `csv` prints the tables as CSV on stdout and the sentences on stderr;
 * `json` prints one object at the end: `{ "notes": [...], "<table name>": [ {column: value} ... ] }`.
 */
import type { Io } from "./command";
import { formatTable, json, type Cell } from "./output";

/** A number written as text ("2.5", "1200") becomes a number in JSON; places like "3-7" stay text. */
function value(c: string): Cell {
  if (c === "") return null;
  return /^-?\d+(\.\d+)?$/.test(c) ? Number(c) : c;
}

export class Report {
  private readonly notes: string[] = [];
  private readonly tables: Record<string, Record<string, Cell>[]> = {};
  private csvTables = 0;

  constructor(
    private readonly io: Io,
    private readonly format: string,
  ) {}

  /** A sentence for the reader. */
  note(text: string): void {
    if (this.format === "json") this.notes.push(text);
    else if (this.format === "csv") this.io.err(text);
    else this.io.out(text);
  }

  /** A table, header row first; `render` draws it as text. */
  table(
    name: string,
    rows: readonly (readonly string[])[],
    render: (rows: readonly (readonly string[])[]) => string,
  ): void {
    const [header = [], ...body] = rows;
    if (this.format === "json") {
      this.tables[name] = body.map((r) => Object.fromEntries(header.map((h, i) => [h, value(r[i] ?? "")])));
    } else if (this.format === "csv") {
      this.io.out((this.csvTables++ > 0 ? "\n" : "") + formatTable({ header, rows: body }, "csv"));
    } else this.io.out(render(rows));
  }

  /** Prints the JSON object (the other formats are printed already). */
  end(): void {
    if (this.format === "json") this.io.out(json({ notes: this.notes, ...this.tables }));
  }
}
