import { describe, expect, it } from "vitest";
import { estimateInputTokens, estimatePlan, formatPlanTable } from "../../src/sampling/plan.js";

// "Q: A is B. Yes or No?" is 21 characters: ceil(21 / 4) = 6, + 4 per message + 3 for the reply = 13 tokens.
const prompt = (templateId: string, group = "g") => ({ templateId, group, statement: "A is B." });
const prompts = [prompt("t1"), prompt("t1"), prompt("t2", "h")];

describe("estimatePlan", () => {
  it("counts prompts and requests per template and in total, trials multiplying requests", () => {
    const plan = estimatePlan(prompts, { questionFormat: "Q: {statement} Yes or No?", trials: 3 });
    expect(plan.templates.map((r) => [r.templateId, r.group, r.prompts, r.requests])).toEqual([
      ["t1", "g", 2, 6],
      ["t2", "h", 1, 3],
    ]);
    expect(plan.totals).toMatchObject({ templates: 2, prompts: 3, requests: 9 });
    expect(plan.totals.estimatedCostUsd).toBeUndefined();
  });

  it("estimates tokens with the documented rule and prices them exactly", () => {
    expect(estimateInputTokens("Q: A is B. Yes or No?")).toBe(13);
    const plan = estimatePlan(prompts, { trials: 3, prices: { inputPerMillion: 2.5, outputPerMillion: 10 } });
    expect(plan.templates[0]).toMatchObject({ estimatedInputTokens: 78, estimatedOutputTokens: 30 });
    expect(plan.totals).toMatchObject({ estimatedInputTokens: 117, estimatedOutputTokens: 45 });
    // (117 × 2.5 + 45 × 10) / 1e6 = 742.5 / 1e6
    expect(plan.totals.estimatedCostUsd).toBe(0.0007425);
    expect(plan.templates[1]?.estimatedCostUsd).toBe((39 * 2.5 + 15 * 10) / 1e6);
  });

  it("adds the system prompt and honours expected output tokens", () => {
    // "Be brief." is 9 characters: ceil(9 / 4) + 4 = 7 more tokens per request.
    const plan = estimatePlan([prompt("t1")], { systemPrompt: "Be brief.", expectedOutputTokens: 1 });
    expect(plan.totals).toMatchObject({ requests: 1, estimatedInputTokens: 20, estimatedOutputTokens: 1 });
  });

  it("uses a prompt's own question when it has one, and rejects a format without {statement}", () => {
    const plan = estimatePlan([{ ...prompt("t1"), question: "x".repeat(40) }]);
    expect(plan.totals.estimatedInputTokens).toBe(10 + 4 + 3);
    expect(() => estimatePlan(prompts, { questionFormat: "Yes or No?" })).toThrow(/\{statement\}/);
    expect(() => estimatePlan(prompts, { trials: 0 })).toThrow(RangeError);
  });
});

describe("formatPlanTable", () => {
  it("renders aligned rows, a totals row, the estimator and the cost", () => {
    const table = formatPlanTable(
      estimatePlan(prompts, { trials: 3, prices: { inputPerMillion: 2.5, outputPerMillion: 10 } }),
    );
    expect(table).toMatchInlineSnapshot(`
      "template             group  prompts  requests  est. input tokens  est. output tokens  est. cost USD
      -------------------  -----  -------  --------  -----------------  ------------------  -------------
      t1                   g            2         6                 78                  30       0.000495
      t2                   h            1         3                 39                  15       0.000247
      -------------------  -----  -------  --------  -----------------  ------------------  -------------
      total (2 templates)               3         9                117                  45       0.000742
      trials: 3; expected output tokens per request: each suite kind's typical answer length, else 5
      tokens are estimates: ~4 characters per token + 4 per message + 3 per reply
      estimated cost: 0.000742 USD (input 2.5 USD/M tokens, output 10 USD/M tokens)"
    `);
  });

  it("says how to get a cost when no prices are given, and groups thousands", () => {
    const many = Array.from({ length: 1234 }, () => prompt("t1"));
    const table = formatPlanTable(estimatePlan(many));
    expect(table).toContain("cost: not estimated — pass --price-input/--price-output");
    expect(table).toMatch(/total \(1 templates\)\s+1,234\s+1,234\s+16,042\s+6,170$/m);
  });
});
