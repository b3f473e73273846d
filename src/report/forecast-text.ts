/** `plan`'s forecast section: what the simulated runs of `run` sent and decided. */
import type { GateConfig } from "../config/config.js";

/** What `plan --forecast` measured over its simulated runs (`forecastRuns`). */
export interface Forecast {
  profile: string;
  runs: number;
  /** Requests per run: median and 90th percentile, and the smallest and largest seen. */
  requests: { median: number; p90: number; min: number; max: number };
  /** Share of runs whose verdict was each status. */
  verdicts: Record<"pass" | "fail" | "inconclusive" | "error", number>;
  /** Per gated check (metric id): the share of runs that decided it (pass or fail). */
  decided: Record<string, number>;
  /** Looks per run: the median. */
  looks: number;
}

const percent = (share: number): string => `${Math.round(share * 1000) / 10}%`;
const count = (n: number): string => n.toLocaleString("en-US");

export function formatForecast(
  forecast: Forecast,
  at: { firstLook: number; config: Pick<GateConfig, "sequential"> },
): string {
  const { sequential } = at.config;
  const how = sequential.enabled
    ? `sequential, up to ${sequential.maxLooks} looks; the first look is the table above`
    : "the fixed plan above";
  const { requests, verdicts } = forecast;
  const open = Object.entries(forecast.decided)
    .filter(([, share]) => share < 1)
    .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
  const decidedAll = Object.keys(forecast.decided).length - open.length;
  return [
    `Forecast: ${forecast.runs} simulated runs against the simulator's ${forecast.profile} profile (${how}):`,
    `  requests per run: median ${count(requests.median)}, 90th percentile ${count(requests.p90)} (${count(requests.min)}–${count(requests.max)}; the first look ${count(at.firstLook)})`,
    `  verdicts: pass ${percent(verdicts.pass)}, fail ${percent(verdicts.fail)}, inconclusive ${percent(verdicts.inconclusive)}${verdicts.error ? `, endpoint error ${percent(verdicts.error)}` : ""}`,
    `  checks decided in every run: ${decidedAll} of ${Object.keys(forecast.decided).length}${open.length ? "; the others:" : ""}`,
    ...open.map(([id, share]) => `    ${id}: decided in ${percent(share)} of runs`),
    "  (another model decides at other sizes: --forecast-profile biased, or a profile file, forecasts it)",
  ].join("\n");
}
