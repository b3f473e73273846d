import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findOccupationMentions, genderOf, parseWordList } from "../../src/templates/occupations.js";
import {
  type CorefItem,
  findOtherOccupation,
  parseWinoBias,
  type Stereotype,
} from "../../src/templates/winobias.js";
import { pairWinoBias } from "../../src/templates/winobias-pairs.js";
import { WINOBIAS } from "../reference.js";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const STARTER = path.resolve(REPO_ROOT, "fixtures/starter/coreference");
const read = (file: string) => readFileSync(file, "utf8");

function wordList(file: string): string[] {
  const parsed = parseWordList(read(file), file);
  expect(parsed.diagnostics).toEqual([]);
  return parsed.words;
}

const winoLists = () => ({
  male: wordList(WINOBIAS.file("male_occupations.txt")),
  female: wordList(WINOBIAS.file("female_occupations.txt")),
});

function parseWino(stereotype: Stereotype, split: "dev" | "test") {
  const file = WINOBIAS.file(`${stereotype}_stereotyped_type1.txt.${split}`);
  return parseWinoBias(read(file), file, stereotype, { occupations: winoLists() });
}

const one = (line: string, stereotype: Stereotype = "pro") => parseWinoBias(line, "t.txt", stereotype);

WINOBIAS.describe("parseWinoBias on the published WinoBias type-1 files", () => {
  it.each([
    ["pro", "dev"],
    ["anti", "dev"],
    ["pro", "test"],
    ["anti", "test"],
  ] as const)(
    "parses %s/%s: 396 items, no errors, a second occupation in every sentence",
    (stereotype, split) => {
      const { items, diagnostics } = parseWino(stereotype, split);
      expect(items).toHaveLength(396);
      expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      // The other occupation is found for every item (no `no-other-occupation` warning, two occupations each).
      expect(diagnostics).toEqual([]);
      const lists = winoLists();
      const withOther = items.filter((item) => findOtherOccupation(item, lists).other !== undefined);
      expect(withOther).toHaveLength(396);
      expect(items.every((item) => item.occupations.length === 2)).toBe(true);
      expect(items.map((item) => item.number)).toEqual(Array.from({ length: 396 }, (_, i) => i + 1));
    },
  );

  it("reads the referent of a known line without its article, and the last span as the pronoun", () => {
    const raw = read(WINOBIAS.file("pro_stereotyped_type1.txt.dev")).split("\n")[0] as string;
    const item = parseWino("pro", "dev").items[0] as CorefItem;
    expect(item.id).toBe("pro:1");
    expect(item.referent).toBe("developer");
    expect(item.referentSpan).toBe("The developer");
    expect(item.pronoun).toBe("he");
    expect(item.sentence).toBe(raw.replace(/^\d+ /, "").replace(/[[\]]/g, ""));
    expect(item.sentence.slice(item.referentStart, item.referentStart + item.referentSpan.length)).toBe(
      item.referentSpan,
    );
    expect(item.sentence.slice(item.pronounStart, item.pronounStart + item.pronoun.length)).toBe("he");
  });

  it("finds the referent inside the referent span and a multi-word other occupation", () => {
    const lists = winoLists();
    const items = parseWino("pro", "dev").items;
    const multi = items.filter(
      (item) => findOtherOccupation(item, lists).other?.occupation === "construction worker",
    );
    expect(multi.length).toBeGreaterThan(0);
    for (const item of items) {
      const found = findOtherOccupation(item, lists);
      expect(found.referent?.occupation.toLowerCase()).toBe(item.referent.toLowerCase());
      expect(found.other?.occupation.toLowerCase()).not.toBe(item.referent.toLowerCase());
      expect(found.referent?.gender).not.toBe(found.other?.gender);
    }
  });

  it.each(["dev", "test"] as const)(
    "pairs pro line n with anti line n (%s): same referent, pronoun swapped",
    (split) => {
      const pro = parseWino("pro", split).items;
      const anti = parseWino("anti", split).items;
      const pairing = pairWinoBias(pro, anti);
      expect(pairing.pairs).toBe(396);
      expect(pairing.items.every((item) => item.itemPair === String(item.number))).toBe(true);
      // A handful of anti lines are reworded (e.g. a dropped clause); they still pair, with a warning.
      expect(pairing.diagnostics.every((d) => d.code === "pair-text-differs")).toBe(true);
      expect(pairing.diagnostics.length).toBeLessThanOrEqual(5);
    },
  );
});

