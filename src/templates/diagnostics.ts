import type { Diagnostic } from "../config/diagnostic.js";

/**
 * Renders a diagnostic the way compilers do, so editors and GitHub problem matchers pick it up:
 * `file:line:column: error|warning: message`, then an indented `hint:` line when there is a hint.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const head = `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
  return d.hint === "" ? head : `${head}\n  hint: ${d.hint}`;
}

/** Counts of diagnostics by severity and by code. */
export interface DiagnosticSummary {
  errors: number;
  warnings: number;
  byCode: Record<string, number>;
}

/** Counts diagnostics by severity and code, e.g. for a one-line `2 errors, 5 warnings` footer. */
export function summarizeDiagnostics(ds: readonly Diagnostic[]): DiagnosticSummary {
  const summary: DiagnosticSummary = { errors: 0, warnings: 0, byCode: {} };
  for (const d of ds) {
    if (d.severity === "error") summary.errors += 1;
    else summary.warnings += 1;
    summary.byCode[d.code] = (summary.byCode[d.code] ?? 0) + 1;
  }
  return summary;
}

/** True when any diagnostic is an error (templates must not be used then). */
export function hasErrors(ds: readonly Diagnostic[]): boolean {
  return ds.some((d) => d.severity === "error");
}

/**
 * Sorts by file, line, column, then severity, code and message, so output is stable whatever order
 * the checks ran in; returns a new array.
 */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareText(a.severity, b.severity) ||
      compareText(a.code, b.code) ||
      compareText(a.message, b.message),
  );
}

/**
 * Drops repeats of the same code at the same position. A parser and the validator may both see a
 * problem (a bad label, trailing whitespace) when each is also usable on its own.
 */
export function dedupeDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const key = `${d.file}\u0000${d.line}\u0000${d.column}\u0000${d.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Plain code-unit comparison, not localeCompare: the order must not depend on the machine's locale.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
