import type { GateConfig } from "../config/config.js";
import { runPrices } from "../querying/budget.js";
import { estimatePlan, type Plan, type PlanCounts, type PlannablePrompt } from "../sampling/plan.js";

/**
 * The plan of a whole run: one estimate for a run of one model; for a comparison, each variant's estimate (its
 * own system prompt's tokens) over the same prompts, its rows labelled `<variant> · <suite>` and the totals summed,
 * so the request count is what the run sends for every variant together.
 */
export function estimateRun(config: GateConfig, prompts: readonly PlannablePrompt[]): Plan {
  const estimate = (systemPrompt: string | undefined) =>
    estimatePlan(prompts, {
      trials: config.trials,
      ...(systemPrompt !== undefined ? { systemPrompt } : {}),
      ...(config.prices ? { prices: runPrices(config) } : {}),
    });
  const variants = config.comparison?.variants;
  if (!variants) return estimate(config.systemPrompt?.text);
  const plans = variants.map((v) => ({ label: v.label, plan: estimate(v.systemPrompt?.text) }));
  const [first] = plans;
  if (!first) return estimate(config.systemPrompt?.text);
  const templates = plans.flatMap(({ label, plan }) =>
    plan.templates.map((row) => ({ ...row, suite: `${label} · ${row.suite ?? row.group}` })),
  );
  let counts: PlanCounts = { prompts: 0, requests: 0, estimatedInputTokens: 0, estimatedOutputTokens: 0 };
  for (const { plan } of plans) counts = added(counts, plan.totals);
  const totals = { ...counts, templates: templates.length };
  return { ...first.plan, templates, totals };
}

function added(a: PlanCounts, b: PlanCounts): PlanCounts {
  const cost = b.estimatedCostUsd === undefined ? undefined : (a.estimatedCostUsd ?? 0) + b.estimatedCostUsd;
  return {
    prompts: a.prompts + b.prompts,
    requests: a.requests + b.requests,
    estimatedInputTokens: a.estimatedInputTokens + b.estimatedInputTokens,
    estimatedOutputTokens: a.estimatedOutputTokens + b.estimatedOutputTokens,
    ...(cost !== undefined ? { estimatedCostUsd: cost } : {}),
  };
}
