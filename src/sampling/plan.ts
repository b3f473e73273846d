/**
 * What a run would send, computed without calling anything: prompts and requests per template,
 * estimated tokens and, when prices are known, estimated cost.
 */
import type { Prompt } from "../templates/types.js";

/** USD per million tokens. */
export interface PlanPrices {
  inputPerMillion: number;
  outputPerMillion: number;
}

export interface PlanOptions {
  /** The user message; `{statement}` is replaced by the prompt's statement. Ignored for prompts with a `question`. */
  questionFormat?: string;
  /** Sent as a system message with every request when given. */
  systemPrompt?: string;
  /** Requests per prompt (integer ≥ 1); default 1. */
  trials?: number;
  /** Expected completion tokens per request (≥ 0); default 5, enough for "Yes"/"No". */
  expectedOutputTokens?: number;
  prices?: PlanPrices;
}

/**
 * A prompt to plan; `question` (the already formatted user message, as sample-suites adds) wins over the format,
 * and `expectedOutputTokens` (the suite kind's typical answer) over `PlanOptions.expectedOutputTokens`.
 */
export type PlannablePrompt = Pick<Prompt, "templateId" | "group"> & {
  question?: string;
  statement: string;
  suite?: string;
  expectedOutputTokens?: number;
  /** Input tokens of the turns sent before the question (a dump, an earlier answer), per request. */
  earlierTurnsTokens?: number;
};

export interface PlanCounts {
  prompts: number;
  /** prompts × trials. */
  requests: number;
  /** An ESTIMATE over all requests; see `TOKEN_ESTIMATE`. */
  estimatedInputTokens: number;
  /** An ESTIMATE: requests × expectedOutputTokens. */
  estimatedOutputTokens: number;
  /** USD, from the estimated tokens; absent without prices. */
  estimatedCostUsd?: number;
}

export interface PlanRow extends PlanCounts {
  templateId: string;
  group: string;
  /** The suite, when the prompts carry one. */
  suite?: string;
}

export interface Plan {
  trials: number;
  expectedOutputTokens: number;
  prices?: PlanPrices;
  /** One row per template, in order of first appearance. */
  templates: PlanRow[];
  totals: PlanCounts & { templates: number };
}

export const DEFAULT_QUESTION_FORMAT = "Q: {statement} Yes or No?";
const DEFAULT_OUTPUT_TOKENS = 5;

/**
 * The token estimator: ceil(characters / 4) per message (UTF-16 code units, OpenAI's rule of thumb for
 * English), plus 4 tokens of chat framing per message and 3 for priming the reply. It is an estimate,
 * usually within ±20% for English prose; no tokenizer is loaded.
 */
export const TOKEN_ESTIMATE = { charsPerToken: 4, tokensPerMessage: 4, tokensPerReply: 3 } as const;

/** Estimated input tokens of one request with the given user message and optional system prompt. */
export function estimateInputTokens(userMessage: string, systemPrompt?: string): number {
  const message = (text: string) =>
    Math.ceil(text.length / TOKEN_ESTIMATE.charsPerToken) + TOKEN_ESTIMATE.tokensPerMessage;
  return (
    message(userMessage) +
    (systemPrompt === undefined ? 0 : message(systemPrompt)) +
    TOKEN_ESTIMATE.tokensPerReply
  );
}

/**
 * Estimated input tokens of the turns before a question: each user turn's text, and for each replayed answer
 * its typical length, each with its message framing.
 */
export function estimateTurnsTokens(
  turns: readonly ({ content: string } | { expectedTokens: number })[],
): number {
  return turns.reduce(
    (n, turn) =>
      n +
      TOKEN_ESTIMATE.tokensPerMessage +
      ("content" in turn
        ? Math.ceil(turn.content.length / TOKEN_ESTIMATE.charsPerToken)
        : turn.expectedTokens),
    0,
  );
}

/** USD for the given token counts at `prices` (tokens × USD-per-million / 1e6). */
export function estimateCostUsd(inputTokens: number, outputTokens: number, prices: PlanPrices): number {
  return (inputTokens * prices.inputPerMillion + outputTokens * prices.outputPerMillion) / 1e6;
}

