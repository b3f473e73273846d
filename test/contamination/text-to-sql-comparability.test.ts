/**
 * The shipped fresh text-to-SQL set against Spider dev (issue 32, item 5): its hardness mix is Spider's within 2
 * points at every level, its schemas and questions are of Spider's size, docs/contamination.md prints the table
 * `scripts/text-to-sql-comparability.ts` measures, and `plan` (the bundled CLI) says a run asking the whole set
 * beside Spider dev can decide the contamination delta. Reads Spider through test/reference.ts, skipping visibly
 * without it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  comparabilityTable,
  FRESH_DIR,
  loadSet,
  type SetFeatures,
  STAND_IN_DIR,
  setFeatures,
  spiderSource,
} from "../../scripts/text-to-sql-comparability.js";
import { HARDNESS_LEVELS } from "../../src/sql/hardness.js";
import { runDistCli } from "../commands/dist-cli.js";
import { SPIDER } from "../reference.js";

const DOCS = resolve(import.meta.dirname, "../../docs/contamination.md");
/** Points of the set a level's share may differ from Spider dev's (the "Spider's hardness mix"). */
const MIX_TOLERANCE = 0.02;

SPIDER.describe("the fresh text-to-SQL set beside Spider dev", () => {
  let spider: SetFeatures;
  let fresh: SetFeatures;
  let standIn: SetFeatures;
  beforeAll(() => {
    spider = setFeatures(loadSet("public", spiderSource(SPIDER.dir)));
    fresh = setFeatures(loadSet("fresh", { dir: FRESH_DIR }));
    standIn = setFeatures(loadSet("public", spiderSource(STAND_IN_DIR)));
  });

  it("has Spider dev's hardness mix within 2 points at every level, on both of the starter's sides", () => {
    for (const [name, set] of [
      ["fresh", fresh],
      ["stand-in public", standIn],
    ] as const)
      for (const level of HARDNESS_LEVELS)
        expect(Math.abs(set.mix[level] - spider.mix[level]), `${name} ${level}`).toBeLessThanOrEqual(
          MIX_TOLERANCE,
        );
  });

  it("is as large as Spider dev, on more databases, with schemas and questions of Spider's size", () => {
    expect(fresh.questions).toBeGreaterThanOrEqual(spider.questions);
    expect(fresh.databases).toBeGreaterThan(spider.databases);
    expect(Math.abs(fresh.columnsPerTable - spider.columnsPerTable)).toBeLessThan(1);
    expect(Math.abs(fresh.foreignKeysPerTable - spider.foreignKeysPerTable)).toBeLessThan(0.2);
    expect(Math.abs(fresh.questionWords - spider.questionWords)).toBeLessThan(3);
    expect(Math.abs(fresh.goldWords - spider.goldWords)).toBeLessThan(4);
  });

  it("is what docs/contamination.md prints, as the comparability script measures it", () => {
    const table = comparabilityTable([
      { name: "Spider dev", features: spider },
      { name: "fresh (shipped)", features: fresh },
      { name: "stand-in public", features: standIn },
    ]);
    expect(readFileSync(DOCS, "utf8")).toContain(table);
  });

  describe("plan, beside Spider dev", () => {
    let dir: string;
    let output: string;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "bias-gate-fresh-decides-"));
      // Every question of both sets in one fixed look (53 is the most any fresh database has; Spider's most is 92).
      const config = [
        "version: 1",
        "suites:",
        "  - name: text-to-sql",
        "    kind: text-to-sql",
        "    public:",
        "      spider:",
        `        questions: ${JSON.stringify(SPIDER.file("dev.json"))}`,
        `        tables: ${JSON.stringify(SPIDER.file("tables.json"))}`,
        "    fresh:",
        `      dir: ${JSON.stringify(FRESH_DIR)}`,
        "    per-database: 200",
      ].join("\n");
      writeFileSync(join(dir, "bias-gate.yml"), `${config}\n`);
      const run = await runDistCli(["plan", "--no-sequential", "--forecast", "0"], {
        cwd: dir,
        timeoutMs: 60_000,
      });
      expect(run.code, run.stderr).toBe(0);
      output = run.stdout;
    }, 90_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("says the contamination delta is decidable, with every fresh question asked", () => {
      const line = output.split("\n").find((l) => l.includes("text-to-SQL contamination delta"));
      const [, needed, planned] = line?.match(/at ≥ (\d+) questions per set .*\(planned (\d+)\)/) ?? [];
      expect(line).toContain("over 20 public and 26 fresh databases");
      expect(Number(planned)).toBeGreaterThanOrEqual(Number(needed));
      expect(line).not.toContain("too few");
    });
  });
});
