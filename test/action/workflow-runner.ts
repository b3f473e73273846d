import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { parse } from "yaml";
import type { ActionRun } from "./node24.js";
import { parseOutputFile } from "./node24.js";
import { NODE24_MAJORS } from "./node24-majors.js";

/**
 * Plays one job of a workflow file as the runner would, just far enough for bias-gate's recipes: `${{ … }}`
 * expressions (github.event, github.token, secrets, steps.<id>.outputs), `if:` conditions (`always()`, `==`,
 * `!=`, `&&`), `run:` steps in bash with GITHUB_OUTPUT, and the few actions the recipes use: checkout (the
 * workspace is the checkout), upload-artifact and download-artifact (a folder per artifact name, keeping paths
 * relative to the uploaded files' common folder, as upload-artifact does), and this Action (run by `runAction`,
 * the bundle under Node 24). Anything else throws, so a recipe that grows a step the test cannot play says so.
 */

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
}

interface Job {
  if?: string;
  steps: Step[];
}

export interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

export function parseWorkflow(text: string): Workflow {
  return parse(text) as Workflow;
}

export interface JobContext {
  workspace: string;
  event: Record<string, unknown>;
  /** `github.token`: the token the runner gives the job (and the Action's `github-token` default). */
  token: string;
  secrets: Record<string, string>;
  /** Where artifacts live between jobs, one folder per name. */
  artifacts: string;
  /** Runs this Action with its `with:` inputs (expressions already evaluated). */
  runAction(inputs: Record<string, string>): Promise<ActionRun>;
}

export interface JobRun {
  /** False when the job's `if:` skipped it. */
  ran: boolean;
  steps: Record<string, { outputs: Record<string, string>; ok: boolean }>;
  /** Each run of this Action, in order. */
  actionRuns: ActionRun[];
  /** Each step as played: what it was, and whether it ran. */
  played: { step: string; ran: boolean }[];
}

/** Plays `job` of `workflow` in `context`. */
export async function runJob(workflow: Workflow, job: string, context: JobContext): Promise<JobRun> {
  const spec = workflow.jobs[job];
  if (!spec) throw new Error(`workflow ${workflow.name} has no job ${job}`);
  const result: JobRun = { ran: false, steps: {}, actionRuns: [], played: [] };
  const scope = () => ({
    github: { event: context.event, token: context.token },
    secrets: context.secrets,
    steps: result.steps,
  });
  if (spec.if !== undefined && !condition(spec.if, scope(), true)) return result;
  result.ran = true;
  let failed = false;
  for (const [index, step] of spec.steps.entries()) {
    const name = step.id ?? step.uses ?? `run ${index + 1}`;
    if (!condition(step.if ?? "success()", scope(), !failed)) {
      result.played.push({ step: name, ran: false });
      continue;
    }
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([key, value]) => [key, evaluate(String(value), scope())]),
    );
    const outcome = step.run
      ? await runShell(evaluate(step.run, scope()), context.workspace)
      : await useAction(step.uses ?? "", inputs, context, result);
    result.played.push({ step: name, ran: true });
    if (step.id) result.steps[step.id] = outcome;
    if (!outcome.ok) failed = true;
  }
  return result;
}

type Scope = Record<string, unknown>;

/** Replaces every `${{ path }}` with its value ("" when missing, as GitHub does). */
export function evaluate(text: string, scope: Scope): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) =>
    String(lookUp(expression, scope)),
  );
}

