/**
 * A grid of calls to every interval, p-value, quantile and sample-size function of src/stats, edges included
 * (0 and n successes, n from 1 to 10^6, df from 1 to 1000 and fractional, α from 0.001 to 0.2). The values the
 * hand-written special functions gave are committed in pinned-grid.json (scripts/write-stats-pinned-grid.ts
 * wrote them), and pinned-grid.test.ts holds today's code to them, so taking the special functions from
 * libraries changes nothing the gate decides.
 */

import betainc from "@stdlib/math-base-special-betainc";
import betaQuantile from "@stdlib/stats-base-dists-beta-quantile";
import { createRng } from "../../src/sampling/rng.js";
import { binomialPmf, exactBinomialTest, mcnemarExact } from "../../src/stats/binomial.js";
import { clusterBootstrapInterval } from "../../src/stats/bootstrap.js";
import { clusterLinearT, clusterRobustVariance, welchDifference } from "../../src/stats/cluster-linear.js";
import { clusterMeanTest, minimumDetectableMean } from "../../src/stats/cluster-mean-test.js";
import { clusterTInterval } from "../../src/stats/cluster-t.js";
import { clusteredProportionInterval } from "../../src/stats/clustered-proportion.js";
import { holmAdjust } from "../../src/stats/multiplicity.js";
import { normalQuantile } from "../../src/stats/normal.js";
import { clusterPermutationTest, signFlipTest } from "../../src/stats/permutation.js";
import { pooledTTest } from "../../src/stats/pooled-t.js";
import { differenceSd, gapSampleSize, perClusterSize, rateSampleSize } from "../../src/stats/power.js";
import { clopperPearsonInterval, wilsonInterval } from "../../src/stats/proportions.js";
import { mean, quantileSorted } from "../../src/stats/quantile.js";
import { stratifiedMean, stratifiedRate } from "../../src/stats/stratified.js";
import { studentTCdf, studentTQuantile, studentTTwoSidedP } from "../../src/stats/student-t.js";

/** One call: a stable id (function and arguments) and a thunk giving its result. */
export interface GridCase {
  id: string;
  run: () => unknown;
}

const LEVELS = [0.8, 0.9, 0.95, 0.99, 0.999] as const;
/** α from 0.001 to 0.2, as two-sided levels and one-sided tails use them. */
const ALPHAS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2] as const;
const DF = [1, 1.5, 2, 2.7, 3, 4, 5, 7.3, 10, 15, 29, 30, 50, 100, 250, 999, 1000] as const;
const T_VALUES = [
  0,
  0.05,
  0.5,
  1,
  1.645,
  1.96,
  2.5,
  3,
  5,
  10,
  40,
  1e3,
  -0.5,
  -2,
  -7,
  Number.POSITIVE_INFINITY,
];

function call(name: string, args: readonly unknown[], run: () => unknown): GridCase {
  return { id: `${name}(${args.map((a) => JSON.stringify(a) ?? String(a)).join(", ")})`, run };
}

function normalCases(): GridCase[] {
  const ps = [0, 1e-300, 1e-100, 1e-20, 1e-10, 1e-5, 5e-4, ...ALPHAS, 0.3, 0.425, 0.5, 0.575, 0.7, 0.8, 0.9];
  const all = [...ps, ...ps.map((p) => 1 - p), 1 - 1e-10, 0.975, 0.9995];
  return all.map((p) => call("normalQuantile", [p], () => normalQuantile(p)));
}

function studentTCases(): GridCase[] {
  const cases: GridCase[] = [];
  for (const df of [...DF, 1e6, 1e13]) {
    for (const t of T_VALUES) {
      cases.push(call("studentTTwoSidedP", [t, df], () => studentTTwoSidedP(t, df)));
      cases.push(call("studentTCdf", [t, df], () => studentTCdf(t, df)));
    }
  }
  const ps = [...ALPHAS, ...ALPHAS.map((a) => a / 2), 0.3, 0.5];
  for (const df of [...DF, 1e6]) {
    for (const p of [...ps, ...ps.map((x) => 1 - x)]) {
      cases.push(call("studentTQuantile", [p, df], () => studentTQuantile(p, df)));
    }
  }
  return cases;
}

