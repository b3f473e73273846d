/**
 * The durable record of batches bought, so a restarted run resumes its batch instead of paying again:
 * `<cache>/batches/batches.jsonl`, one JSON line per step, appended (see journal.ts) before the next step is
 * taken. A batch is named by its request set (the hash of its requests' cache keys): the same requests, still
 * unanswered, on the next run find the input file uploaded and the batch created for them, and look the batch up
 * instead of creating another. Once its results are in the response cache it is marked done and never resumed.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { errorCode } from "./cache-entry.js";
import { createJournalWriter } from "./journal.js";

export const BATCH_JOURNAL = join("batches", "batches.jsonl");
const VERSION = 1;

/** One step of a batch: its input file uploaded, the batch created, its results taken. */
export interface BatchStep {
  requestSet: string;
  inputFileId: string;
  batchId?: string;
  done?: true;
}

export interface BatchJournal {
  /** The unfinished batch recorded for `requestSet`, if any: its input file, and the batch once created. */
  find(requestSet: string): Omit<BatchStep, "requestSet" | "done"> | undefined;
  /** Appends `step` before returning (durable once it returns, even if the process is then killed). */
  record(step: BatchStep): void;
  close(): void;
  readonly problems: readonly string[];
}

/**
 * The request set's name: sha256 of the endpoint's host, the batch endpoint and the sorted unique cache keys.
 * Order and repeats do not matter: a restarted run that plans the same requests names the same set.
 */
export function requestSetKey(host: string, endpoint: string, keys: readonly string[]): string {
  const material = [host, endpoint, ...[...new Set(keys)].sort()].join("\n");
  return createHash("sha256").update(material).digest("hex");
}

/** The batch journal in the cache directory `cacheDir`; `now` is ms since epoch. */
export function openBatchJournal(cacheDir: string, now: () => number): BatchJournal {
  const path = join(cacheDir, BATCH_JOURNAL);
  const problems: string[] = [];
  const steps = new Map<string, BatchStep>();
  const absorb = (step: BatchStep): void => {
    const known = steps.get(step.requestSet);
    // A set bought before and done is bought again only when its lines failed: that upload starts a new batch.
    steps.set(step.requestSet, known?.done ? step : { ...known, ...step });
  };
  for (const [index, line] of readLines(path, problems).entries()) {
    if (line.trim() === "") continue;
    const step = parseStep(line);
    if (step === undefined) problems.push(`${path}:${index + 1}: not a batch journal line; ignored`);
    else absorb(step);
  }
  const writer = createJournalWriter(path, (error) =>
    problems.push(`${path}: fsync failed (${error.message})`),
  );
  return {
    problems,
    find(requestSet) {
      const step = steps.get(requestSet);
      if (step === undefined || step.done) return undefined;
      return { inputFileId: step.inputFileId, ...(step.batchId ? { batchId: step.batchId } : {}) };
    },
    record(step) {
      absorb(step);
      try {
        writer.append(`${JSON.stringify({ v: VERSION, ...step, savedAt: new Date(now()).toISOString() })}\n`);
      } catch (error) {
        problems.push(
          `${path}: write failed (${(error as Error).message}); a restart would pay for this batch again`,
        );
      }
    },
    close: () => writer.close(),
  };
}

function readLines(path: string, problems: string[]): string[] {
  try {
    return readFileSync(path, "utf8").split("\n");
  } catch (error) {
    if (errorCode(error) !== "ENOENT") problems.push(`${path}: unreadable (${(error as Error).message})`);
    return [];
  }
}

function parseStep(line: string): BatchStep | undefined {
  let value: Partial<BatchStep> & { v?: unknown };
  try {
    value = JSON.parse(line) as typeof value;
  } catch {
    return undefined;
  }
  if (value.v !== VERSION || typeof value.requestSet !== "string" || typeof value.inputFileId !== "string")
    return undefined;
  return {
    requestSet: value.requestSet,
    inputFileId: value.inputFileId,
    ...(typeof value.batchId === "string" ? { batchId: value.batchId } : {}),
    ...(value.done === true ? { done: true as const } : {}),
  };
}
