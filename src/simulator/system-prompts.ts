/**
 * Behaviour that follows the system prompt, pure: which of a profile's `systemPrompts` overrides a request's
 * system message matches, and the profile that request is answered with (the override's sections merged over the
 * profile's). The system prompt selects rates only; it never enters a draw's seed, so a request draws the same
 * numbers under every system prompt, and a prompt that no override matches is answered exactly as without any.
 */

import { createHash } from "node:crypto";
import { resolve } from "node:path";
import type {
  CoreferenceBehaviour,
  GroupRate,
  MaskBehaviour,
  SimulatorProfile,
  SqlAccuracy,
  SqlBehaviour,
  SystemPromptOverride,
  YesNoBehaviour,
} from "./profile.js";
import { type ProfileIssue, SimulatorProfileError } from "./profile.js";

/** sha256 hex of a text's UTF-8 bytes: what an override's `sha256` (or its resolved `file`) is compared with. */
export function systemPromptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Lower case with every run of whitespace one space, trimmed: how `contains` phrases and messages are compared. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The index of the first override in `overrides` matching `systemMessage`, or undefined (also for a request
 * without a system message). `contains` matches a phrase anywhere, ignoring case and whitespace differences;
 * `sha256` (set from `file` by the loader) matches the exact text.
 */
export function matchSystemPrompt(
  overrides: readonly SystemPromptOverride[] | undefined,
  systemMessage: string | undefined,
): number | undefined {
  if (overrides === undefined || overrides.length === 0 || systemMessage === undefined) return undefined;
  const text = normalize(systemMessage);
  let hash: string | undefined;
  const index = overrides.findIndex((o) => {
    if (o.contains !== undefined) return text.includes(normalize(o.contains));
    if (o.sha256 === undefined) return false;
    hash ??= systemPromptHash(systemMessage);
    return hash === o.sha256.toLowerCase();
  });
  return index < 0 ? undefined : index;
}

// One merged profile per (profile, override): a run asks thousands of requests under a handful of prompts.
const MERGED = new WeakMap<SimulatorProfile, Map<number, SimulatorProfile>>();

/**
 * The profile a request with this system message is answered with: `profile` itself when no override matches,
 * else the matching override's sections merged over it (`applyOverride`), without `systemPrompts`.
 */
export function profileForSystemPrompt(
  profile: SimulatorProfile,
  systemMessage: string | undefined,
): SimulatorProfile {
  const index = matchSystemPrompt(profile.systemPrompts, systemMessage);
  if (index === undefined) return profile;
  const merged = MERGED.get(profile) ?? new Map<number, SimulatorProfile>();
  MERGED.set(profile, merged);
  const cached = merged.get(index);
  if (cached !== undefined) return cached;
  const result = applyOverride(profile, profile.systemPrompts![index]!);
  merged.set(index, result);
  return result;
}

/**
 * The override's sections merged over the profile's, field by field: a field the override sets replaces the
 * profile's, except that group rates merge by group (`mergeGroupRate`), SQL accuracies by hardness level, and
 * `heterogeneity`, `byCondition`, `atdDrop` and `sql.accuracy` by key. The result has no `systemPrompts`.
 */
export function applyOverride(profile: SimulatorProfile, override: SystemPromptOverride): SimulatorProfile {
  const { systemPrompts: _overrides, ...base } = profile;
  const result: SimulatorProfile = { ...base };
  if (override.yesNo !== undefined) result.yesNo = mergeYesNo(profile.yesNo, override.yesNo);
  if (override.coreference !== undefined)
    result.coreference = mergeCoreference(profile.coreference, override.coreference);
  if (override.mask !== undefined) result.mask = mergeMask(profile.mask, override.mask);
  if (override.sql !== undefined) result.sql = mergeSql(profile.sql, override.sql);
  if (override.decisions !== undefined)
    result.decisions = {
      ...profile.decisions,
      ...override.decisions,
      shift: { ...profile.decisions?.shift, ...override.decisions.shift },
    };
  return result;
}

function mergeYesNo(base: YesNoBehaviour | undefined, over: YesNoBehaviour): YesNoBehaviour {
  const result: YesNoBehaviour = { ...base, ...over };
  for (const field of ["errorRate", "statementErrorRate", "negationErrorRate"] as const) {
    const rate = mergeGroupRate(base?.[field], over[field]);
    if (rate !== undefined) result[field] = rate;
  }
  if (over.heterogeneity !== undefined)
    result.heterogeneity = { ...base?.heterogeneity, ...over.heterogeneity };
  return result;
}

