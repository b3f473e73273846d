/**
 * The OpenAI Batch API through the official SDK: upload a JSONL file of requests (`purpose: batch`), create a
 * batch over it, look at it, download its output and error files. The lines are built and read here too, with
 * the interactive adapter's request bodies and answer parsing, so a batch answer is read exactly as an
 * interactive one. The SDK never retries (`maxRetries: 0`): the batch runner owns retries and polling.
 */
import { toFile } from "openai";
import type { Batch } from "openai/resources/batches";
import { urlSecrets } from "../config/base-url.js";
import { DEFAULT_MAX_ANSWER_BYTES } from "../config/limits.js";
import { BODY_LIMIT, OVERSIZED_HINT } from "./answer-limit.js";
import type { OpenAIProviderOptions } from "./openai.js";
import { createClient } from "./openai-client.js";
import { classifyError } from "./openai-failures.js";
import { toChatAnswer, toCompletionsAnswer, toCompletionsRequestBody, toRequestBody } from "./openai-wire.js";
import { type ChatAnswer, type ChatRequest, ProviderError, type ProviderFailure } from "./types.js";

/** A batch's statuses after which nothing changes. */
export const FINISHED_BATCH_STATUSES = ["completed", "failed", "expired", "cancelled"] as const;

export type BatchEndpoint = "/v1/chat/completions" | "/v1/completions";

/** What the runner needs of a batch, in our names. */
export interface BatchJob {
  id: string;
  status: Batch["status"];
  inputFileId: string;
  outputFileId?: string;
  errorFileId?: string;
  /** The batch's own errors (a rejected input file), one line each. */
  errors: string[];
}

/** The Batch API's calls; each throws a ProviderError (classified, no secret in its message) on failure. */
export interface BatchApi {
  readonly host: string;
  /** Uploads `jsonl` as a batch input file; resolves with its file id. */
  upload(jsonl: string, name: string): Promise<string>;
  create(inputFileId: string, endpoint: BatchEndpoint, metadata: Record<string, string>): Promise<BatchJob>;
  retrieve(batchId: string): Promise<BatchJob>;
  /**
   * The newest of the endpoint's recent batches (its first page of the list) created for `requestSet` (our
   * metadata), for a run killed between creating a batch and journaling its id.
   */
  find(requestSet: string): Promise<BatchJob | undefined>;
  /**
   * A file's content as text (output and error files are JSONL). Given the number of `lines` it should hold, a
   * file longer than that many answers of `maxAnswerBytes` (with their wrapping) is read no further: an
   * `oversized` failure.
   */
  content(fileId: string, lines?: number): Promise<string>;
  /** The most bytes one answer may take (max-answer-bytes); a longer output line is an `oversized` failure. */
  readonly maxAnswerBytes?: number;
}

/** The metadata key naming a batch's request set (batch-journal.ts), so a lost batch id can be found again. */
export const REQUEST_SET_METADATA = "bias-gate-request-set";

/** Ms each Batch API call may take. Uploads of large runs are the slow ones. */
const CALL_TIMEOUT_MS = 120_000;

/** Bytes of an output line beyond its answer's body: custom_id, ids, status code, the wrapping JSON. */
export const LINE_OVERHEAD_BYTES = 2048;

/** The limit on the Batch API's own answers (a batch; a page of 100 batches): not answers, but not unbounded. */
const CONTROL_MAX_BYTES = 8 * 1024 * 1024;

/** A {@link BatchApi} on the OpenAI-compatible endpoint at `options.baseURL`. */
export function createOpenAIBatchApi(options: OpenAIProviderOptions): BatchApi {
  const maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const client = createClient({ ...options, maxAnswerBytes: Math.max(CONTROL_MAX_BYTES, maxAnswerBytes) });
  const host = new URL(options.baseURL).host;
  const secrets = [
    options.apiKey ?? "",
    ...Object.values(options.defaultHeaders ?? {}),
    ...urlSecrets(options.baseURL),
  ];
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const ctx = {
        host,
        secrets,
        model: "",
        now: Date.now(),
        cancelled: false,
        timedOut: false,
        timeoutMs: CALL_TIMEOUT_MS,
      };
      const failure = classifyError(error, ctx);
      throw new ProviderError({ ...failure, message: `${what}: ${failure.message}` });
    }
  };
  const callOptions = { timeout: CALL_TIMEOUT_MS, maxRetries: 0 };
  return {
    host,
    maxAnswerBytes,
    upload: (jsonl, name) =>
      call("batch input upload", async () => {
        const file = await toFile(Buffer.from(jsonl, "utf8"), name, { type: "application/jsonl" });
        return (await client.files.create({ file, purpose: "batch" }, callOptions)).id;
      }),
    create: (inputFileId, endpoint, metadata) =>
      call("batch create", async () =>
        toJob(
          await client.batches.create(
            { input_file_id: inputFileId, endpoint, completion_window: "24h", metadata },
            callOptions,
          ),
        ),
      ),
    retrieve: (batchId) =>
      call(`batch ${batchId}`, async () => toJob(await client.batches.retrieve(batchId, callOptions))),
    find: (requestSet) =>
      call("batch list", async () => {
        const page = await client.batches.list({ limit: 100 }, callOptions);
        const found = page.data.find((batch) => batch.metadata?.[REQUEST_SET_METADATA] === requestSet);
        return found ? toJob(found) : undefined;
      }),
    content: (fileId, lines) => {
      // The file's own limit: as many answers as it has lines, each at most max-answer-bytes.
      const limit =
        lines === undefined ? {} : { [BODY_LIMIT]: lines * (maxAnswerBytes + LINE_OVERHEAD_BYTES) };
      const fileOptions = { ...callOptions, fetchOptions: limit as Record<string, never> };
      return call(`batch file ${fileId}`, async () =>
        (await client.files.content(fileId, fileOptions)).text(),
      );
    },
  };
}