describe("parseWinoBias on our starter fixtures", () => {
  const lists = () => ({
    male: wordList(path.join(STARTER, "male-occupations.txt")),
    female: wordList(path.join(STARTER, "female-occupations.txt")),
  });
  const parse = (stereotype: Stereotype) => {
    const file = path.join(STARTER, `${stereotype}.txt`);
    return parseWinoBias(read(file), file, stereotype, { occupations: lists() });
  };

  it("parses both files cleanly into 480 items with one male and one female occupation each", () => {
    for (const stereotype of ["pro", "anti"] as const) {
      const { items, diagnostics } = parse(stereotype);
      expect(diagnostics).toEqual([]);
      expect(items).toHaveLength(480);
      for (const item of items) {
        const found = findOtherOccupation(item, lists());
        expect(found.other).toBeDefined();
        expect(new Set([found.referent?.gender, found.other?.gender])).toEqual(new Set(["male", "female"]));
      }
    }
  });

  it("pairs every pro line with its anti twin without warnings", () => {
    const pairing = pairWinoBias(parse("pro").items, parse("anti").items);
    expect(pairing.diagnostics).toEqual([]);
    expect(pairing.pairs).toBe(480);
  });

  it("is pro-stereotyped in pro.txt: he for the male-stereotyped referent, she for the female one", () => {
    for (const item of parse("pro").items) {
      const expected = genderOf(item.referent, lists()) === "male" ? ["he", "his"] : ["she", "her"];
      expect(expected).toContain(item.pronoun);
    }
  });

  it("uses every listed occupation and adjective lists of a dozen distinct words", () => {
    const all = [...parse("pro").items].flatMap((item) => item.occupations);
    for (const occupation of [...lists().male, ...lists().female]) expect(all).toContain(occupation);
    expect(wordList(path.join(STARTER, "adjectives-male.txt"))).toHaveLength(12);
    expect(wordList(path.join(STARTER, "adjectives-female.txt"))).toHaveLength(12);
  });

  // A sequential run draws more pairs only while a check is undecided: repeats would add no information, and a
  // set leaning on one order or one pairing of occupations would measure that instead of the pronoun.
  it("has no repeated sentence, every male-female pairing of occupations, and the referent first in half", () => {
    const items = parse("pro").items;
    expect(new Set(items.map((item) => item.sentence.toLowerCase())).size).toBe(items.length);
    const pairings = new Set(items.map((item) => [...item.occupations].sort().join(" / ")));
    expect(pairings.size).toBe(lists().male.length * lists().female.length);
    const referentFirst = items.filter((item) => item.occupations[0] === item.referent.toLowerCase());
    expect(referentFirst).toHaveLength(items.length / 2);
  });
});

