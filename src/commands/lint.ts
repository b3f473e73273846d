import type { CliFlags } from "../config/cli-commands.js";
import { EXIT } from "../config/exit-codes.js";
import { resolveConfig } from "../config/resolve.js";
import { loadRun } from "../suites/registry.js";
import type { CommandIO } from "./io.js";
import { formatDiagnostics } from "./template-problems.js";

/** `bias-gate lint`: every problem of every suite's files at once; exit 2 on errors, 0 otherwise. */
export function lintCommand(flags: CliFlags, io: CommandIO): number {
  const config = resolveConfig(flags, io);
  const { kinds, diagnostics } = loadRun(config, io);
  const checked = kinds.flatMap((k) => (k.summary ? [k.summary] : [])).join(", ") || "nothing";
  io.stdout(formatDiagnostics(diagnostics, io.cwd).replace(/\n$/, ` (${checked} checked)\n`));
  return diagnostics.some((d) => d.severity === "error") ? EXIT.badInput : EXIT.pass;
}
