/**
 * The pane's pairing worker (taskpane/off-thread.ts): takes an action's decision from what the page
 * read and sends it back. Built as its own file (webpack's "pairing-worker" entry) beside the pane.
 */
import { defaultContext } from "../src/workbook/wiring";
import { answer, type DecideReply, type DecideRequest, type ProgressReply } from "./off-thread";

/** The worker's global scope, as far as this file uses it (the DOM library types `self` as a window). */
const scope = self as unknown as {
  addEventListener(type: "message", listener: (e: { data: DecideRequest }) => void): void;
  postMessage(message: DecideReply | ProgressReply): void;
};

scope.addEventListener("message", (e) => {
  const reply = answer(e.data, defaultContext, (progress) => scope.postMessage(progress));
  try {
    scope.postMessage(reply);
  } catch {
    // A decision that cannot be copied to the page: the page decides it itself.
    scope.postMessage({ id: e.data.id, unsendable: true });
  }
});
