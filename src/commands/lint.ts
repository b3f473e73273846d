import type { CliFlags } from "../config/cli-args.js";
import { resolveConfig } from "../config/resolve.js";
import { EXIT } from "../exit-codes.js";
import { loadSuites } from "../templates/load-suites.js";
import type { CommandIO } from "./io.js";
import { formatDiagnostics } from "./prepare.js";

/** `bias-gate lint`: every problem of every template file at once; exit 2 on errors, 0 otherwise. */
export function lintCommand(flags: CliFlags, io: CommandIO): number {
  const config = resolveConfig(flags, io);
  const { suites, coreference, diagnostics } = loadSuites(config, io);
  const templates = suites.reduce((n, s) => n + s.set.templates.length, 0);
  const sentences = coreference.reduce((n, c) => n + c.items.length, 0);
  const checked = sentences
    ? `${templates} templates, ${sentences} coreference sentences`
    : `${templates} templates`;
  io.stdout(formatDiagnostics(diagnostics, io.cwd).replace(/\n$/, ` (${checked} checked)\n`));
  return diagnostics.some((d) => d.severity === "error") ? EXIT.badInput : EXIT.pass;
}
