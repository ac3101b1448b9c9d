/**
 * A stand-in for Excel's object model built on office-addin-mock: ranges are OfficeMockObjects, so
 * reading `values` before `load` + `sync` gives the mock's "not loaded" error, as Excel would fail;
 * collections (which the mock cannot model) are plain objects that check the same. Writes are queued
 * and applied in order at `sync`, and a failure can be injected part way, as Excel stops a batch at
 * its first failing operation. The cells live in a MemoryWorkbook, which, like Excel, turns a
 * leading "=" into a formula and keeps a leading apostrophe's text as text.
 */
import { OfficeMockObject } from "office-addin-mock";
import type { MemoryWorkbook } from "../../src/workbook/memory";
import type { Cell } from "../../src/workbook/port";

type Op = { readonly what: string; readonly apply: () => void };

/** The used range Excel reports: the rectangle from the first to the last filled row and column. */
function usedRect(
  book: MemoryWorkbook,
  name: string,
): { row: number; col: number; values: Cell[][]; formulas: Cell[][] } | null {
  const grid = book.values(name);
  let top = -1;
  let left = Infinity;
  let right = -1;
  grid.forEach((r, i) =>
    r.forEach((v, j) => {
      if (v === null || v === "") return;
      if (top < 0) top = i;
      left = Math.min(left, j);
      right = Math.max(right, j);
    }),
  );
  if (top < 0) return null;
  const bottom = grid.length - 1;
  const values: Cell[][] = [];
  const formulas: Cell[][] = [];
  for (let i = top; i <= bottom; i++) {
    const vr: Cell[] = [];
    const fr: Cell[] = [];
    for (let j = left; j <= right; j++) {
      const v = grid[i]?.[j] ?? "";
      vr.push(v === null ? "" : v);
      const f = book.formula(name, i, j);
      fr.push(f !== "" ? f : v === null ? "" : v);
    }
    values.push(vr);
    formulas.push(fr);
  }
  return { row: top, col: left, values, formulas };
}

export class FakeExcel {
  /** `context.sync()` calls, all runs together. */
  syncs = 0;
  /** `Excel.run` calls. */
  runs = 0;
  /** Operations applied, in order: "add Round 1", "values Round 1!A1:D5", "setting wallchart", "activate Round 1". */
  readonly log: string[] = [];
  /** Formatting applied (number formats, data validation), apart from `log`: best effort, never failed by the injections. */
  readonly formats: string[] = [];
  /** Make the batch fail at its nth operation (0-based), after the ones before it were applied. */
  failAtOp: number | null = null;
  /** Make every operation this names fail (a protected sheet, a lost connection), in any run. */
  failWhen: ((what: string) => boolean) | null = null;

  constructor(readonly book: MemoryWorkbook) {}

