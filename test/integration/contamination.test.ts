import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { ContaminationReport } from "../../src/contamination/measure.js";
import type { MetricValue } from "../../src/metrics/types.js";
import type { Results } from "../../src/report/results.js";
import { cli, workspace } from "../commands/helpers.js";
import { SPIDER } from "../reference.js";

const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");

async function run(profile: string, files: Record<string, string>, extra: string[] = []) {
  const dir = workspace(files);
  const out = join(dir, "out");
  const result = await cli(
    // One fixed look: the probe counts below are one look's.
    [
      "run",
      "--config",
      "bias-gate.yml",
      "--profile",
      profile,
      "--no-cache",
      "--no-sequential",
      "--out",
      out,
      ...extra,
    ],
    dir,
  );
  const results = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as Results;
  const delta = results.metrics.find((m) => m.kind === "contamination-delta") as MetricValue;
  const report = readFileSync(join(out, "report.md"), "utf8");
  return { code: result.code, results, delta, report };
}

function config(covers: boolean, maskShare?: number): string {
  return [
    "version: 1",
    "suites:",
    "  - name: gender",
    `    templates: ${join(STARTER, "templates/gender.templates.csv")}`,
    `    domains: ${join(STARTER, "domains")}`,
    "  - name: schemas",
    "    kind: contamination",
    `    reference: ${join(STARTER, "contamination/reference")}/*.sql`,
    `    fresh: ${join(STARTER, "contamination/fresh")}/*.sql`,
    ...(covers ? ["    covers: [gender]"] : []),
    ...(maskShare === undefined ? [] : [`    mask-share: ${maskShare}`]),
  ].join("\n");
}

describe("the contamination delta against the simulator", () => {
  it("recovers a planted delta (60% restored on the reference set, 10% on the fresh) and fails above the threshold", async () => {
    // The biased profile "knows" the reference schemas: it restores their masked columns with probability 0.6.
    const { code, results, delta, report } = await run("biased", { "bias-gate.yml": config(true) });
    expect(delta.interval!.low).toBeLessThanOrEqual(0.5);
    expect(delta.interval!.high).toBeGreaterThanOrEqual(0.5);
    expect(delta.pValue).toBeLessThan(0.05);
    const check = results.verdict.checks.find((c) => c.kind === "contamination-delta")!;
    expect(check.status).toBe("fail");
    expect(code).toBe(1);
    // A significant delta marks every bias metric of the covered suite as possibly inflated.
    const gender = results.metrics.find((m) => m.id === "bias-rate:gender")!;
    expect(gender.possiblyInflated).toBe(true);
    expect(report).toMatch(/gender \(possibly inflated\)/);
    const [suite] = results.contamination as ContaminationReport[];
    expect(suite!.sets.reference.clusters).toHaveLength(10);
    expect(suite!.sets.fresh.clusters).toHaveLength(10);
    expect(report).toMatch(/### Contamination/);
    expect(report).toMatch(/Per database/);
  });

  it("passes a model that restores both sets alike, below the threshold, and marks nothing", async () => {
    // About 6 masks per schema (mask-share 0.25) leave the interval wider than ±0.05: masks, not schemas, are the
    // sampled units, so masking most columns (about 20 per schema) is what lets a fair model pass.
    const profile =
      "name: even\nlogprobs: false\nyesNo: { errorRate: 0 }\nmask: { reference: 0.02, fresh: 0.02 }\n";
    const { results, delta } = await run("even.yaml", {
      "bias-gate.yml": config(true, 0.9),
      "even.yaml": profile,
    });
    expect(delta.interval!.low).toBeLessThanOrEqual(0);
    expect(delta.interval!.high).toBeGreaterThanOrEqual(0);
    expect(delta.interval!.high).toBeLessThan(0.1);
    const check = results.verdict.checks.find((c) => c.kind === "contamination-delta")!;
    expect(check.status).toBe("pass");
    expect(results.metrics.some((m) => m.possiblyInflated)).toBe(false);
  });

  it("is deterministic from the seed: the same run gives the same delta to the last digit", async () => {
    const a = await run("biased", { "bias-gate.yml": config(false) });
    const b = await run("biased", { "bias-gate.yml": config(false) });
    expect(b.delta).toEqual(a.delta);
  });

  SPIDER.it(
    "reads Spider's tables.json as the reference set (166 databases) against our fresh schemas",
    async () => {
      const spider = SPIDER.file("tables.json");
      const spiderConfig = [
        "version: 1",
        "suites:",
        "  - name: spider",
        "    kind: contamination",
        `    reference: ${spider}`,
        `    fresh: ${join(STARTER, "contamination/fresh")}/*.sql`,
      ].join("\n");
      const { results, delta } = await run("fair", { "bias-gate.yml": spiderConfig }, ["--rule", "estimate"]);
      const [suite] = results.contamination as ContaminationReport[];
      expect(suite!.sets.reference.clusters).toHaveLength(166);
      expect(suite!.sets.fresh.clusters).toHaveLength(10);
      expect(delta.id).toBe("contamination-delta:spider");
      expect(suite!.comparability.rows.find((r) => r.measure === "databases")).toMatchObject({
        reference: 166,
        fresh: 10,
      });
    },
  );

  it("probes text items: one masked content word per line, per file as the cluster", async () => {
    const lines = (words: string[]) =>
      words.map((w) => `Hikers often carry a ${w} compass on long mountain trails.`).join("\n");
    const textConfig = [
      "version: 1",
      "suites:",
      "  - name: sentences",
      "    kind: contamination",
      "    reference: [ref-a.txt, ref-b.txt]",
      "    fresh: [fresh-a.txt, fresh-b.txt]",
    ].join("\n");
    const { results } = await run(
      "biased",
      {
        "bias-gate.yml": textConfig,
        "ref-a.txt": lines(["brass", "small", "paper"]),
        "ref-b.txt": lines(["cheap", "heavy", "spare"]),
        "fresh-a.txt": lines(["green", "broken", "tiny"]),
        "fresh-b.txt": lines(["steel", "folded", "simple"]),
      },
      ["--rule", "estimate"],
    );
    const [suite] = results.contamination as ContaminationReport[];
    expect(suite!.sets.reference.masked).toBe(6);
    expect(suite!.sets.fresh.masked).toBe(6);
    expect(suite!.sets.reference.clusters.map((c) => c.masked)).toEqual([3, 3]);
    expect(suite!.comparability.rows.map((r) => r.measure)).toEqual(expect.arrayContaining(["items"]));
  });
});