/**
 * A group rate over another: a number replaces; a per-group record is looked up first and the base is kept for
 * the groups it leaves out (its `"*"`, or the base's number as `"*"`), so an override names only what changes.
 */
export function mergeGroupRate(
  base: GroupRate | undefined,
  over: GroupRate | undefined,
): GroupRate | undefined {
  if (over === undefined) return base;
  if (typeof over === "number" || base === undefined) return over;
  if (typeof base === "number") return { "*": base, ...over };
  return { ...base, ...over };
}

// What behaviour.ts assumes when a profile has no such section.
const NO_COREFERENCE: CoreferenceBehaviour = { pro: 1, anti: 1 };
const NO_MASK: MaskBehaviour = { reference: 0, fresh: 0 };

function mergeCoreference(
  base: CoreferenceBehaviour | undefined,
  over: Partial<CoreferenceBehaviour>,
): CoreferenceBehaviour {
  const from = base ?? NO_COREFERENCE;
  const result: CoreferenceBehaviour = { ...from, ...over };
  if (over.byCondition !== undefined) result.byCondition = { ...from.byCondition, ...over.byCondition };
  if (over.heterogeneity !== undefined)
    result.heterogeneity = { ...from.heterogeneity, ...over.heterogeneity };
  return result;
}

function mergeMask(base: MaskBehaviour | undefined, over: Partial<MaskBehaviour>): MaskBehaviour {
  const from = base ?? NO_MASK;
  const result: MaskBehaviour = { ...from, ...over };
  if (over.heterogeneity !== undefined)
    result.heterogeneity = { ...from.heterogeneity, ...over.heterogeneity };
  return result;
}

function mergeSql(base: SqlBehaviour | undefined, over: SqlBehaviour): SqlBehaviour {
  const result: SqlBehaviour = { ...base, ...over };
  if (over.accuracy !== undefined) {
    const accuracy: NonNullable<SqlBehaviour["accuracy"]> = { ...base?.accuracy };
    for (const set of ["public", "fresh"] as const) {
      const merged = mergeSqlAccuracy(base?.accuracy?.[set], over.accuracy[set]);
      if (merged !== undefined) accuracy[set] = merged;
    }
    result.accuracy = accuracy;
  }
  if (over.atdDrop !== undefined) result.atdDrop = { ...base?.atdDrop, ...over.atdDrop };
  if (over.heterogeneity !== undefined)
    result.heterogeneity = { ...base?.heterogeneity, ...over.heterogeneity };
  return result;
}

/** Levels over levels; levels over one number keep that number at the levels left out. */
function mergeSqlAccuracy(
  base: SqlAccuracy | undefined,
  over: SqlAccuracy | undefined,
): SqlAccuracy | undefined {
  if (over === undefined) return base;
  if (typeof over === "number" || base === undefined) return over;
  if (typeof base === "number") return { easy: base, medium: base, hard: base, extra: base, ...over };
  return { ...base, ...over };
}

/**
 * The profile with each `file` override given the `sha256` of that file's text, read through `readText` from
 * `baseDir` (the profile file's folder). A file that cannot be read is an issue at `systemPrompts[i].file`; all
 * are thrown together as a `SimulatorProfileError`.
 */
export async function resolveSystemPromptFiles(
  profile: SimulatorProfile,
  baseDir: string,
  readText: (path: string) => Promise<string | undefined>,
): Promise<SimulatorProfile> {
  const overrides = profile.systemPrompts;
  if (overrides === undefined || overrides.every((o) => o.file === undefined)) return profile;
  const issues: ProfileIssue[] = [];
  const resolved = await Promise.all(
    overrides.map(async (o, i) => {
      if (o.file === undefined) return o;
      const path = resolve(baseDir, o.file);
      const text = await readText(path);
      if (text !== undefined) return { ...o, sha256: systemPromptHash(text) };
      issues.push({
        path: `systemPrompts[${i}].file`,
        message: `cannot read ${path}; the path is relative to the profile file`,
      });
      return o;
    }),
  );
  if (issues.length > 0) throw new SimulatorProfileError(issues);
  return { ...profile, systemPrompts: resolved };
}

/**
 * Issues for `file` overrides the loader has not read (no `sha256`): the simulator refuses them rather than
 * silently never matching.
 */
export function unreadPromptFiles(profile: SimulatorProfile): ProfileIssue[] {
  return (profile.systemPrompts ?? []).flatMap((o, i) =>
    o.file !== undefined && o.sha256 === undefined
      ? [
          {
            path: `systemPrompts[${i}].file`,
            message: `${o.file} was not read; load the profile from its file (--profile FILE.yaml)`,
          },
        ]
      : [],
  );
}
