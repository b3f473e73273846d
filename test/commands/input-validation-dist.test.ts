/**
 * One validation for every input path (dist CLI): a number means the same and is refused the same whether it comes
 * from a flag or from bias-gate.yml; hostile or unsupported YAML, empty input files and header values that would
 * split a request are exit 2 naming the file, line or header, before any request.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ChatServer, startChatServer } from "./chat-server.js";
import { type DistRun, hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

// These run the committed CLI bundle: rebuild dist/ (`npm run build`) after changing src/.

const SUITE = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
};
const SELECT = ["--templates", "t.csv", "--domains", "d", "--per-template", "2"];

const configWith = (extra: string) =>
  `version: 1\nper-template: 2\n${extra}suites:\n  - name: hikers\n    templates: t.csv\n    domains: d\n`;

/** Exit 2, one `error:` line matching `error` and a `hint:` matching `hint`, no stack trace, nothing sent. */
function expectInputError(run: DistRun, error: RegExp, hint: RegExp): void {
  const output = `${run.stdout}\n${run.stderr}`;
  expect(hasStackTrace(output), output).toBe(false);
  expect(run.code, output).toBe(2);
  expect(run.stderr).toMatch(error);
  expect(run.stderr).toMatch(hint);
  expect(run.stderr.match(/error: /g), run.stderr).toHaveLength(1);
  expect(output).not.toMatch(/querying|simulator closed/);
}

describe("a number is checked the same from a flag and from bias-gate.yml (dist CLI)", () => {
  it.each([
    { value: "10", written: "0.10" },
    { value: "1.5", written: "0.015" },
  ])("--max-bias-rate $value is refused as a percentage, suggesting $written", async ({ value, written }) => {
    const run = await runDistCli(["run", ...SELECT, "--max-bias-rate", value], { cwd: workspace(SUITE) });
    expectInputError(
      run,
      new RegExp(
        `^error: --max-bias-rate must be at most 1, not ${value}: .*looks like a percentage: write ${written}`,
        "m",
      ),
      /hint: --max-bias-rate takes a number in \[0, 1\]/,
    );
  });

  it("gate.thresholds.max-bias-rate: 10 in bias-gate.yml says the same, at its line", async () => {
    const dir = workspace({
      ...SUITE,
      "bias-gate.yml": configWith("gate:\n  thresholds:\n    max-bias-rate: 10\n"),
    });
    const run = await runDistCli(["run", "--config", "bias-gate.yml"], { cwd: dir });
    expectInputError(
      run,
      /^bias-gate\.yml:5:20: error: gate\.thresholds\.max-bias-rate must be at most 1, not 10: 10 looks like a percentage: write 0\.10/m,
      /hint: gate\.thresholds\.max-bias-rate takes a number in \[0, 1\]/,
    );
  });

  it.each([
    {
      argv: ["run", ...SELECT, "--max-bias-rate", "-1"],
      flag: "--max-bias-rate",
      said: "at least 0, not -1",
    },
    {
      argv: ["plan", "--forecast", "0", "--templates", "t.csv", "--domains", "d", "--per-template", "-1"],
      flag: "--per-template",
      said: "greater than 0, not -1",
    },
    {
      argv: ["run", ...SELECT, "--deadline-minutes", "-3"],
      flag: "--deadline-minutes",
      said: "greater than 0, not -3",
    },
    {
      argv: ["run", ...SELECT, "--timeout-seconds", "0"],
      flag: "--timeout-seconds",
      said: "greater than 0, not 0",
    },
    {
      argv: ["run", ...SELECT, "--concurrency", "-2"],
      flag: "--concurrency",
      said: "greater than 0, not -2",
    },
    {
      argv: ["run", ...SELECT, "--temperature", "-0.5"],
      flag: "--temperature",
      said: "at least 0, not -0.5",
    },
    {
      argv: ["run", ...SELECT, "--max-negation-gap=-0.1"],
      flag: "--max-negation-gap",
      said: "at least 0, not -0.1",
    },
    { argv: ["run", ...SELECT, "--trials", "2.5"], flag: "--trials", said: "a whole number, not 2.5" },
  ])("$flag: a negative or zero value is read as a number and refused with its range ($said)", async (c) => {
    const run = await runDistCli(c.argv, { cwd: workspace(SUITE) });
    expectInputError(
      run,
      new RegExp(`^error: ${c.flag} must be ${c.said.replace(".", "\\.")}`, "m"),
      new RegExp(`hint: ${c.flag} takes `),
    );
  });

  it("--per-template above 1,000,000 stops at the flag even for a small template", async () => {
    const run = await runDistCli(
      ["plan", "--forecast", "0", "--templates", "t.csv", "--domains", "d", "--per-template", "10000000"],
      {
        cwd: workspace(SUITE),
      },
    );
    expectInputError(
      run,
      /^error: --per-template must be at most 1000000, not 10000000/m,
      /hint: --per-template takes a whole number in \[1, 1000000\]/,
    );
  });

  it("per-template: 10000000 in bias-gate.yml stops at its line", async () => {
    const dir = workspace({
      ...SUITE,
      "bias-gate.yml": configWith("").replace("per-template: 2", "per-template: 10000000"),
    });
    const run = await runDistCli(["plan", "--forecast", "0", "--config", "bias-gate.yml"], { cwd: dir });
    expectInputError(
      run,
      /^bias-gate\.yml:2:15: error: per-template must be at most 1000000, not 10000000/m,
      /hint: per-template takes a whole number in \[1, 1000000\]/,
    );
  });
});

