/**
 * What the querying stage keeps answers through: the response cache (cache.ts, on disk) and the recorder
 * (record.ts, `--record FILE`). Contracts only, so the pool and its tests' fakes depend on them, not on the disk.
 */
import type { ChatAnswer, ChatRequest, QueryOutcome } from "../providers/types.js";

/** Answers already paid for, keyed by the request's content hash. Failures are never stored. */
export interface ResponseCache {
  /**
   * The stored answer, or undefined: the caller should send the request. A cache shared between runs may wait
   * while another run is sending the same request, and answer with its answer.
   */
  get(key: string): Promise<ChatAnswer | undefined>;
  /** Stores the answer before returning (durable once it returns, even if the process is then killed). */
  put(key: string, request: ChatRequest, answer: ChatAnswer): void;
  /**
   * Stores the answer together with the others stored in the same turn of the event loop (one write for them
   * all); durable once the promise resolves. Never rejects: a failed write is a problem, like `put`'s. A cache
   * without it is stored to with `put`.
   */
  putSoon?(key: string, request: ChatRequest, answer: ChatAnswer): Promise<void>;
  /** After a miss, the caller will not put `key` after all (the request failed or was not sent). */
  release?(key: string): void;
  /** Resolves when every answer put so far is flushed to disk. */
  flush(): Promise<void>;
  /** Corrupt or unreadable entries met so far (ignored, reported). */
  readonly problems: readonly string[];
}

/** `--record FILE`: every request and its outcome, as JSONL, written off the hot path. */
export interface Recorder {
  record(outcome: QueryOutcome): void;
  close(): Promise<void>;
}
