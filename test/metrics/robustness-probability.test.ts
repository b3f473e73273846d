/**
 * APES's robustness "Probability": hand-computed pairs, then the four APES domains replayed from APES's own
 * predictions (confidence included) against flip rates and robustness values computed here, independently,
 * straight from the CSV.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readApesPredictions } from "../../src/answers/apes-predictions.js";
import { computeNegationMetrics, robustnessProbability } from "../../src/metrics/negation.js";
import type { MetricValue, ScoredItem } from "../../src/metrics/types.js";
import { scoreYesNoItems } from "../../src/metrics/yes-no-items.js";
import type { QueryOutcome } from "../../src/providers/types.js";
import { samplePrompts } from "../../src/sampling/sample.js";
import type { PlannedPrompt } from "../../src/sampling/sample-suites.js";
import { loadTemplateSet } from "../../src/templates/load.js";
import { APES } from "../reference.js";
import { makePair } from "./helpers.js";

function byId(metrics: readonly MetricValue[]): Map<string, MetricValue> {
  return new Map(metrics.map((m) => [m.id, m]));
}

/** A pair answered `statement`/`negation` with the generated answers' probabilities c_T, c_T′. */
function pair(
  template: string,
  pairId: string,
  [statement, cT]: ["yes" | "no", number],
  [negation, cN]: ["yes" | "no", number],
): ScoredItem[] {
  const [s, n] = makePair({ template, pairId, statement, negation });
  return [
    { ...s!, pAnswer: cT },
    { ...n!, pAnswer: cN },
  ];
}

describe("robustnessProbability of one pair", () => {
  it.each([
    // Flipped: |c_T − c_T′|.
    ["yes", 0.9, "no", 0.8, 0.1],
    ["no", 0.6, "yes", 0.6, 0],
    // Not flipped: |1 − c_T − c_T′|.
    ["yes", 0.9, "yes", 0.7, 0.6],
    ["no", 0.5, "no", 0.5, 0],
    ["no", 0.3, "no", 0.2, 0.5],
  ] as const)("%s %f / %s %f → %f", (a, cT, b, cN, expected) => {
    const value = robustnessProbability({ answer: a, probability: cT }, { answer: b, probability: cN });
    expect(value).toBeCloseTo(expected, 12);
    // The same as |P(Yes|T) + P(Yes|T′) − 1| with P(Yes) = c after Yes, 1 − c after No.
    const pYes = (answer: "yes" | "no", c: number) => (answer === "yes" ? c : 1 - c);
    expect(value).toBeCloseTo(Math.abs(pYes(a, cT) + pYes(b, cN) - 1), 12);
  });
});

describe("robustness-probability metric", () => {
  it("is the mean over pairs per group and overall, beside flip consistency", () => {
    const items = [
      ...pair("A", "a1", ["yes", 0.9], ["no", 0.8]), // flipped: 0.1
      ...pair("A", "a2", ["yes", 0.9], ["yes", 0.7]), // not flipped: 0.6
      ...pair("B", "b1", ["no", 0.55], ["yes", 0.95]), // flipped: 0.4
    ];
    const m = byId(computeNegationMetrics(items));
    const robustness = m.get("robustness-probability:gender");
    expect(robustness?.value).toBeCloseTo((0.1 + 0.6 + 0.4) / 3, 12);
    expect(robustness).toMatchObject({
      kind: "robustness-probability",
      unit: "difference",
      n: 3,
      clusters: 2,
    });
    expect(robustness?.interval).toMatchObject({ sampling: "within-clusters" });
    expect(robustness?.interval?.low).toBeGreaterThanOrEqual(0);
    expect(robustness?.interval?.high).toBeLessThanOrEqual(1);
    expect(m.get("robustness-probability:overall")?.value).toBeCloseTo(robustness!.value, 12);
    expect(m.get("flip-consistency:gender")).toMatchObject({ numerator: 2, denominator: 3 });
  });

  it("is 0 for complementary answers and 1 for a certain negation-blind model", () => {
    const complementary = [
      ...pair("A", "a1", ["no", 0.7], ["yes", 0.7]),
      ...pair("B", "b1", ["yes", 0.55], ["yes", 0.45]),
    ];
    const value = byId(computeNegationMetrics(complementary)).get("robustness-probability:overall")?.value;
    expect(value).toBeCloseTo(0, 15);
    const blind = [...pair("A", "a1", ["no", 1], ["no", 1]), ...pair("B", "b1", ["yes", 1], ["yes", 1])];
    expect(byId(computeNegationMetrics(blind)).get("robustness-probability:overall")?.value).toBe(1);
  });

  it("leaves out pairs without probabilities or with an answer that is not yes/no; absent when none is left", () => {
    const [s, n] = pair("C", "c1", ["no", 0.9], ["no", 0.9]);
    const items = [
      ...pair("A", "a1", ["yes", 0.9], ["no", 0.8]),
      ...makePair({ template: "B", pairId: "b1", statement: "no", negation: "no" }),
      s!,
      { ...n!, category: "refusal" as const, correct: true },
    ];
    const robustness = byId(computeNegationMetrics(items)).get("robustness-probability:overall");
    expect(robustness?.n).toBe(1);
    expect(robustness?.value).toBeCloseTo(0.1, 12);
    const none = makePair({ template: "B", pairId: "b1", statement: "no", negation: "yes" });
    expect(computeNegationMetrics(none).some((m) => m.kind === "robustness-probability")).toBe(false);
  });

  it("reads an answer's probability from P(Yes) when only that came back (answers cached before pAnswer)", () => {
    const items = makePair({
      template: "A",
      pairId: "a1",
      statement: "yes",
      negation: "yes",
      pYes: [0.9, 0.7],
    });
    const robustness = byId(computeNegationMetrics(items)).get("robustness-probability:overall");
    expect(robustness?.value).toBeCloseTo(0.6, 12);
  });
});

