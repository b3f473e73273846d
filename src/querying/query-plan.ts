import { createDiskCache } from "../answers/cache.js";
import { requestKey } from "../answers/cache-key.js";
import { createRecorder } from "../answers/record.js";
import type { UnkeptAnswers } from "../answers/unkept.js";
import type { GateConfig } from "../config/config.js";
import { viaBatchApi } from "../providers/endpoint-identity.js";
import type { ChatRequest, KeptOutcome, QueryOutcome } from "../providers/types.js";
import type { AnswerKey } from "../sampling/answer-key.js";
import type { PlannedPrompt } from "../sampling/sample-suites.js";
import { createRng } from "../stats/rng.js";
import { batchSender } from "./batch-send.js";
import { runPrices } from "./budget.js";
import type { Clock } from "./clock.js";
import { describeEndpointFor, type EndpointDeps, openEndpoint } from "./endpoint.js";
import { type PoolProgress, runQueries } from "./pool.js";
import { CANCEL_GRACE_MS, type PoolDeps, type PoolOptions, type QueryRun } from "./pool-types.js";
import { emptyRun, keeperOf, mergeRuns, remainingOr, type Send, sendAfter } from "./query-stages.js";
import {
  type AnswerLookup,
  buildConversationRequests,
  dependsOnAnswers,
  everyRequest,
  type RequestPrompt,
  requestList,
} from "./requests.js";

export interface QueryDeps extends EndpointDeps {
  clock: Clock;
  signal?: AbortSignal;
  onProgress?(progress: PoolProgress): void;
}

/**
 * The querying stage's result: every request's outcome (as much of it as the caller chose to keep), plus what the
 * user must know about the endpoint.
 */
export interface QueriedPlan<Outcome extends KeptOutcome = KeptOutcome> {
  run: QueryRun<Outcome>;
  endpoint: string;
  /** Replay only: prompts the recordings had no answer for. */
  missing: { promptId: string; trial: number }[];
  /** Replay only: the model(s) that produced the answers given, as the answers name them (`answer.model`). */
  recordedModel?: string;
  /** Corrupt cache entries met (ignored) and cache or record write problems. */
  problems: string[];
  /** Answers bought that the cache could not keep (a full disk): the run must not end as a pass. */
  unkept?: UnkeptAnswers;
}

/**
 * Sends the plan's requests through the cache, the adaptive pool and the configured endpoint. Answers are cached
 * and recorded as they arrive, so a run that is cut off keeps what it paid for and the next run resumes there.
 */
export async function queryPlan(
  config: GateConfig,
  prompts: readonly QueryPrompt[],
  key: AnswerKey,
  deps: QueryDeps,
): Promise<QueriedPlan<QueryOutcome>> {
  // Whole outcomes: a shard file carries each request and answer to the merge.
  const session = await openQuerySession(config, key, deps, (outcome) => outcome);
  try {
    await session.ask(prompts);
  } finally {
    await session.close();
  }
  return session.result();
}

/** What querying needs of a prompt. */
export type QueryPrompt = Pick<PlannedPrompt, "id" | "question"> & RequestPrompt;

/**
 * One endpoint, cache and recorder for a run that asks in looks (src/run-looks.ts): each `ask` sends a look's new
 * prompts with what the looks before it left of the budgets and the deadline, and the run's outcomes are every
 * look's, in order. `key` is the simulator's answer key, read at each request: a look adds its prompts to it first.
 * Each outcome is kept as `keep` makes it as it settles (the whole exchange has gone to the cache and the record by
 * then), and each request is built only when it is sent, so a look holds no whole outcome and no unsent message.
 */
export interface QuerySession<Outcome extends KeptOutcome> {
  ask(prompts: readonly QueryPrompt[]): Promise<QueryRun<Outcome>>;
  /** Every look's outcomes and what the user must know; call after `close`. */
  result(): QueriedPlan<Outcome>;
  /** Flushes the cache and the record file and closes the endpoint; safe to call twice. */
  close(): Promise<void>;
}

