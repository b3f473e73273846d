/**
 * A ChatProvider that never touches the network: it answers from `--record` files, a cache directory and
 * imported APES predictions, and lists what it could not answer. A recording answers only the request it
 * recorded (model, system prompt, messages, settings), unless the run asks for a loose match.
 */
import { ConfigError } from "../config/errors.js";
import { readTextFile } from "../files/checked-io.js";
import { type ChatAnswer, type ChatProvider, type ChatRequest, ProviderError } from "../providers/types.js";
import { readApesPredictions } from "./apes-predictions.js";
import { isChatAnswer, readCacheEntries } from "./cache.js";
import { requestKey } from "./cache-key.js";
import { parseRecording } from "./recording-file.js";
import { describeDifferences, type RequestPair } from "./replay-match.js";

export interface ReplaySources {
  /** JSONL files written by `--record`. */
  recordings?: string[];
  /** A response cache directory (see cache.ts). */
  cacheDir?: string;
  /** APES `*.predictions.csv` files. */
  apesPredictions?: string[];
  /**
   * `--replay-loose`: a request that differs from the one recorded under its prompt id and trial (another
   * model, system prompt or setting) gets the recorded answer anyway. Off, such a run is refused.
   */
  loose?: boolean;
}

export interface ReplayIO {
  readText(path: string): Promise<string>;
}

export interface ReplayProvider extends ChatProvider {
  /** Requests asked but not found in any source, in the order first asked, each once. */
  missing(): { promptId: string; trial: number }[];
  /** Damaged lines, entries and APES rows without a prediction met while loading (ignored, reported). */
  readonly problems: readonly string[];
  /** Whether a differing request is answered by prompt id and trial ({@link ReplaySources.loose}). */
  readonly loose: boolean;
  /** The run's requests that were recorded under their prompt id and trial for a different request. */
  compare(requests: readonly ChatRequest[]): ReplayMismatch;
  /** The models that produced the answers given so far (their `answer.model`), sorted; empty if none named one. */
  answeringModels(): string[];
}

/** How a run's requests compare with the recorded ones. */
export interface ReplayMismatch {
  /** Requests recorded under their prompt id and trial, but asked differently now. */
  differing: number;
  /** Requests recorded under their prompt id and trial, asked identically or not. */
  recorded: number;
  /** What differs, each kind once, e.g. "recorded with model gpt-4o-mini, this run asks bias-gate-simulator". */
  differences: string[];
}

/**
 * Recordings and cache entries come from endpoints whose host we do not know here, so requests are matched
 * on everything but the host: same model, settings, header names, messages and trial.
 */
const ANY_HOST = "*";

interface Recorded {
  request: ChatRequest;
  answer: ChatAnswer;
}

interface ReplayIndex {
  byContent: Map<string, ChatAnswer>;
  byPromptTrial: Map<string, Recorded>;
  /** Answer lines (`{promptId, trial, text}`): answers made elsewhere, matched by prompt id and trial. */
  byImportedAnswer: Map<string, ChatAnswer>;
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
  if (!index.byPromptTrial.has(id)) index.byPromptTrial.set(id, { request, answer });
}

function indexRecording(index: ReplayIndex, text: string, file: string): void {
  const { lines, problems } = parseRecording(text, file);
  for (const problem of problems) index.problems.push(problem);
  for (const recorded of lines) {
    if (!("request" in recorded)) {
      const id = promptTrial(recorded.promptId, recorded.trial);
      const answer: ChatAnswer = {
        text: recorded.text,
        usage: { inputTokens: 0, outputTokens: 0 },
        ...(recorded.model !== undefined ? { model: recorded.model } : {}),
      };
      if (!index.byImportedAnswer.has(id)) index.byImportedAnswer.set(id, answer);
      continue;
    }
    // Failed and skipped outcomes hold no answer: those requests stay missing.
    if (recorded.status !== "answered" || !isChatAnswer(recorded.answer)) continue;
    const { promptId, trial, request } = recorded;
    remember(index, { promptId, trial, messages: request.messages, params: request.params }, recorded.answer);
  }
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
    if (error instanceof ConfigError) throw error;
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
    byImportedAnswer: new Map(),
    byApesPrompt: new Map(),
    problems: [],
  };
  for (const file of sources.recordings ?? []) {
    indexRecording(index, await readSource(io, file, "recording"), file);
  }
  if (sources.cacheDir !== undefined) {
    const { entries, problems } = await readCacheEntries(sources.cacheDir);
    for (const entry of entries) remember(index, entry.request, entry.answer);
    // One problem per bad line can be many: no spread into push's arguments.
    for (const problem of problems) index.problems.push(problem);
  }
  for (const file of sources.apesPredictions ?? []) {
    const predictions = readApesPredictions(await readSource(io, file, "APES predictions"), file);
    for (const [id, answer] of predictions) {
      if (!index.byApesPrompt.has(id)) index.byApesPrompt.set(id, answer);
    }
    for (const problem of predictions.problems) index.problems.push(problem);
  }
  return index;
}

