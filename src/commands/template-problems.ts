/**
 * Template problems as an error and as text. Apart from prepare.ts (which loads every suite kind), so the CLI's
 * error handling does not load the whole pipeline to recognise them.
 */
import { isAbsolute, relative } from "node:path";
import type { Diagnostic } from "../config/diagnostic.js";
import { formatDiagnostic } from "../templates/diagnostics.js";

/** Templates that cannot be used: the command stops before sampling, with every problem printed. */
export class TemplateProblems extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`${diagnostics.filter((d) => d.severity === "error").length} template error(s)`);
    this.name = "TemplateProblems";
  }
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
