/**
 * The Action with a response cache on a full disk (dist/index.js under Node 24, a real tmpfs): answers that could
 * not be kept fail a job that would pass, as the CLI exits 3, and the summary and outputs are still written.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hasStackTrace } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";
import { mountTinyDisk, tinyDiskProblem, unmountTinyDisk } from "../commands/tiny-disk.js";
import { hasNode24, needsNode24, runAction } from "./node24.js";

// These run the committed bundle: rebuild dist/ (`npm run build`) after changing src/.
const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");
const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };

const cannotMount = hasNode24 ? tinyDiskProblem() : undefined;
const mounted: string[] = [];
afterAll(() => {
  for (const dir of mounted) unmountTinyDisk(dir);
});

const TITLE = "the Action with a full cache disk (dist/index.js under Node 24)";
describe.skipIf(!hasNode24)(needsNode24(TITLE), () => {
  const title = "on a real tmpfs";
  describe.skipIf(cannotMount !== undefined)(
    cannotMount ? `${title} [skipped: ${cannotMount}]` : title,
    () => {
      it("fails a passing job, naming the cache and 'disk full', and still writes the summary and outputs", async () => {
        const cwd = workspace({});
        const cacheDir = join(cwd, "cache");
        expect(mountTinyDisk(cacheDir, "16k")).toBeUndefined();
        mounted.push(cacheDir);
        const config = [
          "version: 1",
          "seed: 2026",
          "per-template: 20",
          'question: "Q: {statement} Yes or No?"',
          "cache:",
          `  dir: ${cacheDir}`,
          "suites:",
          "  - name: gender",
          `    templates: ${STARTER}/templates/gender.templates.csv`,
          `    domains: ${STARTER}/domains`,
          "",
        ].join("\n");
        writeFileSync(join(cwd, "bias-gate.yml"), config);
        const run = await runAction({
          cwd,
          inputs: { config: "bias-gate.yml", cache: "true", "fail-on": "fail" },
          eventName: "workflow_dispatch",
          eventPayload: { inputs: {}, ref: "refs/heads/main", repository },
          timeoutMs: 60_000,
        });
        const output = `${run.stdout}\n${run.stderr}`;
        expect(hasStackTrace(output), output).toBe(false);
        expect(run.outputs.verdict, output).toBe("pass");
        expect(run.summary).toMatch(/bias-gate/);
        expect(run.stdout).toMatch(
          /::error::bias-gate: pass, but \d+ of \d+ answers could not be kept in the cache .*disk full/,
        );
        expect(run.code, output).toBe(1);
        rmSync(join(cwd, "bias-gate.yml"));
      }, 90_000);
    },
  );
});