function lookup(index: ReplayIndex, request: ChatRequest, loose: boolean): ChatAnswer | undefined {
  return (
    index.byContent.get(requestKey(request, ANY_HOST)) ??
    (loose ? index.byPromptTrial.get(promptTrial(request.promptId, request.trial))?.answer : undefined) ??
    index.byImportedAnswer.get(promptTrial(request.promptId, request.trial)) ??
    index.byApesPrompt.get(request.promptId) ??
    index.byApesPrompt.get(stripDuplicateSuffix(request.promptId))
  );
}

function compareWithRecorded(index: ReplayIndex, requests: readonly ChatRequest[]): ReplayMismatch {
  const differing: RequestPair[] = [];
  let recorded = 0;
  for (const asked of requests) {
    const found = index.byPromptTrial.get(promptTrial(asked.promptId, asked.trial));
    if (!found) continue;
    recorded++;
    if (!index.byContent.has(requestKey(asked, ANY_HOST))) differing.push({ recorded: found.request, asked });
  }
  return { differing: differing.length, recorded, differences: describeDifferences(differing) };
}

/**
 * The checked read: a FIFO or device named as a recording is refused (a ConfigError naming it), never waited on.
 * Missing is ENOENT, so `readSource` says "not found" as for any source.
 */
const defaultIO: ReplayIO = {
  readText: async (path) => {
    const text = readTextFile(path);
    if (text === undefined) throw Object.assign(new Error(`no such file: ${path}`), { code: "ENOENT" });
    return text;
  },
};

/**
 * Loads every source, then answers each request by, in order: identical request content (any host), the
 * same prompt id and trial (only when `sources.loose`), an answer line's prompt id and trial, and, for APES
 * imports (any trial), the prompt id, then
 * the prompt id without its `~k` suffix.
 * A request found nowhere throws ProviderError `not-recorded` and is listed by `missing()`.
 * Throws (a config error) when a named recording or predictions file cannot be read, or a recording holds a
 * line that is neither a recorded outcome nor an answer line (recording-file.ts).
 */
export async function createReplayProvider(
  sources: ReplaySources,
  io: ReplayIO = defaultIO,
): Promise<ReplayProvider> {
  const index = await buildIndex(sources, io);
  const missing = new Map<string, { promptId: string; trial: number }>();
  const loose = sources.loose === true;
  const models = new Set<string>();

  const complete = async (request: ChatRequest, signal: AbortSignal): Promise<ChatAnswer> => {
    if (signal.aborted) throw new ProviderError({ kind: "cancelled", message: "replay: request cancelled" });
    const answer = lookup(index, request, loose);
    if (answer) {
      if (answer.model !== undefined) models.add(answer.model);
      return answer;
    }
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
    loose,
    compare: (requests) => compareWithRecorded(index, requests),
    answeringModels: () => [...models].sort(),
  };
}

/** A loose replay's departure from the recorded requests: the warning to print and how many answers it affects. */
export interface LooseMatch {
  warning: string;
  differing: number;
}

/**
 * Compares the run's requests with the recorded ones before any is answered. Throws a ConfigError naming what
 * differs when some were recorded for another request (another model, system prompt, setting or question);
 * under `--replay-loose` returns the warning to print instead. Undefined when every recorded request matches.
 */
export function checkReplayMatch(
  replay: ReplayProvider,
  requests: readonly ChatRequest[],
): LooseMatch | undefined {
  const { differing, recorded, differences } = replay.compare(requests);
  if (differing === 0) return undefined;
  const what = differences.length > 0 ? differences.join("; ") : "the requests differ";
  if (!replay.loose) {
    throw new ConfigError(
      `the recorded answers were made for other requests (${differing} of ${recorded} differ): ${what}`,
      "replay with the model, system prompt and settings of the recording (--model, --system-prompt-file, " +
        "the provider config), or pass --replay-loose to match by prompt id and trial anyway",
    );
  }
  return {
    warning: `--replay-loose: ${differing} of ${recorded} answers were recorded for a different request (${what}); matched by prompt id and trial`,
    differing,
  };
}
