/**
 * A grid of calls to every interval, p-value, quantile and sample-size function of src/stats, edges included
 * (0 and n successes, n from 1 to 10^6, df from 1 to 1000 and fractional, α from 0.001 to 0.2). The values the
 * hand-written special functions gave are committed in pinned-grid.json (scripts/write-stats-pinned-grid.ts
 * wrote them), and pinned-grid.test.ts holds today's code to them, so taking the special functions from
 * libraries changes nothing the gate decides.
 */
import betainc from "@stdlib/math-base-special-betainc";
import betaQuantile from "@stdlib/stats-base-dists-beta-quantile";
import { binomialPmf, exactBinomialTest, mcnemarExact } from "../../src/stats/binomial.js";
import { normalQuantile } from "../../src/stats/normal.js";
import { differenceSd, gapSampleSize, perClusterSize, rateSampleSize } from "../../src/stats/power.js";
import { clopperPearsonInterval, wilsonInterval } from "../../src/stats/proportions.js";
import { studentTCdf, studentTQuantile, studentTTwoSidedP } from "../../src/stats/student-t.js";
import { ALPHAS, call, type GridCase, LEVELS } from "./pinned-grid-call.js";
import { clusteredCases, estimatorCases, resamplingCases } from "./pinned-grid-estimators.js";

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
