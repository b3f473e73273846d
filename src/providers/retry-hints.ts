/**
 * How long a rate-limited endpoint asks us to wait, read from its response headers. Pure: the caller passes
 * the current time (for HTTP-date `Retry-After` values).
 */

/** Never wait longer than this on the server's word alone (10 minutes, in ms). */
export const MAX_RETRY_AFTER_MS = 600_000;

const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1 } as const;

type HeaderSource = Headers | Record<string, string>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") {
    return (headers as Headers).get(name) ?? undefined;
  }
  const wanted = name.toLowerCase();
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted);
  return entry?.[1];
}

function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/**
 * Parses an OpenAI rate-limit duration (`1s`, `6m0s`, `20ms`, `1h2m3.5s`) into ms; a bare number is seconds.
 * Returns undefined for anything else.
 */
export function parseResetDuration(text: string): number | undefined {
  const trimmed = text.trim();
  const bare = parseNumber(trimmed);
  if (bare !== undefined) return bare * 1000;
  if (!/^(\d+(\.\d+)?(ms|h|m|s))+$/.test(trimmed)) return undefined;
  let total = 0;
  for (const match of trimmed.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    total += Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  }
  return total;
}

/** `Retry-After`: delay-seconds (fractions tolerated) or an HTTP date, relative to `now` (ms since epoch). */
function parseRetryAfter(text: string, now: number): number | undefined {
  const seconds = parseNumber(text);
  if (seconds !== undefined) return seconds * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : date - now;
}

function clamp(ms: number): number {
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, Math.round(ms)));
}

/**
 * The wait the server asked for, in ms, clamped to [0, 10 minutes]; undefined when no header says.
 * Most specific first: `retry-after-ms`, then `Retry-After`, then the later of `x-ratelimit-reset-requests`
 * and `x-ratelimit-reset-tokens` (we do not know which limit we hit, so wait for both).
 */
export function retryAfterMs(headers: HeaderSource, now: number): number | undefined {
  const ms = header(headers, "retry-after-ms");
  const fromMs = ms === undefined ? undefined : parseNumber(ms);
  if (fromMs !== undefined) return clamp(fromMs);

  const retryAfter = header(headers, "retry-after");
  const fromRetryAfter = retryAfter === undefined ? undefined : parseRetryAfter(retryAfter, now);
  if (fromRetryAfter !== undefined) return clamp(fromRetryAfter);

  const resets = ["x-ratelimit-reset-requests", "x-ratelimit-reset-tokens"]
    .map((name) => header(headers, name))
    .map((value) => (value === undefined ? undefined : parseResetDuration(value)))
    .filter((value): value is number => value !== undefined);
  return resets.length > 0 ? clamp(Math.max(...resets)) : undefined;
}
