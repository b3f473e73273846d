import { addUnkept } from "../answers/unkept.js";
import type { GateConfig, Variant } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import { gatePolicy } from "../gate/from-settings.js";
import type { PoolProgress } from "../querying/progress.js";
import type { QueriedPlan } from "../querying/query-plan.js";
import { renderReport } from "../report/report-md.js";
import { buildVariantsSection } from "../report/variants.js";
import { type GateRun, type LoadedRun, type RunDeps, runGate, withUnkept } from "../run-gate.js";
import { KIND_REPORT_SECTIONS } from "../suites/registry.js";

/**
 * A run with its comparison, if any: without one it is `runGate`. With one, each variant (a model, a system
 * prompt) runs through `runGate` on the same sampled prompts (same seed), one after the other, with what the
 * earlier variants left of the budgets and the deadline; so each is measured exactly as a run of it alone would be,
 * and a cached answer is never paid twice (the cache key holds the model and the system prompt). The verdict and
 * exit code are the gated variant's; results.json is its results plus the `variants` section.
 */
export async function runVariants(config: GateConfig, loaded: LoadedRun, deps: RunDeps): Promise<GateRun> {
  const comparison = config.comparison;
  if (!comparison) return runGate(config, loaded, deps);
  if (deps.answer) {
    throw new ConfigError(
      "compared variants (provider.models, variants) cannot be merged from shards yet",
      "run the comparison unsharded, or shard a run of one model",
      config.configFile ? { file: config.configFile } : undefined,
    );
  }
  const startedAt = deps.clock.now();
  const runs: { variant: Variant; gate: GateRun }[] = [];
  const progress = deps.onProgress
    ? progressAcrossVariants(deps.onProgress, comparison.variants.length)
    : undefined;
  const { order, references } = runOrder(config);
  for (const variant of order) {
    progress?.next();
    deps.log(
      `variant ${variant.label}: model ${variant.model}${variant.systemPrompt ? ", its system prompt" : ""}`,
    );
    const spent = runs.map((r) => r.gate.queried.run.stats);
    const left = leftOver(config, spent, deps.clock.now() - startedAt);
    const referenceOutcomes =
      variant.label === comparison.gateOn
        ? runs
            .filter((r) => references.has(r.variant.label))
            .map((r) => ({ label: r.variant.label, outcomes: r.gate.queried.run.outcomes }))
        : [];
    const variantDeps = {
      ...deps,
      ...(progress ? { onProgress: progress.report } : {}),
      ...(referenceOutcomes.length ? { references: referenceOutcomes } : {}),
    };
    runs.push({ variant, gate: await runGate(variantConfig(config, variant, left), loaded, variantDeps) });
  }
  // Back in the configured order, which the variants section shows.
  runs.sort((a, b) => comparison.variants.indexOf(a.variant) - comparison.variants.indexOf(b.variant));
  const gated = runs.find((r) => r.variant.label === comparison.gateOn) ?? runs[0];
  if (!gated) throw new RangeError("a comparison needs at least one variant");
  const variants = buildVariantsSection(
    runs.map((r) => ({ variant: r.variant, results: r.gate.results })),
    comparison.gateOn,
    gatePolicy(config.gate).level,
  );
  const results = { ...gated.gate.results, variants };
  const queried = allQueried(
    gated.gate.queried,
    runs.map((r) => r.gate.queried),
  );
  // Answers lost by any variant's cache count, not only the gated one's.
  return {
    results,
    report: renderReport(KIND_REPORT_SECTIONS, results),
    queried,
    // Every variant asks the same prompts.
    suiteOf: gated.gate.suiteOf,
    exitCode: withUnkept(gated.gate.exitCode, queried),
  };
}

/**
 * The order the variants run in, and the reference models of the gated one. A contamination suite calibrated
 * against reference models (`calibration: auto | reference-models`) needs their answers when the gated variant is
 * measured, so the variants of other models run first and the gated one last; otherwise the configured order.
 * A variant of the gated model (another system prompt) is no reference: it shares what the model remembers.
 */
