/**
 * What `run` will do, forecast by doing it: the configured suites run end to end (sampling, looks, scoring, the gate)
 * many times against a simulated model played in process (src/simulator/in-process.ts), each with its own seed,
 * so the requests a run takes and the share of runs that decide each check are measured, not approximated. The
 * seeds are derived from the config's, so a forecast is reproducible.
 */
import type { GateConfig } from "../config/config.js";
import { systemClock } from "../querying/clock.js";
import type { Forecast } from "../report/forecast-text.js";
import { type LoadedRun, runGate } from "../run-gate.js";

/** Simulated runs in flight at once. */
const FORECAST_PARALLEL = 4;

export interface ForecastOptions {
  /** Simulated runs (each a seed of its own). */
  runs: number;
  /** The simulated model: a built-in profile name or a profile file. */
  profile: string;
}

export async function forecastRuns(
  config: GateConfig,
  loaded: LoadedRun,
  options: ForecastOptions,
  deps: {
    cwd: string;
    env: Readonly<Record<string, string | undefined>>;
    readText(path: string): string | undefined;
    toolVersion: string;
  },
): Promise<Forecast> {
  const requests: number[] = [];
  const looks: number[] = [];
  const verdicts = { pass: 0, fail: 0, inconclusive: 0, error: 0 };
  const decided = new Map<string, number>();
  const one = async (i: number) => {
    const simulated: GateConfig = {
      ...config,
      seed: `${config.seed}:forecast:${i}`,
      provider: { ...config.provider, endpoint: { kind: "simulator", profile: options.profile } },
      cache: { ...config.cache, enabled: false },
      gate: { ...config.gate, baseline: { ...config.gate.baseline, file: undefined } },
    };
    delete simulated.record;
    const run = await runGate(simulated, loaded, {
      ...deps,
      simulateInProcess: true,
      clock: systemClock,
      log: () => {},
    });
    requests.push(run.results.provenance.requests);
    looks.push(run.results.sequential?.looks.length ?? 1);
    verdicts[run.results.verdict.status]++;
    for (const check of run.results.verdict.checks) {
      const settled = check.status === "pass" || check.status === "fail" ? 1 : 0;
      decided.set(check.metricId, (decided.get(check.metricId) ?? 0) + settled);
    }
  };
  // Several at once: a run spends most of its time waiting on its SQL engine's worker, not on this thread.
  let next = 1;
  const worker = async () => {
    while (next <= options.runs) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(FORECAST_PARALLEL, options.runs) }, worker));
  const share = (k: number) => k / options.runs;
  return {
    profile: options.profile,
    runs: options.runs,
    requests: {
      median: quantile(requests, 0.5),
      p90: quantile(requests, 0.9),
      min: Math.min(...requests),
      max: Math.max(...requests),
    },
    verdicts: {
      pass: share(verdicts.pass),
      fail: share(verdicts.fail),
      inconclusive: share(verdicts.inconclusive),
      error: share(verdicts.error),
    },
    decided: Object.fromEntries([...decided].map(([id, k]) => [id, share(k)])),
    looks: quantile(looks, 0.5),
  };
}

/** The q-quantile of `values` by the nearest rank (an observed value, never an interpolation). */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}
