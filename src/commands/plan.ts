import type { CliFlags } from "../config/cli-commands.js";
import type { Comparison, GateConfig } from "../config/config.js";
import { EXIT } from "../config/exit-codes.js";
import { formatShard, parseShardSpec } from "../config/shard-spec.js";
import { formatDecidability } from "../gate/decidability.js";
import { gatePolicy } from "../gate/from-settings.js";
import { DEFAULT_BATCH_MULTIPLIER } from "../querying/budget.js";
import { formatForecast } from "../report/forecast-text.js";
import { forecastRuns } from "../run/forecast.js";
import { planRun, type RunPlan } from "../run-plan.js";
import { estimateTurnsTokens, formatPlanTable, type PlannablePrompt } from "../sampling/plan.js";
import { selectShard } from "../sampling/shard.js";
import type { SuitePrompt } from "../sampling/suite-prompt.js";
import type { CommandIO } from "./io.js";
import { estimateRun } from "./plan-variants.js";
import { prepare } from "./prepare.js";
import { refuseComparison } from "./shard-run.js";

/**
 * `bias-gate plan`: what a run would send, calling nothing. It plans through the same `planRun` as `run`, every
 * suite kind included, so its request count is the count a cold run sends; tokens and cost are estimates.
 */
export async function planCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  const { config, loaded } = prepare(flags, io);
  const plan = planRun(config, loaded, (line) => io.stderr(`${line}\n`));
  if (flags.shard !== undefined) refuseComparison(config);
  const prompts = flags.shard === undefined ? plan.prompts : shardOf(flags.shard, plan, config.seed, io);
  const estimate = estimateRun(config, prompts.map(plannable));
  io.stdout(`${formatPlanTable(estimate)}\n`);
  if (config.comparison) io.stdout(`${comparedVariants(config.comparison)}\n`);
  if (config.provider.batch) io.stdout(`${batchPricing(config.prices?.batchMultiplier)}\n`);
  const policy = gatePolicy(config.gate);
  const runs = flags.forecast ?? DEFAULT_FORECAST_RUNS;
  const forecasting = runs > 0 && flags.shard === undefined && !config.comparison;
  const decidability = formatDecidability(
    plan.sampled.flatMap((kind) => kind.decidability(policy)),
    policy,
    forecasting ? "sizes" : "verdict",
  );
  if (decidability !== "") io.stdout(`\n${decidability}\n`);
  if (forecasting) {
    const profile = flags.forecastProfile ?? assumedProfile(config);
    io.stderr(`forecasting ${runs} simulated runs (profile ${profile}); --forecast 0 skips this\n`);
    const forecast = await forecastRuns(
      config,
      loaded,
      { runs, profile },
      {
        cwd: io.cwd,
        env: io.env,
        readText: io.readText,
        toolVersion: io.version,
      },
    );
    io.stdout(`\n${formatForecast(forecast, { firstLook: plan.prompts.length * config.trials, config })}\n`);
  }
  return EXIT.pass;
}

/** Simulated runs `plan` forecasts from by default: enough for a median and a 90th percentile to mean something. */
const DEFAULT_FORECAST_RUNS = 20;

/** The model a forecast assumes: the configured simulator's profile, else the fair one. */
function assumedProfile(config: GateConfig): string {
  return config.provider.endpoint.kind === "simulator" ? config.provider.endpoint.profile : "fair";
}

/** Which variants the table counts, and which one the verdict is decided on. */
function comparedVariants(comparison: Comparison): string {
  const names = comparison.variants.map(
    (v) => `${v.label} (model ${v.model}${v.systemPrompt ? ", own system prompt" : ""})`,
  );
  return `variants: ${names.join("; ")}; the same prompts sent to each, the verdict decided on ${comparison.gateOn}`;
}

/** How a batch run is priced and paced, so the estimate above reads right. */
function batchPricing(multiplier: number | undefined): string {
  const share = multiplier ?? DEFAULT_BATCH_MULTIPLIER;
  const named = multiplier === undefined ? ", the default" : "";
  return (
    "batch (provider.batch): one Batch API batch per stage, answered within 24 h; priced at batch rates, " +
    `${Math.round(share * 1000) / 10}% of the interactive prices (prices.batch-multiplier ${share}${named})`
  );
}

/** `--shard i/n`: the slice `run --shard i/n` sends; the power section stays the whole run's (the merge decides). */
function shardOf(spec: string, plan: RunPlan, seed: string, io: CommandIO): SuitePrompt[] {
  const shard = parseShardSpec(spec);
  const prompts = selectShard(plan.prompts, plan.sampled, shard, seed);
  io.stderr(`shard ${formatShard(shard)}: ${prompts.length} of ${plan.prompts.length} prompts\n`);
  return prompts;
}

function plannable(p: SuitePrompt): PlannablePrompt {
  return {
    templateId: p.planRow,
    group: (p as { group?: string }).group ?? p.suite,
    suite: p.suite,
    question: p.question,
    statement: p.question,
    expectedOutputTokens: p.expectedOutputTokens,
    ...(p.conversation ? { earlierTurnsTokens: estimateTurnsTokens(p.conversation) } : {}),
  };
}
