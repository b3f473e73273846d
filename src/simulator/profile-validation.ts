/**
 * Checking a user's simulator profile (parsed YAML/JSON): every problem is reported at once, each naming
 * the field's path and what to write instead.
 */

import type { Hardness } from "../contamination/sql-hardness.js";
import {
  type ProfileIssue,
  RATE_LIMIT_HEADERS,
  REJECTABLE_PARAMETERS,
  type SimulatorProfile,
  SimulatorProfileError,
} from "./profile.js";

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
  }),
  logprobs: flag,
  rejectParameters: oneOf(REJECTABLE_PARAMETERS),
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
    ["pro", "anti"],
  ),
  mask: section(
    {
      reference: probability,
      fresh: probability,
      unsure: probability,
      heterogeneity: section({ cluster: standardDeviation, item: standardDeviation }),
    },
    ["reference", "fresh"],
  ),
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
  const sum = (xs: (number | undefined)[]): number => xs.reduce<number>((a, x) => a + (x ?? 0), 0);
  const f = profile.failures ?? {};
  if (sum([f.serverError, f.timeout, f.reset, f.malformed, f.emptyChoices]) > 1) {
    issues.push({
      path: "failures",
      message: "the fault probabilities add up to more than 1; lower some of them",
    });
  }
  if (sum([profile.yesNo?.refusalRate, profile.yesNo?.otherRate]) > 1) {
    issues.push({ path: "yesNo", message: "refusalRate + otherRate is more than 1; lower one of them" });
  }
  const c = profile.coreference;
  if (c !== undefined && Math.max(c.pro, c.anti) + (c.unsure ?? 0) > 1) {
    issues.push({ path: "coreference.unsure", message: "accuracy + unsure must be ≤ 1; lower unsure" });
  }
  return issues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return value === undefined ? "nothing" : JSON.stringify(value);
}
