import { createHash } from "node:crypto";
import { dirname, resolve } from "node:path";
import { canonicalJson } from "../answers/cache-key.js";
import { checkReplayMatch, createReplayProvider, type ReplayProvider } from "../answers/replay.js";
import type { EndpointConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import { isProfileFile } from "../config/resolve-provider.js";
import { parseUserYaml } from "../config/yaml-source.js";
import { readTextFile } from "../files/checked-io.js";
import { endpointIdentity } from "../providers/endpoint-identity.js";
import { createOpenAIProvider } from "../providers/openai.js";
import { type BatchApi, createOpenAIBatchApi } from "../providers/openai-batch.js";
import type { ChatProvider } from "../providers/types.js";
import type { AnswerKey } from "../sampling/answer-key.js";
import { DEFAULT_SEED } from "../simulator/behaviour.js";
import { createInProcessSimulator } from "../simulator/in-process.js";
import { BUILTIN_PROFILE_NAMES, builtinProfile, type SimulatorProfile } from "../simulator/profile.js";
import { parseProfile } from "../simulator/profile-validation.js";
import { type SimulatorHandle, startSimulator } from "../simulator/server.js";
import { resolveSystemPromptFiles } from "../simulator/system-prompts.js";
import type { RequestList } from "./pool-types.js";
import { everyRequest } from "./requests.js";

/** An endpoint ready to take requests, and how to shut it down. */
export interface OpenedEndpoint {
  provider: ChatProvider;
  /** One line for logs and provenance, e.g. `bias-gate simulator (profile fair, not a real model)`. */
  description: string;
  /**
   * The endpoint part of every cache key: the whole base URL (endpoint-identity.ts), so two deployments on one
   * host never share answers. The simulator listens on a new port each run, so it is keyed by its profile
   * instead, or a warm re-run would miss every entry.
   */
  cacheEndpoint: string;
  /** Present for replay: the prompts it had no answer for. */
  replay?: ReplayProvider;
  simulator?: SimulatorHandle;
  /**
   * The endpoint's Batch API (`provider.batch`), sending `headers` (provider.headers: a gateway's) with every
   * call; absent for replay, which answers without the network.
   */
  batch?: (headers: Record<string, string>) => BatchApi;
  close(): Promise<void>;
}

export interface EndpointDeps {
  env: Readonly<Record<string, string | undefined>>;
  log(line: string): void;
  /** Where a simulator profile file is looked up from. */
  cwd: string;
  /**
   * Play the simulator in this process instead of on loopback (`plan`'s forecast of many runs): the same answers,
   * without faults, latency or rate limits.
   */
  simulateInProcess?: boolean;
}

/**
 * The simulator's answers follow its whole profile and the seed, so the cache is keyed by both: an edited profile
 * file (or a release that changes a built-in profile) keeping its name must not be answered from the old one's
 * entries, and answers cached under one seed never answer another.
 */
function simulatorCacheEndpoint(profile: SimulatorProfile): string {
  const digest = createHash("sha256").update(canonicalJson(profile)).digest("hex").slice(0, 16);
  return `bias-gate-simulator/${profile.name}/${profile.seed}/${digest}`;
}

/**
 * Opens the configured endpoint. The simulator is started on loopback with the run's answer key, so it can play
 * its planted behaviour; a real endpoint gets its API key, read from the environment here and nowhere else, or
 * none when it is not set (keyless local servers; an endpoint that wants one answers 401).
 */
export async function openEndpoint(
  config: EndpointConfig,
  key: AnswerKey,
  deps: EndpointDeps,
  runSeed: string | number = "",
  limits: { maxAnswerBytes?: number | undefined } = {},
): Promise<OpenedEndpoint> {
  const bounded = limits.maxAnswerBytes !== undefined ? { maxAnswerBytes: limits.maxAnswerBytes } : {};
  if (config.kind === "simulator") {
    const profile = seededProfile(await loadProfile(config.profile, deps.cwd), runSeed);
    const cacheEndpoint = simulatorCacheEndpoint(profile);
    if (deps.simulateInProcess) {
      return {
        provider: createInProcessSimulator(profile, key),
        description: `bias-gate simulator in process (profile ${profile.name}, not a real model)`,
        cacheEndpoint,
        close: async () => {},
      };
    }
    const simulator = await startSimulator({ profile, key, log: deps.log });
    const options = { baseURL: simulator.url, apiKey: "simulator", ...bounded };
    return {
      provider: createOpenAIProvider(options),
      batch: (headers) => createOpenAIBatchApi({ ...options, defaultHeaders: headers }),
      description: `bias-gate simulator (profile ${profile.name}, not a real model)`,
      cacheEndpoint,
      simulator,
      close: () => simulator.close(),
    };
  }
  if (config.kind === "replay") {
    const replay = await createReplayProvider({
      recordings: config.recordings,
      apesPredictions: config.apesPredictions,
      loose: config.loose === true,
    });
    for (const problem of replay.problems.slice(0, 10)) deps.log(`replay: ${problem}`);
    return {
      provider: replay,
      replay,
      description: "replay of recorded answers",
      cacheEndpoint: replay.host,
      close: async () => {},
    };
  }
  const apiKey = config.apiKey || deps.env[config.apiKeyEnv] || undefined;
  if (!apiKey) deps.log(`no API key: ${config.apiKeyEnv} is not set; sending requests without one`);
  const options = { baseURL: config.baseUrl, ...(apiKey ? { apiKey } : {}), ...bounded };
  const provider = createOpenAIProvider(options);
  return {
    provider,
    batch: (headers) => createOpenAIBatchApi({ ...options, defaultHeaders: headers }),
    description: `OpenAI-compatible endpoint ${provider.host}`,
    // The provider has checked the URL: it throws a config error for one that does not parse.
    cacheEndpoint: endpointIdentity(config.baseUrl),
    close: async () => {},
  };
}

/**
 * The endpoint's line for logs and provenance, once the run's requests are known. A replay of recordings made
 * for other requests (another model, system prompt or setting) is refused here, before any answer, with what
 * differs (a ConfigError); a loose replay (`--replay-loose`) logs a warning and says so in the line.
 */
export function describeEndpointFor(
  endpoint: OpenedEndpoint,
  requests: RequestList,
  log: (line: string) => void,
): string {
  if (!endpoint.replay) return endpoint.description;
  const loose = checkReplayMatch(endpoint.replay, everyRequest(requests));
  if (!loose) return endpoint.description;
  log(`warning: ${loose.warning}`);
  return `${endpoint.description}, matched loosely by prompt id and trial (--replay-loose: ${loose.differing} recorded for another request)`;
}

/** A built-in simulator profile by name, or a profile file (.yaml/.json) relative to `cwd`. */
/**
 * A profile that names no seed draws from the run's seed: another `--seed` is another simulated model run,
 * as it would be against a real model at temperature > 0, while the same seed gives the same answers.
 */
export function seededProfile(profile: SimulatorProfile, runSeed: string | number): SimulatorProfile {
  return profile.seed !== undefined ? profile : { ...profile, seed: `${DEFAULT_SEED}:${runSeed}` };
}

export async function loadProfile(nameOrPath: string, cwd: string): Promise<SimulatorProfile> {
  if ((BUILTIN_PROFILE_NAMES as readonly string[]).includes(nameOrPath)) return builtinProfile(nameOrPath);
  if (!isProfileFile(nameOrPath)) {
    throw new ConfigError(
      `unknown simulator profile '${nameOrPath}'`,
      `use one of ${BUILTIN_PROFILE_NAMES.join(", ")}, or a .yaml/.json profile file`,
    );
  }
  const path = resolve(cwd, nameOrPath);
  // The checked read: a FIFO or device named as a profile is refused, never waited on.
  const text = readTextFile(path);
  if (text === undefined) {
    throw new ConfigError(
      `simulator profile file not found: ${path}`,
      "check the path given to --profile or provider.simulator-profile",
    );
  }
  const yaml = parseUserYaml(text);
  const [problem] = yaml.problems;
  if (problem) {
    throw new ConfigError(`simulator profile ${path} is invalid: ${problem.message}`, problem.hint, {
      file: path,
      line: problem.line,
      column: problem.column,
    });
  }
  try {
    // `systemPrompts[].file` overrides match a prompt file's exact text, read relative to the profile.
    return await resolveSystemPromptFiles(parseProfile(yaml.data), dirname(path), async (p) =>
      readTextFile(p),
    );
  } catch (error) {
    throw new ConfigError(
      `simulator profile ${path} is invalid: ${error instanceof Error ? error.message : String(error)}`,
      "fix the fields named above",
      { file: path },
    );
  }
}
