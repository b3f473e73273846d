import { describe, expect, it } from "vitest";
import {
  compareMeasures,
  compareSets,
  describeMasked,
  describeSchemas,
  describeTexts,
  isAbbreviatedName,
  isCompoundName,
  nameTokens,
} from "../../src/contamination/comparability.js";
import type { TextItem } from "../../src/contamination/types.js";
import type { Schema, Table } from "../../src/sql/schema.js";

function table(name: string, columns: string[], foreignKeys = 0): Table {
  return {
    name,
    columns: columns.map((c, i) => ({ name: c, primaryKey: i === 0 })),
    primaryKey: columns.slice(0, 1),
    foreignKeys: Array.from({ length: foreignKeys }, () => ({
      columns: ["x"],
      refTable: "t",
      refColumns: ["x"],
    })),
  };
}

function schema(database: string, tables: Table[]): Schema {
  return { database, file: `${database}.sql`, tables };
}

function texts(lines: string[], file = "f.txt"): TextItem[] {
  return lines.map((text, i) => ({ id: `${file}:${i + 1}`, text, file, line: i + 1 }));
}

describe("column-name heuristics", () => {
  it.each([
    ["first_name", ["first", "name"]],
    ["firstName", ["first", "name"]],
    ["HTTPServer", ["http", "server"]],
    ["address2", ["address", "2"]],
    ["Order Date", ["order", "date"]],
    ["zip-code", ["zip", "code"]],
    ["name", ["name"]],
  ])("splits %j into %j", (name, tokens) => {
    expect(nameTokens(name)).toEqual(tokens);
  });

  it.each([
    ["first_name", true],
    ["customerId", true],
    ["line2", true],
    ["name", false],
    ["NAME", false],
  ])("isCompoundName(%j) is %s", (name, compound) => {
    expect(isCompoundName(name)).toBe(compound);
  });

  it.each([
    ["emp_id", true], // known abbreviations
    ["cust_addr", true],
    ["dob", true],
    ["prod_nm", true], // ≤ 3 letters, no vowel
    ["pk", true],
    ["descrip", true], // truncation of "description"
    ["dept_name", true],
    ["quant", true],
    ["first_name", false],
    ["price_per_unit", false], // "per" is a word
    ["custom_field", false],
    ["user_count", false],
    ["salary", false],
    ["title", false],
  ])("isAbbreviatedName(%j) is %s", (name, abbreviated) => {
    expect(isAbbreviatedName(name)).toBe(abbreviated);
  });
});

