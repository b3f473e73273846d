import { describe, expect, it } from "vitest";
import { editDistance, suggestName } from "../../src/config/did-you-mean.js";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps as one edit each", () => {
    expect(editDistance("seed", "seed")).toBe(0);
    expect(editDistance("seeed", "seed")).toBe(1);
    expect(editDistance("sed", "seed")).toBe(1);
    expect(editDistance("seet", "seed")).toBe(1);
    expect(editDistance("domian", "domain")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("is symmetric", () => {
    expect(editDistance("max-bias-rat", "max-bias-rate")).toBe(editDistance("max-bias-rate", "max-bias-rat"));
  });
});

describe("suggestName", () => {
  const keys = ["seed", "per-template", "trials", "question", "suites"];

  it("picks the nearest candidate within a third of the name's length", () => {
    expect(suggestName("seeed", keys)).toBe("seed");
    expect(suggestName("trails", keys)).toBe("trials");
    expect(suggestName("zzzzzz", keys)).toBeUndefined();
  });

  it("matches snake_case and camelCase spellings of a kebab-case key", () => {
    expect(suggestName("per_template", keys)).toBe("per-template");
    expect(suggestName("perTemplate", keys)).toBe("per-template");
  });

  it("breaks ties by the candidates' order, so the answer is stable", () => {
    expect(suggestName("ab", ["ax", "xb"])).toBe("ax");
  });
});
