import { describe, expect, it } from "vitest";
import {
  buildTextProbe,
  findMaskCandidates,
  isWordRestored,
  MASK_TOKEN,
  parseTextAnswers,
  parseWordAnswer,
  STOP_WORDS,
  textProbeSkipReason,
} from "../../src/contamination/text-mask.js";
import type { TextItem } from "../../src/contamination/types.js";

function item(text: string, id = "wino.txt:1"): TextItem {
  return { id, text, file: "sets/wino.txt", line: 1 };
}

const options = { suite: "wino", set: "reference", seed: 42 } as const;

describe("findMaskCandidates", () => {
  it("keeps content words of at least 3 letters and drops stop words, numbers and placeholders", () => {
    const text = "The 3 nurses of #1 told {statement} that she'd bring 1990s-era X-ray kits, 2nd box, ox.";
    expect(findMaskCandidates(text).map((c) => c.word)).toEqual([
      "nurses",
      "told",
      "she'd",
      "bring",
      "X-ray",
      "kits",
      "box",
    ]);
  });

  it("gives offsets that slice back to the word", () => {
    const text = "Why did the physician call the secretary?";
    for (const c of findMaskCandidates(text)) expect(text.slice(c.start, c.end)).toBe(c.word);
  });

  it("has a stop-word list of about 150 lower-case words", () => {
    expect(STOP_WORDS.size).toBeGreaterThan(130);
    expect(STOP_WORDS.size).toBeLessThan(200);
    for (const word of STOP_WORDS) expect(word).toBe(word.toLowerCase());
  });
});

describe("buildTextProbe", () => {
  const sentence = item("The physician hired the secretary because she was highly recommended.");

  it("masks one content word, only that occurrence, with the default question", () => {
    const probe = buildTextProbe(sentence, options);
    expect(probe).toBeDefined();
    const word = probe?.masked[0] ?? "";
    expect(["physician", "hired", "secretary", "highly", "recommended"]).toContain(word);
    const masked = sentence.text.replace(word, MASK_TOKEN);
    expect(probe).toEqual({
      id: "wino:reference:wino.txt:1",
      suite: "wino",
      set: "reference",
      kind: "text",
      cluster: "sets/wino.txt",
      question: `One word in this sentence was replaced by [MASK]. Reply with that one word only.\n\n${masked}`,
      masked: [word],
    });
  });

  it("is deterministic for a seed and set, and varies across seeds", () => {
    expect(buildTextProbe(sentence, options)).toEqual(buildTextProbe(sentence, options));
    const words = new Set(
      Array.from({ length: 40 }, (_, seed) => buildTextProbe(sentence, { ...options, seed })?.masked[0]),
    );
    expect(words).toEqual(new Set(["physician", "hired", "secretary", "highly", "recommended"]));
  });

  it("replaces only the chosen occurrence of a repeated word", () => {
    const text = "Dogs chase dogs.";
    const probes = Array.from({ length: 30 }, (_, seed) => buildTextProbe(item(text), { ...options, seed }));
    const questions = new Set(probes.map((p) => p?.question.split("\n\n")[1]));
    expect(questions).toEqual(new Set(["[MASK] chase dogs.", "Dogs [MASK] dogs.", "Dogs chase [MASK]."]));
  });

  it("never masks stop words, numbers or placeholders, whatever the seed", () => {
    const text = "In 2019 #1 did go to {name} so that it was the 42 of them and they were #10";
    const onlyWord = buildTextProbe(item(`${text} winners`), options);
    expect(onlyWord?.masked).toEqual(["winners"]);
    for (let seed = 0; seed < 20; seed++) {
      expect(buildTextProbe(item(`${text} winners`), { ...options, seed })?.masked).toEqual(["winners"]);
    }
  });

  it("returns undefined with a reason when no word qualifies", () => {
    const none = item("It is 42, #1 or {x}.", "f.txt:7");
    expect(buildTextProbe(none, options)).toBeUndefined();
    expect(textProbeSkipReason(none)).toMatch(/^f\.txt:7 has no word to mask/);
    expect(textProbeSkipReason(sentence)).toBeUndefined();
  });

  it("fills a custom question string or function", () => {
    const text = "Cats purr.";
    const fromString = buildTextProbe(item(text), { ...options, question: "Fill in: {sentence}" });
    expect(fromString?.question).toMatch(/^Fill in: (\[MASK\] purr|Cats \[MASK\])\.$/);
    const appended = buildTextProbe(item(text), { ...options, question: "Fill in the word." });
    expect(appended?.question).toMatch(/^Fill in the word\.\n\n/);
    const fromFunction = buildTextProbe(item(text), { ...options, question: (s) => `<${s}>` });
    expect(fromFunction?.question).toMatch(/^<.*\[MASK\].*>$/);
  });

  it("draws from a stream per set and item id", () => {
    const text = "Alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike.";
    const draws = (set: "reference" | "fresh", id: string) =>
      Array.from(
        { length: 12 },
        (_, seed) => buildTextProbe(item(text, id), { ...options, set, seed })?.masked[0],
      );
    expect(draws("reference", "a:1")).not.toEqual(draws("fresh", "a:1"));
    expect(draws("reference", "a:1")).not.toEqual(draws("reference", "a:2"));
  });
});

describe("parseWordAnswer and isWordRestored", () => {
  it.each([
    ["secretary", "secretary"],
    ["Secretary.", "Secretary"],
    ['"secretary"', "secretary"],
    ["**secretary**", "secretary"],
    ["_secretary_", "secretary"],
    ["`secretary`", "secretary"],
    ["“Secretary.”", "Secretary"],
    ["  secretary  \nBecause the sentence says so.", "secretary"],
    ["\n\nAnswer: secretary", "secretary"],
    ["**Word:** secretary", "secretary"],
    ["The missing word is secretary.", "The missing word is secretary"],
    ["", ""],
  ])("parses %j as %j", (reply, parsed) => {
    expect(parseWordAnswer(reply)).toBe(parsed);
  });

  it.each([
    ["secretary", "secretary", true],
    ["SECRETARY", "secretary", true],
    ["secretary.", "Secretary", true],
    ["'secretary'", "secretary", true],
    ["*secretary*", "secretary", true],
    ["she’d", "she'd", true],
    ["X-ray", "x-ray", true],
    ["secretaries", "secretary", false],
    ["the secretary", "secretary", false],
    ["", "secretary", false],
    ["...", "...", false],
  ])("isWordRestored(%j, %j) is %s", (answer, expected, restored) => {
    expect(isWordRestored(answer, expected)).toBe(restored);
  });

  it("gives one answer per text probe through parseTextAnswers", () => {
    expect(parseTextAnswers("**Nurse**", 1)).toEqual(["Nurse"]);
  });
});
