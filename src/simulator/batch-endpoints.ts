/**
 * The simulator's Files and Batches endpoints, enough of OpenAI's Batch API for the `openai` SDK: upload an input
 * file (multipart), create a batch over it, look at it, list and cancel batches, download its output and error
 * files. A batch is answered, after a configurable delay, line by line by the same answering logic as an
 * interactive request; tests script faults (failed lines, a failed or expired batch) with `failNextBatch`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { openAIError } from "./faults.js";
import { readBody, sendJson } from "./http-io.js";

/** One scripted fault, applied to the next batch created. */
export type BatchFault =
  /** The first `lines` lines are answered with an error status (500 unless given), in the error file. */
  | { kind: "lines-failed"; lines: number; status?: number }
  /** The batch fails validation: status `failed`, no output. */
  | { kind: "batch-failed"; message?: string }
  /** The window passes after `answered` lines (default 0): the rest are `batch_expired` in the error file. */
  | { kind: "batch-expired"; answered?: number };

export interface BatchOptions {
  /** Ms from a batch's creation to its completion; default 0 (done at the next turn of the event loop). */
  delayMs?: number;
}

export interface BatchStats {
  filesUploaded: number;
  batchesCreated: number;
  /** Lines answered (200) across all batches. */
  linesAnswered: number;
}

/** How the server answers one line: the status and body its interactive endpoint `url` would send. */
export type AnswerLine = (url: string, body: string) => { status: number; body: unknown };

export interface BatchEndpoints {
  /** Serves `path` if it is a files or batches route; false when it is not one. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
  failNextBatch(fault: BatchFault): void;
  stats(): BatchStats;
  /** Stops pending batches' timers. */
  close(): void;
}

interface StoredFile {
  id: string;
  filename: string;
  purpose: string;
  content: string;
  createdAt: number;
}

type BatchObject = Record<string, unknown> & { id: string; status: string };

const BATCH_ENDPOINTS = new Set(["/v1/chat/completions", "/v1/completions"]);

export function createBatchEndpoints(answer: AnswerLine, options: BatchOptions = {}): BatchEndpoints {
  const files = new Map<string, StoredFile>();
  const batches = new Map<string, BatchObject>();
  const timers = new Set<NodeJS.Timeout>();
  const faults: BatchFault[] = [];
  const stats: BatchStats = { filesUploaded: 0, batchesCreated: 0, linesAnswered: 0 };
  let next = 0;
  const now = (): number => Math.floor(Date.now() / 1000);
  const store = (purpose: string, filename: string, content: string): StoredFile => {
    const file = { id: `file-sim-${++next}`, filename, purpose, content, createdAt: now() };
    files.set(file.id, file);
    return file;
  };
  const finish = (batch: BatchObject, fault: BatchFault | undefined): void => {
    const input = files.get(String(batch["input_file_id"]))?.content ?? "";
    Object.assign(batch, runBatch(batch, input, fault, { answer, store, stats, now }));
  };
  const create = (
    body: Record<string, unknown>,
  ): { batch: BatchObject } | { error: unknown; status: number } => {
    const inputId = String(body["input_file_id"] ?? "");
    if (!files.has(inputId)) return { status: 404, error: notFound(`No such File object: ${inputId}`) };
    if (!BATCH_ENDPOINTS.has(String(body["endpoint"]))) {
      const message = `Invalid endpoint ${String(body["endpoint"])}: the simulator batches /v1/chat/completions and /v1/completions.`;
      return { status: 400, error: openAIError(message, "invalid_request_error", "endpoint", null) };
    }
    stats.batchesCreated++;
    const batch = newBatch(`batch_sim_${++next}`, body, now());
    batches.set(batch.id, batch);
    const fault = faults.shift();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (batch.status === "in_progress") finish(batch, fault);
    }, options.delayMs ?? 0);
    timer.unref();
    timers.add(timer);
    return { batch };
  };
  return {
    failNextBatch: (fault) => faults.push(fault),
    stats: () => ({ ...stats }),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
    },
    async handle(req, res, path) {
      const route = path
        .replace(/^\/v1\//, "/")
        .split("/")
        .filter(Boolean);
      if (route[0] !== "files" && route[0] !== "batches") return false;
      const method = req.method ?? "GET";
      if (route[0] === "files") await serveFiles(req, res, { route, method, files, store, stats });
      else {
        const text = method === "POST" && route.length === 1 ? await readBody(req) : "";
        serveBatches(res, { route, method, batches, body: parseJson(text ?? ""), create, now });
      }
      return true;
    },
  };
}

