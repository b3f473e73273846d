import { z } from "zod";
import type { CliFlags } from "./cli-commands.js";
import { FLAGS } from "./cli-flags.js";
import { ConfigError } from "./errors.js";
import { describeRange, isNumberSchema, type NumberSchema, numberProblem } from "./number-range.js";
import { configFileSchema } from "./schema.js";
import { type SchemaNode, schemaAt } from "./schema-keys.js";

type NumberFlagKey = {
  [K in keyof CliFlags]-?: NonNullable<CliFlags[K]> extends number ? K : never;
}[keyof CliFlags];

/**
 * Every numeric flag and Action input, by its `CliFlags` key, at the config-file key that holds the same setting:
 * its range is that key's schema, so a value is checked the same from all three places. A setting with no key in
 * the file (`--port`) has its own schema here.
 */
const NUMBER_SETTINGS: Record<NumberFlagKey, readonly string[] | NumberSchema> = {
  perTemplate: ["per-template"],
  trials: ["trials"],
  maxLooks: ["max-looks"],
  priceInput: ["prices", "input-per-million"],
  priceOutput: ["prices", "output-per-million"],
  temperature: ["provider", "temperature"],
  maxTokens: ["provider", "max-tokens"],
  maxCompletionTokens: ["provider", "max-completion-tokens"],
  concurrency: ["provider", "concurrency"],
  timeoutSeconds: ["provider", "timeout-seconds"],
  maxAnswerBytes: ["provider", "max-answer-bytes"],
  maxRequests: ["budget", "max-requests"],
  maxTotalTokens: ["budget", "max-tokens"],
  maxCostUsd: ["budget", "max-cost-usd"],
  deadlineMinutes: ["deadline-minutes"],
  port: z.number().int().min(0).max(65535),
  forecast: z.number().int().min(0).max(1000),
  minUsable: ["gate", "min-usable"],
  maxBiasRate: ["gate", "thresholds", "max-bias-rate"],
  maxNegationGap: ["gate", "thresholds", "max-negation-gap"],
  minFlipConsistency: ["gate", "thresholds", "min-flip-consistency"],
  maxStereotypeGap: ["gate", "thresholds", "max-stereotype-gap"],
  maxErrorRate: ["gate", "thresholds", "max-error-rate"],
  maxContaminationDelta: ["gate", "thresholds", "max-contamination-delta"],
  maxSqlContaminationDelta: ["gate", "thresholds", "max-sql-contamination-delta"],
  maxAtdDropDifference: ["gate", "thresholds", "max-atd-drop-difference"],
  maxDecisionDisparity: ["gate", "thresholds", "max-decision-disparity"],
  minCounterfactualConsistency: ["gate", "thresholds", "min-counterfactual-consistency"],
};

/** The schema that checks the numeric setting `key`: the config file's, where the file has the setting. */
export function numberSchemaOf(key: NumberFlagKey): NumberSchema {
  const setting = NUMBER_SETTINGS[key];
  if (!Array.isArray(setting)) return setting as NumberSchema;
  const node = schemaAt(configFileSchema as unknown as SchemaNode, setting);
  if (!isNumberSchema(node)) throw new Error(`no number schema at ${setting.join(".")} for ${key}`);
  return node;
}

/** Whether `key` is a numeric setting, checked by {@link readNumberSetting}. */
export function isNumberSetting(key: keyof CliFlags): key is NumberFlagKey {
  return Object.hasOwn(NUMBER_SETTINGS, key);
}

/**
 * Reads `text` as the number for setting `key`, named `label` in errors (`input per-template`). Any number
 * JavaScript reads is taken (`-1`, `1e3`, `0.5`), then checked by {@link checkNumberSetting}.
 */
export function readNumberSetting(key: NumberFlagKey, text: string, label: string): number {
  const value = text.trim() === "" ? Number.NaN : Number(text);
  if (Number.isNaN(value)) {
    const range = describeRange(numberSchemaOf(key));
    throw new ConfigError(`${label} must be a number, not '${text}'`, `${label} takes ${range}`);
  }
  return checkNumberSetting(key, value, label);
}

/**
 * `value` when setting `key`'s schema accepts it; else a ConfigError naming `label`, the value and the range, and
 * for a rate written as a percentage the share to write instead.
 */
export function checkNumberSetting(key: NumberFlagKey, value: number, label: string): number {
  const problem = numberProblem(label, numberSchemaOf(key), value);
  if (problem) throw new ConfigError(problem.message, problem.hint);
  return value;
}

/**
 * Checks every numeric flag given against its setting's range, naming the flag. Parsing the command line only
 * reads the numbers (it runs before any command and stays free of the schema); this runs where the config is
 * resolved, before anything is read or sent.
 */
export function checkNumberFlags(flags: CliFlags): void {
  for (const [name, spec] of Object.entries(FLAGS)) {
    const value = flags[spec.key];
    if (typeof value === "number" && isNumberSetting(spec.key)) checkNumberSetting(spec.key, value, name);
  }
}
