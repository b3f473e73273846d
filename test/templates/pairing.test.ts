import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/config/diagnostic.js";
import { parseTemplatesCsv } from "../../src/templates/csv.js";
import { negationWords, pairTwins } from "../../src/templates/pairing.js";

const HEADER = "template_id,template_text,param_1,param_2,param_3,constraints,label,negates";

function templatesOf(file: string, ...rows: string[]) {
  return parseTemplatesCsv([HEADER, ...rows].join("\n"), file).templates;
}

function brief(ds: Diagnostic[]): [string, string, string, number, number][] {
  return ds.map((d) => [d.code, d.severity, d.file, d.line, d.column]);
}

/** 1-based column where the last `needle` starts in `row`. */
function col(row: string, needle: string): number {
  return row.lastIndexOf(needle) + 1;
}

const W1 = "w1,#1 walk.,sport,,,,No,";
const W2 = "w2,#1 do not walk.,sport,,,,Yes,";

describe("pairTwins row-order", () => {
  it("pairs the first half of each file with the second half, file by file", () => {
    const a = templatesOf("a.csv", W1, "w3,#1 swim.,sport,,,,No,", W2, "w4,#1 never swim.,sport,,,,Yes,");
    const b = templatesOf("b.csv", W1.replace(/w1/g, "x1"), W2.replace(/w2/g, "x2"));
    const { pairs, diagnostics } = pairTwins([...a, ...b], "row-order");
    expect(diagnostics).toEqual([]);
    expect(pairs.map((p) => [p.statement.id, p.negation.id])).toEqual([
      ["w1", "w2"],
      ["w3", "w4"],
      ["x1", "x2"],
    ]);
  });

  it("reports a file with an odd number of rows", () => {
    const { pairs, diagnostics } = pairTwins(
      templatesOf("a.csv", W1, W2, "w3,#1 swim.,sport,,,,No,"),
      "row-order",
    );
    expect(pairs).toEqual([]);
    expect(brief(diagnostics)).toEqual([["odd-row-count", "error", "a.csv", 4, 1]]);
  });

  it("reports twins with different domains or equal labels", () => {
    const rows = ["w1,#1 met #2.,sport,sport,,,No,", "w2,#1 did not meet #2.,sport,traits,,,No,"];
    const { diagnostics } = pairTwins(templatesOf("a.csv", ...rows), "row-order");
    expect(brief(diagnostics)).toEqual([
      ["twin-mismatch", "error", "a.csv", 3, col(rows[1]!, "traits")],
      ["twin-same-label", "error", "a.csv", 3, col(rows[1]!, "No")],
    ]);
  });

  it("warns when the twin is a contrary, not a negation, or its constraints differ", () => {
    const rows = [
      'w1,#1 like #2 more than #3.,sport,traits,sport,"neq(#1, #3)",No,',
      "w2,#1 like #2 less than #3.,sport,traits,sport,,Yes,",
    ];
    const { diagnostics } = pairTwins(templatesOf("a.csv", ...rows), "row-order");
    expect(brief(diagnostics)).toEqual([
      ["twin-not-negation", "warning", "a.csv", 3, col(rows[1]!, "#1 like")],
      ["twin-constraints-differ", "warning", "a.csv", 3, col(rows[1]!, ",Yes")],
    ]);
  });
});

describe("pairTwins negates-column", () => {
  it("pairs by the negates column", () => {
    const ts = templatesOf("a.csv", W1, W2.replace(/,$/, ",w1"));
    const { pairs, diagnostics } = pairTwins(ts, "negates-column");
    expect(diagnostics).toEqual([]);
    expect(pairs.map((p) => [p.statement.id, p.negation.id])).toEqual([["w1", "w2"]]);
  });

  it("reports an unknown id and a statement negated twice", () => {
    const rows = [
      W1,
      W2.replace(/,$/, ",w1"),
      "w3,#1 never walk.,sport,,,,Yes,w1",
      "w4,#1 never swim.,sport,,,,Yes,w9",
    ];
    const { pairs, diagnostics } = pairTwins(templatesOf("a.csv", ...rows), "negates-column");
    expect(pairs).toHaveLength(1);
    expect(brief(diagnostics)).toEqual([
      ["negated-twice", "error", "a.csv", 4, col(rows[2]!, "w1")],
      ["unknown-negates", "error", "a.csv", 5, col(rows[3]!, "w9")],
    ]);
  });

  it("pairs nothing, and reports nothing, without a negates column", () => {
    expect(pairTwins(templatesOf("a.csv", W1, W2), "negates-column")).toEqual({ pairs: [], diagnostics: [] });
  });
});

describe("negationWords", () => {
  it("finds negation words, including n't, and ignores contraries", () => {
    expect([...negationWords("They don't walk, nor do they ever swim without fins.")].sort()).toEqual([
      "n't",
      "nor",
      "without",
    ]);
    expect([...negationWords("Hikers love trails more than cyclists.")]).toEqual([]);
    expect([...negationWords("Nobody knows")]).toEqual(["nobody"]);
  });

  it("reads 'cannot' as a negation of 'can'", () => {
    expect([...negationWords("Hikers cannot read maps.")]).toEqual(["n't"]);
    expect([...negationWords("Hikers can read maps.")]).toEqual([]);
  });
});
