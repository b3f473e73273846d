import { describe, expect, it } from "vitest";
import type { ChatRequest, QueryOutcome } from "../../src/providers/types.js";
import { keepForScoring, scoringKeeper } from "../../src/querying/kept-outcome.js";

const request: ChatRequest = {
  promptId: "p1",
  trial: 2,
  messages: [{ role: "user", content: "Q: Is it so? Yes or No?" }],
  params: { model: "m", timeoutMs: 1000 },
};

describe("keepForScoring", () => {
  it("keeps of an answer what scoring reads: its text, probabilities, answer probability and model", () => {
    const outcome: QueryOutcome = {
      status: "answered",
      request,
      key: "k".repeat(64),
      answer: {
        text: "Yes.",
        probabilities: { yes: 0.7, no: 0.2 },
        answerProbability: 0.6,
        usage: { inputTokens: 20, outputTokens: 2 },
        finishReason: "stop",
        model: "sim/fair",
      },
      source: "network",
      attempts: 1,
      latencyMs: 12,
    };
    expect(keepForScoring(outcome, new Map())).toEqual({
      status: "answered",
      request: { promptId: "p1", trial: 2 },
      answer: {
        text: "Yes.",
        probabilities: { yes: 0.7, no: 0.2 },
        answerProbability: 0.6,
        model: "sim/fair",
      },
      source: "network",
      attempts: 1,
    });
  });

  it("leaves out what the answer did not carry", () => {
    const keep = scoringKeeper();
    const answer = { text: "No", usage: { inputTokens: 1, outputTokens: 1 } };
    const kept = keep({
      status: "answered",
      request,
      key: "k",
      answer,
      source: "cache",
      attempts: 0,
      latencyMs: 0,
    });
    expect(kept).toEqual({
      status: "answered",
      request: { promptId: "p1", trial: 2 },
      answer: { text: "No" },
      source: "cache",
      attempts: 0,
    });
    expect(Object.keys(kept.status === "answered" ? kept.answer : {})).toEqual(["text"]);
  });

  it("keeps a failure with its attempts, and a skip with its reason", () => {
    const failure = { kind: "auth" as const, message: "HTTP 401", status: 401 };
    expect(keepForScoring({ status: "failed", request, key: "k", failure, attempts: 0 }, new Map())).toEqual({
      status: "failed",
      request: { promptId: "p1", trial: 2 },
      failure,
      attempts: 0,
    });
    expect(
      keepForScoring({ status: "skipped", request, key: "k", reason: "max-requests" }, new Map()),
    ).toEqual({
      status: "skipped",
      request: { promptId: "p1", trial: 2 },
      reason: "max-requests",
    });
  });
});