/** The beta functions the intervals rest on; after the swap they are the library's, held to the same values. */
function betaCases(): GridCase[] {
  const cases: GridCase[] = [];
  const shapes = [0.5, 1, 2, 3.5, 10, 50.5, 500, 5000] as const;
  for (const a of shapes) {
    for (const b of shapes) {
      for (const x of [0, 1e-6, 0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 1]) {
        cases.push(call("incompleteBeta", [x, a, b], () => betainc(x, a, b)));
      }
      for (const p of [0.0005, 0.005, 0.025, 0.05, 0.1, 0.5, 0.9, 0.95, 0.975, 0.995, 0.9995]) {
        cases.push(call("betaQuantile", [p, a, b], () => betaQuantile(p, a, b)));
      }
    }
  }
  return cases;
}

function countsFor(n: number): number[] {
  const counts = new Set([0, 1, 2, Math.floor(n / 10), Math.floor(n / 2), n - 2, n - 1, n]);
  return [...counts].filter((k) => k >= 0 && k <= n).sort((a, b) => a - b);
}

function proportionCases(): GridCase[] {
  const cases: GridCase[] = [];
  for (const n of [0, 1, 2, 5, 10, 30, 100, 1000, 10_000, 100_000, 1_000_000]) {
    for (const k of countsFor(n)) {
      for (const level of LEVELS) {
        cases.push(call("clopperPearsonInterval", [k, n, level], () => clopperPearsonInterval(k, n, level)));
        cases.push(call("wilsonInterval", [k, n, level], () => wilsonInterval(k, n, level)));
      }
    }
  }
  // Effective sample sizes are fractional.
  for (const [k, n] of [
    [0.4, 3.7],
    [12.3, 37.5],
    [99.5, 100.25],
    [1e-3, 2.5],
  ] as const) {
    for (const level of LEVELS) {
      cases.push(call("clopperPearsonInterval", [k, n, level], () => clopperPearsonInterval(k, n, level)));
    }
  }
  return cases;
}

function binomialCases(): GridCase[] {
  const cases: GridCase[] = [];
  const alternatives = ["two-sided", "less", "greater"] as const;
  for (const n of [0, 1, 2, 5, 10, 20, 57, 100, 1000, 10_000, 1_000_000]) {
    for (const p of [0, 1e-4, 0.01, 0.1, 0.3, 0.5, 0.77, 0.99, 1]) {
      for (const k of new Set([...countsFor(n), Math.round(n * p)])) {
        cases.push(call("binomialPmf", [k, n, p], () => binomialPmf(k, n, p)));
        for (const alternative of alternatives) {
          cases.push(
            call("exactBinomialTest", [k, n, p, alternative], () => exactBinomialTest(k, n, p, alternative)),
          );
        }
      }
    }
  }
  for (const [b, c] of [
    [0, 0],
    [0, 1],
    [3, 3],
    [2, 9],
    [10, 25],
    [40, 60],
    [500, 560],
    [0, 40],
  ] as const) {
    cases.push(call("mcnemarExact", [b, c], () => mcnemarExact(b, c)));
  }
  return cases;
}

function powerCases(): GridCase[] {
  const cases: GridCase[] = [];
  for (const rule of ["estimate", "confident"] as const) {
    for (const level of LEVELS) {
      for (const power of [0.5, 0.8, 0.9, 0.95]) {
        const options = { level, rule, power };
        for (const [threshold, rate] of [
          [0.1, 0.05],
          [0.1, 0.1],
          [0.2, 0.35],
          [0.5, 0.45],
          [0.05, 0.001],
        ] as const) {
          cases.push(
            call("rateSampleSize", [threshold, rate, options], () =>
              rateSampleSize(threshold, rate, options),
            ),
          );
        }
        for (const [threshold, gap, sd] of [
          [0.1, 0, Math.sqrt(0.095)],
          [0.1, 0.05, 0.5],
          [0.1, 0.2, 0.7],
          [0.05, -0.15, 1],
          [0.1, 0.1, 0.3],
        ] as const) {
          cases.push(
            call("gapSampleSize", [threshold, gap, sd, options], () =>
              gapSampleSize(threshold, gap, sd, options),
            ),
          );
        }
      }
    }
  }
  for (const [a, b] of [
    [0.9, 0.8],
    [0.5, 0.5],
    [1, 0],
  ] as const) {
    cases.push(call("differenceSd", [a, b], () => differenceSd(a, b)));
  }
  for (const [total, clusters, icc] of [
    [100, 10, 0],
    [238, 12, 0.05],
    [500, 20, 0.3],
    [Number.POSITIVE_INFINITY, 10, 0],
    [100, 5, 0.5],
  ] as const) {
    cases.push(call("perClusterSize", [total, clusters, icc], () => perClusterSize(total, clusters, icc)));
  }
  return cases;
}

