/**
 * The simulator's HTTP edge: a loopback OpenAI-compatible server (node:http, keep-alive) that answers chat
 * completions and legacy completions with `decideAnswer` (one answer key for both) and misbehaves as its profile
 * or a test's `failNext` says. It is a simulator, not a model, and says so: in its startup log, every response's
 * `model` and `system_fingerprint`.
 */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AnswerKey } from "../sampling/answer-key.js";
import { createRng, type Rng } from "../stats/rng.js";
import {
  type BatchEndpoints,
  type BatchFault,
  type BatchOptions,
  type BatchStats,
  createBatchEndpoints,
} from "./batch-endpoints.js";
import { type AnswerKind, DEFAULT_SEED, decideAnswer } from "./behaviour.js";
import {
  DEFAULT_OVERSIZED_BYTES,
  DEFAULT_RATE_LIMIT_HEADERS,
  drawFault,
  type Fault,
  type FaultKind,
  MAX_HOLD_MS,
  openAIError,
  rateLimitResponse,
  rejectedParameter,
  retryHintMs,
  SERVER_ERROR_BODY,
  unsupportedParameterError,
} from "./faults.js";
import { listen, readBody, sendJson, sendPadded, sendRaw, waitConnected } from "./http-io.js";
import {
  type ChatBody,
  completionBody,
  modelsBody,
  type ParsedBody,
  parseChatBody,
  parseCompletionsBody,
  simulatorModelName,
  textCompletionBody,
} from "./openai-wire.js";
import { type SimulatorProfile, SimulatorProfileError } from "./profile.js";
import { unreadPromptFiles } from "./system-prompts.js";

export interface SimulatorOptions {
  profile: SimulatorProfile;
  /** What each prompt is; messages not in it are classified heuristically. Replace later with `setKey`. */
  key?: AnswerKey;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the simulator is for loopback use. */
  host?: string;
  /** Receives the start and close lines; nothing is logged per request. */
  log?: (line: string) => void;
  /** The Batch API's timing (`delayMs` before a batch completes). */
  batch?: BatchOptions;
}

/** Counters since start. `byStatus` is keyed by HTTP status ("200", "429", …); resets have no status. */
export interface SimulatorStats {
  requests: number;
  chatRequests: number;
  /** POST /v1/completions requests (the legacy endpoint, one prompt text). */
  completionsRequests: number;
  /** 200 responses carrying a real answer (not a malformed or empty-choices fault). */
  answered: number;
  byStatus: Record<string, number>;
  rateLimited: number;
  inFlight: number;
  maxInFlight: number;
  /** Clients that hung up before their answer was sent. */
  disconnected: number;
  faults: Partial<Record<FaultKind, number>>;
  answers: Partial<Record<AnswerKind, number>>;
}

export interface SimulatorHandle {
  /** Base URL including `/v1`, for `new OpenAI({ baseURL })`. */
  readonly url: string;
  readonly port: number;
  readonly profile: SimulatorProfile;
  close(): Promise<void>;
  stats(): SimulatorStats;
  setKey(key: AnswerKey): void;
  /** Queues faults, applied in order to the next chat or completions requests that pass body validation. */
  failNext(faults: readonly Fault[]): void;
  /** Queues a fault for the next batch created. */
  failNextBatch(fault: BatchFault): void;
  /** Files uploaded, batches created and lines answered by the Batch API. */
  batchStats(): BatchStats;
}

interface State {
  profile: SimulatorProfile;
  key: AnswerKey;
  queue: Fault[];
  /** Request id → when its answer is due (performance.now() ms); Infinity while a timeout fault holds it. */
  inFlight: Map<number, number>;
  holds: Set<NodeJS.Timeout>;
  /** Decisions at temperature > 0. */
  trials: Rng;
  faultDraws: Rng;
  /** Latency and retry-hint jitter. */
  timing: Rng;
  stats: SimulatorStats;
  nextId: number;
  /** Requests admitted past validation and the concurrency limit: what `failures.startAfter` counts. */
  admitted: number;
  batches: BatchEndpoints;
}

