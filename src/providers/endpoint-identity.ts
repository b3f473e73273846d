/**
 * The endpoint part of a cache key: everything in a base URL that can route a request to another model. Two
 * deployments or gateway routes on one host (Azure OpenAI's `/openai/deployments/<name>`, a LiteLLM or vLLM
 * router's paths, `?api-version=`) answer differently, so the scheme, host, port, path and query all count. Query
 * values may be secrets (`?key=`, `?sig=`), so each is replaced by a digest: the identity tells them apart without
 * holding them. Pure: text in, text out.
 */
import { createHash } from "node:crypto";

/**
 * `https://host:port/path?name=<digest>&…`: the scheme and host lower-cased, a default port dropped, the path
 * without trailing slashes (the client joins `/chat/completions` the same way either way), query parameters sorted
 * with each value digested, the user, password and fragment left out. Throws a TypeError for a URL that does not
 * parse (the endpoint's own check reports it first).
 */
export function endpointIdentity(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, "");
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${digestOf(value)}`)
    .sort()
    .join("&");
  return `${url.protocol}//${url.host}${path}${query === "" ? "" : `?${query}`}`;
}

/**
 * The identity of answers bought through the endpoint's Batch API: kept apart from interactive answers, since a
 * provider may serve batches from other deployments (Azure's Global Batch deployments) than its interactive calls.
 */
export function viaBatchApi(identity: string): string {
  return `${identity} via the Batch API`;
}

/** A query value as it may sit in a key's material: its sha256, cut to 64 bits (equality is all it serves). */
function digestOf(value: string): string {
  return `sha256:${createHash("sha256").update(value).digest("hex").slice(0, 16)}`;
}
