/**
 * Scopes in words. A coreference condition scope (`occupations:none`) names a suite and an adjective condition;
 * the baseline condition (no adjectives) printed as a group ("stereotype gap for **none**") reads as if a group
 * called "none" had been measured.
 */
import type { MetricKind } from "../config/metric-kinds.js";
import type { Results } from "./results.js";

const CONDITION_KINDS: ReadonlySet<MetricKind> = new Set<MetricKind>([
  "stereotype-gap",
  "adjective-amplification",
]);

/** The baseline conditions the results name, as `suite:condition` (and bare `condition`). */
export function baselineConditions(results: Pick<Results, "coreference">): Set<string> {
  const out = new Set<string>(["none"]);
  for (const c of results.coreference?.conditions ?? []) {
    if (c.baseline) out.add(`${c.suite}:${c.condition}`).add(c.condition);
  }
  return out;
}

/**
 * A scope as a reader says it, unescaped: `occupations (no adjectives)` for a suite's baseline condition,
 * `occupations (adjective: arrogant/responsive)` for another, `no adjectives` for a bare `none`, and any other
 * scope as it is (`gender`, `overall`).
 */
export function scopeWords(kind: MetricKind, scope: string, baselines: ReadonlySet<string>): string {
  if (!CONDITION_KINDS.has(kind)) return scope;
  const colon = scope.indexOf(":");
  const suite = colon >= 0 ? scope.slice(0, colon) : "";
  const condition = colon >= 0 ? scope.slice(colon + 1) : scope;
  // `none` is every suite's name for the no-adjective condition unless the results say otherwise.
  const baseline = baselines.has(scope) || condition === "none" || (suite === "" && baselines.has(condition));
  const words = baseline ? "no adjectives" : `adjectives: ${condition}`;
  return suite ? `${suite} (${words})` : words;
}
