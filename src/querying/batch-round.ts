/**
 * One round of a Batch API run: the batch of some requests created (or, after a restart, found again through the
 * journal), waited for, and its output and error files read back by `custom_id`; every request it carries is
 * settled, except those whose line failed in a way a new batch could fix.
 */
import { requestSetKey } from "../answers/batch-journal.js";
import {
  type BatchJob,
  type BatchLineResult,
  batchEndpointOf,
  batchLine,
  FINISHED_BATCH_STATUSES,
  REQUEST_SET_METADATA,
  readBatchLines,
} from "../providers/openai-batch.js";
import * as t from "../providers/types.js";
import { fullJitterMs } from "./backoff.js";
import {
  addProblem,
  DEFAULT_POLL,
  fail,
  failureOf,
  progress,
  settleKey,
  skip,
  type Tally,
} from "./batch-tally.js";

/** Failures of a Batch API call that every later call would repeat: the run stops with them. */
const SYSTEMATIC: ReadonlySet<t.FailureKind> = new Set([
  "auth",
  "model-not-found",
  "endpoint-not-found",
  "unsupported-parameter",
]);

/**
 * Creates or resumes the batch of `keys`, waits for it, and settles every request it carries, except those whose
 * line failed retryably when this is not the `last` round: they are returned, unsettled, with their failure.
 */
export async function buyRound(
  tally: Tally,
  keys: readonly string[],
  deadlineMs: number | undefined,
  { round, last }: { round: number; last: boolean },
): Promise<{ key: string; failure: t.ProviderFailure }[]> {
  const { deps } = tally;
  const first = tally.requests[tally.groups.get(keys[0]!)![0]!]!;
  const endpoint = batchEndpointOf(first);
  const requestSet = requestSetKey(deps.api.host, endpoint, keys);
  tally.run.stats.requests += keys.length;
  const retry: { key: string; failure: t.ProviderFailure }[] = [];
  try {
    let job = await startBatch(tally, keys, requestSet);
    job = await waitForBatch(tally, job, deadlineMs);
    if (!(FINISHED_BATCH_STATUSES as readonly string[]).includes(job.status)) {
      const reason: t.StopReason = deps.signal?.aborted ? "cancelled" : "deadline";
      deps.log(`batch ${job.id} is still ${job.status}; the next run with this cache resumes it`);
      for (const key of keys) skip(tally, key, reason);
      tally.run.stoppedBy = reason;
      return [];
    }
    const results = await readResults(tally, job, first.params.api, keys.length);
    for (const key of keys) {
      const result = results.get(key) ?? { failure: unanswered(job, deps.api.host) };
      if ("failure" in result && !last && t.RETRYABLE.has(result.failure.kind)) {
        retry.push({ key, failure: result.failure });
      } else settleKey(tally, key, result, round);
    }
    deps.journal?.record({ requestSet, inputFileId: job.inputFileId, batchId: job.id, done: true });
  } catch (error) {
    const failure = failureOf(error);
    for (const key of keys)
      if (tally.outcomes[tally.groups.get(key)![0]!] === undefined) fail(tally, key, failure, round);
    if (SYSTEMATIC.has(failure.kind)) tally.run.halted = { kind: failure.kind, failure, requests: 1 };
    return [];
  }
  return retry;
}

