import { resolve } from "node:path";
import { redactUrl, userinfoOf } from "./base-url.js";
import type { CliFlags } from "./cli-commands.js";
import {
  type BudgetConfig,
  DEFAULT_COMPLETIONS_QUESTION,
  DEFAULT_QUESTION,
  type EndpointConfig,
  type ProviderConfig,
  SIMULATOR_URL,
} from "./config.js";
import { ConfigError } from "./errors.js";
import { DEFAULT_MAX_ANSWER_BYTES } from "./limits.js";
import type { ConfigFile } from "./schema.js";

export const PROVIDER_DEFAULTS = {
  apiKeyEnv: "OPENAI_API_KEY",
  simulatorModel: "bias-gate-simulator",
  simulatorProfile: "fair",
  temperature: 0,
  maxTokens: 5,
  /** With `api: completions`: APES's one output token, the answer word a base model continues `A:` with. */
  completionsMaxTokens: 1,
  topLogprobs: 5,
  timeoutSeconds: 30,
  maxAnswerBytes: DEFAULT_MAX_ANSWER_BYTES,
  concurrency: 8,
  maxConcurrency: 128,
  maxAttempts: 5,
  rateLimitBudgetSeconds: 600,
} as const;

/** A comparison run's first model (`--models`, `provider.models`, `variants`), when nothing names one model. */
function firstModel(flags: CliFlags, file: ConfigFile | undefined): string | undefined {
  const listed = flags.models?.split(",")[0]?.trim();
  return listed || file?.provider?.models?.[0] || file?.variants?.find((v) => v.model)?.model;
}

/** The provider settings from the config file's `provider:` section and flags; flags win. */
export function resolveProvider(
  flags: CliFlags,
  file: ConfigFile | undefined,
  dirs: { cwd: string; baseDir: string },
  configFile?: string,
): ProviderConfig {
  const p = file?.provider ?? {};
  const endpoint = resolveEndpoint(flags, file, dirs, configFile);
  const model =
    flags.model ??
    p.model ??
    firstModel(flags, file) ??
    (endpoint.kind === "openai-compatible" ? undefined : PROVIDER_DEFAULTS.simulatorModel);
  if (!model) {
    throw new ConfigError(
      "no model is configured for the endpoint",
      "set provider.model in the config file or pass --model (e.g. gpt-4o-mini)",
      configFile ? { file: configFile } : undefined,
    );
  }
  const api = p.api ?? "chat";
  const maxCompletionTokens = flags.maxCompletionTokens ?? p["max-completion-tokens"];
  const maxTokens = flags.maxTokens ?? p["max-tokens"];
  if (api === "completions") {
    checkCompletionsApi(flags, file, { maxCompletionTokens }, configFile);
    return {
      ...sharedSettings(flags, p, endpoint, model),
      api,
      maxTokens: maxTokens ?? PROVIDER_DEFAULTS.completionsMaxTokens,
    };
  }
  return {
    ...sharedSettings(flags, p, endpoint, model),
    api,
    // A model that wants max_completion_tokens rejects max_tokens, so configuring one drops the default of the other.
    ...(maxCompletionTokens !== undefined
      ? { maxCompletionTokens, ...(maxTokens !== undefined ? { maxTokens } : {}) }
      : { maxTokens: maxTokens ?? PROVIDER_DEFAULTS.maxTokens }),
  };
}

/** The yes/no question a suite without its own `question:` asks: APES's `Q: … Yes or No?\nA:` for completions. */
export function defaultQuestion(file: ConfigFile | undefined): string {
  return file?.provider?.api === "completions" ? DEFAULT_COMPLETIONS_QUESTION : DEFAULT_QUESTION;
}

/**
 * `api: completions` sends one short prompt and reads one answer token: it fits the yes/no suites. Coreference
 * and contamination answers are words and lists a base model would have to be prompted for differently, and
 * `/completions` has no `max_completion_tokens`; both are refused before any request, naming the setting.
 */