/** Starts the simulator and resolves once it is listening. */
export async function startSimulator(options: SimulatorOptions): Promise<SimulatorHandle> {
  const { profile } = options;
  const unread = unreadPromptFiles(profile);
  if (unread.length > 0) throw new SimulatorProfileError(unread);
  const state = createState(profile, options.key ?? new Map(), options.batch);
  const server = createServer((req, res) => {
    handle(state, req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, SERVER_ERROR_BODY);
      else res.destroy();
    });
  });
  const host = options.host ?? "127.0.0.1";
  const port = await listen(server, options.port ?? 0, host);
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/v1`;
  const log = options.log ?? (() => {});
  let closing: Promise<void> | undefined;
  log(`bias-gate simulator (not a real model): profile "${profile.name}" at ${url}`);
  return {
    url,
    port,
    profile,
    // Idempotent: a test's finally and afterEach may both close.
    close: () => {
      closing ??= closeServer(server, state, log);
      return closing;
    },
    stats: () => ({ ...structuredClone(state.stats), inFlight: state.inFlight.size }),
    setKey: (key) => {
      state.key = key;
    },
    failNext: (faults) => {
      state.queue.push(...faults);
    },
    failNextBatch: (fault) => state.batches.failNextBatch(fault),
    batchStats: () => state.batches.stats(),
  };
}

/** Stops listening, drops every connection (held ones too) and logs a one-line summary. */
async function closeServer(server: Server, state: State, log: (line: string) => void): Promise<void> {
  for (const timer of state.holds) clearTimeout(timer);
  state.batches.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  const s = state.stats;
  log(
    `bias-gate simulator closed: ${s.requests} requests, ${s.answered} answered, ${s.rateLimited} rate-limited`,
  );
}

function createState(profile: SimulatorProfile, key: AnswerKey, batch: BatchOptions | undefined): State {
  const seed = profile.seed ?? DEFAULT_SEED;
  const state: State = {
    profile,
    key,
    queue: [],
    inFlight: new Map(),
    holds: new Set(),
    trials: createRng(seed, "simulator:trials"),
    faultDraws: createRng(seed, "simulator:faults"),
    timing: createRng(seed, "simulator:timing"),
    stats: emptyStats(),
    nextId: 0,
    admitted: 0,
    batches: createBatchEndpoints((url, body) => answerLine(state, url, body), batch),
  };
  return state;
}

function emptyStats(): SimulatorStats {
  return {
    requests: 0,
    chatRequests: 0,
    completionsRequests: 0,
    answered: 0,
    byStatus: {},
    rateLimited: 0,
    inFlight: 0,
    maxInFlight: 0,
    disconnected: 0,
    faults: {},
    answers: {},
  };
}

async function handle(state: State, req: IncomingMessage, res: ServerResponse): Promise<void> {
  state.stats.requests++;
  res.once("finish", () => increment(state.stats.byStatus, String(res.statusCode)));
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  const endpoint = ENDPOINTS[path.replace(/^\/v1\//, "/")];
  if (endpoint !== undefined) {
    if (req.method === "POST") return handleCompletion(state, req, res, endpoint);
    return sendJson(
      res,
      405,
      openAIError(`Method ${req.method} not allowed; use POST.`, "invalid_request_error", null, null),
    );
  }
  if (req.method === "GET" && (path === "/v1/models" || path === "/models")) {
    return sendJson(res, 200, modelsBody(state.profile.name, 0));
  }
  if (await state.batches.handle(req, res, path)) return;
  const message = `Unknown request URL: ${req.method} ${path}. The bias-gate simulator serves POST /v1/chat/completions, POST /v1/completions, GET /v1/models, and the Batch API's /v1/files and /v1/batches.`;
  sendJson(res, 404, openAIError(message, "invalid_request_error", null, "unknown_url"));
}

/** How one endpoint reads a request and writes its answer; everything between (faults, latency) is shared. */
interface Endpoint {
  counter: "chatRequests" | "completionsRequests";
  parse(text: string): ParsedBody;
  write: typeof completionBody;
}

/** The two answering endpoints by path (without `/v1`): chat and the legacy completions, one answer key. */
const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  "/chat/completions": { counter: "chatRequests", parse: parseChatBody, write: completionBody },
  "/completions": { counter: "completionsRequests", parse: parseCompletionsBody, write: textCompletionBody },
};

async function handleCompletion(
  state: State,
  req: IncomingMessage,
  res: ServerResponse,
  endpoint: Endpoint,
): Promise<void> {
  state.stats[endpoint.counter]++;
  const text = await readBody(req);
  if (text === undefined)
    return sendJson(res, 413, openAIError("Request body too large.", "invalid_request_error", null, null));
  const parsed = endpoint.parse(text);
  if (!parsed.ok) return sendJson(res, 400, parsed.error);
  const body = parsed.body;
  const rejected = rejectedParameter(state.profile.rejectParameters, body);
  if (rejected !== undefined) return sendJson(res, 400, rejected);
  const limit = state.profile.maxConcurrent ?? Number.POSITIVE_INFINITY;
  if (state.inFlight.size >= limit) return sendRateLimited(state, res, undefined);
  // Drawn for every admitted request, so the fault sequence depends on arrival order only.
  const u = state.faultDraws.nextFloat();
  const fault = state.queue.shift() ?? drawFault(state.profile.failures, u, ++state.admitted);
  if (fault !== undefined) increment(state.stats.faults, fault.kind);
  if (fault?.kind === "rate-limit") return sendRateLimited(state, res, fault);
  if (fault?.kind === "unsupported-parameter")
    return sendJson(res, 400, unsupportedParameterError(fault.param));

  const id = ++state.nextId;
  const delay = latency(state);
  state.inFlight.set(id, performance.now() + delay);
  state.stats.maxInFlight = Math.max(state.stats.maxInFlight, state.inFlight.size);
  res.once("close", () => state.inFlight.delete(id));
  if (!(await waitConnected(res, delay))) {
    state.stats.disconnected++;
    return;
  }
  respond(state, res, { body, id, fault, write: endpoint.write });
}