describe("describeSchemas", () => {
  it("measures databases, tables, columns, foreign keys and name styles", () => {
    const schemas = [
      schema("shop", [
        table("orders", ["order_id", "cust_id", "total"], 1),
        table("customers", ["id", "name"]),
      ]),
      schema("zoo", [table("animals", ["animalName", "species", "age"])]),
    ];
    expect(describeSchemas(schemas)).toEqual([
      { measure: "databases", kind: "count", value: 2 },
      { measure: "tables per database", kind: "mean", value: 1.5 },
      { measure: "columns per table", kind: "mean", value: 8 / 3 },
      { measure: "foreign keys per column", kind: "mean", value: 1 / 8 },
      { measure: "share of compound column names", kind: "share", value: 3 / 8 },
      { measure: "share of abbreviated column names", kind: "share", value: 3 / 8 },
    ]);
  });

  it("gives zeros for an empty set", () => {
    expect(describeSchemas([]).map((m) => m.value)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe("describeTexts", () => {
  it("measures items, length, vocabulary, type/token ratio and stop words", () => {
    const measures = describeTexts(texts(["The cat sat.", "The dog sat on the mat."]));
    expect(measures).toEqual([
      { measure: "items", kind: "count", value: 2 },
      { measure: "mean length (words)", kind: "mean", value: 4.5 },
      { measure: "vocabulary size", kind: "count", value: 6 },
      { measure: "type/token ratio", kind: "share", value: 6 / 9 },
      { measure: "share of stop words", kind: "share", value: 4 / 9 },
    ]);
  });
});

describe("describeMasked: what predicts restore difficulty", () => {
  it("measures the masked names' length in characters and tokens, their words' frequency and their styles", () => {
    const vocabulary = ["name", "owner_name", "species", "owner_id", "pet_id", "cust_nm"];
    const measures = describeMasked(["owner_name", "species", "cust_nm"], vocabulary);
    // owner_name: owner in 2 of 6 names, name in 2 of 6 → 1/3; species 1/6; cust_nm: cust, nm 1/6 each.
    expect(measures.map((m) => [m.measure, m.kind, m.value])).toEqual([
      ["masked-name length (characters)", "mean", (10 + 7 + 7) / 3],
      ["masked-name length (tokens)", "mean", (2 + 1 + 2) / 3],
      ["masked-name word frequency", "mean", (1 / 3 + 1 / 6 + 1 / 6) / 3],
      ["share of compound masked names", "share", 2 / 3],
      ["share of abbreviated masked names", "share", 1 / 3],
    ]);
  });

  it("warns beside the Table 1 measures when the masked names of the two sides differ a lot", () => {
    const reference = [schema("a", [table("t", ["id", "nm", "dt", "qty"])])];
    const fresh = [schema("b", [table("t", ["identifier", "full_name", "date_of_birth", "quantity"])])];
    const { rows, warnings } = compareSets(reference, fresh, {
      reference: ["nm", "dt"],
      fresh: ["full_name", "date_of_birth"],
    });
    expect(rows.map((r) => r.measure)).toContain("masked-name length (characters)");
    expect(warnings.join("\n")).toMatch(
      /"masked-name length \(characters\)" differs a lot .*reference 2, fresh 11/,
    );
    expect(warnings.join("\n")).toMatch(/"share of abbreviated masked names" differs a lot/);
  });
});

describe("compareSets", () => {
  it("puts SQL sets side by side and warns on large differences of means and shares", () => {
    const reference = [
      schema("a", [
        table("t1", ["emp_id", "dept_no", "sal_amt"], 1),
        table("t2", ["cust_nm", "addr", "qty"]),
      ]),
      schema("b", [table("t3", ["prod_cd", "desc_txt", "dt"]), table("t4", ["inv_no", "ord_qty", "amt"], 1)]),
    ];
    const fresh = [
      schema("c", [table("animals", ["name", "species", "habitat"])]),
      schema("d", [table("keepers", ["surname", "salary", "title"])]),
    ];
    const { rows, warnings } = compareSets(reference, fresh);
    expect(rows.map((r) => [r.measure, r.reference, r.fresh, r.ratio])).toEqual([
      ["databases", 2, 2, 1],
      ["tables per database", 2, 1, 2],
      ["columns per table", 3, 3, 1],
      ["foreign keys per column", 2 / 12, 0, null],
      ["share of compound column names", 8 / 12, 0, null],
      ["share of abbreviated column names", 1, 0, null],
    ]);
    expect(warnings).toEqual([
      '"tables per database" differs a lot between the sets (reference 2, fresh 1); the contamination delta may reflect this difference rather than memorisation.',
      '"foreign keys per column" differs a lot between the sets (reference 0.167, fresh 0); the contamination delta may reflect this difference rather than memorisation.',
      '"share of compound column names" differs a lot between the sets (reference 67%, fresh 0%); the contamination delta may reflect this difference rather than memorisation.',
      '"share of abbreviated column names" differs a lot between the sets (reference 100%, fresh 0%); the contamination delta may reflect this difference rather than memorisation.',
    ]);
  });

  it("stays quiet for alike sets", () => {
    const reference = [schema("a", [table("people", ["person_id", "name", "age"], 1)])];
    const fresh = [schema("b", [table("pets", ["pet_id", "species", "owner"], 1)])];
    expect(compareSets(reference, fresh).warnings).toEqual([]);
  });

  it("compares text sets and warns when sentence lengths differ a lot", () => {
    const reference = texts([
      "The nurse called the doctor because she was late.",
      "The mechanic fixed the car for the teacher.",
    ]);
    const fresh = texts(["Nurses heal.", "Mechanics repair cars."], "g.txt");
    const { rows, warnings } = compareSets(reference, fresh);
    expect(rows.map((r) => r.measure)).toEqual([
      "items",
      "mean length (words)",
      "vocabulary size",
      "type/token ratio",
      "share of stop words",
    ]);
    expect(warnings).toEqual([
      '"mean length (words)" differs a lot between the sets (reference 8.5, fresh 2.5); the contamination delta may reflect this difference rather than memorisation.',
      '"type/token ratio" differs a lot between the sets (reference 76%, fresh 100%); the contamination delta may reflect this difference rather than memorisation.',
      '"share of stop words" differs a lot between the sets (reference 53%, fresh 0%); the contamination delta may reflect this difference rather than memorisation.',
    ]);
  });

  it("keeps ratios within [2/3, 3/2] quiet and gives ratio 1 when both values are 0", () => {
    const measure = (value: number) => [{ measure: "m", kind: "mean" as const, value }];
    expect(compareMeasures(measure(3), measure(2)).warnings).toEqual([]);
    expect(compareMeasures(measure(2), measure(3)).warnings).toEqual([]);
    expect(compareMeasures(measure(3.1), measure(2)).warnings).toHaveLength(1);
    expect(compareMeasures(measure(0), measure(0))).toEqual({
      rows: [{ measure: "m", kind: "mean", reference: 0, fresh: 0, ratio: 1 }],
      warnings: [],
    });
  });
});
