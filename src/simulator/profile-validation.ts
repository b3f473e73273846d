/**
 * Checking a user's simulator profile (parsed YAML/JSON): every problem is reported at once, each naming
 * the field's path and what to write instead.
 */

import type { Hardness } from "../sql/hardness.js";
import {
  OVERRIDABLE_SECTIONS,
  type OverridableSection,
  type ProfileIssue,
  RATE_LIMIT_HEADERS,
  REJECTABLE_PARAMETERS,
  type SimulatorProfile,
  SimulatorProfileError,
} from "./profile.js";
import { applyOverride } from "./system-prompts.js";

/** Validates user-supplied profile data (parsed YAML/JSON); returns the typed profile or throws every issue. */
export function parseProfile(value: unknown): SimulatorProfile {
  const issues = validateProfile(value);
  if (issues.length > 0) throw new SimulatorProfileError(issues);
  return value as SimulatorProfile;
}

type Check = (path: string, value: unknown, issues: ProfileIssue[]) => void;

const probability: Check = (path, value, issues) => {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
    issues.push({
      path,
      message: `must be a probability between 0 and 1 (e.g. 0.05 for 5%), got ${show(value)}`,
    });
  }
};

const milliseconds: Check = (path, value, issues) => {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    issues.push({ path, message: `must be a number of milliseconds ≥ 0, got ${show(value)}` });
  }
};

const positiveInteger: Check = (path, value, issues) => {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    issues.push({ path, message: `must be a whole number ≥ 1, got ${show(value)}` });
  }
};

const count: Check = (path, value, issues) => {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    issues.push({ path, message: `must be a whole number ≥ 0, got ${show(value)}` });
  }
};

const serverStatus: Check = (path, value, issues) => {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 500 || value > 599) {
    issues.push({ path, message: `must be an HTTP server-error status, 500 to 599, got ${show(value)}` });
  }
};

const standardDeviation: Check = (path, value, issues) => {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    issues.push({
      path,
      message: `must be a standard deviation on the logit scale ≥ 0 (e.g. 0.5), got ${show(value)}`,
    });
  }
};

const flag: Check = (path, value, issues) => {
  if (typeof value !== "boolean") issues.push({ path, message: `must be true or false, got ${show(value)}` });
};

const groupRate: Check = (path, value, issues) => {
  if (!isRecord(value)) return probability(path, value, issues);
  for (const [group, rate] of Object.entries(value)) probability(`${path}.${group}`, rate, issues);
};

const accuracyPoints: Check = (path, value, issues) => {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
    issues.push({
      path,
      message: `must be a share of accuracy between 0 and 1 (e.g. 0.1 for 10 points), got ${show(value)}`,
    });
  }
};

// A record rather than a list so the compiler rejects a hardness level added to the union but not here; the
// simulator takes the type only, not the text-to-SQL module.
const HARDNESS: Readonly<Record<Hardness, true>> = { easy: true, medium: true, hard: true, extra: true };
const HARDNESS_LEVELS = Object.keys(HARDNESS);

const sqlAccuracy: Check = (path, value, issues) => {
  if (!isRecord(value)) return probability(path, value, issues);
  for (const [level, rate] of Object.entries(value)) {
    if (!HARDNESS_LEVELS.includes(level)) {
      issues.push({
        path: `${path}.${level}`,
        message: `is not a hardness level; use one of: ${HARDNESS_LEVELS.join(", ")}`,
      });
    } else {
      probability(`${path}.${level}`, rate, issues);
    }
  }
};

const oneOf =
  (allowed: readonly string[]): Check =>
  (path, value, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ path, message: `must be a list drawn from: ${allowed.join(", ")}; got ${show(value)}` });
      return;
    }
    value.forEach((item, i) => {
      if (typeof item !== "string" || !allowed.includes(item)) {
        issues.push({
          path: `${path}[${i}]`,
          message: `must be one of: ${allowed.join(", ")}; got ${show(item)}`,
        });
      }
    });
  };

const section =
  (fields: Readonly<Record<string, Check>>, required: readonly string[] = []): Check =>
  (path, value, issues) => {
    if (!isRecord(value)) {
      issues.push({ path, message: `must be a mapping with fields ${Object.keys(fields).join(", ")}` });
      return;
    }
    for (const name of required) {
      if (value[name] === undefined) issues.push({ path: `${path}.${name}`, message: "is required" });
    }
    for (const [name, field] of Object.entries(value)) {
      const check = fields[name];
      if (check === undefined) {
        const hint = `known fields: ${Object.keys(fields).join(", ")}`;
        issues.push({ path: `${path}.${name}`, message: `is not a profile field (typo?); ${hint}` });
      } else if (field !== undefined) {
        check(`${path}.${name}`, field, issues);
      }
    }
  };

