import { describe, expect, it } from "vitest";
import {
  coverageChecks,
  describeGap,
  type ExpectedCheck,
  type SuiteCoverage,
} from "../../src/gate/coverage.js";
import { decideGate } from "../../src/gate/decide.js";
import {
  describeEndpointFailures,
  settleVerdict,
  summarizeEndpointFailures,
} from "../../src/gate/endpoint.js";
import { DEFAULT_POLICY, METRIC_RULES } from "../../src/gate/policy.js";
import type { MetricValue } from "../../src/metrics/types.js";
import type { ChatRequest, ProviderFailure, QueryOutcome } from "../../src/providers/types.js";

const complete: SuiteCoverage = {
  suite: "gender",
  kind: "templates",
  planned: 40,
  answered: 40,
  failed: 0,
  skipped: {},
  notRecorded: 0,
};
const cut: SuiteCoverage = {
  suite: "schemas",
  kind: "contamination",
  planned: 20,
  answered: 0,
  failed: 0,
  skipped: { "max-requests": 20 },
  notRecorded: 0,
};

function metric(kind: MetricValue["kind"], scope: string, value: number): MetricValue {
  return {
    id: `${kind}:${scope}`,
    kind,
    scope,
    value,
    unit: METRIC_RULES[kind].unit,
    n: 400,
    interval: { low: value - 0.01, high: value + 0.01, level: 0.95, method: "wilson" },
  };
}

const expected: ExpectedCheck[] = [
  { metricId: "bias-rate:gender", kind: "bias-rate", scope: "gender", suites: ["gender"] },
  {
    metricId: "contamination-delta:schemas",
    kind: "contamination-delta",
    scope: "schemas",
    suites: ["schemas"],
  },
  { metricId: "probability-shift:gender", kind: "probability-shift", scope: "gender", suites: ["gender"] },
];

describe("coverage accounting", () => {
  it("describes a suite cut by a budget in words that name the budget", () => {
    expect(describeGap(cut)).toBe(
      "20 of 20 contamination prompts of 'schemas' unanswered after the request budget (max-requests)",
    );
    expect(describeGap(complete)).toBeUndefined();
    expect(describeGap({ ...complete, skipped: { "max-cost": 3 }, notRecorded: 2, answered: 35 })).toBe(
      "5 of 40 yes/no prompts of 'gender' unanswered (3 after the cost budget (max-cost-usd); 2 missing from the replayed recordings)",
    );
  });

  it("lists a check the configuration asks for but the run could not compute as inconclusive, never absent", () => {
    const decided = decideGate([metric("bias-rate", "gender", 0.02)], DEFAULT_POLICY);
    const extra = coverageChecks([complete, cut], expected, decided.checks, DEFAULT_POLICY);
    expect(extra.map((c) => [c.metricId, c.status])).toEqual([
      ["coverage:schemas", "inconclusive"],
      ["contamination-delta:schemas", "inconclusive"],
    ]);
    expect(extra[1]?.reason).toBe(
      "contamination delta for schemas not measured: 20 of 20 contamination prompts of 'schemas' unanswered after the request budget (max-requests)",
    );
    // Metrics without a threshold (probability shift) are not asked for, so they are not missing.
    expect(extra.some((c) => c.kind === "probability-shift")).toBe(false);
  });

  it("never lets a run with unanswered requests pass, even when every computed check passes", () => {
    const decided = decideGate([metric("bias-rate", "gender", 0.02)], DEFAULT_POLICY);
    const partial: SuiteCoverage = { ...complete, answered: 30, skipped: { deadline: 10 } };
    const extra = coverageChecks([partial], expected.slice(0, 1), decided.checks, DEFAULT_POLICY);
    const { verdict } = settleVerdict(decided, extra, undefined, false);
    expect(verdict.status).toBe("inconclusive");
    expect(verdict.reasons[0]).toMatch(
      /^not measured: 10 of 40 yes\/no prompts of 'gender' unanswered after/,
    );
  });

  it("groups the checks one cut took with it into one reason", () => {
    const decided = decideGate([metric("bias-rate", "gender", 0.02)], DEFAULT_POLICY);
    const extra = coverageChecks([complete, cut], expected, decided.checks, DEFAULT_POLICY);
    const { verdict } = settleVerdict(decided, extra, undefined, false);
    expect(verdict.reasons).toEqual([
      "not measured: 20 of 20 contamination prompts of 'schemas' unanswered after the request budget (max-requests); affects contamination delta for schemas",
    ]);
  });

  it("says why a metric with every request answered is missing", () => {
    const decided = decideGate([], DEFAULT_POLICY);
    const extra = coverageChecks([complete], expected.slice(0, 1), decided.checks, DEFAULT_POLICY);
    expect(extra[0]?.reason).toBe("bias rate for gender not measured: no usable answers to compute it from");
  });
});

function request(promptId: string): ChatRequest {
  return { promptId, trial: 0, messages: [], params: { model: "m", timeoutMs: 1000 } };
}
function failed(promptId: string, failure: ProviderFailure): QueryOutcome {
  return { status: "failed", request: request(promptId), key: promptId, failure, attempts: 1 };
}
const auth: ProviderFailure = { kind: "auth", status: 401, message: "Incorrect API key provided: sk-***" };

describe("the endpoint's failures", () => {
  it("counts failures by kind with one example and the setting to change; replay gaps are not the endpoint's", () => {
    const outcomes = [
      failed("a", auth),
      failed("b", auth),
      failed("c", { kind: "not-recorded", message: "no recorded answer" }),
    ];
    const summary = summarizeEndpointFailures(outcomes);
    expect(summary).toMatchObject({ failed: 2, requests: 2, byKind: { auth: 2 } });
    expect(summary?.example.hint).toMatch(/OPENAI_API_KEY/);
    expect(describeEndpointFailures(summary!)).toBe(
      `the endpoint failed: 2 of 2 requests sent failed (auth 2); e.g. auth (HTTP 401): Incorrect API key provided: sk-***. Fix: ${summary?.example.hint}`,
    );
    expect(summarizeEndpointFailures([failed("c", { kind: "not-recorded", message: "x" })])).toBeUndefined();
  });

  it("makes the verdict `error` when the failures, not the model, decided it", () => {
    const decided = decideGate([metric("error-rate", "overall", 1)], DEFAULT_POLICY);
    const summary = summarizeEndpointFailures([failed("a", auth)]);
    const { verdict, endpoint } = settleVerdict(decided, [], summary, false);
    expect(verdict.status).toBe("error");
    expect(endpoint?.decisive).toBe(true);
    expect(verdict.reasons[0]).toMatch(/^The endpoint failed: 1 of 1 requests sent failed \(auth 1\)/);
  });

  it("keeps `fail` when a check about the model fails too, and `error` on a systematic stop", () => {
    const biased = decideGate(
      [metric("error-rate", "overall", 1), metric("bias-rate", "gender", 0.5)],
      DEFAULT_POLICY,
    );
    const summary = summarizeEndpointFailures([failed("a", auth)]);
    expect(settleVerdict(biased, [], summary, false).verdict.status).toBe("fail");
    const fewFailures = decideGate([metric("error-rate", "overall", 0.01)], DEFAULT_POLICY);
    expect(settleVerdict(fewFailures, [], summary, false).verdict.status).toBe("pass");
    expect(settleVerdict(fewFailures, [], summary, true).verdict.status).toBe("error");
  });
});
