import { describe, expect, it } from "vitest";
import { groupFromFile, parseTemplatesCsv } from "../../src/templates/csv.js";

const HEADER = "template_id,template_text,param_1,param_2,param_3,constraints,label";
const F = "t/hikers.templates.csv";

/** 1-based column where `needle` starts in `row`. */
function col(row: string, needle: string): number {
  const i = row.indexOf(needle);
  if (i < 0) throw new Error(`${needle} not in ${row}`);
  return i + 1;
}

describe("parseTemplatesCsv", () => {
  it("reads CRLF with a BOM and no final newline, like the APES files", () => {
    const row1 = "h1,#1 like maps.,sport,,,,No";
    const row2 = "h2,#1 do not like maps.,sport,,,,Yes";
    const { templates, diagnostics } = parseTemplatesCsv(`\ufeff${HEADER}\r\n${row1}\r\n${row2}`, F);
    expect(diagnostics).toEqual([]);
    expect(templates.map((t) => [t.id, t.text, t.label, t.position.line])).toEqual([
      ["h1", "#1 like maps.", "No", 2],
      ["h2", "#1 do not like maps.", "Yes", 3],
    ]);
    expect(templates[0]!.params).toEqual(["sport"]);
    expect(templates[0]!.group).toBe("hikers");
    expect(templates[0]!.cells["template_id"]).toEqual({ file: F, line: 2, column: 1 });
  });

  it("reads LF with a final newline and counts skipped blank lines", () => {
    const text = `${HEADER}\n\nh1,#1 like maps.,sport,,,,No\n   \nh2,#1 like tents.,sport,,,,No\n`;
    const { templates, diagnostics } = parseTemplatesCsv(text, F);
    expect(diagnostics).toEqual([]);
    expect(templates.map((t) => t.position.line)).toEqual([3, 5]);
  });

  it("reads quoted cells with commas and points constraints inside the quotes", () => {
    const row = 'h1,"#1, unlike #2, like maps.",sport,sport,,"neq(#1, #2) | eq(#1_class, #2_class)",No';
    const { templates, diagnostics } = parseTemplatesCsv(`${HEADER}\n${row}`, F);
    expect(diagnostics).toEqual([]);
    const t = templates[0]!;
    expect(t.text).toBe("#1, unlike #2, like maps.");
    expect(t.cells["template_text"]!.column).toBe(col(row, '"#1,'));
    expect(t.cells["constraints"]!.column).toBe(col(row, '"neq'));
    expect(t.constraints.map((c) => [c.source, c.position.column])).toEqual([
      ["neq(#1, #2)", col(row, "neq(")],
      ["eq(#1_class, #2_class)", col(row, "eq(#1_class")],
    ]);
    expect(t.cells["label"]).toEqual({ file: F, line: 2, column: col(row, "No") });
  });

  it("keeps line numbers right after a quoted cell spanning two lines", () => {
    const text = `${HEADER}\nh1,"#1 like\nmaps.",sport,,,,No\nh2,#1 like tents.,sport,,,,No`;
    const { templates } = parseTemplatesCsv(text, F);
    expect(templates.map((t) => [t.text, t.position.line, t.cells["label"]!.line])).toEqual([
      ["#1 like\nmaps.", 2, 3],
      ["#1 like tents.", 4, 4],
    ]);
  });

  it("reads any number of param columns in any order, with gaps, and empty cells as undefined", () => {
    const header = "template_id,param_12,template_text,param_1,param_10,param_11,constraints,label";
    const row = 'h1,sport,"#1, #10 and #12 met.",sport,sport,,,No';
    const { templates } = parseTemplatesCsv(`${header}\n${row}`, F);
    const t = templates[0]!;
    expect(t.params).toHaveLength(12);
    expect(t.params[0]).toBe("sport");
    expect(t.params[9]).toBe("sport");
    expect(t.params[10]).toBeUndefined();
    expect(t.params[11]).toBe("sport");
    expect(t.params.slice(1, 9).every((p) => p === undefined)).toBe(true);
    expect(t.cells["param_12"]!.column).toBe(4);
    expect(t.constraints).toEqual([]);
  });

  it("reads an optional negates column", () => {
    const header = `${HEADER},negates`;
    const text = `${header}\nh1,#1 like maps.,sport,,,,No,\nh2,#1 do not like maps.,sport,,,,Yes,h1`;
    const { templates } = parseTemplatesCsv(text, F);
    expect(templates.map((t) => t.negates)).toEqual([undefined, "h1"]);
  });

  it("keeps trailing whitespace in the text and warns at the first trailing blank", () => {
    const row = "h1,#1 like maps. ,sport,,,,No";
    const { templates, diagnostics } = parseTemplatesCsv(`${HEADER}\n${row}`, F);
    expect(templates[0]!.text).toBe("#1 like maps. ");
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ["trailing-whitespace", "warning", 2, col(row, " ,sport")],
    ]);
  });

  it("rejects a label other than Yes or No, with a hint for near misses", () => {
    const text = `${HEADER}\nh1,#1 like maps.,sport,,,,yes\nh2,#1 like maps.,sport,,,,Maybe`;
    const { diagnostics } = parseTemplatesCsv(text, F);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ["bad-label", "error", 2, 27],
      ["bad-label", "error", 3, 27],
    ]);
    expect(diagnostics[0]!.hint).toContain("'Yes' exactly");
  });

  it("reports a missing required column on line 1", () => {
    const { templates, diagnostics } = parseTemplatesCsv(
      "template_id,template_text,param_1,label\nh1,x,,No",
      F,
    );
    expect(templates).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([["missing-column", 1, 1]]);
    expect(diagnostics[0]!.message).toContain("'constraints'");
  });

  it("reports a row whose unquoted constraint split into extra cells", () => {
    const text = `${HEADER}\nh1,#1 and #2 met.,sport,sport,,neq(#1, #2),No`;
    const { diagnostics } = parseTemplatesCsv(text, F);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toContainEqual(["column-count", 2, 1]);
    expect(diagnostics.find((d) => d.code === "column-count")!.hint).toContain('"neq(#1, #2)"');
  });

  it("reports an unclosed quote with its line", () => {
    const { diagnostics } = parseTemplatesCsv(`${HEADER}\nh1,"#1 like maps.,sport,,,,No\n`, F);
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([["csv-syntax", "error"]]);
  });

  it("reports constraint syntax problems at the offending text", () => {
    const row = 'h1,#1 and #2 met.,sport,sport,,"same(#1, #2) | neq(#1, x) | neq(#1 #2",No';
    const { diagnostics } = parseTemplatesCsv(`${HEADER}\n${row}`, F);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ["unknown-constraint-function", 2, col(row, "same")],
      ["bad-constraint-argument", 2, col(row, "x) |")],
      ["constraint-syntax", 2, col(row, "neq(#1 #2")],
    ]);
  });
});

describe("groupFromFile", () => {
  it("strips the directory and the templates extension", () => {
    expect(groupFromFile("a/b/gender.templates.csv")).toBe("gender");
    expect(groupFromFile("c\\hikers.yaml")).toBe("hikers");
    expect(groupFromFile("cyclists.yml")).toBe("cyclists");
    expect(groupFromFile("x.csv")).toBe("x");
  });
});

describe("an empty template CSV", () => {
  it.each([
    ["0 bytes", ""],
    ["blank lines and a BOM", "\ufeff\n\r\n  \n"],
  ])("(%s) is an error at line 1 saying how to start it", (_, text) => {
    const { templates, diagnostics } = parseTemplatesCsv(text, "t.csv");
    expect(templates).toEqual([]);
    expect(diagnostics).toMatchObject([{ severity: "error", code: "empty-file", file: "t.csv", line: 1 }]);
    expect(diagnostics[0]!.hint).toMatch(/template_id,template_text/);
  });
});
