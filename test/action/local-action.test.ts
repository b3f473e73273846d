import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type ActionRun, distEntry, hasNode24, needsNode24, runAction } from "./node24.js";

/**
 * `@github/local-action` (`npx @github/local-action run . src/index.ts .env`) imports the Action's entry and calls
 * the `run()` it exports, with the inputs of a .env file. This harness does the same to the committed bundle under
 * Node 24, without the network or the tool itself: import dist/index.js, check that importing it ran nothing,
 * call its `run()`, and count the outputs it wrote (once, not twice).
 */
const HARNESS = `
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const entry = await import(pathToFileURL(process.env.HARNESS_ENTRY).href);
const outputs = () => readFileSync(process.env.GITHUB_OUTPUT, "utf8");
console.log("harness: run is " + typeof entry.run + "; output bytes after import: " + outputs().length);
await entry.run();
console.log("harness: verdict outputs written: " + outputs().split("\\n").filter((l) => l.startsWith("verdict<<")).length);
`;

let run: ActionRun;

describe.skipIf(!hasNode24)(needsNode24("the bundle as @github/local-action runs it"), () => {
  beforeAll(async () => {
    const harnessDir = mkdtempSync(join(tmpdir(), "bias-gate-local-action-"));
    const harness = join(harnessDir, "harness.mjs");
    writeFileSync(harness, HARNESS);
    // The hikers suite (8 prompts): this is about the entry, not the gate, so the run is as small as one gets.
    const cwd = mkdtempSync(join(tmpdir(), "bias-gate-ws-"));
    cpSync(resolve(import.meta.dirname, "../fixtures/hikers-suite"), cwd, { recursive: true });
    run = await runAction({
      cwd,
      inputs: { cache: "false", sequential: "false", "upload-report": "false" },
      eventName: "push",
      eventPayload: {
        ref: "refs/heads/main",
        repository: { full_name: "octo/demo", name: "demo", owner: { login: "octo" } },
      },
      env: { HARNESS_ENTRY: distEntry },
      script: harness,
      timeoutMs: 90_000,
    });
  }, 120_000);

  it("exports run() and does not run the Action on import", () => {
    expect(run.stdout).toContain("harness: run is function; output bytes after import: 0");
  });

  it("runs the Action once when the harness calls run(): one verdict, the outputs set", () => {
    expect(run.stdout).toContain("harness: verdict outputs written: 1");
    expect(run.outputs.verdict).toMatch(/^(pass|fail|inconclusive)$/);
    expect(run.outputs["results-path"]).toMatch(/results\.json$/);
  });
});