function checkCompletionsApi(
  flags: CliFlags,
  file: ConfigFile | undefined,
  { maxCompletionTokens }: { maxCompletionTokens: number | undefined },
  configFile: string | undefined,
): void {
  const where = configFile ? { file: configFile } : undefined;
  if (maxCompletionTokens !== undefined) {
    const setting =
      flags.maxCompletionTokens !== undefined ? "--max-completion-tokens" : "provider.max-completion-tokens";
    throw new ConfigError(
      `${setting} does not exist on the completions endpoint (provider.api: completions)`,
      `use max-tokens (default 1 with api: completions), or set provider.api: chat`,
      where,
    );
  }
  // Flags that select templates replace the config's suites, so only the file's suites can be of another kind.
  if (flags.templates) return;
  const other = (file?.suites ?? [])
    .map((suite, index) => ({ kind: suite.kind ?? "templates", name: suite.name ?? `suite-${index + 1}` }))
    .filter((suite) => suite.kind !== "templates");
  if (other.length === 0) return;
  const named = other.map((suite) => `'${suite.name}' (${suite.kind})`).join(", ");
  throw new ConfigError(
    `provider.api: completions asks yes/no suites only, but the config has ${named}`,
    "run those suites in a config with provider.api: chat (the default), or remove them from this one",
    where,
  );
}

function sharedSettings(
  flags: CliFlags,
  p: NonNullable<ConfigFile["provider"]>,
  endpoint: EndpointConfig,
  model: string,
): Omit<ProviderConfig, "api" | "maxTokens" | "maxCompletionTokens"> {
  return {
    endpoint,
    model,
    temperature: flags.temperature ?? p.temperature ?? PROVIDER_DEFAULTS.temperature,
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    logprobs: p.logprobs ?? true,
    topLogprobs: p["top-logprobs"] ?? PROVIDER_DEFAULTS.topLogprobs,
    headers: p.headers ?? {},
    timeoutMs: 1000 * (flags.timeoutSeconds ?? p["timeout-seconds"] ?? PROVIDER_DEFAULTS.timeoutSeconds),
    maxAnswerBytes: flags.maxAnswerBytes ?? p["max-answer-bytes"] ?? PROVIDER_DEFAULTS.maxAnswerBytes,
    concurrency: {
      initial: flags.concurrency ?? p.concurrency ?? PROVIDER_DEFAULTS.concurrency,
      max: Math.max(
        p["max-concurrency"] ?? PROVIDER_DEFAULTS.maxConcurrency,
        flags.concurrency ?? p.concurrency ?? 1,
      ),
    },
    maxAttempts: p["max-attempts"] ?? PROVIDER_DEFAULTS.maxAttempts,
    rateLimitBudgetMs: 1000 * (p["rate-limit-budget-seconds"] ?? PROVIDER_DEFAULTS.rateLimitBudgetSeconds),
    ...((flags.batch ?? p.batch) ? { batch: true as const } : {}),
  };
}

function resolveEndpoint(
  flags: CliFlags,
  file: ConfigFile | undefined,
  { cwd, baseDir }: { cwd: string; baseDir: string },
  configFile: string | undefined,
): EndpointConfig {
  const p = file?.provider ?? {};
  if (flags.replay?.length || flags.apesPredictions?.length) {
    return {
      kind: "replay",
      recordings: (flags.replay ?? []).map((f) => resolve(cwd, f)),
      apesPredictions: (flags.apesPredictions ?? []).map((f) => resolve(cwd, f)),
      ...((flags.replayLoose ?? file?.["replay-loose"]) ? { loose: true } : {}),
    };
  }
  const baseUrl = flags.baseUrl ?? p["base-url"] ?? SIMULATOR_URL;
  if (baseUrl === SIMULATOR_URL) {
    // A profile file is relative to where it was named: the working directory for a flag, the config file's
    // directory for the config, like every other path.
    const named = flags.profile
      ? { value: flags.profile, dir: cwd }
      : { value: p["simulator-profile"], dir: baseDir };
    const profile = named.value ?? PROVIDER_DEFAULTS.simulatorProfile;
    return { kind: "simulator", profile: isProfileFile(profile) ? resolve(named.dir, profile) : profile };
  }
  if (flags.profile !== undefined) {
    // A profile shapes only the embedded simulator's answers; silently dropping it would let a person believe a
    // real model was run with planted biases (or the reverse).
    throw new ConfigError(
      `--profile ${flags.profile} (in the Action, the profile input) only applies to the embedded simulator, but the base URL is ${redactUrl(baseUrl)}`,
      "remove --profile (or the profile input) to query that endpoint, or remove --base-url (base-url: simulator) to run the simulator with that profile",
    );
  }
  if (flags.baseUrl !== undefined) checkBaseUrl(baseUrl, "--base-url");
  else checkBaseUrl(baseUrl, "provider.base-url", configFile);
  return {
    kind: "openai-compatible",
    baseUrl,
    apiKeyEnv: flags.apiKeyEnv ?? p["api-key-env"] ?? PROVIDER_DEFAULTS.apiKeyEnv,
  };
}

