/**
 * `--record FILE`: one JSON line per query outcome, appended through a write stream so recording never
 * waits on the disk. The lines are what `replay` reads back.
 */
import { closeSync, createWriteStream, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import type {
  AnswerSource,
  ChatAnswer,
  ChatMessage,
  ProviderFailure,
  QueryOutcome,
  RequestParams,
  StopReason,
} from "../providers/types.js";
import { redactRequest } from "./cache-key.js";
import type { Recorder } from "./stores.js";

/** One line of a recording. Header values in `request.params.headers` are redacted. */
export interface RecordedOutcome {
  key: string;
  promptId: string;
  trial: number;
  status: QueryOutcome["status"];
  request: { messages: ChatMessage[]; params: RequestParams };
  answer?: ChatAnswer;
  failure?: ProviderFailure;
  source?: AnswerSource;
  attempts?: number;
  latencyMs?: number;
  reason?: StopReason;
}

/** The line written for an outcome (pure). */
export function toRecordedOutcome(outcome: QueryOutcome): RecordedOutcome {
  const { messages, params, promptId, trial } = redactRequest(outcome.request);
  const base = { key: outcome.key, promptId, trial, status: outcome.status, request: { messages, params } };
  switch (outcome.status) {
    case "answered":
      return {
        ...base,
        answer: outcome.answer,
        source: outcome.source,
        attempts: outcome.attempts,
        latencyMs: outcome.latencyMs,
      };
    case "failed":
      return { ...base, failure: outcome.failure, attempts: outcome.attempts };
    case "skipped":
      return { ...base, reason: outcome.reason };
  }
}

/**
 * Why `path` cannot take a recording, or undefined once it can: its missing parent directories are created and
 * the file is opened for appending (created empty if absent), so a run is refused before its first request
 * rather than losing every answer to a write error at the end.
 */
export function recordPathProblem(path: string): string | undefined {
  try {
    mkdirSync(dirname(path), { recursive: true });
    closeSync(openSync(path, "a"));
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EISDIR") return "is a directory, not a file";
    if (code === "ENOTDIR" || code === "EEXIST") return "cannot be created: part of its path is a file";
    if (code === "EACCES" || code === "EPERM") return "cannot be written: permission denied";
    if (code === "EROFS") return "cannot be written: the file system is read-only";
    return `cannot be written: ${(error as Error).message}`;
  }
}

/**
 * A {@link Recorder} appending JSONL to `path` (created if absent). `record` only buffers; `close` resolves
 * once every line is on disk and rejects with the first write error, if any. Outcomes recorded after
 * `close` are dropped: the run is over.
 */
export function createRecorder(path: string): Recorder {
  const stream = createWriteStream(path, { flags: "a", encoding: "utf8" });
  let failure: Error | undefined;
  let closed: Promise<void> | undefined;
  stream.on("error", (error) => {
    failure ??= error;
  });

  return {
    record(outcome) {
      if (closed || failure) return;
      stream.write(`${JSON.stringify(toRecordedOutcome(outcome))}\n`);
    },
    close() {
      closed ??= new Promise<void>((resolve, reject) => {
        const settle = (error?: Error | null) => {
          failure ??= error ?? undefined;
          if (failure) reject(failure);
          else resolve();
        };
        if (stream.destroyed) settle();
        else stream.end(settle);
      });
      return closed;
    },
  };
}
