import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/config/cli-args.js";
import { ConfigError } from "../../src/config/errors.js";

function refusal(argv: string[]): string {
  try {
    parseCliArgs(argv);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${argv.join(" ")}`);
}

describe("parseCliArgs", () => {
  it("takes --format's values per command", () => {
    expect(parseCliArgs(["run", "--format", "json"]).flags.format).toBe("json");
    expect(parseCliArgs(["score", "--format=md"]).flags.format).toBe("md");
    expect(parseCliArgs(["sample", "--format", "table"]).flags.format).toBe("table");
    expect(refusal(["sample", "--format", "json"])).toBe("--format cannot be 'json' for sample");
    expect(refusal(["plan", "--format", "json"])).toBe(
      "--format applies to sample, run, score and merge, not plan",
    );
  });

  it("refuses a flag the command does not take, and suggests one it does for a typo", () => {
    expect(refusal(["lint", "--port", "1"])).toBe("--port applies to serve-sim, not lint");
    expect(refusal(["run", "--per_template", "3"])).toBe(
      "unknown flag '--per_template' for run: did you mean --per-template?",
    );
    // The suggestion is among the command's own flags: lint has no --per-template.
    expect(refusal(["lint", "--per-templat", "3"])).toBe("unknown flag '--per-templat' for lint");
    expect(refusal(["run", "--zzz"])).toBe("unknown flag '--zzz' for run");
  });

  it("keeps init's lists as written, for init to split and check", () => {
    const { flags } = parseCliArgs([
      "init",
      "--groups",
      "gender,age",
      "--workflows",
      "pr,schedule",
      "--dir",
      "x",
    ]);
    expect(flags).toEqual({ groups: "gender,age", workflows: "pr,schedule", dir: "x" });
  });

  it("takes seal's operand, and refuses operands elsewhere", () => {
    expect(parseCliArgs(["seal", "fresh", "--out", "f.sealed"]).flags).toEqual({
      positionals: ["fresh"],
      out: "f.sealed",
    });
    expect(refusal(["plan", "fresh"])).toBe("unexpected argument 'fresh' for plan: it takes only flags");
  });

  it("leaves an unknown command to the caller, checking flags against all commands", () => {
    expect(parseCliArgs(["nope", "--port", "1"]).command).toBe("nope");
  });
});
