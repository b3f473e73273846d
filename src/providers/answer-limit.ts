/**
 * The most bytes one answer may take: a wrapper around whichever fetch the SDK is given (the lean fetch today,
 * Node's fetch tomorrow), which stops reading a response body once it passes the limit. Without one, an endpoint
 * that answers 10 MB per request (a model looping until a server-side cap, a proxy's error page, a wrong URL
 * serving a file) was read whole, kept in every outcome, record and report, and took a run to 900 MB and minutes
 * of work after querying had finished.
 */

import type { ProviderFailure } from "./types.js";

type Fetch = typeof globalThis.fetch;

/** A response body longer than the limit: read no further, never retried. */
export class AnswerTooLargeError extends Error {
  /**
   * @param maxBytes the limit, in bytes.
   * @param declared the body's content-length when it declared more than the limit (nothing was read), else
   *   undefined (the body was read up to just past the limit).
   */
  constructor(
    readonly maxBytes: number,
    readonly declared?: number,
  ) {
    super(
      declared === undefined
        ? `the response body passed ${maxBytes} bytes (max-answer-bytes) and was read no further`
        : `the response body declares ${declared} bytes, more than ${maxBytes} (max-answer-bytes); not read`,
    );
    this.name = "AnswerTooLargeError";
  }
}

/**
 * Where a fetch that reads bodies itself (the lean fetch, http-fetch.ts) finds the limit in the RequestInit the
 * wrapper passes it. A symbol, so Node's fetch and anything else ignores it.
 */
export const BODY_LIMIT: unique symbol = Symbol.for("bias-gate.max-answer-bytes");

/** A RequestInit carrying the body limit for a fetch that honours `BODY_LIMIT`. */
export type LimitedInit = RequestInit & { [BODY_LIMIT]?: number };

/** The AnswerTooLargeError in `error` or up to three causes down (the SDK wraps what fetch throws), if any. */
export function answerTooLarge(error: unknown): AnswerTooLargeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof AnswerTooLargeError) return current;
    current = current.cause;
  }
  return undefined;
}

export const OVERSIZED_HINT =
  "the endpoint's answers are longer than provider.max-answer-bytes (--max-answer-bytes, default 262144): " +
  "set provider.max-tokens to bound them, or raise max-answer-bytes if such answers are expected";

/** The failure for an answer past the limit: `oversized`, which the pool never retries as if transient. */
export function oversizedFailure(host: string, error: AnswerTooLargeError): ProviderFailure {
  return { kind: "oversized", message: `${host}: ${error.message}`, hint: OVERSIZED_HINT };
}

/** The content-length a response declares, when it is a number above `maxBytes`. */
export function declaredBeyond(headers: Headers, maxBytes: number): number | undefined {
  const declared = Number(headers.get("content-length") ?? Number.NaN);
  return Number.isFinite(declared) && declared > maxBytes ? declared : undefined;
}

/**
 * `fetch` whose responses' bodies end in an AnswerTooLargeError once they pass `maxBytes` (a declared
 * content-length above it fails before any is read). A streamed body is cut by a counting stream: cancelling its
 * source closes the connection, so the rest is never downloaded. A response without a body stream (the lean
 * fetch's) was read under the same limit, passed down through `BODY_LIMIT`.
 */
export function limitAnswerBytes(fetch: Fetch, maxBytes: number): Fetch {
  const limited = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    // A call may ask for its own limit (a Batch API output file holds many answers).
    const limit = (init as LimitedInit)[BODY_LIMIT] ?? maxBytes;
    const response = await fetch(input, { ...init, [BODY_LIMIT]: limit } as LimitedInit);
    const body = response.body;
    if (body === null) return response;
    const declared = declaredBeyond(response.headers, limit);
    if (declared !== undefined) {
      await body.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(limit, declared);
    }
    const { status, statusText, headers } = response;
    return new Response(body.pipeThrough(countingStream(limit)), { status, statusText, headers });
  };
  return limited as Fetch;
}

/** Passes chunks on until `maxBytes` have passed, then errors (which cancels the source of the pipe). */
function countingStream(maxBytes: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) controller.error(new AnswerTooLargeError(maxBytes));
      else controller.enqueue(chunk);
    },
  });
}
