/**
 * The Ladder task: record a game (date, challenger, defender, result from the challenger's side),
 * whom the chosen challenger may challenge now, strike out a log row, rebuild the ladder, and set up
 * a new one. It runs the ladder actions (src/workbook/actions/ladder*.ts) through the pane, whose
 * answers appear beside the button pressed (answers.ts). Names go in as text only (dom.ts).
 */
import type { LadderStatus } from "../src/workbook/actions/ladder-read";
import type { PaneHost } from "./answers";
import { field, h } from "./dom";
import { mountLadderUpkeep } from "./ladder-upkeep";
import type { Task } from "./tasks";

export type LadderHost = PaneHost;

export interface LadderSection extends Task {
  /** Shows the task and puts the focus on the form once the ladder is read (Sheets: Wallchart › Record ladder game). */
  open(show: () => void): void;
}

/** Today's date where the user is, as the date field wants it (the core never reads a clock; the pane may). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Names compared as the core compares them: case and spacing do not matter. */
function key(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th"}`;
}

const RESULTS: readonly { value: string; label: string; hint: string }[] = [
  { value: "1-0", label: "1-0", hint: "The challenger won" },
  { value: "½-½", label: "½-½", hint: "A draw" },
  { value: "0-1", label: "0-1", hint: "The defender won" },
  { value: "REFUSED", label: "Refused", hint: "The defender refused the challenge" },
  { value: "NOSHOW", label: "No-show", hint: "The defender did not turn up" },
];

const TYPE_NAMES: Readonly<Record<string, string>> = {
  CHALLENGE: "Challenge ladder",
  RATING: "Rating ladder",
  POINTS: "Points ladder",
};