/** The batch recorded for this request set, looked up; else the input uploaded and a batch created, each journaled. */
async function startBatch(tally: Tally, keys: readonly string[], requestSet: string): Promise<BatchJob> {
  const { deps } = tally;
  const known = deps.journal?.find(requestSet);
  if (known?.batchId) {
    deps.log(`resuming batch ${known.batchId} (${keys.length} requests), journaled by an earlier run`);
    return retrying(tally, () => deps.api.retrieve(known.batchId!));
  }
  let inputFileId = known?.inputFileId;
  if (inputFileId !== undefined) {
    // Killed between uploading and journaling the batch: the batch may exist all the same.
    const found = await retrying(tally, () => deps.api.find(requestSet));
    if (found !== undefined) {
      deps.journal?.record({ requestSet, inputFileId: found.inputFileId, batchId: found.id });
      deps.log(`resuming batch ${found.id} (${keys.length} requests), found by its request set`);
      return found;
    }
  } else {
    const jsonl = keys.map((key) => batchLine(key, tally.requests[tally.groups.get(key)![0]!]!)).join("\n");
    inputFileId = await retrying(tally, () =>
      deps.api.upload(`${jsonl}\n`, `bias-gate-${requestSet.slice(0, 16)}.jsonl`),
    );
    deps.journal?.record({ requestSet, inputFileId });
  }
  const endpoint = batchEndpointOf(tally.requests[tally.groups.get(keys[0]!)![0]!]!);
  // Not retried: a create whose answer was lost may have created the batch, and a second one is paid twice.
  const job = await deps.api.create(inputFileId, endpoint, { [REQUEST_SET_METADATA]: requestSet });
  deps.journal?.record({ requestSet, inputFileId, batchId: job.id });
  deps.log(`created batch ${job.id} of ${keys.length} requests (${endpoint}, completion window 24h)`);
  return job;
}

/** Looks at the batch, waiting longer each time, until it is finished, the deadline passes or the run is stopped. */
async function waitForBatch(tally: Tally, job: BatchJob, deadlineMs: number | undefined): Promise<BatchJob> {
  const { deps } = tally;
  const poll = deps.poll ?? DEFAULT_POLL;
  let current = job;
  for (let looks = 1; !(FINISHED_BATCH_STATUSES as readonly string[]).includes(current.status); looks++) {
    const elapsed = deps.clock.now() - tally.startedAt;
    const left = deadlineMs === undefined ? Number.POSITIVE_INFINITY : deadlineMs - elapsed;
    if (deps.signal?.aborted || left <= 0) return current;
    // Equal jitter: at least half the ceiling, so many runs polling one endpoint do not ask in step.
    const wait = Math.min(left, fullJitterMs(looks, poll, 0.5 + deps.random() / 2));
    await deps.clock.sleep(wait, deps.signal);
    if (deps.signal?.aborted) return current;
    current = await retrying(tally, () => deps.api.retrieve(current.id));
    progress(tally);
  }
  return current;
}

/** The output and error files' lines by custom_id; an error file's line never hides an output file's answer. */
async function readResults(
  tally: Tally,
  job: BatchJob,
  api: t.RequestParams["api"],
  lines: number,
): Promise<Map<string, BatchLineResult>> {
  const results = new Map<string, BatchLineResult>();
  for (const fileId of [job.errorFileId, job.outputFileId]) {
    if (fileId === undefined) continue;
    const text = await retrying(tally, () => tally.deps.api.content(fileId, lines));
    const read = readBatchLines(text, api, tally.deps.api.host, tally.deps.api.maxAnswerBytes);
    for (const [key, result] of read.results) results.set(key, result);
    for (const problem of read.problems) addProblem(tally, problem);
  }
  return results;
}

/** `call`, tried again after a retryable failure (up to 5 tries, backing off); other failures thrown at once. */
async function retrying<T>(tally: Tally, call: () => Promise<T>): Promise<T> {
  const poll = tally.deps.poll ?? DEFAULT_POLL;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const failure = failureOf(error);
      if (attempt >= 5 || !t.RETRYABLE.has(failure.kind) || tally.deps.signal?.aborted) throw error;
      await tally.deps.clock.sleep(
        fullJitterMs(attempt, poll, 0.5 + tally.deps.random() / 2),
        tally.deps.signal,
      );
    }
  }
}

/** Why a request in a finished batch has no line: the batch's own status says. */
function unanswered(job: BatchJob, host: string): t.ProviderFailure {
  const why = job.errors.length > 0 ? `: ${job.errors.slice(0, 3).join("; ")}` : "";
  const message = `${host}: batch ${job.id} ${job.status} without answering this request${why}`.slice(0, 300);
  if (job.status === "expired") return { kind: "timeout", message };
  if (job.status === "cancelled") return { kind: "cancelled", message };
  if (job.status === "failed") return { kind: "bad-request", message };
  return { kind: "malformed", message };
}
