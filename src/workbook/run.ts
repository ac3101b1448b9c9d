/** Dispatching an action by name on a host: the one entry the pane, the sidebar and the menus use. */
import { ACTIONS } from "./actions";
import type { ActionArgs, ActionName } from "./api";
import type { ActionContext } from "./context";
import { runAsync, runSync, type Action } from "./engine";
import { refused, type Outcome } from "./outcome";
import type { AsyncWorkbookPort, SyncWorkbookPort } from "./port";

function actionOf(name: string): Action<ActionArgs[ActionName], ActionContext> | null {
  return Object.prototype.hasOwnProperty.call(ACTIONS, name)
    ? (ACTIONS[name as ActionName] as Action<ActionArgs[ActionName], ActionContext>)
    : null;
}

function unknown(name: string): Outcome {
  return refused(`There is no action "${name}".`);
}

export function runActionAsync<N extends ActionName>(
  port: AsyncWorkbookPort,
  name: N,
  args: ActionArgs[N],
  context: ActionContext,
): Promise<Outcome> {
  const action = actionOf(name);
  return action === null
    ? Promise.resolve(unknown(name))
    : runAsync(port, action, (args ?? {}) as ActionArgs[ActionName], context);
}

export function runActionSync(port: SyncWorkbookPort, name: string, args: unknown, context: ActionContext): Outcome {
  const action = actionOf(name);
  const plain =
    args !== null && typeof args === "object" ? (args as ActionArgs[ActionName]) : ({} as ActionArgs[ActionName]);
  return action === null ? unknown(name) : runSync(port, action, plain, context);
}
