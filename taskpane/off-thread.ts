/**
 * The pane's pairing in a Web Worker (issue 28, item 5). In Excel the pane and the CHESS functions
 * share one runtime and one thread; a 2,000-player Dutch round took 2.5 s here and can pass Excel's
 * 5-second limit on a slower PC, when Office restarts the add-in. So the actions that pair (and
 * Check pairings, which pairs every round again) take their decision in a worker
 * (taskpane/pairing-worker.ts, its own file beside the page): the page reads the workbook, sends
 * what it read, and writes the decision that comes back. The decision is a pure function of what was
 * read (src/workbook/engine.ts), so the worker runs the same core on the same data and the answer is
 * the same; the page stays free meanwhile (the progress bar moves, Excel recalculates).
 *
 * Where a worker cannot be had (no Worker, the file not served, a decision that cannot be sent
 * back), the page decides itself, as before: nothing is refused for want of a worker. Google Sheets
 * does not use this: its actions run in Apps Script on Google's server (src/sheets/main.ts), where
 * the sidebar waits on google.script.run without holding any thread of the spreadsheet.
 */
import { ChessInputError, type Problem } from "../src/core/errors";
import { ACTIONS } from "../src/workbook/actions";
import type { ActionName } from "../src/workbook/api";
import type { ActionContext } from "../src/workbook/context";
import type { Decision, More } from "../src/workbook/engine";
import type { Snapshot } from "../src/workbook/port";
import type { Offload } from "../src/workbook/run";

/** The actions whose decision pairs a round (or every round, Check pairings): these go to the worker. */
export const OFF_THREAD: ReadonlySet<ActionName> = new Set<ActionName>([
  "pairNext",
  "repairRound",
  "pairAround",
  "pairTeams",
  "checkPairings",
]);

/** What the page sends the worker. */
export interface DecideRequest {
  readonly id: number;
  readonly name: ActionName;
  readonly args: unknown;
  readonly snapshot: Snapshot;
}

/** What the worker sends back: the decision, the error the decision threw, or that it could not be sent. */
export type DecideReply =
  | { readonly id: number; readonly decision: Decision | More }
  | { readonly id: number; readonly problems: readonly Problem[] }
  | { readonly id: number; readonly error: string }
  | { readonly id: number; readonly unsendable: true };

/** What the worker sends while it pairs: how many players the Dutch driver's brackets have reached, of how many. */
export interface ProgressReply {
  readonly id: number;
  readonly progress: readonly [reached: number, of: number];
}

/** The decision of a request, as the action takes it (throws what the action throws). */
function decide(name: ActionName, args: unknown, snapshot: Snapshot, context: ActionContext): Decision | More {
  const action = ACTIONS[name] as { decide(s: Snapshot, a: unknown, c: ActionContext): Decision | More } | undefined;
  if (action === undefined) throw new Error(`internal: there is no action "${name}"`);
  return action.decide(snapshot, args, context);
}

