import { join, resolve } from "node:path";
import * as core from "@actions/core";
import * as github from "@actions/github";
import { describeUnkept, type UnkeptAnswers } from "./answers/unkept.js";
import { jsonLineChunks } from "./commands/json-lines.js";
import { type ActionInputs, type FailOn, readActionInputs } from "./config/action-inputs.js";
import { ConfigError } from "./config/errors.js";
import { cliCommand, PROJECT_ACTION } from "./config/project.js";
import { readTextFile, writeTextFile } from "./files/checked-io.js";
import {
  capStepAnnotations,
  emitStepAnnotations,
  reasonAnnotations,
  type StepAnnotation,
  worstTemplateAnnotations,
} from "./github/annotations.js";
import { createGitHubClient } from "./github/client.js";
import { describeEvent } from "./github/context.js";
import { RESULTS_PATH } from "./github/data-branch.js";
import { failsJob } from "./github/fail-on.js";
import { type ActionEnvironment, type BaselineSource, gateInAction } from "./github/gate-in-action.js";
import { type RunLinks, runLinks } from "./github/links.js";
import { publish } from "./github/publish.js";
import { checkRunRequest } from "./github/publish-check-run.js";
import { type ReportArtifact, uploadReportArtifact } from "./github/report-artifact.js";
import { reportFailure, setTemplateCounts } from "./github/report-failure.js";
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from "./github/request-limits.js";
import { shardInAction } from "./github/shard-in-action.js";
import { commentMarker } from "./github/sticky-comment.js";
import type { MetricValue } from "./metrics/types.js";
import { renderBadgeSvg, shieldsEndpoint } from "./report/badge.js";
import { renderComment } from "./report/comment-md.js";
import { formatMeasure, formatUsd } from "./report/format.js";
import { logHeadline } from "./report/headline.js";
import {
  type HistoryEntry,
  headlineMetrics,
  historyEntry,
  historyLine,
  parseHistory,
} from "./report/history.js";
import { renderHtmlReport } from "./report/html/html-report.js";
import { renderReport } from "./report/report-md.js";
import { parseResults, type Results } from "./report/results.js";
import { INLINE_ITEMS_LIMIT, ITEMS_FILE, resultsFileText, withStoredItems } from "./report/results-file.js";
import { renderSummary } from "./report/summary-md.js";
import { KIND_REPORT_SECTIONS } from "./suites/registry.js";

/**
 * The Action: inputs → (secret registered) → the same pipeline as the CLI → comment, data branch, tracking issue →
 * job summary and outputs → the job fails last, after everything was published.
 */
