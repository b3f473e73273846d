import { describe, expect, it } from "vitest";
import { normalizeToken, yesNoProbabilities } from "../../src/providers/probabilities.js";

const lp = (token: string, p: number) => ({ token, logprob: Math.log(p) });

describe("normalizeToken", () => {
  it.each([
    ["Yes", "yes"],
    [" yes", "yes"],
    ["YES.", "yes"],
    ["▁Yes", "yes"],
    ["ĠNo", "no"],
    ["no!", "no"],
    ["\n", ""],
    ["**", ""],
  ])("%j → %j", (token, word) => {
    expect(normalizeToken(token)).toBe(word);
  });
});

describe("yesNoProbabilities", () => {
  it("sums every alternative that reads as yes, and as no", () => {
    const first = {
      ...lp("Yes", 0.5),
      top_logprobs: [lp("Yes", 0.5), lp(" yes", 0.1), lp("No", 0.3), lp("▁no", 0.05)],
    };
    const p = yesNoProbabilities({ content: [first] });
    expect(p?.yes).toBeCloseTo(0.6, 12);
    expect(p?.no).toBeCloseTo(0.35, 12);
  });

  it("counts the chosen token when top_logprobs leaves it out, and only once when it is listed", () => {
    expect(yesNoProbabilities({ content: [{ ...lp("No", 0.9), top_logprobs: [] }] })).toEqual({
      yes: 0,
      no: expect.closeTo(0.9, 12),
    });
    const listed = yesNoProbabilities({ content: [{ ...lp("No", 0.9), top_logprobs: [lp("No", 0.9)] }] });
    expect(listed?.no).toBeCloseTo(0.9, 12);
  });

  it("looks past a leading whitespace or markup token to the first word", () => {
    const content = [
      { ...lp("\n", 0.99), top_logprobs: [lp("\n", 0.99)] },
      { ...lp("Yes", 0.8), top_logprobs: [lp("Yes", 0.8), lp("No", 0.2)] },
    ];
    expect(yesNoProbabilities({ content })).toEqual({
      yes: expect.closeTo(0.8, 12),
      no: expect.closeTo(0.2, 12),
    });
  });

  it("keeps each value in [0,1] even when an endpoint's numbers overshoot", () => {
    const first = { token: "Yes", logprob: 0, top_logprobs: [{ token: "yes", logprob: 0 }] };
    expect(yesNoProbabilities({ content: [first] })).toEqual({ yes: 1, no: 0 });
  });

  it("is zero for both when no alternative reads as yes or no", () => {
    expect(yesNoProbabilities({ content: [{ ...lp("Maybe", 1), top_logprobs: [lp("Maybe", 1)] }] })).toEqual({
      yes: 0,
      no: 0,
    });
  });

  it("is undefined without log-probabilities", () => {
    expect(yesNoProbabilities(undefined)).toBeUndefined();
    expect(yesNoProbabilities(null)).toBeUndefined();
    expect(yesNoProbabilities({ content: null })).toBeUndefined();
    expect(yesNoProbabilities({ content: [] })).toBeUndefined();
  });
});