/** The worker's side: a request's reply (a ChessInputError travels as its problems, anything else as its message). */
export function answer(
  request: DecideRequest,
  context: ActionContext,
  post?: (progress: ProgressReply) => void,
): DecideReply {
  // The engine's progress (the Dutch system's brackets) goes to the page as it comes.
  const pairing: ActionContext =
    post === undefined
      ? context
      : {
          ...context,
          pair: (t, round, system, options) =>
            context.pair(t, round, system, { ...options, onProgress: (reached, of) => post({ id: request.id, progress: [reached, of] }) }),
        };
  try {
    return { id: request.id, decision: decide(request.name, request.args, request.snapshot, pairing) };
  } catch (e) {
    if (e instanceof ChessInputError) return { id: request.id, problems: e.problems };
    return { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The page's side: the decision a reply carries, or the error it names thrown again; null: decide here. */
export function settle(reply: DecideReply): Decision | More | null {
  if ("decision" in reply) return reply.decision;
  if ("problems" in reply) throw new ChessInputError(reply.problems);
  if ("error" in reply) throw new Error(reply.error);
  return null;
}

/** The little of a Worker the page uses (a test passes its own). */
export interface WorkerLike {
  postMessage(message: DecideRequest): void;
  addEventListener(type: "message", listener: (e: { data: DecideReply | ProgressReply }) => void): void;
  addEventListener(type: "error", listener: (e: unknown) => void): void;
  terminate(): void;
}

/** Where a pairing was decided, for the pane's tests and the browser test: "worker" or "page". */
export interface OffThread {
  readonly offload: Offload;
  /** How many decisions the worker gave, and how many the page took itself (no worker, or it failed). */
  readonly counts: { worker: number; page: number };
  /** Starts the worker now, so that its file is loaded before the first pairing is asked of it. */
  warm(): void;
}

/**
 * The pane's Offload: OFF_THREAD actions decided by a worker made once, by `warm` or when first
 * needed, by `makeWorker` (null or a throw: no worker, decide in the page); other actions in the
 * page; `onProgress` hears the engine's progress the worker sends while it pairs. A worker
 * that fails to load or stops answers every waiting request by deciding in the page, and is not
 * asked again.
 */
export function offThread(
  makeWorker: () => WorkerLike | null,
  context: ActionContext,
  onProgress?: (reached: number, of: number) => void,
): OffThread {
  const counts = { worker: 0, page: 0 };
  const waiting = new Map<
    number,
    { request: DecideRequest; resolve(d: Decision | More): void; reject(e: unknown): void }
  >();
  let worker: WorkerLike | null | undefined;
  let next = 1;

  /** The page decides a request itself (as an action does without a worker). */
  function here(request: DecideRequest): Decision | More {
    counts.page++;
    return decide(request.name, request.args, request.snapshot, context);
  }

  function broken(): void {
    const w = worker;
    worker = null;
    try {
      w?.terminate();
    } catch {
      // already gone
    }
    for (const [id, p] of waiting) {
      waiting.delete(id);
      try {
        p.resolve(here(p.request));
      } catch (e) {
        p.reject(e);
      }
    }
  }

  function started(): WorkerLike | null {
    if (worker !== undefined) return worker;
    try {
      worker = makeWorker();
    } catch {
      worker = null;
    }
    worker?.addEventListener("message", (e) => {
      const data = e.data;
      const p = waiting.get(data.id);
      if (p === undefined) return;
      if ("progress" in data) {
        onProgress?.(data.progress[0], data.progress[1]);
        return;
      }
      waiting.delete(data.id);
      try {
        const decision = settle(data);
        if (decision === null) p.resolve(here(p.request));
        else {
          counts.worker++;
          p.resolve(decision);
        }
      } catch (err) {
        counts.worker++;
        p.reject(err);
      }
    });
    worker?.addEventListener("error", () => broken());
    return worker;
  }

  const offload: Offload = (name, args, snapshot) => {
    if (!OFF_THREAD.has(name)) return null;
    const w = started();
    if (w === null) return null;
    const request: DecideRequest = { id: next++, name, args, snapshot };
    return new Promise<Decision | More>((resolve, reject) => {
      waiting.set(request.id, { request, resolve, reject });
      try {
        w.postMessage(request);
      } catch {
        // The snapshot could not be sent (a host value a worker cannot take): decide in the page.
        waiting.delete(request.id);
        try {
          resolve(here(request));
        } catch (e) {
          reject(e);
        }
      }
    });
  };
  return { offload, counts, warm: () => void started() };
}

/** The worker file beside the page (webpack's "pairing-worker" entry), or null where there are no workers. */
export function pageWorker(): WorkerLike | null {
  if (typeof Worker === "undefined") return null;
  return new Worker(new URL("pairing-worker.js", document.baseURI)) as unknown as WorkerLike;
}
