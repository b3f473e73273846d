/**
 * A configuration or input problem found before any model call. It names where the problem is and how to fix
 * it; the CLI prints it as `file:line:column: error: message` plus the hint, never as a stack trace.
 */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly hint: string,
    readonly where?: { file: string; line?: number; column?: number },
  ) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Renders a ConfigError the way compilers print errors, so editors and CI logs can link to it. */
export function formatConfigError(error: ConfigError): string {
  const where = error.where
    ? `${error.where.file}${error.where.line ? `:${error.where.line}:${error.where.column ?? 1}` : ""}: `
    : "";
  return `${where}error: ${error.message}\n  hint: ${error.hint}`;
}
