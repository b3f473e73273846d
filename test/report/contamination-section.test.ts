import { describe, expect, it } from "vitest";
import { calibrateDelta } from "../../src/contamination/calibration.js";
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

describe("contaminationSection: the calibrated delta", () => {
  function calibrated(requested: "databases" | "none", oneSided = false): ContaminationReport {
    const observations = [
      ...database("reference", "a", 3, 4),
      ...(oneSided ? [] : database("reference", "b", 1, 5)),
      ...database("fresh", "d", 0, 4),
      ...database("fresh", "e", 1, 2),
    ];
    const raw = computeContamination(observations, { suite: "schemas", seed: 1, clusterLabel: "databases" });
    const c = calibrateDelta(raw, observations, [], { requested, level: 0.95 });
    const warning =
      '"masked-name length (characters)" differs a lot between the sets (reference 4, fresh 12)';
    return {
      ...raw,
      metric: c.metric,
      significant: c.significant,
      raw: { metric: raw.metric, significant: raw.significant },
      calibration: c.calibration,
      suite: "schemas",
      covers: [],
      comparability: { rows: [], warnings: [warning] },
    };
  }

  it("names the calibration, labels the raw delta for what it means, and puts the difficulty warning by the verdict", () => {
    const lines = contaminationSection([calibrated("databases")], false)!;
    const at = lines.findIndex((l) => l.startsWith("**schemas**: calibrated delta "));
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at, at + 8).join("\n")).toMatch(
      /Calibration: databases as a sample[\s\S]*Raw delta \+0\.\d{3} \([^)]*\): these two sets differ by this much for this model; not by itself memorisation[\s\S]*> Comparability: .*masked-name length/,
    );
  });

  it("says why a side with one database has no interval", () => {
    const text = contaminationSection([calibrated("databases", true)], false)!.join("\n");
    expect(text).toMatch(/calibrated delta \+0\.\d{3} \(—\), not significant \(no interval\)/);
    expect(text).toMatch(/> Calibration: only 1 databases on one side/);
  });

  it("shows `none` as the raw delta, without a second raw line", () => {
    const text = contaminationSection([calibrated("none")], false)!.join("\n");
    expect(text).toMatch(/\*\*schemas\*\*: delta /);
    expect(text).toMatch(/Calibration: none/);
    expect(text).not.toMatch(/Raw delta/);
  });
});
