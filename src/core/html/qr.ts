/**
 * A QR code as inline SVG, from its modules (the encoder lives outside the core, in the bundles
 * that print pairings: src/workbook/qr.ts). One path of unit squares, a quiet zone of four modules
 * all round (ISO/IEC 18004 7.3.8), black on white, sized by the page's CSS: vector, so it prints
 * sharp at any size.
 */
import { escapeHtml } from "./page";

/** A QR code to print: the address it opens and its modules (true: dark), rows top to bottom. */
export interface QrCode {
  readonly address: string;
  readonly modules: readonly (readonly boolean[])[];
}

const QUIET = 4;

/**
 * The SVG of a code's modules.
 * @example qrSvg([[true]], "x") // '<svg … viewBox="0 0 9 9" …><title>x</title><path d="M4 4h1v1h-1z" …/></svg>'
 */
export function qrSvg(modules: readonly (readonly boolean[])[], title: string): string {
  const n = modules.length;
  const size = n + 2 * QUIET;
  let d = "";
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img"><title>${escapeHtml(title)}</title><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

/**
 * The code with the address under it, as the printed pairings carry it.
 * @example qrFigure({ address: "https://club.example/r", modules }).startsWith('<figure class="qr">') // true
 */
export function qrFigure(qr: QrCode): string {
  return `<figure class="qr">${qrSvg(qr.modules, `QR code: ${qr.address}`)}<figcaption>Your board on your phone:<br><span class="url">${escapeHtml(qr.address)}</span></figcaption></figure>`;
}