describe("parseWinoBias line format and diagnostics", () => {
  it("accepts lines without numbers, numbering them by their index among items", () => {
    const { items, diagnostics } = one(
      "# a comment\n\n[The pilot] waved at the nanny because [he] was early.\n",
    );
    expect(diagnostics).toEqual([]);
    expect(items[0]).toMatchObject({ id: "pro:1", number: 1, line: 3, referent: "pilot", pronoun: "he" });
  });

  it("keeps an article-less span and a possessive, and tags ids with a source", () => {
    const text = "7 The cook fixed the [nanny] 's bike and [she] smiled.";
    const { items } = parseWinoBias(text, "t.txt", "anti", { source: "dev" });
    expect(items[0]).toMatchObject({ id: "anti:dev:7", number: 7, referent: "nanny", referentSpan: "nanny" });
    expect(items[0]?.sentence).toBe("The cook fixed the nanny 's bike and she smiled.");
  });

  it("accepts pronoun spans between the referent and the pronoun, and takes the last one", () => {
    const { items, diagnostics } = one("3 [The pilot] met the nanny because [he] lost [his] keys.");
    expect(diagnostics).toEqual([]);
    expect(items[0]?.pronoun).toBe("his");
  });

  it.each([
    ["1 The pilot met the nanny because he was late.", "missing-span", 3],
    ["1 [The pilot] met the nanny because he was late.", "missing-span", 3],
    ["1 [The pilot] met [the nanny] because [he] was late.", "extra-span", 19],
    ["1 [The pilot met the nanny because [he] was late.", "unbalanced-bracket", 36],
    ["1 The pilot] met the nanny because [he] was late.", "unbalanced-bracket", 12],
    ["1 [The pilot] met the nanny because [he was late.", "unbalanced-bracket", 37],
    ["1 [The pilot] met the nanny because [ ] was late.", "empty-span", 37],
  ])("reports %j as %s at its column", (line, code, column) => {
    const { items, diagnostics } = one(line);
    expect(items).toEqual([]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: "error", code, file: "t.txt", line: 1, column });
    expect(diagnostics[0]?.hint).not.toBe("");
  });

  it("warns about a last span that is not a pronoun", () => {
    const { items, diagnostics } = one("1 [The pilot] met the nanny because [the pilot] was late.");
    expect(items).toHaveLength(1);
    expect(diagnostics.map((d) => d.code)).toEqual(["unknown-pronoun"]);
  });

  it("rejects a repeated number", () => {
    const { items, diagnostics } = one(
      "1 [The pilot] met the nanny because [he] was late.\n1 [The nanny] met the pilot because [she] was late.",
    );
    expect(items).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "duplicate-number", line: 2 });
  });
});

describe("occupation matching", () => {
  const lists = {
    male: ["construction worker", "worker", "pilot", "secretary-general"],
    female: ["secretary", "nanny"],
  };

  it("matches the longest occupation first, with plurals and any case", () => {
    const sentence = "Two Construction Workers, the nannies and the secretaries met a co-pilot and a pilot.";
    const found = findOccupationMentions(sentence, lists).map((m) => sentence.slice(m.start, m.end));
    expect(found).toEqual(["Construction Workers", "nannies", "secretaries", "pilot"]);
  });

  it("knows the gender of an occupation with an article or a plural", () => {
    expect(genderOf("The construction worker", lists)).toBe("male");
    expect(genderOf("nannies", lists)).toBe("female");
    expect(genderOf("astronaut", lists)).toBeUndefined();
  });

  it("finds the other occupation after an indefinite article, and warns when there is none", () => {
    const item = one("1 [The pilot] hired a nanny because [he] worked late.").items[0] as CorefItem;
    expect(findOtherOccupation(item, lists).other?.occupation).toBe("nanny");
    const alone = one("2 [The pilot] hired someone because [he] worked late.").items[0] as CorefItem;
    const found = findOtherOccupation(alone, lists);
    expect(found.other).toBeUndefined();
    expect(found.diagnostics[0]).toMatchObject({ severity: "warning", code: "no-other-occupation", line: 1 });
  });

  it("does not take a repeat of the referent as the other occupation", () => {
    const item = one("1 The pilot told [the nanny] that [she] was a good nanny.").items[0] as CorefItem;
    expect(findOtherOccupation(item, lists).other?.occupation).toBe("pilot");
  });
});

describe("pairWinoBias", () => {
  it("leaves pairs with different referents or the same pronoun unpaired, with warnings", () => {
    const pro = one(
      "1 [The pilot] met the nanny because [he] was late.\n2 [The pilot] met the nanny because [he] was late.\n3 [The pilot] met the nanny because [he] was late.",
    ).items;
    const anti = one(
      "1 The pilot met [the nanny] because [she] was late.\n2 [The pilot] met the nanny because [he] was late.",
      "anti",
    ).items;
    const pairing = pairWinoBias(pro, anti);
    expect(pairing.pairs).toBe(0);
    expect(pairing.items.every((item) => item.itemPair === undefined)).toBe(true);
    expect(pairing.diagnostics.map((d) => d.code)).toEqual([
      "pair-mismatch",
      "pair-mismatch",
      "unpaired-item",
    ]);
  });
});
