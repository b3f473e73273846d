import { describe, expect, it } from "vitest";
import { parseDomainFile } from "../../src/templates/domains.js";

const F = "d/sport.txt";

describe("parseDomainFile", () => {
  it("reads name,class lines with CRLF, a BOM, blank lines and no final newline", () => {
    const { domain, diagnostics } = parseDomainFile(
      "\ufeffhikers,outdoor\r\n\r\nswimmers , indoor\r\nice climbers,indoor",
      F,
      "sport",
    );
    expect(diagnostics).toEqual([]);
    expect(domain).toEqual({
      name: "sport",
      file: F,
      values: [
        { name: "hikers", class: "outdoor", line: 1 },
        { name: "swimmers", class: "indoor", line: 3 },
        { name: "ice climbers", class: "indoor", line: 4 },
      ],
    });
  });

  it("reports a line without a comma with its line number", () => {
    const { domain, diagnostics } = parseDomainFile("hikers,outdoor\ncyclists\n", F, "sport");
    expect(domain.values).toHaveLength(1);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ["domain-line-syntax", "error", 2, 1],
    ]);
  });

  it("keeps a repeated name but warns at the second occurrence, naming the first line", () => {
    const { domain, diagnostics } = parseDomainFile(
      "hikers,outdoor\ncyclists,outdoor\nhikers,outdoor\n",
      F,
      "sport",
    );
    expect(domain.values.map((v) => v.name)).toEqual(["hikers", "cyclists", "hikers"]);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ["duplicate-domain-value", "warning", 3, 1],
    ]);
    expect(diagnostics[0]!.message).toContain("first on line 1");
  });

  it("reads an empty file as a domain with no values", () => {
    expect(parseDomainFile("", F, "none")).toEqual({
      domain: { name: "none", file: F, values: [] },
      diagnostics: [],
    });
  });
});