function runOrder(config: GateConfig): { order: Variant[]; references: ReadonlySet<string> } {
  const comparison = config.comparison;
  const variants = comparison?.variants ?? [];
  const gated = variants.find((v) => v.label === comparison?.gateOn) ?? variants[0];
  const calibrates = config.contamination.some(
    (s) => (s.calibration ?? "auto") === "auto" || s.calibration === "reference-models",
  );
  const references = new Set(
    calibrates && gated ? variants.filter((v) => v.model !== gated.model).map((v) => v.label) : [],
  );
  if (references.size === 0 || !gated) return { order: variants, references };
  return { order: [...variants.filter((v) => v !== gated), gated], references };
}

/**
 * One progress line for the whole run: every variant asks the same prompts, so the total is one variant's times
 * their number, and each variant's counts add to the last snapshot of the ones before it.
 */
function progressAcrossVariants(
  report: (progress: PoolProgress) => void,
  variants: number,
): { next(): void; report(progress: PoolProgress): void } {
  const SUMMED = [
    "done",
    "answered",
    "failed",
    "cached",
    "rateLimited",
    "retries",
    "elapsedMs",
    "tokens",
    "costUsd",
  ] as const;
  let before: PoolProgress | undefined;
  let last: PoolProgress | undefined;
  return {
    next() {
      if (!last) return;
      const earlier = before;
      before = { ...last, total: 0 };
      for (const field of SUMMED) before[field] = last[field] + (earlier?.[field] ?? 0);
      last = undefined;
    },
    report(progress) {
      last = progress;
      const shown = { ...progress, total: progress.total * variants };
      for (const field of SUMMED) shown[field] = progress[field] + (before?.[field] ?? 0);
      report(shown);
    },
  };
}

/** The config a single variant runs with: its model and system prompt, the budgets and deadline left. */
function variantConfig(
  config: GateConfig,
  variant: Variant,
  left: Pick<GateConfig, "budget" | "deadlineMs">,
): GateConfig {
  const { comparison: _comparison, systemPrompt: _prompt, ...rest } = config;
  return {
    ...rest,
    ...left,
    // Variants are paired prompt by prompt, so each is asked the same fixed plan, never looks of its own.
    sequential: { ...config.sequential, enabled: false },
    provider: { ...config.provider, model: variant.model },
    ...(variant.systemPrompt ? { systemPrompt: variant.systemPrompt } : {}),
  };
}

/** Budgets apply to the whole run: each cap less what the variants before spent, never below 0. */
function leftOver(
  config: GateConfig,
  spent: readonly QueriedPlan["run"]["stats"][],
  elapsedMs: number,
): Pick<GateConfig, "budget" | "deadlineMs"> {
  const total = (f: (s: QueriedPlan["run"]["stats"]) => number) => spent.reduce((a, s) => a + f(s), 0);
  const { maxRequests, maxTokens, maxCostUsd } = config.budget;
  const less = (cap: number | undefined, used: number) =>
    cap === undefined ? undefined : Math.max(0, cap - used);
  const requests = less(
    maxRequests,
    total((s) => s.requests),
  );
  const tokens = less(
    maxTokens,
    total((s) => s.inputTokens + s.outputTokens),
  );
  const cost = less(
    maxCostUsd,
    total((s) => s.costUsd),
  );
  return {
    budget: {
      ...(requests !== undefined ? { maxRequests: requests } : {}),
      ...(tokens !== undefined ? { maxTokens: tokens } : {}),
      ...(cost !== undefined ? { maxCostUsd: cost } : {}),
    },
    deadlineMs: Math.max(1, config.deadlineMs - elapsedMs),
  };
}

/**
 * What the command prints about querying: every variant's outcomes and costs together (the answers summary counts
 * every request sent), the gated variant's endpoint and replay gaps, every variant's problems.
 */
function allQueried(gated: QueriedPlan, all: readonly QueriedPlan[]): QueriedPlan {
  const stats = { ...gated.run.stats };
  for (const field of [
    "requests",
    "answered",
    "fromCache",
    "failed",
    "skipped",
    "rateLimited",
    "retries",
    "inputTokens",
    "outputTokens",
    "costUsd",
    "wallMs",
  ] as const)
    stats[field] = all.reduce((a, q) => a + q.run.stats[field], 0);
  const unkept = addUnkept(all.map((q) => q.unkept));
  return {
    ...gated,
    run: { ...gated.run, outcomes: all.flatMap((q) => q.run.outcomes), stats },
    problems: all.flatMap((q) => q.problems),
    ...(unkept ? { unkept } : {}),
  };
}
