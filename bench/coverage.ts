/**
 * Coverage of the negation gap's interval (`npm run bench:coverage`, or `BENCH_COVERAGE=1 npm run bench`).
 * Pure: scored items are built directly, no simulator process and no HTTP.
 *
 * Each seed draws template effects afresh: template t's statement accuracy μ_s ~ U(0.55, 0.82) and its gap
 * g_t = Δ + τ·(z_t − z̄), z_t ~ U(−1, 1), τ = 0.08 (heterogeneity between templates, centred so the suite's
 * gap, the estimand, is Δ exactly: templates are the fixed population, see src/metrics/negation.ts). With
 * repeated trials each filling also draws its own accuracies from Beta(μκ, (1−μ)κ), κ = 4 (prompt effects),
 * so trials of one filling are correlated. The physical limit is the nominal level: coverage ≥ 93% (goal),
 * false fail and false pass at the threshold ≤ 2.5% each; the threshold is the default maxNegationGap, 0.03.
 */
import { pathToFileURL } from "node:url";
import { computeNegationMetrics } from "../src/metrics/negation.js";
import type { ScoredItem } from "../src/metrics/types.js";
import { createRng, type Rng } from "../src/stats/rng.js";
import { benchContaminationCalibration } from "./contamination-calibration.js";
import { benchCoverageContamination } from "./coverage-contamination.js";
import { benchCoverageCoreference } from "./coverage-coreference.js";
import { benchCoverageDecisions } from "./coverage-decisions.js";
import { benchCoverageTextToSql } from "./coverage-text-to-sql.js";
import { benchCoverageYesNo } from "./coverage-yes-no.js";

const SEEDS = 1000;
const THRESHOLD = 0.03;
const TAU = 0.08;
const KAPPA = 4;

interface Scenario {
  templates: number;
  fillings: number;
  trials: number;
  gap: number;
}

interface Tally {
  covered: number;
  fail: number;
  pass: number;
  rejectZero: number;
}

export function benchCoverage(seeds = SEEDS): string {
  const rows: string[] = [
    `negation gap, stratified t interval, ${seeds} seeds per row, threshold |gap| ≤ ${THRESHOLD}, level 0.95`,
    "templates  fillings  trials  true gap  coverage  fail    pass    p<0.05",
  ];
  for (const scenario of scenarios()) {
    const t = runScenario(scenario, seeds);
    const pct = (k: number) => `${((100 * k) / seeds).toFixed(1)}%`.padStart(6);
    rows.push(
      [
        String(scenario.templates).padStart(9),
        String(scenario.fillings).padStart(9),
        String(scenario.trials).padStart(7),
        scenario.gap.toFixed(2).padStart(9),
        pct(t.covered).padStart(9),
        pct(t.fail),
        pct(t.pass),
        pct(t.rejectZero),
      ].join(" "),
    );
  }
  rows.push(
    "fail: interval wholly beyond ±threshold (a false fail when |gap| ≤ threshold); pass: interval wholly",
    "within ±threshold (a false pass when |gap| ≥ threshold); p<0.05: the t test rejects gap = 0.",
  );
  return rows.join("\n");
}

function scenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (const templates of [2, 3, 5, 10, 30]) {
    for (const gap of [0, THRESHOLD, 0.15]) out.push({ templates, fillings: 10, trials: 1, gap });
  }
  for (const templates of [2, 5]) {
    out.push({ templates, fillings: 4, trials: 1, gap: 0 }, { templates, fillings: 4, trials: 1, gap: 0.15 });
    out.push(
      { templates, fillings: 6, trials: 3, gap: 0 },
      { templates, fillings: 6, trials: 3, gap: THRESHOLD },
    );
  }
  return out;
}

function runScenario(scenario: Scenario, seeds: number): Tally {
  const tally: Tally = { covered: 0, fail: 0, pass: 0, rejectZero: 0 };
  for (let seed = 0; seed < seeds; seed++) {
    const rng = createRng(`coverage:${JSON.stringify(scenario)}`, String(seed));
    const items = plantItems(scenario, rng);
    const gap = computeNegationMetrics(items, { seed }).find((m) => m.id === "negation-gap:overall");
    if (!gap?.interval) throw new Error("no negation gap");
    const { low, high } = gap.interval;
    if (low <= scenario.gap && scenario.gap <= high) tally.covered++;
    if (low > THRESHOLD || high < -THRESHOLD) tally.fail++;
    if (low >= -THRESHOLD && high <= THRESHOLD) tally.pass++;
    if ((gap.pValue ?? 1) < 0.05) tally.rejectZero++;
  }
  return tally;
}

