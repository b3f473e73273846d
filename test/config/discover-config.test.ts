import { describe, expect, it } from "vitest";
import { CONFIG_FILE_NAMES, discoverConfigFile } from "../../src/config/discover-config.js";
import { ConfigError } from "../../src/config/errors.js";
import { type ConfigIO, resolveConfig, STARTER_NOTICE } from "../../src/config/resolve.js";

const CONFIG = "suites:\n  - name: mine\n    templates: t.csv\n";
const STARTER = "suites:\n  - name: starter\n    templates: templates/s.csv\n";

/** An in-memory file system rooted at /repo, with the starter config at /pkg, recording what went to stderr. */
function memoryIO(files: Record<string, string>): ConfigIO & { notices: string[] } {
  const all: Record<string, string> = { "/pkg/fixtures/starter/bias-gate.yml": STARTER, ...files };
  const notices: string[] = [];
  return {
    cwd: "/repo",
    readText: (path) => all[path],
    glob: () => [],
    defaultConfigPath: "/pkg/fixtures/starter/bias-gate.yml",
    stderr: (text) => notices.push(text),
    notices,
  };
}

describe("discoverConfigFile", () => {
  it.each(CONFIG_FILE_NAMES)("finds %s", (name) => {
    const io = memoryIO({ [`/repo/${name}`]: CONFIG });
    expect(discoverConfigFile("/repo", io.readText)).toBe(`/repo/${name}`);
  });

  it("finds nothing in a directory without one", () => {
    expect(discoverConfigFile("/repo", memoryIO({ "/repo/other.yml": CONFIG }).readText)).toBeUndefined();
  });

  it("refuses to choose between two, naming both and the fix", () => {
    const io = memoryIO({ "/repo/bias-gate.yml": CONFIG, "/repo/.bias-gate.yaml": CONFIG });
    expect(() => discoverConfigFile("/repo", io.readText)).toThrow(ConfigError);
    expect(() => discoverConfigFile("/repo", io.readText)).toThrow(
      "more than one config file in /repo: bias-gate.yml, .bias-gate.yaml",
    );
  });
});

describe("resolveConfig's choice of config file", () => {
  it("uses the working directory's bias-gate.yml when no config is named, with paths relative to it", () => {
    const io = memoryIO({ "/repo/bias-gate.yml": CONFIG });
    const config = resolveConfig({}, io);
    expect(config.configFile).toBe("/repo/bias-gate.yml");
    expect(config.suites.map((s) => [s.name, s.templates])).toEqual([["mine", ["/repo/t.csv"]]]);
    expect(config.starterSuite).toBeUndefined();
    expect(io.notices).toEqual([]);
  });

  it("marks the embedded starter suite, and says so once on stderr, only when there is no config here", () => {
    const io = memoryIO({});
    const config = resolveConfig({}, io);
    expect(config.configFile).toBe("/pkg/fixtures/starter/bias-gate.yml");
    expect(config.starterSuite).toBe(true);
    expect(config.suites.map((s) => s.name)).toEqual(["starter"]);
    expect(io.notices).toEqual([`${STARTER_NOTICE}\n`]);
  });

  it("prefers a named config, even the starter one, and never marks it", () => {
    const io = memoryIO({ "/repo/bias-gate.yml": CONFIG });
    const config = resolveConfig({ config: "/pkg/fixtures/starter/bias-gate.yml" }, io);
    expect(config.suites.map((s) => s.name)).toEqual(["starter"]);
    expect(config.starterSuite).toBeUndefined();
    expect(io.notices).toEqual([]);
  });

  it("reads no config file when --templates selects the templates", () => {
    const io = memoryIO({ "/repo/bias-gate.yml": CONFIG });
    const config = resolveConfig({ templates: ["x.csv"] }, io);
    expect(config.configFile).toBeUndefined();
    expect(config.starterSuite).toBeUndefined();
    expect(config.suites.map((s) => s.templates)).toEqual([["/repo/x.csv"]]);
  });
});