/** Deterministic samples for the estimators built on the special functions. */
function samples(seed: string, count: number, spread: number): number[] {
  const rng = createRng(seed, "pinned-grid");
  return Array.from({ length: count }, () => Math.round((rng.nextFloat() - 0.4) * spread * 1000) / 1000);
}

function estimatorCases(): GridCase[] {
  const cases: GridCase[] = [];
  const sorted = [...samples("q", 17, 2)].sort((a, b) => a - b);
  for (const q of [0, 0.001, 0.025, 0.1, 0.5, 0.9, 0.975, 1]) {
    cases.push(call("quantileSorted", [sorted, q], () => quantileSorted(sorted, q)));
  }
  for (const size of [1, 3, 17, 200]) {
    const values = samples(`mean${size}`, size, 3);
    cases.push(call("mean", [values], () => mean(values)));
  }
  for (const [na, nb] of [
    [2, 2],
    [3, 5],
    [10, 10],
    [40, 25],
  ] as const) {
    const a = samples(`a${na}`, na, 1);
    const b = samples(`b${nb}`, nb, 1);
    for (const level of LEVELS)
      cases.push(call("pooledTTest", [a, b, level], () => pooledTTest(a, b, level)));
  }
  for (const k of [1, 2, 3, 8, 30]) {
    const values = samples(`c${k}`, k, 1);
    for (const level of LEVELS) {
      for (const floorVariance of [0, 1e-3]) {
        const options = { level, bound: 1, floorVariance };
        cases.push(call("clusterTInterval", [values, options], () => clusterTInterval(values, options)));
      }
    }
  }
  for (const g of [1, 2, 5, 20]) {
    const clusters = samples(`m${g}`, g, 4).map((sum, i) => ({ sum, n: 3 + (i % 4) }));
    cases.push(call("clusterMeanTest", [clusters], () => clusterMeanTest(clusters)));
  }
  for (const df of [1, 2, 9, 30, 1000]) {
    for (const alpha of ALPHAS) {
      for (const power of [0.5, 0.8, 0.9]) {
        cases.push(
          call("minimumDetectableMean", [0.03, df, alpha, power], () =>
            minimumDetectableMean(0.03, df, alpha, power),
          ),
        );
      }
    }
  }
  return cases;
}

function clusteredCases(): GridCase[] {
  const cases: GridCase[] = [];
  const unitSets = [
    [
      { hits: 1, total: 1 },
      { hits: 0, total: 1 },
      { hits: 1, total: 1 },
    ],
    [
      { hits: 0, total: 3 },
      { hits: 0, total: 3 },
      { hits: 0, total: 2 },
    ],
    [
      { hits: 3, total: 3 },
      { hits: 5, total: 5 },
    ],
    [
      { hits: 1, total: 3 },
      { hits: 2, total: 3 },
      { hits: 3, total: 3 },
      { hits: 0, total: 3 },
    ],
    [
      { hits: 2, total: 4 },
      { hits: 2, total: 4 },
      { hits: 2, total: 4 },
    ],
    Array.from({ length: 40 }, (_, i) => ({ hits: i % 3, total: 2 + (i % 2) })),
  ];
  for (const units of unitSets) {
    for (const level of LEVELS) {
      cases.push(
        call("clusteredProportionInterval", [units, level], () => clusteredProportionInterval(units, level)),
      );
    }
  }
  const strataSets = [
    [[{ sum: 1, count: 2 }], [{ sum: 0, count: 2 }]],
    [
      Array.from({ length: 10 }, (_, i) => ({ sum: i % 3 === 0 ? 1 : 0, count: 1 })),
      Array.from({ length: 10 }, (_, i) => ({ sum: i % 2, count: 1 })),
    ],
    [
      Array.from({ length: 12 }, (_, i) => ({ sum: (i % 4) - 1, count: 3 })),
      Array.from({ length: 5 }, (_, i) => ({ sum: i % 2 ? 2 : -1, count: 3 })),
      [{ sum: 0, count: 0 }],
    ],
    [Array.from({ length: 30 }, () => ({ sum: 2, count: 2 }))],
  ];
  const rateSets = [
    [Array.from({ length: 10 }, (_, i) => ({ sum: i % 5 === 0 ? 1 : 2, count: 2 }))],
    [
      Array.from({ length: 10 }, (_, i) => ({ sum: i % 5 === 0 ? 0 : 1, count: 1 })),
      Array.from({ length: 10 }, (_, i) => ({ sum: i % 4 === 0 ? 0 : 1, count: 1 })),
    ],
    [Array.from({ length: 4 }, () => ({ sum: 0, count: 3 })), [{ sum: 1, count: 3 }]],
    [Array.from({ length: 6 }, () => ({ sum: 3, count: 3 }))],
  ];
  for (const level of LEVELS) {
    for (const strata of strataSets) {
      cases.push(call("stratifiedMean", [strata, level], () => stratifiedMean(strata, { level })));
      cases.push(
        call("stratifiedMean", [strata, level, [-1, 2]], () =>
          stratifiedMean(strata, { level, range: [-1, 2] }),
        ),
      );
    }
    for (const strata of rateSets) {
      cases.push(call("stratifiedRate", [strata, level], () => stratifiedRate(strata, { level })));
    }
  }
  const scoreSets = [
    [{ cluster: "a", score: 0.3 }],
    [
      { cluster: "a", score: 0.3 },
      { cluster: "b", score: -0.1 },
    ],
    Array.from({ length: 12 }, (_, i) => ({
      cluster: `db${i % 5}`,
      score: ((i * 7) % 11) / 50 - 0.1,
      leverage: (i % 5) / 6,
    })),
  ];
  for (const scores of scoreSets) {
    for (const correction of ["CR1", "CR2"] as const) {
      cases.push(
        call("clusterRobustVariance", [scores, correction], () => clusterRobustVariance(scores, correction)),
      );
      for (const level of LEVELS) {
        for (const floorVariance of [0, 1e-4]) {
          const options = { level, range: [0, 1] as const, floorVariance, correction };
          cases.push(
            call("clusterLinearT", [0.42, scores, options], () => clusterLinearT(0.42, scores, options)),
          );
        }
      }
    }
  }
  for (const level of LEVELS) {
    for (const [a, b] of [
      [
        { estimate: 0.7, variance: 0.004, df: 4 },
        { estimate: 0.6, variance: 0.001, df: 19 },
      ],
      [
        { estimate: 0.5, variance: 0, df: 1 },
        { estimate: 0.5, variance: 0, df: 2 },
      ],
      [
        { estimate: 0.9, variance: 1e-5, df: 200 },
        { estimate: 0.2, variance: 0.02, df: 1 },
      ],
    ] as const) {
      const options = { level, range: [-1, 1] as const };
      cases.push(call("welchDifference", [a, b, options], () => welchDifference(a, b, options)));
    }
  }
  return cases;
}

