/**
 * The command that reproduces a run: the CLI as the user can start it, the config and seed the run used, and
 * every flag that changed what was asked, how it was sent or how it was judged, so the command reaches the same
 * verdict. Pure.
 */
import { cliCommand } from "../config/project.js";
import type { Results } from "./results.js";

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
  runArgs: readonly string[],
  used: { config?: string | undefined; seed: string },
  options: ReproduceOptions,
): string {
  const words = [options.cli, "run"];
  if (used.config) words.push("--config", shellWord(used.config));
  words.push("--seed", shellWord(used.seed), ...runArgs.map(shellWord));
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
    override ||
    reproduceRunCommand(results.provenance.runArgs ?? [], results.provenance, {
      cli: cliCommand({ action: {} }),
    });
  // A code span shows text as is, so only what could end it (backticks, line breaks) must go.
  const safe = command.replace(/[`\r\n\u0000-\u001f\u007f]/g, " ").slice(0, 1000);
  return safe ? `\`${safe}\`` : undefined;
}

export function shellWord(text: string): string {
  return /^[\w./@:+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
