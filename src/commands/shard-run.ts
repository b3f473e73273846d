import { join } from "node:path";
import { formatUnkept } from "../answers/unkept.js";
import type { CliFlags } from "../config/cli-commands.js";
import type { GateConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import { EXIT } from "../config/exit-codes.js";
import { formatShard, parseShardSpec, type ShardSpec } from "../config/shard-spec.js";
import { systemClock } from "../querying/clock.js";
import { createProgressReporter, type PoolProgress } from "../querying/progress.js";
import { queryPlan } from "../querying/query-plan.js";
import { renderShardFile, type ShardManifest, shardFileName } from "../querying/shard-file.js";
import { formatAnswersSummary } from "../report/answers-summary.js";
import { planRun } from "../run-plan.js";
import { selectShard } from "../sampling/shard.js";
import type { CommandIO } from "./io.js";
import { prepareOutputDir } from "./preflight.js";
import { prepare } from "./prepare.js";
import { shardFingerprint, templateHashes } from "./shard-plan.js";

/**
 * `bias-gate run --shard i/n`: one leg of a matrix. Plans the whole run from the seed, sends only this shard's
 * prompts, and writes every outcome (failures included) with a manifest to `<out>/shard-<i>-of-<n>.jsonl` for
 * `bias-gate merge`. It decides nothing: the verdict needs every shard. Exit 0 once the file is written, 2 on bad
 * input, 4 when the endpoint failed in a way every request would repeat (a wrong key, an unknown model), so the
 * matrix job shows it at once; the merge reports it too.
 */
export async function runShardCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  return (await runShard(flags, io)).exitCode;
}

/** A response cache kept outside the run (the Action's, through @actions/cache): restored before, saved after. */
export interface ShardResponseCache {
  restore(config: GateConfig): Promise<void>;
  save(config: GateConfig, answered: number): Promise<void>;
}

/**
 * `runShardCommand`'s work, saying where the file went. `apiKey` (the Action's input) is set on an
 * OpenAI-compatible endpoint, as the Action's gate does; `cache` is restored before the first request.
 */
/**
 * A shard file holds one model's answers and `merge` gates one model, so a comparison (`provider.models`,
 * `variants`, `--models`, `--compare-system-prompt`) is refused before anything is sent.
 */
export function refuseComparison(config: Pick<GateConfig, "comparison" | "configFile">): void {
  if (!config.comparison) return;
  throw new ConfigError(
    "--shard cannot split a run that compares variants",
    "shard a run of one model (--model NAME), or compare the variants in an unsharded run",
    config.configFile ? { file: config.configFile } : undefined,
  );
}

/**
 * Sequential sampling decides after each look on every answer so far, which no shard has: asked for explicitly it is
 * refused; left at its default, the shards sample the fixed plan, and the log says so.
 */
export function shardsSampleFixedPlan(
  config: Pick<GateConfig, "sequential" | "configFile">,
  log: (line: string) => void,
): void {
  if (!config.sequential.enabled) return;
  if (config.sequential.explicit) {
    throw new ConfigError(
      "--shard cannot sample in looks: each look is decided on every answer so far, and a shard has only its own",
      "drop --sequential, --max-looks (and sequential:/max-looks: in the config) to shard the fixed plan, or run unsharded to sample in looks",
      config.configFile ? { file: config.configFile } : undefined,
    );
  }
  log(
    "shards sample the fixed plan: sequential sampling needs every answer, and merge gates the union at the gate's level",
  );
}

export async function runShard(
  flags: CliFlags,
  io: CommandIO,
  options: { apiKey?: string; cache?: ShardResponseCache } = {},
): Promise<{ exitCode: number; file: string }> {
  const shard = parseShardSpec(flags.shard ?? "");
  const { config, loaded } = prepare(flags, io);
  refuseComparison(config);
  const log = (line: string): void => io.stderr(`${line}\n`);
  shardsSampleFixedPlan(config, log);
  prepareOutputDir(config, io);
  if (options.apiKey && config.provider.endpoint.kind === "openai-compatible")
    config.provider.endpoint.apiKey = options.apiKey;
  const plan = planRun(config, loaded, log);
  const prompts = selectShard(plan.prompts, plan.sampled, shard, config.seed);
  log(`shard ${formatShard(shard)}: ${prompts.length} of ${plan.prompts.length} prompts`);
  await options.cache?.restore(config);
  const progress = createProgressReporter({ mode: io.progressMode, write: io.stderr, now: systemClock.now });
  let last: PoolProgress | undefined;
  const interrupt = io.onInterrupt();
  const queried = await queryPlan(config, prompts, plan.key, {
    env: io.env,
    cwd: io.cwd,
    log: (line) => progress.log(`${line}\n`),
    clock: systemClock,
    signal: interrupt.signal,
    onProgress: (p) => {
      last = p;
      progress.update(p);
    },
  }).finally(interrupt.dispose);
  if (last) progress.finish(last);
  const { run } = queried;
  await options.cache?.save(config, run.stats.answered - run.stats.fromCache);
  const manifest: ShardManifest = {
    format: 1,
    shard,
    seed: config.seed,
    toolVersion: io.version,
    fingerprint: shardFingerprint(config, plan, io.cwd),
    templateHashes: templateHashes(config, io.readText, io.cwd),
    endpoint: queried.endpoint,
    ...(queried.recordedModel ? { recordedModel: queried.recordedModel } : {}),
    prompts: { shard: prompts.length, plan: plan.prompts.length },
    stats: run.stats,
    ...(run.stoppedBy ? { stoppedBy: run.stoppedBy } : {}),
    ...(run.halted ? { halted: run.halted } : {}),
    missing: queried.missing,
    problems: queried.problems,
  };
  const file = join(config.outDir, shardFileName(shard));
  io.writeText(file, renderShardFile(manifest, run.outcomes));
  for (const problem of queried.problems.slice(0, 10)) io.stderr(`warning: ${problem}\n`);
  io.stderr(
    formatAnswersSummary({
      run,
      endpoint: queried.endpoint,
      suiteOf: new Map(prompts.map((p) => [p.id, p.suite])),
      missing: queried.missing,
    }),
  );
  if (queried.unkept) io.stderr(formatUnkept(queried.unkept));
  io.stdout(`${shardLine(shard, run.stats, file)}\n`);
  // The shard's file holds every answer; only the cache lost some, so a rerun of this shard would pay again.
  const code = run.halted ? EXIT.endpointFailed : queried.unkept ? EXIT.inconclusive : EXIT.pass;
  return { exitCode: code, file };
}

/** `shard 2/4: partial, merge to decide: …`: a shard's own line never reads as the gate's verdict. */
function shardLine(shard: ShardSpec, stats: ShardManifest["stats"], file: string): string {
  return (
    `shard ${formatShard(shard)}: partial, merge to decide: answered ${stats.answered}, failed ${stats.failed}, ` +
    `skipped ${stats.skipped}; wrote ${file} (\`bias-gate merge\` every shard's file for the verdict)`
  );
}
