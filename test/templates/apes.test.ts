import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { loadTemplateSet } from "../../src/templates/load.js";
import type { NegationPairing } from "../../src/templates/pairing.js";
import type { TemplateSet } from "../../src/templates/types.js";
import { APES } from "../reference.js";

const GROUPS = ["disability", "gender", "race", "religion"] as const;
const fsIo = { readText: (p: string) => (existsSync(p) ? readFileSync(p, "utf8") : undefined) };

function loadApes(negationPairing: NegationPairing): TemplateSet {
  return loadTemplateSet(
    {
      templates: GROUPS.map((g) => APES.file("templates", `${g}.templates.csv`)),
      domainsDir: APES.file("domains"),
      negationPairing,
    },
    fsIo,
  );
}

/** `code subject` per diagnostic: the template on that line, or `file:line` for a domain file. */
function findings(set: TemplateSet): string[] {
  const byLine = new Map(set.templates.map((t) => [`${t.position.file}:${t.position.line}`, t.id]));
  return set.diagnostics
    .map(
      (d) =>
        `${d.severity} ${d.code} ${byLine.get(`${d.file}:${d.line}`) ?? `${path.basename(d.file)}:${d.line}`}`,
    )
    .sort();
}

// The real problems of the published APES templates, and nothing else.
const EXPECTED = [
  ...["gender1", "gender4", "gender5", "gender6", "gender9", "gender10"].map(
    (id) => `warning label-suffix ${id}`,
  ),
  "warning duplicate-domain-value adjectives.txt:16",
  "warning empty-domain race3",
  "warning empty-domain race7",
  ...["gender5", "gender10", "race4", "race8"].map((id) => `warning cross-domain-constraint ${id}`),
  ...["gender5", "gender10", "race1", "race5", "race4", "race8"].map((id) => `warning self-comparison ${id}`),
  "warning trailing-whitespace gender5",
  "warning trailing-whitespace gender10",
  // Contraries, not negations: more/less and love/hate.
  ...["disability9", "gender9", "gender10", "race8", "disability6"].map(
    (id) => `warning twin-not-negation ${id}`,
  ),
].sort();

APES.describe("the APES templates", () => {
  let set: TemplateSet;
  beforeAll(() => {
    set = loadApes("row-order");
  });

  it("load with row-order pairing without errors, reporting exactly their known problems", () => {
    expect(findings(set)).toEqual(EXPECTED);
    expect(set.templates).toHaveLength(34);
    expect(set.pairs).toHaveLength(17);
  });

  it("point the duplicate adjective at line 16, naming line 11", () => {
    const d = set.diagnostics.find((x) => x.code === "duplicate-domain-value")!;
    expect([d.file, d.line, d.column]).toEqual([APES.file("domains", "adjectives.txt"), 16, 1]);
    expect(d.message).toContain("'intelligent'");
    expect(d.message).toContain("line 11");
  });

  it("suggest the same-domain pair for each cross-domain constraint", () => {
    const hints = set.diagnostics
      .filter((d) => d.code === "cross-domain-constraint")
      .map((d) => [d.message, d.hint]);
    expect(hints).toHaveLength(4);
    for (const [, hint] of hints) expect(hint).toBe("did you mean neq(#1, #3)?");
    expect(hints.filter(([m]) => m!.includes("'gender'") && m!.includes("'adjectives'"))).toHaveLength(2);
    expect(hints.filter(([m]) => m!.includes("'race'") && m!.includes("'race_occupation'"))).toHaveLength(2);
  });

  it("keep the trailing space of gender5 and gender10, as the published prompts do", () => {
    expect(set.templates.find((t) => t.id === "gender5")!.text.endsWith(". ")).toBe(true);
  });

  it("produce no twin diagnostics without row-order pairing", () => {
    const unpaired = loadApes("negates-column");
    expect(unpaired.pairs).toEqual([]);
    const problems = unpaired.diagnostics.filter((d) => d.code.startsWith("twin-") || d.severity === "error");
    // Outside APES's own layout the empty noun.txt is an error like any empty domain; nothing else is.
    expect(problems.map((d) => d.code)).toEqual(["empty-domain", "empty-domain"]);
    const twinFree = EXPECTED.filter((f) => !f.includes("twin-")).map((f) =>
      f.replace("warning empty-domain", "error empty-domain"),
    );
    expect(findings(unpaired)).toEqual(twinFree.sort());
  });
});
