/**
 * Base64 to bytes (RFC 4648, with or without padding). A fresh process runs this in V8's
 * interpreter, where a loop over the matcher's 55,000 characters costs tens of milliseconds: the
 * host's native decoder is used where there is one (Uint8Array.fromBase64 from ES2026, Node's
 * Buffer), this one elsewhere. All give the same bytes.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

interface NativeBase64 {
  Uint8Array?: { fromBase64?: (text: string) => Uint8Array };
  Buffer?: { from(text: string, encoding: "base64"): Uint8Array };
}

export function decodeBase64(text: string): Uint8Array {
  const host = globalThis as NativeBase64;
  const valid = /^[A-Za-z0-9+/]*={0,2}$/.test(text);
  if (valid && typeof host.Uint8Array?.fromBase64 === "function") return host.Uint8Array.fromBase64(text);
  if (valid && host.Buffer !== undefined && typeof host.Buffer.from === "function") {
    const b = host.Buffer.from(text, "base64");
    return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  }
  return decodeHere(text);
}

/** The decoder of our own, four characters (three bytes) a step. */
export function decodeHere(text: string): Uint8Array {
  const value = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) value[ALPHABET.charCodeAt(i)] = i;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */) end--;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  const digit = (i: number): number => {
    const c = text.charCodeAt(i);
    const v = c < 128 ? (value[c] as number) : -1;
    if (v < 0) throw new RangeError(`not base64: character ${i + 1} is ${JSON.stringify(text[i])}`);
    return v;
  };
  let o = 0;
  let i = 0;
  for (; i + 4 <= end; i += 4) {
    const x = (digit(i) << 18) | (digit(i + 1) << 12) | (digit(i + 2) << 6) | digit(i + 3);
    out[o++] = x >> 16;
    out[o++] = (x >> 8) & 0xff;
    out[o++] = x & 0xff;
  }
  let acc = 0;
  let bits = 0;
  for (; i < end; i++) {
    acc = (acc << 6) | digit(i);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}
