/* The playground: the functions over an in-browser wallchart, no Office needed. */
import { tiebreakMedian } from "../src/grid/functions/tiebreaks";

const SAMPLE = [
  ["W4", "W3", "D2"],
  ["L3", "W4", "D1"],
  ["W2", "L1", "W4"],
  ["L1", "L2", "L3"],
];

function render(root: HTMLElement): void {
  const table = document.createElement("table");
  const medians = tiebreakMedian(SAMPLE, "MEDIAN");
  SAMPLE.forEach((row, i) => {
    const tr = document.createElement("tr");
    const cells = [`#${i + 1}`, ...row, String(medians[i]?.[0] ?? "")];
    for (const c of cells) {
      const td = document.createElement("td");
      td.textContent = c;
      tr.appendChild(td);
    }
    table.appendChild(tr);
  });
  root.replaceChildren(table);
}

const root = document.getElementById("app");
if (root) render(root);
