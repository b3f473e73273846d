/**
 * The worst case of one request, for the spending caps: an upper bound on the input tokens an endpoint reports
 * for its messages, and the output tokens it may bill, both without a tokenizer.
 */
import type { ChatRequest, TokenUsage } from "../providers/types.js";

/**
 * The bound's constants. A token of a byte-level BPE tokenizer (GPT, Llama 3, Qwen, Mistral) or of SentencePiece
 * with byte fallback covers at least one UTF-8 byte, so a non-ASCII character costs at most its bytes; ASCII text
 * averages about 4 characters per token in English, and 2 leaves room for digits, code and odd spacing. Chat
 * templates add a few tokens per message (OpenAI 3–4, Llama 3 about 5) and to prime the reply; 8 each is generous.
 */
export const TOKEN_BOUND = { asciiCharsPerToken: 2, tokensPerMessage: 8, tokensPerRequest: 8 } as const;

/**
 * Input tokens one request can cost at most: Σ over messages of (ASCII characters / 2 + UTF-8 bytes of the other
 * characters + 8), + 8 per request. At least twice `plan`'s estimate (characters / 4 + 4 per message + 3) for
 * English; an upper bound for the tokenizers above unless an endpoint adds hidden text of its own (a default
 * system prompt), which the pool learns from the answers' reported usage.
 */
export function inputTokenBound(request: ChatRequest): number {
  let tokens = TOKEN_BOUND.tokensPerRequest;
  for (const message of request.messages) {
    tokens += textTokenBound(message.content) + TOKEN_BOUND.tokensPerMessage;
  }
  return tokens;
}

/** Output tokens one request may be billed for: its `maxCompletionTokens`, else `maxTokens`; undefined unbounded. */
export function outputTokenLimit(request: ChatRequest): number | undefined {
  return request.params.maxCompletionTokens ?? request.params.maxTokens;
}

/**
 * The request's worst case: `inputTokenBound` and its output limit. Throws a RangeError for a request without an
 * output limit (nothing bounds what it costs, so no cap on tokens or cost can be promised).
 */
export function worstCaseUsage(request: ChatRequest): TokenUsage {
  const outputTokens = outputTokenLimit(request);
  if (outputTokens === undefined) {
    throw new RangeError(
      `request ${request.promptId}#${request.trial} has no maxTokens or maxCompletionTokens: a token or cost budget needs an output limit on every request`,
    );
  }
  return { inputTokens: inputTokenBound(request), outputTokens };
}

/** ASCII characters / 2 (rounded up) + UTF-8 bytes of every other character (a surrogate pair is 4 bytes). */
function textTokenBound(text: string): number {
  let ascii = 0;
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) ascii++;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return Math.ceil(ascii / TOKEN_BOUND.asciiCharsPerToken) + bytes;
}
