/**
 * The calibrated contamination delta through the bundled CLI (`node dist/cli/index.js`; rebuild dist/ first): two
 * models on the simulator, whose databases differ in difficulty alike, one of which has memorised the public
 * schemas. The gated delta is the gated model's minus the reference model's on the same masks; the raw fixed-set
 * delta stays beside it in results.json and the report, labelled for what it means.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContaminationReport } from "../../src/contamination/measure.js";
import type { Results } from "../../src/report/results.js";
import { type DistRun, runDistCli } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";

const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");

// Every model restores the median mask with 0.3, moved by database and mask effects they all share (the
// profile's seed, not the model, draws them); `memorising-model` restores every public mask 0.4 more.
const PROFILE = `name: calibration
seed: calibration-e2e
mask: { reference: 0.3, fresh: 0.3, heterogeneity: { cluster: 0.8, item: 0.5 } }
models:
  memorising-model:
    mask: { memorised: 0.4 }
`;

const CONFIG = `version: 1
seed: 2026
provider:
  models: [memorising-model, fair-model]
  simulator-profile: profile.yaml
suites:
  - name: schemas
    kind: contamination
    reference: ${join(STARTER, "contamination/reference")}/*.sql
    fresh: ${join(STARTER, "contamination/fresh")}/*.sql
    mask-share: 0.5
`;

describe("the calibrated contamination delta, two models through the CLI", () => {
  let dir: string;
  let run: DistRun;
  let results: Results;
  let report: string;
  beforeAll(async () => {
    dir = workspace({ "bias-gate.yml": CONFIG, "profile.yaml": PROFILE });
    run = await runDistCli(["run", "--no-cache", "--out", "out"], { cwd: dir, timeoutMs: 120_000 });
    results = JSON.parse(readFileSync(join(dir, "out", "results.json"), "utf8")) as Results;
    report = readFileSync(join(dir, "out", "report.md"), "utf8");
  }, 150_000);

  it("gates the gated model's delta minus the reference model's, and names the calibration in results.json", () => {
    expect(results.provenance.model).toBe("memorising-model");
    const [suite] = results.contamination as ContaminationReport[];
    const calibration = suite?.calibration;
    expect(calibration).toMatchObject({
      requested: "auto",
      used: "reference-models",
      references: ["fair-model"],
      databases: { reference: 10, fresh: 10 },
    });
    const delta = results.metrics.find((m) => m.id === "contamination-delta:schemas");
    expect(delta?.value).toBeCloseTo((calibration?.gatedDelta ?? 0) - (calibration?.referenceDelta ?? 0), 12);
    expect(delta?.interval?.method).toMatch(/paired with reference models; cluster-robust t over databases/);
    expect(delta?.interval?.low).toBeGreaterThan(0.1);
    expect(suite?.significant).toBe(true);
    const check = results.verdict.checks.find((c) => c.metricId === "contamination-delta:schemas");
    expect(check?.status).toBe("fail");
    expect(run.code, run.stderr).toBe(1);
    // The raw fixed-set delta is kept, and differs from the calibrated one.
    expect(suite?.raw?.metric.interval?.method).toMatch(/two-sample stratified t/);
    expect(suite?.raw?.metric.value).not.toBeCloseTo(delta?.value ?? 0, 6);
  });

  it("shows the calibrated delta, the raw one labelled for what it means, and the difficulty features", () => {
    expect(report).toMatch(/\*\*schemas\*\*: calibrated delta \+0\.\d{3} \(0\.\d{3}–0\.\d{3}\), significant/);
    expect(report).toContain("Calibration: reference models (`fair-model`) on the same masks");
    expect(report).toMatch(
      /Raw delta [+-]0\.\d{3} .*these two sets differ by this much for this model; not by itself memorisation/,
    );
    expect(report).toMatch(/\| masked-name length \(characters\) \| \d/);
    expect(report).toMatch(/\| masked-name word frequency \| /);
  });
});
