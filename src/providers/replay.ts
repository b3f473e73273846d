/**
 * A ChatProvider that never touches the network: it answers from `--record` files, a cache directory and
 * imported APES predictions, and lists what it could not answer.
 */
import { readFile } from "node:fs/promises";
import { ConfigError } from "../config/errors.js";
import { readApesPredictions } from "./apes-predictions.js";
import { isChatAnswer, readCacheEntries } from "./cache.js";
import { requestKey } from "./cache-key.js";
import type { RecordedOutcome } from "./record.js";
import { type ChatAnswer, type ChatProvider, type ChatRequest, ProviderError } from "./types.js";

export interface ReplaySources {
  /** JSONL files written by `--record`. */
  recordings?: string[];
  /** A response cache directory (see cache.ts). */
  cacheDir?: string;
  /** APES `*.predictions.csv` files. */
  apesPredictions?: string[];
}

export interface ReplayIO {
  readText(path: string): Promise<string>;
}

export interface ReplayProvider extends ChatProvider {
  /** Requests asked but not found in any source, in the order first asked, each once. */
  missing(): { promptId: string; trial: number }[];
  /** Damaged lines, entries and APES rows without a prediction met while loading (ignored, reported). */
  readonly problems: readonly string[];
}

/**
 * Recordings and cache entries come from endpoints whose host we do not know here, so requests are matched
 * on everything but the host: same model, settings, header names, messages and trial.
 */
const ANY_HOST = "*";

interface ReplayIndex {
  byContent: Map<string, ChatAnswer>;
  byPromptTrial: Map<string, ChatAnswer>;
  byApesPrompt: Map<string, ChatAnswer>;
  problems: string[];
}

const promptTrial = (promptId: string, trial: number) => `${promptId}\u0000${trial}`;

/**
 * A prompt id without the `~k` that tells duplicated domain values apart: the fallback for a `~k` prompt that
 * an APES predictions file does not have (its domain lists the value fewer times than ours).
 */
export function stripDuplicateSuffix(promptId: string): string {
  return promptId.replace(/~\d+$/, "");
}

function remember(index: ReplayIndex, request: ChatRequest, answer: ChatAnswer): void {
  const content = requestKey(request, ANY_HOST);
  // The first source listed wins: recordings before the cache, files in the order given.
  if (!index.byContent.has(content)) index.byContent.set(content, answer);
  const id = promptTrial(request.promptId, request.trial);
  if (!index.byPromptTrial.has(id)) index.byPromptTrial.set(id, answer);
}

function parseRecordedLine(line: string): RecordedOutcome | string {
  let value: Partial<RecordedOutcome>;
  try {
    value = JSON.parse(line) as Partial<RecordedOutcome>;
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
  const ok =
    typeof value === "object" &&
    value !== null &&
    typeof value.promptId === "string" &&
    typeof value.trial === "number" &&
    Array.isArray(value.request?.messages) &&
    typeof value.request?.params === "object";
  return ok ? (value as RecordedOutcome) : "not a recorded outcome";
}

function indexRecording(index: ReplayIndex, text: string, file: string): void {
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    const recorded = parseRecordedLine(line);
    if (typeof recorded === "string") {
      index.problems.push(`${file}:${i + 1}: ${recorded}; ignored`);
      return;
    }
    // Failed and skipped outcomes hold no answer: those requests stay missing.
    if (recorded.status !== "answered" || !isChatAnswer(recorded.answer)) return;
    const { promptId, trial, request } = recorded;
    remember(index, { promptId, trial, messages: request.messages, params: request.params }, recorded.answer);
  });
}

/** What each source is called in messages, and the fix when one cannot be read. */
const SOURCES = {
  recording: "check the path given to --replay or --responses: a JSONL file written by `run --record FILE`",
  "APES predictions":
    "check the path given to --apes-predictions: an APES data/predictions/*.predictions.csv",
} as const;

async function readSource(io: ReplayIO, path: string, what: keyof typeof SOURCES): Promise<string> {
  try {
    return await io.readText(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const problem =
      code === "ENOENT"
        ? `${what} not found: ${path}`
        : code === "EISDIR"
          ? `${what} ${path} is a directory, not a file`
          : `cannot read ${what} ${path}: ${(error as Error).message}`;
    throw new ConfigError(problem, SOURCES[what]);
  }
}

async function buildIndex(sources: ReplaySources, io: ReplayIO): Promise<ReplayIndex> {
  const index: ReplayIndex = {
    byContent: new Map(),
    byPromptTrial: new Map(),
    byApesPrompt: new Map(),
    problems: [],
  };
  for (const file of sources.recordings ?? []) {
    indexRecording(index, await readSource(io, file, "recording"), file);
  }
  if (sources.cacheDir !== undefined) {
    const { entries, problems } = await readCacheEntries(sources.cacheDir);
    for (const entry of entries) remember(index, entry.request, entry.answer);
    index.problems.push(...problems);
  }
  for (const file of sources.apesPredictions ?? []) {
    const predictions = readApesPredictions(await readSource(io, file, "APES predictions"), file);
    for (const [id, answer] of predictions) {
      if (!index.byApesPrompt.has(id)) index.byApesPrompt.set(id, answer);
    }
    index.problems.push(...predictions.problems);
  }
  return index;
}

function lookup(index: ReplayIndex, request: ChatRequest): ChatAnswer | undefined {
  return (
    index.byContent.get(requestKey(request, ANY_HOST)) ??
    index.byPromptTrial.get(promptTrial(request.promptId, request.trial)) ??
    index.byApesPrompt.get(request.promptId) ??
    index.byApesPrompt.get(stripDuplicateSuffix(request.promptId))
  );
}

const defaultIO: ReplayIO = { readText: (path) => readFile(path, "utf8") };

/**
 * Loads every source, then answers each request by, in order: identical request content (any host), the
 * same prompt id and trial, and, for APES imports (any trial), the prompt id, then the prompt id without its
 * `~k` suffix.
 * A request found nowhere throws ProviderError `not-recorded` and is listed by `missing()`.
 * Throws (a config error) when a named recording or predictions file cannot be read.
 */
export async function createReplayProvider(
  sources: ReplaySources,
  io: ReplayIO = defaultIO,
): Promise<ReplayProvider> {
  const index = await buildIndex(sources, io);
  const missing = new Map<string, { promptId: string; trial: number }>();

  const complete = async (request: ChatRequest, signal: AbortSignal): Promise<ChatAnswer> => {
    if (signal.aborted) throw new ProviderError({ kind: "cancelled", message: "replay: request cancelled" });
    const answer = lookup(index, request);
    if (answer) return answer;
    const { promptId, trial } = request;
    const id = promptTrial(promptId, trial);
    if (!missing.has(id)) missing.set(id, { promptId, trial });
    throw new ProviderError({
      kind: "not-recorded",
      message: `replay: no recorded answer for prompt ${promptId} (trial ${trial})`,
      hint: "record it with `--record FILE` against a live endpoint, or replay from a source that has it",
    });
  };

  return {
    id: "replay",
    host: "replay",
    complete,
    missing: () => [...missing.values()],
    problems: index.problems,
  };
}
