/**
 * A lean `fetch` for the openai SDK: one HTTP/1.1 request on a keep-alive agent of `node:http`/`node:https`,
 * the body read whole. WHATWG fetch (undici) builds a Request, a fetch controller and web streams for every call,
 * which at hundreds of answers a second is most of the client's CPU (issue 15). Measured again at realistic
 * settings (issue 30, docs/performance.md: 500 ms and 2 s answers, limits 8-64), the SDK on Node's fetch took
 * 1.3-2.6x the peak RSS and ~1.7x the CPU, so this stays. Anything this does not handle the
 * way fetch would (a body that is not a string, a redirect, a proxy chosen through NODE_USE_ENV_PROXY) goes to the
 * global fetch. Failures are shaped as undici's: `TypeError("fetch failed")` with the socket error as its cause
 * before the response, `TypeError("terminated")` while reading the body, the signal's reason on abort.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Socket } from "node:net";
import { urlToHttpOptions } from "node:url";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { AnswerTooLargeError, BODY_LIMIT, declaredBeyond, type LimitedInit } from "./answer-limit.js";
import type { NetworkTiming } from "./types.js";

type Fetch = typeof globalThis.fetch;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface LeanFetch {
  fetch: Fetch;
  /** Closes the idle keep-alive connections. */
  close(): void;
  /** What this fetch's connections to `host` (host[:port]) showed; undefined before one could carry a request. */
  timing(host: string): NetworkTiming | undefined;
}

/** Per host: the quickest TCP connect, and when (performance.now()) the first connection could carry a request. */
type Connections = Map<string, { roundTripMs: number; readyAt: number }>;

export function createLeanFetch(
  env: NodeJS.ProcessEnv = process.env,
  execArgv = process.execArgv,
): LeanFetch {
  const global = globalThis.fetch;
  // Node's own fetch honours HTTP(S)_PROXY when asked to; keep that path for anyone who asked.
  if (env.NODE_USE_ENV_PROXY || execArgv.includes("--use-env-proxy"))
    return { fetch: global, close: () => {}, timing: () => undefined };
  const http = new HttpAgent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  let https: HttpsAgent | undefined;
  const connections: Connections = new Map();
  const agentFor = (url: URL | undefined): HttpAgent | undefined => {
    // fetch refuses a URL with credentials (node:http would send them): let it say so.
    if (!url || url.username || url.password) return undefined;
    if (url.protocol === "http:") return http;
    if (url.protocol !== "https:") return undefined;
    https ??= new HttpsAgent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    return https;
  };
  const lean = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const target = targetOf(input);
    const agent = agentFor(target?.url);
    const body = init.body;
    if (!target || !agent || (body != null && typeof body !== "string")) return global(input, init);
    const answer = await send(target, init, body ?? undefined, agent, connections);
    return answer === "redirect" ? global(input, init) : answer;
  };
  return {
    fetch: lean as Fetch,
    close: () => {
      http.destroy();
      https?.destroy();
    },
    timing: (host) => {
      const known = connections.get(host);
      return known && { roundTripMs: known.roundTripMs, readyForMs: performance.now() - known.readyAt };
    },
  };
}

/** Times a new connection to `url`'s host into `connections`; a kept-alive one was timed when it opened. */
function timeConnection(socket: Socket, url: URL, connections: Connections): void {
  if (!socket.connecting) return;
  let startedAt = performance.now();
  let roundTripMs = Number.POSITIVE_INFINITY;
  // A name lookup is not part of the network's round trip: time from its end.
  socket.once("lookup", () => {
    startedAt = performance.now();
  });
  const ready = (): void => {
    const known = connections.get(url.host);
    connections.set(url.host, {
      roundTripMs: Math.min(known?.roundTripMs ?? Number.POSITIVE_INFINITY, roundTripMs),
      readyAt: Math.min(known?.readyAt ?? Number.POSITIVE_INFINITY, performance.now()),
    });
  };
  socket.once("connect", () => {
    roundTripMs = performance.now() - startedAt;
    if (url.protocol !== "https:") ready();
  });
  if (url.protocol === "https:") socket.once("secureConnect", ready);
}

function send(
  { url, options }: Target,
  init: RequestInit,
  body: string | undefined,
  agent: HttpAgent,
  connections: Connections,
): Promise<Response | "redirect"> {
  const signal = init.signal ?? undefined;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const headers: Record<string, string> = {};
    // The SDK passes a Headers already: read it as it is rather than copy it into another.
    const given = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    for (const [name, value] of given) headers[name] = value;
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    const request = (url.protocol === "https:" ? httpsRequest : httpRequest)({
      ...options,
      method: init.method ?? "GET",
      headers,
      agent,
    });
    request.once("socket", (socket) => timeConnection(socket, url, connections));
    let settled = false;
    const onAbort = () => {
      request.destroy();
      if (!settled) {
        settled = true;
        reject(abortReason(signal!));
      }
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    request.on("error", (error) => {
      signal?.removeEventListener("abort", onAbort);
      if (settled) return;
      settled = true;
      reject(new TypeError("fetch failed", { cause: error }));
    });
    request.on("response", (response) => {
      settled = true;
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        signal?.removeEventListener("abort", onAbort);
        response.resume();
        resolve("redirect");
        return;
      }
      const limit = (init as LimitedInit)[BODY_LIMIT] ?? Number.POSITIVE_INFINITY;
      const done = () => signal?.removeEventListener("abort", onAbort);
      resolve(leanResponse(url, response, { signal, limit }, done));
    });
    request.end(body);
  });
}

