/**
 * The playground's grid: the in-memory workbook's sheets as tabs, the sheet in front as a table of
 * cells you can type into (Enter moves down, Tab across). Values go in as text (input.value). A number
 * is drawn through its cell's number format as Excel and Sheets draw it (15.5 in a `# ?/2` cell as
 * 15½, 144.45 in a `$#,##0.00` cell as $144.45); the cell keeps the number, and a cell being edited
 * shows it plainly, as a spreadsheet's formula bar does.
 */
import { columnLetters } from "../src/workbook/geometry";
import type { MemoryWorkbook } from "../src/workbook/memory";
import type { Cell } from "../src/workbook/port";
import { h } from "./dom";

const EXTRA_ROWS = 3;
/** Rows drawn of a long sheet until the user asks for all of them. */
const DRAWN_ROWS = 600;
const EXTRA_COLS = 2;
const MIN_ROWS = 20;
const MIN_COLS = 6;

function shown(v: Cell | undefined): string {
  if (v === null || v === undefined) return "";
  return String(v);
}

export function mountGrid(root: HTMLElement, wb: MemoryWorkbook): { redraw(): void } {
  const tabs = h("div", { className: "tabs", role: "tablist", "aria-label": "Sheets" });
  const holder = h("div", { className: "grid-holder", role: "tabpanel", id: "grid-panel", tabindex: -1 });
  root.replaceChildren(tabs, holder);
  let typing = false;
  let pending = false;

  function drawTabs(): void {
    tabs.replaceChildren(
      ...wb.names().map((name) => {
        const selected = name === wb.active;
        const tab = h("button", {
          type: "button",
          role: "tab",
          className: "tab",
          "aria-selected": selected ? "true" : "false",
          "aria-controls": "grid-panel",
          tabindex: selected ? 0 : -1,
          "data-sheet": name,
        });
        tab.textContent = name;
        tab.addEventListener("click", () => wb.activate(name));
        tab.addEventListener("keydown", (e) => {
          const names = wb.names();
          const i = names.indexOf(name);
          const to =
            e.key === "ArrowRight"
              ? names[(i + 1) % names.length]
              : e.key === "ArrowLeft"
                ? names[(i - 1 + names.length) % names.length]
                : undefined;
          if (to !== undefined) {
            e.preventDefault();
            wb.activate(to);
            tabs.querySelector<HTMLButtonElement>(`[data-sheet="${CSS.escape(to)}"]`)?.focus();
          }
        });
        return tab;
      }),
    );
  }

  /** Sheets drawn whole although they are long (the user asked). */
  const drawAll = new Set<string>();

  function drawSheet(): void {
    const name = wb.active;
    const focused =
      document.activeElement instanceof HTMLInputElement ? document.activeElement.dataset.cell : undefined;
    if (name === "") {
      holder.replaceChildren(h("p", { className: "hint" }, "This workbook is empty."));
      return;
    }
    const values = wb.values(name);
    // A long sheet (a 2,000-player rating list) is drawn in part until asked: every cell is an input.
    const all = Math.max(MIN_ROWS, values.length + EXTRA_ROWS);
    const rows = drawAll.has(name) ? all : Math.min(all, DRAWN_ROWS);
    const cols = Math.max(MIN_COLS, values.reduce((w, r) => Math.max(w, r.length), 0) + EXTRA_COLS);
    const head = h(
      "tr",
      {},
      h("th", { className: "corner", scope: "col" }, ""),
      ...Array.from({ length: cols }, (_, c) => h("th", { scope: "col" }, columnLetters(c))),
    );
    const body = h("tbody", {});
    // Each column as wide as its longest text (names are not cut short), between 8 and 36 characters.
    const widths = Array.from({ length: cols }, (_, c) => {
      let w = 0;
      for (let r = 0; r < rows; r++) w = Math.max(w, (r < values.length ? wb.shown(name, r, c) : "").length);
      return `${Math.min(36, Math.max(8, w + 2))}ch`;
    });
    for (let r = 0; r < rows; r++) {
      const tr = h("tr", {}, h("th", { scope: "row" }, r + 1));
      for (let c = 0; c < cols; c++) {
        const address = `${columnLetters(c)}${r + 1}`;
        const v = values[r]?.[c];
        const input = h("input", {
          type: "text",
          className: typeof v === "number" ? "num" : "",
          "aria-label": `${name} ${address}`,
          "data-cell": address,
          "data-row": r,
          "data-col": c,
          spellcheck: "false",
          autocomplete: "off",
        });
        // The cell as the sheet shows it; while it has the focus, its value as stored (what is edited).
        let plain = shown(v);
        let display = wb.shown(name, r, c);
        const mark = () => {
          if (display !== plain) input.dataset.value = plain;
          else delete input.dataset.value;
        };
        input.value = display;
        mark();
        if (wb.numberFormat(name, r, c) !== undefined) {
          input.addEventListener("focus", () => {
            if (input.value !== display) return;
            // The value shown instead, all of it selected as a spreadsheet's cell is: typing replaces it.
            input.value = plain;
            input.select();
          });
          input.addEventListener("blur", () => {
            if (input.value === plain) input.value = display;
          });
        }
        input.style.width = widths[c] as string;
        const formula = wb.formula(name, r, c);
        if (formula !== "") input.title = formula;
        // What was typed goes in (not redrawn meanwhile); the cell then shows the new value through its format.
        const enter = () => {
          typing = true;
          wb.type(name, r, c, input.value);
          typing = false;
          plain = shown(wb.values(name)[r]?.[c]);
          display = wb.shown(name, r, c);
          mark();
        };
        input.addEventListener("change", () => {
          if (input.value !== plain && input.value !== display) enter(); // else not changed: the number stays
        });
        input.addEventListener("keydown", (e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          if (input.value !== plain && input.value !== display) enter();
          holder
            .querySelector<HTMLInputElement>(`input[data-row="${r + (e.shiftKey ? -1 : 1)}"][data-col="${c}"]`)
            ?.focus();
        });
        tr.appendChild(h("td", {}, input));
      }
      body.appendChild(tr);
    }
    const table = h("table", { className: "grid", "aria-label": `Sheet ${name}` }, h("thead", {}, head), body);
    const more =
      rows < all
        ? h(
            "button",
            {
              type: "button",
              className: "secondary",
              onclick: () => {
                drawAll.add(name);
                drawSheet();
              },
            },
            `Show all ${all} rows (rows ${rows + 1}–${all} are not drawn)`,
          )
        : null;
    holder.replaceChildren(table, ...(more === null ? [] : [more]));
    if (focused !== undefined) holder.querySelector<HTMLInputElement>(`input[data-cell="${focused}"]`)?.focus();
  }

  function redraw(): void {
    drawTabs();
    drawSheet();
  }

  wb.onChange(() => {
    if (typing || pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      redraw();
    });
  });
  redraw();
  return { redraw };
}