/**
 * Throws a ConfigError naming `setting` unless `url` is an http(s) URL with a host and a valid port, so a typo
 * is reported before any request instead of as a connection failure on every prompt. A user and password in the
 * URL are refused too: sent in every request and echoed by servers, they belong in a key or a header. The URL is
 * shown with its user, password and query values redacted.
 */
function checkBaseUrl(url: string, setting: string, configFile?: string): void {
  const where = configFile ? { file: configFile } : undefined;
  if (userinfoOf(url) !== undefined) {
    throw new ConfigError(
      `base URL '${redactUrl(url)}' carries credentials before its host (user:password@)`,
      `remove them from ${setting}: pass the key as api-key (the environment variable named by provider.api-key-env, ` +
        "default OPENAI_API_KEY, or the Action's api-key input), or another credential in provider.headers",
      where,
    );
  }
  const problem = baseUrlProblem(url);
  if (problem === undefined) return;
  throw new ConfigError(
    `base URL '${redactUrl(url)}' is not a valid URL: ${problem}`,
    `fix ${setting}: an http(s) URL such as https://api.openai.com/v1 or http://localhost:8000/v1, or 'simulator'`,
    where,
  );
}

function baseUrlProblem(url: string): string | undefined {
  const authority = /^https?:\/\/([^/?#]*)/i.exec(url)?.[1];
  if (authority === undefined) return "it must start with http:// or https://";
  if (/\s/.test(url)) return "it contains a space";
  const host = authority.replace(/^[^@]*@/, "");
  if (host === "" || host.startsWith(":")) return "it names no host";
  if (host.startsWith("[") && !host.includes("]")) return "its IPv6 address lacks the closing ']'";
  const port = /:(\d+)$/.exec(host.replace(/^\[[^\]]*\]/, ""))?.[1];
  if (port !== undefined && Number(port) > 65535) return `port ${port} is out of range (0-65535)`;
  try {
    new URL(url);
  } catch {
    return "it cannot be parsed";
  }
  return undefined;
}

/** Minutes a run may spend querying when `deadline-minutes` is not set. */
export const DEFAULT_DEADLINE_MINUTES = 30;

/**
 * The run's deadline in ms from `--deadline-minutes` or the config's `deadline-minutes` (default 30 minutes);
 * fractions are allowed. Both are checked against the schema's range before this (> 0, at most a week).
 */
export function resolveDeadlineMs(flags: CliFlags, file: ConfigFile | undefined): number {
  return (flags.deadlineMinutes ?? file?.["deadline-minutes"] ?? DEFAULT_DEADLINE_MINUTES) * 60_000;
}

/** Profiles are named by a built-in name or a YAML/JSON file. */
export function isProfileFile(profile: string): boolean {
  return /\.(ya?ml|json)$/.test(profile);
}

/**
 * Budget caps from `budget:` and flags; absent caps are unlimited. A cost cap without prices is a ConfigError:
 * it could never be counted.
 */
export function resolveBudget(flags: CliFlags, file: ConfigFile | undefined): BudgetConfig {
  const b = file?.budget ?? {};
  const maxRequests = flags.maxRequests ?? b["max-requests"];
  const maxTokens = flags.maxTotalTokens ?? b["max-tokens"];
  const maxCostUsd = flags.maxCostUsd ?? b["max-cost-usd"];
  const priced =
    flags.priceInput !== undefined || flags.priceOutput !== undefined || file?.prices !== undefined;
  if (maxCostUsd !== undefined && !priced) {
    throw new ConfigError(
      `${flags.maxCostUsd !== undefined ? "--max-cost-usd" : "budget.max-cost-usd"} needs token prices to count the cost`,
      "set prices: { input-per-million: …, output-per-million: … } in the config, or pass --price-input and --price-output (USD per million tokens)",
    );
  }
  return {
    ...(maxRequests !== undefined ? { maxRequests } : {}),
    ...(maxTokens !== undefined ? { maxTokens } : {}),
    ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
  };
}
