/**
 * The command that reproduces a run: the CLI as the user can start it, the config and seed the run used, and
 * every flag that changed what was asked, how it was sent or how it was judged, so the command reaches the same
 * verdict. Pure.
 */
import type { CliFlags } from "../config/cli-commands.js";
import { FLAGS } from "../config/cli-flags.js";
import { cliCommand } from "../config/project.js";
import type { Results } from "./results.js";

/**
 * Flags that only say where things go or how they are shown (never the verdict), that name a secret's
 * variable, or a file only the runner has (the baseline: an artifact or the data branch). `config` and `seed`
 * are written first, from what the run used.
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

export interface ReproduceOptions {
  /** How the CLI is started where the command will be read (`cliCommand` in config/project.ts). */
  cli: string;
  /** The directory the run's relative paths were resolved against; `.` or empty: where the command runs. */
  workingDirectory?: string;
}

/**
 * `npx github:bias-gate/bias-gate#v1 run --config bias-gate.yml --seed pr-7 --max-requests 40 --profile biased`.
 * Never a key: the CLI reads it from the environment, and a base URL loses any user info, query or fragment.
 */
export function reproduceRunCommand(
  flags: CliFlags,
  used: { config?: string | undefined; seed: string },
  options: ReproduceOptions,
): string {
  const words = [options.cli, "run"];
  const config = used.config ?? flags.config;
  if (config) words.push("--config", shellWord(config));
  words.push("--seed", shellWord(used.seed));
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
    words.push(flag, ...values.map(shellWord));
  }
  const dir = (options.workingDirectory ?? "").replace(/\/+$/, "");
  const command = words.join(" ");
  return dir && dir !== "." ? `cd ${shellWord(dir)} && ${command}` : command;
}

/**
 * The "Reproduce locally" code span: the command the Action built from its inputs (`options.reproduce`), else
 * the config and seed the results record, run by the project's CLI.
 */
export function reproduceCommand(
  results: Pick<Results, "provenance">,
  options: { reproduce?: string },
): string | undefined {
  const override = options.reproduce?.trim();
  const command =
    override || reproduceRunCommand({}, results.provenance, { cli: cliCommand({ action: {} }) });
  // A code span shows text as is, so only what could end it (backticks, line breaks) must go.
  const safe = command.replace(/[`\r\n\u0000-\u001f\u007f]/g, " ").slice(0, 1000);
  return safe ? `\`${safe}\`` : undefined;
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

export function shellWord(text: string): string {
  return /^[\w./@:+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
