import fc from "fast-check";
import { base64, fromBase64 } from "../../../src/core/formats/base64";

describe("base64 (RFC 4648)", () => {
  it("gives the RFC's test vectors", () => {
    const enc = (s: string) => base64(new Uint8Array([...s].map((c) => c.charCodeAt(0))));
    expect(["", "f", "fo", "foo", "foob", "fooba", "foobar"].map(enc)).toEqual(["", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=", "Zm9vYmFy"]);
  });
  it("agrees with Node's Buffer on any bytes, and reads its own text back", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = base64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString("base64"));
        expect(fromBase64(text)).toEqual(bytes);
      }),
    );
  });
  it("refuses text that is not base64", () => {
    expect(fromBase64("abc")).toBeNull();
    expect(fromBase64("ab!d")).toBeNull();
  });
});
