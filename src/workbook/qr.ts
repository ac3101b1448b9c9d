/**
 * The QR code on the printed pairings (issue 24, item 6): the address the director gives (the
 * Tournament sheet's "Web address" row, or `wallchart wall --url`) encoded by uqr (MIT, no
 * dependencies, a port of Nayuki's QR Code generator; only the bundles that print the wall import
 * this file: the pane's and the CLI's, not the custom functions'). Error correction M (15%): a sheet
 * on a wall gets pinned, folded and scribbled on.
 */
import { encode } from "uqr";
import type { QrCode } from "../core/html/qr";

/** The longest address put in a code (a longer one makes a code too dense to scan off a wall). */
export const ADDRESS_MAX = 300;

/**
 * The code for a web address, or why there is none (said with the cell the address came from).
 * @example qrCode("https://club.example/spring/this-round.html") // { address, modules: [[true, …], …] }
 * @example qrCode("club.example") // '"club.example" is not a web address (it starts http:// or https://)'
 */
export function qrCode(address: string): QrCode | string {
  const a = address.trim();
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(a)) return `"${a}" is not a web address (it starts http:// or https://)`;
  if (a.length > ADDRESS_MAX) return `the web address is ${a.length} characters long; a code of more than ${ADDRESS_MAX} is too dense to scan from a printed sheet`;
  const { data } = encode(a, { ecc: "M", border: 0 });
  return { address: a, modules: data.map((row) => [...row]) };
}
