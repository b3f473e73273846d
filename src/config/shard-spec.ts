/** A matrix job's slice of the run, `i/n`, as `--shard` and the Action's `shard` input give it. */
import { ConfigError } from "./errors.js";

/** One leg of a matrix: `index` is 1-based, 1 ≤ index ≤ count. */
export interface ShardSpec {
  index: number;
  count: number;
}

/** Most shards a run may be split into: GitHub Actions runs at most 256 jobs per matrix. */
export const MAX_SHARDS = 256;

/**
 * Reads `i/n` (`--shard 2/4`, the Action's `shard: 2/4`). Throws a ConfigError naming `what` and the fix when it
 * is not two positive integers with i ≤ n ≤ 256.
 */
export function parseShardSpec(text: string, what: "--shard" | "input shard" = "--shard"): ShardSpec {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const form = what === "--shard" ? "--shard" : "shard:";
  const hint = `write ${form} i/n with 1 ≤ i ≤ n, e.g. ${form} 2/4 for the second of four matrix jobs (shard: \${{ matrix.shard }}/4)`;
  if (!match) throw new ConfigError(`${what} must be i/n (two whole numbers), not '${text}'`, hint);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS) {
    throw new ConfigError(`${what} ${text}: n must be between 1 and ${MAX_SHARDS}`, hint);
  }
  if (index < 1 || index > count) {
    throw new ConfigError(`${what} ${text}: i must be between 1 and n (${count})`, hint);
  }
  return { index, count };
}

/** `2/4`. */
export function formatShard(shard: ShardSpec): string {
  return `${shard.index}/${shard.count}`;
}
