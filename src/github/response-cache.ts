import { createHash } from "node:crypto";
import * as actionsCache from "@actions/cache";
import type { GateConfig } from "../config/config.js";

/**
 * The response cache across workflow runs, through @actions/cache. The key hashes what decides the answers
 * (endpoint, model, request settings, seed, suites); any older bias-gate cache is restored as a fallback, which
 * is safe because entries are content-addressed: a changed request simply misses.
 */
export function responseCacheKey(
  config: GateConfig,
  templateHashes: Readonly<Record<string, string>>,
): string {
  const { endpoint, ...settings } = config.provider;
  const decisive = {
    endpoint:
      endpoint.kind === "openai-compatible"
        ? endpoint.baseUrl
        : endpoint.kind === "simulator"
          ? endpoint.profile
          : "replay",
    settings: { ...settings, headers: Object.keys(settings.headers).sort() },
    seed: config.seed,
    trials: config.trials,
    systemPrompt: config.systemPrompt?.text ?? "",
    templates: templateHashes,
  };
  return `bias-gate-responses-${createHash("sha256").update(JSON.stringify(decisive)).digest("hex").slice(0, 32)}`;
}

const PREFIX = "bias-gate-responses-";

/** Restores the cache directory; returns the key it came from, or undefined. Never fails the run. */
export async function restoreResponseCache(
  dir: string,
  key: string,
  log: (line: string) => void,
): Promise<string | undefined> {
  if (!actionsCache.isFeatureAvailable()) {
    log("response cache: the Actions cache service is not available here; every answer will be requested");
    return undefined;
  }
  try {
    const hit = await actionsCache.restoreCache([dir], key, [PREFIX]);
    log(hit ? `response cache: restored ${hit}` : "response cache: nothing to restore yet");
    return hit;
  } catch (error) {
    log(`response cache: restore failed (${(error as Error).message}); continuing without it`);
    return undefined;
  }
}

/** Saves the cache directory under `key` when this run added answers to it. Never fails the run. */
export async function saveResponseCache(
  dir: string,
  key: string,
  restoredKey: string | undefined,
  log: (line: string) => void,
): Promise<void> {
  if (!actionsCache.isFeatureAvailable() || restoredKey === key) return;
  try {
    await actionsCache.saveCache([dir], key);
    log(`response cache: saved as ${key}`);
  } catch (error) {
    log(`response cache: save failed (${(error as Error).message}); the next run will ask again`);
  }
}
