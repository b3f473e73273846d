import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import * as core from "@actions/core";
import * as github from "@actions/github";
import { TemplateProblems } from "./commands/prepare.js";
import { type ActionInputs, readActionInputs } from "./config/action-inputs.js";
import { ConfigError, formatConfigError } from "./config/errors.js";
import { annotateDiagnostics } from "./github/annotations.js";
import { createGitHubClient } from "./github/client.js";
import { describeEvent } from "./github/context.js";
import { type ActionEnvironment, gateInAction } from "./github/gate-in-action.js";
import { publish } from "./github/publish.js";
import { renderBadgeSvg, shieldsEndpoint } from "./report/badge.js";
import { renderComment } from "./report/comment-md.js";
import { logHeadline } from "./report/headline.js";
import {
  type HistoryEntry,
  headlineMetrics,
  historyEntry,
  historyLine,
  parseHistory,
} from "./report/history.js";
import { renderReport } from "./report/report-md.js";
import { parseResults, type Results } from "./report/results.js";
import { renderSummary } from "./report/summary-md.js";
import { exitCodeFor } from "./run-gate.js";

/**
 * The Action: inputs → (secret registered) → the same pipeline as the CLI → comment, data branch, tracking issue →
 * job summary and outputs → the job fails last, after everything was published.
 */
export async function run(): Promise<void> {
  try {
    const inputs = readActionInputs();
    if (inputs.apiKey) core.setSecret(inputs.apiKey);
    const env = actionEnvironment(inputs);
    const { results, requests, outDir } = inputs.resultsFile
      ? publishedResults(env, inputs.resultsFile)
      : await runHere(inputs, env);
    const files = writeOutputs(results, outDir);
    const runUrl = runLink();
    const published = await publish(env.client, {
      event: env.event,
      ...(inputs.pullRequestNumber ? { pullNumber: inputs.pullRequestNumber } : {}),
      results,
      // No run link in the comment: it changes on every run and would defeat "left alone when nothing changed".
      comment: renderComment(results, {}),
      report: renderReport(results),
      commentMode: inputs.commentMode,
      dataBranch: inputs.badgeBranch,
      files: { "results.json": files.resultsText, "badge.svg": files.badgeSvg, "badge.json": files.shields },
      historyLine: historyLine(
        historyEntry(results, {
          ...(env.event.sha ? { sha: env.event.sha } : {}),
          ...(env.event.branch ? { ref: env.event.branch } : {}),
          at: new Date().toISOString(),
        }),
      ),
      ...(runUrl ? { runUrl } : {}),
    });
    for (const note of published.notes) core.warning(note);
    const history = await readHistory(env, inputs.badgeBranch);
    await core.summary.addRaw(summaryWithNotes(results, published.notes, history)).write();
    setOutputs(results, { ...files, requests, commentUrl: published.commentUrl });
    const code = exitCodeFor(results.verdict);
    if (code !== 0) core.setFailed(logHeadline(results));
    else core.notice(logHeadline(results));
  } catch (error) {
    failOnInputError(error);
  }
}

/** The runner's context; a job without the variables every GitHub-hosted job sets stops here, before any request. */
function actionEnvironment(inputs: ActionInputs): ActionEnvironment {
  requireRunnerVariables();
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const repository = process.env.GITHUB_REPOSITORY ?? "";
  const event = describeEvent(github.context.eventName, github.context.payload, repository, {
    ...(process.env.GITHUB_REF ? { ref: process.env.GITHUB_REF } : {}),
    ...(process.env.GITHUB_SHA ? { sha: process.env.GITHUB_SHA } : {}),
  });
  const [owner = "", repo = ""] = repository.split("/");
  const client =
    inputs.githubToken && owner
      ? createGitHubClient(github.getOctokit(inputs.githubToken), { owner, repo })
      : undefined;
  return {
    workspace,
    cwd: resolve(workspace, inputs.workingDirectory),
    event,
    ...(client ? { client } : {}),
    runnerTemp: process.env.RUNNER_TEMP ?? workspace,
  };
}

/** The runner variables the Action needs: where results are published, and where the job summary goes. */
const RUNNER_VARIABLES = {
  GITHUB_REPOSITORY: /^[^/\s]+\/[^/\s]+$/,
  GITHUB_STEP_SUMMARY: /\S/,
} as const;

function requireRunnerVariables(): void {
  for (const [name, shape] of Object.entries(RUNNER_VARIABLES)) {
    const value = process.env[name];
    if (value === undefined || !shape.test(value)) {
      throw new ConfigError(
        `${name} is ${value === undefined ? "not set" : `malformed (${JSON.stringify(value)})`}: the bias-gate Action runs inside a GitHub Actions job, which sets it`,
        "run the Action as a workflow step (uses: owner/bias-gate@v1); to gate from a terminal or another CI, use the CLI: npx bias-gate run",
      );
    }
  }
}

