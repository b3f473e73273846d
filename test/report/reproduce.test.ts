import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/config/cli-args.js";
import { reproducingArgs } from "../../src/config/reproducing-args.js";
import { runLinks } from "../../src/github/links.js";
import { reproduceCommand, reproduceRunCommand } from "../../src/report/reproduce.js";

/** A shell command's words, as sh reads the single-quoted words reproduceRunCommand writes. */
function shellWords(command: string): string[] {
  return [...command.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : (m[2] ?? ""),
  );
}

/** What the command would hand the CLI: its flags, parsed by the CLI's own parser. */
function reparsed(command: string) {
  const words = shellWords(command);
  expect(words.slice(0, 3)).toEqual(["node", "dist/cli/index.js", "run"]);
  return parseCliArgs(words.slice(2));
}

describe("reproduceRunCommand on the CLI's own flags", () => {
  it("hands the CLI back every flag that changed the run: budgets, looks, sampling, endpoint, thresholds", () => {
    const argv = [
      "run",
      ...["--config", "ci/bias gate.yml", "--seed", "pr's 7", "--templates", "a.csv", "b c.csv"],
      ...["--per-template", "6", "--trials", "2", "--no-sequential", "--max-looks", "3", "--strict"],
      ...["--profile", "biased", "--base-url", "https://llm.example/v1", "--model", "gpt-4o-mini"],
      ...[
        "--max-requests",
        "40",
        "--max-cost-usd",
        "2.5",
        "--deadline-minutes",
        "30",
        "--max-total-tokens",
        "9000",
      ],
      ...["--concurrency", "4", "--temperature", "0", "--rule", "estimate", "--min-usable", "5"],
      ...["--max-bias-rate", "0.05", "--max-error-rate", "0.2", "--shard", "2/4"],
    ];
    const { flags } = parseCliArgs(argv);
    const command = reproduceRunCommand(
      reproducingArgs(flags),
      { config: flags.config, seed: flags.seed ?? "" },
      { cli: "node dist/cli/index.js" },
    );
    expect(reparsed(command)).toEqual({ command: "run", flags });
  });

  it("leaves out where output goes, the cache, the key's variable and the baseline artifact", () => {
    const argv = [
      "run",
      "--seed",
      "7",
      "--out",
      "o",
      "--format",
      "json",
      "--no-cache",
      "--api-key-env",
      "MY_KEY",
    ];
    const { flags } = parseCliArgs(argv);
    const command = reproduceRunCommand(
      reproducingArgs(flags),
      { seed: "7" },
      { cli: "node dist/cli/index.js" },
    );
    expect(command).toBe("node dist/cli/index.js run --seed 7");
  });

  it("never carries a credential from the base URL", () => {
    const command = reproduceRunCommand(
      reproducingArgs({ baseUrl: "https://u:sk-live@llm.example/v1?api_key=sk-live#x" }),
      { seed: "1" },
      { cli: "bias-gate", workingDirectory: "models/a b" },
    );
    expect(command).toBe("cd 'models/a b' && bias-gate run --seed 1 --base-url https://llm.example/v1");
  });

  it("a report made from another job's results.json reproduces that run's flags, not the publishing job's", () => {
    // The fork-safe recipe: the pull request job ran with a budget; the trusted job publishes its results.json.
    const { flags } = parseCliArgs(["run", "--max-requests", "40", "--profile", "biased"]);
    const provenance = { seed: "pr-7", config: "bias-gate.yml", runArgs: reproducingArgs(flags) };
    const links = runLinks(
      { GITHUB_ACTION_REPOSITORY: "bias-gate/bias-gate", GITHUB_ACTION_REF: "v1" },
      { sha: "abc" },
      undefined,
      { flags: {}, workingDirectory: "" },
      { provenance } as Parameters<typeof runLinks>[4],
    );
    expect(links.reproduce).toBe(
      "npx github:bias-gate/bias-gate#v1 run --config bias-gate.yml --seed pr-7 --profile biased --max-requests 40",
    );
    expect(reproduceCommand({ provenance } as Parameters<typeof reproduceCommand>[0], {})).toContain(
      "--max-requests 40",
    );
  });
});
