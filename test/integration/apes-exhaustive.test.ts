import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, it } from "vitest";
import { samplePrompts } from "../../src/sampling/sample.js";
import { loadTemplateSet } from "../../src/templates/load.js";
import { APES } from "../reference.js";

const readText = (path: string) => readFileSync(path, "utf8");

APES.describe("--exhaustive on the published APES templates", () => {
  for (const group of ["disability", "gender", "race", "religion"]) {
    it(`reproduces data/examples/${group}.examples.csv row for row`, () => {
      const set = loadTemplateSet(
        {
          templates: [APES.file("templates", `${group}.templates.csv`)],
          domainsDir: APES.file("domains"),
          negationPairing: "row-order",
        },
        { readText },
      );
      expect(set.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const prompts = samplePrompts(set, { exhaustive: true, seed: "any" });
      const rows = parse(readText(APES.file("examples", `${group}.examples.csv`)), {
        columns: true,
      }) as Record<string, string>[];
      // APES's file lists every statement template, then every negation (row order), each in nested-loop order.
      const actual = prompts.map((p) => {
        const bySlot = (k: number) => p.fillings.find((f) => f.slot === k);
        return [
          p.templateId,
          ...[1, 2, 3].map((k) => bySlot(k)?.name ?? ""),
          ...[1, 2, 3].map((k) => bySlot(k)?.class ?? ""),
          `${p.statement} Yes or No?`,
          p.label,
        ].join("\u0001");
      });
      const expected = rows.map((r) =>
        [
          r.template_id,
          r.param_1_name,
          r.param_2_name,
          r.param_3_name,
          r.param_1_class,
          r.param_2_class,
          r.param_3_class,
          r.prompt,
          r.label,
        ].join("\u0001"),
      );
      expect(actual.length).toBe(expected.length);
      expect(actual).toEqual(expected);
    });
  }
});
