/** One cached answer as stored on disk (a v1 entry file, or one line of a journal), and its structural checks. */
import type { ChatAnswer, ChatRequest } from "../providers/types.js";

/** Bump when the entry layout changes; entries of another version are treated as misses. */
export const CACHE_ENTRY_VERSION = 1;

/** What one cache file, or one journal line, holds. */
export interface CacheEntry {
  v: typeof CACHE_ENTRY_VERSION;
  key: string;
  /** The request with header values redacted. */
  request: ChatRequest;
  answer: ChatAnswer;
  /** ISO 8601 time of the write. */
  savedAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A structural check of a stored answer: enough that downstream code can trust its fields. */
export function isChatAnswer(value: unknown): value is ChatAnswer {
  if (!isRecord(value) || typeof value.text !== "string" || !isRecord(value.usage)) return false;
  const { inputTokens, outputTokens } = value.usage;
  if (typeof inputTokens !== "number" || typeof outputTokens !== "number") return false;
  const p = value.probabilities;
  const probabilitiesOk =
    p === undefined || (isRecord(p) && typeof p.yes === "number" && typeof p.no === "number");
  const c = value.answerProbability;
  return probabilitiesOk && (c === undefined || typeof c === "number");
}

/** Parses one entry's text; a string describing the damage when it is not a usable entry. */
export function parseCacheEntry(text: string, expectedKey?: string): CacheEntry | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
  if (!isRecord(value) || value.v !== CACHE_ENTRY_VERSION) return `not a v${CACHE_ENTRY_VERSION} cache entry`;
  if (typeof value.key !== "string") return "no key";
  if (expectedKey !== undefined && value.key !== expectedKey) return `holds key ${value.key}`;
  if (!isChatAnswer(value.answer)) return "no usable answer";
  if (!isRecord(value.request) || !Array.isArray(value.request.messages)) return "no usable request";
  return value as unknown as CacheEntry;
}

/** The `code` of a Node.js system error (`ENOENT`, `EEXIST`, …), if it has one. */
export function errorCode(error: unknown): string | undefined {
  return isRecord(error) && typeof error.code === "string" ? error.code : undefined;
}
