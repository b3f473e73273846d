/**
 * Behaviour that follows the requested model, pure: the profile a request for `model` is answered with, the
 * profile's `models[model]` sections merged over its own (the same merge as a system-prompt override), its
 * `systemPrompts` kept so they still apply on top. The model name is already in every draw's seed, so two models
 * with the same rates answer independently; an override changes only the rates the draws are compared with.
 */

import type { SimulatorProfile } from "./profile.js";
import { applyOverride } from "./system-prompts.js";

// One merged profile per (profile, model): a run asks thousands of requests of a handful of models. Stable
// objects also keep `profileForSystemPrompt`'s own per-profile cache effective.
const MERGED = new WeakMap<SimulatorProfile, Map<string, SimulatorProfile>>();

/** `profile` itself when it has no override for `model`, else the override merged over it (`applyOverride`). */
export function profileForModel(profile: SimulatorProfile, model: string): SimulatorProfile {
  const override =
    profile.models !== undefined && Object.hasOwn(profile.models, model) ? profile.models[model] : undefined;
  if (override === undefined) return profile;
  const merged = MERGED.get(profile) ?? new Map<string, SimulatorProfile>();
  MERGED.set(profile, merged);
  const cached = merged.get(model);
  if (cached !== undefined) return cached;
  const { models: _models, ...rest } = applyOverride(profile, override);
  const result: SimulatorProfile = {
    ...rest,
    ...(profile.systemPrompts !== undefined ? { systemPrompts: profile.systemPrompts } : {}),
  };
  merged.set(model, result);
  return result;
}