export function mountLadder(host: LadderHost): LadderSection {
  let state: LadderStatus | null = null;
  let asked = 0;
  /** Put the focus on the form once the ladder is read (Wallchart › Record ladder game in Sheets). */
  let focusForm = false;

  const line = h("p", { className: "event-line", id: "ladder-line" }, "Reading the ladder…");
  const problems = h("div", { className: "details", id: "ladder-problems" });
  const names = h("datalist", { id: "ladder-names" });

  // ---- record a game ---------------------------------------------------------------------------
  const date = h("input", { type: "date", id: "ladder-date", required: true });
  date.value = todayIso();
  const challenger = h("input", {
    type: "text",
    id: "ladder-challenger",
    list: "ladder-names",
    autocomplete: "off",
    spellcheck: "false",
  });
  const defender = h("input", {
    type: "text",
    id: "ladder-defender",
    list: "ladder-names",
    autocomplete: "off",
    spellcheck: "false",
  });
  const mayText = h("p", { className: "hint", id: "ladder-may-text" });
  const may = h("ul", { className: "chips", id: "ladder-may", "aria-labelledby": "ladder-may-text" });
  let result = "";
  const resultButtons = RESULTS.map((r) => {
    const b = h(
      "button",
      {
        type: "button",
        className: "secondary",
        id: `ladder-result-${r.value === "½-½" ? "draw" : r.value.toLowerCase()}`,
        title: r.hint,
        "aria-pressed": "false",
      },
      r.label,
    );
    b.addEventListener("click", () => {
      result = result === r.value ? "" : r.value;
      drawResult();
    });
    return b;
  });
  function drawResult(): void {
    resultButtons.forEach((b, i) => {
      const on = RESULTS[i]?.value === result;
      b.className = on ? "primary" : "secondary";
      b.setAttribute("aria-pressed", on ? "true" : "false");
    });
  }
  const record = h("button", { type: "button", className: "primary", id: "ladder-record" }, "Record ladder game");
  record.addEventListener("click", () => {
    void host
      .run("recordLadderGame", {
        date: date.value,
        challenger: challenger.value,
        defender: defender.value,
        result,
      })
      .then((o) => {
        if (o.kind !== "done") return;
        // A second press must not log the game twice: the form starts again (the date stays).
        challenger.value = "";
        defender.value = "";
        result = "";
        drawResult();
        drawMay();
      });
  });

  const clock = h(
    "button",
    {
      type: "button",
      className: "secondary",
      id: "ladder-clock",
      title: "A club night without games, or before printing the ladder",
    },
    "Log the date alone",
  );
  clock.addEventListener("click", () => void host.run("recordLadderGame", { date: date.value, dateOnly: true }));

  /** Whom the challenger in the form may challenge, as buttons that fill in the defender. */
  let drawn: { who: string; state: LadderStatus | null } | null = null;
  function drawMay(): void {
    const who = challenger.value.trim();
    // Unchanged: leave the buttons be (the challenger's change event, on blur, comes as one is clicked).
    if (drawn !== null && drawn.who === who && drawn.state === state) return;
    drawn = { who, state };
    may.replaceChildren();
    if (state === null || !state.exists) {
      mayText.textContent = "";
      return;
    }
    if (who === "") {
      mayText.textContent = "Choose the challenger to see whom they may challenge.";
      return;
    }
    const found = state.lines.find((l) => key(l.name) === key(who));
    const position = new Map(state.lines.map((l) => [key(l.name), l.position]));
    let list: readonly string[] | null;
    if (found !== undefined) {
      list = found.may;
      if (list !== null && list.length === 0) {
        mayText.textContent =
          found.position === 1
            ? `${found.name} is at the top of the ladder.`
            : `${found.name} (${ordinal(found.position)}) may challenge nobody now (RANGE and COOLDOWN).`;
        return;
      }
      // The positions are those of the form's day (drops and defaults due by then counted): say so.
      const on = state.asOf !== null && state.asOf !== state.lastDate ? `On ${state.asOf}, ` : "";
      mayText.textContent =
        list === null
          ? `${found.name} may play anyone on the ladder.`
          : `${on}${found.name} (${ordinal(found.position)}) may challenge, nearest first:`;
    } else if (state.type !== "CHALLENGE") {
      mayText.textContent = `${who} is not on the ladder yet, and may play anyone on it.`;
      list = null;
    } else if (state.entry === "CLOSED") {
      mayText.textContent = `${who} is not on the ladder, and new players may not join (ENTRY CLOSED).`;
      return;
    } else if (state.entry === "CHALLENGE") {
      mayText.textContent = `${who} is not on the ladder yet: a newcomer joins by challenging anyone on it.`;
      return;
    } else {
      list = state.newcomer;
      mayText.textContent = `${who} is not on the ladder yet: they join at the bottom, and may challenge:`;
    }
    if (list === null) return;
    may.replaceChildren(
      ...list.map((name) => {
        const p = position.get(key(name));
        const b = h(
          "button",
          { type: "button", className: "secondary" },
          p === undefined ? name : `${name} (${ordinal(p)})`,
        );
        b.addEventListener("click", () => {
          defender.value = name;
          defender.focus();
        });
        return h("li", {}, b);
      }),
    );
  }
  challenger.addEventListener("input", drawMay);
  // Whom one may challenge depends on the day: defaults and inactivity drops due by then count first.
  date.addEventListener("change", () => void load());
  challenger.addEventListener("change", drawMay);

  // ---- strike out, refresh ------------------------------------------------------------------------
  const strikeRow = h("select", { id: "ladder-strike-row" });
  let picked = "";
  strikeRow.addEventListener("change", () => (picked = strikeRow.value));
  const strike = h("button", { type: "button", className: "secondary", id: "ladder-strike" }, "Strike out");
  strike.addEventListener("click", () => {
    const row = Number(strikeRow.value);
    const entry = state?.entries.find((e) => e.row === row);
    if (entry === undefined) return;
    void host.run("strikeLadderRow", { row, challenger: entry.challenger, defender: entry.defender });
  });
  const rebuild = h("button", { type: "button", className: "secondary", id: "ladder-refresh" }, "Refresh ladder");
  rebuild.addEventListener("click", () => void host.run("refreshLadder", {}));
  const web = h("button", { type: "button", className: "secondary", id: "ladder-web" }, "Web page");
  web.title =
    "The ladder as one page for the club's site or the notice board (title, date, games, W-D-L, movement, challenges)";
  web.addEventListener("click", () => void host.run("ladderWebPage", {}));

  // ---- set up --------------------------------------------------------------------------------------
  const type = h(
    "select",
    { id: "ladder-type" },
    h("option", { value: "CHALLENGE" }, "Challenge ladder (places won and lost)"),
    h("option", { value: "RATING" }, "Rating ladder (a club rating)"),
    h("option", { value: "POINTS" }, "Points ladder (points for results)"),
  );
  const players = h("textarea", { id: "ladder-players", rows: 5, spellcheck: "false" });
  const setup = h("button", { type: "button", className: "secondary", id: "ladder-setup" }, "Set up the ladder");
  setup.addEventListener("click", () => {
    void host.run("setupLadder", { type: type.value, players: players.value.split(/\r?\n/) }).then((o) => {
      if (o.kind === "done") players.value = "";
    });
  });
  const setupGroup = h(
    "details",
    { id: "ladder-setup-group" },
    h("summary", {}, "Set up a ladder"),
    h(
      "p",
      { className: "hint" },
      "Creates the Ladder settings, Ladder start, Ladder log and Ladder sheets. An existing log is never replaced.",
    ),
    field("Kind of ladder", type),
    field(
      "Starting order, top first",
      players,
      "One name per line (on a rating ladder: Name, rating). Leave it empty and players join at the bottom as they first appear in the log.",
    ),
    h("div", { className: "row" }, setup),
  );

  const form = h(
    "div",
    { id: "ladder-form" },
    h("h3", {}, "Record a game"),
    field("Date", date),
    field("Challenger", challenger),
    mayText,
    may,
    field("Defender", defender),
    h(
      "div",
      { className: "field" },
      h("span", { className: "label", id: "ladder-result-label" }, "Result, from the challenger's side"),
      h(
        "div",
        { role: "group", "aria-labelledby": "ladder-result-label" },
        h("div", { className: "choices" }, ...resultButtons.slice(0, 3)),
        h("div", { className: "choices" }, ...resultButtons.slice(3)),
      ),
    ),
    h("div", { className: "row" }, record, clock),
    h(
      "p",
      { className: "hint" },
      "The date alone lets inactivity drops and defaults due by that day count, without a game.",
    ),
    h("hr", {}),
    field(
      "Log row",
      strikeRow,
      "A mistaken row is struck out with ~ (never deleted), and the ladder is rebuilt without it.",
    ),
    h("div", { className: "row" }, strike, rebuild, web),
    h("hr", {}),
  );

  const upkeep = mountLadderUpkeep(host, () => date.value);
  form.appendChild(upkeep.element);
  const element = h("div", { className: "task", id: "ladder-group" }, line, problems, form, setupGroup, names);

  function draw(s: LadderStatus | null): void {
    state = s;
    upkeep.draw(s);
    problems.replaceChildren();
    if (s === null || !s.exists) {
      line.textContent = "No ladder in this workbook yet: set one up below.";
      form.hidden = true;
      setupGroup.open = true;
      names.replaceChildren();
      return;
    }
    form.hidden = false;
    const parts = [TYPE_NAMES[s.type] ?? s.type, `${s.lines.length} player${s.lines.length === 1 ? "" : "s"}`];
    parts.push(`${s.games} game${s.games === 1 ? "" : "s"} logged`);
    if (s.lastDate !== null) parts.push(`last ${s.lastDate}`);
    if (s.problems.length > 0) parts.push(`${s.problems.length} problem${s.problems.length === 1 ? "" : "s"}`);
    line.textContent = parts.join(" · ");
    const notes = [...s.problems, ...s.pending];
    if (notes.length > 0) problems.appendChild(h("ul", {}, ...notes.map((p) => h("li", {}, p))));
    names.replaceChildren(...s.lines.map((l) => h("option", { value: l.name })));
    const chosen = picked;
    strikeRow.replaceChildren(
      ...(s.entries.length === 0
        ? [h("option", { value: "" }, "No rows in the log yet")]
        : s.entries.map((e) =>
            h("option", { value: e.row }, `Row ${e.row}: ${e.text}${e.problem === null ? "" : " (not accepted)"}`),
          )),
    );
    // The row the user picked stays picked; otherwise the newest.
    if (s.entries.some((e) => String(e.row) === chosen)) strikeRow.value = chosen;
    else picked = "";
    strike.disabled = s.entries.length === 0;
    drawMay();
    if (focusForm) {
      focusForm = false;
      challenger.focus();
    }
  }

  async function load(): Promise<void> {
    const mine = ++asked;
    const o = await host.quietly("ladderStatus", { date: date.value });
    if (mine !== asked) return;
    if (o.kind !== "done") {
      line.textContent = o.message;
      return;
    }
    draw(o.data as LadderStatus);
  }

  return {
    id: "ladder",
    label: "Ladder",
    hint: "A club ladder: record games, whom each may challenge, the Ladder sheet",
    element,
    holds: (s) => s.holds.ladder,
    refresh: () => void load(),
    first: () => (form.hidden ? type : challenger),
    open(show): void {
      focusForm = true;
      show();
      void load();
    },
  };
}