function newBatch(id: string, body: Record<string, unknown>, created: number): BatchObject {
  return {
    id,
    object: "batch",
    endpoint: body["endpoint"],
    errors: null,
    input_file_id: body["input_file_id"],
    completion_window: body["completion_window"] ?? "24h",
    status: "in_progress",
    output_file_id: null,
    error_file_id: null,
    created_at: created,
    in_progress_at: created,
    expires_at: created + 24 * 3600,
    request_counts: { total: 0, completed: 0, failed: 0 },
    metadata: body["metadata"] ?? null,
  };
}

interface RunContext {
  answer: AnswerLine;
  store(purpose: string, filename: string, content: string): StoredFile;
  stats: BatchStats;
  now(): number;
}

/** The batch's final fields: every input line answered (or failed as the fault says), output and error files. */
function runBatch(
  batch: BatchObject,
  input: string,
  fault: BatchFault | undefined,
  ctx: RunContext,
): Partial<BatchObject> {
  const at = ctx.now();
  if (fault?.kind === "batch-failed") {
    const message = fault.message ?? "simulated: the batch input file was rejected";
    const errors = { object: "list", data: [{ code: "invalid_request", message, param: null, line: null }] };
    return { status: "failed", failed_at: at, errors };
  }
  const lines = input.split("\n").filter((line) => line.trim() !== "");
  const output: string[] = [];
  const errors: string[] = [];
  lines.forEach((text, index) => {
    const line = answerLine(batch, text, index, fault, ctx);
    (line.ok ? output : errors).push(line.text);
  });
  const file = (content: string[]) =>
    content.length > 0 ? ctx.store("batch_output", `${batch.id}.jsonl`, `${content.join("\n")}\n`).id : null;
  const counts = { total: lines.length, completed: output.length, failed: errors.length };
  const expired = fault?.kind === "batch-expired";
  return {
    status: expired ? "expired" : "completed",
    ...(expired ? { expired_at: at } : { finalizing_at: at, completed_at: at }),
    output_file_id: file(output),
    error_file_id: file(errors),
    request_counts: counts,
  };
}

/** One output line: the answer, a scripted failure, or (past an expiry) `batch_expired`; `ok` for a 200. */
function answerLine(
  batch: BatchObject,
  text: string,
  index: number,
  fault: BatchFault | undefined,
  ctx: RunContext,
): { ok: boolean; text: string } {
  const line = parseJson(text);
  const head = { id: `batch_req_sim_${batch.id}_${index + 1}`, custom_id: line["custom_id"] ?? null };
  if (fault?.kind === "batch-expired" && index >= (fault.answered ?? 0)) {
    const message = "This request could not be executed before the completion window expired.";
    const error = { code: "batch_expired", message };
    return { ok: false, text: JSON.stringify({ ...head, response: null, error }) };
  }
  const result =
    fault?.kind === "lines-failed" && index < fault.lines
      ? { status: fault.status ?? 500, body: openAIError(LINE_FAILED, "server_error", null, null) }
      : line["url"] !== batch["endpoint"]
        ? { status: 400, body: openAIError(WRONG_URL, "invalid_request_error", "url", null) }
        : ctx.answer(String(line["url"]), JSON.stringify(line["body"] ?? null));
  if (result.status === 200) ctx.stats.linesAnswered++;
  const response = { status_code: result.status, request_id: `req_sim_${index + 1}`, body: result.body };
  return { ok: result.status === 200, text: JSON.stringify({ ...head, response, error: null }) };
}

const LINE_FAILED = "simulated: the server had an error processing this request";
const WRONG_URL = "the line's url differs from the batch's endpoint";

