import { createHash } from "node:crypto";
import { isAbsolute, relative } from "node:path";
import { requestKey } from "../answers/cache-key.js";
import type { EndpointConfig, GateConfig } from "../config/config.js";
import { buildConversationRequests } from "../querying/requests.js";
import type { ShardFingerprint } from "../querying/shard-file.js";
import type { RunPlan } from "../run-plan.js";

/**
 * What must agree between a matrix's shards and their merge: the plan (every prompt's requests, as the cache keys
 * them: model, settings, header names, messages, trial; never a secret), the gate's settings, and the endpoint.
 * Requests that replay an earlier answer are keyed with that turn empty: the plan, not the answers, must agree.
 */
export function shardFingerprint(
  config: GateConfig,
  plan: Pick<RunPlan, "prompts">,
  cwd: string,
): ShardFingerprint {
  const { requests, unsendable } = buildConversationRequests(plan.prompts, {
    provider: config.provider,
    trials: config.trials,
    ...(config.systemPrompt ? { systemPrompt: config.systemPrompt.text } : {}),
    answers: () => "",
  });
  const keys = [...requests, ...unsendable].map((r) => `${r.promptId}\u0000${requestKey(r, "*")}`);
  const { baseline, ...gate } = config.gate;
  const { file: _file, ...comparison } = baseline;
  return {
    plan: sha256(JSON.stringify([config.seed, keys])),
    gate: sha256(JSON.stringify({ ...gate, baseline: comparison })),
    endpoint: endpointIdentity(config.provider.endpoint, cwd),
  };
}

/** The endpoint without secrets: a simulator's profile, a base URL's origin and path (no credentials, no query). */
function endpointIdentity(endpoint: EndpointConfig, cwd: string): string {
  if (endpoint.kind === "simulator") {
    const { profile } = endpoint;
    return `simulator/${isAbsolute(profile) ? relative(cwd, profile) || profile : profile}`;
  }
  if (endpoint.kind === "replay") return "replay";
  try {
    const url = new URL(endpoint.baseUrl);
    return `${url.origin}${url.pathname}`;
  } catch {
    return "openai-compatible";
  }
}

/** Template file (relative to `cwd`) → sha256 of its text, as provenance names them. */
export function templateHashes(
  config: GateConfig,
  readText: (path: string) => string | undefined,
  cwd: string,
): Record<string, string> {
  const files = [...new Set(config.suites.flatMap((s) => s.templates))];
  return Object.fromEntries(files.map((f) => [relative(cwd, f) || f, sha256(readText(f) ?? "")]));
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
