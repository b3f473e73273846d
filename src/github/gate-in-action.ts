import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as core from "@actions/core";
import { type CommandIO, nodeCommandIO } from "../commands/io.js";
import { prepareOutputDir } from "../commands/preflight.js";
import { prepare } from "../commands/prepare.js";
import type { ActionInputs } from "../config/action-inputs.js";
import type { GateConfig } from "../config/config.js";
import { systemClock } from "../providers/clock.js";
import { createProgressReporter } from "../providers/progress.js";
import { type GateRun, runGate } from "../run-gate.js";
import { annotateDiagnostics } from "./annotations.js";
import type { GitHubClient } from "./client.js";
import type { EventContext } from "./context.js";
import { readLatestResults } from "./data-branch.js";
import { responseCacheKey, restoreResponseCache, saveResponseCache } from "./response-cache.js";

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
): Promise<GateRun & { config: GateConfig }> {
  const io: CommandIO = {
    ...nodeCommandIO(),
    cwd: env.cwd,
    stderr: (text) => core.info(text.trimEnd()),
    progressMode: "log",
  };
  const flags = { ...inputs.flags, ...(await baselineFlag(inputs, env)) };
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
  const restored =
    inputs.cache && config.cache.enabled ? await restoreResponseCache(config.cache.dir, key, log) : undefined;
  const progress = createProgressReporter({
    mode: "log",
    write: (t) => core.info(t.trimEnd()),
    now: systemClock.now,
  });
  const gate = await runGate(config, loaded, {
    env: process.env,
    cwd: env.cwd,
    readText: io.readText,
    toolVersion: io.version,
    log,
    clock: systemClock,
    onProgress: (p) => progress.update(p),
  });
  if (inputs.cache && config.cache.enabled && gate.queried.run.stats.answered > 0) {
    await saveResponseCache(config.cache.dir, key, restored, log);
  }
  return { ...gate, config };
}

/** On a pull request without an explicit baseline, the default branch's latest results from the data branch. */
async function baselineFlag(inputs: ActionInputs, env: ActionEnvironment): Promise<{ baseline?: string }> {
  if (inputs.flags.baseline || env.event.kind !== "pull_request" || !env.client) return {};
  try {
    const text = await readLatestResults(env.client, inputs.badgeBranch);
    if (!text) {
      core.info(`baseline: no results on ${inputs.badgeBranch} yet; the checks have no baseline`);
      return {};
    }
    const path = join(env.runnerTemp, "bias-gate-baseline.json");
    writeFileSync(path, text);
    core.info(`baseline: the latest results of the default branch (${inputs.badgeBranch})`);
    return { baseline: resolve(path) };
  } catch (error) {
    core.warning(
      `baseline: could not read ${inputs.badgeBranch} (${(error as Error).message}); running without one`,
    );
    return {};
  }
}
