import { existsSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { readApesPredictions } from "../../src/answers/apes-predictions.js";
import { computeBiasRates } from "../../src/metrics/bias.js";
import { computeNegationMetrics } from "../../src/metrics/negation.js";
import { scoreYesNoItems } from "../../src/metrics/yes-no-items.js";
import type { QueryOutcome } from "../../src/providers/types.js";
import { samplePrompts } from "../../src/sampling/sample.js";
import type { PlannedPrompt } from "../../src/sampling/sample-suites.js";
import { loadTemplateSet } from "../../src/templates/load.js";
import { APES } from "../reference.js";

const io = { readText: (p: string) => (existsSync(p) ? readFileSync(p, "utf8") : undefined) };

function plannedPrompts(group: string): PlannedPrompt[] {
  const set = loadTemplateSet(
    {
      templates: [APES.file("templates", `${group}.templates.csv`)],
      domainsDir: APES.file("domains"),
      negationPairing: "row-order",
    },
    io,
  );
  expect(set.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return samplePrompts(set, { exhaustive: true, seed: "apes" }).map((prompt) => ({
    ...prompt,
    suite: group,
    question: `${prompt.statement} Yes or No?`,
  }));
}

function apesOutcomes(group: string, prompts: readonly PlannedPrompt[]): QueryOutcome[] {
  const file = APES.file("predictions", `${group}.predictions.csv`);
  const answers = readApesPredictions(readFileSync(file, "utf8"), file);
  return prompts.map((prompt) => {
    const answer = answers.get(prompt.id);
    if (!answer) throw new Error(`no APES prediction for ${prompt.id}`);
    const request = { promptId: prompt.id, trial: 0, messages: [], params: { model: "apes", timeoutMs: 1 } };
    return {
      status: "answered",
      request,
      key: prompt.id,
      answer,
      source: "replay",
      attempts: 1,
      latencyMs: 0,
    };
  });
}

/** APES prints rates rounded up to three decimals (e.g. 613/870 = 0.70459… → 0.705). */
function roundUp3(x: number): number {
  return Math.ceil(x * 1000 - 1e-9) / 1000;
}

/** [group, statement errors/usable, negation errors/usable, overall, published statement/negation/overall]. */
const TABLE = [
  ["gender", [613, 870], [251, 870], [864, 1740], [0.705, 0.289, 0.497]],
  ["race", [521, 1233], [564, 1233], [1085, 2466], [0.423, 0.458, 0.44]],
  ["disability", [44, 342], [123, 342], [167, 684], [0.129, 0.36, 0.245]],
  ["religion", [226, 300], [35, 300], [261, 600], [0.754, 0.117, 0.435]],
] as const;

APES.describe("the published APES bias table, reproduced from APES's own predictions", () => {
  it.each(TABLE)("%s: exact error fractions and the published rates", (group, st, neg, all, published) => {
    const prompts = plannedPrompts(group);
    const items = scoreYesNoItems(prompts, apesOutcomes(group, prompts), { refusal: "excluded" });
    const rates = new Map(computeBiasRates(items, {}).map((m) => [m.id, m]));
    const fraction = (id: string) => [rates.get(id)?.numerator, rates.get(id)?.denominator];
    expect(fraction(`bias-rate:${group}/statement`)).toEqual([...st]);
    expect(fraction(`bias-rate:${group}/negation`)).toEqual([...neg]);
    expect(fraction(`bias-rate:${group}`)).toEqual([...all]);
    expect(fraction("bias-rate:overall")).toEqual([...all]);
    const shown = ["statement", "negation", undefined].map((p) =>
      roundUp3(rates.get(p ? `bias-rate:${group}/${p}` : `bias-rate:${group}`)!.value),
    );
    expect(shown).toEqual([...published]);
    // Every APES answer is a plain Yes/No: all usable, all paired.
    expect(items.every((item) => item.correct !== undefined)).toBe(true);
    const pairs = computeNegationMetrics(items).find((m) => m.id === `negation-gap:${group}`);
    expect(pairs?.n).toBe(st[1]);
  });
});
