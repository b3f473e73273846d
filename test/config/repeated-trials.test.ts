import { describe, expect, it } from "vitest";
import { repeatedTrialsWarning, resolveConfig } from "../../src/config/resolve.js";

const files: Record<string, string> = {
  "/repo/warm.yml": "trials: 3\nprovider:\n  temperature: 0.7\nsuites:\n  - templates: t.csv\n",
  "/repo/cold.yml": "trials: 3\nsuites:\n  - templates: t.csv\n",
};

function resolveWith(flags: Parameters<typeof resolveConfig>[0]): string {
  let stderr = "";
  resolveConfig(flags, {
    cwd: "/repo",
    readText: (path) => files[path],
    glob: () => [],
    defaultConfigPath: "/pkg/fixtures/starter/bias-gate.yml",
    stderr: (text) => {
      stderr += text;
    },
  });
  return stderr;
}

const WARNING =
  "warning: trials: 3 at temperature 0 repeats identical requests; they add cost, not information (raise provider.temperature or set trials: 1)\n";

describe("repeated trials at temperature 0", () => {
  it("warns on stderr when trials > 1 at an explicit or default temperature of 0", () => {
    expect(resolveWith({ config: "cold.yml" })).toBe(WARNING);
    expect(resolveWith({ config: "warm.yml", temperature: 0 })).toBe(WARNING);
  });

  it("says nothing for one trial or a temperature above 0", () => {
    expect(resolveWith({ config: "cold.yml", trials: 1 })).toBe("");
    expect(resolveWith({ config: "warm.yml" })).toBe("");
    expect(repeatedTrialsWarning(1, 0)).toBeUndefined();
    expect(repeatedTrialsWarning(2, 0.2)).toBeUndefined();
    expect(repeatedTrialsWarning(2, undefined)).toMatch(/^trials: 2 at temperature 0/);
  });
});
