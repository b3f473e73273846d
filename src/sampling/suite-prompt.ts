/**
 * A sampled prompt as every later stage sees it, whatever its suite kind: the plan's unit, what the providers
 * send and the contamination study extends. Plain data.
 */

/**
 * A turn sent before a prompt's question: a user message, or the model's own answer to another prompt of the
 * run (same trial), which makes this prompt wait until that one has been answered.
 */
export type ConversationTurn =
  | { role: "user"; content: string }
  | {
      role: "assistant";
      /** The prompt whose answer is replayed here; it must not itself depend on an answer. */
      answerOf: string;
      /** Typical length of that answer in tokens, for `plan`'s estimate. */
      expectedTokens: number;
    };

/** A prompt as every later stage sees it, whatever its kind. */
export interface SuitePrompt {
  /** Stable across runs and machines; with the trial, identifies a request. */
  id: string;
  suite: string;
  /** The user message sent (the last one, after `conversation`). */
  question: string;
  /** Earlier turns of the conversation, in order; absent for a single-message prompt. */
  conversation?: readonly ConversationTurn[];
  /** From a sealed set: its text is sent to the endpoint and nowhere else (see `ChatRequest.sealed`). */
  sealed?: true;
  /** Output tokens the answer needs at least (a list of masked names); the request's limit is raised to it. */
  minOutputTokens?: number;
  /** Typical length of an answer in tokens, for `plan`'s estimate. */
  expectedOutputTokens: number;
  /** The row of `plan`'s table this prompt counts in: a template id, a coreference condition, a probe set. */
  planRow: string;
}
