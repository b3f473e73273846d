/**
 * results.json's `variants` section: a comparison run's variants side by side (each measured exactly as a run of
 * that variant alone) and each candidate's paired differences against the current variant on the shared prompts.
 */
import type { Variant } from "../config/config.js";
import { pairedDifferences } from "../metrics/paired-variants.js";
import type { MetricValue } from "../metrics/types.js";
import type { Results, VariantSummary, VariantsSection } from "./results.js";

const HEADLINE_KINDS = new Set(["bias-rate", "negation-gap", "stereotype-gap"]);

/** Whether a metric is one a comparison shows: bias rate per group and overall (not per polarity) and the gaps. */
export function isHeadlineMetric(m: Pick<MetricValue, "kind" | "scope">): boolean {
  return HEADLINE_KINDS.has(m.kind) && !(m.kind === "bias-rate" && m.scope.includes("/"));
}

/**
 * The section from each variant's results, in the configured order (the first is the current one). `level` is the
 * paired intervals' confidence level, the gate's.
 */
export function buildVariantsSection(
  runs: readonly { variant: Variant; results: Results }[],
  gatedOn: string,
  level: number,
): VariantsSection {
  const [first, ...others] = runs;
  if (!first) throw new RangeError("buildVariantsSection needs at least one variant");
  const variants = runs.map(({ variant, results }): VariantSummary => {
    const p = results.provenance;
    return {
      label: variant.label,
      model: variant.model,
      ...(p.systemPromptHash ? { systemPromptHash: p.systemPromptHash } : {}),
      status: results.verdict.status,
      metrics: results.metrics.filter(isHeadlineMetric),
      requests: p.requests,
      tokens: p.tokens,
      costUsd: p.costUsd,
    };
  });
  return {
    gatedOn,
    current: first.variant.label,
    variants,
    comparisons: others.map(({ variant, results }) => ({
      candidate: variant.label,
      current: first.variant.label,
      differences: pairedDifferences(first.results.items, results.items, level),
    })),
    totals: {
      requests: sum(variants.map((v) => v.requests)),
      tokens: {
        input: sum(variants.map((v) => v.tokens.input)),
        output: sum(variants.map((v) => v.tokens.output)),
      },
      costUsd: sum(variants.map((v) => v.costUsd)),
    },
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
