import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { ContaminationSuite } from "../../src/config/config.js";
import { loadContaminationSuite } from "../../src/contamination/suite.js";
import { runDistCli } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";

const REPO = resolve(import.meta.dirname, "../..");
const STAND_IN = join(REPO, "fixtures/text-to-sql/stand-in-public");
const io = { readText: (p: string) => (existsSync(p) ? readFileSync(p, "utf8") : undefined) };

function suite(databases: ContaminationSuite["databases"]): ContaminationSuite {
  return {
    name: "schemas",
    kind: "contamination",
    reference: [join(STAND_IN, "tables.json")],
    fresh: [join(REPO, "fixtures/text-to-sql/fresh/animal_shelter.sql")],
    maskShare: 0.25,
    covers: [],
    ...(databases ? { databases } : {}),
  };
}

const all = loadContaminationSuite(suite(undefined), io);
const allIds = all.sets.reference.schemas.map((s) => s.database);
const devIds = [
  ...new Set(
    (JSON.parse(readFileSync(join(STAND_IN, "dev.json"), "utf8")) as { db_id: string }[]).map((q) => q.db_id),
  ),
];

describe("a contamination suite's databases: filter", () => {
  it("keeps only the listed reference databases and counts both sides", () => {
    const two = allIds.slice(0, 2);
    const loaded = loadContaminationSuite(suite(two), io);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.sets.reference.schemas.map((s) => s.database)).toEqual(two);
    expect(loaded.databases).toEqual({
      reference: 2,
      fresh: 1,
      referenceBeforeFilter: allIds.length,
      filter: "a list of 2 db_ids",
    });
  });

  it("takes the db_ids of a Spider split file (dev.json)", () => {
    const loaded = loadContaminationSuite(suite({ splitFile: join(STAND_IN, "dev.json") }), io);
    expect(loaded.diagnostics).toEqual([]);
    expect(new Set(loaded.sets.reference.schemas.map((s) => s.database))).toEqual(new Set(devIds));
    expect(loaded.databases.filter).toBe("the db_ids of dev.json");
  });

  it("names an unknown id with the nearest known one", () => {
    const typo = `${allIds[0]}x`;
    const loaded = loadContaminationSuite(suite([allIds[0] as string, typo]), io);
    const error = loaded.diagnostics.find((d) => d.severity === "error");
    expect(error?.message).toContain(`unknown database ${typo}`);
    expect(error?.message).toContain(`did you mean ${allIds[0]}?`);
  });

  it("an unknown id stops lint with exit 2 (dist CLI)", async () => {
    const dir = workspace({
      "bias-gate.yml": [
        "version: 1",
        "suites:",
        "  - name: schemas",
        "    kind: contamination",
        `    reference: ${join(STAND_IN, "tables.json")}`,
        `    fresh: ${join(REPO, "fixtures/text-to-sql/fresh/animal_shelter.sql")}`,
        `    databases: [${allIds[0]}, ${allIds[0]}x]`,
        "",
      ].join("\n"),
    });
    const run = await runDistCli(["lint"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toContain(`unknown database ${allIds[0]}x`);
    expect(run.stdout + run.stderr).toContain(`did you mean ${allIds[0]}?`);
  });
});