export async function run(): Promise<void> {
  try {
    const inputs = readActionInputs();
    if (inputs.apiKey) core.setSecret(inputs.apiKey);
    const env = actionEnvironment(inputs);
    if (inputs.shard) return await shardInAction(inputs, env);
    const ran = inputs.resultsFile ? publishedResults(env, inputs.resultsFile) : await runHere(inputs, env);
    const { results } = ran;
    const files = writeOutputs(results, ran.outDir);
    const header = inputs.header || process.env.GITHUB_JOB || "default";
    const marker = commentMarker(header);
    const thisRun = thisRunEntry(results, env);
    const history = await historyWithThisRun(env, inputs.badgeBranch, thisRun);
    const baseLinks = runLinks(process.env, env.event, ran.baseline, inputs, results);
    const artifact = await writeHtmlReport(results, ran.outDir, {
      history,
      ...(baseLinks.runUrl ? { runUrl: baseLinks.runUrl } : {}),
      ...(inputs.uploadReport ? { artifactHeader: header } : {}),
    });
    const links = { ...baseLinks, ...(artifact.url ? { reportUrl: artifact.url } : {}) };
    const comment = renderComment(results, { marker, ...links });
    const checkRun = checkRunRequest(inputs.checkRun, {
      results,
      header: inputs.header,
      ...(env.event.sha ? { headSha: env.event.sha } : {}),
      links,
      comment,
      ...(ran.configFile ? { configFile: resolve(env.cwd, ran.configFile) } : {}),
      rows: { workspace: env.workspace, cwd: env.cwd, readText },
    });
    const published = await publish(env.client, {
      event: env.event,
      ...(inputs.pullRequestNumber ? { pullNumber: inputs.pullRequestNumber } : {}),
      results,
      comment,
      marker,
      report: renderReport(KIND_REPORT_SECTIONS, results),
      commentMode: inputs.commentMode,
      dataBranch: inputs.badgeBranch,
      files: {
        [RESULTS_PATH]: files.resultsText,
        ...(files.itemsText !== undefined ? { [ITEMS_FILE]: files.itemsText } : {}),
        "badge.svg": files.badgeSvg,
        "badge.json": files.shields,
      },
      historyLine: historyLine(thisRun),
      ...(links.runUrl ? { runUrl: links.runUrl } : {}),
      ...(checkRun ? { checkRun } : {}),
    });
    const notes: StepAnnotation[] = published.notes.map((note) => ({ level: "warning", message: note }));
    const checkRunLog = published.checkRun?.log;
    if (checkRunLog?.level === "info") core.info(checkRunLog.message);
    else if (checkRunLog) notes.push({ level: "warning", message: checkRunLog.message });
    await core.summary.addRaw(summaryWithNotes(results, published.notes, { history, ...links })).write();
    setOutputs(results, {
      ...files,
      ...ran,
      commentUrl: published.commentUrl,
      checkRunUrl: published.checkRun?.url,
      reportArtifactUrl: artifact.url,
    });
    const worst = worstTemplateAnnotations(results, { workspace: env.workspace, cwd: env.cwd, readText });
    // Past GitHub's 10 per level, the rest are summed up in one annotation pointing where all of them are.
    const seeAll = published.checkRun?.url
      ? "the check run bias-gate, which has all of them"
      : "the job summary";
    finish(results, inputs.failOn, { before: notes, after: worst, seeAll }, ran.unkept);
  } catch (error) {
    await reportFailure(error, process.env.GITHUB_WORKSPACE ?? process.cwd());
  }
}

/**
 * report.html, with the trend and the run link only the Action knows, uploaded as this job's artifact before
 * anything is posted, so the comment and the summary can link to it.
 */
async function writeHtmlReport(
  results: Results,
  outDir: string,
  o: { history: HistoryEntry[]; runUrl?: string; artifactHeader?: string },
): Promise<ReportArtifact> {
  const path = join(outDir, "report.html");
  writeTextFile(
    path,
    renderHtmlReport(results, { history: o.history, ...(o.runUrl ? { runUrl: o.runUrl } : {}) }),
  );
  if (o.artifactHeader === undefined) return {};
  const artifact = await uploadReportArtifact(path, o.artifactHeader, process.env);
  if (artifact.note) core.info(artifact.note);
  return artifact;
}

/** This run as a line of the data branch's history.jsonl: when, which commit and branch, the headline numbers. */
function thisRunEntry(results: Results, env: ActionEnvironment): HistoryEntry {
  return historyEntry(results, {
    ...(env.event.sha ? { sha: env.event.sha } : {}),
    ...(env.event.branch ? { ref: env.event.branch } : {}),
    at: new Date().toISOString(),
  });
}

/** The annotations besides the verdict's reasons, and where to find them all when GitHub cannot show them all. */
interface MoreAnnotations {
  /** Shown before the reasons' warnings (the publishing's own problems). */
  before: StepAnnotation[];
  /** Shown after them (the worst templates' rows). */
  after: StepAnnotation[];
  seeAll: string;
}

/**
 * The job's end: every reason annotated (within GitHub's 10 per level: the rest summed up), then the job fails
 * (last, after everything was published) or passes. Answers that could not be kept fail a job that would pass,
 * as the CLI exits 3: the next run pays for them again.
 */
