/**
 * The on-disk response cache: one JSON file per answered request, content-addressed by its request key.
 * Writes are queued and atomic (temp file + rename in the same directory), so a run killed mid-write leaves
 * either a whole entry or none; a damaged entry is reported and treated as a miss, never fatal.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { redactRequest } from "./cache-key.js";
import type { ChatAnswer, ChatRequest, ResponseCache } from "./types.js";

/** Bump when the entry layout changes; entries of another version are treated as misses. */
export const CACHE_ENTRY_VERSION = 1;

/** What one cache file holds. */
export interface CacheEntry {
  v: typeof CACHE_ENTRY_VERSION;
  key: string;
  /** The request with header values redacted. */
  request: ChatRequest;
  answer: ChatAnswer;
  /** ISO 8601 time of the write. */
  savedAt: string;
}

export interface DiskCacheDeps {
  /** ms since epoch, for `savedAt`. */
  now: () => number;
}

/** `<dir>/<first two characters of the key>/<key>.json`: shards keep directories small. */
export function entryPath(dir: string, key: string): string {
  return join(dir, key.slice(0, 2), `${key}.json`);
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
  return p === undefined || (isRecord(p) && typeof p.yes === "number" && typeof p.no === "number");
}

/** Parses one entry file's text; a string describing the damage when it is not a usable entry. */
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

function errorCode(error: unknown): string | undefined {
  return isRecord(error) && typeof error.code === "string" ? error.code : undefined;
}

/**
 * A {@link ResponseCache} in `dir`. `put` only queues (no disk IO on the caller's path); `flush` awaits
 * every queued write. Write failures land in `problems` like damaged entries: a cache that cannot be
 * written costs money on the next run, not this run's result.
 */
export function createDiskCache(dir: string, deps: DiskCacheDeps = { now: Date.now }): ResponseCache {
  const pending = new Set<Promise<void>>();
  const problems: string[] = [];
  let sequence = 0;
  // A miss costs a failed open that builds an ENOENT error with a stack; listing each shard once instead makes
  // a cold run's lookups nearly free. Entries written by this run join the listing as they are queued.
  const shards = new Map<string, Promise<Set<string>>>();
  const shardOf = (key: string) => key.slice(0, 2);
  const listing = (shard: string): Promise<Set<string>> => {
    let names = shards.get(shard);
    if (!names) {
      names = readdir(join(dir, shard)).then(
        (files) => new Set(files),
        () => new Set<string>(),
      );
      shards.set(shard, names);
    }
    return names;
  };
  const madeDirs = new Map<string, Promise<unknown>>();
  const ensureDir = (shard: string) => {
    let made = madeDirs.get(shard);
    if (!made) {
      made = mkdir(join(dir, shard), { recursive: true });
      madeDirs.set(shard, made);
    }
    return made;
  };

  const report = (problem: string): void => {
    if (!problems.includes(problem)) problems.push(problem);
  };

  const write = async (key: string, entry: CacheEntry): Promise<void> => {
    const path = entryPath(dir, key);
    // Same directory as the target, so the rename is atomic on every POSIX filesystem.
    const temp = `${path}.${process.pid}.${sequence++}.tmp`;
    try {
      await ensureDir(shardOf(key));
      await writeFile(temp, JSON.stringify(entry));
      await rename(temp, path);
    } catch (error) {
      report(`${path}: write failed (${(error as Error).message})`);
      await rm(temp, { force: true }).catch(() => undefined);
    }
  };

  return {
    problems,
    async get(key) {
      const path = entryPath(dir, key);
      if (!(await listing(shardOf(key))).has(`${key}.json`)) return undefined;
      let text: string;
      try {
        text = await readFile(path, "utf8");
      } catch (error) {
        if (errorCode(error) !== "ENOENT") report(`${path}: unreadable (${(error as Error).message})`);
        return undefined;
      }
      const entry = parseCacheEntry(text, key);
      if (typeof entry === "string") {
        report(`${path}: ${entry}; ignored`);
        return undefined;
      }
      return entry.answer;
    },
    put(key, request, answer) {
      // Failures are never cached: a failure cast to an answer by mistake is refused, not stored.
      if (!isChatAnswer(answer)) {
        report(`${entryPath(dir, key)}: refused to cache something that is not an answer`);
        return;
      }
      const entry: CacheEntry = {
        v: CACHE_ENTRY_VERSION,
        key,
        request: redactRequest(request),
        answer,
        savedAt: new Date(deps.now()).toISOString(),
      };
      const job = write(key, entry).finally(() => pending.delete(job));
      pending.add(job);
      void listing(shardOf(key)).then((names) => names.add(`${key}.json`));
    },
    async flush() {
      // Loop: puts made while we wait are part of "every queued write".
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/**
 * Every usable entry under `dir` (for replay), plus the damaged ones as problems. A missing directory is
 * an empty cache.
 */
export async function readCacheEntries(dir: string): Promise<{ entries: CacheEntry[]; problems: string[] }> {
  const entries: CacheEntry[] = [];
  const problems: string[] = [];
  let files: string[];
  try {
    files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".json")).sort();
  } catch (error) {
    if (errorCode(error) === "ENOENT") return { entries, problems };
    throw error;
  }
  for (const file of files) {
    const path = join(dir, file);
    const entry = await readFile(path, "utf8").then(
      (text) => parseCacheEntry(text),
      (error: Error) => `unreadable (${error.message})`,
    );
    if (typeof entry === "string") problems.push(`${path}: ${entry}; ignored`);
    else entries.push(entry);
  }
  return { entries, problems };
}
