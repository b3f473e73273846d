/**
 * The trend file: one compact JSON line per run (history.jsonl), so the job summary can show how the headline
 * numbers moved over time without keeping every results.json.
 */

import type { MetricKind } from "../config/metric-kinds.js";
import type { MetricValue, VerdictStatus } from "../metrics/types.js";
import type { Results } from "./results.js";

/** One run, reduced to what the trend shows. Metric values in their own units (see `MetricValue.unit`). */
export interface HistoryEntry {
  /** When the run started or was recorded, ISO 8601. */
  at: string;
  sha?: string;
  ref?: string;
  verdict: VerdictStatus;
  /** Overall bias rate, in [0,1]. */
  biasRate?: number;
  /** Overall negation gap (statements − negations), a difference in [-1,1]. */
  negationGap?: number;
  /** Stereotype gap (pro − anti), in points (×100). */
  stereotypeGap?: number;
  /** Contamination delta (reference − fresh DC-accuracy), a difference in [-1,1]. */
  contaminationDelta?: number;
}

/** The metric values the verdict line, the badge and the trend lead with; absent when the run did not measure them. */
export interface HeadlineMetrics {
  biasRate?: MetricValue;
  negationGap?: MetricValue;
  stereotypeGap?: MetricValue;
  contaminationDelta?: MetricValue;
}

/**
 * The headline metrics: the overall bias rate and negation gap, the stereotype gap without adjectives (scope
 * `none`, else the first reported), and the overall contamination delta (else the first reported).
 */
export function headlineMetrics(metrics: readonly MetricValue[]): HeadlineMetrics {
  const out: HeadlineMetrics = {};
  const biasRate = pick(metrics, "bias-rate", "overall", false);
  const negationGap = pick(metrics, "negation-gap", "overall", false);
  const stereotypeGap = pick(metrics, "stereotype-gap", "none", true);
  const contaminationDelta = pick(metrics, "contamination-delta", "overall", true);
  if (biasRate) out.biasRate = biasRate;
  if (negationGap) out.negationGap = negationGap;
  if (stereotypeGap) out.stereotypeGap = stereotypeGap;
  if (contaminationDelta) out.contaminationDelta = contaminationDelta;
  return out;
}

function pick(
  metrics: readonly MetricValue[],
  kind: MetricKind,
  scope: string,
  anyScope: boolean,
): MetricValue | undefined {
  const ofKind = metrics.filter((m) => m.kind === kind);
  return ofKind.find((m) => m.scope === scope) ?? (anyScope ? ofKind[0] : undefined);
}

/** This run as a history entry. `at` is passed in (the report never reads the clock). */
export function historyEntry(
  results: Results,
  options: { sha?: string; ref?: string; at: string },
): HistoryEntry {
  const entry: HistoryEntry = { at: options.at, verdict: results.verdict.status };
  if (options.sha !== undefined) entry.sha = options.sha;
  if (options.ref !== undefined) entry.ref = options.ref;
  const h = headlineMetrics(results.metrics);
  for (const key of HEADLINE_KEYS) {
    const value = h[key]?.value;
    if (value !== undefined && Number.isFinite(value)) entry[key] = value;
  }
  return entry;
}

const HEADLINE_KEYS = ["biasRate", "negationGap", "stereotypeGap", "contaminationDelta"] as const;
const VERDICTS: readonly string[] = ["pass", "fail", "inconclusive", "error"];

/** One entry as one line of history.jsonl, newline included. */
export function historyLine(entry: HistoryEntry): string {
  return `${JSON.stringify(entry)}\n`;
}

/**
 * history.jsonl → entries, in file order. Skips blank lines and damaged ones (not JSON, no `at` or verdict,
 * non-numeric values): a half-written line from a cancelled job must not break every later summary. Unknown
 * fields are dropped.
 */
export function parseHistory(jsonl: string): HistoryEntry[] {
  return jsonl.split(/\r?\n/).flatMap((line) => {
    if (line.trim() === "") return [];
    const entry = toEntry(parseJson(line));
    return entry ? [entry] : [];
  });
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function toEntry(data: unknown): HistoryEntry | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const d = data as Record<string, unknown>;
  if (typeof d.at !== "string" || typeof d.verdict !== "string" || !VERDICTS.includes(d.verdict)) {
    return undefined;
  }
  const entry: HistoryEntry = { at: d.at, verdict: d.verdict as VerdictStatus };
  for (const key of ["sha", "ref"] as const) {
    const value = d[key];
    if (value === undefined) continue;
    if (typeof value !== "string") return undefined;
    entry[key] = value;
  }
  for (const key of HEADLINE_KEYS) {
    const value = d[key];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
    entry[key] = value;
  }
  return entry;
}