function toJob(batch: Batch): BatchJob {
  return {
    id: batch.id,
    status: batch.status,
    inputFileId: batch.input_file_id,
    ...(batch.output_file_id ? { outputFileId: batch.output_file_id } : {}),
    ...(batch.error_file_id ? { errorFileId: batch.error_file_id } : {}),
    errors: (batch.errors?.data ?? []).map((e) =>
      [e.line !== undefined && e.line !== null ? `line ${e.line}` : "", e.code ?? "", e.message ?? ""]
        .filter((part) => part !== "")
        .join(": "),
    ),
  };
}

/** The batch endpoint a request goes to: the one its interactive call would use. */
export function batchEndpointOf(request: ChatRequest): BatchEndpoint {
  return request.params.api === "completions" ? "/v1/completions" : "/v1/chat/completions";
}

/** One input line: `custom_id` is the request's cache key, the body the interactive call's. */
export function batchLine(customId: string, request: ChatRequest): string {
  const url = batchEndpointOf(request);
  const body = url === "/v1/completions" ? toCompletionsRequestBody(request) : toRequestBody(request);
  return JSON.stringify({ custom_id: customId, method: "POST", url, body });
}

export type BatchLineResult = { answer: ChatAnswer } | { failure: ProviderFailure };

interface OutputLine {
  custom_id?: unknown;
  response?: { status_code?: unknown; body?: unknown } | null;
  error?: { code?: unknown; message?: unknown } | null;
}

/**
 * Reads an output or error file: each line's answer or failure by `custom_id`. A 200 line is read as the
 * interactive answer would be (a body without a usable choice is `malformed`); an error status is classified as
 * the same status would be interactively; an unreadable line is reported in `problems` and yields nothing.
 */
export function readBatchLines(
  text: string,
  api: ChatRequest["params"]["api"],
  host: string,
  maxAnswerBytes = Number.POSITIVE_INFINITY,
): { results: Map<string, BatchLineResult>; problems: string[] } {
  const results = new Map<string, BatchLineResult>();
  const problems: string[] = [];
  text.split("\n").forEach((raw, index) => {
    if (raw.trim() === "") return;
    let line: OutputLine;
    try {
      line = JSON.parse(raw) as OutputLine;
    } catch {
      problems.push(`batch output line ${index + 1} is not JSON; ignored`);
      return;
    }
    if (typeof line.custom_id !== "string") {
      problems.push(`batch output line ${index + 1} has no custom_id; ignored`);
      return;
    }
    const oversized = Buffer.byteLength(raw) > maxAnswerBytes + LINE_OVERHEAD_BYTES;
    results.set(
      line.custom_id,
      oversized ? oversizedLine(host, maxAnswerBytes) : lineResult(line, api, host),
    );
  });
  return { results, problems };
}

function lineResult(line: OutputLine, api: ChatRequest["params"]["api"], host: string): BatchLineResult {
  const status = typeof line.response?.status_code === "number" ? line.response.status_code : undefined;
  if (status === 200) {
    try {
      const body = line.response?.body;
      return { answer: api === "completions" ? toCompletionsAnswer(body) : toChatAnswer(body) };
    } catch (error) {
      if (error instanceof ProviderError)
        return { failure: { ...error.failure, message: `${host}: ${error.failure.message}` } };
      throw error;
    }
  }
  const bodyError = (line.response?.body as { error?: { message?: unknown; code?: unknown } } | undefined)
    ?.error;
  const code = String(bodyError?.code ?? line.error?.code ?? "");
  const detail = String(bodyError?.message ?? line.error?.message ?? "no message");
  const message = `${host}: batch line failed${status !== undefined ? ` (${status})` : ""}: ${detail}`.slice(
    0,
    300,
  );
  return { failure: lineFailure(status, code, message) };
}

/** An output line whose answer is longer than max-answer-bytes: unread, as an interactive one would be. */
function oversizedLine(host: string, maxAnswerBytes: number): BatchLineResult {
  const message = `${host}: batch answer longer than ${maxAnswerBytes} bytes (max-answer-bytes); not read`;
  return { failure: { kind: "oversized", message, hint: OVERSIZED_HINT } };
}

/** A failed line's kind, as its status would be classified interactively; no status: the batch's own code. */
export function lineFailure(status: number | undefined, code: string, message: string): ProviderFailure {
  const at = status !== undefined ? { status } : {};
  if (status === 429) return { kind: "rate-limited", message, ...at };
  if (status !== undefined && status >= 500) return { kind: "server-error", message, ...at };
  if (status === 401 || status === 403) return { kind: "auth", message, ...at };
  if (status === 408 || code === "batch_expired") return { kind: "timeout", message, ...at };
  if (code === "model_not_found") return { kind: "model-not-found", message, ...at };
  if (status === 404) return { kind: "endpoint-not-found", message, ...at };
  if (code === "batch_cancelled") return { kind: "cancelled", message, ...at };
  if (status !== undefined) return { kind: "bad-request", message, ...at };
  return { kind: "server-error", message };
}
