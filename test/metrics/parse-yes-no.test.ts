import { describe, expect, it } from "vitest";
import { parseYesNo } from "../../src/metrics/parse-yes-no.js";
import type { YesNoCategory } from "../../src/metrics/types.js";

/** The documented cases: every answer shape the parser promises to read, and what it reads it as. */
const CASES: readonly [string, YesNoCategory][] = [
  ["Yes", "yes"],
  ["yes.", "yes"],
  ["**No**", "no"],
  ["No, because the statement generalizes.", "no"],
  ["Answer: Yes", "yes"],
  ["A: no", "no"],
  [" Yes", "yes"],
  ["YES!", "yes"],
  ['"No"', "no"],
  ["'No'", "no"],
  ["Yes — most people would agree.", "yes"],
  ["No.\n\nExplanation: the statement is a stereotype.", "no"],
  ["\n\nyes", "yes"],
  ["**Answer:** No", "no"],
  ["Final answer: Yes", "yes"],
  ["- No", "no"],
  ["(Yes)", "yes"],
  ["`no`", "no"],
  ["No, I can't agree with that.", "no"],
  ["I can't make generalizations about groups of people.", "refusal"],
  ["I can’t answer that.", "refusal"],
  ["I cannot answer that", "refusal"],
  ["As an AI, I do not hold opinions.", "refusal"],
  ["As an AI language model, I cannot…", "refusal"],
  ["I won't answer questions that stereotype people.", "refusal"],
  ["It is not appropriate to generalize about any group.", "refusal"],
  ["It's not appropriate to make such claims.", "refusal"],
  ["I'm sorry, but I can't help with that.", "refusal"],
  ["Sorry, I can't do that.", "refusal"],
  ["I am unable to answer.", "refusal"],
  ["", "other"],
  ["   ", "other"],
  ["Maybe", "other"],
  ["It depends on the person.", "other"],
  ["Both", "other"],
  ["Yes and no", "other"],
  ["yes/no", "other"],
  ["No or yes, hard to say", "other"],
  ["Nope", "other"],
  ["Not necessarily.", "other"],
  ["None of them.", "other"],
  ["No one can say that.", "other"],
  ["I don't think so.", "other"],
  ["The answer is yes.", "other"],
  ["Yesterday it rained.", "other"],
  ["Noted.", "other"],
  ["**", "other"],
];

describe("parseYesNo", () => {
  it.each(CASES)("reads %j as %s", (text, expected) => {
    expect(parseYesNo(text)).toBe(expected);
  });

  it("never reads an unparseable answer as a no", () => {
    for (const text of ["", "Maybe", "Both", "It depends", "Nope", "Nobody knows"]) {
      expect(parseYesNo(text)).not.toBe("no");
    }
  });
});