/** Items of one run: every template has the same number of fillings, so the template-weighted truth is Δ. */
function plantItems(scenario: Scenario, rng: Rng): ScoredItem[] {
  const z = Array.from({ length: scenario.templates }, () => 2 * rng.nextFloat() - 1);
  const zBar = z.reduce((a, b) => a + b, 0) / z.length;
  const items: ScoredItem[] = [];
  z.forEach((zt, t) => {
    const statementAccuracy = 0.55 + 0.27 * rng.nextFloat();
    const negationAccuracy = statementAccuracy - (scenario.gap + TAU * (zt - zBar));
    for (let f = 0; f < scenario.fillings; f++) {
      const ps = scenario.trials > 1 ? betaMean(statementAccuracy, rng) : statementAccuracy;
      const pn = scenario.trials > 1 ? betaMean(negationAccuracy, rng) : negationAccuracy;
      for (let trial = 0; trial < scenario.trials; trial++) {
        const pairId = `T${t}-${f}`;
        items.push(item(`T${t}`, pairId, trial, "statement", rng.nextFloat() < ps));
        items.push(item(`T${t}n`, pairId, trial, "negation", rng.nextFloat() < pn));
      }
    }
  });
  return items;
}

function item(
  templateId: string,
  pairId: string,
  trial: number,
  polarity: "statement" | "negation",
  correct: boolean,
): ScoredItem {
  // Statement label No, negation label Yes: a correct answer is no, then yes.
  const category = correct === (polarity === "statement") ? "no" : "yes";
  return {
    suite: "bench",
    kind: "yes-no",
    promptId: `${templateId}:${pairId}`,
    trial,
    templateId,
    group: "bench",
    polarity,
    pairId,
    label: polarity === "statement" ? "No" : "Yes",
    status: "answered",
    category,
    correct,
    statement: "",
  };
}

/** A Beta(μκ, (1−μ)κ) draw: mean μ, so planted template accuracies stay exact in expectation. */
function betaMean(mu: number, rng: Rng): number {
  const a = gamma(mu * KAPPA, rng);
  const b = gamma((1 - mu) * KAPPA, rng);
  return a / (a + b);
}

/** Marsaglia–Tsang gamma(shape, 1), with the shape < 1 boost. */
function gamma(shape: number, rng: Rng): number {
  if (shape < 1) return gamma(shape + 1, rng) * rng.nextFloat() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal(rng);
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    const u = rng.nextFloat();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

function normal(rng: Rng): number {
  const u = 1 - rng.nextFloat();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextFloat());
}

/**
 * Every metric's coverage benchmark (`npm run bench:coverage -- [seeds]`, default 400, at least 200): the negation
 * gap from synthetic items (above), then the yes/no checks through the real sampler, simulator, metrics and gate,
 * the coreference item-pair intervals and the contamination delta, each with heterogeneity planted, and the
 * calibrated contamination delta's false alarms and power, and the decision suite's disparity and consistency.
 */
export function benchAllCoverage(seeds = 400): string {
  if (seeds < 200)
    throw new RangeError(`the coverage benchmark needs at least 200 seeds per scenario, got ${seeds}`);
  const sections: string[] = [];
  const timed = (title: string, run: () => string) => {
    const started = performance.now();
    const table = run();
    sections.push(`## ${title} (${((performance.now() - started) / 1000).toFixed(1)} s)\n${table}`);
  };
  // The pure benchmarks take seconds, so they run 1,000 seeds at least: a 2.5% rate then has a standard error of
  // 0.5 points instead of 0.8. The yes/no one goes through the simulator and takes minutes.
  const cheap = Math.max(seeds, 1000);
  timed("negation gap, synthetic items", () => benchCoverage(cheap));
  timed("yes/no checks through the simulator", () => benchCoverageYesNo(seeds));
  timed("coreference: stereotype gap and adjective amplification", () => benchCoverageCoreference(cheap));
  timed("contamination delta", () => benchCoverageContamination(cheap));
  // Under a null of database difficulty alone, and with memorisation planted; minutes, so `seeds` (≥ 200).
  timed("contamination delta calibration", () => benchContaminationCalibration(seeds));
  timed("text-to-SQL deltas", () => benchCoverageTextToSql(seeds));
  // About a quarter second per seed over its 20 rows, so `seeds` (≥ 200), not the 1,000 of the cheap ones.
  timed("decision suites: disparity, consistency and the gate at the thresholds", () =>
    benchCoverageDecisions(seeds),
  );
  return sections.join("\n\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seeds = Number(process.argv[2] ?? process.env.BENCH_SEEDS ?? 400);
  console.log(benchAllCoverage(seeds));
}
