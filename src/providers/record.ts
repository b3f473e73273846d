/**
 * `--record FILE`: one JSON line per query outcome, appended through a write stream so recording never
 * waits on the disk. The lines are what `replay` reads back.
 */
import { createWriteStream } from "node:fs";
import { redactRequest } from "./cache-key.js";
import type {
  AnswerSource,
  ChatAnswer,
  ChatMessage,
  ProviderFailure,
  QueryOutcome,
  Recorder,
  RequestParams,
  StopReason,
} from "./types.js";

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
