import type { CliFlags } from "../config/cli-commands.js";
import type { GateConfig } from "../config/config.js";
import type { Diagnostic } from "../config/diagnostic.js";
import { resolveConfig } from "../config/resolve.js";
import { type LoadedRun, loadRun } from "../suites/registry.js";
import type { CommandIO } from "./io.js";
import { formatDiagnostics, TemplateProblems } from "./template-problems.js";

export interface Prepared {
  config: GateConfig;
  /** Every configured suite, loaded and linted, kind by kind. */
  loaded: LoadedRun;
  diagnostics: Diagnostic[];
}

/** Config → templates → validation. Warnings go to stderr; errors stop the command (exit 2). */
export function prepare(flags: CliFlags, io: CommandIO): Prepared {
  const config = resolveConfig(flags, io);
  const loaded = loadRun(config, io);
  const { diagnostics } = loaded;
  if (diagnostics.some((d) => d.severity === "error")) throw new TemplateProblems(diagnostics);
  if (diagnostics.length > 0) {
    io.stderr(formatDiagnostics(diagnostics, io.cwd));
  }
  return { config, loaded, diagnostics };
}
