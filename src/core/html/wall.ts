/**
 * One press for the wall: the current round of every section (or a chosen one) on one printable
 * page — the boards, then the list by name (name, board, colour, opponent, both scores), each
 * starting on a new sheet of paper — and, when asked, a pairing card / result slip per board (White
 * and Black, blanks for the result and the signatures, cut lines). Boards as posted
 * (core/posting/boards.ts). Sized for A4 or US Letter; no scripts, nothing fetched.
 */
import type { Tournament } from "../model/types";
import { pointsText } from "../model/points";
import { roundsPosted } from "../posting/boards";
import { byNameGrid, pairingsGrid } from "../posting/grids";
import { postedRound, type PostedBoard, type PostedRound } from "../posting/pairings";
import { escapeHtml, htmlTable, SCROLL_CUE } from "./page";
import { qrFigure, type QrCode } from "./qr";

export type Paper = "A4" | "Letter";

export interface WallSection {
  /** The section's name ("Open"; "" for an event without sections). */
  readonly name: string;
  readonly t: Tournament;
  /** The round to print (default: the last round posted, the one just paired). */
  readonly round?: number;
  /** Where rounds without a Round sheet start numbering (default 1). */
  readonly firstBoard?: number;
}

export interface WallOptions {
  /** The event's name, at the head of every list. */
  readonly event: string;
  readonly paper?: Paper;
  /** A pairing card / result slip per board. */
  readonly cards?: boolean;
  /** Where the event's pages are published: a QR code to it beside each section's pairings by board. */
  readonly qr?: QrCode;
}

const STYLE = (paper: Paper) => `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:0;padding:12px;color:#000;background:#fff}
h1{font-size:1.25rem;margin:0 0 8px}
@media screen{section.part+section.part{margin-top:22px}}
.part{break-after:page;page-break-after:always}
.part:last-child{break-after:auto;page-break-after:auto}
.wrap{${SCROLL_CUE}}
table{border-collapse:collapse;font-size:10.5pt;width:100%}
th,td{border:1px solid #777;padding:2px 5px;text-align:left;white-space:nowrap}
th{background:#e6e6e6}
td.n,th.n{text-align:right}
thead{display:table-header-group}
tr{break-inside:avoid;page-break-inside:avoid}
.cards{display:grid;grid-template-columns:1fr 1fr;gap:0}
.card{border:1px dashed #555;padding:8px 10px;break-inside:avoid;page-break-inside:avoid;font-size:10pt}
.card h2{font-size:11pt;margin:0 0 4px}
.card p{margin:2px 0}
.card .res{margin-top:6px}
.card .sig{display:flex;gap:12px;margin-top:10px}
.card .sig span{flex:1;border-top:1px solid #000;padding-top:2px;font-size:8.5pt}
figure.qr{float:right;width:34mm;margin:0 0 6px 10px;text-align:center;font-size:8pt}
figure.qr .url{word-break:break-all}
figure.qr svg{display:block;width:100%;height:auto}
@media screen and (max-width:600px){figure.qr{float:none;margin:0 auto 8px}table{font-size:.85rem}}
@media print{@page{size:${paper === "A4" ? "A4" : "letter"};margin:10mm}body{padding:0}.wrap{overflow:visible;background:none}}`;

/** A pairing card / result slip for one board. */
function card(event: string, section: string, round: number, b: PostedBoard): string {
  const side = (colour: string, s: PostedBoard["white"]) =>
    `<p><b>${colour}:</b> ${escapeHtml(`#${s.id} ${s.name}`.trim())} (${s.rating ?? "unr."}) — ${escapeHtml(pointsText(s.score))}</p>`;
  const where = [event, section, `Round ${round}`].filter((x) => x !== "").join(" — ");
  return `<div class="card"><h2>Board ${escapeHtml(b.board)}</h2><p>${escapeHtml(where)}</p>${side("White", b.white)}${side("Black", b.black)}<p class="res">Result: ☐ 1-0 &nbsp; ☐ ½-½ &nbsp; ☐ 0-1</p><div class="sig"><span>White's signature</span><span>Black's signature</span></div></div>`;
}

/**
 * The cards of a round, two to a row, each inside cut lines.
 * @example resultSlips("Spring Open", "", postedRound(t, 4)).startsWith('<div class="cards">') // true
 */
export function resultSlips(event: string, section: string, r: PostedRound): string {
  return `<div class="cards">\n${r.boards.map((b) => card(event, section, r.round, b)).join("\n")}\n</div>`;
}

/**
 * The page to print for the wall.
 * @example wallPage([{ name: "Open", t }], { event: "Spring Open" }).includes("find your board") // true
 */
export function wallPage(sections: readonly WallSection[], options: WallOptions): string {
  const paper = options.paper ?? "A4";
  const parts: string[] = [];
  for (const s of sections) {
    const round = s.round ?? roundsPosted(s.t);
    if (round < 1) continue;
    const r = postedRound(s.t, round, s.firstBoard);
    const head = [options.event, s.name, `Round ${round}`].filter((x) => x !== "").join(" — ");
    const qr = options.qr === undefined ? "" : qrFigure(options.qr);
    parts.push(
      `<section class="part">${qr}<h1>${escapeHtml(`${head}: pairings by board`)}</h1>\n${htmlTable(pairingsGrid(r))}</section>`,
    );
    parts.push(
      `<section class="part"><h1>${escapeHtml(`${head}: find your board`)}</h1>\n${htmlTable(byNameGrid(r))}</section>`,
    );
    if (options.cards === true && r.boards.length > 0)
      parts.push(
        `<section class="part"><h1>${escapeHtml(`${head}: result slips`)}</h1>\n${resultSlips(options.event, s.name, r)}</section>`,
      );
  }
  const body = parts.length === 0 ? "<p>No round is paired yet.</p>" : parts.join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${options.event} — for the wall`)}</title>
<style>${STYLE(paper)}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
