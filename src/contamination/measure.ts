import type { MetricKind } from "../config/metric-kinds.js";
import type { MetricValue, ScoredItem } from "../metrics/types.js";
import type { KeptOutcome } from "../providers/types.js";
import { type CalibrationSummary, calibrateDelta, type ReferenceObservations } from "./calibration.js";
import { compareSets } from "./comparability.js";
import { computeContamination, computeUnusableRate } from "./metrics.js";
import { type DatabaseCounts, type LoadedContamination, observeContamination } from "./suite.js";
import type { MaskProbe } from "./types.js";

/**
 * One contamination suite's outcome, as stored in results.json under `contamination`. `metric` and `significant`
 * are the calibrated delta's (what the gate and the "possibly inflated" marking use); `raw` is the fixed-set delta:
 * how much these two sets differ for this model, not by itself memorisation.
 */
export interface ContaminationReport extends ReturnType<typeof computeContamination> {
  suite: string;
  /** The fixed-set delta (`calibration: none`'s), kept beside the calibrated one. Absent in older files. */
  raw?: { metric: MetricValue; significant: boolean };
  /** Absent in files written before calibration: their `metric` is the raw delta. */
  calibration?: CalibrationSummary;
  /** Suites built from the reference material. */
  covers: string[];
  comparability: ReturnType<typeof compareSets>;
  /** Databases per set as asked, and what a `databases:` filter kept; absent in older results. */
  databases?: DatabaseCounts;
}

/** What the contamination suites measured, and which could not be measured. */
export interface ContaminationMeasurement {
  reports: ContaminationReport[];
  /** Suites with no answered probe in one of their sets: their delta is not guessed. */
  unmeasurable: string[];
  /** Every gated contamination metric: each measured suite's delta, then each suite's unusable-answer rate. */
  metrics: MetricValue[];
}

/**
 * The delta and its evidence for every contamination suite, from the answered probes, and each suite's
 * `unusable-rate:<suite>`: the share of its masks asked in answered probes from which no masked name could be
 * read ("unsure", refusals, empty replies; see `computeUnusableRate`). An all-"unsure" model restores nothing in
 * either set, so its delta is 0; this rate is what fails it. Failed requests are in neither (the error rate
 * counts them). Pure and seeded. A suite with no answered probe in one of its sets cannot be measured: it is
 * listed in `unmeasurable`, not guessed, but still has its unusable rate. `references`: the reference models'
 * outcomes of the same probes, for the `reference-models` calibration (calibration.ts).
 */
export function measureContamination(
  loaded: readonly LoadedContamination[],
  probes: readonly MaskProbe[],
  outcomes: readonly KeptOutcome[],
  seed: string,
  level: number,
  references: readonly { label: string; outcomes: readonly KeptOutcome[] }[] = [],
): ContaminationMeasurement {
  const unmeasurable: string[] = [];
  const unusable: MetricValue[] = [];
  const reports = loaded.flatMap(({ suite, sets, databases }) => {
    const own = probes.filter((p) => p.suite === suite.name);
    const observations = observeContamination(own, outcomes);
    const rate = computeUnusableRate(observations, {
      suite: suite.name,
      seed,
      level,
      clusterLabel: "databases",
    });
    if (rate) unusable.push(rate);
    if (!observations.some((o) => o.set === "reference") || !observations.some((o) => o.set === "fresh")) {
      unmeasurable.push(suite.name);
      return [];
    }
    const raw = computeContamination(observations, {
      suite: suite.name,
      seed,
      level,
      clusterLabel: "databases",
    });
    const referenceObservations: ReferenceObservations[] = references.map((r) => ({
      label: r.label,
      observations: observeContamination(own, r.outcomes),
    }));
    const calibrated = calibrateDelta(raw, observations, referenceObservations, {
      requested: suite.calibration ?? "auto",
      level,
      clusterLabel: sets.reference.schemas.length || sets.fresh.schemas.length ? "databases" : "files",
    });
    const result = {
      ...raw,
      metric: calibrated.metric,
      significant: calibrated.significant,
      raw: { metric: raw.metric, significant: raw.significant },
      calibration: calibrated.calibration,
    };
    const masked = {
      reference: own.filter((p) => p.set === "reference").flatMap((p) => p.masked),
      fresh: own.filter((p) => p.set === "fresh").flatMap((p) => p.masked),
    };
    const comparability =
      sets.reference.schemas.length || sets.fresh.schemas.length
        ? compareSets(sets.reference.schemas, sets.fresh.schemas, masked)
        : compareSets(sets.reference.texts, sets.fresh.texts, masked);
    return [{ ...result, suite: suite.name, covers: suite.covers, comparability, databases }];
  });
  return { reports, unmeasurable, metrics: [...reports.map((r) => r.metric), ...unusable] };
}

const BIAS_KINDS: ReadonlySet<MetricKind> = new Set([
  "bias-rate",
  "negation-gap",
  "flip-consistency",
  "probability-shift",
  "robustness-probability",
  "stereotype-gap",
  "adjective-amplification",
]);

/**
 * Marks every bias metric computed on reference material as possibly inflated when its contamination delta is
 * significant: the metrics of the covered suites' groups, the coreference metrics when a covered suite is a
 * coreference suite, and `overall`, which includes them.
 */
export function markPossiblyInflated(
  metrics: MetricValue[],
  reports: readonly Pick<ContaminationReport, "significant" | "covers">[],
  items: readonly ScoredItem[],
): void {
  const covered = new Set(reports.filter((r) => r.significant).flatMap((r) => r.covers));
  if (covered.size === 0) return;
  const groups = new Set(items.filter((i) => covered.has(i.suite)).map((i) => i.group));
  const coreference = items.some((i) => i.kind === "coreference" && covered.has(i.suite));
  for (const metric of metrics) {
    if (!BIAS_KINDS.has(metric.kind)) continue;
    const group = metric.scope.split("/")[0] ?? metric.scope;
    const isCoreference = metric.kind === "stereotype-gap" || metric.kind === "adjective-amplification";
    if (
      (isCoreference && coreference) ||
      (!isCoreference && (groups.has(group) || (group === "overall" && groups.size > 0)))
    ) {
      metric.possiblyInflated = true;
    }
  }
}
