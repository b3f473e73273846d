import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import * as core from "@actions/core";
import { describeUnkept } from "../answers/unkept.js";
import { type CommandIO, nodeCommandIO } from "../commands/io.js";
import { shardsAnswer } from "../commands/merge.js";
import { prepareOutputDir } from "../commands/preflight.js";
import { prepare } from "../commands/prepare.js";
import type { ActionInputs } from "../config/action-inputs.js";
import type { GateConfig } from "../config/config.js";
import type { Diagnostic } from "../config/diagnostic.js";
import { systemClock } from "../querying/clock.js";
import { createProgressReporter } from "../querying/progress.js";
import { parseHistory } from "../report/history.js";
import { runVariants } from "../run/variants.js";
import type { GateRun } from "../run-gate.js";
import { annotateDiagnostics } from "./annotations.js";
import type { GitHubClient } from "./client.js";
import type { EventContext } from "./context.js";
import { readLatestResults } from "./data-branch.js";
import { responseCacheKey, restoreResponseCache, saveResponseCache } from "./response-cache.js";

/** What this run was compared with, for the comment and summary: a label and, when known, the commit measured. */
export interface BaselineSource {
  /** e.g. `main from bias-gate-data`, or the `baseline` input's path. */
  label: string;
  sha?: string;
}

export interface ActionEnvironment {
  workspace: string;
  cwd: string;
  event: EventContext;
  client?: GitHubClient;
  runnerTemp: string;
}

/**
 * The CLI's pipeline inside the Action: config and templates (problems become annotations), the response cache
 * restored from the Actions cache, the baseline from the data branch on pull requests, the gate, the cache saved.
 */
export async function gateInAction(
  inputs: ActionInputs,
  env: ActionEnvironment,
): Promise<GateRun & { config: GateConfig; diagnostics: Diagnostic[]; baseline?: BaselineSource }> {
  const io: CommandIO = {
    ...nodeCommandIO(),
    cwd: env.cwd,
    stderr: (text) => core.info(text.trimEnd()),
    progressMode: "log",
  };
  const fromDataBranch = await baselineFlag(inputs, env);
  const flags = {
    ...inputs.flags,
    // Shards sample the fixed plan; their merge is that fixed run (see mergeCommand).
    ...(inputs.merge ? { noSequential: true } : {}),
    ...(fromDataBranch ? { baseline: fromDataBranch.path } : {}),
  };
  const { config, loaded, diagnostics } = prepare(flags, io);
  prepareOutputDir(config, io);
  annotateDiagnostics(diagnostics, env.workspace);
  if (inputs.apiKey && config.provider.endpoint.kind === "openai-compatible")
    config.provider.endpoint.apiKey = inputs.apiKey;
  const log = (line: string) => core.info(line);
  const templateFiles = [
    ...config.suites.flatMap((s) => s.templates),
    ...(config.configFile ? [config.configFile] : []),
  ];
  const key = responseCacheKey(
    config,
    Object.fromEntries(
      templateFiles.map((f) => [
        f,
        createHash("sha256")
          .update(io.readText(f) ?? "")
          .digest("hex"),
      ]),
    ),
  );
  // `merge:` answers from the shards' files: it reads nothing from the cache and must not save it.
  const caching = inputs.cache && config.cache.enabled && !inputs.merge;
  const restored = caching ? await restoreResponseCache(config.cache.dir, key, log) : undefined;
  const progress = createProgressReporter({
    mode: "log",
    write: (t) => core.info(t.trimEnd()),
    now: systemClock.now,
  });
  const gate = await runVariants(config, loaded, {
    env: process.env,
    cwd: env.cwd,
    readText: io.readText,
    toolVersion: io.version,
    log,
    clock: systemClock,
    onProgress: (p) => progress.update(p),
    ...(inputs.merge ? { answer: shardsAnswer(inputs.merge, io) } : {}),
  });
  // The job fails at its end when answers were lost (main.ts `finish`); this names them in the log at once.
  if (gate.queried.unkept) core.warning(describeUnkept(gate.queried.unkept).message);
  if (caching && gate.queried.run.stats.answered > 0) {
    await saveResponseCache(config.cache.dir, key, restored, log);
  }
  const baseline =
    fromDataBranch?.source ?? (inputs.flags.baseline ? { label: inputs.flags.baseline } : undefined);
  return { ...gate, config, diagnostics, ...(baseline ? { baseline } : {}) };
}

/**
 * On a pull request without an explicit baseline, the default branch's latest results from the data branch, and
 * the commit they were measured at (the last line of its history, which is written after the results).
 */
async function baselineFlag(
  inputs: ActionInputs,
  env: ActionEnvironment,
): Promise<{ path: string; source: BaselineSource } | undefined> {
  if (inputs.flags.baseline || env.event.kind !== "pull_request" || !env.client) return undefined;
  const branch = inputs.badgeBranch;
  try {
    const text = await readLatestResults(env.client, branch);
    if (!text) {
      core.info(`baseline: no results on ${branch} yet; the checks have no baseline`);
      return undefined;
    }
    const path = join(env.runnerTemp, "bias-gate-baseline.json");
    writeFileSync(path, text);
    // A large run's items are beside its results.json on the branch; the paired tests need them.
    const itemsPath = storedItemsPath(text);
    if (itemsPath !== undefined) {
      const items = await env.client.getFile(branch, itemsPath);
      if (!items) {
        core.warning(
          `baseline: ${branch} has results.json but not the ${itemsPath} it names; running without one`,
        );
        return undefined;
      }
      writeFileSync(join(env.runnerTemp, itemsPath), items.text);
    }
    core.info(`baseline: the latest results of the default branch (${branch})`);
    const history = await env.client.getFile(branch, "history.jsonl").catch(() => undefined);
    const last = history ? parseHistory(history.text).at(-1) : undefined;
    const ref = last?.ref ?? env.event.defaultBranch ?? "the default branch";
    return {
      path: resolve(path),
      source: { label: `${ref} from ${branch}`, ...(last?.sha ? { sha: last.sha } : {}) },
    };
  } catch (error) {
    core.warning(`baseline: could not read ${branch} (${(error as Error).message}); running without one`);
    return undefined;
  }
}

/** The items file a results.json names (a plain file name beside it), or undefined when its items are inline. */
function storedItemsPath(resultsText: string): string | undefined {
  try {
    const path = (JSON.parse(resultsText) as { itemsFile?: { path?: unknown } }).itemsFile?.path;
    return typeof path === "string" && path === basename(path) && path !== "" ? path : undefined;
  } catch {
    return undefined;
  }
}
