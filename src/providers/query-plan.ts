import type { GateConfig } from "../config/config.js";
import { createRng } from "../sampling/rng.js";
import type { PlannedPrompt } from "../sampling/sample-suites.js";
import type { AnswerKey } from "../simulator/answer-key.js";
import { batchSender } from "./batch-send.js";
import { runPrices } from "./budget.js";
import { createDiskCache } from "./cache.js";
import { requestKey } from "./cache-key.js";
import { describeEndpointFor, type EndpointDeps, openEndpoint } from "./endpoint.js";
import { viaBatchApi } from "./endpoint-identity.js";
import { type PoolDeps, type PoolOptions, type PoolProgress, type QueryRun, runQueries } from "./pool.js";
import { createRecorder } from "./record.js";
import {
  type AnswerLookup,
  buildConversationRequests,
  dependsOnAnswers,
  type RequestPrompt,
} from "./requests.js";
import {
  CANCEL_GRACE_MS,
  type ChatRequest,
  type Clock,
  type QueryOutcome,
  type StopReason,
} from "./types.js";
import type { UnkeptAnswers } from "./unkept-answers.js";

export interface QueryDeps extends EndpointDeps {
  clock: Clock;
  signal?: AbortSignal;
  onProgress?(progress: PoolProgress): void;
  /** Told how many requests the run will send, before the first, so the process can be sized for it. */
  expectRequests?(count: number): void;
}

