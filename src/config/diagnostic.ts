/**
 * A problem found in a user's file (a config file, a conditions table, a template or domain file), at its file,
 * line and column; every parser builds them with `makeDiagnostic`. Plain data.
 */

export type Severity = "error" | "warning";

export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** One problem found in a user file (template, domain list, conditions table), printed as `file:line:column: severity: message`. */
export interface Diagnostic extends SourcePosition {
  severity: Severity;
  /** Stable machine-readable code, e.g. `unknown-domain`; tests and annotations key on it. */
  code: string;
  message: string;
  /** What to change to fix it. */
  hint: string;
}

/** Builds a diagnostic at a position; the one constructor every parser and check uses. */
export function makeDiagnostic(
  severity: Severity,
  code: string,
  position: SourcePosition,
  message: string,
  hint: string,
): Diagnostic {
  return { file: position.file, line: position.line, column: position.column, severity, code, message, hint };
}

/** Line 1, column 1 of a file: where whole-file problems (missing file, bad header) point. */
export function fileStart(file: string): SourcePosition {
  return { file, line: 1, column: 1 };
}

/** Removes a leading UTF-8 byte order mark, which editors on Windows like to add. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