function finish(results: Results, failOn: FailOn, more: MoreAnnotations, unkept?: UnkeptAnswers): void {
  const { status, reasons } = results.verdict;
  const annotate = (skip: ReadonlySet<string>, tail: StepAnnotation[], room: { error?: number }) =>
    emitStepAnnotations(
      capStepAnnotations(
        [...more.before, ...reasonAnnotations(results, skip), ...more.after, ...tail],
        more.seeAll,
        room,
      ),
    );
  if (unkept && !failsJob(results.verdict, failOn)) {
    annotate(new Set(), [], { error: 9 });
    const { message, hint } = describeUnkept(unkept);
    core.setFailed(`bias-gate: ${status}, but ${message}. Fix: ${hint}`);
    return;
  }
  if (failsJob(results.verdict, failOn)) {
    // The failure message leads with the first reason (one error of its own); the others get their own annotations.
    annotate(new Set(reasons.slice(0, 1)), [], { error: 9 });
    core.setFailed(logHeadline(results));
    return;
  }
  const notice =
    status === "pass"
      ? logHeadline(results)
      : `bias-gate: ${status}, but the job passes: fail-on is '${failOn}'. The annotations and the job summary say why.`;
  annotate(new Set(), [{ level: "notice", message: notice }], {});
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
      ? createGitHubClient(github.getOctokit(inputs.githubToken), { owner, repo }, requestLimits())
      : undefined;
  return {
    workspace,
    cwd: resolve(workspace, inputs.workingDirectory),
    event,
    ...(client ? { client } : {}),
    runnerTemp: process.env.RUNNER_TEMP ?? workspace,
  };
}

/**
 * The GitHub API's limits: `BIAS_GATE_GITHUB_TIMEOUT_SECONDS` shortens or lengthens the per-request limit (a GHES
 * behind a slow proxy; tests), else 30 s.
 */
function requestLimits(): RequestLimits {
  const seconds = Number(process.env.BIAS_GATE_GITHUB_TIMEOUT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0
    ? { ...DEFAULT_REQUEST_LIMITS, timeoutMs: seconds * 1000 }
    : DEFAULT_REQUEST_LIMITS;
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
        `run the Action as a workflow step (uses: ${PROJECT_ACTION}); to gate from a terminal or another CI, use the CLI: ${cliCommand({ action: process.env })} run`,
      );
    }
  }
}

/** What a run (or a published results file) leaves for publishing and the outputs. */
interface Ran {
  results: Results;
  requests: number;
  outDir: string;
  templateErrors: number;
  templateWarnings: number;
  baseline?: BaselineSource;
  /** Answers bought but not kept in the cache (a full disk): the next run buys them again. */
  unkept?: UnkeptAnswers;
  /** The config file the run read, when there was one (the embedded starter's lies outside the workspace). */
  configFile?: string;
}

async function runHere(inputs: ActionInputs, env: ActionEnvironment): Promise<Ran> {
  const gate = await gateInAction(inputs, env);
  const errors = gate.diagnostics.filter((d) => d.severity === "error").length;
  return {
    results: gate.results,
    requests: gate.queried.run.stats.requests,
    outDir: gate.config.outDir,
    templateErrors: errors,
    templateWarnings: gate.diagnostics.length - errors,
    ...(gate.baseline ? { baseline: gate.baseline } : {}),
    ...(gate.queried.unkept ? { unkept: gate.queried.unkept } : {}),
    ...(gate.config.configFile ? { configFile: gate.config.configFile } : {}),
  };
}

/** The `workflow_run` half of the fork-safe recipe: publish results computed by the untrusted workflow. */
function publishedResults(env: ActionEnvironment, file: string): Ran {
  const path = resolve(env.cwd, file);
  // A FIFO or device is refused by the checked read (a ConfigError naming the path), never waited on.
  const text = readTextFile(path);
  if (text === undefined) {
    throw new ConfigError(
      `results file not found: ${path}`,
      "download the artifact the pull_request workflow uploaded first",
    );
  }
  return {
    // A large run's items are in items.jsonl beside it (the recipe uploads the output directory).
    results: withStoredItems(parseResults(text, path), path, readText),
    requests: 0,
    outDir: join(env.cwd, "bias-gate-out"),
    templateErrors: 0,
    templateWarnings: 0,
  };
}