const PROFILE_FIELDS: Readonly<Record<string, Check>> = {
  name: (path, value, issues) => {
    if (typeof value !== "string" || value.trim() === "") {
      issues.push({ path, message: `must be a non-empty string naming the profile, got ${show(value)}` });
    }
  },
  seed: (path, value, issues) => {
    if (typeof value !== "string") issues.push({ path, message: `must be a string, got ${show(value)}` });
  },
  latencyMs: milliseconds,
  latencyJitterMs: milliseconds,
  maxConcurrent: positiveInteger,
  rateLimitHeaders: oneOf(RATE_LIMIT_HEADERS),
  failures: section({
    serverError: probability,
    timeout: probability,
    reset: probability,
    malformed: probability,
    emptyChoices: probability,
    oversized: probability,
    oversizedBytes: positiveInteger,
    serverErrorStatus: serverStatus,
    startAfter: count,
  }),
  logprobs: flag,
  rejectParameters: oneOf(REJECTABLE_PARAMETERS),
  ...behaviourSections(true),
  systemPrompts: (path, value, issues) => systemPromptOverrides(path, value, issues),
  models: (path, value, issues) => modelOverrides(path, value, issues),
};

/**
 * The checks of the behaviour sections; `complete` = a profile's, whose coreference and mask need both their
 * rates, where a system-prompt override may name only what it changes.
 */
function behaviourSections(complete: boolean): Readonly<Record<OverridableSection, Check>> {
  return {
    yesNo: section({
      errorRate: groupRate,
      statementErrorRate: groupRate,
      negationErrorRate: groupRate,
      negationBlind: flag,
      refusalRate: probability,
      otherRate: probability,
      heterogeneity: section({ template: standardDeviation, prompt: standardDeviation }),
    }),
    coreference: section(
      {
        pro: probability,
        anti: probability,
        unsure: probability,
        byCondition: (path, value, issues) => {
          if (!isRecord(value))
            return void issues.push({ path, message: "must map condition names to {pro, anti}" });
          const cell = section({ pro: probability, anti: probability }, ["pro", "anti"]);
          for (const [name, rates] of Object.entries(value)) cell(`${path}.${name}`, rates, issues);
        },
        heterogeneity: section({ pair: standardDeviation, condition: standardDeviation }),
      },
      complete ? ["pro", "anti"] : [],
    ),
    mask: section(
      {
        reference: probability,
        fresh: probability,
        unsure: probability,
        heterogeneity: section({ cluster: standardDeviation, item: standardDeviation }),
        memorised: probability,
      },
      complete ? ["reference", "fresh"] : [],
    ),
    decisions: section({
      favourableRate: probability,
      noise: probability,
      shift: (path, value, issues) => {
        if (!isRecord(value))
          return void issues.push({ path, message: "must map groups (age=60s) to a shift in [-1, 1]" });
        for (const [group, shift] of Object.entries(value))
          if (typeof shift !== "number" || !(shift >= -1 && shift <= 1))
            issues.push({
              path: `${path}.${group}`,
              message: `must be a shift of the favourable rate in [-1, 1], got ${show(shift)}`,
            });
      },
    }),
    sql: section({
      accuracy: section({ public: sqlAccuracy, fresh: sqlAccuracy }),
      atdDrop: section({ public: accuracyPoints, fresh: accuracyPoints }),
      heterogeneity: section({
        database: (path, value, issues) => {
          if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
            const example = "(e.g. 0.05 for 5 points)";
            issues.push({
              path,
              message: `must be a standard deviation of the accuracy between 0 and 1 ${example}, got ${show(value)}`,
            });
          }
        },
      }),
      unusableRate: probability,
    }),
  };
}

const MATCHERS = ["contains", "sha256", "file"] as const;

const nonEmptyText =
  (what: string): Check =>
  (path, value, issues) => {
    if (typeof value !== "string" || value.trim() === "") {
      issues.push({ path, message: `must be a non-empty string: ${what}; got ${show(value)}` });
    }
  };

const OVERRIDE_FIELDS: Readonly<Record<string, Check>> = {
  contains: nonEmptyText("a phrase the system prompt contains (case-insensitive)"),
  sha256: (path, value, issues) => {
    if (typeof value !== "string" || !/^[0-9a-f]{64}$/i.test(value)) {
      issues.push({
        path,
        message: `must be the 64 hex digits of a sha256 (e.g. from \`sha256sum prompt.md\`), got ${show(value)}`,
      });
    }
  },
  file: nonEmptyText("a system prompt file, relative to the profile file"),
  ...behaviourSections(false),
};

