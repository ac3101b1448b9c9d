/** Dispatching an action by name on a host: the one entry the pane, the sidebar and the menus use. */
import { ACTIONS } from "./actions";
import type { ActionArgs, ActionName } from "./api";
import type { ActionContext } from "./context";
import { runAsync, runAsyncThen, runSync, runSyncThen, type Action, type Decider, type Decision, type More } from "./engine";
import { refused, type Outcome } from "./outcome";
import type { AsyncWorkbookPort, ReadRequest, Snapshot, SyncWorkbookPort } from "./port";
import { ChessInputError } from "../core/errors";
import { inwardCell, inwardText, outwardOutcome, placingPort, placingPortSync, sectionPort, sectionPortSync } from "./sections";

/** The section an action's arguments name, or null for the main event. */
function sectionOf(args: unknown): string | null {
  const s = args !== null && typeof args === "object" ? (args as { inSection?: unknown }).inSection : undefined;
  return typeof s === "string" && s.trim() !== "" ? s : null;
}

/** The arguments with the confirmed cells and the acknowledged warnings named as inside the section. */
function inwardArgs(section: string, args: unknown): unknown {
  const a = (args ?? {}) as { confirmed?: readonly { cell: string; was: string }[]; acknowledged?: readonly string[] };
  return {
    ...a,
    ...(a.confirmed === undefined ? {} : { confirmed: a.confirmed.map((c) => ({ ...c, cell: inwardCell(section, c.cell) })) }),
    ...(a.acknowledged === undefined ? {} : { acknowledged: a.acknowledged.map((w) => inwardText(section, w)) }),
  };
}

/** The port for the arguments' section (the workbook's own port for the main event), or a refusal. */
function portFor<P>(port: P, args: unknown, wrap: (port: P, section: string) => P): P | Outcome {
  const section = sectionOf(args);
  if (section === null) return port;
  try {
    return wrap(port, section);
  } catch (e) {
    if (e instanceof ChessInputError) return refused(e.message);
    throw e;
  }
}

function actionOf(name: string): Action<ActionArgs[ActionName], ActionContext> | null {
  return Object.prototype.hasOwnProperty.call(ACTIONS, name)
    ? (ACTIONS[name as ActionName] as Action<ActionArgs[ActionName], ActionContext>)
    : null;
}

function unknown(name: string): Outcome {
  return refused(`There is no action "${name}".`);
}

/**
 * Takes an action's decision elsewhere (the pane's Web Worker, taskpane/pairing-client.ts) from the
 * action's name, the arguments as the action sees them and what was read; null: decide here.
 */
export type Offload = (name: ActionName, args: unknown, snapshot: Snapshot) => Promise<Decision | More> | null;

export function runActionAsync<N extends ActionName>(
  port: AsyncWorkbookPort,
  name: N,
  args: ActionArgs[N],
  context: ActionContext,
  offload?: Offload,
): Promise<Outcome> {
  const action = actionOf(name);
  const own = portFor(placingPort(port), args, sectionPort);
  if ("kind" in own) return Promise.resolve(own);
  const section = sectionOf(args);
  if (action === null) return Promise.resolve(unknown(name));
  const given = (section === null ? (args ?? {}) : inwardArgs(section, args)) as ActionArgs[ActionName];
  const decider: Decider | undefined = offload === undefined ? undefined : (snapshot) => offload(name, given, snapshot);
  const outcome = runAsync(own, action, given, context, decider);
  return section === null ? outcome : outcome.then((o) => outwardOutcome(section, o));
}

export function runActionSync(port: SyncWorkbookPort, name: string, args: unknown, context: ActionContext): Outcome {
  const action = actionOf(name);
  const plain =
    args !== null && typeof args === "object" ? (args as ActionArgs[ActionName]) : ({} as ActionArgs[ActionName]);
  const own = portFor(placingPortSync(port), args, sectionPortSync);
  if ("kind" in own) return own;
  if (action === null) return unknown(name);
  const section = sectionOf(args);
  if (section === null) return runSync(own, action, plain, context);
  return outwardOutcome(section, runSync(own, action, inwardArgs(section, plain) as ActionArgs[ActionName], context));
}

