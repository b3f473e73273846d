/**
 * How a run's requests differ from the requests recorded under the same prompt ids and trials, in a few words a
 * person can act on ("recorded with model gpt-4o-mini, this run asks bias-gate-simulator"). Pure.
 */
import { createHash } from "node:crypto";
import type { ChatRequest, RequestParams } from "../providers/types.js";
import { headerNames } from "./cache-key.js";

/** A recorded request and the run's request for the same prompt id and trial, whose contents differ. */
export interface RequestPair {
  recorded: ChatRequest;
  asked: ChatRequest;
}

/** The settings that change an answer, by the name the provider config gives them. */
const SETTINGS = [
  ["temperature", "temperature"],
  ["maxTokens", "max-tokens"],
  ["maxCompletionTokens", "max-completion-tokens"],
  ["seed", "seed"],
  ["logprobs", "logprobs"],
  ["topLogprobs", "top-logprobs"],
] as const satisfies readonly (readonly [keyof RequestParams, string])[];

/** First 8 hex digits of the sha256 of `text`, with an ellipsis: enough to tell two prompts apart. */
function shortHash(text: string): string {
  return `${createHash("sha256").update(text).digest("hex").slice(0, 8)}…`;
}

const systemPrompt = (r: ChatRequest) => r.messages.find((m) => m.role === "system")?.content;
const question = (r: ChatRequest) =>
  r.messages
    .filter((m) => m.role !== "system")
    .map((m) => m.content)
    .join("\n");
const shown = (value: unknown) => (value === undefined ? "unset" : String(value));

/** Each difference as [what differs, the phrase that says how]; the same `what` for the same kind of change. */
function differences({ recorded, asked }: RequestPair): [string, string][] {
  const found: [string, string][] = [];
  const r = recorded.params;
  const a = asked.params;
  if (r.model !== a.model) {
    found.push(["model", `recorded with model ${r.model}, this run asks ${a.model}`]);
  }
  const [rApi, aApi] = [r.api ?? "chat", a.api ?? "chat"];
  if (rApi !== aApi) found.push(["api", `recorded through the ${rApi} API, this run asks ${aApi}`]);
  const [rs, as] = [systemPrompt(recorded), systemPrompt(asked)];
  if (rs !== as) {
    const phrase =
      rs === undefined
        ? `recorded without a system prompt, this run sends one (sha256 ${shortHash(as ?? "")})`
        : as === undefined
          ? `recorded with a system prompt (sha256 ${shortHash(rs)}), this run sends none`
          : `recorded system prompt sha256 ${shortHash(rs)} ≠ this run's ${shortHash(as)}`;
    found.push(["system prompt", phrase]);
  }
  for (const [key, name] of SETTINGS) {
    if (r[key] !== a[key]) found.push([name, `recorded ${name} ${shown(r[key])}, this run ${shown(a[key])}`]);
  }
  const [rh, ah] = [headerNames(r.headers).join(", "), headerNames(a.headers).join(", ")];
  if (rh !== ah) found.push(["headers", `recorded header names [${rh}], this run [${ah}]`]);
  if (question(recorded) !== question(asked)) {
    found.push(["question", `the question of prompt ${asked.promptId} differs from the recorded one`]);
  }
  return found;
}

/**
 * The distinct kinds of difference over all `pairs`, each said once, in the order first met (model and system
 * prompt first, as `differences` lists them). Empty when every pair is identical in what it asks.
 */
export function describeDifferences(pairs: readonly RequestPair[]): string[] {
  const phrases = new Map<string, string>();
  for (const pair of pairs) {
    for (const [what, phrase] of differences(pair)) if (!phrases.has(what)) phrases.set(what, phrase);
  }
  return [...phrases.values()];
}
