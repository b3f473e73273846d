import type { GateSettings } from "../config/config.js";
import { DEFAULT_POLICY, type GatePolicy } from "./policy.js";

/** The gate's policy: the defaults, overridden by what the config and flags set. */
export function gatePolicy(settings: GateSettings): GatePolicy {
  return {
    thresholds: { ...DEFAULT_POLICY.thresholds, ...settings.thresholds },
    perGroup: settings.groups,
    rule: settings.rule ?? DEFAULT_POLICY.rule,
    minUsable: settings.minUsable ?? DEFAULT_POLICY.minUsable,
    level: settings.level ?? DEFAULT_POLICY.level,
    baseline: {
      margins: { ...DEFAULT_POLICY.baseline.margins, ...settings.baseline.margins },
      alpha: settings.baseline.alpha ?? DEFAULT_POLICY.baseline.alpha,
    },
  };
}
