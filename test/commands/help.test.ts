import { describe, expect, it } from "vitest";
import { COMMAND_NAMES } from "../../src/config/cli-commands.js";
import { FLAGS, flagsFor } from "../../src/config/cli-flags.js";
import { EXIT } from "../../src/config/exit-codes.js";
import { runDistCli } from "./dist-cli.js";
import { cli } from "./helpers.js";

const GATE_FLAGS = ["--max-bias-rate", "--baseline", "--rule", "--min-usable", "--refusals", "--format"];

/** The flag names a help text lists, one per flag line. */
function listed(help: string): string[] {
  const flags = help.split("\nFlags:\n")[1]?.split("\n\n")[0] ?? "";
  return [...flags.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1] as string);
}

describe("bias-gate --help", () => {
  it("lists every command with one line each", async () => {
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    for (const command of COMMAND_NAMES) expect(help.stdout).toMatch(new RegExp(`^ {2}${command} +\\w`, "m"));
    expect(help.stdout).not.toMatch(/--max-bias-rate/);
  });
});

describe("the exit codes help lists", () => {
  /** The `Exit codes:` block of a help text: code → its line. */
  const listedCodes = (help: string) =>
    [...(help.split("\nExit codes:\n")[1]?.split("\n\n")[0] ?? "").matchAll(/^ {2}(\d+) {2}\S/gm)].map((m) =>
      Number(m[1]),
    );
  const every = [...new Set(Object.values(EXIT))].sort();

  it("lists every code of the exit-code table in the built CLI's --help, 4 (endpoint failed) included", async () => {
    const help = await runDistCli(["--help"], { cwd: process.cwd() });
    expect(help.code).toBe(0);
    expect(listedCodes(help.stdout)).toEqual(every);
    expect(help.stdout).toMatch(/^ {2}4 {2}.*endpoint failed/m);
  });

  it("lists them in the help of each command whose exit code is a verdict", async () => {
    for (const command of ["run", "score", "merge"]) {
      expect(listedCodes((await cli([command, "--help"])).stdout)).toEqual(every);
    }
  });
});

describe("bias-gate <command> --help", () => {
  it("lists only the flags lint takes: no gate, query or output flags", async () => {
    const help = await cli(["lint", "--help"]);
    expect(help.code).toBe(0);
    expect(listed(help.stdout)).toEqual([
      "--config",
      "--templates",
      "--domains",
      "--negation-pairing",
      "--strict",
      "--help",
    ]);
    for (const flag of [...GATE_FLAGS, "--port", "--base-url", "--out"])
      expect(help.stdout).not.toContain(flag);
    expect(help.stdout).toMatch(/^Examples:\n {2}bias-gate lint/m);
  });

  it("lists --port for serve-sim", async () => {
    const help = await cli(["serve-sim", "--help"]);
    expect(help.stdout).toMatch(/^ {2}--port N +port to listen on/m);
    expect(help.stdout).not.toContain("--max-bias-rate");
  });

  it("shows seal's operand and its flags", async () => {
    const help = (await cli(["seal", "--help"])).stdout;
    expect(help).toMatch(/^Usage: bias-gate seal <dir> \[flags\]$/m);
    expect(listed(help)).toEqual(["--out", "--key-env", "--help"]);
  });

  it("shows init's flags", async () => {
    expect(listed((await cli(["init", "--help"])).stdout)).toEqual([
      "--groups",
      "--decisions",
      "--dir",
      "--workflows",
      "--help",
    ]);
  });

  it("shows each command's own values for --format", async () => {
    expect((await cli(["run", "--help"])).stdout).toMatch(/^ {2}--format text\|md\|json +stdout: /m);
    expect((await cli(["sample", "--help"])).stdout).toMatch(/^ {2}--format jsonl\|table +/m);
  });

  it("is the same as `bias-gate help <command>` and `-h`", async () => {
    const help = (await cli(["run", "--help"])).stdout;
    expect((await cli(["help", "run"])).stdout).toBe(help);
    expect((await cli(["run", "-h"])).stdout).toBe(help);
    // Help wins over flags the command would refuse.
    expect((await cli(["run", "--port", "1", "--help"])).stdout).toBe(help);
  });

  it("lists, for every command, exactly the flags it accepts, each with a description and 1–3 examples", async () => {
    for (const command of COMMAND_NAMES) {
      const help = (await cli([command, "--help"])).stdout;
      expect(listed(help)).toEqual(flagsFor(command).map(([name]) => name));
      // Every flag has its description, beside it or on the next line when the flag is long.
      const lines = help.split("\nFlags:\n")[1]?.split("\n\n")[0]?.split("\n") ?? [];
      lines.forEach((line, i) => {
        if (!line.startsWith("  -")) return;
        const beside = /^ {2}\S+(?: \S+)? {2,}\S/.test(line);
        expect(beside || /^ {4,}\S/.test(lines[i + 1] ?? ""), line).toBe(true);
      });
      const examples = help.split("\nExamples:\n")[1]?.trim().split("\n") ?? [];
      expect(examples.length, command).toBeGreaterThanOrEqual(1);
      expect(examples.length, command).toBeLessThanOrEqual(3);
    }
  });

  it("names the nearest command for an unknown one", async () => {
    const help = await cli(["help", "rnu"]);
    expect(help.code).toBe(2);
    expect(help.stderr).toMatch(/^error: unknown command 'rnu': did you mean run\?$/m);
  });
});

describe("flags a command does not take", () => {
  it("rejects a real flag given to the wrong command, naming the commands it applies to (exit 2)", async () => {
    const result = await cli(["lint", "--port", "8080"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: --port applies to serve-sim, not lint$/m);
    expect(result.stderr).toMatch(/hint: `bias-gate lint --help` lists lint's flags/);
  });

  it("rejects a gate flag on lint, naming run, score and merge", async () => {
    const result = await cli(["lint", "--baseline", "results.json"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: --baseline applies to run, score and merge, not lint$/m);
  });

  it("suggests the nearest flag for a typo (exit 2)", async () => {
    const result = await cli(["sample", "--per-templat", "3"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^error: unknown flag '--per-templat' for sample: did you mean --per-template\?$/m,
    );
    const camel = await cli(["run", "--maxBiasRate", "0.1"]);
    expect(camel.stderr).toMatch(/did you mean --max-bias-rate\?/);
  });

  it("checks --format's values per command", async () => {
    const run = await cli(["run", "--format", "table"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: --format cannot be 'table' for run$/m);
    expect(run.stderr).toMatch(/hint: use one of: text, md, json/);
    const sample = await cli(["sample", "--format", "json"]);
    expect(sample.code).toBe(2);
    expect(sample.stderr).toMatch(/hint: use one of: jsonl, table/);
  });

  it("rejects an operand a command does not take", async () => {
    const result = await cli(["lint", "templates.csv"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: unexpected argument 'templates\.csv' for lint/m);
  });

  it("every flag applies to at least one command and has help for each of them", () => {
    for (const [name, spec] of Object.entries(FLAGS)) {
      expect(spec.commands.length, name).toBeGreaterThan(0);
      for (const command of spec.commands) {
        const help = typeof spec.help === "string" ? spec.help : spec.help[command];
        expect(help, `${name} for ${command}`).toBeTruthy();
      }
    }
  });
});
