import { ConfigError } from "../config/errors.js";
import { formatShard } from "../config/shard-spec.js";
import type { QueryOutcome } from "../providers/types.js";
import type { QueryStats } from "../querying/pool-types.js";
import type { QueriedPlan } from "../querying/query-plan.js";
import { dependsOnAnswers } from "../querying/requests.js";
import type { ShardFingerprint, ShardManifest } from "../querying/shard-file.js";
import type { RunPlan } from "../run-plan.js";
import { assignShards, unitsOf } from "../sampling/shard.js";

/** One shard file, read. */
export interface LoadedShard {
  file: string;
  manifest: ShardManifest;
  outcomes: QueryOutcome[];
}

/** What the merge itself planned from its config, to compare the shards with. */
export interface MergeExpectation {
  seed: string;
  fingerprint: ShardFingerprint;
  templateHashes: Record<string, string>;
  plan: Pick<RunPlan, "prompts" | "sampled">;
  trials: number;
}

const SAME_MATRIX =
  "pass the files of one matrix run only: every shard-<i>-of-<n>.jsonl of the same workflow run, once each";
const SAME_CONFIG =
  "run the merge on the commit the shards ran on, with the same config and inputs (seed, templates, model, " +
  "base-url, system prompt, thresholds), or re-run every shard";

/**
 * Refuses shards that are not one run split in n: mixed n, a shard given twice or missing, shards of another seed,
 * plan, gate or endpoint than each other or than this merge, or a file whose requests are not its shard's.
 * Each error names the file (or the missing i/n) and the fix.
 */
export function checkShards(shards: readonly LoadedShard[], expected: MergeExpectation): void {
  const first = shards[0];
  if (!first) throw new ConfigError("merge was given no shard files", SAME_MATRIX);
  const other = shards.find((s) => s.manifest.shard.count !== first.manifest.shard.count);
  if (other) {
    throw new ConfigError(
      `shards of different matrices: ${first.file} is shard ${formatShard(first.manifest.shard)}, ` +
        `${other.file} is shard ${formatShard(other.manifest.shard)} (n differs)`,
      SAME_MATRIX,
      { file: other.file },
    );
  }
  const byIndex = new Map<number, LoadedShard>();
  for (const s of shards) {
    const seen = byIndex.get(s.manifest.shard.index);
    if (seen) {
      throw new ConfigError(
        `shard ${formatShard(s.manifest.shard)} given twice: ${seen.file} and ${s.file}`,
        "pass each shard's file once (a re-run job's artifact may have been downloaded beside the first one's)",
        { file: s.file },
      );
    }
    byIndex.set(s.manifest.shard.index, s);
  }
  const count = first.manifest.shard.count;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  for (const s of shards) compareWith(s, first, "shards");
  if (missing.length > 0) {
    const have = [...byIndex.keys()].sort((a, b) => a - b).map((i) => `${i}/${count}`);
    throw new ConfigError(
      `missing shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")} ` +
        `(have ${have.join(", ")})`,
      "pass every shard's file; if a matrix job failed before writing its file, re-run that job, then merge",
    );
  }
  compareWith(first, { file: "this merge's config", manifest: expected }, "merge");
  checkRequests(shards, expected);
}

/** Seed, plan, gate and endpoint of `s` against `ref`; a ConfigError naming the file, what differs and the fix. */
function compareWith(
  s: LoadedShard,
  ref: { file: string; manifest: Pick<ShardManifest, "seed" | "fingerprint" | "templateHashes"> },
  against: "shards" | "merge",
): void {
  const a = s.manifest;
  const b = ref.manifest;
  const merge = against === "merge";
  const theirs = merge ? "the shards were" : `${s.file} was`;
  const ours = merge ? "this merge's config has" : `${ref.file} was run with`;
  const than = merge ? "this merge" : ref.file;
  const problem =
    a.seed !== b.seed
      ? `${theirs} run with seed ${a.seed}, ${ours} seed ${b.seed}`
      : a.fingerprint.endpoint !== b.fingerprint.endpoint
        ? `${theirs} answered by ${a.fingerprint.endpoint}, ${merge ? "this merge names" : `${ref.file} by`} ${b.fingerprint.endpoint}`
        : a.fingerprint.plan !== b.fingerprint.plan
          ? `${theirs} planned from other prompts or request settings than ${than}${templateDifference(a.templateHashes, b.templateHashes)}`
          : a.fingerprint.gate !== b.fingerprint.gate
            ? `${theirs} configured with other gate settings (thresholds, rule, refusals) than ${than}`
            : undefined;
  if (problem === undefined) return;
  const fix = !merge
    ? `every shard must run the same config: ${SAME_CONFIG}`
    : a.seed !== b.seed
      ? `pass --seed ${a.seed} (the Action's seed input), or ${SAME_CONFIG}`
      : SAME_CONFIG;
  throw new ConfigError(problem, fix, { file: s.file });
}

