import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BATCH_JOURNAL, openBatchJournal, requestSetKey } from "../../src/answers/batch-journal.js";
import type { BatchApi, BatchJob } from "../../src/providers/openai-batch.js";
import { type ChatRequest, ProviderError } from "../../src/providers/types.js";
import { runBatch } from "../../src/querying/batch-run.js";
import type { Clock } from "../../src/querying/clock.js";
import type { PoolOptions } from "../../src/querying/pool-types.js";
import {
  createMemoryCache,
  createMemoryRecorder,
  keyOf,
  makeRequests,
  seededRandom,
} from "./fake-provider.js";

/** A clock whose sleeps pass at once, moving `now` on by the time slept. */
function fakeClock(): Clock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

/**
 * An in-memory Batch API: a batch is done after `looks` retrieves and answers each line with its custom_id,
 * 3 input and 1 output tokens, or, where `lineStatus(batchId, customId)` gives one, with that error status.
 */
function fakeApi(
  looks = 2,
  lineStatus: (batchId: string, customId: string) => number | undefined = () => undefined,
) {
  const calls: string[] = [];
  const files = new Map<string, string>();
  const batches = new Map<string, BatchJob & { looks: number; requestSet: string }>();
  const api: BatchApi = {
    host: "fake.test",
    async upload(jsonl) {
      const id = `file-${files.size + 1}`;
      calls.push(`upload ${id}`);
      files.set(id, jsonl);
      return id;
    },
    async create(inputFileId, _endpoint, metadata) {
      const id = `batch-${batches.size + 1}`;
      calls.push(`create ${id}`);
      const requestSet = metadata["bias-gate-request-set"] ?? "";
      batches.set(id, { id, status: "in_progress", inputFileId, errors: [], looks: 0, requestSet });
      return { id, status: "in_progress", inputFileId, errors: [] };
    },
    async retrieve(batchId) {
      calls.push(`retrieve ${batchId}`);
      const batch = batches.get(batchId)!;
      if (++batch.looks >= looks && batch.status === "in_progress") {
        const lines = (files.get(batch.inputFileId) ?? "").trim().split("\n");
        const output = lines.map((line) => {
          const customId = (JSON.parse(line) as { custom_id: string }).custom_id;
          const status = lineStatus(batchId, customId);
          if (status !== undefined) {
            const error = { message: `fake ${status}`, type: status === 429 ? "rate_limit" : "server_error" };
            return JSON.stringify({
              custom_id: customId,
              response: { status_code: status, body: { error } },
              error: null,
            });
          }
          const body = {
            choices: [{ message: { content: `answer ${customId}` }, finish_reason: "stop" }],
            usage: { prompt_tokens: 3, completion_tokens: 1 },
          };
          return JSON.stringify({ custom_id: customId, response: { status_code: 200, body }, error: null });
        });
        files.set(`out-${batchId}`, `${output.join("\n")}\n`);
        Object.assign(batch, { status: "completed", outputFileId: `out-${batchId}` });
      }
      const { looks: _, requestSet: __, ...job } = batch;
      return job;
    },
    async find(requestSet) {
      calls.push("find");
      const found = [...batches.values()].find((b) => b.requestSet === requestSet);
      return found
        ? { id: found.id, status: found.status, inputFileId: found.inputFileId, errors: [] }
        : undefined;
    },
    async content(fileId) {
      calls.push(`content ${fileId}`);
      return files.get(fileId) ?? "";
    },
  };
  return { api, calls, batches };
}

const OPTIONS: PoolOptions = { concurrency: { initial: 4, max: 8 }, maxAttempts: 3, rateLimitBudgetMs: 1000 };

function limited(requests: ChatRequest[]): ChatRequest[] {
  return requests.map((r) => ({ ...r, params: { ...r.params, maxTokens: 1 } }));
}

function deps(api: BatchApi, extra: Partial<Parameters<typeof runBatch>[1]> = {}) {
  const log: string[] = [];
  return {
    log,
    deps: {
      api,
      keyOf,
      clock: fakeClock(),
      random: seededRandom(1),
      log: (line: string) => void log.push(line),
      ...extra,
    },
  };
}