async function runHere(inputs: ActionInputs, env: ActionEnvironment) {
  const gate = await gateInAction(inputs, env);
  return { results: gate.results, requests: gate.queried.run.stats.requests, outDir: gate.config.outDir };
}

/** The `workflow_run` half of the fork-safe recipe: publish results computed by the untrusted workflow. */
function publishedResults(env: ActionEnvironment, file: string) {
  const path = resolve(env.cwd, file);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new ConfigError(
      `results file not found: ${path}`,
      "download the artifact the pull_request workflow uploaded first",
    );
  }
  return { results: parseResults(text, path), requests: 0, outDir: join(env.cwd, "bias-gate-out") };
}

function writeOutputs(results: Results, outDir: string) {
  mkdirSync(outDir, { recursive: true });
  const resultsText = `${JSON.stringify(results, null, 2)}\n`;
  const badgeSvg = renderBadgeSvg(results);
  const shields = `${JSON.stringify(shieldsEndpoint(results))}\n`;
  writeFileSync(join(outDir, "results.json"), resultsText);
  writeFileSync(join(outDir, "report.md"), renderReport(results));
  writeFileSync(join(outDir, "badge.svg"), badgeSvg);
  return { resultsText, badgeSvg, shields, outDir };
}

function summaryWithNotes(results: Results, notes: readonly string[], history: HistoryEntry[]): string {
  const head = notes.map((n) => `> **Note:** ${n}\n`).join("\n");
  return `${head}${head ? "\n" : ""}${renderSummary(results, { history })}`;
}

/** The trend over the default branch's runs, from the data branch (this run included once published). */
async function readHistory(env: ActionEnvironment, branch: string): Promise<HistoryEntry[]> {
  if (!env.client) return [];
  try {
    const file = await env.client.getFile(branch, "history.jsonl");
    return file ? parseHistory(file.text) : [];
  } catch (error) {
    core.warning(
      `Could not read the history on ${branch}: ${(error as Error).message}; the summary shows no trend.`,
    );
    return [];
  }
}

function setOutputs(
  results: Results,
  o: { outDir: string; requests: number; commentUrl?: string | undefined },
): void {
  const h = headlineMetrics(results.metrics);
  core.setOutput("verdict", results.verdict.status);
  core.setOutput("bias-rate", h.biasRate?.value ?? "");
  core.setOutput("negation-gap", h.negationGap?.value ?? "");
  core.setOutput("stereotype-gap", h.stereotypeGap?.value ?? "");
  core.setOutput("contamination-delta", h.contaminationDelta?.value ?? "");
  core.setOutput("results-path", join(o.outDir, "results.json"));
  core.setOutput("report-path", join(o.outDir, "report.md"));
  core.setOutput("badge-path", join(o.outDir, "badge.svg"));
  core.setOutput("comment-url", o.commentUrl ?? "");
  core.setOutput("requests", o.requests);
  core.setOutput("tokens", results.provenance.tokens.input + results.provenance.tokens.output);
  core.setOutput("cost-usd", results.provenance.costUsd);
  core.setOutput("prompts", results.items.length);
}

function runLink(): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = process.env;
  return server && repo && id ? `${server}/${repo}/actions/runs/${id}` : undefined;
}

function failOnInputError(error: unknown): void {
  if (error instanceof TemplateProblems) {
    annotateDiagnostics(error.diagnostics, process.env.GITHUB_WORKSPACE ?? process.cwd());
    core.setOutput("template-errors", error.diagnostics.filter((d) => d.severity === "error").length);
    core.setFailed(error.message);
  } else if (error instanceof ConfigError) {
    // Each problem's line in the config file gets its own annotation, so the pull request shows every fix.
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    for (const { message, hint, where } of error.problems) {
      if (!where) continue;
      core.error(`${message}\nhint: ${hint}`, {
        file: relative(workspace, where.file),
        ...(where.line ? { startLine: where.line } : {}),
        ...(where.column ? { startColumn: where.column } : {}),
        title: "bias-gate: configuration",
      });
    }
    core.setFailed(formatConfigError(error, workspace));
  } else {
    // Our bug, not the user's input: one line fails the step; the stack goes to the log for the bug report.
    if (error instanceof Error && error.stack) core.info(error.stack);
    core.setFailed(
      `bias-gate: internal error: ${error instanceof Error ? error.message : String(error)} (please report it with this step's log)`,
    );
  }
}
