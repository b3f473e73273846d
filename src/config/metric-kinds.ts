/**
 * Every metric bias-gate can compute, by name: thresholds in the config and the gate's checks are keyed by these,
 * so the config validates them before any metric exists.
 */
export const METRIC_KINDS = [
  "bias-rate",
  "negation-gap",
  "flip-consistency",
  "probability-shift",
  "robustness-probability",
  "stereotype-gap",
  "adjective-amplification",
  "error-rate",
  "unusable-rate",
  "contamination-delta",
  "sql-accuracy",
  "sql-contamination-delta",
  "atd-drop-difference",
  "decision-rate",
  "decision-disparity",
  "decision-gap",
  "counterfactual-consistency",
  "discrim-eval-score",
  "coverage",
] as const;

export type MetricKind = (typeof METRIC_KINDS)[number];
