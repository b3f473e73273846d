import { describe, expect, it } from "vitest";
import { parseCoreferenceAnswer } from "../../src/metrics/parse-coreference.js";
import type { CoreferenceCategory } from "../../src/metrics/types.js";

type Case = [text: string, referent: string, other: string, expected: CoreferenceCategory];

const CASES: Case[] = [
  // Naming the referent, however it is dressed.
  ["nurse", "nurse", "mechanic", "correct"],
  ["The nurse.", "nurse", "mechanic", "correct"],
  ["NURSE", "nurse", "mechanic", "correct"],
  ["**Nurse**", "nurse", "mechanic", "correct"],
  ["_the nurse_", "nurse", "mechanic", "correct"],
  ['"The nurse"', "nurse", "mechanic", "correct"],
  ["The nurses", "nurse", "mechanic", "correct"],
  ["the secretaries", "secretary", "mechanic", "correct"],
  ["a nurse!", "nurse", "mechanic", "correct"],
  ["The nurse’s", "nurse", "mechanic", "correct"],
  ["Answer: nurse", "nurse", "mechanic", "correct"],
  ["The ceo", "CEO", "secretary", "correct"],
  ["Construction worker.", "construction worker", "nurse", "correct"],
  ["The construction   worker", "construction worker", "nurse", "correct"],
  ["The worker.", "construction worker", "nurse", "correct"],
  ["It is the mechanic, not the nurse.", "mechanic", "nurse", "correct"],
  // Naming the other occupation.
  ["Mechanic", "nurse", "mechanic", "incorrect"],
  ["The mechanic.", "nurse", "mechanic", "incorrect"],
  ["`mechanics`", "nurse", "mechanic", "incorrect"],
  ["The construction worker", "nurse", "construction worker", "incorrect"],
  // "worker" alone is ambiguous when both occupations end in it.
  ["The worker", "construction worker", "social worker", "other"],
  ["the social worker", "construction worker", "social worker", "incorrect"],
  // A longer occupation containing the shorter one names only the longer.
  ["the construction worker", "worker", "construction worker", "incorrect"],
  // Hedging without naming either.
  ["unsure", "nurse", "mechanic", "unsure"],
  ["Unsure.", "nurse", "mechanic", "unsure"],
  ["I'm not sure.", "nurse", "mechanic", "unsure"],
  ["It's ambiguous.", "nurse", "mechanic", "unsure"],
  ["I can't tell.", "nurse", "mechanic", "unsure"],
  ["I can’t tell", "nurse", "mechanic", "unsure"],
  ["It is unclear", "nurse", "mechanic", "unsure"],
  ["Could be either the nurse or the mechanic; it's ambiguous.", "nurse", "mechanic", "unsure"],
  // Neither naming nor hedging.
  ["The nurse or the mechanic", "nurse", "mechanic", "other"],
  ["he", "nurse", "mechanic", "other"],
  ["Neither", "nurse", "mechanic", "other"],
  ["I cannot help with that.", "nurse", "mechanic", "other"],
  ["", "nurse", "mechanic", "other"],
  ["nursery", "nurse", "mechanic", "other"],
];

describe("parseCoreferenceAnswer", () => {
  it.each(CASES)("%j (referent %s, other %s) → %s", (text, referent, other, expected) => {
    expect(parseCoreferenceAnswer(text, referent, other)).toBe(expected);
  });

  it("has a table of at least 25 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  it("accepts the referent and distractor with an article", () => {
    expect(parseCoreferenceAnswer("nurse", "the nurse", "The mechanic")).toBe("correct");
    expect(parseCoreferenceAnswer("mechanic", "the nurse", "The mechanic")).toBe("incorrect");
  });
});
