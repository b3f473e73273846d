/**
 * The words of a `run` command line that reproduce a run: every flag that changed what was asked, how it was
 * sent or how it was judged, in the flag table's order. Recorded in results.json (provenance.runArgs), so a job
 * that publishes another job's results (the fork-safe recipe's trusted half) reproduces that run, not its own.
 * Pure.
 */
import type { CliFlags } from "./cli-commands.js";
import { FLAGS } from "./cli-flags.js";

/**
 * Flags that only say where things go or how they are shown (never the verdict), that name a secret's
 * variable, or a file only the runner has (the baseline: an artifact or the data branch). `config` and `seed`
 * are written from what the run used, not from here.
 */
const NOT_REPRODUCING = new Set<keyof CliFlags>([
  "config",
  "seed",
  "out",
  "format",
  "cacheDir",
  "noCache",
  "record",
  "port",
  "help",
  "apiKeyEnv",
  "keyEnv",
  "baseline",
  "positionals",
  "forecast",
  "forecastProfile",
]);

/** The `run` command's flags, in the order of the flag table (so the help and the command read alike). */
const RUN_FLAGS: readonly (readonly [string, keyof CliFlags])[] = Object.entries(FLAGS)
  .filter(([, spec]) => spec.commands.includes("run") && !NOT_REPRODUCING.has(spec.key))
  .map(([flag, spec]) => [flag, spec.key] as const);

/** `["--max-requests", "40", "--profile", "biased"]`: never a key; a base URL loses user info, query, fragment. */
export function reproducingArgs(flags: CliFlags): string[] {
  const words: string[] = [];
  for (const [flag, key] of RUN_FLAGS) {
    const value = flags[key];
    if (value === undefined || value === "" || value === false) continue;
    if (value === true) {
      words.push(flag);
      continue;
    }
    const values = Array.isArray(value)
      ? value.map(String)
      : [key === "baseUrl" ? withoutCredentials(String(value)) : String(value)];
    words.push(flag, ...values);
  }
  return words;
}

/** An endpoint URL without user info, query or fragment, where a careless setup might keep a credential. */
function withoutCredentials(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "<base-url>";
  }
}
