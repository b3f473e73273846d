import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../action/node24.js";

describe("tests that run Node 24", () => {
  it("skip, saying why, where the Node 24 runtime is not installed (macOS, ARM)", () => {
    const testDir = join(repoRoot, "test");
    const files = readdirSync(testDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".test.ts"),
    );
    const runsNode24 = /\b(runAction|spawnNode24|node24Path)\(/;
    const unguarded = files.filter((file) => {
      const text = readFileSync(join(testDir, file), "utf8");
      return runsNode24.test(text) && !/skipIf\(!hasNode24\)\(\s*needsNode24\(/.test(text);
    });
    // Each such describe: `describe.skipIf(!hasNode24)(needsNode24("..."), ...)`, from test/action/node24.ts.
    expect(unguarded).toEqual([]);
  });
});
