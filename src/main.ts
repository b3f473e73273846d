import { resolve } from "node:path";
import * as core from "@actions/core";
import { nodeCommandIO } from "./commands/io.js";
import { prepare, TemplateProblems } from "./commands/prepare.js";
import { readActionInputs } from "./config/action-inputs.js";
import { ConfigError, formatConfigError } from "./config/errors.js";
import { annotateDiagnostics } from "./github/annotations.js";
import { formatPlanTable, planRun } from "./sampling/plan.js";
import { sampleSuites } from "./sampling/sample-suites.js";

/** The Action shell: inputs → the same pipeline as the CLI → outputs and job summary → failure last. */
export async function run(): Promise<void> {
  try {
    const { flags, workingDirectory } = readActionInputs();
    const io = {
      ...nodeCommandIO(),
      cwd: resolve(workingDirectory),
      stderr: (text: string) => core.info(text),
    };
    const { config, suites, diagnostics } = prepare(flags, io);
    annotateDiagnostics(diagnostics, workspace());
    const prompts = sampleSuites(config, suites);
    const plan = planRun(prompts, { trials: config.trials });
    core.setOutput("prompts", prompts.length);
    core.setOutput("requests", plan.totals.requests);
    core.setOutput("template-errors", 0);
    core.setOutput("template-warnings", diagnostics.length);
    await core.summary.addHeading("bias-gate plan", 2).addCodeBlock(formatPlanTable(plan)).write();
  } catch (error) {
    if (error instanceof TemplateProblems) {
      annotateDiagnostics(error.diagnostics, workspace());
      core.setOutput("template-errors", error.diagnostics.filter((d) => d.severity === "error").length);
      core.setFailed(error.message);
    } else if (error instanceof ConfigError) {
      core.setFailed(formatConfigError(error));
    } else {
      core.setFailed(`bias-gate: internal error: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}

function workspace(): string {
  return process.env.GITHUB_WORKSPACE ?? process.cwd();
}
