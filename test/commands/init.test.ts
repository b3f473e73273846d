import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type InitFlags, initCommand } from "../../src/commands/init.js";
import {
  appendIgnoreLines,
  renderWorkflows,
  schemaReference,
  WORKFLOW_KINDS,
} from "../../src/commands/init-files.js";
import { type CommandIO, nodeCommandIO } from "../../src/commands/io.js";
import { runCli } from "../../src/commands/main.js";
import type { CliFlags } from "../../src/config/cli-commands.js";
import { PROJECT_ACTION } from "../../src/config/project.js";
import { workspace } from "./helpers.js";

// main.ts registers commands as (flags, io); initCommand must fit that slot as it is.
const asRegistered: (flags: CliFlags, io: CommandIO) => number | Promise<number> = initCommand;
void asRegistered;

const README = readFileSync(resolve(import.meta.dirname, "../../README.md"), "utf8");
/** The Action's page, which shows all three recipes; the README shows recipe (a). */
const ACTION_PAGE = readFileSync(resolve(import.meta.dirname, "../../docs/action.md"), "utf8");

interface Captured {
  io: CommandIO;
  stdout: () => string;
  stderr: () => string;
}

/** The real file system and starter, with the working directory at `cwd` and the output captured. */
function capture(cwd: string): Captured {
  let out = "";
  let err = "";
  const io: CommandIO = {
    ...nodeCommandIO(),
    cwd,
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
  };
  return { io, stdout: () => out, stderr: () => err };
}

function init(cwd: string, flags: InitFlags = {}) {
  const c = capture(cwd);
  const code = initCommand(flags, c.io);
  return { code, stdout: c.stdout(), stderr: c.stderr() };
}

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), "utf8");

