import { isAbsolute, relative } from "node:path";
import * as core from "@actions/core";
import type { Diagnostic } from "../templates/types.js";

/** Turns template problems into annotations on the right file, line and column of the pull request. */
export function annotateDiagnostics(diagnostics: readonly Diagnostic[], workspace: string): void {
  for (const d of diagnostics) {
    // GitHub places annotations by repository-relative path; absolute paths are silently dropped.
    const file = isAbsolute(d.file) ? relative(workspace, d.file) : d.file;
    const properties = { file, startLine: d.line, startColumn: d.column, title: `bias-gate: ${d.code}` };
    const message = `${d.message}\nhint: ${d.hint}`;
    if (d.severity === "error") core.error(message, properties);
    else core.warning(message, properties);
  }
}
