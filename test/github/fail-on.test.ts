import { describe, expect, it } from "vitest";
import type { FailOn } from "../../src/config/action-inputs.js";
import { failsJob } from "../../src/github/fail-on.js";
import type { Check, Verdict, VerdictStatus } from "../../src/metrics/types.js";

function verdict(status: VerdictStatus, failingKinds: Check["kind"][] = []): Verdict {
  const checks = failingKinds.map((kind) => ({ kind, status: "fail" }) as Check);
  return { status, checks, reasons: [] };
}

describe("failsJob", () => {
  const cases: [string, Verdict, Record<FailOn, boolean>][] = [
    ["pass", verdict("pass"), { inconclusive: false, fail: false, never: false }],
    ["fail", verdict("fail", ["bias-rate"]), { inconclusive: true, fail: true, never: false }],
    ["inconclusive", verdict("inconclusive"), { inconclusive: true, fail: false, never: false }],
    ["endpoint error", verdict("error"), { inconclusive: true, fail: true, never: false }],
    // Only the error-rate limit failed: the model was measured too little to say, as the CLI's exit code 3 says.
    [
      "fail on error rate alone",
      verdict("fail", ["error-rate"]),
      { inconclusive: true, fail: false, never: false },
    ],
  ];
  it.each(cases)("%s", (_, v, expected) => {
    for (const failOn of ["inconclusive", "fail", "never"] as const) {
      expect(failsJob(v, failOn), failOn).toBe(expected[failOn]);
    }
  });
});
