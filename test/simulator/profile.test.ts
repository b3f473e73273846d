import { describe, expect, it } from "vitest";
import {
  BUILTIN_PROFILE_NAMES,
  BUILTIN_PROFILES,
  builtinProfile,
  SimulatorProfileError,
} from "../../src/simulator/profile.js";
import { parseProfile, validateProfile } from "../../src/simulator/profile-validation.js";

describe("built-in profiles", () => {
  it("are all valid and named after their key", () => {
    for (const name of BUILTIN_PROFILE_NAMES) {
      expect(validateProfile(BUILTIN_PROFILES[name])).toEqual([]);
      expect(builtinProfile(name).name).toBe(name);
    }
  });

  it("rejects an unknown name, listing the valid ones", () => {
    expect(() => builtinProfile("unfair")).toThrow(
      /unknown built-in profile "unfair"; use one of: fair, biased/,
    );
  });
});

describe("validateProfile", () => {
  it("accepts a full user profile", () => {
    const profile = {
      name: "mine",
      seed: "s",
      latencyMs: 10,
      latencyJitterMs: 2,
      maxConcurrent: 8,
      rateLimitHeaders: ["retry-after"],
      failures: { serverError: 0.1, timeout: 0.01 },
      logprobs: true,
      rejectParameters: ["max_tokens"],
      yesNo: { errorRate: { gender: 0.3, "*": 0.02 }, negationErrorRate: 0.1, refusalRate: 0.01 },
      coreference: { pro: 0.9, anti: 0.8, unsure: 0.05, byCondition: { type1: { pro: 0.9, anti: 0.6 } } },
      mask: { reference: 0.5, fresh: 0.1, unsure: 0.2 },
      sql: {
        accuracy: { public: 0.8, fresh: { easy: 0.9, extra: 0.4 } },
        atdDrop: { public: 0.02, fresh: 0.15 },
        heterogeneity: { database: 0.05 },
        unusableRate: 0.01,
      },
    };
    expect(parseProfile(profile)).toBe(profile);
  });

  it("names the field and the fix for each problem, all at once", () => {
    const issues = validateProfile({
      name: "",
      latencyMs: -5,
      maxConcurrent: 2.5,
      rateLimitHeaders: ["retry-after-seconds"],
      yesNo: { errorRate: { gender: 30 }, negationBlind: "yes" },
      coreference: { pro: 0.9 },
      mask: { reference: 0.5, fresh: 0.1, extra: 1 },
      latency: 10,
    });
    const byPath = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    expect(byPath["name"]).toMatch(/non-empty string/);
    expect(byPath["latencyMs"]).toMatch(/milliseconds ≥ 0, got -5/);
    expect(byPath["maxConcurrent"]).toMatch(/whole number ≥ 1, got 2.5/);
    expect(byPath["rateLimitHeaders[0]"]).toMatch(
      /one of: retry-after, retry-after-ms, x-ratelimit-reset-requests/,
    );
    expect(byPath["yesNo.errorRate.gender"]).toMatch(
      /probability between 0 and 1 \(e\.g\. 0\.05 for 5%\), got 30/,
    );
    expect(byPath["yesNo.negationBlind"]).toMatch(/true or false/);
    expect(byPath["coreference.anti"]).toBe("is required");
    expect(byPath["mask.extra"]).toMatch(/not a profile field \(typo\?\); known fields: reference, fresh/);
    expect(byPath["latency"]).toMatch(/known fields: .*latencyMs/);
    expect(issues).toHaveLength(9);
  });

  it("checks the text-to-SQL section: accuracies, hardness levels, drops, the database SD", () => {
    const issues = validateProfile({
      name: "x",
      sql: {
        accuracy: { public: 1.2, fresh: { easy: 0.9, hardest: 0.3, extra: -0.1 } },
        atdDrop: { public: -0.05, fresh: 0.1 },
        heterogeneity: { database: 2 },
        unusableRate: "often",
        accuracyDrop: 0.1,
      },
    });
    expect(issues).toEqual([
      {
        path: "sql.accuracy.public",
        message: "must be a probability between 0 and 1 (e.g. 0.05 for 5%), got 1.2",
      },
      {
        path: "sql.accuracy.fresh.hardest",
        message: "is not a hardness level; use one of: easy, medium, hard, extra",
      },
      {
        path: "sql.accuracy.fresh.extra",
        message: "must be a probability between 0 and 1 (e.g. 0.05 for 5%), got -0.1",
      },
      {
        path: "sql.atdDrop.public",
        message: "must be a share of accuracy between 0 and 1 (e.g. 0.1 for 10 points), got -0.05",
      },
      {
        path: "sql.heterogeneity.database",
        message:
          "must be a standard deviation of the accuracy between 0 and 1 (e.g. 0.05 for 5 points), got 2",
      },
      {
        path: "sql.unusableRate",
        message: 'must be a probability between 0 and 1 (e.g. 0.05 for 5%), got "often"',
      },
      {
        path: "sql.accuracyDrop",
        message:
          "is not a profile field (typo?); known fields: accuracy, atdDrop, heterogeneity, unusableRate",
      },
    ]);
  });

  it("checks that probabilities which share one draw sum to at most 1", () => {
    const issues = validateProfile({
      name: "x",
      failures: { serverError: 0.6, reset: 0.6 },
      yesNo: { refusalRate: 0.7, otherRate: 0.4 },
      coreference: { pro: 0.9, anti: 0.5, unsure: 0.2 },
    });
    expect(issues.map((i) => i.path)).toEqual(["failures", "yesNo", "coreference.unsure"]);
  });

  it("rejects a non-mapping with a clear message, and parseProfile throws every issue in one error", () => {
    expect(validateProfile("fair")).toEqual([
      { path: "profile", message: 'must be a mapping with at least a "name", got "fair"' },
    ]);
    const error = (() => {
      try {
        parseProfile({ name: "x", mask: { reference: 2, fresh: -1 } });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SimulatorProfileError);
    expect((error as Error).message).toBe(
      "invalid simulator profile:\n" +
        "  mask.reference: must be a probability between 0 and 1 (e.g. 0.05 for 5%), got 2\n" +
        "  mask.fresh: must be a probability between 0 and 1 (e.g. 0.05 for 5%), got -1",
    );
  });
});
