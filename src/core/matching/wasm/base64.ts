/**
 * Base64 to bytes (RFC 4648, with or without padding). A fresh process runs this in V8's
 * interpreter, where a loop over the matcher's 63,000 characters costs tens of milliseconds: the
 * host's native decoder is used where there is one (Uint8Array.fromBase64 from ES2026, Node's
 * Buffer, then `atob`, which browsers and Node 16 and later have: its text of bytes is copied
 * into an array in one loop a byte, a quarter of this decoder's work a character), this one
 * elsewhere. All give the same bytes.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The host's decoders that `decodeBase64` looks for (each may be missing). */
export interface NativeBase64 {
  Uint8Array?: { fromBase64?: (text: string) => Uint8Array };
  Buffer?: { from(text: string, encoding: "base64"): Uint8Array & { toString(encoding: "base64"): string } };
  atob?: (text: string) => string;
}

/** `host`: where the native decoders are looked for (the global object; tests pass others). */
export function decodeBase64(text: string, host: NativeBase64 = globalThis as NativeBase64): Uint8Array {
  const buffer = host.Buffer;
  // Each host's way is a function of its own: a fresh process compiles only the one it takes.
  return typeof host.Uint8Array?.fromBase64 !== "function" && buffer !== undefined && typeof buffer.from === "function"
    ? decodeByBuffer(text, buffer)
    : decodeElsewhere(text, host);
}

/**
 * Node: decoded, then checked by encoding the bytes back (a text with any other character, or
 * an ending Buffer would read loosely, does not come back the same, and goes to ours, which
 * names the fault). Two native passes: the regular expression of `decodeElsewhere` costs more
 * than both in a fresh process (1.0 against 0.3 million instructions for the matcher's module).
 */
function decodeByBuffer(text: string, buffer: NonNullable<NativeBase64["Buffer"]>): Uint8Array {
  const b = buffer.from(text, "base64");
  const padded = text.length % 4 === 0 ? text : text + "===".slice(0, 4 - (text.length % 4));
  if (b.toString("base64") === padded) return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  return decodeHere(text);
}

/** Where there is no Buffer: the ES2026 decoder, else `atob`, else ours. */
function decodeElsewhere(text: string, host: NativeBase64): Uint8Array {
  const native = host.Uint8Array?.fromBase64;
  const valid = /^[A-Za-z0-9+/]*={0,2}$/.test(text);
  if (valid && typeof native === "function") return native.call(host.Uint8Array, text);
  // atob refuses a length of 4k + 1 (no bytes end there): ours then names the fault.
  if (valid && typeof host.atob === "function" && text.replace(/=+$/, "").length % 4 !== 1) {
    const binary = host.atob(text);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
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