function respond(
  state: State,
  res: ServerResponse,
  {
    body,
    id,
    fault,
    write,
  }: { body: ChatBody; id: number; fault: Fault | undefined; write: Endpoint["write"] },
): void {
  if (fault?.kind === "server-error" || fault?.kind === "reset" || fault?.kind === "timeout") {
    if (fault.kind === "server-error") {
      sendJson(res, fault.status ?? state.profile.failures?.serverErrorStatus ?? 500, SERVER_ERROR_BODY);
    } else if (fault.kind === "reset") res.destroy();
    else hold(state, res, id);
    return;
  }
  const decision = decideAnswer(state.profile, state.key, body, state.trials.nextFloat);
  const completion = write(decision, body, {
    id: `chatcmpl-sim-${id}`,
    created: Math.floor(Date.now() / 1000),
    model: simulatorModelName(state.profile.name),
    logprobsEnabled: state.profile.logprobs === true,
    emptyChoices: fault?.kind === "empty-choices",
  });
  if (fault?.kind === "malformed") {
    const json = JSON.stringify(completion);
    sendRaw(res, 200, json.slice(0, Math.floor(json.length / 2)), {});
    return;
  }
  if (fault?.kind === "oversized") {
    const bytes = fault.bytes ?? state.profile.failures?.oversizedBytes ?? DEFAULT_OVERSIZED_BYTES;
    void sendPadded(res, completion, bytes);
    return;
  }
  if (fault === undefined) {
    state.stats.answered++;
    increment(state.stats.answers, decision.kind);
  }
  sendJson(res, 200, completion);
}

/** One batch line, answered as its interactive endpoint would answer it, without the interactive faults. */
function answerLine(state: State, url: string, text: string): { status: number; body: unknown } {
  const endpoint = ENDPOINTS[url.replace(/^\/v1\//, "/")];
  if (endpoint === undefined) {
    return {
      status: 404,
      body: openAIError(`Unknown batch line url ${url}`, "invalid_request_error", null, null),
    };
  }
  const parsed = endpoint.parse(text);
  if (!parsed.ok) return { status: 400, body: parsed.error };
  const rejected = rejectedParameter(state.profile.rejectParameters, parsed.body);
  if (rejected !== undefined) return { status: 400, body: rejected };
  const decision = decideAnswer(state.profile, state.key, parsed.body, state.trials.nextFloat);
  state.stats.answered++;
  increment(state.stats.answers, decision.kind);
  const body = endpoint.write(decision, parsed.body, {
    id: `chatcmpl-sim-${++state.nextId}`,
    created: Math.floor(Date.now() / 1000),
    model: simulatorModelName(state.profile.name),
    logprobsEnabled: state.profile.logprobs === true,
  });
  return { status: 200, body };
}

/** Never answers; the client's timeout ends it. The hold is capped so a forgotten client cannot hang a run. */
function hold(state: State, res: ServerResponse, id: number): void {
  state.inFlight.set(id, Number.POSITIVE_INFINITY);
  const timer = setTimeout(() => res.destroy(), MAX_HOLD_MS);
  timer.unref();
  state.holds.add(timer);
  res.once("close", () => {
    clearTimeout(timer);
    state.holds.delete(timer);
  });
}

/** Answers 429 with OpenAI's body and the retry hints the fault or profile asks for. */
function sendRateLimited(
  state: State,
  res: ServerResponse,
  fault: Extract<Fault, { kind: "rate-limit" }> | undefined,
): void {
  state.stats.rateLimited++;
  const now = performance.now();
  const dueIn = [...state.inFlight.values()].map((due) => due - now);
  const fallback = Math.max(state.profile.latencyMs ?? 0, 1000);
  const hint = fault?.retryAfterMs ?? retryHintMs(dueIn, fallback, state.timing.nextFloat());
  const header = fault?.header;
  const names =
    header === undefined
      ? (state.profile.rateLimitHeaders ?? DEFAULT_RATE_LIMIT_HEADERS)
      : typeof header === "string"
        ? [header]
        : header;
  const limit = state.profile.maxConcurrent;
  const detail =
    limit === undefined
      ? "simulated"
      : `simulator limit: ${limit} concurrent requests, ${state.inFlight.size} in flight`;
  const response = rateLimitResponse(hint, names, detail);
  sendJson(res, 429, response.body, response.headers);
}

function latency(state: State): number {
  const { latencyMs = 0, latencyJitterMs = 0 } = state.profile;
  if (latencyMs === 0 && latencyJitterMs === 0) return 0;
  return Math.max(0, latencyMs + (2 * state.timing.nextFloat() - 1) * latencyJitterMs);
}

function increment(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}