function resamplingCases(): GridCase[] {
  const cases: GridCase[] = [];
  for (const pValues of [[], [0.01, 0.04, 0.03, 0.5], [0, 1, 0.2, 0.2, 0.001]]) {
    cases.push(call("holmAdjust", [pValues], () => holmAdjust(pValues)));
  }
  for (const alternative of ["two-sided", "greater", "less"] as const) {
    for (const values of [samples("s8", 8, 2), samples("s40", 40, 2), [0, 0, 0]]) {
      cases.push(
        call("signFlipTest", [values, alternative], () =>
          signFlipTest(values, { rng: createRng("flip"), alternative, resamples: 999 }),
        ),
      );
    }
    const a = [samples("a1", 3, 1), samples("a2", 2, 1), samples("a3", 4, 1)];
    const b = [samples("b1", 3, 1), samples("b2", 5, 1)];
    for (const maxExact of [1, 2 ** 16]) {
      cases.push(
        call("clusterPermutationTest", [a, b, alternative, maxExact], () =>
          clusterPermutationTest(a, b, { rng: createRng("perm"), alternative, maxExact, resamples: 999 }),
        ),
      );
    }
  }
  const clusters = samples("boot", 25, 1);
  for (const level of LEVELS) {
    cases.push(
      call("clusterBootstrapInterval", [clusters, level], () =>
        clusterBootstrapInterval(clusters, mean, { rng: createRng("boot"), resamples: 500, level }),
      ),
    );
  }
  return cases;
}

export function gridCases(): GridCase[] {
  return [
    ...normalCases(),
    ...studentTCases(),
    ...betaCases(),
    ...proportionCases(),
    ...binomialCases(),
    ...powerCases(),
    ...estimatorCases(),
    ...clusteredCases(),
    ...resamplingCases(),
  ];
}

/** A result as JSON: numbers at their leaves (non-finite ones as strings), errors by their class. */
export function evaluate(testCase: GridCase): unknown {
  try {
    return encode(testCase.run());
  } catch (error) {
    return { thrown: error instanceof Error ? error.constructor.name : String(error) };
  }
}

function encode(value: unknown): unknown {
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (Array.isArray(value)) return value.map(encode);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]));
  }
  return value;
}
