import { resolve } from "node:path";
import type { CliFlags } from "./cli-commands.js";
import type { Comparison, GateConfig, Variant } from "./config.js";
import { ConfigError } from "./errors.js";
import type { ConfigFile, VariantFile } from "./schema.js";

/** What resolving the variants needs: the working directory and file reads. */
export interface VariantsIO {
  cwd: string;
  readText(path: string): string | undefined;
}

/**
 * The run's comparison, when it has one: `--models a,b` or `--compare-system-prompt FILE` (flags win), else the
 * config's `provider.models` or `variants`. A variant takes the run's model and system prompt for what it leaves
 * out. `--model` alone replaces a configured comparison with that one model. The config file's own mistakes
 * (duplicate labels, an unknown `gate-on`) were caught with file:line by the schema; the flags' are caught here.
 */
export function resolveComparison(
  flags: CliFlags,
  file: ConfigFile | undefined,
  base: Pick<GateConfig, "provider" | "systemPrompt" | "baseDir">,
  io: VariantsIO,
  configPath?: string,
): Comparison | undefined {
  const variants = variantsOf(flags, file, base, io, configPath);
  if (!variants) return undefined;
  const labels = variants.map((v) => v.label);
  const twice = labels.find((label, i) => labels.indexOf(label) !== i);
  if (twice !== undefined)
    throw new ConfigError(
      `--models names "${twice}" twice`,
      "name each model once: --models current,candidate",
    );
  const gateOn = flags.gateOn ?? file?.["gate-on"] ?? labels[0] ?? "";
  if (!labels.includes(gateOn)) {
    throw new ConfigError(
      `--gate-on "${gateOn}" is not one of the compared variants`,
      `use one of: ${labels.join(", ")}`,
    );
  }
  return { variants, gateOn };
}

/**
 * The config with its comparison: `provider.model` and `systemPrompt` become the gated variant's, so anything
 * that looks at one model (provenance, `plan`'s power section) looks at the one the verdict is about.
 */
export function withComparison(config: GateConfig, comparison: Comparison | undefined): GateConfig {
  if (!comparison) return config;
  const gated = comparison.variants.find((v) => v.label === comparison.gateOn);
  if (!gated) return config;
  const { systemPrompt: _prompt, ...rest } = config;
  return {
    ...rest,
    provider: { ...config.provider, model: gated.model },
    ...(gated.systemPrompt ? { systemPrompt: gated.systemPrompt } : {}),
    comparison,
  };
}

function variantsOf(
  flags: CliFlags,
  file: ConfigFile | undefined,
  base: Pick<GateConfig, "provider" | "systemPrompt" | "baseDir">,
  io: VariantsIO,
  configPath: string | undefined,
): Variant[] | undefined {
  const current = (label: string): Variant => ({
    label,
    model: base.provider.model,
    ...(base.systemPrompt ? { systemPrompt: base.systemPrompt } : {}),
  });
  if (flags.models !== undefined && flags.compareSystemPrompt !== undefined) {
    throw new ConfigError(
      "--models and --compare-system-prompt together",
      "compare models or system prompts in one run; for both, list variants in the config file",
    );
  }
  if (flags.models !== undefined) return modelList(flags.models, base);
  if (flags.compareSystemPrompt !== undefined) {
    const path = resolve(io.cwd, flags.compareSystemPrompt);
    return [
      current("current"),
      { ...current("candidate"), systemPrompt: { text: readPrompt(path, io), file: path } },
    ];
  }
  if (flags.model !== undefined) return undefined;
  if (file?.provider?.models) return file.provider.models.map((model) => ({ ...current(model), model }));
  return file?.variants?.map((v, i) => fileVariant(v, i, base, io, configPath));
}

function modelList(list: string, base: Pick<GateConfig, "systemPrompt">): Variant[] {
  const models = list.split(",").map((m) => m.trim());
  if (models.length < 2 || models.some((m) => m === "")) {
    throw new ConfigError(
      `--models needs two or more model names separated by commas, not "${list}"`,
      "e.g. --models gpt-4o-mini,gpt-4.1-mini (the first is the current one, gated unless --gate-on)",
    );
  }
  return models.map((model) => ({
    label: model,
    model,
    ...(base.systemPrompt ? { systemPrompt: base.systemPrompt } : {}),
  }));
}

function fileVariant(
  v: VariantFile,
  index: number,
  base: Pick<GateConfig, "provider" | "systemPrompt" | "baseDir">,
  io: VariantsIO,
  configPath: string | undefined,
): Variant {
  const model = v.model ?? base.provider.model;
  const label = v.label ?? v.model ?? `variant ${index + 1}`;
  const file = v["system-prompt-file"];
  if (file !== undefined) {
    const path = resolve(base.baseDir, file);
    return { label, model, systemPrompt: { text: readPrompt(path, io, configPath), file: path } };
  }
  const text = v["system-prompt"];
  if (text !== undefined) return { label, model, ...(text !== "" ? { systemPrompt: { text } } : {}) };
  return { label, model, ...(base.systemPrompt ? { systemPrompt: base.systemPrompt } : {}) };
}

function readPrompt(path: string, io: VariantsIO, configPath?: string): string {
  const text = io.readText(path);
  if (text === undefined) {
    throw new ConfigError(
      `system prompt file not found: ${path}`,
      configPath
        ? "fix the variant's system-prompt-file in the config"
        : "check the path given to --compare-system-prompt",
      { file: configPath ?? path },
    );
  }
  return text;
}
