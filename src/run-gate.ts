import { createHash } from "node:crypto";
import { relative } from "node:path";
import type { GateConfig } from "./config/config.js";
import { ConfigError } from "./config/errors.js";
import { EXIT } from "./config/exit-codes.js";
import { compareWithBaseline } from "./gate/baseline.js";
import { coverageChecks } from "./gate/coverage.js";
import { decideGate } from "./gate/decide.js";
import { settleVerdict, summarizeEndpointFailures } from "./gate/endpoint.js";
import { gatePolicy } from "./gate/from-settings.js";
import type { GatePolicy } from "./gate/policy.js";
import { describeStop, lookLevel, verdictOverLooks } from "./gate/sequential.js";
import type { Verdict } from "./metrics/types.js";
import type { QueriedPlan, QueryDeps } from "./querying/query-plan.js";
import { renderReport } from "./report/report-md.js";
import { buildResults, parseResults, type Results, type SequentialSection } from "./report/results.js";
import { withStoredItems } from "./report/results-file.js";
import { type LookedRun, sampleInLooks } from "./run/looks.js";
import { coverageOf, expectedChecks, type LoadedRun, type RunPlan } from "./run-plan.js";
import { SYSTEM_FINGERPRINT } from "./simulator/openai-wire.js";
import type { ReferenceOutcomes } from "./suites/kind.js";
import { KIND_REPORT_SECTIONS } from "./suites/registry.js";

export type { LoadedRun } from "./run-plan.js";

export interface RunDeps extends QueryDeps {
  readText(path: string): string | undefined;
  /** Reference models' outcomes of the same plan (`runVariants` passes them to the gated variant). */
  references?: readonly ReferenceOutcomes[];
  cwd: string;
  toolVersion: string;
  /**
   * Answers the plan instead of querying the endpoint: `merge` gives the union of a matrix's shards. It may throw a
   * ConfigError (shards that are not this plan's), before anything is scored.
   */
  answer?(plan: RunPlan, config: GateConfig): QueriedPlan | Promise<QueriedPlan>;
}

/** What one gate run produced: the results file's content, the report, and the raw querying outcome. */
export interface GateRun {
  results: Results;
  report: string;
  queried: QueriedPlan;
  /** The suite of every planned prompt, by prompt id: what the per-suite answers table groups by. */
  suiteOf: ReadonlyMap<string, string>;
  exitCode: number;
}

/**
 * The pipeline, shared by the CLI and the Action: sample → query → score → measure → compare with the
 * baseline → decide → report. Templates are already loaded and validated (bad input never reaches a model).
 */
export async function runGate(config: GateConfig, loaded: LoadedRun, deps: RunDeps): Promise<GateRun> {
  const baseline = readBaseline(config, deps);
  const policy = gatePolicy(config.gate);
  const startedAt = deps.clock.now();
  const looked = await sampleInLooks(config, loaded, policy, deps);
  const { plan, queried, kinds, measured } = looked;
  for (const line of kinds.flatMap((k) => k.log ?? [])) deps.log(line);
  // The baseline is compared once, on every answer, after the looks: its test is not part of the stopping rule.
  const decisions = kinds.flatMap((k) => k.results?.decisions ?? []);
  const comparisons = baseline
    ? compareWithBaseline({ ...measured, decisions }, baseline, policy, config.seed)
    : [];
  const last = baseline
    ? decideGate(measured.metrics, { ...policy, level: looked.level }, comparisons)
    : looked.last;
  const decided = verdictOverLooks(last, looked.decided, {
    why: describeStop(looked.stop),
    maxLooks: looked.maxLooks,
    cutShort: queried.run.stoppedBy !== undefined || queried.run.halted !== undefined,
  });
  const coverage = coverageOf(plan, queried.run.outcomes);
  const { verdict, endpoint } = settleVerdict(
    decided,
    coverageChecks(coverage, expectedChecks(plan), decided.checks, policy),
    summarizeEndpointFailures(queried.run.outcomes),
    queried.run.halted !== undefined,
  );
  const results = buildResults({
    toolVersion: deps.toolVersion,
    verdict,
    coverage,
    ...(endpoint ? { endpoint } : {}),
    metrics: measured.metrics,
    answerTypes: measured.answerTypes,
    templates: measured.templates,
    ...Object.assign({}, ...kinds.map((k) => k.results ?? {})),
    ...(looked.maxLooks > 1 ? { sequential: sequentialSection(looked, policy) } : {}),
    items: measured.items,
    provenance: provenance(config, plan.prompts, queried, {
      startedAt,
      now: deps.clock.now(),
      cwd: deps.cwd,
      deps,
    }),
  });
  return {
    results,
    report: renderReport(KIND_REPORT_SECTIONS, results),
    queried,
    suiteOf: new Map(plan.prompts.map((p) => [p.id, p.suite])),
    exitCode: withUnkept(exitCodeFor(verdict), queried),
  };
}

