/**
 * The on-disk response cache, content-addressed by request key. Each run appends its answers to its own journal
 * (`<dir>/journal/*.jsonl`, see journal.ts) before the pool counts them, so nothing received is lost when the run
 * is killed; an in-memory index holds every journal's answers and, read-only, the v1 layout's one file per answer
 * (`<dir>/<key[0..2]>/<key>.json`). Runs sharing the directory mark the requests they are sending
 * (inflight-lock.ts), and wait for each other's answers instead of buying them twice. Damaged entries and torn
 * lines are reported and treated as misses, never fatal.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ChatAnswer, ChatRequest } from "../providers/types.js";
import {
  CACHE_ENTRY_VERSION,
  type CacheEntry,
  errorCode,
  isChatAnswer,
  parseCacheEntry,
} from "./cache-entry.js";
import { redactRequest } from "./cache-key.js";
import { type CacheOwner, currentOwner } from "./cache-owner.js";
import { cleanOrphans, compactJournals, listV1Entries } from "./cache-upkeep.js";
import { createInflightLocks } from "./inflight-lock.js";
import {
  createJournalReader,
  createJournalWriter,
  JOURNAL_DIR,
  type JournalFiles,
  type JournalRead,
  journalName,
} from "./journal.js";
import type { ResponseCache } from "./stores.js";
import type { UnkeptAnswers } from "./unkept.js";

export { CACHE_ENTRY_VERSION, type CacheEntry, isChatAnswer, parseCacheEntry };

/** Ms between looks at other runs' journals while waiting for an answer they are buying. */
export const POLL_MS = 50;

/** A {@link ResponseCache} on disk, which can say what it could not keep. */
export interface DiskCache extends ResponseCache {
  /** The answers put whose journal line could not be written; undefined while there are none. */
  unkept(): UnkeptAnswers | undefined;
}

export interface DiskCacheDeps {
  /** ms since epoch, for `savedAt` and the in-flight markers' ages. */
  now: () => number;
  /** This run; a fresh one by default. */
  owner?: CacheOwner;
  /** Ends waits for other runs' answers (the run is being stopped). */
  signal?: AbortSignal;
  /** The journal's file calls (a full disk, in tests). */
  journalFiles?: JournalFiles;
}

/** `<dir>/<first two characters of the key>/<key>.json`: the v1 layout, read for compatibility. */
export function entryPath(dir: string, key: string): string {
  return join(dir, key.slice(0, 2), `${key}.json`);
}

/**
 * A {@link ResponseCache} in `dir`. `put` appends to this run's journal before it returns; `putSoon` appends with
 * the other answers of the event loop's turn and resolves once they are written; `flush` fsyncs and closes it.
 * `get` waits while another run is buying the same request. An answer whose line could not be written (a full
 * disk) is still answered from memory for the rest of this run, and counted by `unkept`: the next run buys it again.
 */
