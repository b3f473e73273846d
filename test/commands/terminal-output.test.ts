import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseResults, type Results } from "../../src/report/results.js";
import { renderTerminal, useColor } from "../../src/report/terminal.js";
import { cli, workspace } from "./helpers.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures");
const HIKERS = join(FIXTURES, "hikers-suite", "bias-gate.yml");
const ESC = "\x1b[";
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, "results", `${name}.json`), "utf8")) as Results;
const golden = (name: string) => readFileSync(join(FIXTURES, "golden", name), "utf8");

/** A terminal: stdout and stderr are TTYs; `env` replaces the environment (no NO_COLOR/FORCE_COLOR leaks in). */
const terminal = (env: Record<string, string> = {}) => ({ isTTY: true, progressMode: "tty" as const, env });
const run = (io: Parameters<typeof cli>[2], ...flags: string[]) =>
  // One fixed look: the summary's lines below are a fixed plan's (95% intervals).
  cli(
    ["run", "--config", HIKERS, "--no-cache", "--no-sequential", "--out", "out", ...flags],
    workspace({}),
    io,
  );

describe("renderTerminal", () => {
  it("prints the verdict, each failing and undecided check with value, interval, threshold and remedy, and where the report is", () => {
    expect(renderTerminal(fixture("fail"), { color: false, outDir: "bias-gate-out" })).toBe(
      golden("terminal-fail.txt"),
    );
  });

  it("is two lines and the report's place when everything passed", () => {
    const text = renderTerminal(fixture("pass"), { color: false, outDir: "bias-gate-out" });
    expect(text.split("\n")[0]).toBe("bias-gate: PASS");
    expect(text).toMatch(/^11 of 11 checks passed · model gpt-4o-mini-2024-07-18/m);
    expect(text).not.toMatch(/[✗?] /);
    expect(text).toMatch(/Full report: bias-gate-out\/report\.md \(also report\.html, results\.json\)\n$/);
  });

  it("has no Markdown or HTML in it", () => {
    const text = renderTerminal(fixture("fail"), { color: true, outDir: "out" });
    expect(text).not.toMatch(/<details>|<br>|\\_|&quot;|\*\*|^#+ /m);
  });

  it("colours with ANSI escapes only when asked", () => {
    const coloured = renderTerminal(fixture("fail"), { color: true, outDir: "out" });
    expect(coloured).toContain(`${ESC}1;31mFAIL${ESC}0m`);
    expect(renderTerminal(fixture("fail"), { color: false, outDir: "out" })).not.toContain(ESC);
    // Without the escapes, the coloured text is the plain one.
    expect(coloured.replace(/\x1b\[[0-9;]*m/g, "")).toBe(
      renderTerminal(fixture("fail"), { color: false, outDir: "out" }),
    );
  });

  it("says a simulator answered, and shows no control characters from outside text", () => {
    const results = fixture("fail");
    results.provenance.simulator = true;
    results.provenance.model = "evil\x1b[2Jmodel";
    const text = renderTerminal(results, { color: false, outDir: "out" });
    expect(text.split("\n")[0]).toBe("bias-gate: FAIL · simulator, not a real model");
    expect(text).not.toContain("\x1b");
    expect(text).toContain("evil\ufffd[2Jmodel");
  });
});

describe("useColor", () => {
  it("colours a terminal, not a pipe", () => {
    expect(useColor(true, {})).toBe(true);
    expect(useColor(false, {})).toBe(false);
  });

  it("turns colour off for any non-empty NO_COLOR, even with FORCE_COLOR", () => {
    expect(useColor(true, { NO_COLOR: "1" })).toBe(false);
    expect(useColor(true, { NO_COLOR: "0" })).toBe(false);
    expect(useColor(true, { NO_COLOR: "1", FORCE_COLOR: "1" })).toBe(false);
    expect(useColor(true, { NO_COLOR: "" })).toBe(true);
  });

  it("turns colour on with FORCE_COLOR even in a pipe, and off with FORCE_COLOR=0", () => {
    expect(useColor(false, { FORCE_COLOR: "1" })).toBe(true);
    expect(useColor(false, { FORCE_COLOR: "" })).toBe(true);
    expect(useColor(true, { FORCE_COLOR: "0" })).toBe(false);
  });
});

describe("bias-gate run's stdout", () => {
  it("on a terminal is a short coloured summary, not the Markdown report", async () => {
    const result = await run(terminal());
    expect(result.code, result.stderr).toBe(3);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines.length).toBeLessThan(25);
    expect(lines[0]).toBe(
      `bias-gate: ${ESC}1;33mINCONCLUSIVE${ESC}0m · ${ESC}33msimulator, not a real model${ESC}0m`,
    );
    expect(result.stdout).toMatch(/bias rate · hikers .* 0\.000 {2}95% CI 0\.000–0\.369 .* max 0\.10/);
    expect(result.stdout).toMatch(/Next:.* raise `per-template`/);
    expect(result.stdout).toContain(`Full report: ${ESC}36mout/report.md${ESC}0m`);
    expect(result.stdout).not.toMatch(/<details>|<br>|\\_|&quot;|### /);
    // The files are written as before.
    expect(result.stderr).not.toMatch(/^wrote /m);
  });

  it("on a terminal with NO_COLOR is the same summary without escapes", async () => {
    const result = await run(terminal({ NO_COLOR: "1" }));
    expect(result.stdout).not.toContain("\x1b");
    expect(result.stdout.split("\n")[0]).toBe("bias-gate: INCONCLUSIVE · simulator, not a real model");
  });

  it("outside a terminal is today's Markdown report, without colour (CI logs and pipes)", async () => {
    const result = await run({});
    expect(result.stdout).toMatch(/^\*\*bias-gate: INCONCLUSIVE\*\*/);
    expect(result.stdout).toContain("### Checks");
    expect(result.stdout).not.toContain("\x1b");
    expect(result.stderr).toMatch(/^wrote .*results\.json and report\.md$/m);
  });

  it("--format md on a terminal is the Markdown report; --format text in a pipe is the summary", async () => {
    expect((await run(terminal(), "--format", "md")).stdout).toContain("### Checks");
    const text = await run({}, "--format", "text");
    expect(text.stdout).toMatch(/^bias-gate: INCONCLUSIVE · simulator, not a real model\n/);
    expect(text.stdout).not.toContain("\x1b");
  });

  it("--format json is results.json and nothing else, on a terminal too", async () => {
    const dir = workspace({});
    const result = await cli(
      ["run", "--config", HIKERS, "--no-cache", "--out", "out", "--format", "json"],
      dir,
      terminal(),
    );
    const results = parseResults(result.stdout, "stdout");
    expect(results.verdict.status).toBe("inconclusive");
    expect(result.stdout).toBe(readFileSync(join(dir, "out", "results.json"), "utf8"));
  });

  it("score takes --format too", async () => {
    const dir = workspace({});
    const recorded = await cli(
      ["run", "--config", HIKERS, "--no-cache", "--out", "a", "--record", "answers.jsonl"],
      dir,
    );
    expect(recorded.code, recorded.stderr).toBe(3);
    const scored = await cli(
      ["score", "--config", HIKERS, "--responses", "answers.jsonl", "--out", "b", "--format", "json"],
      dir,
    );
    expect(parseResults(scored.stdout, "stdout").verdict.status).toBe("inconclusive");
  });
});