/** results.json's record of the looks: the method, the levels, and each look's size and decisions. */
function sequentialSection(looked: LookedRun, policy: GatePolicy): SequentialSection {
  return {
    method: "bonferroni-looks",
    alpha: 1 - policy.level,
    maxLooks: looked.maxLooks,
    lookLevel: lookLevel(policy.level, looked.maxLooks),
    growable: [...looked.growable],
    looks: looked.looks,
    ...(describeStop(looked.stop) ? { stopped: describeStop(looked.stop) as string } : {}),
  };
}

function readBaseline(config: GateConfig, deps: RunDeps): Results | undefined {
  const file = config.gate.baseline.file;
  if (!file) return undefined;
  const text = deps.readText(file);
  if (text === undefined) {
    throw new ConfigError(
      `baseline results file not found: ${file}`,
      "pass the results.json of an earlier run",
      { file },
    );
  }
  return withStoredItems(parseResults(text, file), file, deps.readText);
}

/**
 * A run whose cache could not keep answers it bought (a full disk) does not end as a pass: 3, the run itself is
 * not sound (its verdict stands, on answers it has; the next run pays for them again). A fail or another
 * non-zero code already says the run did not pass, and says more.
 */
export function withUnkept(code: number, queried: Pick<QueriedPlan, "unkept">): number {
  return queried.unkept !== undefined && code === EXIT.pass ? EXIT.inconclusive : code;
}

/**
 * 0 pass, 1 fail, 3 inconclusive, 4 the endpoint failed (the model was not measured). A results file from an
 * earlier version whose only failing check is the error rate reads as inconclusive, as it did then.
 */
export function exitCodeFor(verdict: Verdict): number {
  if (verdict.status === "pass") return EXIT.pass;
  if (verdict.status === "inconclusive") return EXIT.inconclusive;
  if (verdict.status === "error") return EXIT.endpointFailed;
  const failing = verdict.checks.filter((c) => c.status === "fail");
  return failing.every((c) => c.kind === "error-rate") ? EXIT.inconclusive : EXIT.fail;
}

function provenance(
  config: GateConfig,
  prompts: readonly { suite: string }[],
  queried: QueriedPlan,
  at: { startedAt: number; now: number; cwd: string; deps: RunDeps },
): Results["provenance"] {
  const rel = (path: string) => relative(at.cwd, path) || path;
  const files = [...new Set(config.suites.flatMap((s) => s.templates))];
  const sampleSizes: Record<string, number> = {};
  for (const p of prompts) sampleSizes[p.suite] = (sampleSizes[p.suite] ?? 0) + config.trials;
  const { stats } = queried.run;
  return {
    model: queried.recordedModel ?? config.provider.model,
    endpoint: queried.endpoint,
    seed: config.seed,
    sampleSizes,
    templateHashes: Object.fromEntries(files.map((f) => [rel(f), sha256(at.deps.readText(f) ?? "")])),
    ...(config.systemPrompt ? { systemPromptHash: sha256(config.systemPrompt.text) } : {}),
    tokens: { input: stats.inputTokens, output: stats.outputTokens },
    costUsd: stats.costUsd,
    requests: stats.requests,
    durationMs: Math.round(at.now - at.startedAt),
    startedAt: new Date(at.startedAt).toISOString(),
    ...(config.configFile ? { config: rel(config.configFile) } : {}),
    ...(config.runArgs ? { runArgs: config.runArgs } : {}),
    ...(config.starterSuite ? { starterSuite: true as const } : {}),
    ...(simulatorAnswered(config, queried) ? { simulator: true as const } : {}),
  };
}

/** The embedded simulator, `serve-sim` and recordings of either all name themselves in the answer's model. */
function simulatorAnswered(config: GateConfig, queried: QueriedPlan): boolean {
  if (config.provider.endpoint.kind === "simulator") return true;
  return queried.run.outcomes.some(
    (o) => o.status === "answered" && o.answer.model?.startsWith(SYSTEM_FINGERPRINT) === true,
  );
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
