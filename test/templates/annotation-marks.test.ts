/**
 * Annotation marks a coreference sentence would carry into its prompt: a parenthesised occupation of the lists
 * (the WinoBias-adjective study's copy marks the other occupation so) is flagged; parentheses in prose are not.
 */
import { describe, expect, it } from "vitest";
import {
  ANNOTATION_MARK,
  annotationMarkDiagnostic,
  findAnnotationMarks,
  foldAnnotationMarks,
} from "../../src/templates/annotation-marks.js";
import { parseWinoBias } from "../../src/templates/winobias.js";

const LISTS = { male: ["mechanic", "construction worker", "CEO"], female: ["nurse", "baker"] };

describe("findAnnotationMarks", () => {
  const cases: [string, { text: string; column: number }[]][] = [
    ["(The mechanic) paid [the nurse] because [she] asked.", [{ text: "(The mechanic)", column: 1 }]],
    ["3 [The mechanic] paid (the nurse) because [he] owed.", [{ text: "(the nurse)", column: 23 }]],
    [
      "(a construction worker) met [the baker] so [she] could eat.",
      [{ text: "(a construction worker)", column: 1 }],
    ],
    ["(The ceo) thanked [the nurse] as [she] helped.", [{ text: "(The ceo)", column: 1 }]],
    ["( the  Nurse ) waved at [the mechanic] as [he] left.", [{ text: "( the  Nurse )", column: 1 }]],
    // Prose: a parenthesis that is not exactly an occupation stays.
    ["[The mechanic] paid the nurse (in cash) because [he] owed.", []],
    ["[The mechanic] paid the nurse because [he] owed (the nurse said so).", []],
    ["[The mechanic] paid (the tall nurse) because [he] owed.", []],
    ["[The mechanic] paid the nurses (both) because [he] owed.", []],
    ["[The mechanic] paid the nurse because [he] owed.", []],
  ];
  it.each(cases)("%s", (line, expected) => {
    expect(findAnnotationMarks(line, LISTS)).toEqual(expected);
  });
});

describe("parseWinoBias and foldAnnotationMarks", () => {
  const text = [
    "1 (The mechanic) paid [the nurse] because [she] asked.",
    "2 [The mechanic] paid the nurse (in cash) because [he] owed.",
    "3 (The baker) called [the mechanic] because [he] was late.",
    "4 (The baker) called [the mechanic] because [he] was early.",
    "5 (The baker) called [the mechanic] because [he] was here.",
    "6 (The baker) called [the mechanic] because [he] was there.",
  ].join("\n");
  const parsed = parseWinoBias(text, "pro.txt", "pro", { occupations: LISTS });

  it("warns at each marked line, at the mark's column, and keeps the item", () => {
    expect(parsed.items).toHaveLength(6);
    const marks = parsed.diagnostics.filter((d) => d.code === ANNOTATION_MARK);
    expect(marks.map((d) => [d.line, d.column, d.severity])).toEqual([
      [1, 3, "warning"],
      [3, 3, "warning"],
      [4, 3, "warning"],
      [5, 3, "warning"],
      [6, 3, "warning"],
    ]);
  });

  it("folds a file's marks into one warning naming the suite, the key, the count and the fix", () => {
    const folded = foldAnnotationMarks(parsed.diagnostics, "occupations", "pro");
    const marks = folded.filter((d) => d.code === ANNOTATION_MARK);
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ file: "pro.txt", line: 1, column: 3 });
    expect(marks[0]?.message).toBe(
      'suite "occupations", key pro: "(The mechanic)" looks like an annotation mark and would be asked in the ' +
        "prompt as written (5 lines: also 3, 4, 5, …)",
    );
    expect(marks[0]?.hint).toContain("sed -E");
    const one = foldAnnotationMarks(
      [annotationMarkDiagnostic("a.txt", 7, { text: "(x)", column: 2 })],
      "s",
      "anti",
    );
    expect(one[0]?.message).toBe(
      'suite "s", key anti: "(x)" looks like an annotation mark and would be asked in the prompt as written',
    );
  });
});
