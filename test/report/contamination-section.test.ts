import { describe, expect, it } from "vitest";
import type { ContaminationReport } from "../../src/contamination/measure.js";
import { computeContamination } from "../../src/contamination/metrics.js";
import type { MaskObservation, ProbeSet } from "../../src/contamination/types.js";
import { contaminationSection } from "../../src/report/contamination-md.js";

/** `masks` observations of one database, the first `restored` of them restored. */
function database(set: ProbeSet, name: string, restored: number, masks: number): MaskObservation[] {
  return Array.from({ length: masks }, (_, index) => ({
    probeId: `schemas:${set}:${name}`,
    set,
    cluster: name,
    index,
    expected: `w${index}`,
    restored: index < restored,
    trial: 0,
  }));
}

function report(): ContaminationReport {
  // reference: a 3/4, b 1/5, c 6/6 → pooled 10/15, mean 0.65; fresh: d 0/4, e 1/2, f 1/4 → pooled 2/10, mean 0.25.
  const observations = [
    ...database("reference", "a", 3, 4),
    ...database("reference", "b", 1, 5),
    ...database("reference", "c", 6, 6),
    ...database("fresh", "d", 0, 4),
    ...database("fresh", "e", 1, 2),
    ...database("fresh", "f", 1, 4),
  ];
  const result = computeContamination(observations, { suite: "schemas", seed: 1, clusterLabel: "databases" });
  return { ...result, suite: "schemas", covers: [], comparability: { rows: [], warnings: [] } };
}

const rowOf = (lines: readonly string[], set: ProbeSet) => lines.find((l) => l.startsWith(`| ${set} |`));

describe("contaminationSection: the mean over databases", () => {
  it("shows each set's unweighted mean over databases and its min–max beside the pooled rate", () => {
    const lines = contaminationSection([report()], false)!;
    expect(lines).toContain("| Set | DC-accuracy | CI | Mean over databases / files (min–max) | Clusters |");
    expect(rowOf(lines, "reference")).toMatch(
      /^\| reference \| 0\.667 \(10\/15\) \| [^|]+ \| 0\.650 \(0\.200–1\.000\) \| 3 \|$/,
    );
    expect(rowOf(lines, "fresh")).toMatch(
      /^\| fresh \| 0\.200 \(2\/10\) \| [^|]+ \| 0\.250 \(0\.000–0\.500\) \| 3 \|$/,
    );
  });

  it("renders a results file written before the spread had its fields alike, from the per-database counts", () => {
    const current = report();
    const old = structuredClone(current) as unknown as {
      sets: Record<ProbeSet, { byCluster?: unknown }>;
    };
    delete old.sets.reference.byCluster;
    delete old.sets.fresh.byCluster;
    expect(contaminationSection([old as unknown as ContaminationReport], true)).toEqual(
      contaminationSection([current], true),
    );
  });
});
