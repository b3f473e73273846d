/**
 * The Action's report when the gate could not run at all (a config or template error, an unusable path, a full
 * disk, our own bug): the step fails with one message, and the job summary and the `verdict` output say so too,
 * so a workflow reading `steps.<id>.outputs.verdict` or a person opening the run never finds them empty.
 */
import { relative } from "node:path";
import * as core from "@actions/core";
import { formatDiagnostics, TemplateProblems } from "../commands/template-problems.js";
import { ConfigError, formatConfigError } from "../config/errors.js";
import { diskFullMessage, isDiskFull } from "../files/checked-io.js";
import { annotateDiagnostics } from "./annotations.js";

/** What stopped the run, in the summary's words, and the text the step fails with. */
interface Failure {
  title: string;
  detail: string;
  /** The step's failure message; the detail when absent. */
  message?: string;
}

/** Fails the step for `error`, after writing the summary and setting `verdict` to `error`. */
export async function reportFailure(error: unknown, workspace: string): Promise<void> {
  const failure = describeFailure(error, workspace);
  core.setOutput("verdict", "error");
  await writeSummary(failure);
  core.setFailed(failure.message ?? failure.detail);
}

function describeFailure(error: unknown, workspace: string): Failure {
  if (error instanceof TemplateProblems) {
    // The step's failure message is one more error annotation: leave room for it.
    annotateDiagnostics(error.diagnostics, workspace, { error: 9 });
    const errors = error.diagnostics.filter((d) => d.severity === "error").length;
    setTemplateCounts(errors, error.diagnostics.length - errors);
    return {
      title: "the templates have errors",
      detail: formatDiagnostics(error.diagnostics, workspace).trimEnd(),
      message: error.message,
    };
  }
  setTemplateCounts(0, 0);
  if (error instanceof ConfigError) {
    annotateConfigProblems(error, workspace);
    return { title: "the configuration has errors", detail: formatConfigError(error, workspace) };
  }
  if (isDiskFull(error)) {
    return { title: "the disk is full", detail: diskFullMessage(error) };
  }
  // Our bug, not the user's input: one line fails the step; the stack goes to the log for the bug report.
  if (error instanceof Error && error.stack) core.info(error.stack);
  const detail = `bias-gate: internal error: ${error instanceof Error ? error.message : String(error)} (please report it with this step's log)`;
  return { title: "an internal error stopped it", detail };
}

/** Each problem's line in the config file gets its own annotation, so the pull request shows every fix. */
function annotateConfigProblems(error: ConfigError, workspace: string): void {
  for (const { message, hint, where } of error.problems) {
    if (!where) continue;
    core.error(`${message}\nhint: ${hint}`, {
      file: relative(workspace, where.file),
      ...(where.line ? { startLine: where.line } : {}),
      ...(where.column ? { startColumn: where.column } : {}),
      title: "bias-gate: configuration",
    });
  }
}

export function setTemplateCounts(errors: number, warnings: number): void {
  core.setOutput("template-errors", errors);
  core.setOutput("template-warnings", warnings);
}

/** The summary of a run that never gated; a runner without a summary file (outside Actions) gets only the log. */
async function writeSummary(failure: Failure): Promise<void> {
  const fence = "`".repeat(Math.max(3, ...[...failure.detail.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const text = [
    "## bias-gate: error",
    "",
    `The gate did not run: ${failure.title}. Nothing was gated; the \`verdict\` output is \`error\`.`,
    "",
    `${fence}text`,
    failure.detail,
    fence,
    "",
  ].join("\n");
  try {
    await core.summary.addRaw(text).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`);
  }
}
