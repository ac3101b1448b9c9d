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
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63];
    out += ALPHABET[(n >> 12) & 63];
    out += b === undefined ? "=" : ALPHABET[(n >> 6) & 63];
    out += c === undefined ? "=" : ALPHABET[n & 63];
  }
  return out;
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
