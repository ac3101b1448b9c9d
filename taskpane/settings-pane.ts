/**
 * The event's Settings fold: pairing system, bye value, team-mates apart, rounds planned, the
 * tiebreak order (↑ ↓ × beside each, keyboard first) and the FIDE tiebreak rules. While it holds
 * changes not yet saved, a status refresh leaves it alone.
 */
import type { EventSettings } from "../src/workbook/settings";
import { settingIdle, SYSTEM_CHOICES, TIEBREAK_CHOICES } from "../src/workbook/settings";
import { field, h } from "./dom";
import type { PaneHost } from "./answers";

export interface SettingsPart {
  readonly element: HTMLDetailsElement;
  /** Shows the workbook's settings, unless the form holds unsaved changes. */
  update(settings: EventSettings, sheet: string | null, firstBoard?: number): void;
}

function label(code: string): string {
  return TIEBREAK_CHOICES.find((c) => c.code === code)?.label ?? code;
}

export function mountSettings(host: Pick<PaneHost, "run">): SettingsPart {
  const system = h("select", { id: "system" }, ...SYSTEM_CHOICES.map((c) => h("option", { value: c.code }, c.label)));
  const bye = h(
    "select",
    { id: "bye-value" },
    h("option", { value: "10" }, "1 point"),
    h("option", { value: "5" }, "½ point"),
    h("option", { value: "0" }, "0 points"),
  );
  const teams = h("input", { type: "checkbox", id: "separate-teams" });
  const rounds = h("input", { type: "number", id: "rounds", min: 1, max: 30, inputmode: "numeric" });
  const tiebreakRules = h("input", { type: "text", id: "tiebreak-rules", placeholder: "by the start date" });
  const baku = h("input", { type: "checkbox", id: "baku" });
  // Issue 24: the number of the event's (or this section's) first table, so that sections number apart.
  const firstBoard = h("input", { type: "number", id: "first-board", min: 1, max: 9999, inputmode: "numeric" });
  let boardEdited = false;
  firstBoard.addEventListener("input", () => (boardEdited = true));
  const order = h("ol", { className: "tiebreaks", id: "tiebreak-order", "aria-label": "Tiebreak order" });
  const addTiebreak = h("select", { id: "tiebreak-add", "aria-label": "Add a tiebreak" });
  // Settings the chosen system does not use: disabled, with the reason beside them (issue 29).
  const teamsIdle = h("p", { className: "hint", id: "separate-teams-idle", hidden: true });
  const bakuIdle = h("p", { className: "hint", id: "baku-idle", hidden: true });
  const idle = (): void => {
    for (const [box, note, setting] of [
      [teams, teamsIdle, "separateTeams"],
      [baku, bakuIdle, "baku"],
    ] as const) {
      const why = settingIdle(setting, system.value);
      box.disabled = why !== null;
      note.hidden = why === null;
      note.textContent = why ?? "";
      if (why === null) box.removeAttribute("aria-describedby");
      else box.setAttribute("aria-describedby", note.id);
    }
  };
  system.addEventListener("change", idle);
  let chosen: string[] = [];
  let sheet: string | null = null;
  /** The settings form holds changes not saved yet: refreshing the status leaves it alone. */
  let edited = false;

  function drawTiebreaks(focus?: string): void {
    order.replaceChildren(
      ...chosen.map((code, i) => {
        const up = h(
          "button",
          { type: "button", className: "icon", "aria-label": `Move ${label(code)} up`, disabled: i === 0 },
          "↑",
        );
        const down = h(
          "button",
          {
            type: "button",
            className: "icon",
            "aria-label": `Move ${label(code)} down`,
            disabled: i === chosen.length - 1,
          },
          "↓",
        );
        const remove = h("button", { type: "button", className: "icon", "aria-label": `Remove ${label(code)}` }, "×");
        up.dataset.focus = `up-${code}`;
        down.dataset.focus = `down-${code}`;
        up.addEventListener("click", () => move(i, -1, `up-${code}`));
        down.addEventListener("click", () => move(i, 1, `down-${code}`));
        remove.addEventListener("click", () => {
          chosen.splice(i, 1);
          drawTiebreaks();
          addTiebreak.focus();
        });
        return h(
          "li",
          {},
          h("span", { className: "tb-name" }, `${i + 1}. ${label(code)}`),
          h("span", { className: "tb-buttons" }, up, down, remove),
        );
      }),
    );
    addTiebreak.replaceChildren(
      h("option", { value: "" }, "Add a tiebreak…"),
      ...TIEBREAK_CHOICES.filter((c) => !chosen.includes(c.code)).map((c) => h("option", { value: c.code }, c.label)),
    );
    if (focus !== undefined) {
      const target = order.querySelector<HTMLButtonElement>(`[data-focus="${focus}"]`);
      if (target !== null && !target.disabled) target.focus();
      else order.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus();
    }
  }

  function move(i: number, by: number, focus: string): void {
    const j = i + by;
    if (j < 0 || j >= chosen.length) return;
    [chosen[i], chosen[j]] = [chosen[j] as string, chosen[i] as string];
    drawTiebreaks(focus);
  }

  addTiebreak.addEventListener("change", () => {
    if (addTiebreak.value !== "") chosen.push(addTiebreak.value);
    drawTiebreaks();
    addTiebreak.focus();
  });

  const save = h("button", { type: "button", className: "secondary", id: "save-settings" }, "Save settings");
  save.addEventListener("click", () => {
    edited = false;
    void host.run("saveSettings", {
      settings: {
        system: system.value,
        byeValue: Number(bye.value),
        separateTeams: teams.checked,
        rounds: rounds.value === "" ? null : Number(rounds.value),
        tiebreaks: chosen,
        tiebreakRules: tiebreakRules.value,
        baku: baku.checked,
        sheet,
      },
      ...(boardEdited ? { firstBoard: firstBoard.value.trim() === "" ? null : Number(firstBoard.value) } : {}),
    });
    boardEdited = false;
  });

  const markEdited = (): void => {
    edited = true;
  };
  const editedByButton = (e: Event): void => {
    const target = e.target as HTMLElement | null;
    if (target?.closest("ol.tiebreaks button") !== null && target !== null) edited = true;
  };

  const element = h(
    "details",
    { className: "group", id: "settings-group", oninput: markEdited, onchange: markEdited, onclick: editedByButton },
    h("summary", {}, "Settings"),
    field("Pairing system", system),
    field("Bye value", bye, "What the pairing-allocated bye scores."),
    h(
      "div",
      { className: "field check" },
      teams,
      h("label", { for: "separate-teams" }, "Keep team-mates apart (US Chess 28N, every round where possible)"),
      teamsIdle,
    ),
    field("Rounds planned", rounds),
    field(
      "First board",
      firstBoard,
      "The number of the first table this event (or section) plays at; blank: just after the previous section's last board.",
    ),
    h(
      "div",
      { className: "field" },
      h("span", { className: "label", id: "tb-label" }, "Tiebreaks, in order"),
      order,
      addTiebreak,
    ),
    field(
      "FIDE tiebreak rules",
      tiebreakRules,
      "2023 or 2026 (blank: the rules in force on the start date), RR for a round robin, UNRATED 1400.",
    ),
    h("div", { className: "field check" }, baku, h("label", { for: "baku" }, "Accelerated pairings (Baku method)"), bakuIdle),
    h("div", { className: "row" }, save),
  );

  idle();
  return {
    element,
    update(s, at, first) {
      sheet = at;
      if (edited) return;
      if (first !== undefined) firstBoard.value = String(first);
      system.value = s.system;
      bye.value = String(s.byeValue);
      teams.checked = s.separateTeams;
      rounds.value = s.rounds === null ? "" : String(s.rounds);
      tiebreakRules.value = s.tiebreakRules;
      baku.checked = s.baku;
      idle();
      chosen = [...s.tiebreaks];
      drawTiebreaks();
    },
  };
}
