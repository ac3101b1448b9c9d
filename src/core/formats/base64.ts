/**
 * Bytes as base64 text (RFC 4648, with padding): a binary file (the US Chess report's .DBF) crosses
 * google.script.run and the pane's answers as text. Our own few lines: Apps Script has no `btoa`,
 * and the core touches no platform global.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * @example base64(new Uint8Array([77, 97, 110])) // "TWFu"
 * @example base64(new Uint8Array([77])) // "TQ=="
 */
export function base64(bytes: Uint8Array): string {
  // The letters' codes first, then made text 8,192 at a time (a web page set's zip is a megabyte or
  // two: a string grown letter by letter is slow, in Apps Script above all).
  const codes = new Uint16Array(Math.ceil(bytes.length / 3) * 4);
  const letter = (k: number) => ALPHABET.charCodeAt(k);
  const PAD = 61; // "="
  let o = 0;
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    codes[o++] = letter((n >> 18) & 63);
    codes[o++] = letter((n >> 12) & 63);
    codes[o++] = b === undefined ? PAD : letter((n >> 6) & 63);
    codes[o++] = c === undefined ? PAD : letter(n & 63);
  }
  const parts: string[] = [];
  // apply, not a spread: spreading a typed array walks its iterator, several times slower.
  for (let i = 0; i < codes.length; i += 8192) parts.push(String.fromCharCode.apply(null, codes.subarray(i, i + 8192) as unknown as number[]));
  return parts.join("");
}

/**
 * The bytes of base64 text; null when the text is not base64.
 * @example fromBase64("TWFu") // Uint8Array [77, 97, 110]
 */
export function fromBase64(text: string): Uint8Array | null {
  const t = text.replace(/\s+/g, "");
  if (t.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(t)) return null;
  const pad = t.endsWith("==") ? 2 : t.endsWith("=") ? 1 : 0;
  const out = new Uint8Array((t.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < t.length; i += 4) {
    const v = [0, 1, 2, 3].map((k) => (t[i + k] === "=" ? 0 : ALPHABET.indexOf(t[i + k] as string)));
    const n = ((v[0] as number) << 18) | ((v[1] as number) << 12) | ((v[2] as number) << 6) | (v[3] as number);
    for (const byte of [(n >> 16) & 255, (n >> 8) & 255, n & 255]) if (o < out.length) out[o++] = byte;
  }
  return out;
}