function lookUp(expression: string, scope: Scope): unknown {
  if (!/^[A-Za-z_][\w.-]*$/.test(expression)) throw new Error(`expression not supported here: ${expression}`);
  let value: unknown = scope;
  for (const key of expression.split(".")) {
    value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value ?? "";
}

/** An `if:` of terms joined by `&&`: `always()`, `success()`, and `path == 'x'` / `path != 'x'`. */
function condition(text: string, scope: Scope, succeeded: boolean): boolean {
  const terms = text
    .replace(/^\$\{\{\s*|\s*\}\}$/g, "")
    .split("&&")
    .map((t) => t.trim());
  const always = terms.includes("always()");
  return (
    (always || succeeded) &&
    terms.every((term) => {
      if (term === "always()" || term === "success()") return true;
      const compare = /^([\w.-]+)\s*(==|!=)\s*'([^']*)'$/.exec(term);
      if (!compare) throw new Error(`if: term not supported here: ${term}`);
      const [, path = "", op, literal] = compare;
      const value = String(lookUp(path, scope));
      return op === "==" ? value === literal : value !== literal;
    })
  );
}

async function useAction(
  uses: string,
  inputs: Record<string, string>,
  context: JobContext,
  job: JobRun,
): Promise<{ outputs: Record<string, string>; ok: boolean }> {
  const [name = "", ref = ""] = uses.split("@");
  // A runner without Node 20 (GitHub's, from 2026) cannot start an action that still runs on it.
  const major = NODE24_MAJORS[name];
  if (major !== undefined && ref !== `v${major}`)
    throw new Error(`${uses} runs on Node 20: use ${name}@v${major}`);
  if (name === "actions/checkout") return { outputs: {}, ok: true };
  if (name === "actions/upload-artifact") {
    upload(inputs, context);
    return { outputs: {}, ok: true };
  }
  if (name === "actions/download-artifact") {
    const from = join(context.artifacts, inputs.name ?? "");
    const to = resolve(context.workspace, inputs.path ?? ".");
    if (!statSync(from, { throwIfNoEntry: false })) return { outputs: {}, ok: false };
    mkdirSync(to, { recursive: true });
    cpSync(from, to, { recursive: true });
    return { outputs: { "download-path": to }, ok: true };
  }
  if (name.startsWith("actions/"))
    throw new Error(`the recipe uses ${uses}: teach workflow-runner.ts to play it`);
  // This Action: `github-token` defaults to `${{ github.token }}`, as action.yml says.
  const run = await context.runAction({ "github-token": context.token, ...inputs });
  job.actionRuns.push(run);
  return { outputs: run.outputs, ok: run.code === 0 };
}

/** upload-artifact: the files of `path` (one per line), stored relative to their deepest common folder. */
function upload(inputs: Record<string, string>, context: JobContext): void {
  const files = (inputs.path ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((path) => (isAbsolute(path) ? path : resolve(context.workspace, path)))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
  if (files.length === 0) throw new Error(`upload-artifact ${inputs.name}: no files found`);
  const root = files.map(dirname).reduce((a, b) => {
    const parts = a.split(sep);
    const other = b.split(sep);
    let i = 0;
    while (i < parts.length && parts[i] === other[i]) i++;
    return parts.slice(0, i).join(sep) || sep;
  });
  const store = join(context.artifacts, inputs.name ?? "artifact");
  for (const file of files) {
    const target = join(store, relative(root, file));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
  }
}

/** A `run:` step: bash, in the workspace, with GITHUB_OUTPUT read back as the step's outputs. */
function runShell(script: string, cwd: string): Promise<{ outputs: Record<string, string>; ok: boolean }> {
  const outputFile = join(mkdtempSync(join(tmpdir(), "bias-gate-step-")), "output");
  writeFileSync(outputFile, "");
  return new Promise((done, fail) => {
    const child = spawn("bash", ["-e", "-c", script], {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", GITHUB_OUTPUT: outputFile },
      stdio: "ignore",
    });
    child.on("error", fail);
    child.on("close", (code) =>
      done({ outputs: parseOutputFile(readFileSync(outputFile, "utf8")), ok: code === 0 }),
    );
  });
}

/** The files of an artifact as the next job would download them, relative to its folder. */
export function artifactFiles(artifacts: string, name: string): string[] {
  const dir = join(artifacts, name);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}