describe("YAML that bias-gate does not read is refused at its line (dist CLI)", () => {
  const bomb = [
    'a: &a ["x","x","x","x","x","x","x","x","x"]',
    "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]",
    "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]",
    "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]",
    "e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]",
    "f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]",
    "g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]",
    "",
  ].join("\n");

  it("an alias bomb in bias-gate.yml is exit 2 at the first alias, quickly", async () => {
    const dir = workspace({ ...SUITE, "bias-gate.yml": bomb + configWith("") });
    const started = Date.now();
    const run = await runDistCli(["plan", "--forecast", "0", "--config", "bias-gate.yml"], {
      cwd: dir,
      timeoutMs: 20_000,
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    expectInputError(run, /^bias-gate\.yml:2:8: error: too many alias expansions/m, /hint: .*aliases/);
  });

  it("a merge key (<<) in bias-gate.yml is exit 2 saying merge keys are not supported", async () => {
    const dir = workspace({
      ...SUITE,
      "bias-gate.yml":
        "version: 1\nshared: &shared\n  per-template: 2\n<<: *shared\nsuites:\n  - templates: t.csv\n    domains: d\n",
    });
    const run = await runDistCli(["plan", "--forecast", "0", "--config", "bias-gate.yml"], { cwd: dir });
    expectInputError(
      run,
      /^bias-gate\.yml:4:1: error: merge keys \(<<\) are not supported/m,
      /hint: write the keys out/,
    );
  });

  it.each([
    { tag: "!!js/function", value: "seed: !!js/function 'function () { return 1 }'" },
    { tag: "!custom", value: "seed: !custom 7" },
  ])("a $tag tag in bias-gate.yml is exit 2 at the tag, not silently dropped", async (c) => {
    const dir = workspace({ ...SUITE, "bias-gate.yml": configWith(`${c.value}\n`) });
    const run = await runDistCli(["plan", "--forecast", "0", "--config", "bias-gate.yml"], { cwd: dir });
    expectInputError(
      run,
      new RegExp(`^bias-gate\\.yml:3:7: error: unsupported YAML tag ${c.tag}`, "m"),
      /hint: remove the tag/,
    );
  });

  it("a custom tag in a YAML template file is an error at its line", async () => {
    const dir = workspace({
      "t.yml":
        'templates:\n  - id: t1\n    text: !!js/function "#1 are good."\n    params: [sport]\n    label: "No"\n',
      "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\n",
    });
    const run = await runDistCli(["lint", "--templates", "t.yml", "--domains", "d"], { cwd: dir });
    expect(hasStackTrace(run.stdout + run.stderr)).toBe(false);
    expect(run.code, run.stdout + run.stderr).toBe(2);
    expect(run.stdout + run.stderr).toMatch(/t\.yml:3:11: error: unsupported YAML tag !!js\/function/);
  });
});

describe("an empty template file is refused naming the file (dist CLI)", () => {
  it("a 0-byte template CSV fails lint", async () => {
    const dir = workspace({ "t.csv": "", "d/sport.txt": "hikers,outdoor\n" });
    const run = await runDistCli(["lint", "--templates", "t.csv", "--domains", "d"], { cwd: dir });
    const output = run.stdout + run.stderr;
    expect(hasStackTrace(output)).toBe(false);
    expect(run.code, output).toBe(2);
    expect(output).toMatch(/t\.csv:1:1: error: the template file is empty/);
    expect(output).toMatch(/hint: .*template_id,template_text/);
  });

  it("a template CSV with only its header fails lint, as it fails plan", async () => {
    const header = "template_id,template_text,param_1,param_2,constraints,label,negates\n";
    const dir = workspace({ "t.csv": header, "d/sport.txt": "hikers,outdoor\n" });
    for (const command of ["lint", "plan"]) {
      const run = await runDistCli([command, "--templates", "t.csv", "--domains", "d"], { cwd: dir });
      const output = run.stdout + run.stderr;
      expect(hasStackTrace(output)).toBe(false);
      expect(run.code, output).toBe(2);
      expect(output).toMatch(/t\.csv(:1:1)?: error: no templates: the file has no template rows/);
    }
  });

  it("a YAML template file holding only a comment fails lint", async () => {
    const dir = workspace({ "t.yml": "# to do\n", "d/sport.txt": "hikers,outdoor\n" });
    const run = await runDistCli(["lint", "--templates", "t.yml", "--domains", "d"], { cwd: dir });
    const output = run.stdout + run.stderr;
    expect(hasStackTrace(output)).toBe(false);
    expect(run.code, output).toBe(2);
    expect(output).toMatch(/t\.yml:1:1: error: the template file is empty/);
    expect(output).toMatch(/hint: write `templates:`/);
  });
});

describe("an empty domain file is refused naming it, in lint and plan (dist CLI)", () => {
  const files = {
    "t.csv":
      "template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,,No,\nh2,#1 cannot use #2.,sport,tool,,No,\n",
    "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\n",
    "d/tool.txt": "",
  };
  it.each(["lint", "plan"])("%s exits 2 at the template's cell, naming the empty file", async (command) => {
    const dir = workspace({ ...files, "bias-gate.yml": configWith("") });
    const run = await runDistCli([command], { cwd: dir });
    const output = run.stdout + run.stderr;
    expect(hasStackTrace(output)).toBe(false);
    expect(run.code, output).toBe(2);
    expect(output).toMatch(
      /t\.csv:3:\d+: error: domain 'tool' \(.*tool\.txt\) has no values, so 'h2' expands to no prompts/,
    );
    expect(output).toMatch(/hint: add 'name,class' lines to .*tool\.txt/);
  });
});

describe("an empty coreference list is refused naming the file (dist CLI)", () => {
  const STARTER = join(import.meta.dirname, "../../fixtures/starter/coreference");
  const LISTS = [
    "pro",
    "anti",
    "male-occupations",
    "female-occupations",
    "adjectives-male",
    "adjectives-female",
  ];
  const CONFIG = [
    "version: 1",
    "suites:",
    "  - name: c",
    "    kind: coreference",
    "    pro: pro.txt",
    "    anti: anti.txt",
    "    male-occupations: male-occupations.txt",
    "    female-occupations: female-occupations.txt",
    "    adjectives: { male: adjectives-male.txt, female: adjectives-female.txt }",
    "",
  ].join("\n");

  it.each([
    ["female-occupations.txt", "female-stereotyped occupations"],
    ["adjectives-male.txt", "male-associated adjectives"],
  ])("an empty %s fails plan at the file", async (empty, what) => {
    const files = Object.fromEntries(
      LISTS.map((n) => [`${n}.txt`, readFileSync(join(STARTER, `${n}.txt`), "utf8")]),
    );
    const dir = workspace({ ...files, [empty]: "# to fill in\n", "bias-gate.yml": CONFIG });
    const run = await runDistCli(["plan", "--forecast", "0", "--config", "bias-gate.yml"], { cwd: dir });
    const output = run.stdout + run.stderr;
    expect(hasStackTrace(output), output).toBe(false);
    expect(run.code, output).toBe(2);
    expect(output).toMatch(
      new RegExp(`${empty.replace(".", "\\.")}:1:1: error: the list of ${what} is empty`),
    );
    expect(output).toMatch(/hint: write one entry per line/);
  });
});

describe("provider.headers that would split a request are refused before any request (dist CLI)", () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it.each([
    {
      header: "x-team",
      value: '"ml\\r\\nX-Injected: 1"',
      said: /provider\.headers\.x-team: the value contains a control character/,
    },
    {
      header: "x-team",
      value: '"ml\\nplatform"',
      said: /provider\.headers\.x-team: the value contains a control character/,
    },
    { header: '"x team"', value: "ml", said: /provider\.headers\.x team: not a valid HTTP header name/ },
  ])("header $header: $value", async (c) => {
    const dir = workspace({
      ...SUITE,
      "bias-gate.yml": configWith(
        `provider:\n  base-url: "${server.origin}/v1"\n  model: m\n  headers:\n    ${c.header}: ${c.value}\n`,
      ),
    });
    const run = await runDistCli(["run", "--config", "bias-gate.yml", "--no-cache"], {
      cwd: dir,
      env: { OPENAI_API_KEY: "sk-test" },
    });
    expect(server.requests).toHaveLength(0);
    expectInputError(run, c.said, /hint: /);
    // The value is a secret: never printed, not even its harmless part.
    expect(run.stderr).not.toMatch(/X-Injected|ml\\r|platform/);
  });
});
