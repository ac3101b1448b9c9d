/**
 * The CLI writes its output with fs.writeSync instead of process.stdout (src/cli/stdio.ts): every
 * byte in order across partial writes, and, once a write would block (EAGAIN on a full non-blocking
 * pipe), the rest and everything after it through the stream, so that nothing is lost or reordered.
 */
import fs from "fs";
import { writeStd } from "../../src/cli/stdio";

afterEach(() => jest.restoreAllMocks());

test("writes every byte in order when the descriptor takes a few at a time", () => {
  const got: Buffer[] = [];
  jest.spyOn(fs, "writeSync").mockImplementation(((fd: number, b: Buffer, offset: number) => {
    expect(fd).toBe(2);
    const n = Math.min(3, b.length - offset);
    got.push(Buffer.from(b.subarray(offset, offset + n)));
    return n;
  }) as typeof fs.writeSync);
  writeStd(2, "Round 6 — ½ point\n");
  expect(Buffer.concat(got).toString("utf8")).toBe("Round 6 — ½ point\n");
});

test("on EAGAIN the rest goes through process.stdout, and so does every later write", () => {
  const direct: string[] = [];
  let calls = 0;
  jest.spyOn(fs, "writeSync").mockImplementation(((_fd: number, b: Buffer, offset: number) => {
    calls++;
    if (calls === 2) throw Object.assign(new Error("EAGAIN: resource temporarily unavailable, write"), { code: "EAGAIN" });
    direct.push(b.subarray(offset, offset + 4).toString("utf8"));
    return 4;
  }) as typeof fs.writeSync);
  const streamed: string[] = [];
  jest.spyOn(process.stdout, "write").mockImplementation(((chunk: string | Uint8Array) => {
    streamed.push(Buffer.from(chunk).toString("utf8"));
    return true;
  }) as typeof process.stdout.write);
  writeStd(1, "1 2\n3 4\n5 6\n");
  writeStd(1, "7 8\n");
  expect(direct).toEqual(["1 2\n"]);
  expect(streamed).toEqual(["3 4\n5 6\n", "7 8\n"]);
  expect(calls).toBe(2);
});

test("any other write error is thrown, for the command to report", () => {
  jest.spyOn(fs, "writeSync").mockImplementation(() => {
    throw Object.assign(new Error("EPIPE: broken pipe, write"), { code: "EPIPE" });
  });
  expect(() => writeStd(2, "x\n")).toThrow("EPIPE");
});
