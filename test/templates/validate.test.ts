import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/config/diagnostic.js";
import { parseTemplatesCsv } from "../../src/templates/csv.js";
import { dedupeDiagnostics } from "../../src/templates/diagnostics.js";
import { parseDomainFile } from "../../src/templates/domains.js";
import type { Domain } from "../../src/templates/types.js";
import { validateTemplates } from "../../src/templates/validate.js";
import { checkSatisfiable } from "../../src/templates/validate-constraints.js";

const HEADER = "template_id,template_text,param_1,param_2,param_3,constraints,label";
const F = "t/hikers.csv";
const DOMAIN_TEXT: Record<string, string> = {
  sport: "hikers,outdoor\ncyclists,outdoor\nswimmers,indoor\nclimbers,indoor",
  traits: "patient,positive\ncareless,negative",
  solo: "walkers,outdoor",
  nothing: "",
};
const DOMAINS = new Map<string, Domain>(
  Object.entries(DOMAIN_TEXT).map(([name, text]) => [
    name,
    parseDomainFile(text, `d/${name}.txt`, name).domain,
  ]),
);

/** Parses rows under the standard header and validates them; every diagnostic, parse and validation. */
function check(...rows: string[]): Diagnostic[] {
  const { templates, diagnostics } = parseTemplatesCsv([HEADER, ...rows].join("\n"), F);
  return dedupeDiagnostics([
    ...diagnostics,
    ...validateTemplates(templates, DOMAINS, undefined, { domainsDir: "d" }),
  ]);
}

function brief(ds: Diagnostic[]): [string, string, number, number][] {
  return ds.map((d) => [d.code, d.severity, d.line, d.column]);
}

/** 1-based column where `needle` starts in `row`. */
function col(row: string, needle: string): number {
  const i = row.indexOf(needle);
  if (i < 0) throw new Error(`${needle} not in ${row}`);
  return i + 1;
}

