import { describe, expect, it } from "vitest";
import { profileForModel } from "../../src/simulator/models.js";
import type { SimulatorProfile } from "../../src/simulator/profile.js";
import { validateProfile } from "../../src/simulator/profile-validation.js";

const PROFILE: SimulatorProfile = {
  name: "two",
  yesNo: { errorRate: { gender: 0.01, "*": 0.01 } },
  models: { candidate: { yesNo: { errorRate: { gender: 0.3 } } } },
  systemPrompts: [{ contains: "blunt", yesNo: { refusalRate: 0.5 } }],
};

describe("per-model simulator overrides", () => {
  it("merges the model's sections over the profile's and keeps the system-prompt overrides", () => {
    const candidate = profileForModel(PROFILE, "candidate");
    expect(candidate.yesNo?.errorRate).toEqual({ gender: 0.3, "*": 0.01 });
    expect(candidate.systemPrompts).toBe(PROFILE.systemPrompts);
    expect(candidate.models).toBeUndefined();
    expect(profileForModel(PROFILE, "candidate")).toBe(candidate);
  });

  it("answers any other model with the profile unchanged", () => {
    expect(profileForModel(PROFILE, "current")).toBe(PROFILE);
    expect(profileForModel(PROFILE, "toString")).toBe(PROFILE);
  });

  it("validates models: a mapping of overrides that each change something", () => {
    expect(validateProfile(PROFILE)).toEqual([]);
    const issues = validateProfile({ name: "x", models: { a: {}, b: { yesNo: { errorRate: 2 } } } });
    expect(issues.map((i) => i.path)).toEqual(["models.a", "models.b.yesNo.errorRate"]);
    expect(validateProfile({ name: "x", models: ["a"] })[0]?.message).toContain("must map model names");
  });
});