/** `systemPrompts`: a list of overrides, each with exactly one matcher and at least one section. */
function systemPromptOverrides(path: string, value: unknown, issues: ProfileIssue[]): void {
  if (!Array.isArray(value)) {
    issues.push({
      path,
      message: `must be a list of overrides such as [{ contains: "be concise", yesNo: { errorRate: { gender: 0.3 } } }], got ${show(value)}`,
    });
    return;
  }
  value.forEach((override, i) => {
    const at = `${path}[${i}]`;
    section(OVERRIDE_FIELDS)(at, override, issues);
    if (!isRecord(override)) return;
    const matchers = MATCHERS.filter((m) => override[m] !== undefined);
    if (matchers.length !== 1) {
      const got = matchers.length === 0 ? "none" : matchers.join(" and ");
      issues.push({
        path: at,
        message: `needs exactly one of ${MATCHERS.join(", ")} to say which system prompt it applies to; got ${got}`,
      });
    }
    if (!OVERRIDABLE_SECTIONS.some((s) => override[s] !== undefined)) {
      issues.push({
        path: at,
        message: `changes nothing; add at least one of ${OVERRIDABLE_SECTIONS.join(", ")}`,
      });
    }
  });
}

/** `models`: model name → an override with at least one section (and no matcher: the name is the matcher). */
function modelOverrides(path: string, value: unknown, issues: ProfileIssue[]): void {
  if (!isRecord(value)) {
    issues.push({
      path,
      message: `must map model names to overrides such as { gpt-4.1-mini: { yesNo: { errorRate: 0.3 } } }, got ${show(value)}`,
    });
    return;
  }
  const check = section(behaviourSections(false));
  for (const [model, override] of Object.entries(value)) {
    const at = `${path}.${model}`;
    check(at, override, issues);
    if (isRecord(override) && !OVERRIDABLE_SECTIONS.some((s) => override[s] !== undefined)) {
      issues.push({
        path: at,
        message: `changes nothing; add at least one of ${OVERRIDABLE_SECTIONS.join(", ")}`,
      });
    }
  }
}

/**
 * Every problem with a profile, each naming the field and the fix; empty when the profile is valid.
 * Beyond types and ranges it checks the sums that must stay ≤ 1 (fault rates; refusal + other; accuracy + unsure).
 */
export function validateProfile(value: unknown): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  if (!isRecord(value)) {
    return [{ path: "profile", message: `must be a mapping with at least a "name", got ${show(value)}` }];
  }
  section(PROFILE_FIELDS, ["name"])("profile", value, issues);
  if (issues.length > 0) return issues.map((i) => ({ ...i, path: i.path.replace(/^profile\./, "") }));
  const profile = value as unknown as SimulatorProfile;
  issues.push(...sumIssues(profile, ""));
  // An override's sums are checked on what its requests are answered with: its sections over the profile's.
  profile.systemPrompts?.forEach((override, i) => {
    issues.push(...sumIssues(applyOverride(profile, override), `systemPrompts[${i}].`));
  });
  for (const [model, override] of Object.entries(profile.models ?? {}))
    issues.push(...sumIssues(applyOverride(profile, override), `models.${model}.`));
  return issues;
}

/** The probabilities that must add up to at most 1 (fault rates; refusal + other; accuracy + unsure). */
function sumIssues(profile: SimulatorProfile, prefix: string): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  const sum = (xs: (number | undefined)[]): number => xs.reduce<number>((a, x) => a + (x ?? 0), 0);
  const f = profile.failures ?? {};
  const rates = [f.serverError, f.timeout, f.reset, f.malformed, f.emptyChoices, f.oversized];
  if (prefix === "" && sum(rates) > 1) {
    issues.push({
      path: "failures",
      message: "the fault probabilities add up to more than 1; lower some of them",
    });
  }
  if (sum([profile.yesNo?.refusalRate, profile.yesNo?.otherRate]) > 1) {
    issues.push({
      path: `${prefix}yesNo`,
      message: "refusalRate + otherRate is more than 1; lower one of them",
    });
  }
  const c = profile.coreference;
  if (c !== undefined && Math.max(c.pro, c.anti) + (c.unsure ?? 0) > 1) {
    issues.push({
      path: `${prefix}coreference.unsure`,
      message: "accuracy + unsure must be ≤ 1; lower unsure",
    });
  }
  return issues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return value === undefined ? "nothing" : JSON.stringify(value);
}
