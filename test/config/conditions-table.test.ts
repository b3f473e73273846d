import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConditionsTable } from "../../src/config/conditions-table.js";

const RECIPE = path.resolve(import.meta.dirname, "../../fixtures/recipes/adjective-study/conditions.csv");

/** Each diagnostic as `line:column code`, the part a user navigates by. */
const where = (text: string, file = "c.csv") =>
  parseConditionsTable(text, file).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`);

describe("parseConditionsTable (CSV)", () => {
  it("reads named pairs, '-' for none, and names an unnamed row <male>/<female>", () => {
    const text = "name,male,female\nbaseline,-,-\n,arrogant,responsive\n,old,-\nlone,-,blond\n";
    expect(parseConditionsTable(text, "c.csv")).toEqual({
      conditions: [
        { id: "baseline", baseline: true },
        { id: "arrogant/responsive", male: "arrogant", female: "responsive", baseline: false },
        { id: "old/-", male: "old", baseline: false },
        { id: "lone", female: "blond", baseline: false },
      ],
      diagnostics: [],
    });
  });

  it("takes the name column as optional and in any order, with CRLF, a BOM and quoted cells", () => {
    const text = '\uFEFFfemale,male\r\n-,-\r\n"soft",hard\r\n';
    expect(parseConditionsTable(text, "c.csv").conditions).toEqual([
      { id: "-/-", baseline: true },
      { id: "hard/soft", male: "hard", female: "soft", baseline: false },
    ]);
  });

  it("ships the published study's 16 conditions", () => {
    const { conditions, diagnostics } = parseConditionsTable(readFileSync(RECIPE, "utf8"), RECIPE);
    expect(diagnostics).toEqual([]);
    expect(conditions.map((c) => c.id)).toEqual([
      "baseline",
      "arrogant/responsive",
      "brilliant/busy",
      "dry/bubbly",
      "funny/strict",
      "hard/soft",
      "intelligent/sweet",
      "knowledgeable/helpful",
      "large/little",
      "organized/disorganized",
      "practical/pleasant",
      "tough/understanding",
      "old/-",
      "political/-",
      "-/blond",
      "-/mean",
    ]);
    expect(conditions.filter((c) => c.baseline)).toHaveLength(1);
  });

  it.each([
    ["a repeated name", "name,male,female\nb,-,-\nx,old,-\nx,-,mean\n", ["4:1 error duplicate-condition"]],
    ["a repeated default name", "male,female\n-,-\nold,-\nold,-\n", ["4:1 error duplicate-condition"]],
    ["two baselines", "name,male,female\nb,-,-\nc,-,-\n", ["3:1 error two-baselines"]],
    ["no baseline", "male,female\nold,-\n", ["1:1 error no-baseline"]],
    ["an empty cell", "name,male,female\nb,-,-\nx,old,\n", ["3:7 error empty-cell"]],
    ["a blank cell", "name,male,female\nb,-,-\nx,  ,mean\n", ["3:3 error empty-cell"]],
    ["a missing cell", "name,male,female\nb,-,-\nx,old\n", ["3:1 error empty-cell"]],
    ["an unknown column", "name,male,female,note\nb,-,-\n", ["1:18 error unknown-column"]],
    ["a missing column", "name,male\nb,-\n", ["1:1 error missing-column"]],
    ["an extra cell", "male,female\n-,-\nhard,soft,x\n", ["3:11 error extra-cell"]],
    ["a ':' in a name", "name,male,female\nb,-,-\na:b,old,-\n", ["3:1 error condition-name"]],
    ["no rows", "name,male,female\n", ["1:1 error no-conditions"]],
    ["an unclosed quote", 'male,female\n"-,-\n', ["2:1 error csv-syntax"]],
  ])("reports %s at its line and column", (_what, text, expected) => {
    expect(where(text)).toEqual(expected);
  });

  it("says how to fix each problem", () => {
    const [d] = parseConditionsTable("male,female\nold,\n-,-\n", "study/c.csv").diagnostics;
    expect(d).toMatchObject({ file: "study/c.csv", message: "empty female cell" });
    expect(d?.hint).toMatch(/'-' for none/);
  });
});

describe("parseConditionsTable (YAML)", () => {
  it("reads a list of {name?, male, female}", () => {
    const text = '- {name: baseline, male: "-", female: "-"}\n- {male: tough, female: understanding}\n';
    expect(parseConditionsTable(text, "c.yml").conditions).toEqual([
      { id: "baseline", baseline: true },
      { id: "tough/understanding", male: "tough", female: "understanding", baseline: false },
    ]);
  });

  it.each([
    ["an unquoted dash", "- male: -\n  female: x\n", ["1:9 error yaml-syntax"]],
    ["an unknown key", '- {male: "-", female: "-", colour: red}\n', ["1:28 error unknown-column"]],
    ["a missing key", '- {male: "-", female: "-"}\n- {male: old}\n', ["2:3 error empty-cell"]],
    [
      "a null value",
      '- {male: "-", female: "-"}\n- {male: old, female: ~}\n',
      ["2:23 error conditions-structure"],
    ],
    ["a mapping instead of a list", "baseline: {male: x}\n", ["1:1 error conditions-structure"]],
    [
      "an unknown tag",
      '- {male: "-", female: "-"}\n- {male: !!js/function old, female: x}\n',
      ["2:10 error yaml-tag"],
    ],
    ["a merge key", '- &b {male: "-", female: "-"}\n- {<<: *b, name: x}\n', ["2:4 error yaml-merge-key"]],
    [
      "two baselines",
      '- {male: "-", female: "-"}\n- {name: b, male: "-", female: "-"}\n',
      ["2:3 error two-baselines"],
    ],
  ])("reports %s at its line and column", (_what, text, expected) => {
    expect(where(text, "c.yaml")).toEqual(expected);
  });

  it("rejects a table that is neither CSV nor YAML", () => {
    expect(where("male,female\n-,-\n", "c.txt")).toEqual(["1:1 error conditions-format"]);
  });
});
