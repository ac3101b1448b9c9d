/**
 * What an action answers, in the same plain shape on every host (it crosses google.script.run, so
 * only strings, numbers, booleans, arrays and plain objects).
 */

/** One cell that an action would overwrite: where, what is there, what would go there. */
export interface Overwrite {
  /** Sheet-qualified A1 address, e.g. `Wallchart!E5`. */
  readonly cell: string;
  readonly was: string;
  readonly becomes: string;
}

export type Outcome =
  /** The action ran (or had nothing to do); `message` says in a sentence what it did. */
  | {
      readonly kind: "done";
      readonly message: string;
      /** Further lines worth showing (e.g. the boards, what a sheet was found to hold). */
      readonly details?: readonly string[];
      /** Text the UI should offer as a file (TRF export). */
      readonly file?: { readonly name: string; readonly text: string };
      /** Binary files the UI should offer to download, each as base64 (the US Chess report's .DBF). */
      readonly files?: readonly { readonly name: string; readonly base64: string }[];
      /** Read-only answers (status, settings) carry their data here. */
      readonly data?: unknown;
    }
  /** Filled cells would be overwritten: nothing was written; run again with `confirmed: cells`. */
  | {
      readonly kind: "confirm";
      readonly message: string;
      readonly overwrites: readonly Overwrite[];
      /** Things that look wrong (each naming its cell): run again with `acknowledged: warnings` to go on. */
      readonly warnings?: readonly string[];
    }
  /** The action would not run; `problems` says why, each naming its place. */
  | { readonly kind: "refused"; readonly message: string; readonly problems: readonly string[] };

export function done(
  message: string,
  extra: Omit<Extract<Outcome, { kind: "done" }>, "kind" | "message"> = {},
): Outcome {
  return { kind: "done", message, ...extra };
}

export function refused(message: string, problems: readonly string[] = []): Outcome {
  return { kind: "refused", message, problems };
}