  run = async <T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> => {
    this.runs++;
    const book = this.book;
    const ops: Op[] = [];
    const mocks: OfficeMockObject[] = [];
    const collections: { synced: boolean; loaded: boolean }[] = [];
    const counters = {
      sync: () => this.syncs++,
      failAt: () => this.failAtOp,
      failWhen: (what: string) => this.failWhen?.(what) === true,
      clearFail: () => (this.failAtOp = null),
      log: (s: string) => this.log.push(s),
      format: (s: string) => this.formats.push(s),
    };

    const mock = (seed: Record<string, unknown>): OfficeMockObject & Record<string, unknown> => {
      const m = new OfficeMockObject(seed) as OfficeMockObject & Record<string, unknown>;
      mocks.push(m);
      return m;
    };
    const plain = (m: object, props: Record<string, unknown>): void => {
      for (const [k, v] of Object.entries(props)) Object.defineProperty(m, k, { value: v, enumerable: false });
    };

    const usedRange = (name: string | null) => {
      const rect = name === null ? null : usedRect(book, name);
      const m = mock({
        values: rect?.values ?? [],
        formulas: rect?.formulas ?? [],
        rowIndex: rect?.row ?? 0,
        columnIndex: rect?.col ?? 0,
      });
      plain(m, { isNullObject: rect === null });
      return m;
    };

    const rangeAt = (sheet: string, row: number, col: number, height: number, width: number) => {
      const r = {};
      Object.defineProperty(r, "values", {
        set(values: (string | number | boolean)[][]) {
          if (values.length !== height || values.some((v) => v.length !== width))
            throw new Error("InvalidArgument: the values do not fit the range");
          ops.push({
            what: `values ${sheet}!R${row + 1}C${col + 1}:${height}x${width}`,
            apply: () => {
              if (!book.has(sheet)) throw new Error(`ItemNotFound: ${sheet}`);
              book.setBlock(sheet, row, col, values);
            },
          });
        },
        get() {
          throw new Error("PropertyNotLoaded: values");
        },
      });
      const where = `${sheet}!R${row + 1}C${col + 1}:${height}x${width}`;
      const choices: string[] = [];
      Object.defineProperty(r, "numberFormat", {
        set(formats: string[][]) {
          ops.push({
            what: `numberFormat ${where}`,
            apply: () => {
              if (formats.flat().every((f) => f === "@"))
                for (let i = 0; i < height; i++)
                  for (let j = 0; j < width; j++) book.textCells.set(`${sheet}\u0000${row + i},${col + j}`, choices);
            },
          });
        },
      });
      const validation = {};
      Object.defineProperty(validation, "rule", {
        set(rule: { list?: { inCellDropDown: boolean; source: string } }) {
          ops.push({ what: `validation ${where}`, apply: () => choices.push(...(rule.list?.source.split(",") ?? [])) });
        },
      });
      Object.defineProperty(validation, "errorAlert", { set: () => undefined });
      Object.defineProperty(validation, "clear", { value: () => ops.push({ what: `clear validation ${where}`, apply: () => undefined }) });
      Object.defineProperty(r, "dataValidation", { value: validation });
      return r;
    };

    const worksheet = (name: string) => {
      const exists = book.has(name);
      const ws = mock({ name });
      plain(ws, {
        isNullObject: !exists,
        getUsedRangeOrNullObject: () => usedRange(exists ? name : null),
        getRangeByIndexes: (row: number, col: number, h: number, w: number) => rangeAt(name, row, col, h, w),
        activate: () => ops.push({ what: `activate ${name}`, apply: () => book.activate(name) }),
        delete: () => ops.push({ what: `delete ${name}`, apply: () => book.deleteSheet(name) }),
      });
      // worksheet.position = n moves the tab (queued until sync, as Excel does).
      Object.defineProperty(ws, "position", {
        configurable: true,
        set(index: number) {
          ops.push({ what: `position ${name}`, apply: () => book.moveSheet(name, index) });
        },
      });
      return ws;
    };

    const collection = <T>(items: () => T[]) => {
      const state = { synced: false, loaded: false };
      collections.push(state);
      return {
        state,
        load: () => {
          state.loaded = true;
        },
        get items(): T[] {
          if (!state.loaded || !state.synced) throw new Error("PropertyNotLoaded: items (load and sync first)");
          return items();
        },
      };
    };

    const sheets = collection(() => book.names().map((name) => ({ name })));
    const settings = collection(() => [...book.settings.entries()].map(([key, value]) => ({ key, value })));
    const context = {
      workbook: {
        worksheets: {
          load: sheets.load,
          get items() {
            return sheets.items;
          },
          getItemOrNullObject: (name: string) => worksheet(name),
          getItem: (name: string) => worksheet(name),
          getActiveWorksheet: () => worksheet(book.active),
          add: (name: string) => {
            ops.push({ what: `add ${name}`, apply: () => book.addSheet(name) });
            return worksheet(name);
          },
        },
        settings: {
          load: settings.load,
          get items() {
            return settings.items;
          },
          add: (key: string, value: string) =>
            ops.push({ what: `setting ${key}`, apply: () => book.settings.set(key, value) }),
          getItemOrNullObject: (key: string) => {
            const m = mock({ key, value: book.settings.get(key) ?? "" });
            plain(m, {
              isNullObject: !book.settings.has(key),
              delete: () => ops.push({ what: `delete setting ${key}`, apply: () => book.settings.delete(key) }),
            });
            return m;
          },
        },
      },
      async sync(): Promise<void> {
        counters.sync();
        const all = ops.splice(0);
        const formatting = (what: string) => /^(numberFormat|validation|clear validation) /.test(what);
        for (const op of all.filter((o) => formatting(o.what))) {
          op.apply();
          counters.format(op.what);
        }
        const batchOps = all.filter((o) => !formatting(o.what));
        batchOps.forEach((op, i) => {
          if (i === counters.failAt()) {
            counters.clearFail();
            throw new Error(`GeneralException: ${op.what} failed (simulated)`);
          }
          if (counters.failWhen(op.what)) throw new Error(`AccessDenied: ${op.what} failed (simulated)`);
          op.apply();
          counters.log(op.what);
        });
        for (const m of mocks.splice(0)) await m.sync();
        for (const c of collections) if (c.loaded) c.synced = true;
      },
    };
    return batch(context as unknown as Excel.RequestContext);
  };
}
