import { describe, expect, it } from "vitest";
import { parseConfigFile } from "../../src/config/config-file.js";
import { ConfigError, type ConfigProblem, formatConfigError } from "../../src/config/errors.js";

const FILE = "bias-gate.yml";

/** The problems `parseConfigFile` throws for `text`, as `line:column message | hint`. */
function problems(text: string): string[] {
  let caught: unknown;
  try {
    parseConfigFile(text, FILE);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigError);
  return (caught as ConfigError).problems.map(
    (p: ConfigProblem) => `${p.where?.line}:${p.where?.column} ${p.message} | ${p.hint}`,
  );
}

const SUITE = "suites:\n  - templates: t.csv\n";

describe("parseConfigFile", () => {
  it("accepts a valid file", () => {
    expect(parseConfigFile(`seed: 3\n${SUITE}`, FILE)).toMatchObject({ seed: 3, version: 1 });
  });

  it("locates an unknown top-level key at the key itself and suggests the nearest allowed key", () => {
    expect(problems(`version: 1\nseeed: 3\n${SUITE}`)).toEqual([
      "2:1 unknown key 'seeed' | did you mean 'seed'?",
    ]);
  });

  it("locates a nested typo at the misspelt key, not at the first key of its mapping", () => {
    const text = [
      "gate:",
      "  rule: confident",
      "  thresholds:",
      "    max-negation-gap: 0.2",
      "    max-bias-rat: 0.1",
      SUITE,
    ].join("\n");
    expect(problems(text)).toEqual([
      "5:5 unknown key 'max-bias-rat' in gate.thresholds | did you mean 'max-bias-rate'?",
    ]);
  });

  it("reports every schema problem at once, in file order, each at its own line and column", () => {
    const text = [
      "seeed: 3", // 1: unknown key
      "trials: many", // 2: wrong type, located at the value
      "gate:",
      "  rule: bogus", // 4: wrong value, located at the value
      "  thresholds:",
      "    max-bias-rat: 0.1", // 6: nested unknown key
      "suites:",
      "  - templates: t.csv",
      "    domian: domains", // 9: unknown key inside a suite (a union of suite kinds)
      "    per-template: 0", // 10: too small, in the same suite
    ].join("\n");
    const found = problems(text);
    expect(found.map((p) => p.split(" ")[0])).toEqual(["1:1", "2:9", "4:9", "6:5", "9:5", "10:19"]);
    expect(found[0]).toBe("1:1 unknown key 'seeed' | did you mean 'seed'?");
    expect(found[1]).toMatch(/^2:9 trials: expected a number, not "many"/);
    expect(found[2]).toMatch(/^4:9 gate\.rule: .*\| use one of: estimate, confident$/);
    expect(found[3]).toMatch(/did you mean 'max-bias-rate'\?$/);
    expect(found[4]).toBe("9:5 unknown key 'domian' in suites[0] | did you mean 'domains'?");
    expect(found[5]).toBe(
      "10:19 suites[0].per-template must be greater than 0, not 0 | suites[0].per-template takes a whole number in [1, 1000000]",
    );
  });

  it("picks the suite kind named by `kind` when suggesting keys inside a suite", () => {
    const text = [
      "suites:",
      "  - kind: coreference",
      "    pro: p.txt",
      "    anti: a.txt",
      "    male-occupations: m.txt",
      "    female-occupations: f.txt",
      "    atach: mention-order",
    ].join("\n");
    expect(problems(text)).toEqual(["7:5 unknown key 'atach' in suites[0] | did you mean 'attach'?"]);
  });

  it("names an unknown suite kind at its value, with the kinds there are", () => {
    expect(problems("suites:\n  - kind: coref\n    pro: p.txt\n")).toEqual([
      '2:11 suites[0].kind: unknown value "coref" | use one of: templates, coreference, contamination, text-to-sql, decisions',
    ]);
  });

  it("suggests a key written in snake_case or camelCase by its kebab-case name", () => {
    expect(problems(`per_template: 3\nsystemPrompt: hi\n${SUITE}`)).toEqual([
      "1:1 unknown key 'per_template' | did you mean 'per-template'?",
      "2:1 unknown key 'systemPrompt' | did you mean 'system-prompt'?",
    ]);
  });

  it("suggests a metric kind for a misspelt key of a mapping keyed by metric kind", () => {
    const [only] = problems(`gate:\n  baseline:\n    margins:\n      bias-rat: 0.1\n${SUITE}`);
    expect(only).toBe("4:7 unknown key 'bias-rat' in gate.baseline.margins | did you mean 'bias-rate'?");
  });

  it("names a suite missing its kind by the keys it has", () => {
    const text =
      "suites:\n  - pro: p.txt\n    anti: a.txt\n    male-occupations: m\n    female-occupations: f\n";
    expect(problems(text)).toEqual(["2:5 missing key 'kind' in suites[0] | add 'kind: coreference'"]);
  });

  it("says what a union accepts when the value fits none of its options", () => {
    expect(problems("suites:\n  - templates: 3\n")).toEqual([
      "2:16 suites[0].templates: expected a string or a list, not 3 | write a string or a list here; see the config reference, docs/configuration.md",
    ]);
  });

  it("lists the allowed keys when no key is close", () => {
    const [only] = problems(`cache:\n  zzzzzz: true\n${SUITE}`);
    expect(only).toBe("2:3 unknown key 'zzzzzz' in cache | the keys here are: enabled, dir");
  });

  it("reports a missing required key at the mapping that lacks it", () => {
    expect(problems("seed: 3\n")).toEqual([
      "1:1 missing key 'suites' | add 'suites:'; see the config reference, docs/configuration.md",
    ]);
  });

  it("reports every YAML syntax error with its position", () => {
    const found = problems("seed: 3\nsuites: [\n");
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(/^\d+:\d+ .+\| fix the YAML syntax at this position$/);
  });
});

describe("formatConfigError", () => {
  it("prints every problem on its own file:line:column line with its hint, paths relative to cwd", () => {
    const error = new ConfigError("first", "fix one", { file: "/w/bias-gate.yml", line: 1, column: 1 }, [
      { message: "second", hint: "fix two", where: { file: "/w/bias-gate.yml", line: 4, column: 3 } },
      { message: "third", hint: "fix three" },
    ]);
    expect(formatConfigError(error, "/w")).toBe(
      [
        "bias-gate.yml:1:1: error: first",
        "  hint: fix one",
        "bias-gate.yml:4:3: error: second",
        "  hint: fix two",
        "error: third",
        "  hint: fix three",
      ].join("\n"),
    );
  });

  it("keeps the single-problem form of every other ConfigError", () => {
    expect(formatConfigError(new ConfigError("unknown flag '--x'", "see --help"))).toBe(
      "error: unknown flag '--x'\n  hint: see --help",
    );
  });
});
