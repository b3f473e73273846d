import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

/**
 * Config errors through the bundled CLI (`node dist/cli/index.js`, rebuilt with `npm run build`): every problem
 * at once, each at its own `file:line:column`, exit 2, never a stack trace.
 */
const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");
const starter = (path: string) => readFileSync(resolve(STARTER, path), "utf8");

/** A workspace with the starter's gender templates and domains, and `config` as bias-gate.yml. */
function suiteDir(config: string): string {
  return workspace({
    "bias-gate.yml": config,
    "templates/gender.templates.csv": starter("templates/gender.templates.csv"),
    "templates/age.templates.csv": starter("templates/age.templates.csv"),
    ...Object.fromEntries(
      ["age", "gender", "skill", "tool", "trait"].map((d) => [
        `domains/${d}.txt`,
        starter(`domains/${d}.txt`),
      ]),
    ),
  });
}

const SCHEMA_ERRORS = [
  "version: 1",
  "seeed: 3", // 2: unknown top-level key
  "trials: many", // 3: wrong type
  "gate:",
  "  rule: confident",
  "  thresholds:",
  "    max-negation-gap: 0.2",
  "    max-bias-rat: 0.1", // 8: nested unknown key, not its mapping's first key
  "suites:",
  "  - name: gender",
  "    templates: templates/gender.templates.csv",
  "    domians: domains", // 12: unknown key inside a suite
  "",
].join("\n");

describe("config errors (dist CLI)", () => {
  it.each([["lint"], ["run", "--config", "bias-gate.yml"]])(
    "%s reports every schema problem at its own line and column, with did-you-mean, exit 2",
    async (...argv) => {
      const result = await runDistCli(argv, { cwd: suiteDir(SCHEMA_ERRORS) });
      expect(result.code, result.stderr).toBe(2);
      const errors = result.stderr.split("\n").filter((line) => / error: /.test(line));
      expect(errors).toEqual([
        "bias-gate.yml:2:1: error: unknown key 'seeed'",
        'bias-gate.yml:3:9: error: trials: expected a number, not "many"',
        "bias-gate.yml:8:5: error: unknown key 'max-bias-rat' in gate.thresholds",
        "bias-gate.yml:12:5: error: unknown key 'domians' in suites[0]",
      ]);
      expect(result.stderr).toContain("hint: did you mean 'seed'?");
      expect(result.stderr).toContain("hint: did you mean 'max-bias-rate'?");
      expect(result.stderr).toContain("hint: did you mean 'domains'?");
      expect(hasStackTrace(result.stdout + result.stderr)).toBe(false);
    },
    60_000,
  );

  it("reports a misspelt domains directory once, at the config's domains: key", async () => {
    const config = [
      "suites:",
      "  - name: gender",
      "    templates: templates/gender.templates.csv",
      "    domains: domian",
      "",
    ].join("\n");
    const result = await runDistCli(["lint"], { cwd: suiteDir(config) });
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(2);
    const errors = output.split("\n").filter((line) => / error: /.test(line));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^bias-gate\.yml:4:5: error: .*domian/);
    expect(output).toMatch(/hint: .*domains:/);
    expect(output).not.toContain("unknown domain");
    expect(hasStackTrace(output)).toBe(false);
  }, 60_000);

  it("reports a misspelt --domains directory once for all the suites that use it", async () => {
    const config = [
      "suites:",
      "  - name: gender",
      "    templates: templates/gender.templates.csv",
      "  - name: age",
      "    templates: templates/age.templates.csv",
      "",
    ].join("\n");
    const result = await runDistCli(["run", "--config", "bias-gate.yml", "--domains", "domian"], {
      cwd: suiteDir(config),
    });
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(2);
    const errors = output.split("\n").filter((line) => / error: /.test(line));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/error: .*domian/);
    expect(output).toMatch(/hint: .*--domains/);
    expect(output).not.toContain("unknown domain");
    expect(hasStackTrace(output)).toBe(false);
  }, 60_000);
});
