/**
 * Baseline pairing for decision suites: results.json keeps every family's member values (DecisionSuiteSummary
 * `families`), and family ids are stable across runs of one seed, so a later run is compared family by family, as
 * the yes/no kind is compared item by item. The units and clusters are the metric's own (src/metrics/decisions.ts):
 * a disparity's unit is the family's paired difference, clustered by template (by family when the suite has one
 * template); consistency's unit is the family, its own cluster. Pure.
 */
import type { MetricKind } from "../config/metric-kinds.js";
import type { DecisionSuiteSummary } from "../metrics/decisions.js";
import type { MetricValue } from "../metrics/types.js";
import type { Unit } from "./baseline-units.js";

export type DecisionPairedKind = Extract<MetricKind, "decision-disparity" | "counterfactual-consistency">;

export function isDecisionPairedKind(kind: MetricKind): kind is DecisionPairedKind {
  return kind === "decision-disparity" || kind === "counterfactual-consistency";
}

/**
 * The metric's units in one run, keyed by family id; undefined when the run kept no family values for its suite
 * (a results file written before they were kept), so the caller falls back to the unpaired test.
 */
export function decisionUnits(
  summaries: readonly DecisionSuiteSummary[] | undefined,
  metric: MetricValue,
): Map<string, Unit> | undefined {
  const suite = (summaries ?? []).find(
    (s) => metric.scope === s.suite || metric.scope.startsWith(`${s.suite}:`),
  );
  if (!suite?.families) return undefined;
  const index = new Map(suite.groups.map((g, i) => [g.group, i]));
  const units = new Map<string, Unit>();
  if (metric.kind === "counterfactual-consistency") {
    for (const family of suite.families) {
      const usable = family.values.filter((v): v is number => v !== null);
      if (usable.length < 2) continue;
      units.set(family.id, { cluster: family.id, value: Number(usable.every((v) => v === usable[0])) });
    }
    return units;
  }
  const name = metric.scope.slice(suite.suite.length + 1);
  const group = index.get(name);
  const reference = index.get(suite.disparities.find((d) => d.group === name)?.reference ?? suite.reference);
  if (group === undefined || reference === undefined) return units;
  const byTemplate = new Set(suite.families.map((f) => f.template)).size > 1;
  for (const family of suite.families) {
    const a = family.values[group];
    const b = family.values[reference];
    if (a === null || a === undefined || b === null || b === undefined) continue;
    units.set(family.id, { cluster: byTemplate ? family.template : family.id, value: a - b });
  }
  return units;
}