/**
 * An action, and then the status as the action left the workbook, in one call and under one lock
 * (the Sheets sidebar's click: issue 28, item 4). The status is decided on what the action read and
 * wrote (values only: `afterWrite`), reading from the host only a sheet the action did not read; it
 * is null for an action in a section, for the status itself and when the action failed (the sidebar
 * then asks for the status as before).
 */
export function runActionWithStatusSync(
  port: SyncWorkbookPort,
  name: string,
  args: unknown,
  context: ActionContext,
): { outcome: Outcome; status: Outcome | null } {
  const action = actionOf(name);
  const status = actionOf("status");
  if (action === null || status === null || name === "status" || sectionOf(args) !== null)
    return { outcome: runActionSync(port, name, args, context), status: null };
  const plain = args !== null && typeof args === "object" ? (args as ActionArgs[ActionName]) : ({} as ActionArgs[ActionName]);
  const own = placingPortSync(port);
  const run = runSyncThen(own, action, plain, context, (after) => (after === null ? null : statusOf(after, own, status, context)));
  return { outcome: run.outcome, status: run.then };
}

/**
 * `runActionWithStatusSync` for a host whose calls return promises: the Excel pane's click (issue 28,
 * item 4), the action and then the status decided on what it read and wrote, under the pane's one
 * lock; a sheet the action did not read is read then (in Excel a first read already holds every
 * Round sheet). The decision may be taken elsewhere (`offload`) as in `runActionAsync`.
 */
export async function runActionWithStatusAsync<N extends ActionName>(
  port: AsyncWorkbookPort,
  name: N,
  args: ActionArgs[N],
  context: ActionContext,
  offload?: Offload,
): Promise<{ outcome: Outcome; status: Outcome | null }> {
  const action = actionOf(name);
  const status = actionOf("status");
  if (action === null || status === null || name === "status" || sectionOf(args) !== null)
    return { outcome: await runActionAsync(port, name, args, context, offload), status: null };
  const given = (args ?? {}) as ActionArgs[ActionName];
  const decider: Decider | undefined = offload === undefined ? undefined : (snapshot) => offload(name, given, snapshot);
  const own = placingPort(port);
  const then = (after: Snapshot | null): Promise<Outcome | null> =>
    after === null ? Promise.resolve(null) : runAsync(statusPort(after, own), status, {} as ActionArgs[ActionName], context);
  const run = await runAsyncThen(own, action, given, context, then, decider);
  return { outcome: run.outcome, status: run.then };
}

/** True when `after` answers the read without the host: every existing sheet asked for is in it, and not the sheet in front. */
function answers(after: Snapshot, request: ReadRequest): boolean {
  return request.active !== true && request.sheets.every((s) => !after.sheetNames.includes(s) || s in after.sheets);
}

/** A port reading `after`, the host only for what `after` lacks; it writes nothing and takes no lock (the action's holds). */
function statusPort(after: Snapshot, port: AsyncWorkbookPort): AsyncWorkbookPort {
  return {
    read: (request) => (answers(after, request) ? Promise.resolve(after) : port.read(request)),
    write: () => Promise.reject(new Error("internal: the status writes nothing")),
    exclusive: (work) => work(),
  };
}

/** The status decided on `after`, the port asked only for sheets `after` lacks (inside the action's lock). */
function statusOf(
  after: Snapshot,
  port: SyncWorkbookPort,
  status: Action<ActionArgs[ActionName], ActionContext>,
  context: ActionContext,
): Outcome {
  const memory: SyncWorkbookPort = {
    read: (request) => (answers(after, request) ? after : port.read(request)),
    write() {
      throw new Error("internal: the status writes nothing");
    },
    exclusive: (work) => work(),
  };
  return runSync(memory, status, {} as ActionArgs[ActionName], context);
}
