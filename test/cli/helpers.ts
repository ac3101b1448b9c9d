/** Runs the CLI in-process with captured output. */
import { main } from "../../src/cli/main";
import { mkdtempSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export async function cli(...argv: string[]): Promise<CliRun> {
  let out = "";
  let err = "";
  const code = await main(argv, { out: (t) => (out += t.endsWith("\n") ? t : t + "\n"), err: (t) => (err += t.endsWith("\n") ? t : t + "\n") });
  return { code, out, err };
}

/** A fresh temporary folder for files a test writes. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "wallchart-"));
}

export function writeTemp(dir: string, name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}