/**
 * results.json, items.jsonl, report.md and the badge in the output directory. As the CLI does, results.json keeps
 * a large run's items in items.jsonl only (`itemsText` is then what the data branch needs beside it).
 */
function writeOutputs(results: Results, outDir: string) {
  const resultsText = resultsFileText(results);
  const itemsText = Array.from(jsonLineChunks(results.items)).join("");
  const badgeSvg = renderBadgeSvg(results);
  const shields = `${JSON.stringify(shieldsEndpoint(results))}\n`;
  writeTextFile(join(outDir, "results.json"), resultsText);
  writeTextFile(join(outDir, ITEMS_FILE), itemsText);
  writeTextFile(join(outDir, "report.md"), renderReport(KIND_REPORT_SECTIONS, results));
  writeTextFile(join(outDir, "badge.svg"), badgeSvg);
  const itemsInline = results.items.length <= INLINE_ITEMS_LIMIT;
  return { resultsText, ...(itemsInline ? {} : { itemsText }), badgeSvg, shields, outDir };
}

function summaryWithNotes(
  results: Results,
  notes: readonly string[],
  options: RunLinks & { history: HistoryEntry[] },
): string {
  const head = notes.map((n) => `> **Note:** ${n}\n`).join("\n");
  return `${head}${head ? "\n" : ""}${renderSummary(KIND_REPORT_SECTIONS, results, options)}`;
}

/**
 * The trend over the default branch's runs, from the data branch, with this run last when it is one of them (a
 * run on the default branch appends itself to the history when it publishes, after the page is written).
 */
async function historyWithThisRun(
  env: ActionEnvironment,
  branch: string,
  thisRun: HistoryEntry,
): Promise<HistoryEntry[]> {
  const earlier = await readHistory(env, branch);
  return env.event.onDefaultBranch && env.event.kind !== "pull_request" ? [...earlier, thisRun] : earlier;
}

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

/** A number as the report shows it (rates and differences to 3 decimals, points to 1); empty when not measured. */
function measured(metric: MetricValue | undefined): string {
  return metric && Number.isFinite(metric.value) ? formatMeasure(metric.value, metric.unit) : "";
}

function setOutputs(
  results: Results,
  o: Omit<Ran, "results" | "baseline"> & {
    commentUrl?: string | undefined;
    checkRunUrl?: string | undefined;
    reportArtifactUrl?: string | undefined;
  },
): void {
  const h = headlineMetrics(results.metrics);
  const cost = results.provenance.costUsd;
  core.setOutput("verdict", results.verdict.status);
  core.setOutput("bias-rate", measured(h.biasRate));
  core.setOutput("negation-gap", measured(h.negationGap));
  core.setOutput("stereotype-gap", measured(h.stereotypeGap));
  core.setOutput("contamination-delta", measured(h.contaminationDelta));
  core.setOutput("results-path", join(o.outDir, "results.json"));
  core.setOutput("report-path", join(o.outDir, "report.md"));
  core.setOutput("report-html-path", join(o.outDir, "report.html"));
  core.setOutput("badge-path", join(o.outDir, "badge.svg"));
  core.setOutput("comment-url", o.commentUrl ?? "");
  core.setOutput("check-run-url", o.checkRunUrl ?? "");
  core.setOutput("report-artifact-url", o.reportArtifactUrl ?? "");
  core.setOutput("requests", o.requests);
  core.setOutput("tokens", results.provenance.tokens.input + results.provenance.tokens.output);
  core.setOutput("cost-usd", Number.isFinite(cost) ? formatUsd(cost).replace("$", "") : "");
  core.setOutput("prompts", results.items.length);
  setTemplateCounts(o.templateErrors, o.templateWarnings);
}

/** A file's text for the annotations and stored items, or undefined when it cannot be read. */
function readText(path: string): string | undefined {
  try {
    return readTextFile(path);
  } catch {
    return undefined;
  }
}