export function createDiskCache(dir: string, deps: DiskCacheDeps = { now: Date.now }): DiskCache {
  const owner = deps.owner ?? currentOwner(deps.now());
  const problems: string[] = [];
  const report = (problem: string): void => {
    if (!problems.includes(problem)) problems.push(problem);
  };
  const journalDir = join(dir, JOURNAL_DIR);
  const writer = createJournalWriter(
    join(journalDir, journalName(owner)),
    (error) => report(`${join(journalDir, journalName(owner))}: fsync failed (${error.message})`),
    deps.journalFiles,
  );
  let offered = 0;
  let unkept: UnkeptAnswers | undefined;
  const lose = (error: Error): void => {
    const code = errorCode(error);
    unkept ??= { count: 0, of: 0, dir, ...(code ? { code } : {}), message: error.message };
    unkept.count += 1;
  };
  const reader = createJournalReader(journalDir, owner, journalName(owner));
  const locks = createInflightLocks(dir, owner, { now: deps.now, report });
  const index = new Map<string, ChatAnswer>();
  let v1 = new Set<string>();
  const sleepers = new Set<() => void>();
  const wake = (): void => {
    for (const sleeper of [...sleepers]) sleeper();
  };
  const absorb = (read: JournalRead): void => {
    for (const entry of read.entries) if (!index.has(entry.key)) index.set(entry.key, entry.answer);
    for (const problem of read.problems) report(problem);
    if (read.entries.length > 0) wake();
  };
  const refresh = coalesce(() => reader.read().then(absorb));
  let ready: Promise<void> | undefined;
  const start = (): Promise<void> => {
    ready ??= (async () => {
      await cleanOrphans(dir, owner, deps.now());
      absorb(await reader.read());
      await compactJournals(journalDir, reader.tails, report);
      v1 = await listV1Entries(dir, owner, deps.now());
    })();
    return ready;
  };
  const readV1 = async (key: string): Promise<ChatAnswer | undefined> => {
    if (!v1.has(key)) return undefined;
    const path = entryPath(dir, key);
    const text = await readFile(path, "utf8").catch((error: unknown) => {
      if (errorCode(error) !== "ENOENT") report(`${path}: unreadable (${(error as Error).message})`);
      return undefined;
    });
    if (text === undefined) return undefined;
    const entry = parseCacheEntry(text, key);
    if (typeof entry === "string") report(`${path}: ${entry}; ignored`);
    return typeof entry === "string" ? undefined : entry.answer;
  };
  /** The journal line that stores `answer`; undefined (reported) for something that is not an answer. */
  const journalLine = (key: string, request: ChatRequest, answer: ChatAnswer): string | undefined => {
    // Failures are never cached: a failure cast to an answer by mistake is refused, not stored.
    if (!isChatAnswer(answer)) {
      report(`${writer.path}: refused to cache something that is not an answer (key ${key})`);
      return undefined;
    }
    const entry: CacheEntry = {
      v: CACHE_ENTRY_VERSION,
      key,
      request: redactRequest(request),
      answer,
      savedAt: new Date(deps.now()).toISOString(),
    };
    return `${JSON.stringify(entry)}\n`;
  };
  const pause = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        sleepers.delete(done);
        deps.signal?.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, POLL_MS);
      sleepers.add(done);
      deps.signal?.addEventListener("abort", done, { once: true });
    });

  return {
    problems,
    async get(key) {
      await start();
      for (;;) {
        const hit = index.get(key) ?? (await readV1(key));
        if (hit !== undefined || deps.signal?.aborted) return hit;
        const mark = await locks.acquire(key);
        if (mark === "alone") return undefined;
        if (mark === "acquired") {
          // Another run may have answered and given the key up between our lookup and our marker.
          await refresh();
          const late = index.get(key);
          if (late !== undefined) locks.release(key);
          return late;
        }
        await pause();
        await refresh();
      }
    },
    put(key, request, answer) {
      const line = journalLine(key, request, answer);
      if (line !== undefined) {
        offered += 1;
        try {
          writer.append(line);
        } catch (error) {
          lose(error as Error);
        }
        index.set(key, answer);
      }
      locks.release(key);
      wake();
    },
    async putSoon(key, request, answer) {
      const line = journalLine(key, request, answer);
      if (line !== undefined) {
        offered += 1;
        const failure = await writer.appendSoon(line);
        if (failure) lose(failure);
        index.set(key, answer);
      }
      locks.release(key);
      wake();
    },
    release(key) {
      locks.release(key);
      wake();
    },
    async flush() {
      writer.close();
      await locks.settled();
    },
    unkept: () => (unkept ? { ...unkept, of: offered } : undefined),
  };
}

/** `task` run at most once at a time; a call while it runs gets a fresh run that starts after it. */
function coalesce(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const call = (): Promise<void> => {
    if (queued) return queued;
    if (running) {
      queued = running.then(() => {
        queued = undefined;
        return call();
      });
      return queued;
    }
    running = task().finally(() => {
      running = undefined;
    });
    return running;
  };
  return call;
}

/**
 * Every usable entry under `dir`, journals and v1 files, one per key (for replay), plus the damaged ones as
 * problems. A missing directory is an empty cache.
 */
export async function readCacheEntries(dir: string): Promise<{ entries: CacheEntry[]; problems: string[] }> {
  const byKey = new Map<string, CacheEntry>();
  const problems: string[] = [];
  let files: string[];
  try {
    files = (await readdir(dir, { recursive: true })).sort();
  } catch (error) {
    if (errorCode(error) === "ENOENT") return { entries: [], problems };
    throw error;
  }
  // A reader that owns nothing: every journal is someone else's.
  const journals = createJournalReader(join(dir, JOURNAL_DIR), currentOwner(Date.now()), "");
  const read = await journals.read();
  for (const entry of read.entries) if (!byKey.has(entry.key)) byKey.set(entry.key, entry);
  // One problem per bad journal line can be many: no spread into push's arguments.
  for (const problem of read.problems) problems.push(problem);
  for (const file of files.filter((name) => name.endsWith(".json"))) {
    const path = join(dir, file);
    const entry = await readFile(path, "utf8").then(
      (text) => parseCacheEntry(text),
      (error: Error) => `unreadable (${error.message})`,
    );
    if (typeof entry === "string") problems.push(`${path}: ${entry}; ignored`);
    else if (!byKey.has(entry.key)) byKey.set(entry.key, entry);
  }
  return { entries: [...byKey.values()], problems };
}
