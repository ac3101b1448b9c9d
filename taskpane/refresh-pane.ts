/**
 * Refresh ratings (issue 25 item 2), under Import entries: the players already in the event (or the
 * section chosen) against the rating lists added above, read here in the browser against them; the
 * answer lists what would change and every doubt, and Write the new ratings writes them in one
 * undoable step (after round 1 the lists' figures go beside the ratings that paired, never over
 * them). Runs src/workbook/actions/refresh-ratings.ts through the pane.
 */
import type { RatingKind } from "../src/core/entries/fide-txt";
import type { ListSent } from "../src/workbook/actions/import-entries";
import type { RefreshPreview } from "../src/workbook/actions/refresh-ratings";
import type { PaneHost } from "./answers";
import { h } from "./dom";
import { readListFile, type NamedBlob } from "./rating-lists";

export interface ListChoice {
  readonly files: readonly NamedBlob[];
  readonly kind: RatingKind;
}

export function mountRefresh(host: PaneHost, choice: () => ListChoice): HTMLElement {
  let lists: ListSent[] | null = null;
  const alert = h("p", { className: "hint", id: "refresh-alert", role: "alert", hidden: true });
  const compare = h("button", { type: "button", className: "secondary", id: "refresh-ratings", title: "Lists what the rating lists would change, without writing" }, "Refresh ratings");
  const write = h("button", { type: "button", className: "primary", id: "refresh-write", disabled: true, title: "Writes the new ratings in one step (Undo takes it back)" }, "Write the new ratings");

  compare.addEventListener("click", () => {
    void (async () => {
      const { files, kind } = choice();
      if (files.length === 0) {
        alert.textContent = "Add a rating list first (Add rating lists… above).";
        alert.hidden = false;
        return;
      }
      alert.hidden = true;
      const first = await host.quietly("refreshRatings", { preview: true });
      if (first.kind !== "done") {
        await host.run("refreshRatings", { preview: true });
        return;
      }
      const players = (first.data as RefreshPreview).players;
      const read: ListSent[] = [];
      for (const f of files) {
        const r = await readListFile(f, players, kind);
        if (typeof r === "string") {
          alert.textContent = r;
          alert.hidden = false;
          continue;
        }
        read.push({ label: r.label, idKind: r.idKind, players: r.players, read: r.read });
      }
      lists = read;
      const o = await host.run("refreshRatings", { preview: true, lists: read });
      write.disabled = o.kind !== "done" || (o.data as RefreshPreview).changes.length === 0;
    })();
  });
  write.addEventListener("click", () => {
    if (lists === null) return;
    void host.run("refreshRatings", { lists }).then((o) => {
      if (o.kind === "done" && o.message !== "Nothing was changed.") write.disabled = true;
    });
  });

  return h(
    "div",
    { id: "refresh-part" },
    h("hr", {}),
    h("p", { className: "hint" }, "Refresh ratings: the players already entered (in the section chosen) against the lists above. Before round 1 the ratings change; after it, the lists' figures go in a List rating column beside the ratings that paired."),
    alert,
    h("div", { className: "row" }, compare, write),
  );
}