describe("bias-gate init", () => {
  it("writes the config, the starter's templates and domains, the pr workflow and the .gitignore by default", () => {
    const dir = workspace({});
    const { code, stdout } = init(dir);
    expect(code).toBe(0);
    expect(filesUnder(dir)).toEqual([
      ".github/workflows/bias-gate.yml",
      ".gitignore",
      "bias-gate.yml",
      "domains/age.txt",
      "domains/gender.txt",
      "domains/skill.txt",
      "domains/tool.txt",
      "domains/trait.txt",
      "templates/age.templates.csv",
      "templates/gender.templates.csv",
      "templates/origin.templates.yaml",
    ]);
    expect(read(dir, "templates/gender.templates.csv")).toBe(
      readFileSync(
        resolve(import.meta.dirname, "../../fixtures/starter/templates/gender.templates.csv"),
        "utf8",
      ),
    );
    expect(read(dir, ".gitignore")).toContain(".bias-gate/\nbias-gate-out/\n");
    for (const file of ["bias-gate.yml", ".github/workflows/bias-gate.yml", ".gitignore"]) {
      expect(stdout).toContain(`  ${file}`);
    }
    // nodeCommandIO under vitest: the CLI was not started from a clone's dist/ nor by npx, so the bin's name.
    expect(stdout).toContain("  bias-gate plan ");
    expect(stdout).toContain("  bias-gate run ");
    expect(stdout).not.toContain("npx bias-gate");
  });

  it("writes a config that points editors at the JSON Schema and keeps only the template suites", () => {
    const dir = workspace({});
    init(dir);
    const text = read(dir, "bias-gate.yml");
    expect(text.split("\n")[0]).toMatch(
      /^# yaml-language-server: \$schema=\S+\/schema\/bias-gate\.schema\.json$/,
    );
    const config = parse(text) as { suites: { name: string }[] };
    expect(config.suites.map((s) => s.name)).toEqual(["gender", "age", "origin"]);
  });

  it("writes a config that lints clean and plans", async () => {
    const dir = workspace({});
    init(dir);
    const lint = capture(dir);
    expect(await runCli(["lint"], lint.io)).toBe(0);
    expect(lint.stdout()).toContain("0 errors");
    expect(lint.stderr()).not.toContain("embedded starter suite");
    const plan = capture(dir);
    expect(await runCli(["plan"], plan.io)).toBe(0);
    expect(plan.stdout()).toContain("origin-trait-not");
  });

  it("copies only the chosen groups' templates and the domain files they use", async () => {
    const dir = workspace({});
    expect(init(dir, { groups: "age", workflows: "none" }).code).toBe(0);
    expect(filesUnder(dir)).toEqual([
      ".gitignore",
      "bias-gate.yml",
      "domains/age.txt",
      "domains/skill.txt",
      "domains/tool.txt",
      "domains/trait.txt",
      "templates/age.templates.csv",
    ]);
    expect((parse(read(dir, "bias-gate.yml")) as { suites: unknown[] }).suites).toEqual([
      { name: "age", templates: "templates/age.templates.csv", domains: "domains" },
    ]);
    expect(await runCli(["lint"], capture(dir).io)).toBe(0);
  });

  it("writes into --dir, relative to the working directory", () => {
    const cwd = workspace({});
    const { code, stdout } = init(cwd, { dir: "repo", groups: "gender,origin" });
    expect(code).toBe(0);
    expect(existsSync(join(cwd, "repo", "bias-gate.yml"))).toBe(true);
    expect(existsSync(join(cwd, "repo", "templates", "age.templates.csv"))).toBe(false);
    expect(existsSync(join(cwd, "bias-gate.yml"))).toBe(false);
    expect(stdout).toContain("repo/bias-gate.yml");
  });

  it("stops with exit 2 on an unknown group, naming the groups there are and the likely one", () => {
    const dir = workspace({});
    const { code, stderr } = init(dir, { groups: "gender,gendr" });
    expect(code).toBe(2);
    expect(stderr).toContain("unknown group 'gendr'");
    expect(stderr).toContain("did you mean 'gender'?");
    expect(stderr).toContain("gender, age, origin");
    expect(filesUnder(dir)).toEqual([]);
  });

  it("stops with exit 2 on an unknown workflow, naming the recipes", () => {
    const dir = workspace({});
    const { code, stderr } = init(dir, { workflows: "pr,forksafe" });
    expect(code).toBe(2);
    expect(stderr).toContain("did you mean 'fork-safe'?");
    expect(stderr).toContain("pr, schedule, fork-safe");
    expect(filesUnder(dir)).toEqual([]);
  });

  it("writes nothing, with exit 2 naming them, when files it would write are there", () => {
    const dir = workspace({ "domains/gender.txt": "mine,mine\n", ".gitignore": "node_modules/\n" });
    const { code, stderr, stdout } = init(dir);
    expect(code).toBe(2);
    expect(stderr).toContain("domains/gender.txt");
    expect(stderr).toContain("nothing was written");
    expect(stdout).toBe("");
    expect(filesUnder(dir)).toEqual([".gitignore", "domains/gender.txt"]);
    expect(read(dir, "domains/gender.txt")).toBe("mine,mine\n");
    expect(read(dir, ".gitignore")).toBe("node_modules/\n");
  });

  it("refuses when another config file name is taken, as two configs stop every command", () => {
    const dir = workspace({ ".bias-gate.yaml": "version: 1\n" });
    const { code, stderr } = init(dir);
    expect(code).toBe(2);
    expect(stderr).toContain(".bias-gate.yaml");
    expect(filesUnder(dir)).toEqual([".bias-gate.yaml"]);
  });

  it("appends to an existing .gitignore only the lines it lacks, once", () => {
    const dir = workspace({ ".gitignore": "node_modules/\n/.bias-gate" });
    expect(init(dir).code).toBe(0);
    const text = read(dir, ".gitignore");
    expect(text).toBe(
      "node_modules/\n/.bias-gate\n\n# bias-gate: the response cache and the run's results\nbias-gate-out/\n",
    );
    expect(appendIgnoreLines(text)).toBeUndefined();
    // A second init refuses (the config is there) and leaves the .gitignore as it is.
    expect(init(dir, { workflows: "none", groups: "age" }).code).toBe(2);
    expect(read(dir, ".gitignore")).toBe(text);
  });
});