/** The querying stage's result: every request's outcome, plus what the user must know about the endpoint. */
export interface QueriedPlan {
  run: QueryRun;
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
): Promise<QueriedPlan> {
  const session = await openQuerySession(config, key, deps);
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
 */
export interface QuerySession {
  ask(prompts: readonly QueryPrompt[]): Promise<QueryRun>;
  /** Every look's outcomes and what the user must know; call after `close`. */
  result(): QueriedPlan;
  /** Flushes the cache and the record file and closes the endpoint; safe to call twice. */
  close(): Promise<void>;
}

export async function openQuerySession(
  config: GateConfig,
  key: AnswerKey,
  deps: QueryDeps,
): Promise<QuerySession> {
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
  // `provider.batch`: each stage is one batch (the second is built from the first's answers).
  const send = batchSender(config, endpoint, cache, { log: deps.log }) ?? runQueries;
  const startedAt = deps.clock.now();
  let description: string | undefined;
  let total: QueryRun | undefined;
  let closed: Promise<void> | undefined;
  let recordProblem: string | undefined;

  const ask = async (prompts: readonly QueryPrompt[]): Promise<QueryRun> => {
    const firstStage = prompts.filter((p) => !dependsOnAnswers(p));
    const laterStage = prompts.filter(dependsOnAnswers);
    const { requests } = buildConversationRequests(firstStage, requestOptions);
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
    deps.expectRequests?.((total?.outcomes.length ?? 0) + requests.length + laterCount);
    const progress = deps.onProgress ? progressAcrossStages(deps.onProgress, laterCount) : undefined;
    const poolDeps: PoolDeps = {
      provider: endpoint.provider,
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

  const result = (): QueriedPlan => {
    const run = total ?? emptyRun();
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
async function runLaterStage(
  first: QueryRun,
  prompts: readonly RequestPrompt[],
  requestOptions: Parameters<typeof buildConversationRequests>[1],
  stage: {
    deps: PoolDeps;
    options: PoolOptions;
    keyOf(request: ChatRequest): string;
    send: typeof runQueries;
    elapsedMs: number;
    earlier?: QueryRun;
  },
): Promise<QueryRun> {
  const answered = new Map<string, string>();
  // A later look's questions build on answers an earlier look received (a database's interpretation).
  for (const o of [...(stage.earlier?.outcomes ?? []), ...first.outcomes])
    if (o.status === "answered") answered.set(`${o.request.trial}\u0000${o.request.promptId}`, o.answer.text);
  const answers: AnswerLookup = (promptId, trial) => answered.get(`${trial}\u0000${promptId}`);
  const { requests, unsendable } = buildConversationRequests(prompts, { ...requestOptions, answers });
  const unsent: QueryOutcome[] = unsendable.map((request) => ({
    status: "skipped",
    request,
    key: stage.keyOf(request),
    reason: "prerequisite",
  }));
  const remaining = remainingOptions(first, stage.options, stage.elapsedMs);
  if (first.halted || first.stoppedBy || "stop" in remaining) {
    const outcomes = requests.map((request): QueryOutcome => {
      const key = stage.keyOf(request);
      if (first.halted) return { status: "failed", request, key, failure: first.halted.failure, attempts: 0 };
      const reason: StopReason = first.stoppedBy ?? (remaining as { stop: StopReason }).stop;
      return { status: "skipped", request, key, reason };
    });
    const stoppedBy = first.stoppedBy ?? ("stop" in remaining ? remaining.stop : undefined);
    return {
      ...first,
      outcomes: [...first.outcomes, ...outcomes, ...unsent],
      stats: {
        ...first.stats,
        failed: first.stats.failed + outcomes.filter((o) => o.status === "failed").length,
        skipped: first.stats.skipped + unsent.length + outcomes.filter((o) => o.status === "skipped").length,
      },
      ...(stoppedBy && !first.halted ? { stoppedBy } : {}),
    };
  }
  const second = await stage.send(requests, stage.deps, remaining.options);
  return mergeRuns(first, second, unsent);
}

/**
 * A later look's requests, sent with what the looks before left of the budgets and the deadline; when those ran
 * out (or a systematic failure stopped the run) none is sent and each takes that reason, as a later stage's would.
 */
async function sendAfter(
  before: QueryRun,
  requests: readonly ChatRequest[],
  look: { deps: PoolDeps; options: PoolOptions; send: typeof runQueries; elapsedMs: number },
): Promise<QueryRun> {
  const remaining = remainingOptions(before, look.options, look.elapsedMs);
  if (!before.halted && !before.stoppedBy && !("stop" in remaining))
    return look.send(requests, look.deps, remaining.options);
  const reason: StopReason | undefined =
    before.stoppedBy ?? ("stop" in remaining ? remaining.stop : undefined);
  const outcomes = requests.map((request): QueryOutcome => {
    const key = look.deps.keyOf(request);
    if (before.halted) return { status: "failed", request, key, failure: before.halted.failure, attempts: 0 };
    return { status: "skipped", request, key, reason: reason as StopReason };
  });
  const failed = outcomes.filter((o) => o.status === "failed").length;
  return {
    outcomes,
    stats: { ...emptyRun().stats, failed, skipped: outcomes.length - failed },
    ...(reason && !before.halted ? { stoppedBy: reason } : {}),
  };
}

/** The options a later look's second stage starts from: what the looks before left, or (when nothing is) the stop. */
function remainingOr(before: QueryRun, options: PoolOptions, elapsedMs: number): PoolOptions {
  const remaining = remainingOptions(before, options, elapsedMs);
  return "stop" in remaining ? options : remaining.options;
}

function emptyRun(): QueryRun {
  return {
    outcomes: [],
    stats: {
      requests: 0,
      answered: 0,
      fromCache: 0,
      failed: 0,
      skipped: 0,
      rateLimited: 0,
      retries: 0,
      maxConcurrency: 0,
      finalConcurrency: 0,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
      wallMs: 0,
    },
  };
}

/** The pool options left after the first stage spent part of the budgets and the deadline. */
function remainingOptions(
  first: QueryRun,
  options: PoolOptions,
  elapsedMs: number,
): { options: PoolOptions } | { stop: StopReason } {
  const caps = options.budget ?? {};
  const spentTokens = first.stats.inputTokens + first.stats.outputTokens;
  const left = {
    ...(caps.maxRequests !== undefined ? { maxRequests: caps.maxRequests - first.stats.requests } : {}),
    ...(caps.maxTokens !== undefined ? { maxTokens: caps.maxTokens - spentTokens } : {}),
    ...(caps.maxCostUsd !== undefined ? { maxCostUsd: caps.maxCostUsd - first.stats.costUsd } : {}),
  };
  if (left.maxRequests !== undefined && left.maxRequests <= 0) return { stop: "max-requests" };
  if (left.maxTokens !== undefined && left.maxTokens <= 0) return { stop: "max-tokens" };
  if (left.maxCostUsd !== undefined && left.maxCostUsd <= 0) return { stop: "max-cost" };
  const deadlineMs = options.deadlineMs === undefined ? undefined : options.deadlineMs - elapsedMs;
  if (deadlineMs !== undefined && deadlineMs <= 0) return { stop: "deadline" };
  return {
    options: {
      ...options,
      // The second stage starts where the first left the window, not back at the initial guess.
      concurrency: { ...options.concurrency, initial: Math.max(1, first.stats.finalConcurrency) },
      budget: { ...caps, ...left },
      ...(deadlineMs !== undefined ? { deadlineMs } : {}),
    },
  };
}

/** The two stages as one run: outcomes in send order, counters summed, the later stop reason kept. */
function mergeRuns(first: QueryRun, second: QueryRun, unsent: readonly QueryOutcome[]): QueryRun {
  const a = first.stats;
  const b = second.stats;
  const problems = [...(first.problems ?? []), ...(second.problems ?? [])];
  const stoppedBy = second.stoppedBy ?? first.stoppedBy;
  const halted = second.halted ?? first.halted;
  return {
    outcomes: [...first.outcomes, ...second.outcomes, ...unsent],
    stats: {
      requests: a.requests + b.requests,
      answered: a.answered + b.answered,
      fromCache: a.fromCache + b.fromCache,
      failed: a.failed + b.failed,
      skipped: a.skipped + b.skipped + unsent.length,
      rateLimited: a.rateLimited + b.rateLimited,
      retries: a.retries + b.retries,
      maxConcurrency: Math.max(a.maxConcurrency, b.maxConcurrency),
      finalConcurrency: b.finalConcurrency,
      inputTokens: a.inputTokens + b.inputTokens,
      outputTokens: a.outputTokens + b.outputTokens,
      costUsd: a.costUsd + b.costUsd,
      wallMs: a.wallMs + b.wallMs,
    },
    ...(stoppedBy ? { stoppedBy } : {}),
    ...(halted ? { halted } : {}),
    ...(problems.length ? { problems } : {}),
  };
}