export async function openQuerySession<Outcome extends KeptOutcome>(
  config: GateConfig,
  key: AnswerKey,
  deps: QueryDeps,
  keep: (outcome: QueryOutcome) => Outcome,
): Promise<QuerySession<Outcome>> {
  const requestOptions = {
    provider: config.provider,
    trials: config.trials,
    ...(config.systemPrompt ? { systemPrompt: config.systemPrompt.text } : {}),
  };
  const limits = { maxAnswerBytes: config.provider.maxAnswerBytes };
  const endpoint = await openEndpoint(config.provider.endpoint, key, deps, config.seed, limits);
  const replaying = config.provider.endpoint.kind === "replay";
  const batched = config.provider.batch === true && endpoint.batch !== undefined;
  const keyEndpoint = batched ? viaBatchApi(endpoint.cacheEndpoint) : endpoint.cacheEndpoint;
  const cache =
    config.cache.enabled && !replaying
      ? createDiskCache(config.cache.dir, { now: Date.now, ...(deps.signal ? { signal: deps.signal } : {}) })
      : undefined;
  const recorder = config.record ? createRecorder(config.record) : undefined;
  const jitter = createRng(config.seed, "pool-jitter");
  const poolOptions: PoolOptions = {
    concurrency: { initial: config.provider.concurrency.initial, max: config.provider.concurrency.max },
    maxAttempts: config.provider.maxAttempts,
    rateLimitBudgetMs: config.provider.rateLimitBudgetMs,
    budget: { ...config.budget, ...(config.prices ? { prices: runPrices(config) } : {}) },
    deadlineMs: config.deadlineMs,
    cancelGraceMs: CANCEL_GRACE_MS,
  };
  // `provider.batch`: each stage is one batch (the second is built from the first's answers), uploaded whole and
  // kept when the batch is done.
  const batch = batchSender(config, endpoint, cache, { log: deps.log });
  const send: Send<Outcome> = batch
    ? async (requests, { keep: _, ...whole }, options) => {
        const run = await batch(everyRequest(requests), whole, options);
        return { ...run, outcomes: run.outcomes.map(keep) };
      }
    : runQueries;
  const startedAt = deps.clock.now();
  let description: string | undefined;
  let total: QueryRun<Outcome> | undefined;
  let closed: Promise<void> | undefined;
  let recordProblem: string | undefined;

  const ask = async (prompts: readonly QueryPrompt[]): Promise<QueryRun<Outcome>> => {
    const firstStage = prompts.filter((p) => !dependsOnAnswers(p));
    const laterStage = prompts.filter(dependsOnAnswers);
    const requests = requestList(firstStage, requestOptions);
    // Provenance says which API answered: a base model's completions and a chat model's answers are not alike.
    description ??= `${describeEndpointFor(endpoint, requests, deps.log)}${
      config.provider.api === "completions" ? " via /completions" : ""
    }${config.provider.batch && endpoint.batch ? " through the Batch API" : ""}`;
    const laterCount = laterStage.length * config.trials;
    deps.log(
      `querying ${requests.length + laterCount} ${total ? "more " : ""}requests through ${description}${
        laterCount > 0 ? ` (${laterCount} of them after the answers they build on)` : ""
      }`,
    );
    const progress = deps.onProgress ? progressAcrossStages(deps.onProgress, laterCount) : undefined;
    const poolDeps: PoolDeps<Outcome> = {
      provider: endpoint.provider,
      keep,
      keyOf: (request) => requestKey(request, keyEndpoint),
      ...(cache ? { cache } : {}),
      ...(recorder ? { recorder } : {}),
      clock: deps.clock,
      random: () => jitter.nextFloat(),
      ...(deps.signal ? { signal: deps.signal } : {}),
      ...(progress ? { onProgress: progress.first } : {}),
    };
    const lookStartedAt = deps.clock.now();
    const first = total
      ? await sendAfter(total, requests, {
          deps: poolDeps,
          options: poolOptions,
          send,
          elapsedMs: lookStartedAt - startedAt,
        })
      : await send(requests, poolDeps, poolOptions);
    const run =
      laterStage.length === 0
        ? first
        : await runLaterStage(first, laterStage, requestOptions, {
            deps: { ...poolDeps, ...(progress ? { onProgress: progress.second } : {}) },
            options: total ? remainingOr(total, poolOptions, lookStartedAt - startedAt) : poolOptions,
            keyOf: poolDeps.keyOf,
            send,
            elapsedMs: deps.clock.now() - lookStartedAt,
            ...(total ? { earlier: total } : {}),
          });
    total = total ? mergeRuns(total, run, []) : run;
    return run;
  };

  const close = (): Promise<void> => {
    closed ??= (async () => {
      try {
        await cache?.flush();
        recordProblem = await recorder?.close().then(
          () => undefined,
          (error: Error) => `cannot write the record file ${config.record}: ${error.message}`,
        );
      } finally {
        await Promise.allSettled([cache?.flush(), recorder?.close()]);
        await endpoint.close();
      }
    })();
    return closed;
  };

  const result = (): QueriedPlan<Outcome> => {
    const run: QueryRun<Outcome> = total ?? { ...emptyRun(), outcomes: [] };
    const recordedModel = endpoint.replay?.answeringModels().join(", ");
    const unkept = cache?.unkept();
    return {
      run,
      ...(unkept ? { unkept } : {}),
      endpoint: description ?? endpoint.description,
      missing: endpoint.replay?.missing() ?? [],
      ...(recordedModel ? { recordedModel } : {}),
      problems: [
        ...(cache?.problems ?? []),
        ...(run.problems ?? []),
        ...(recordProblem ? [recordProblem] : []),
      ],
    };
  };
  return { ask, result, close };
}

