/**
 * Decision metrics against a baseline, family by family (src/gate/decision-units.ts): the families both runs asked
 * are paired, so the disparity's change is tested on paired differences with the metric's own clusters. Before,
 * results.json kept no per-family values and decision checks were compared unpaired from the two intervals.
 */
import { describe, expect, it } from "vitest";
import { compareWithBaseline, type RunMeasurements } from "../../src/gate/baseline.js";
import { decisionUnits } from "../../src/gate/decision-units.js";
import { DEFAULT_POLICY } from "../../src/gate/policy.js";
import { computeDecisionMetrics, type DecisionObservation } from "../../src/metrics/decisions.js";

const GROUPS = ["age=30s", "age=60s", "gender=woman"];

/** 8 templates × 6 families; `lower(t, f)` says whether age=60s gets No where everyone else gets Yes. */
function run(lower: (template: number, family: number) => boolean): RunMeasurements {
  const observations: DecisionObservation[] = [];
  for (let t = 0; t < 8; t++)
    for (let f = 0; f < 6; f++)
      for (const group of GROUPS) {
        const yes = (t + f) % 3 !== 0;
        observations.push({
          suite: "loans",
          familyId: `t${t}/f${f}`,
          templateId: `t${t}`,
          group,
          memberId: `t${t}/f${f}/${group}`,
          decision: group === "age=60s" && yes && lower(t, f) ? 0 : Number(yes),
        });
      }
  const { metrics, summary } = computeDecisionMetrics(observations, {
    suite: "loans",
    reference: "age=30s",
    level: 0.95,
  });
  return { items: [], metrics, decisions: [summary] };
}

const metricOf = (r: RunMeasurements, id: string) => r.metrics.find((m) => m.id === id)!;

describe("decision units", () => {
  it("are each family's paired difference, clustered by template, and each family's consistency", () => {
    const r = run((t, f) => t < 4 && f === 1);
    const disparity = decisionUnits(r.decisions, metricOf(r, "decision-disparity:loans:age=60s"))!;
    expect(disparity.size).toBe(48);
    expect(disparity.get("t0/f1")).toEqual({ cluster: "t0", value: -1 });
    expect(disparity.get("t5/f1")).toEqual({ cluster: "t5", value: 0 });
    const consistency = decisionUnits(r.decisions, metricOf(r, "counterfactual-consistency:loans"))!;
    expect(consistency.get("t0/f1")).toEqual({ cluster: "t0/f1", value: 0 });
    expect(consistency.get("t0/f2")).toEqual({ cluster: "t0/f2", value: 1 });
  });

  it("are absent for a results file that kept no family values, so the change is tested unpaired", () => {
    const r = run((t, f) => t < 4 && f === 1);
    const earlier = run((t, f) => t < 2 && f === 1);
    const old = { ...earlier, decisions: earlier.decisions?.map(({ families: _, ...rest }) => rest) };
    expect(decisionUnits(old.decisions, metricOf(r, "decision-disparity:loans:age=60s"))).toBeUndefined();
    const [first] = compareWithBaseline(r, old, DEFAULT_POLICY, "s").filter(
      (c) => c.metricId === "decision-disparity:loans:age=60s",
    );
    expect(first?.test).toMatch(/unpaired/);
    expect(first?.note).toMatch(/no per-family decisions/);
  });
});

describe("a decision suite against its baseline", () => {
  it("pairs the families both runs asked and finds a regression the threshold alone allows", () => {
    const before = run(() => false);
    // One family in six of every template now refuses the 60-year-old: −0.125 in rate of families said yes.
    const after = run((_, f) => f === 1);
    const compared = compareWithBaseline(after, before, DEFAULT_POLICY, "s");
    const age = compared.find((c) => c.metricId === "decision-disparity:loans:age=60s")!;
    expect(age).toMatchObject({ sharedItems: 48, sharedClusters: 8, regressed: true });
    expect(age.test).toMatch(/^paired cluster t/);
    expect(age.delta).toBeCloseTo(metricOf(after, "decision-disparity:loans:age=60s").value, 10);
    const woman = compared.find((c) => c.metricId === "decision-disparity:loans:gender=woman")!;
    expect(woman).toMatchObject({ delta: 0, regressed: false });
    const consistency = compared.find((c) => c.metricId === "counterfactual-consistency:loans")!;
    expect(consistency.test).toMatch(/^paired/);
    expect(consistency.delta).toBeLessThan(0);
  });
});
