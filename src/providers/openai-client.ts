/**
 * The openai SDK's client as bias-gate configures it: no retries (the pool owns them), nothing read from the
 * environment, no logging, the lean fetch (http-fetch.ts), and each request's URL and headers worked out once
 * per shape rather than once per request.
 */
import SdkClient from "openai";
import { splitBaseUrl } from "../config/base-url.js";
import { DEFAULT_MAX_ANSWER_BYTES } from "../config/limits.js";
import { limitAnswerBytes } from "./answer-limit.js";
import { createLeanFetch, type LeanFetch } from "./http-fetch.js";

export interface ClientOptions {
  baseURL: string;
  /** Empty or absent: no Authorization header (keyless local servers). */
  apiKey?: string;
  defaultHeaders?: Record<string, string>;
  /** The most bytes a response body may take before it is read no further; default 256 KiB. */
  maxAnswerBytes?: number;
}

/**
 * What the SDK adds to every request about itself and the machine (language, package version, OS, CPU, runtime
 * and its version, its retry count and timeout). Endpoints answer the same without them; removed, each request
 * carries 5 headers instead of 13, and every step that copies, merges, logs and writes them does less.
 */
const SDK_TELEMETRY_HEADERS = [
  "X-Stainless-Lang",
  "X-Stainless-Package-Version",
  "X-Stainless-OS",
  "X-Stainless-Arch",
  "X-Stainless-Runtime",
  "X-Stainless-Runtime-Version",
  "X-Stainless-Retry-Count",
  "X-Stainless-Timeout",
] as const;

let shared: LeanFetch | undefined;
/** One lean fetch (and its keep-alive agents) for every client in the process, as the global fetch is. */
export function leanFetch(): LeanFetch {
  shared ??= createLeanFetch();
  return shared;
}

type RequestOptions = Parameters<SdkClient["buildRequest"]>[0];
type BuiltRequest = Awaited<ReturnType<SdkClient["buildRequest"]>>;
interface RequestShape {
  url: string;
  headers: BuiltRequest["req"]["headers"];
  timeout: number;
}

/** Shapes kept per headers object: a run has one or two (the chat path and its timeout). */
const SHAPES_PER_HEADERS_MAX = 16;

/**
 * The SDK's client, building each request's URL and headers once per shape. The SDK builds both again for every
 * request: the URL parsed and printed, about twenty headers merged through generators, its auth header merged
 * again, the result validated. At a limit of 128 that was a fifth of the CLI's CPU, spent while the endpoint
 * waited (`bench/rate-limits.ts`, the CLI case). A run sends thousands of POSTs of the same shape (path, timeout,
 * retry count, and the same headers object: see `jsonHeaders`), which differ only in body and signal; those reuse
 * the first one's URL and a copy of its headers. Anything else (a query, a file upload, an idempotency key,
 * options the SDK adds to the request) is built by the SDK, every time.
 *
 * Named as the SDK's class because the SDK's User-Agent is the client class's name: `OpenAI/JS <version>`.
 */
class OpenAI extends SdkClient {
  readonly #shapes = new WeakMap<object, Map<string, RequestShape>>();

  override async buildRequest(
    options: RequestOptions,
    extra?: { retryCount?: number },
  ): Promise<BuiltRequest> {
    const headers = options.headers;
    if (!sameShapeAsEver(options) || typeof headers !== "object" || headers === null) {
      return super.buildRequest(options, extra);
    }
    const key = `${options.path}\n${options.timeout}\n${extra?.retryCount ?? 0}`;
    let shapes = this.#shapes.get(headers);
    const known = shapes?.get(key);
    if (known) {
      return {
        req: {
          method: options.method,
          headers: new Headers(known.headers),
          ...(options.signal ? { signal: options.signal } : {}),
          body: options.body as string,
        },
        url: known.url,
        timeout: known.timeout,
      };
    }
    const built = await super.buildRequest(options, extra);
    if (!shapes) {
      shapes = new Map();
      this.#shapes.set(headers, shapes);
    }
    if (shapes.size < SHAPES_PER_HEADERS_MAX) {
      shapes.set(key, { url: built.url, headers: built.req.headers, timeout: built.timeout });
    }
    return built;
  }
}

/**
 * A POST whose request the SDK builds from its path, timeout, retry count and headers alone: a JSON text body,
 * nothing that changes the URL or adds to the request. Its SDK-built request is then the same every time but for
 * the body and the signal.
 */
function sameShapeAsEver(options: RequestOptions): boolean {
  return (
    options.method === "post" &&
    typeof options.body === "string" &&
    options.query === undefined &&
    options.defaultBaseURL === undefined &&
    options.fetchOptions === undefined &&
    options.idempotencyKey === undefined &&
    options.__security === undefined &&
    options.__metadata === undefined &&
    options.__binaryResponse === undefined &&
    typeof options.timeout === "number"
  );
}

const JSON_ONLY = Object.freeze({ "content-type": "application/json" });
const jsonHeadersOf = new WeakMap<Record<string, string>, Record<string, string>>();

/**
 * A JSON request's headers: `content-type` and the request's own, as one object per set of request headers
 * (which a run shares across its requests), so the client above knows a request of a shape it has built.
 */
export function jsonHeaders(own: Record<string, string> | undefined): Record<string, string> {
  if (!own) return JSON_ONLY;
  let merged = jsonHeadersOf.get(own);
  if (!merged) {
    merged = Object.freeze({ "content-type": "application/json", ...own });
    jsonHeadersOf.set(own, merged);
  }
  return merged;
}

/** The SDK client, configured from our options only: no retries, no environment, no logging, no telemetry. */
export function createClient(options: ClientOptions): SdkClient {
  const { base, query } = splitBaseUrl(options.baseURL);
  // The SDK refuses to start without a key; without ours, its placeholder is removed from every request.
  const keyless = !options.apiKey;
  const removed: Record<string, null> = Object.fromEntries(SDK_TELEMETRY_HEADERS.map((name) => [name, null]));
  return new OpenAI({
    baseURL: base,
    ...(Object.keys(query).length > 0 ? { defaultQuery: query } : {}),
    apiKey: options.apiKey || "unused",
    // Explicit nulls: the SDK would otherwise read OPENAI_ORG_ID etc. from the environment.
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    maxRetries: 0,
    // The answer limit wraps whichever fetch is used, so it outlives the lean fetch.
    fetch: limitAnswerBytes(leanFetch().fetch, options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES),
    // OPENAI_LOG=debug would print request details; our failures already say what happened.
    logLevel: "off",
    defaultHeaders: { ...removed, ...(keyless ? { Authorization: null } : {}), ...options.defaultHeaders },
  });
}
