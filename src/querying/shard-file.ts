/**
 * A shard's output (`run --shard i/n`): `shard-<i>-of-<n>.jsonl`. The first line is the manifest (which shard, the
 * seed, fingerprints of the plan and the gate, the querying stage's counters); every other line is one request's
 * outcome exactly as `--record` writes it, failed and skipped requests included, so `merge` rebuilds the querying
 * stage of one run from the union and the endpoint's failures are counted as if one runner had met them.
 */

import { type RecordedOutcome, toRecordedOutcome } from "../answers/record.js";
import { ConfigError } from "../config/errors.js";
import type { ShardSpec } from "../config/shard-spec.js";
import type { QueryOutcome, StopReason } from "../providers/types.js";
import type { QueryStats, SystematicHalt } from "./pool-types.js";

export const SHARD_FORMAT = 1;

/** What must agree between shards, and with the merge, for their union to be one run. */
export interface ShardFingerprint {
  /** sha256 of every planned prompt (id, suite, messages), the request settings, the trials and the system prompt. */
  plan: string;
  /** sha256 of the gate's settings (thresholds, rule, refusals), the baseline file aside. */
  gate: string;
  /** The endpoint asked, without secrets: `simulator/fair`, `https://api.openai.com/v1`. */
  endpoint: string;
}

export interface ShardManifest {
  format: typeof SHARD_FORMAT;
  shard: ShardSpec;
  seed: string;
  toolVersion: string;
  fingerprint: ShardFingerprint;
  /** Template file (relative to the working directory) → sha256, to say which file differs. */
  templateHashes: Record<string, string>;
  /** The querying stage's description of the endpoint (provenance's `endpoint`). */
  endpoint: string;
  /** Replayed shards: the model(s) the recorded answers name. */
  recordedModel?: string;
  /** Prompts in this shard, and in the whole plan. */
  prompts: { shard: number; plan: number };
  stats: QueryStats;
  stoppedBy?: StopReason;
  halted?: SystematicHalt;
  missing: { promptId: string; trial: number }[];
  problems: string[];
}

/** The file's name in the output directory: distinct per shard, so artifacts downloaded into one folder never clash. */
export function shardFileName(shard: ShardSpec): string {
  return `shard-${shard.index}-of-${shard.count}.jsonl`;
}

/** The file's text: the manifest line, then one line per outcome (header values and sealed texts redacted). */
export function renderShardFile(manifest: ShardManifest, outcomes: readonly QueryOutcome[]): string {
  const lines = [JSON.stringify({ biasGateShard: manifest }), ...outcomes.map(toLine)];
  return `${lines.join("\n")}\n`;
}

function toLine(outcome: QueryOutcome): string {
  return JSON.stringify(toRecordedOutcome(outcome));
}

const HINT =
  "pass the shard-<i>-of-<n>.jsonl files written by `bias-gate run --shard i/n` (or the directories holding them)";

/**
 * Reads a shard file. Throws a ConfigError naming `file` when it is not one (no manifest line, another format
 * version, a damaged outcome line): a merge must never quietly drop answers.
 */
export function parseShardFile(
  text: string,
  file: string,
): { manifest: ShardManifest; outcomes: QueryOutcome[] } {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const head = parseJson(lines[0] ?? "", file, 1) as { biasGateShard?: ShardManifest } | undefined;
  const manifest = head?.biasGateShard;
  if (
    !manifest ||
    typeof manifest !== "object" ||
    typeof manifest.shard !== "object" ||
    manifest.shard === null
  ) {
    throw new ConfigError(
      `${file} is not a bias-gate shard file: its first line is not a shard manifest`,
      HINT,
      {
        file,
        line: 1,
      },
    );
  }
  if (manifest.format !== SHARD_FORMAT) {
    throw new ConfigError(
      `${file} is a shard file of format ${String(manifest.format)}; this bias-gate reads format ${SHARD_FORMAT}`,
      "run the shards and the merge with the same bias-gate version",
      { file, line: 1 },
    );
  }
  const { index, count } = manifest.shard;
  if (!Number.isInteger(count) || !Number.isInteger(index) || count < 1 || index < 1 || index > count) {
    throw new ConfigError(
      `${file} names shard ${String(index)}/${String(count)}, which no run has: the shard file is damaged`,
      "re-run that shard with `bias-gate run --shard i/n` (1 ≤ i ≤ n)",
      { file, line: 1 },
    );
  }
  const outcomes = lines.slice(1).map((line, i) => fromRecorded(parseJson(line, file, i + 2), file, i + 2));
  return { manifest, outcomes };
}

function parseJson(line: string, file: string, lineNo: number): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    throw new ConfigError(
      `${file}:${lineNo}: not valid JSON (${(error as Error).message}); the shard file is damaged`,
      "re-run that shard (its artifact may have been cut off)",
      { file, line: lineNo },
    );
  }
}

/** A recorded outcome back as the querying stage produced it (redacted texts stay redacted: scoring never reads them). */
function fromRecorded(value: unknown, file: string, line: number): QueryOutcome {
  const r = value as Partial<RecordedOutcome>;
  const ok =
    typeof r === "object" &&
    r !== null &&
    typeof r.promptId === "string" &&
    Number.isInteger(r.trial) &&
    typeof r.key === "string" &&
    typeof r.request === "object";
  const request = ok
    ? {
        promptId: r.promptId as string,
        trial: r.trial as number,
        messages: r.request?.messages ?? [],
        params: r.request?.params ?? { model: "", timeoutMs: 0 },
      }
    : undefined;
  if (request && r.status === "answered" && r.answer) {
    return {
      status: "answered",
      request,
      key: r.key as string,
      answer: r.answer,
      source: r.source ?? "network",
      attempts: r.attempts ?? 1,
      latencyMs: r.latencyMs ?? 0,
    };
  }
  if (request && r.status === "failed" && r.failure) {
    return { status: "failed", request, key: r.key as string, failure: r.failure, attempts: r.attempts ?? 0 };
  }
  if (request && r.status === "skipped" && r.reason) {
    return { status: "skipped", request, key: r.key as string, reason: r.reason };
  }
  throw new ConfigError(`${file}:${line}: not a recorded outcome; the shard file is damaged`, HINT, {
    file,
    line,
  });
}
