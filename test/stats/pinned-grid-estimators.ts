/** The pinned grid's estimators built on the special functions: t tests, cluster and stratified intervals, resampling. */

import { clusterBootstrapInterval } from "../../src/stats/bootstrap.js";
import { clusterLinearT, clusterRobustVariance, welchDifference } from "../../src/stats/cluster-linear.js";
import { clusterMeanTest, minimumDetectableMean } from "../../src/stats/cluster-mean-test.js";
import { clusterTInterval } from "../../src/stats/cluster-t.js";
import { clusteredProportionInterval } from "../../src/stats/clustered-proportion.js";
import { holmAdjust } from "../../src/stats/multiplicity.js";
import { clusterPermutationTest, signFlipTest } from "../../src/stats/permutation.js";
import { pooledTTest } from "../../src/stats/pooled-t.js";
import { mean, quantileSorted } from "../../src/stats/quantile.js";
import { createRng } from "../../src/stats/rng.js";
import { stratifiedMean, stratifiedRate } from "../../src/stats/stratified.js";
import { ALPHAS, call, type GridCase, LEVELS } from "./pinned-grid-call.js";

/** Deterministic samples for the estimators built on the special functions. */
function samples(seed: string, count: number, spread: number): number[] {
  const rng = createRng(seed, "pinned-grid");
  return Array.from({ length: count }, () => Math.round((rng.nextFloat() - 0.4) * spread * 1000) / 1000);
}

export function estimatorCases(): GridCase[] {
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

export function clusteredCases(): GridCase[] {
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

export function resamplingCases(): GridCase[] {
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
