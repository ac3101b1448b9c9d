/**
 * Issue 28, item 5: the pane pairs in a Web Worker. The worker here is a stand-in that does what a
 * browser's does to the messages (structuredClone, and an answer later, on another turn): the
 * pairing actions' decisions go to it and come back to the same workbook as deciding in the page;
 * an error the decision throws says the same; a worker that fails to load, cannot be made or cannot
 * send its answer leaves the page to decide, and the action still works. (The browser test,
 * test/browser/playground.test.ts, checks a real worker in chromium.)
 */
import { fail } from "../../src/core/errors";
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook } from "../../src/core/formats/workbook";
import type { ActionArgs, ActionName } from "../../src/workbook/api";
import type { ActionContext } from "../../src/workbook/context";
import { MemoryWorkbook, memoryPort } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import { runActionAsync } from "../../src/workbook/run";
import { sectionSheet } from "../../src/workbook/sections";
import { defaultContext } from "../../src/workbook/wiring";
import {
  answer,
  offThread,
  settle,
  type DecideReply,
  type DecideRequest,
  type ProgressReply,
  type WorkerLike,
} from "../../taskpane/off-thread";
import { expectDone, sampleBook, typeResults } from "../workbook/helpers";

type Behaviour = "answers" | "fails to load" | "cannot send";

/** A worker as a browser runs one: messages copied, the answer on a later turn, from `context`. */
function fakeWorker(context: ActionContext, behaviour: Behaviour = "answers") {
  const seen: ActionName[] = [];
  let onMessage: ((e: { data: DecideReply | ProgressReply }) => void) | undefined;
  let onError: ((e: unknown) => void) | undefined;
  const worker: WorkerLike = {
    postMessage(message: DecideRequest) {
      const copy = structuredClone(message);
      seen.push(copy.name);
      setTimeout(() => {
        if (behaviour === "fails to load") return onError?.(new Error("pairing-worker.js: 404"));
        // The engine's progress first, as a real worker's messages arrive, then the decision.
        const reply = answer(copy, context, (progress) => onMessage?.({ data: structuredClone(progress) }));
        onMessage?.({
          data: structuredClone(behaviour === "cannot send" ? { id: copy.id, unsendable: true as const } : reply),
        });
      }, 0);
    },
    addEventListener(type: "message" | "error", listener: (e: never) => void) {
      if (type === "message") onMessage = listener as typeof onMessage;
      else onError = listener as typeof onError;
    },
    terminate() {
      onMessage = undefined;
    },
  };
  return { worker, seen };
}

function copyOf(wb: MemoryWorkbook): MemoryWorkbook {
  const copy = new MemoryWorkbook(wb.toSheets());
  for (const [k, v] of wb.settings) copy.settings.set(k, v);
  copy.activate(wb.active);
  return copy;
}

/** Runs the same actions on two copies: in the page, and through `offload`. */
async function both(
  wb: MemoryWorkbook,
  steps: readonly [ActionName, object?][],
  offload: Parameters<typeof runActionAsync>[4],
  context: ActionContext = defaultContext,
): Promise<{ page: MemoryWorkbook; worker: MemoryWorkbook; outcomes: [Outcome, Outcome][] }> {
  const page = copyOf(wb);
  const worker = copyOf(wb);
  const outcomes: [Outcome, Outcome][] = [];
  for (const [name, args = {}] of steps) {
    const a = await runActionAsync(memoryPort(page), name, args as ActionArgs[ActionName], context);
    const b = await runActionAsync(memoryPort(worker), name, args as ActionArgs[ActionName], context, offload);
    outcomes.push([a, b]);
  }
  return { page, worker, outcomes };
}

const sheetsOf = (wb: MemoryWorkbook) => ({ sheets: wb.toSheets(), settings: [...wb.settings] });