async function serveFiles(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: {
    route: string[];
    method: string;
    files: Map<string, StoredFile>;
    store: RunContext["store"];
    stats: BatchStats;
  },
): Promise<void> {
  const { route, method, files } = ctx;
  if (method === "POST" && route.length === 1) {
    const parts = parseMultipart((await readBody(req)) ?? "", req.headers["content-type"] ?? "");
    const file = parts.get("file");
    const purpose = parts.get("purpose")?.value;
    if (file === undefined || purpose === undefined) {
      const message = "A multipart body with a 'file' and a 'purpose' is required.";
      return sendJson(
        res,
        400,
        openAIError(message, "invalid_request_error", file ? "purpose" : "file", null),
      );
    }
    ctx.stats.filesUploaded++;
    return sendJson(res, 200, fileObject(ctx.store(purpose, file.filename ?? "upload.jsonl", file.value)));
  }
  const stored = route[1] === undefined ? undefined : files.get(route[1]);
  if (method !== "GET" || stored === undefined || route.length > 3 || (route[2] ?? "content") !== "content") {
    return sendJson(res, 404, notFound(`No such File object: ${route[1] ?? ""}`));
  }
  if (route[2] === undefined) return sendJson(res, 200, fileObject(stored));
  res.writeHead(200, {
    "content-type": "application/octet-stream",
    "content-length": String(Buffer.byteLength(stored.content)),
  });
  res.end(stored.content);
}

function serveBatches(
  res: ServerResponse,
  ctx: {
    route: string[];
    method: string;
    batches: Map<string, BatchObject>;
    body: Record<string, unknown>;
    create(body: Record<string, unknown>): { batch: BatchObject } | { error: unknown; status: number };
    now(): number;
  },
): void {
  const [status, body] = batchResponse(ctx);
  sendJson(res, status, body);
}

function batchResponse(ctx: Parameters<typeof serveBatches>[1]): [number, unknown] {
  const { route, method, batches } = ctx;
  if (route.length === 1 && method === "POST") {
    const created = ctx.create(ctx.body);
    return "batch" in created ? [200, created.batch] : [created.status, created.error];
  }
  if (route.length === 1 && method === "GET") {
    const data = [...batches.values()].reverse();
    const ends = { first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null };
    return [200, { object: "list", data, ...ends, has_more: false }];
  }
  const batch = route[1] === undefined ? undefined : batches.get(route[1]);
  if (batch === undefined) return [404, notFound(`No batch found with id '${route[1] ?? ""}'.`)];
  if (route.length === 2 && method === "GET") return [200, batch];
  if (route.length === 3 && route[2] === "cancel" && method === "POST") {
    if (batch.status === "in_progress")
      Object.assign(batch, { status: "cancelled", cancelled_at: ctx.now() });
    return [200, batch];
  }
  return [404, notFound(`Unknown batch route ${method} /v1/${route.join("/")}.`)];
}

function fileObject(file: StoredFile): unknown {
  const bytes = Buffer.byteLength(file.content);
  return {
    id: file.id,
    object: "file",
    bytes,
    created_at: file.createdAt,
    filename: file.filename,
    purpose: file.purpose,
    status: "processed",
  };
}

function notFound(message: string) {
  return openAIError(message, "invalid_request_error", null, "not_found");
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A multipart/form-data body's fields by name (text only: the simulator's files are JSONL). */
export function parseMultipart(
  body: string,
  contentType: string,
): Map<string, { value: string; filename?: string }> {
  const fields = new Map<string, { value: string; filename?: string }>();
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const delimiter = boundary?.[1] ?? boundary?.[2];
  if (!delimiter) return fields;
  for (const part of body.split(`--${delimiter}`).slice(1)) {
    if (part.startsWith("--")) break;
    const split = part.indexOf("\r\n\r\n");
    if (split === -1) continue;
    const headers = part.slice(0, split);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const value = part.slice(split + 4).replace(/\r\n$/, "");
    fields.set(name, { value, ...(filename !== undefined ? { filename } : {}) });
  }
  return fields;
}
