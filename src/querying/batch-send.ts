/** Chooses how a run's requests are sent: the request pool, or with `provider.batch` the Batch API. */

import { openBatchJournal } from "../answers/batch-journal.js";
import type { ResponseCache } from "../answers/stores.js";
import type { GateConfig } from "../config/config.js";
import type { ChatRequest } from "../providers/types.js";
import { runBatch } from "./batch-run.js";
import type { BatchDeps } from "./batch-tally.js";
import type { OpenedEndpoint } from "./endpoint.js";
import type { PoolDeps, PoolOptions, QueryRun } from "./pool-types.js";

export type Sender = (
  requests: readonly ChatRequest[],
  deps: PoolDeps,
  options: PoolOptions,
) => Promise<QueryRun>;

/**
 * A sender that puts each call's requests in one batch, journaled in the cache directory, or undefined when
 * the run is interactive (no `provider.batch`, or a replay, which answers without the network).
 */
export function batchSender(
  config: Pick<GateConfig, "provider" | "cache">,
  endpoint: Pick<OpenedEndpoint, "batch">,
  cache: ResponseCache | undefined,
  deps: Pick<BatchDeps, "log">,
): Sender | undefined {
  if (!config.provider.batch) return undefined;
  const api = endpoint.batch?.(config.provider.headers);
  if (api === undefined) {
    deps.log("provider.batch: a replay answers without the Batch API; replaying as usual");
    return undefined;
  }
  if (cache === undefined) {
    deps.log(
      "provider.batch without the cache: a restarted run cannot find this run's batch and would pay for it again",
    );
  }
  return async (requests, poolDeps, options) => {
    const journal = cache ? openBatchJournal(config.cache.dir, Date.now) : undefined;
    try {
      return await runBatch(
        requests,
        { ...poolDeps, api, ...(journal ? { journal } : {}), log: deps.log },
        options,
      );
    } finally {
      journal?.close();
    }
  };
}
