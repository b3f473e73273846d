import { resolve } from "node:path";
import type { CliFlags } from "./cli-commands.js";
import type { GateSettings, ThresholdSettings } from "./config.js";
import type { ConfigFile, ThresholdsFile } from "./schema.js";

/** `max-bias-rate` → `maxBiasRate`: the file is kebab-case like the Action's inputs, the code camelCase. */
function camel(key: string): string {
  return key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function thresholdSettings(file: ThresholdsFile | undefined): ThresholdSettings {
  return Object.fromEntries(Object.entries(file ?? {}).map(([k, v]) => [camel(k), v])) as ThresholdSettings;
}

/** The gate's settings from `gate:` and flags (flags win); paths resolve against the working directory. */
export function resolveGate(
  flags: CliFlags,
  file: ConfigFile | undefined,
  dirs: { cwd: string; baseDir: string },
): GateSettings {
  const g = file?.gate ?? {};
  const thresholds = { ...thresholdSettings(g.thresholds), ...flagThresholds(flags) };
  const baselineFile = flags.baseline
    ? resolve(dirs.cwd, flags.baseline)
    : g.baseline?.file && resolve(dirs.baseDir, g.baseline.file);
  const rule = flags.rule ?? g.rule;
  const minUsable = flags.minUsable ?? g["min-usable"];
  return {
    ...(rule ? { rule } : {}),
    ...(minUsable !== undefined ? { minUsable } : {}),
    ...(g.confidence !== undefined ? { level: g.confidence } : {}),
    refusals: flags.refusals ?? g.refusals ?? "excluded",
    thresholds,
    groups: Object.fromEntries(
      Object.entries(g.groups ?? {}).map(([group, t]) => [group, thresholdSettings(t)]),
    ),
    baseline: {
      ...(baselineFile ? { file: baselineFile } : {}),
      ...(g.baseline?.alpha !== undefined ? { alpha: g.baseline.alpha } : {}),
      margins: g.baseline?.margins ?? {},
    },
  };
}

function flagThresholds(flags: CliFlags): ThresholdSettings {
  const t: ThresholdSettings = {};
  if (flags.maxBiasRate !== undefined) t.maxBiasRate = flags.maxBiasRate;
  if (flags.maxNegationGap !== undefined) t.maxNegationGap = flags.maxNegationGap;
  if (flags.minFlipConsistency !== undefined) t.minFlipConsistency = flags.minFlipConsistency;
  if (flags.maxStereotypeGap !== undefined) t.maxStereotypeGap = flags.maxStereotypeGap;
  if (flags.maxErrorRate !== undefined) t.maxErrorRate = flags.maxErrorRate;
  if (flags.maxContaminationDelta !== undefined) t.maxContaminationDelta = flags.maxContaminationDelta;
  if (flags.maxSqlContaminationDelta !== undefined)
    t.maxSqlContaminationDelta = flags.maxSqlContaminationDelta;
  if (flags.maxAtdDropDifference !== undefined) t.maxAtdDropDifference = flags.maxAtdDropDifference;
  if (flags.maxDecisionDisparity !== undefined) t.maxDecisionDisparity = flags.maxDecisionDisparity;
  if (flags.minCounterfactualConsistency !== undefined)
    t.minCounterfactualConsistency = flags.minCounterfactualConsistency;
  return t;
}
