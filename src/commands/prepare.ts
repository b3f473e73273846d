import { isAbsolute, relative } from "node:path";
import type { CliFlags } from "../config/cli-args.js";
import type { GateConfig } from "../config/config.js";
import { resolveConfig } from "../config/resolve.js";
import { type LoadedRun, loadRun } from "../suites/registry.js";
import { formatDiagnostic } from "../templates/diagnostics.js";
import type { Diagnostic } from "../templates/types.js";
import type { CommandIO } from "./io.js";

/** Templates that cannot be used: the command stops before sampling, with every problem printed. */
export class TemplateProblems extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`${diagnostics.filter((d) => d.severity === "error").length} template error(s)`);
    this.name = "TemplateProblems";
  }
}

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

export function countLine(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  const files = new Set(diagnostics.map((d) => d.file)).size;
  return `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}${files ? ` in ${files} file${files === 1 ? "" : "s"}` : ""}`;
}

/** Diagnostics as a compiler prints them, with paths relative to the working directory when inside it. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], cwd: string): string {
  const lines = diagnostics.map((d) => {
    const rel = relative(cwd, d.file);
    const file = isAbsolute(d.file) && !rel.startsWith("..") ? rel : d.file;
    return formatDiagnostic({ ...d, file });
  });
  return `${lines.join("\n")}${lines.length ? "\n" : ""}${countLine(diagnostics)}\n`;
}