describe("issue 28 (5): the pairing actions decide in a worker", () => {
  test("Pair next round, Enter results, Check pairings and Standings: the worker's workbook is the page's", async () => {
    const { worker, seen } = fakeWorker(defaultContext);
    const off = offThread(() => worker, defaultContext);
    const wb = sampleBook(24, 5);
    const first = await both(wb, [["pairNext"]], off.offload);
    typeResults(first.page, "Round 1");
    typeResults(first.worker, "Round 1");
    const later = await both(
      first.page,
      [["enterResults"], ["pairNext"], ["checkPairings"], ["standings"]],
      off.offload,
    );
    for (const [a, b] of [...first.outcomes, ...later.outcomes]) {
      expect(b).toEqual(a);
      expect(a.kind).toBe("done");
    }
    expect(sheetsOf(first.worker)).toEqual(sheetsOf(first.page));
    expect(sheetsOf(later.worker)).toEqual(sheetsOf(later.page));
    expect(later.worker.toSheets().map((s) => s.name)).toContain("Round 2");
    // Only the actions that pair went to the worker (Check pairings twice: it asks for the Round
    // sheets after its first read); Enter results and Standings stayed in the page.
    expect(seen).toEqual(["pairNext", "pairNext", "checkPairings", "checkPairings"]);
    expect(off.counts).toEqual({ worker: 4, page: 0 });
  });

  test("a section's pairing goes to the worker with the section's own arguments and sheets", async () => {
    const { worker, seen } = fakeWorker(defaultContext);
    const off = offThread(() => worker, defaultContext);
    const sheets = ["Open", "U1400"].flatMap((section, i) =>
      makeWorkbook({
        ...sampleTournament({ players: 14 + i * 5, rounds: 0, seed: 11 + i }),
        totalRounds: 3,
      }).sheets.map((s) => ({
        ...s,
        name: sectionSheet(section, s.name),
      })),
    );
    const wb = new MemoryWorkbook(sheets);
    wb.activate("Open Players");
    const {
      outcomes,
      page,
      worker: w,
    } = await both(
      wb,
      [
        ["pairNext", { inSection: "U1400" }],
        ["pairNext", { inSection: "Open" }],
      ],
      off.offload,
    );
    for (const [a, b] of outcomes) {
      expectDone(a);
      expect(b).toEqual(a);
    }
    expect(sheetsOf(w)).toEqual(sheetsOf(page));
    expect(w.toSheets().map((s) => s.name)).toEqual(expect.arrayContaining(["Open Round 1", "U1400 Round 1"]));
    expect(seen).toEqual(["pairNext", "pairNext"]);
  });

  test("an error the pairing throws in the worker is said as the page says it, and nothing is written", async () => {
    const refusing: ActionContext = {
      ...defaultContext,
      pair: () => fail("BAD_ARGUMENT", "Round 1 cannot be paired: the test says so"),
    };
    const { worker } = fakeWorker(refusing);
    const off = offThread(() => worker, refusing);
    const wb = sampleBook(10, 3);
    const { outcomes, page, worker: w } = await both(wb, [["pairNext"]], off.offload, refusing);
    const [a, b] = outcomes[0]!;
    expect(a.kind).toBe("refused");
    expect(b).toEqual(a);
    expect(JSON.stringify(b)).toContain("the test says so");
    expect(sheetsOf(w)).toEqual(sheetsOf(wb));
    expect(sheetsOf(page)).toEqual(sheetsOf(wb));
    expect(off.counts.worker).toBe(1);
  });

  test.each<Behaviour>(["fails to load", "cannot send"])(
    "a worker that %s leaves the page to pair, with the same answer",
    async (behaviour) => {
      const { worker } = fakeWorker(defaultContext, behaviour);
      const off = offThread(() => worker, defaultContext);
      const { outcomes, page, worker: w } = await both(sampleBook(16, 4), [["pairNext"]], off.offload);
      expect(outcomes[0]![1]).toEqual(outcomes[0]![0]);
      expectDone(outcomes[0]![1]);
      expect(sheetsOf(w)).toEqual(sheetsOf(page));
      expect(off.counts).toEqual({ worker: 0, page: 1 });
    },
  );

  test("a worker that fails to load is not asked again", async () => {
    const made: number[] = [];
    const off = offThread(() => {
      made.push(1);
      return fakeWorker(defaultContext, "fails to load").worker;
    }, defaultContext);
    await both(sampleBook(10, 3), [["pairNext"], ["checkPairings"]], off.offload);
    expect(made).toHaveLength(1);
    expect(off.counts).toEqual({ worker: 0, page: 1 });
  });

  test("warm makes the worker at once, and the pairing uses that one", async () => {
    const made: number[] = [];
    const off = offThread(() => {
      made.push(1);
      return fakeWorker(defaultContext).worker;
    }, defaultContext);
    off.warm();
    expect(made).toHaveLength(1);
    await both(sampleBook(10, 3), [["pairNext"]], off.offload);
    expect(made).toHaveLength(1);
    expect(off.counts).toEqual({ worker: 1, page: 0 });
  });

  test("no Worker in this host (the constructor throws): the page pairs", async () => {
    const off = offThread(() => {
      throw new Error("Worker is not defined");
    }, defaultContext);
    expect(off.offload("pairNext", {}, { sheetNames: [], active: "", sheets: {}, settings: {} })).toBeNull();
    const { outcomes } = await both(sampleBook(10, 3), [["pairNext"]], off.offload);
    expect(outcomes[0]![1]).toEqual(outcomes[0]![0]);
  });

  test("settle: a reply's problems come back as the ChessInputError the action threw", () => {
    const reply = answer(
      { id: 7, name: "pairNext", args: {}, snapshot: { sheetNames: [], active: "", sheets: {}, settings: {} } },
      defaultContext,
    );
    expect(reply.id).toBe(7);
    // An empty workbook: pairNext decides a refusal (a decision, not a throw).
    const decision = settle(structuredClone(reply));
    expect(decision).not.toBeNull();
    expect(() => settle({ id: 1, problems: [{ code: "BAD_ARGUMENT", message: "no" }] })).toThrow("no");
    expect(() => settle({ id: 1, error: "internal: x" })).toThrow("internal: x");
    expect(settle({ id: 1, unsendable: true })).toBeNull();
  });
});

describe("issue 28 (5): the engine's progress comes from the worker", () => {
  test("a Dutch pairing in the worker reports the players its brackets reach, up to all of them, and pairs the same", async () => {
    const { worker } = fakeWorker(defaultContext);
    const heard: [number, number][] = [];
    const off = offThread(() => worker, defaultContext, (reached, of) => heard.push([reached, of]));
    const wb = sampleBook(24, 5);
    expectDone(await runActionAsync(memoryPort(wb), "saveSettings", { settings: { system: "DUTCH" } }, defaultContext));
    const first = await both(wb, [["pairNext"]], off.offload);
    expect(first.outcomes[0]?.[1]).toEqual(first.outcomes[0]?.[0]);
    expect(sheetsOf(first.worker)).toEqual(sheetsOf(first.page));
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.every(([, of]) => of === 24)).toBe(true);
    expect(heard.map(([r]) => r)).toEqual([...heard.map(([r]) => r)].sort((a, b) => a - b));
    expect(heard.at(-1)).toEqual([24, 24]);
  });
});