/**
 * One progress line for both stages, so the count and the final summary cover every request sent: the first
 * stage's total includes the requests that wait for its answers, and the second adds its counts to the first's
 * last snapshot. A second-stage request that cannot be built (its earlier answer is missing) is done, not sent.
 */
export function progressAcrossStages(
  report: (progress: PoolProgress) => void,
  laterTotal: number,
): { first(progress: PoolProgress): void; second(progress: PoolProgress): void } {
  let before: PoolProgress | undefined;
  return {
    first(progress) {
      before = progress;
      report({ ...progress, total: progress.total + laterTotal });
    },
    second(progress) {
      const b = before;
      if (!b) return report(progress);
      const unsent = Math.max(0, laterTotal - progress.total);
      report({
        ...progress,
        total: b.total + laterTotal,
        done: b.done + progress.done + unsent,
        answered: b.answered + progress.answered,
        failed: b.failed + progress.failed,
        cached: b.cached + progress.cached,
        rateLimited: b.rateLimited + progress.rateLimited,
        retries: b.retries + progress.retries,
        elapsedMs: b.elapsedMs + progress.elapsedMs,
        tokens: b.tokens + progress.tokens,
        costUsd: b.costUsd + progress.costUsd,
      });
    },
  };
}

/**
 * The second stage: prompts that replay first-stage answers (a database's interpretation before each question)
 * are built from those answers and sent with what is left of the budgets and the deadline. A trial whose earlier
 * answer is missing is never sent (skipped, `prerequisite`); when the first stage stopped early, the second
 * stage is not sent at all and takes the same reason (or the same systematic failure).
 */
async function runLaterStage<Outcome extends KeptOutcome>(
  first: QueryRun<Outcome>,
  prompts: readonly RequestPrompt[],
  requestOptions: Parameters<typeof buildConversationRequests>[1],
  stage: {
    deps: PoolDeps<Outcome>;
    options: PoolOptions;
    keyOf(request: ChatRequest): string;
    send: Send<Outcome>;
    elapsedMs: number;
    earlier?: QueryRun<KeptOutcome>;
  },
): Promise<QueryRun<Outcome>> {
  const answered = new Map<string, string>();
  // A later look's questions build on answers an earlier look received (a database's interpretation).
  for (const o of [...(stage.earlier?.outcomes ?? []), ...first.outcomes])
    if (o.status === "answered") answered.set(`${o.request.trial}\u0000${o.request.promptId}`, o.answer.text);
  const answers: AnswerLookup = (promptId, trial) => answered.get(`${trial}\u0000${promptId}`);
  const { requests, unsendable } = buildConversationRequests(prompts, { ...requestOptions, answers });
  const keep = keeperOf(stage.deps);
  const unsent = unsendable.map((request) =>
    keep({ status: "skipped", request, key: stage.keyOf(request), reason: "prerequisite" }),
  );
  // Sent with what the first stage left; when nothing is left, each takes the first stage's stop or failure.
  const second = await sendAfter(first, requests, stage);
  return mergeRuns(first, second, unsent);
}