describe("validateTemplates", () => {
  it("accepts a clean template", () => {
    expect(check('h1,"#1 and #2 met, then #3 left.",sport,traits,sport,"neq(#1, #3)",No')).toEqual([]);
  });

  it("reports a duplicate template_id at the second row, naming the first line", () => {
    const ds = check("h1,#1 walk.,sport,,,,No", "h1,#1 run.,sport,,,,No");
    expect(brief(ds)).toEqual([["duplicate-template-id", "error", 3, 1]]);
    expect(ds[0]!.message).toContain("line 2");
  });

  it("reports an unknown domain with the available names and the expected path", () => {
    const row = "h1,#1 walk.,sports,,,,No";
    const ds = check(row);
    expect(brief(ds)).toEqual([["unknown-domain", "error", 2, col(row, "sports")]]);
    expect(ds[0]!.hint).toContain("available domains: nothing, solo, sport, traits");
    expect(ds[0]!.hint).toContain("d/sports.txt");
  });

  it("refuses a template that uses an empty domain: it could never be asked", () => {
    const row = "h1,#1 walk #2.,sport,nothing,,,No";
    expect(brief(check(row))).toEqual([["empty-domain", "error", 2, col(row, "nothing")]]);
  });

  it("only warns about an empty domain in APES's own layout, which ships one", () => {
    const row = "h1,#1 walk #2.,sport,nothing,,,No";
    const { templates } = parseTemplatesCsv([HEADER, row].join("\n"), F);
    const ds = validateTemplates(templates, DOMAINS, undefined, { allowEmptyDomains: true });
    expect(brief(ds)).toEqual([["empty-domain", "warning", 2, col(row, "nothing")]]);
  });

  it("reports a placeholder without a param at the placeholder", () => {
    const row = "h1,#1 walk with #2.,sport,,,,No";
    expect(brief(check(row))).toEqual([["missing-param", "error", 2, col(row, "#2")]]);
  });

  it("reports a param without a placeholder at the param cell", () => {
    const row = "h1,#1 walk.,sport,traits,,,No";
    expect(brief(check(row))).toEqual([["unused-param", "error", 2, col(row, "traits")]]);
  });

  it("does not read #10 or #11 as #1", () => {
    const header = "template_id,template_text,param_1,param_10,param_11,constraints,label";
    const row = "h1,#10 and #11 met.,sport,traits,solo,,No";
    const { templates } = parseTemplatesCsv(`${header}\n${row}`, F);
    expect(brief(validateTemplates(templates, DOMAINS))).toEqual([
      ["unused-param", "error", 2, col(row, "sport")],
    ]);
  });

  it("reports a constraint on a slot without a param", () => {
    const row = 'h1,#1 walk.,sport,,,"neq(#1, #3)",No';
    const ds = check(row);
    expect(brief(ds)).toEqual([["constraint-unknown-slot", "error", 2, col(row, "neq")]]);
    expect(ds[0]!.hint).toContain("#1");
  });

  it("warns about #k_label and suggests #k", () => {
    const row = 'h1,#1 met #2.,sport,sport,,"neq(#1_label, #2_label)",No';
    const ds = check(row);
    expect(brief(ds)).toEqual([["label-suffix", "warning", 2, col(row, "neq")]]);
    expect(ds[0]!.hint).toBe("write 'neq(#1, #2)'");
  });

  it("warns about a cross-domain constraint and suggests the same-domain pair that lacks one", () => {
    const row = 'h1,"#1 are #2, unlike #3.",sport,traits,sport,"neq(#1, #2)",No';
    const ds = check(row);
    expect(brief(ds)).toEqual([
      ["cross-domain-constraint", "warning", 2, col(row, "neq")],
      ["self-comparison", "warning", 2, col(row, 'sport,"neq')],
    ]);
    expect(ds[0]!.hint).toBe("did you mean neq(#1, #3)?");
    expect(ds[1]!.message).toContain("#1 and #3 both come from 'sport'");
    expect(ds[1]!.hint).toContain("add neq(#1, #3)");
  });

  it("does not warn about a cross-domain constraint whose classes can match", () => {
    // occupations and sports share the class names, so comparing classes does filter.
    const domains = new Map(DOMAINS);
    domains.set("gear", parseDomainFile("boots,outdoor\nfins,indoor", "d/gear.txt", "gear").domain);
    const { templates } = parseTemplatesCsv(
      `${HEADER}\nh1,#1 use #2.,sport,gear,,"eq(#1_class, #2_class)",No`,
      F,
    );
    expect(validateTemplates(templates, domains)).toEqual([]);
  });

  it("reports constraints that no filling satisfies", () => {
    const row1 = 'h1,#1 met #2.,solo,solo,,"neq(#1, #2)",No';
    const row2 =
      'h2,#1 met #2.,sport,sport,,"neq(#1, #2) | eq(#1_class, #2_class) | neq(#1_class, #2_class)",No';
    expect(brief(check(row1, row2))).toEqual([
      ["no-valid-filling", "error", 2, col(row1, '"neq')],
      ["no-valid-filling", "error", 3, col(row2, '"neq')],
    ]);
  });

  it("gives up on a filling search past its budget with a warning, not an error", () => {
    const row = 'h1,#1 met #2 and #3.,solo,sport,solo,"neq(#1, #3)",No';
    const { templates } = parseTemplatesCsv(`${HEADER}\n${row}`, F);
    expect(brief(checkSatisfiable(templates[0]!, DOMAINS))).toEqual([
      ["no-valid-filling", "error", 2, col(row, '"neq')],
    ]);
    const wide = 'h1,#1 met #2 and #3.,sport,sport,sport,"eq(#1, #2) | neq(#1, #2)",No';
    const parsed = parseTemplatesCsv(`${HEADER}\n${wide}`, F);
    expect(brief(checkSatisfiable(parsed.templates[0]!, DOMAINS, 3))).toEqual([
      ["no-valid-filling", "warning", 2, col(wide, '"eq')],
    ]);
  });

  it("warns about two same-domain slots that nothing keeps apart", () => {
    const row = "h1,#1 met #2.,sport,sport,,,No";
    const ds = check(row);
    expect(brief(ds)).toEqual([["self-comparison", "warning", 2, col(row, "sport,,")]]);
    expect(ds[0]!.hint).toContain("neq(#1, #2)");
    expect(check('h1,#1 met #2.,sport,sport,,"neq(#1_class, #2_class)",No')).toEqual([]);
  });

  it("reports every problem of a row at once, sorted by the caller", () => {
    const row = "h1,#1 met #2 and #4. ,sport,sport,traits,,maybe";
    const codes = check(row)
      .map((d) => d.code)
      .sort();
    expect(codes).toEqual([
      "bad-label",
      "missing-param",
      "self-comparison",
      "trailing-whitespace",
      "unused-param",
    ]);
  });
});
