import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/config/cli-args.js";
import { resolveConfig } from "../../src/config/resolve.js";

const files: Record<string, string> = {
  "/repo/sub/bias-gate.yml": [
    "version: 1",
    "seed: 11",
    "per-template: 4",
    "provider:",
    "  simulator-profile: slow.yaml",
    "  temperature: 0.5",
    "budget: { max-requests: 100 }",
    "suites:",
    "  - templates: t.csv",
    "    domains: d",
  ].join("\n"),
  "/repo/sub/deadline.yml": "deadline-minutes: 0.02\nsuites:\n  - templates: t.csv\n",
  "/repo/sub/no-time.yml": "deadline-minutes: 0\nsuites:\n  - templates: t.csv\n",
  "/repo/sub/openai.yml":
    "suites:\n  - templates: t.csv\nprovider:\n  base-url: https://api.example.test/v1\n",
  "/repo/sub/loose.yml": "replay-loose: true\nsuites:\n  - templates: t.csv\n",
  "/repo/sub/userinfo.yml":
    "suites:\n  - templates: t.csv\nprovider:\n  base-url: https://me:pw-SECRET@api.example.test/v1\n  model: m\n",
};

const io = {
  cwd: "/repo",
  readText: (path: string) => files[path],
  glob: () => [],
  defaultConfigPath: "/pkg/fixtures/starter/bias-gate.yml",
};

describe("resolveConfig", () => {
  it("resolves config paths, the cache and a profile file against the right directories", () => {
    const config = resolveConfig({ config: "sub/bias-gate.yml" }, io);
    expect(config.suites[0]).toMatchObject({
      templates: ["/repo/sub/t.csv"],
      domainsDir: "/repo/sub/d",
      perTemplate: 4,
    });
    expect(config.provider.endpoint).toEqual({ kind: "simulator", profile: "/repo/sub/slow.yaml" });
    expect(config.cache.dir).toBe("/repo/.bias-gate/cache");
    expect(config.seed).toBe("11");
    expect(config.budget).toEqual({ maxRequests: 100 });
  });

  it("lets flags override the file, resolving flag paths against the working directory", () => {
    const config = resolveConfig(
      {
        config: "sub/bias-gate.yml",
        profile: "mine.yaml",
        temperature: 0,
        perTemplate: 9,
        maxRequests: 5,
        noCache: true,
      },
      io,
    );
    expect(config.provider.endpoint).toEqual({ kind: "simulator", profile: "/repo/mine.yaml" });
    expect(config.provider.temperature).toBe(0);
    expect(config.suites[0]!.perTemplate).toBe(9);
    expect(config.budget.maxRequests).toBe(5);
    expect(config.cache.enabled).toBe(false);
  });

  it("keeps built-in profile names as names", () => {
    expect(resolveConfig({ config: "sub/bias-gate.yml", profile: "biased" }, io).provider.endpoint).toEqual({
      kind: "simulator",
      profile: "biased",
    });
  });

  it("asks for a model when a real endpoint is configured", () => {
    expect(() => resolveConfig({ config: "sub/openai.yml" }, io)).toThrow(/no model is configured/);
    const config = resolveConfig({ config: "sub/openai.yml", model: "gpt-4o-mini" }, io);
    expect(config.provider.endpoint).toEqual({
      kind: "openai-compatible",
      baseUrl: "https://api.example.test/v1",
      apiKeyEnv: "OPENAI_API_KEY",
    });
  });

  it("drops the max_tokens default when max_completion_tokens is configured", () => {
    const config = resolveConfig({ config: "sub/bias-gate.yml", maxCompletionTokens: 64 }, io);
    expect(config.provider.maxCompletionTokens).toBe(64);
    expect(config.provider.maxTokens).toBeUndefined();
  });

  it("selects replay when recordings are given", () => {
    const config = resolveConfig({ config: "sub/bias-gate.yml", replay: ["a.jsonl"] }, io);
    expect(config.provider.endpoint).toEqual({
      kind: "replay",
      recordings: ["/repo/a.jsonl"],
      apesPredictions: [],
    });
  });

  it("replays loosely with --replay-loose or replay-loose: true in the config", () => {
    const flag = resolveConfig({ config: "sub/bias-gate.yml", replay: ["a.jsonl"], replayLoose: true }, io);
    expect(flag.provider.endpoint).toMatchObject({ kind: "replay", loose: true });
    const file = resolveConfig({ config: "sub/loose.yml", replay: ["a.jsonl"] }, io);
    expect(file.provider.endpoint).toMatchObject({ kind: "replay", loose: true });
  });

  it("refuses a base URL with a user and password at the config's file, without showing them", () => {
    let error: unknown;
    try {
      resolveConfig({ config: "sub/userinfo.yml" }, io);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      message:
        "base URL 'https://[redacted]@api.example.test/v1' carries credentials before its host (user:password@)",
      where: { file: "/repo/sub/userinfo.yml" },
    });
    expect((error as { hint: string }).hint).toMatch(
      /remove them from provider\.base-url: .*provider\.headers/,
    );
  });
});

describe("the run's deadline", () => {
  it("defaults to 30 minutes, in ms", () => {
    expect(resolveConfig({ config: "sub/bias-gate.yml" }, io).deadlineMs).toBe(30 * 60_000);
  });

  it("takes deadline-minutes from the file, fractions included, and --deadline-minutes over it", () => {
    expect(resolveConfig({ config: "sub/deadline.yml" }, io).deadlineMs).toBe(1_200);
    const { flags } = parseCliArgs(["run", "--config", "sub/deadline.yml", "--deadline-minutes", "0.5"]);
    expect(resolveConfig(flags, io).deadlineMs).toBe(30_000);
  });

  it("rejects a deadline of 0, naming the flag or the key", () => {
    expect(() => resolveConfig({ config: "sub/bias-gate.yml", deadlineMinutes: 0 }, io)).toThrow(
      /--deadline-minutes must be greater than 0, not 0/,
    );
    expect(() => resolveConfig({ config: "sub/no-time.yml" }, io)).toThrow(/deadline-minutes/);
  });
});
