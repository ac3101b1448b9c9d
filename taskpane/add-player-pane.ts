/**
 * Add player, whole (issue 25 item 4): name, ID, FIDE ID, federation, team or school, birth, sex,
 * section, byes ahead, and for a late entry how the rounds missed count. As the director types a
 * name or an ID, the rating lists added under Import entries are searched (read here in the
 * browser, a list at a time) and the players found are offered: one press fills the fields, with
 * the list named as the rating's source. Runs addPlayer (src/workbook/actions/players.ts).
 */
import { describeListPlayer, type MatchEntry } from "../src/core/entries/match";
import type { ListPlayer } from "../src/core/entries/types";
import type { EventStatus } from "../src/workbook/api";
import type { PaneHost } from "./answers";
import { field, h } from "./dom";
import { readListFile } from "./rating-lists";
import type { ListChoice } from "./refresh-pane";

export interface AddPlayerPart {
  readonly element: HTMLElement;
  update(status: EventStatus, sections: readonly string[], current: string): void;
}

const input = (id: string, attrs: Record<string, string> = {}): HTMLInputElement => h("input", { type: "text", id, autocomplete: "off", ...attrs });

export function mountAddPlayer(host: PaneHost, lists: () => ListChoice): AddPlayerPart {
  const name = input("add-name");
  const rating = input("add-rating", { inputmode: "numeric" });
  const memberId = input("add-id");
  const fideId = input("add-fide-id", { inputmode: "numeric" });
  const federation = input("add-federation", { placeholder: "USA" });
  const team = input("add-team");
  const birth = input("add-birth", { placeholder: "2011 or 2011-04-30" });
  const sex = h("select", { id: "add-sex" }, h("option", { value: "" }, "(not said)"), h("option", { value: "F" }, "F"), h("option", { value: "M" }, "M"));
  const section = h("select", { id: "add-section" });
  const requests = input("add-requests", { placeholder: "H3 H5" });
  const missed = h("select", { id: "add-missed" }, h("option", { value: "H" }, "½-point byes (asked for)"), h("option", { value: "U" }, "0-point byes"));
  const missedField = field("Rounds missed", missed);
  const found = h("ul", { className: "requests", id: "add-lookup", "aria-label": "Found in the rating lists", "aria-live": "polite" });
  let source = "";
  let title = "";
  let lastCurrent: string | null = null;

  const add = h("button", { type: "button", className: "secondary", id: "add-player" }, "Add player");
  add.addEventListener("click", () => {
    void host
      .run("addPlayer", {
        inSection: section.value,
        name: name.value,
        rating: rating.value.trim() === "" ? null : rating.value.trim(),
        memberId: memberId.value,
        fideId: fideId.value,
        federation: federation.value,
        team: team.value,
        birth: birth.value,
        sex: sex.value,
        requests: requests.value,
        ...(title === "" ? {} : { title }),
        ...(source === "" ? {} : { ratingSource: source }),
        missed: missed.value === "H" ? "H" : "U",
      })
      .then((o) => {
        if (o.kind !== "done" || !o.message.startsWith("Added")) return;
        for (const f of [name, rating, memberId, fideId, federation, team, birth, requests]) f.value = "";
        sex.value = "";
        source = "";
        title = "";
        found.replaceChildren();
      });
  });

  // ---- look-up in the lists as the director types ---------------------------------------------
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  function fill(p: ListPlayer, label: string, idKind: "id" | "fideId"): void {
    name.value = p.name;
    rating.value = p.rating === null ? "" : String(p.rating);
    (idKind === "fideId" ? fideId : memberId).value = p.id;
    if (p.fideId !== undefined) fideId.value = p.fideId;
    if (p.federation !== undefined) federation.value = p.federation;
    if (p.birthYear !== undefined) birth.value = String(p.birthYear);
    if (p.sex !== undefined) sex.value = p.sex === "w" ? "F" : "M";
    title = p.title ?? "";
    source = p.rating === null ? "" : label;
    found.replaceChildren(h("li", { className: "hint" }, `Filled from ${label}.`));
  }
  async function lookUp(): Promise<void> {
    const mine = ++asked;
    const { files, kind } = lists();
    const entry: MatchEntry = {
      name: name.value.trim(),
      ...(memberId.value.trim() === "" ? {} : { id: memberId.value.replace(/[\s.-]+/g, "") }),
      ...(fideId.value.trim() === "" ? {} : { fideId: fideId.value.replace(/[\s.-]+/g, "") }),
    };
    if (files.length === 0 || (entry.name.length < 4 && entry.id === undefined && entry.fideId === undefined)) {
      found.replaceChildren();
      return;
    }
    found.replaceChildren(h("li", { className: "hint" }, `Looking in ${files.map((f) => f.name).join(", ")}…`));
    const offers: HTMLElement[] = [];
    for (const f of files) {
      const r = await readListFile(f, [entry], kind, () => mine !== asked);
      if (mine !== asked) return; // the director typed on: a newer look-up is on its way
      if (typeof r === "string") continue;
      const idLabel = r.idKind === "fideId" ? "FIDE ID" : "ID";
      for (const p of r.players) {
        const b = h("button", { type: "button", className: "link" }, describeListPlayer(p, idLabel));
        b.addEventListener("click", () => fill(p, r.label, r.idKind));
        offers.push(h("li", {}, b, ` — ${r.label}`));
      }
    }
    found.replaceChildren(...(offers.length > 0 ? offers : [h("li", { className: "hint" }, "Not found in the lists (a name is looked up whole, or nearly).")]));
  }
  for (const f of [name, memberId, fideId])
    f.addEventListener("input", () => {
      source = "";
      clearTimeout(timer);
      timer = setTimeout(() => void lookUp(), 600);
    });

  const element = h(
    "div",
    { id: "add-player-part" },
    h("p", { className: "hint" }, "A new player, or a late entry: the next pairing number; the rounds missed are recorded as you choose. Type a name or an ID to look the player up in the rating lists added under Import entries."),
    field("Name", name),
    found,
    field("Rating", rating, "Blank for unrated."),
    field("ID", memberId, "US Chess or national ID."),
    field("FIDE ID", fideId),
    field("Federation", federation),
    field("Team / school", team),
    field("Birth", birth),
    field("Sex", sex),
    field("Section", section),
    field("Byes ahead", requests, "H half-point bye, U zero-point bye, with the round: H3 H5."),
    missedField,
    h("div", { className: "row" }, add),
  );
  return {
    element,
    update(s, sections, current) {
      const names = sections.length === 0 ? [""] : sections;
      const keep = current === lastCurrent && names.includes(section.value) ? section.value : current;
      lastCurrent = current;
      section.replaceChildren(...names.map((n) => h("option", { value: n }, n === "" ? "Main event" : n)));
      section.value = names.includes(keep) ? keep : (names[0] ?? "");
      section.closest(".field")?.toggleAttribute("hidden", names.length < 2);
      missedField.hidden = s.paired === 0;
    },
  };
}