/** A URL parsed, and the request options node:http derives from it (host, port, path, …). */
interface Target {
  url: URL;
  options: ReturnType<typeof urlToHttpOptions>;
}

/**
 * URLs the SDK asked for before: a run asks one or two URLs thousands of times, and parsing each again (twice:
 * here and in node:http) was a few percent of a request's CPU. Bounded.
 */
const knownTargets = new Map<string, Target>();
const KNOWN_TARGETS_MAX = 64;

function targetOf(input: string | URL | Request): Target | undefined {
  if (input instanceof URL) return { url: input, options: urlToHttpOptions(input) };
  if (typeof input !== "string") return undefined;
  const known = knownTargets.get(input);
  if (known) return known;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return undefined;
  }
  const target = { url, options: urlToHttpOptions(url) };
  if (knownTargets.size < KNOWN_TARGETS_MAX) knownTargets.set(input, target);
  return target;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}

/** The part of Response the SDK reads: status, headers, and the body as JSON or text, read once. */
function leanResponse(
  url: URL,
  message: IncomingMessage,
  { signal, limit }: { signal: AbortSignal | undefined; limit: number },
  done: () => void,
): Response {
  const status = message.statusCode ?? 0;
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  // Read at once, whether or not the SDK asks: a stream left paused would hold its socket, and one that fails
  // before anybody listens must still settle.
  const read =
    status === 204 || status === 304
      ? Promise.resolve(Buffer.alloc(0))
      : new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          const fail = (error: unknown) =>
            reject(signal?.aborted ? abortReason(signal) : new TypeError("terminated", { cause: error }));
          // Past the limit (`limitAnswerBytes`), the socket is dropped: the rest is never downloaded.
          const tooLarge = (declared?: number) => {
            reject(new AnswerTooLargeError(limit, declared));
            message.destroy();
          };
          const declared = declaredBeyond(headers, limit);
          if (declared !== undefined) return tooLarge(declared);
          let size = 0;
          message.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > limit) tooLarge();
            else chunks.push(chunk);
          });
          message.on("end", () => resolve(Buffer.concat(chunks)));
          message.on("error", fail);
          message.on("aborted", () => fail(new Error("other side closed")));
          message.on("close", () => {
            if (!message.complete) fail(new Error("other side closed"));
          });
          signal?.addEventListener("abort", () => message.destroy(), { once: true });
        });
  if (status === 204 || status === 304) message.resume();
  read.then(done, done);
  // No accept-encoding is sent, but a server or proxy may compress anyway: decode as fetch would.
  const encoding = headers.get("content-encoding")?.trim().toLowerCase();
  const bytes = encoding && encoding !== "identity" ? read.then((raw) => decode(raw, encoding, limit)) : read;
  // Nobody may ask for a failed body (the call was abandoned): that is not an unhandled rejection.
  bytes.catch(() => undefined);
  // As fetch's text(): UTF-8, a byte order mark dropped.
  const text = (): Promise<string> => bytes.then((body) => body.toString("utf8").replace(/^\uFEFF/, ""));
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: message.statusMessage ?? "",
    url: url.href,
    redirected: false,
    type: "basic",
    headers,
    body: null,
    bodyUsed: false,
    text,
    json: async () => JSON.parse(await text()) as unknown,
    arrayBuffer: async () => {
      const body = await bytes;
      return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);
    },
  };
  return response as unknown as Response;
}

/**
 * A compressed body, decoded to at most `limit` bytes, so a small compressed body
 * cannot inflate past the answer limit; an unknown coding is a failed body, as in fetch.
 */
async function decode(raw: Buffer, encoding: string, limit: number): Promise<Buffer> {
  const options = Number.isFinite(limit) ? { maxOutputLength: limit } : {};
  try {
    if (encoding === "gzip" || encoding === "x-gzip") return gunzipSync(raw, options);
    if (encoding === "deflate") return inflateSync(raw, options);
    if (encoding === "br") return brotliDecompressSync(raw, options);
  } catch (error) {
    if ((error as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") throw new AnswerTooLargeError(limit);
    throw new TypeError("terminated", { cause: error });
  }
  throw new TypeError(`terminated: unsupported content-encoding ${encoding}`);
}