describe("runBatch", () => {
  it("sends what the cache lacks as one batch, once per distinct request, and answers every request in order", async () => {
    const { api, calls } = fakeApi();
    const [a, b, c] = makeRequests(3) as [ChatRequest, ChatRequest, ChatRequest];
    const cache = createMemoryCache(
      new Map([[keyOf(b), { text: "cached", usage: { inputTokens: 1, outputTokens: 1 } }]]),
    );
    const recorder = createMemoryRecorder();
    const run = await runBatch([a, b, c, a], deps(api, { cache: cache.cache, recorder }).deps, OPTIONS);
    expect(calls).toEqual([
      "upload file-1",
      "create batch-1",
      "retrieve batch-1",
      "retrieve batch-1",
      "content out-batch-1",
    ]);
    expect(
      run.outcomes.map((o) => (o.status === "answered" ? `${o.source} ${o.answer.text}` : o.status)),
    ).toEqual(["network answer p0#0", "cache cached", "network answer p2#0", "cache answer p0#0"]);
    expect(run.stats).toMatchObject({
      requests: 2,
      answered: 2,
      fromCache: 2,
      inputTokens: 6,
      outputTokens: 2,
    });
    expect(cache.log).toContain("put p0#0");
    expect(recorder.outcomes).toHaveLength(4);
  });

  it("admits requests while the budget holds and skips the rest with the cap's reason", async () => {
    const { api } = fakeApi();
    const run = await runBatch(makeRequests(5), deps(api).deps, { ...OPTIONS, budget: { maxRequests: 3 } });
    expect(run.outcomes.map((o) => o.status)).toEqual([
      "answered",
      "answered",
      "answered",
      "skipped",
      "skipped",
    ]);
    expect(run.stoppedBy).toBe("max-requests");
    expect(run.stats.requests).toBe(3);

    const priced = {
      maxCostUsd: 2 * ((20 * 1 + 1 * 1) / 1e6),
      prices: { inputPerMillion: 1, outputPerMillion: 1 },
    };
    const costly = await runBatch(limited(makeRequests(5)), deps(fakeApi().api).deps, {
      ...OPTIONS,
      budget: priced,
    });
    expect(costly.stoppedBy).toBe("max-cost");
    expect(costly.stats.costUsd).toBeLessThanOrEqual(priced.maxCostUsd);
  });

  it("stops waiting at the deadline, keeps the batch journaled, and the next run resumes it without paying again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bias-gate-batch-"));
    const { api, calls } = fakeApi(100);
    const journal = openBatchJournal(dir, () => 0);
    const first = await runBatch(makeRequests(2), deps(api, { journal }).deps, {
      ...OPTIONS,
      deadlineMs: 5_000,
    });
    journal.close();
    expect(first.outcomes.map((o) => o.status === "skipped" && o.reason)).toEqual(["deadline", "deadline"]);
    expect(first.stoppedBy).toBe("deadline");
    const lines = readFileSync(join(dir, BATCH_JOURNAL), "utf8").trim().split("\n");
    expect(lines.map((line) => JSON.parse(line).batchId)).toEqual([undefined, "batch-1"]);

    const again = openBatchJournal(dir, () => 0);
    const second = deps(api, { journal: again });
    const resumed = await runBatch(makeRequests(2), second.deps, OPTIONS);
    expect(resumed.outcomes.map((o) => o.status)).toEqual(["answered", "answered"]);
    expect(second.log[0]).toMatch(/resuming batch batch-1 \(2 requests\)/);
    expect(calls.filter((call) => call.startsWith("create") || call.startsWith("upload"))).toHaveLength(2);
    // Done: the same requests again would be a new purchase, not this batch's results a second time.
    expect(
      again.find(requestSetKey("fake.test", "/v1/chat/completions", makeRequests(2).map(keyOf))),
    ).toBeUndefined();
  });

  it("stops waiting when the run is cancelled, leaving the batch to the next run", async () => {
    const { api, calls } = fakeApi(100);
    const controller = new AbortController();
    const clock = fakeClock();
    const run = deps(api, { signal: controller.signal });
    run.deps.clock = {
      ...clock,
      sleep: async (ms, signal) => {
        await clock.sleep(ms, signal);
        if (clock.slept.length === 3) controller.abort();
      },
    };
    const cancelled = await runBatch(makeRequests(2), run.deps, OPTIONS);
    expect(cancelled.outcomes.map((o) => o.status === "skipped" && o.reason)).toEqual([
      "cancelled",
      "cancelled",
    ]);
    expect(cancelled.stoppedBy).toBe("cancelled");
    expect(run.log.at(-1)).toMatch(
      /batch batch-1 is still in_progress; the next run with this cache resumes it/,
    );
    expect(calls.filter((call) => call.startsWith("retrieve"))).toHaveLength(2);
  });

  it("finds a batch created by a run killed before it journaled the batch's id", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bias-gate-batch-"));
    const { api, calls } = fakeApi(1);
    const requests = makeRequests(2);
    const requestSet = requestSetKey("fake.test", "/v1/chat/completions", requests.map(keyOf));
    await api.create("file-9", "/v1/chat/completions", { "bias-gate-request-set": requestSet });
    const journal = openBatchJournal(dir, () => 0);
    journal.record({ requestSet, inputFileId: "file-9" });
    const run = deps(api, { journal });
    await runBatch(requests, run.deps, OPTIONS);
    expect(run.log[0]).toMatch(/resuming batch batch-1 \(2 requests\), found by its request set/);
    expect(calls.filter((call) => call.startsWith("create"))).toHaveLength(1);
  });

  it("fails every request with the failure of a Batch API call, and halts on one every call would repeat", async () => {
    const { api } = fakeApi();
    const refused: BatchApi = {
      ...api,
      upload: async () => {
        throw new ProviderError({ kind: "auth", status: 401, message: "fake.test: bad key" });
      },
    };
    const run = await runBatch(makeRequests(2), deps(refused).deps, OPTIONS);
    expect(run.outcomes.map((o) => o.status === "failed" && o.failure.kind)).toEqual(["auth", "auth"]);
    expect(run.halted?.kind).toBe("auth");
  });

  it("sends the lines that failed retryably again in a batch of just them, and every request is answered", async () => {
    const requests = makeRequests(5);
    const [k0, k1, k2, k3] = requests.map(keyOf);
    const statuses = new Map([
      [k0, 500],
      [k1, 429],
      [k3, 503],
    ]);
    const { api, calls } = fakeApi(1, (batchId, key) =>
      batchId === "batch-1" ? statuses.get(key) : undefined,
    );
    const run = deps(api);
    const result = await runBatch(requests, run.deps, OPTIONS);
    expect(result.outcomes.map((o) => o.status)).toEqual(Array(5).fill("answered"));
    expect(result.outcomes.map((o) => (o.status === "answered" ? o.attempts : 0))).toEqual([2, 2, 1, 2, 1]);
    expect(calls.filter((call) => call.startsWith("create"))).toEqual(["create batch-1", "create batch-2"]);
    expect(result.stats).toMatchObject({ requests: 8, answered: 5, failed: 0, retries: 3, rateLimited: 1 });
    expect(run.log.join("\n")).toMatch(
      /3 of the batch's requests failed \(server-error, rate-limited\); sending them again in a new batch \(2 of at most 3\)/,
    );
    expect(k2).toBeDefined();
  });

  it("gives a line up after maxAttempts batches, and never resends one a retry cannot fix", async () => {
    const requests = makeRequests(3);
    const [always, badRequest] = requests.map(keyOf);
    const { api, calls } = fakeApi(1, (_batchId, key) =>
      key === always ? 500 : key === badRequest ? 400 : undefined,
    );
    const result = await runBatch(requests, deps(api).deps, OPTIONS);
    expect(
      result.outcomes.map((o) => (o.status === "failed" ? `${o.failure.kind} ${o.attempts}` : o.status)),
    ).toEqual(["server-error 3", "bad-request 1", "answered"]);
    expect(calls.filter((call) => call.startsWith("create"))).toHaveLength(3);
    expect(result.stats).toMatchObject({ requests: 5, retries: 2, failed: 2 });
  });

  it("resends within the budget: a cap reached stops the resends, not the answers already bought", async () => {
    const requests = makeRequests(4);
    const { api } = fakeApi(1, (batchId) => (batchId === "batch-1" ? 500 : undefined));
    const result = await runBatch(requests, deps(api).deps, { ...OPTIONS, budget: { maxRequests: 6 } });
    expect(result.stats.requests).toBe(6);
    expect(result.outcomes.map((o) => o.status)).toEqual(["answered", "answered", "failed", "failed"]);
    expect(result.stoppedBy).toBe("max-requests");
  });

  it("a restarted run resumes the resend of a request set whose every line failed, and buys it once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bias-gate-batch-"));
    const requests = makeRequests(2);
    const { api, calls } = fakeApi(3, (batchId) => (batchId === "batch-1" ? 500 : undefined));
    const controller = new AbortController();
    const created: BatchApi = {
      ...api,
      create: async (...args) => {
        const job = await api.create(...args);
        if (job.id === "batch-2") controller.abort();
        return job;
      },
    };
    const journal = openBatchJournal(dir, () => 0);
    const first = await runBatch(
      requests,
      deps(created, { journal, signal: controller.signal }).deps,
      OPTIONS,
    );
    journal.close();
    expect(first.outcomes.map((o) => o.status)).toEqual(["skipped", "skipped"]);

    const again = openBatchJournal(dir, () => 0);
    const second = deps(api, { journal: again });
    const resumed = await runBatch(requests, second.deps, OPTIONS);
    again.close();
    expect(resumed.outcomes.map((o) => o.status)).toEqual(["answered", "answered"]);
    expect(second.log[0]).toMatch(/resuming batch batch-2 \(2 requests\)/);
    expect(calls.filter((call) => call.startsWith("create"))).toEqual(["create batch-1", "create batch-2"]);
  });

  it("does not buy a resend once the deadline has passed while it waited: those requests are skipped", async () => {
    const requests = makeRequests(2);
    const { api, calls } = fakeApi(1, (batchId) => (batchId === "batch-1" ? 500 : undefined));
    const result = await runBatch(requests, deps(api).deps, { ...OPTIONS, deadlineMs: 1_001 });
    expect(result.outcomes.map((o) => o.status === "skipped" && o.reason)).toEqual(["deadline", "deadline"]);
    expect(result.stoppedBy).toBe("deadline");
    expect(calls.filter((call) => call.startsWith("create"))).toEqual(["create batch-1"]);
  });
});
