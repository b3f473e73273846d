import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadTemplateSet } from "../../src/templates/load.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/templates");
const fsIo = { readText: (p: string) => (existsSync(p) ? readFileSync(p, "utf8") : undefined) };

function memoryIo(files: Record<string, string>) {
  return { readText: (p: string) => files[p] };
}

const HEADER = "template_id,template_text,param_1,param_2,param_3,constraints,label";

describe("loadTemplateSet", () => {
  it("loads the CSV fixture with its domains directory and pairs by the negates column", () => {
    const set = loadTemplateSet(
      {
        templates: [path.join(FIXTURES, "outdoor.templates.csv")],
        domainsDir: path.join(FIXTURES, "domains"),
        negationPairing: "negates-column",
      },
      fsIo,
    );
    expect(set.diagnostics).toEqual([]);
    expect(set.templates.map((t) => t.id)).toEqual(["outdoor1", "outdoor2", "outdoor3", "outdoor4"]);
    expect(set.pairs.map((p) => [p.statement.id, p.negation.id])).toEqual([
      ["outdoor1", "outdoor2"],
      ["outdoor3", "outdoor4"],
    ]);
    expect([...set.domains.keys()].sort()).toEqual(["sport", "traits"]);
  });

  it("prefers inline YAML domains over the domains directory", () => {
    const set = loadTemplateSet(
      {
        templates: [path.join(FIXTURES, "outdoor.templates.yaml")],
        domainsDir: path.join(FIXTURES, "domains"),
        negationPairing: "negates-column",
      },
      fsIo,
    );
    expect(set.diagnostics).toEqual([]);
    expect(set.domains.get("traits")!.file).toBe(path.join(FIXTURES, "outdoor.templates.yaml"));
    expect(set.domains.get("sport")!.values).toHaveLength(4);
  });

  it("reports a missing template file with its path, and a missing domain with the expected path", () => {
    const io = memoryIo({
      "t/a.csv": `${HEADER}\nh1,#1 walk to #2.,sport,place,,,No\nh2,#1 do not walk to #2.,sport,place,,,Yes`,
      [path.join("dom", "place.txt")]: "hill,outdoor\nlake,outdoor",
    });
    const set = loadTemplateSet(
      { templates: ["t/a.csv", "t/gone.csv"], domainsDir: "dom", negationPairing: "row-order" },
      io,
    );
    expect(set.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ["unknown-domain", "t/a.csv", 2, 19],
      ["unknown-domain", "t/a.csv", 3, 26],
      ["missing-file", "t/gone.csv", 1, 1],
    ]);
    expect(set.diagnostics[0]!.hint).toContain(path.join("dom", "sport.txt"));
    expect(set.diagnostics[2]!.message).toContain("t/gone.csv");
  });

  it("reports a domains directory holding none of the domains once, where it is named, not once per cell", () => {
    const io = memoryIo({
      "t/a.csv": `${HEADER}\nh1,#1 walk to #2.,sport,place,,,No\nh2,#1 do not walk to #2.,sport,place,,,Yes`,
    });
    const options = { templates: ["t/a.csv"], domainsDir: "domian", negationPairing: "row-order" as const };
    const named = loadTemplateSet(
      { ...options, domainsFrom: { file: "bias-gate.yml", line: 4, column: 5 } },
      io,
    );
    expect(named.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ["missing-domains-dir", "bias-gate.yml", 4, 5],
    ]);
    expect(named.diagnostics[0]!.message).toMatch(/^domains directory domian holds none of the domain files/);
    expect(named.diagnostics[0]!.hint).toMatch(/'domains:'.*place\.txt, sport\.txt$/);
    // Named by a flag, there is no line naming it: the first cell using one of its domains stands in.
    const flagged = loadTemplateSet(options, io);
    expect(flagged.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ["missing-domains-dir", "t/a.csv", 2, 19],
    ]);
    expect(flagged.diagnostics[0]!.hint).toMatch(/--domains/);
  });

  it("requires template ids to be unique across files and keeps only the first", () => {
    const io = memoryIo({
      "t/a.csv": `${HEADER}\nh1,#1 walk.,sport,,,,No`,
      "t/b.csv": `${HEADER}\nh1,#1 swim.,sport,,,,No`,
      "d/sport.txt": "hikers,outdoor\nswimmers,indoor",
    });
    const set = loadTemplateSet(
      { templates: ["t/a.csv", "t/b.csv"], domainsDir: "d", negationPairing: "negates-column" },
      io,
    );
    expect(set.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ["duplicate-template-id", "t/b.csv", 2, 1],
    ]);
    expect(set.diagnostics[0]!.message).toContain("t/a.csv:2");
    expect(set.templates.map((t) => t.position.file)).toEqual(["t/a.csv"]);
  });

  it("reports a bad label once and leaves the template out", () => {
    const io = memoryIo({
      "t/a.csv": `${HEADER}\nh1,#1 walk. ,sport,,,,Maybe`,
      "d/sport.txt": "hikers,outdoor",
    });
    const set = loadTemplateSet(
      { templates: ["t/a.csv"], domainsDir: "d", negationPairing: "negates-column" },
      io,
    );
    expect(set.diagnostics.map((d) => d.code)).toEqual(["trailing-whitespace", "bad-label"]);
    expect(set.templates).toEqual([]);
  });

  it("does not read domain names that would leave the domains directory", () => {
    const read: string[] = [];
    const io = {
      readText: (p: string) => {
        read.push(p);
        return p === "t/a.csv" ? `${HEADER}\nh1,#1 walk.,../secret,,,,No` : undefined;
      },
    };
    const set = loadTemplateSet(
      { templates: ["t/a.csv"], domainsDir: "d", negationPairing: "negates-column" },
      io,
    );
    expect(read).toEqual(["t/a.csv"]);
    expect(set.diagnostics.map((d) => d.code)).toEqual(["unknown-domain"]);
  });
});
