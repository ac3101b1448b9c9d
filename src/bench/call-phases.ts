/**
 * Issue 28, item 4: an Apps Script action's calls on the document, told apart by what they are for,
 * so that the call meter (test/sheets/call-meter.test.ts) and `npm run bench -- sheets-calls` say
 * where a click's calls go. Calls are named as the meters name them ("Sheet.getSheetValues").
 */
/** The lock taken and released, and the flush before it is released. */
const LOCK = new Set(["Lock.tryLock", "Lock.releaseLock", "SpreadsheetApp.flush"]);

/** The calls that only look: the spreadsheet, its properties, its tabs and the sheets' values. */
const LOOKING = new Set([
  "SpreadsheetApp.getActiveSpreadsheet",
  "Properties.getProperties",
  "Spreadsheet.getNumSheets",
  "Spreadsheet.getSheets",
  "Spreadsheet.getActiveSheet",
  "Spreadsheet.getSheetByName",
  "Sheet.getName",
  "Sheet.getSheetValues",
  "Sheet.getDataRange",
  "Range.getValues",
]);

export interface Phases {
  /** Lock.tryLock, Lock.releaseLock and the flush before it. */
  readonly lock: number;
  /** Every call before the first that does not only look. */
  readonly reading: number;
  /** From there to the document properties written (the batch's values, sheets, settings). */
  readonly writing: number;
  /** After the properties: text and drop-down, number formats, frozen header, column widths, tabs moved. */
  readonly formats: number;
}

/** An action's calls, in the order it makes them, told apart by what they are for. */
export function phases(calls: readonly string[]): Phases {
  const body = calls.filter((c) => !LOCK.has(c));
  let reading = body.findIndex((c) => !LOOKING.has(c));
  if (reading < 0) reading = body.length;
  const settled = body.lastIndexOf("Properties.setProperties");
  const writing = settled < reading ? body.length - reading : settled + 1 - reading;
  return { lock: calls.length - body.length, reading, writing, formats: body.length - reading - writing };
}

/**
 * A wrapper that counts every method call on an Apps Script stand-in into `meter` as `Kind.method`
 * (what `phases` reads); a method returning its own object returns the wrapper, so chained calls
 * (`setNumberFormat(…).setDataValidation(…)`) are counted too. Shared by the bench's world and the
 * test fake (test/sheets/fake-gas.ts).
 */
export function meterInto(meter: string[]): <T extends object>(kind: string, o: T) => T {
  return <T extends object>(kind: string, o: T): T => {
    const proxy: T = new Proxy(o, {
      get(target, key, receiver) {
        const v = Reflect.get(target, key, receiver) as unknown;
        if (typeof v !== "function" || typeof key !== "string") return v;
        return (...args: unknown[]) => {
          meter.push(`${kind}.${key}`);
          const out = (v as (...a: unknown[]) => unknown).apply(target, args);
          return out === target ? proxy : out;
        };
      },
    });
    return proxy;
  };
}