function templateDifference(a: Record<string, string>, b: Record<string, string>): string {
  const files = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const differ = files.filter((f) => a[f] !== b[f]);
  return differ.length > 0 ? ` (template files differ: ${differ.slice(0, 3).join(", ")})` : "";
}

/** Each file holds exactly its shard's requests, so the union is the plan, every request once. */
function checkRequests(shards: readonly LoadedShard[], expected: MergeExpectation): void {
  const { prompts, sampled } = expected.plan;
  const count = shards[0]?.manifest.shard.count ?? 1;
  const shardOf = assignShards(prompts, unitsOf(sampled), count, expected.seed);
  for (const s of shards) {
    const want = new Set<string>();
    for (const p of prompts) {
      if (shardOf.get(p.id) !== s.manifest.shard.index) continue;
      for (let t = 0; t < expected.trials; t++) want.add(`${p.id}#${t}`);
    }
    const got = new Set(s.outcomes.map((o) => `${o.request.promptId}#${o.request.trial}`));
    const extra = [...got].filter((k) => !want.has(k));
    const lacking = [...want].filter((k) => !got.has(k));
    if (extra.length === 0 && lacking.length === 0 && got.size === s.outcomes.length) continue;
    const what =
      lacking.length > 0
        ? `lacks ${lacking.length} of its ${want.size} requests, e.g. ${lacking[0]}`
        : extra.length > 0
          ? `holds ${extra.length} requests of other shards, e.g. ${extra[0]}`
          : "holds a request twice";
    throw new ConfigError(
      `${s.file} (shard ${formatShard(s.manifest.shard)}) ${what}: it is damaged or not this plan's shard`,
      "re-run that shard with `bias-gate run --shard i/n` and the same config, then merge",
      { file: s.file },
    );
  }
}

/**
 * The querying stage of one run, rebuilt from its shards: every outcome once, in the order one runner would have
 * produced them (the first stage in plan order, trials innermost; then the requests that replay earlier answers;
 * then those that could not be sent for want of one), counters summed, the first stop or halt kept.
 */
export function mergeShardOutcomes(
  shards: readonly LoadedShard[],
  plan: Pick<RunPlan, "prompts">,
): QueriedPlan {
  const ordered = [...shards].sort((a, b) => a.manifest.shard.index - b.manifest.shard.index);
  const position = new Map(plan.prompts.map((p, i) => [p.id, { i, later: dependsOnAnswers(p) }]));
  const stage = (o: QueryOutcome): number => {
    if (!position.get(o.request.promptId)?.later) return 0;
    return o.status === "skipped" && o.reason === "prerequisite" ? 2 : 1;
  };
  const outcomes = ordered
    .flatMap((s) => s.outcomes)
    .sort(
      (a, b) =>
        stage(a) - stage(b) ||
        (position.get(a.request.promptId)?.i ?? 0) - (position.get(b.request.promptId)?.i ?? 0) ||
        a.request.trial - b.request.trial,
    );
  const manifests = ordered.map((s) => s.manifest);
  const stoppedBy = manifests.find((m) => m.stoppedBy)?.stoppedBy;
  const halted = manifests.find((m) => m.halted)?.halted;
  const problems = ordered.flatMap((s) =>
    s.manifest.problems.map((p) => `shard ${formatShard(s.manifest.shard)}: ${p}`),
  );
  const models = [...new Set(manifests.flatMap((m) => (m.recordedModel ? [m.recordedModel] : [])))];
  return {
    run: {
      outcomes,
      stats: sumStats(manifests.map((m) => m.stats)),
      ...(stoppedBy ? { stoppedBy } : {}),
      ...(halted ? { halted } : {}),
    },
    endpoint: manifests[0]?.endpoint ?? "",
    missing: manifests.flatMap((m) => m.missing),
    ...(models.length ? { recordedModel: models.join(", ") } : {}),
    problems,
  };
}

/** Counters add up; the shards ran side by side, so concurrency and wall time are the largest shard's. */
function sumStats(all: readonly QueryStats[]): QueryStats {
  const sum = (k: keyof QueryStats) => all.reduce((n, s) => n + s[k], 0);
  const max = (k: keyof QueryStats) => all.reduce((n, s) => Math.max(n, s[k]), 0);
  return {
    requests: sum("requests"),
    answered: sum("answered"),
    fromCache: sum("fromCache"),
    failed: sum("failed"),
    skipped: sum("skipped"),
    rateLimited: sum("rateLimited"),
    retries: sum("retries"),
    maxConcurrency: max("maxConcurrency"),
    finalConcurrency: max("finalConcurrency"),
    inputTokens: sum("inputTokens"),
    outputTokens: sum("outputTokens"),
    costUsd: sum("costUsd"),
    wallMs: max("wallMs"),
  };
}
