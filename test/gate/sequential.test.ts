import { describe, expect, it } from "vitest";
import {
  describeStop,
  lookLevel,
  settleLook,
  suitesToGrow,
  verdictOverLooks,
} from "../../src/gate/sequential.js";
import type { Check, CheckStatus, Verdict } from "../../src/metrics/types.js";

function check(metricId: string, status: CheckStatus, extra: Partial<Check> = {}): Check {
  const [kind, scope] = metricId.split(":") as [Check["kind"], string];
  return {
    id: `check:${metricId}`,
    metricId,
    kind,
    scope,
    direction: "max",
    threshold: 0.1,
    rule: "confident",
    value: 0.05,
    status,
    reason: `${metricId} is ${status}`,
    ...extra,
  };
}

function verdict(checks: Check[]): Verdict {
  return { status: "inconclusive", checks, reasons: [] };
}

describe("lookLevel: a union bound over looks", () => {
  it("splits the error rate evenly over the looks, so K looks together spend α", () => {
    expect(lookLevel(0.95, 4)).toBeCloseTo(0.9875, 12);
    expect(4 * (1 - lookLevel(0.95, 4))).toBeCloseTo(0.05, 12);
    expect(lookLevel(0.9, 10)).toBeCloseTo(0.99, 12);
  });
  it("is the gate's level for a fixed plan (one look)", () => {
    expect(lookLevel(0.95, 1)).toBe(0.95);
  });
});

describe("settleLook", () => {
  it("freezes a check at the first look that decides it, whatever later looks say", () => {
    const first = settleLook(
      new Map(),
      [check("bias-rate:age", "pass"), check("negation-gap:age", "inconclusive")],
      1,
    );
    expect(first.now).toEqual({ "bias-rate:age": "pass" });
    expect(first.open.map((c) => c.metricId)).toEqual(["negation-gap:age"]);
    const second = settleLook(
      first.decided,
      [check("bias-rate:age", "inconclusive"), check("negation-gap:age", "fail")],
      2,
    );
    expect(second.decided.get("bias-rate:age")).toMatchObject({ status: "pass", look: 1 });
    expect(second.decided.get("negation-gap:age")).toMatchObject({ status: "fail", look: 2 });
    expect(second.now).toEqual({ "negation-gap:age": "fail" });
    expect(second.open).toEqual([]);
  });
});

describe("suitesToGrow", () => {
  const expected = [
    { metricId: "negation-gap:age", kind: "negation-gap" as const, scope: "age", suites: ["age"] },
    {
      metricId: "bias-rate:overall",
      kind: "bias-rate" as const,
      scope: "overall",
      suites: ["age", "gender"],
    },
    {
      metricId: "error-rate:overall",
      kind: "error-rate" as const,
      scope: "overall",
      suites: ["age", "gender", "sql"],
    },
    {
      metricId: "sql-contamination-delta:sql",
      kind: "sql-contamination-delta" as const,
      scope: "sql",
      suites: ["sql"],
    },
  ];
  it("grows the growable suites that feed an open check, and only those", () => {
    const open = [check("negation-gap:age", "inconclusive")];
    expect(suitesToGrow(open, expected, new Set(["age", "gender"]))).toEqual(["age"]);
    expect(
      suitesToGrow([check("bias-rate:overall", "inconclusive")], expected, new Set(["age", "gender"])),
    ).toEqual(["age", "gender"]);
  });
  it("never grows for the endpoint's error rate, nor a suite asked in full", () => {
    expect(suitesToGrow([check("error-rate:overall", "inconclusive")], expected, new Set(["age"]))).toEqual(
      [],
    );
    expect(
      suitesToGrow([check("sql-contamination-delta:sql", "inconclusive")], expected, new Set(["age"])),
    ).toEqual([]);
  });
});

describe("verdictOverLooks", () => {
  it("reports each check as first decided, and says why an open one stayed open", () => {
    const decided = new Map([["bias-rate:age", { ...check("bias-rate:age", "pass"), look: 1 }]]);
    const last = verdict([check("bias-rate:age", "inconclusive"), check("negation-gap:age", "inconclusive")]);
    const v = verdictOverLooks(last, decided, { why: "still undecided after max-looks 4", maxLooks: 4 });
    expect(v.status).toBe("inconclusive");
    expect(v.checks[0]).toMatchObject({
      status: "pass",
      reason: "bias-rate:age is pass (decided at look 1)",
    });
    expect(v.reasons).toEqual(["negation-gap:age is inconclusive; still undecided after max-looks 4"]);
  });
  it("lets the final baseline comparison fail a check that regressed", () => {
    const decided = new Map([["bias-rate:age", { ...check("bias-rate:age", "pass"), look: 1 }]]);
    const regressed = check("bias-rate:age", "fail", {
      baseline: { baselineValue: 0, delta: 0.1, margin: 0.02, sharedItems: 10, regressed: true },
    });
    const v = verdictOverLooks(verdict([regressed]), decided, { why: undefined, maxLooks: 4 });
    expect(v.status).toBe("fail");
  });
  it("fails when any check failed, however many are open", () => {
    const decided = new Map([["bias-rate:age", { ...check("bias-rate:age", "fail"), look: 2 }]]);
    const v = verdictOverLooks(
      verdict([check("bias-rate:age", "inconclusive"), check("negation-gap:age", "inconclusive")]),
      decided,
      { why: describeStop({ reason: "failed", check: "bias-rate:age" }), maxLooks: 4 },
    );
    expect(v.status).toBe("fail");
    expect(v.reasons[1]).toContain("sampling stopped when bias-rate:age failed");
  });
});