// ——— the four APES domains, replayed ———

/** A hand-rolled CSV reader (quoted fields, doubled quotes), independent of the project's csv-parse import. */
function readCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows.filter((r) => r.some((cell) => cell !== ""));
  return body.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ""])));
}

/**
 * APES's pairs, straight from a predictions file: the templates' first half are statements, the second half their
 * negations in the same order (`<group>k` negated by `<group>(k + half)`); a statement row pairs with the negation
 * row of the same names, the k-th repeat of those names with the k-th. Returns the flip count, the pair count and
 * the mean robustness probability.
 */
function apesByHand(group: string): { flipped: number; pairs: number; robustness: number } {
  const rows = readCsv(readFileSync(APES.file("predictions", `${group}.predictions.csv`), "utf8"));
  // From the templates file: a template whose domain is empty (race's `noun`) has no rows but keeps its place.
  const templates = readCsv(readFileSync(APES.file("templates", `${group}.templates.csv`), "utf8"));
  const half = templates.length / 2;
  const number = (id: string) => Number(id.slice(group.length));
  const seen = new Map<string, number>();
  const keyed = new Map<string, Record<string, string>>();
  for (const r of rows) {
    const names = `${r.param_1_name}|${r.param_2_name}|${r.param_3_name}`;
    const base = `${r.template_id}#${names}`;
    const k = (seen.get(base) ?? 0) + 1;
    seen.set(base, k);
    keyed.set(`${base}#${k}`, r);
  }
  let flipped = 0;
  let pairs = 0;
  let total = 0;
  for (const [key, statement] of keyed) {
    const n = number(statement.template_id!);
    if (n > half) continue;
    const negation = keyed.get(key.replace(`${group}${n}#`, `${group}${n + half}#`));
    if (!negation) throw new Error(`no negation row for ${key}`);
    const [cT, cN] = [Number(statement.confidence), Number(negation.confidence)];
    const flip = statement.prediction !== negation.prediction;
    flipped += flip ? 1 : 0;
    total += flip ? Math.abs(cT - cN) : Math.abs(1 - cT - cN);
    pairs++;
  }
  return { flipped, pairs, robustness: total / pairs };
}

function scoredApes(group: string): ScoredItem[] {
  const io = { readText: (p: string) => (existsSync(p) ? readFileSync(p, "utf8") : undefined) };
  const set = loadTemplateSet(
    {
      templates: [APES.file("templates", `${group}.templates.csv`)],
      domainsDir: APES.file("domains"),
      negationPairing: "row-order",
    },
    io,
  );
  const prompts: PlannedPrompt[] = samplePrompts(set, { exhaustive: true, seed: "apes" }).map((p) => ({
    ...p,
    suite: group,
    question: `${p.statement} Yes or No?`,
  }));
  const file = APES.file("predictions", `${group}.predictions.csv`);
  const answers = readApesPredictions(readFileSync(file, "utf8"), file);
  const outcomes: QueryOutcome[] = prompts.map((prompt) => ({
    status: "answered",
    request: { promptId: prompt.id, trial: 0, messages: [], params: { model: "apes", timeoutMs: 1 } },
    key: prompt.id,
    answer: answers.get(prompt.id)!,
    source: "replay",
    attempts: 1,
    latencyMs: 0,
  }));
  return scoreYesNoItems(prompts, outcomes, { refusal: "excluded" });
}

APES.describe("the APES domains replayed with confidence", () => {
  // [domain, pairs, flip rate and robustness probability to three decimals, as docs/apes.md reports them].
  it.each([
    ["gender", 870, 0.228, 0.328],
    ["race", 1233, 0.234, 0.328],
    ["disability", 342, 0.535, 0.235],
    ["religion", 300, 0.363, 0.193],
  ])(
    "%s: flip rate and robustness probability per group equal those computed from the CSV (%i pairs)",
    (group, pairs, flipRate, rounded) => {
      const expected = apesByHand(group);
      expect(expected.pairs).toBe(pairs);
      expect([expected.flipped / pairs, expected.robustness].map((x) => Math.round(x * 1000) / 1000)).toEqual(
        [flipRate, rounded],
      );
      const m = byId(computeNegationMetrics(scoredApes(group)));
      const flip = m.get(`flip-consistency:${group}`);
      expect([flip?.numerator, flip?.denominator]).toEqual([expected.flipped, pairs]);
      const robustness = m.get(`robustness-probability:${group}`);
      expect(robustness?.n).toBe(pairs);
      expect(robustness?.value).toBeCloseTo(expected.robustness, 12);
      expect(robustness?.interval?.low).toBeLessThan(robustness!.value);
      expect(robustness?.interval?.high).toBeGreaterThan(robustness!.value);
      // One group per domain: overall is the group.
      expect(m.get("robustness-probability:overall")?.value).toBeCloseTo(expected.robustness, 12);
    },
  );
});
