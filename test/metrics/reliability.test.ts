import { describe, expect, it } from "vitest";
import { computeReliability } from "../../src/metrics/reliability.js";
import { answeredItem, makeItem } from "./helpers.js";

const items = [
  answeredItem("yes", { group: "gender" }),
  answeredItem("no", { group: "gender" }),
  makeItem({ group: "gender", category: "other" }),
  makeItem({ group: "gender", category: "refusal" }),
  makeItem({ group: "race", category: "refusal", correct: true }),
  makeItem({ group: "gender", status: "failed" }),
  makeItem({ group: "race", status: "not-recorded" }),
  makeItem({ group: "race", status: "skipped" }),
  makeItem({ group: "race", status: "skipped" }),
];

describe("computeReliability", () => {
  const metrics = computeReliability(items);

  it("gives the error rate over answered and failed requests, skipped ones left out", () => {
    const error = metrics.find((m) => m.id === "error-rate:overall");
    // 2 failed (one not recorded) of 5 answered + 2 failed; the 2 skipped are not requests that failed.
    expect([error?.numerator, error?.denominator, error?.value]).toEqual([2, 7, 2 / 7]);
  });

  it("gives the unusable share of answered items per group and overall", () => {
    expect(metrics.map((m) => [m.id, m.numerator, m.denominator])).toEqual([
      ["error-rate:overall", 2, 7],
      ["unusable-rate:gender", 2, 4],
      ["unusable-rate:race", 0, 1],
      ["unusable-rate:overall", 2, 5],
    ]);
  });

  it("attaches Wilson intervals containing the estimate", () => {
    for (const m of metrics) {
      expect(m.unit).toBe("rate");
      expect(m.interval!.low).toBeLessThanOrEqual(m.value);
      expect(m.interval!.high).toBeGreaterThanOrEqual(m.value);
    }
  });

  it("emits nothing for a run without requests", () => {
    expect(computeReliability([])).toEqual([]);
  });
});
