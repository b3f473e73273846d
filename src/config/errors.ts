import { isAbsolute, relative } from "node:path";

/** Where a configuration problem is: a file, and the 1-based line and column when known. */
export interface ConfigLocation {
  file: string;
  line?: number;
  column?: number;
}

/** One configuration problem: what is wrong, how to fix it, and where. */
export interface ConfigProblem {
  message: string;
  hint: string;
  where?: ConfigLocation;
}

/**
 * A configuration or input problem found before any model call. It names where the problem is and how to fix
 * it; the CLI prints it as `file:line:column: error: message` plus the hint, never as a stack trace. A config
 * file can have several problems at once: the first is the error's own message, hint and place, the rest are
 * in `more`, so every one is reported in one go.
 */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly hint: string,
    readonly where?: ConfigLocation,
    readonly more: readonly ConfigProblem[] = [],
  ) {
    super(message);
    this.name = "ConfigError";
  }

  /** Every problem, this error's own first. */
  get problems(): ConfigProblem[] {
    const first: ConfigProblem = { message: this.message, hint: this.hint };
    return [this.where ? { ...first, where: this.where } : first, ...this.more];
  }

  /** One error carrying all of `problems` (at least one). */
  static of(problems: readonly [ConfigProblem, ...ConfigProblem[]]): ConfigError {
    const [first, ...more] = problems;
    return new ConfigError(first.message, first.hint, first.where, more);
  }
}

/**
 * Renders a ConfigError the way compilers print errors, so editors and CI logs can link to it: each problem as
 * `file:line:column: error: message`, then an indented `hint:` line. Files inside `cwd`, when given, are
 * printed relative to it, as template diagnostics are.
 */
export function formatConfigError(error: ConfigError, cwd?: string): string {
  return error.problems.map((p) => formatProblem(p, cwd)).join("\n");
}

function formatProblem(problem: ConfigProblem, cwd: string | undefined): string {
  const { where } = problem;
  const at = where
    ? `${displayPath(where.file, cwd)}${where.line ? `:${where.line}:${where.column ?? 1}` : ""}: `
    : "";
  return `${at}error: ${problem.message}\n  hint: ${problem.hint}`;
}

function displayPath(file: string, cwd: string | undefined): string {
  if (cwd === undefined || !isAbsolute(file)) return file;
  const rel = relative(cwd, file);
  return rel === "" || rel.startsWith("..") || isAbsolute(rel) ? file : rel;
}
