import { UsageError, type Args } from "./command";

/** Splits argv into positionals and options; `-o` is short for `--out`. */
export function parseArgs(argv: readonly string[], flags: readonly string[] = []): Args {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--") {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith("--") || (a.startsWith("-") && a.length === 2 && a !== "-")) {
      let name = a.startsWith("--") ? a.slice(2) : a.slice(1);
      if (name === "o") name = "out";
      const eq = name.indexOf("=");
      if (eq >= 0) {
        options[name.slice(0, eq)] = name.slice(eq + 1);
      } else if (flags.includes(name)) {
        options[name] = "true";
      } else {
        const v = argv[i + 1];
        if (v === undefined) throw new UsageError(`option --${name} needs a value`);
        options[name] = v;
        i++;
      }
    } else positional.push(a);
  }
  return { positional, options };
}

/** The one value of a known option, or the default; unknown options are refused. */
export function checkOptions(args: Args, known: readonly string[]): void {
  for (const k of Object.keys(args.options)) {
    if (!known.includes(k)) throw new UsageError(`unknown option --${k} (expected ${known.map((o) => `--${o}`).join(", ") || "none"})`);
  }
}

/** The one positional argument a command takes (a file), or a UsageError naming what is wanted. */
export function onlyPositional(args: Args, what = "file"): string {
  const [only, ...extra] = args.positional;
  if (only === undefined || extra.length > 0) throw new UsageError(`name exactly one ${what}`);
  return only;
}
