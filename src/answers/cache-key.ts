/**
 * The content address of a request: what was asked, of which endpoint and model, with which settings.
 * Two requests with the same key get the same answer from the cache and from replay.
 */
import { createHash } from "node:crypto";
import type { ChatRequest } from "../providers/types.js";

/**
 * Bump when the key's inputs change meaning, so old cache entries stop matching instead of lying. 2: the endpoint
 * is the whole base URL (endpoint-identity.ts), not its host; a v1 key cannot say which path it was bought from,
 * so v1 entries answer nothing any more, not even for the endpoint that bought them.
 */
export const CACHE_KEY_VERSION = 2;

/** Stands in for a header value wherever a request is written down: values may be secrets. */
export const REDACTED = "[redacted]";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every depth and `undefined` members dropped: one text per value. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): Json {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item ?? null));
  if (value !== null && typeof value === "object") {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined) out[key] = sortKeys(member);
    }
    return out;
  }
  return value as Json;
}

/** Header names, lower-cased (HTTP names are case-insensitive) and sorted. */
export function headerNames(headers: Record<string, string> | undefined): string[] {
  return Object.keys(headers ?? {})
    .map((name) => name.toLowerCase())
    .sort();
}

/**
 * sha256 hex of the canonical JSON of { v, endpoint, trial, messages, every param except `timeoutMs` } with the
 * extra headers reduced to their names. `endpoint` names where answers come from (an endpoint identity, see
 * endpoint-identity.ts, or the simulator's profile and seed). `promptId` is not part of it: the same text asked
 * twice is one entry.
 */
export function requestKey(request: ChatRequest, endpoint: string): string {
  return createHash("sha256").update(keyMaterialJson(request, endpoint)).digest("hex");
}

/**
 * A run's requests share one params object (or a few), so its canonical JSON is worked out once per object: the
 * generic walk over every request's material was ~5% of a cold run's CPU per request at a limit of 128.
 */
const paramsJsonOf = new WeakMap<ChatRequest["params"], string>();

/**
 * `canonicalJson` of the key's material, character for character: its keys sorted at each depth (endpoint,
 * messages, params, trial, v; each message's content, role), assembled from parts whose own JSON cannot depend on
 * order.
 */
export function keyMaterialJson(request: ChatRequest, endpoint: string): string {
  let params = paramsJsonOf.get(request.params);
  if (params === undefined) {
    const { timeoutMs: _timeout, headers, ...rest } = request.params;
    params = canonicalJson({ ...rest, headerNames: headerNames(headers) });
    paramsJsonOf.set(request.params, params);
  }
  let messages = "[";
  for (const [i, { role, content }] of request.messages.entries()) {
    messages += `${i === 0 ? "" : ","}{"content":${JSON.stringify(content)},"role":${JSON.stringify(role)}}`;
  }
  const trial = request.trial === undefined ? "" : `,"trial":${JSON.stringify(request.trial)}`;
  return `{"endpoint":${JSON.stringify(endpoint)},"messages":${messages}],"params":${params}${trial},"v":${CACHE_KEY_VERSION}}`;
}

/**
 * The request as it may be written to disk: header values replaced by {@link REDACTED}, and a sealed set's
 * messages by their length (the key, a hash, still tells requests apart).
 */
export function redactRequest(request: ChatRequest): ChatRequest {
  const { headers, ...params } = request.params;
  const messages = request.sealed
    ? request.messages.map((m) => ({ role: m.role, content: `[sealed: ${m.content.length} characters]` }))
    : request.messages;
  if (headers === undefined) return { ...request, messages, params };
  const redacted = Object.fromEntries(Object.keys(headers).map((name) => [name, REDACTED]));
  return { ...request, messages, params: { ...params, headers: redacted } };
}