/** Describes the run `prompts` would make. Pure; throws RangeError on invalid options. */
export function estimatePlan(prompts: readonly PlannablePrompt[], options: PlanOptions = {}): Plan {
  const { format, trials, outputPerRequest } = resolveOptions(options);
  const rows = new Map<string, PlanRow>();
  for (const p of prompts) {
    const key = `${p.suite ?? ""}\u0000${p.templateId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        templateId: p.templateId,
        group: p.group,
        ...(p.suite === undefined ? {} : { suite: p.suite }),
        ...zero(),
      };
      rows.set(key, row);
    }
    const question = p.question ?? format.replaceAll("{statement}", p.statement);
    row.prompts += 1;
    row.requests += trials;
    row.estimatedInputTokens +=
      trials * (estimateInputTokens(question, options.systemPrompt) + (p.earlierTurnsTokens ?? 0));
    row.estimatedOutputTokens += trials * (p.expectedOutputTokens ?? outputPerRequest);
  }

  const templates = [...rows.values()].map((row) => withCost(row, options.prices));
  const totals = { templates: templates.length, ...zero() };
  for (const row of templates) {
    totals.prompts += row.prompts;
    totals.requests += row.requests;
    totals.estimatedInputTokens += row.estimatedInputTokens;
    totals.estimatedOutputTokens += row.estimatedOutputTokens;
  }
  return {
    trials,
    expectedOutputTokens: outputPerRequest,
    ...(options.prices ? { prices: options.prices } : {}),
    templates,
    totals: withCost(totals, options.prices),
  };
}

function resolveOptions(options: PlanOptions): { format: string; trials: number; outputPerRequest: number } {
  const format = options.questionFormat ?? DEFAULT_QUESTION_FORMAT;
  const trials = options.trials ?? 1;
  const outputPerRequest = options.expectedOutputTokens ?? DEFAULT_OUTPUT_TOKENS;
  if (!Number.isSafeInteger(trials) || trials < 1) {
    throw new RangeError(`trials must be an integer ≥ 1, got ${trials}`);
  }
  if (!(outputPerRequest >= 0)) {
    throw new RangeError(`expectedOutputTokens must be ≥ 0, got ${outputPerRequest}`);
  }
  if (!format.includes("{statement}")) {
    throw new RangeError(
      `questionFormat "${format}" has no {statement} placeholder; add one where the statement goes`,
    );
  }
  return { format, trials, outputPerRequest };
}

function zero(): Omit<PlanCounts, "estimatedCostUsd"> {
  return { prompts: 0, requests: 0, estimatedInputTokens: 0, estimatedOutputTokens: 0 };
}

function withCost<T extends PlanCounts>(counts: T, prices: PlanPrices | undefined): T {
  if (!prices) return counts;
  return {
    ...counts,
    estimatedCostUsd: estimateCostUsd(counts.estimatedInputTokens, counts.estimatedOutputTokens, prices),
  };
}

/** A fixed-width text table of the plan with a totals row, the estimator used, and a cost line. */
export function formatPlanTable(plan: Plan): string {
  const withSuite = plan.templates.some((r) => r.suite !== undefined);
  const withCostColumn = plan.prices !== undefined;
  const header = [
    ...(withSuite ? ["suite"] : []),
    "template",
    "group",
    "prompts",
    "requests",
    "est. input tokens",
    "est. output tokens",
    ...(withCostColumn ? ["est. cost USD"] : []),
  ];
  const cells = (label: string[], c: PlanCounts): string[] => [
    ...label,
    groupDigits(c.prompts),
    groupDigits(c.requests),
    groupDigits(c.estimatedInputTokens),
    groupDigits(c.estimatedOutputTokens),
    ...(withCostColumn ? [formatUsd(c.estimatedCostUsd ?? 0)] : []),
  ];
  const body = plan.templates.map((r) =>
    cells([...(withSuite ? [r.suite ?? ""] : []), r.templateId, r.group], r),
  );
  const totalLabel = [...(withSuite ? [""] : []), `total (${plan.totals.templates} templates)`, ""];
  const lines = alignColumns(
    header,
    body,
    cells(totalLabel, plan.totals),
    header.length - (withSuite ? 3 : 2),
  );
  lines.push(
    `trials: ${plan.trials}; expected output tokens per request: each suite kind's typical answer length, else ${plan.expectedOutputTokens}`,
    `tokens are estimates: ~${TOKEN_ESTIMATE.charsPerToken} characters per token + ${TOKEN_ESTIMATE.tokensPerMessage} per message + ${TOKEN_ESTIMATE.tokensPerReply} per reply`,
    plan.prices && plan.totals.estimatedCostUsd !== undefined
      ? `estimated cost: ${formatUsd(plan.totals.estimatedCostUsd)} USD ` +
          `(input ${plan.prices.inputPerMillion} USD/M tokens, output ${plan.prices.outputPerMillion} USD/M tokens)`
      : "cost: not estimated — pass --price-input/--price-output",
  );
  return lines.join("\n");
}

/** Pads columns to equal width; the last `numeric` columns are right-aligned. */
function alignColumns(header: string[], body: string[][], total: string[], numeric: number): string[] {
  const all = [header, ...body, total];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? "").length)));
  const firstNumeric = header.length - numeric;
  const render = (row: string[]) =>
    row
      .map((cell, i) => (i >= firstNumeric ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [render(header), rule, ...body.map(render), rule, render(total)];
}

/** Thousands separators without the locale (toLocaleString differs between ICU builds). */
function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Cents above 1 USD; below, enough digits that a small run does not print as 0. */
function formatUsd(usd: number): string {
  if (usd >= 1 || usd === 0) return usd.toFixed(2);
  return usd >= 0.01 ? usd.toFixed(4) : usd.toPrecision(3);
}