describe("init's schema reference", () => {
  it("is the installed package's file when it sits inside the directory, else the release tag's in the repository", () => {
    const local = "node_modules/bias-gate/schema/bias-gate.schema.json";
    expect(schemaReference(local, "0.1.0")).toBe(local);
    expect(schemaReference(undefined, "0.1.3")).toBe(
      "https://raw.githubusercontent.com/bias-gate/bias-gate/v0.1.3/schema/bias-gate.schema.json",
    );
  });
});

describe("init's .gitignore lines", () => {
  it("adds both lines to a missing or empty file", () => {
    const expected = "# bias-gate: the response cache and the run's results\n.bias-gate/\nbias-gate-out/\n";
    expect(appendIgnoreLines(undefined)).toBe(expected);
    expect(appendIgnoreLines("")).toBe(expected);
  });

  it("is idempotent", () => {
    const once = appendIgnoreLines("dist\r\n");
    expect(once).toBeDefined();
    expect(appendIgnoreLines(once)).toBeUndefined();
  });

  it("counts /bias-gate-out and .bias-gate/ (any leading or trailing slash) as present", () => {
    expect(appendIgnoreLines("/bias-gate-out\n .bias-gate/ \n")).toBeUndefined();
  });
});

describe("init's workflows", () => {
  const all = WORKFLOW_KINDS.flatMap((kind) => renderWorkflows(kind, "octo/bias-gate@v1", "bias-gate.yml"));

  it("are YAML that runs the Action named and reads the config written", () => {
    expect(all.map((w) => w.path)).toEqual([
      ".github/workflows/bias-gate.yml",
      ".github/workflows/bias-gate-scheduled.yml",
      ".github/workflows/bias-gate-pr.yml",
      ".github/workflows/bias-gate-comment.yml",
    ]);
    for (const workflow of all) {
      const parsed = parse(workflow.text) as {
        name: string;
        jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
      };
      expect(parsed.name).toMatch(/^bias-gate/);
      const steps = Object.values(parsed.jobs).flatMap((job) => job.steps);
      const gate = steps.filter((step) => step.uses === "octo/bias-gate@v1");
      expect(gate, workflow.path).toHaveLength(1);
      const inputs = gate[0]?.with ?? {};
      expect(inputs.config ?? inputs["results-file"]).toBeDefined();
      if (inputs.config !== undefined) expect(inputs.config).toBe("bias-gate.yml");
    }
  });

  it("are the Action page's recipes (a), (b) and (c), word for word, and the README's recipe (a)", () => {
    const yamlBlocks = (markdown: string) =>
      [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
    const body = (kind: (typeof WORKFLOW_KINDS)[number]) =>
      renderWorkflows(kind, PROJECT_ACTION, "bias-gate.yml").map((workflow) => ({
        path: workflow.path,
        text: workflow.text.replace(/^# bias-gate, recipe .*\n/, ""),
      }));
    for (const workflow of WORKFLOW_KINDS.flatMap(body)) {
      expect(yamlBlocks(ACTION_PAGE), workflow.path).toContain(workflow.text);
    }
    for (const workflow of body("pr")) expect(yamlBlocks(README), workflow.path).toContain(workflow.text);
  });

  it("name the project's repository, the one package.json gives, and say so", () => {
    expect(PROJECT_ACTION).toBe("bias-gate/bias-gate@v1");
    const dir = workspace({});
    const { stdout } = init(dir);
    expect(read(dir, ".github/workflows/bias-gate.yml")).toContain("      - uses: bias-gate/bias-gate@v1\n");
    expect(stdout).toContain("'uses: bias-gate/bias-gate@v1'");
    expect(stdout).not.toContain("<owner>");
  });
});
