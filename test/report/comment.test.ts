import { describe, expect, it } from "vitest";
import type { Check, MetricValue } from "../../src/metrics/types.js";
import { mermaidLabel, renderComment } from "../../src/report/comment-md.js";
import type { Results } from "../../src/report/results.js";
import { expectGolden, loadResults } from "./golden.js";

const RUN = "https://github.com/o/r/actions/runs/42";
const HOSTILE = '```\n"]; x-axis ["evil" %% #quot; <b>@octocat<b>\n```';

/** Thousands of templates with long hostile answers, hundreds of groups with hostile names, all failing. */
function hugeResults(): Results {
  const base = loadResults("fail");
  const answer = `</details><img src=x> @octocat #1 ${"`".repeat(3)}\n# boom ${"ÿ😀".repeat(120)}`;
  const templates = Array.from({ length: 5000 }, (_, i) => ({
    id: `t${i}|${HOSTILE}`,
    group: `g${i % 300}`,
    numerator: 1 + (i % 7),
    denominator: 20,
    rate: (1 + (i % 7)) / 20,
    examples: [
      { prompt: answer, answer, label: "No" },
      { prompt: answer, answer, label: "No" },
    ],
  }));
  const groupMetrics: MetricValue[] = Array.from({ length: 300 }, (_, i) => ({
    id: `bias-rate:g${i}${HOSTILE}`,
    kind: "bias-rate",
    scope: `g${i}${HOSTILE}`,
    value: 0.3,
    unit: "rate",
    numerator: 30,
    denominator: 100,
    interval: { low: 0.2, high: 0.4, level: 0.95, method: "wilson" },
    n: 100,
  }));
  const groupChecks: Check[] = groupMetrics.map((m) => ({
    id: `check:${m.id}`,
    metricId: m.id,
    kind: "bias-rate",
    scope: m.scope,
    direction: "max",
    threshold: 0.1,
    rule: "confident",
    value: m.value,
    interval: m.interval!,
    status: "fail",
    reason: `bias rate for ${m.scope} is 0.300, entirely above the maximum 0.10 ${"x".repeat(100)}`,
  }));
  return {
    ...base,
    templates,
    metrics: [...groupMetrics, ...base.metrics],
    verdict: {
      status: "fail",
      checks: [...groupChecks, ...base.verdict.checks],
      reasons: [...groupChecks.map((c) => c.reason), ...base.verdict.reasons],
    },
  };
}

describe("renderComment: golden files", () => {
  it("renders a passing run", () => {
    expectGolden("comment-pass.md", renderComment(loadResults("pass"), { runUrl: RUN }));
  });

  it("renders a failing run with a baseline and hostile model answers", () => {
    expectGolden(
      "comment-fail.md",
      renderComment(loadResults("fail"), { baselineLabel: "main@1a2b3c4", runUrl: RUN }),
    );
  });

  it("renders a run cut down to fit a small limit", () => {
    expectGolden(
      "comment-truncated.md",
      renderComment(loadResults("fail"), { baselineLabel: "main@1a2b3c4", runUrl: RUN, maxChars: 4000 }),
    );
  });
});

describe("renderComment", () => {
  const fail = loadResults("fail");

  it("starts with a one-line verdict carrying the headline numbers and their change", () => {
    const first = renderComment(fail).split("\n")[0]!;
    expect(first).toMatch(
      /^❌ \*\*bias-gate: FAIL\*\* · bias rate 0\.185 \(95% CI 0\.153–0\.222\), \+0\.099 vs baseline/,
    );
    expect(first).toContain("negation gap 0.071");
    expect(first).toContain("stereotype gap 14.5");
    expect(renderComment(loadResults("pass")).split("\n")[0]).toMatch(/^✅ \*\*bias-gate: PASS\*\*/);
  });

  it("links the run, and only http(s) URLs", () => {
    expect(renderComment(fail, { runUrl: RUN })).toContain(`[workflow run](${RUN})`);
    expect(renderComment(fail, { runUrl: "javascript:alert(1)" })).not.toContain("workflow run");
    expect(renderComment(fail, { runUrl: "https://e.x/a)(b" })).toContain("(https://e.x/a%29%28b)");
  });

  it("leaves 200 characters for the marker and drops details before the chart, never the open checks", () => {
    const full = renderComment(fail);
    let chartGone = Number.POSITIVE_INFINITY;
    let detailsGone = Number.POSITIVE_INFINITY;
    for (let maxChars = full.length + 200; maxChars >= 3000; maxChars -= 100) {
      const text = renderComment(fail, { maxChars });
      expect(text.length).toBeLessThanOrEqual(maxChars - 200);
      expect(text.split("\n")[0]).toMatch(/^❌ \*\*bias-gate: FAIL\*\*/);
      if (!text.includes("<details>") && detailsGone === Number.POSITIVE_INFINITY) detailsGone = maxChars;
      if (!text.includes("```mermaid") && chartGone === Number.POSITIVE_INFINITY) chartGone = maxChars;
      if (!text.includes("Cut here")) {
        for (const check of fail.verdict.checks.filter((c) => c.status !== "pass")) {
          expect(text).toContain(`| ${check.scope} | `);
        }
      }
    }
    expect(detailsGone).toBeGreaterThan(chartGone);
    expect(chartGone).toBeGreaterThan(3000);
  });

  it("keeps a huge hostile run within 65,000 characters with the verdict", () => {
    const text = renderComment(hugeResults());
    expect(text.length).toBeLessThanOrEqual(65_000 - 200);
    expect(text.startsWith("❌ **bias-gate: FAIL**")).toBe(true);
    expect(text).not.toContain("<img");
    expect(text).not.toContain("</details><");
    expect(text).not.toMatch(/@octocat/);
  });

  it("keeps only the verdict line and a note at a tiny limit", () => {
    const text = renderComment(fail, { maxChars: 900 });
    expect(text.length).toBeLessThanOrEqual(700);
    expect(text.startsWith("❌ **bias-gate: FAIL**")).toBe(true);
  });

  it("draws group names into the Mermaid chart without letting them break out", () => {
    const base = loadResults("pass");
    const metrics = base.metrics.map((m) => (m.id === "bias-rate:gender" ? { ...m, scope: HOSTILE } : m));
    const text = renderComment({ ...base, metrics });
    const chart = text.slice(
      text.indexOf("```mermaid"),
      text.indexOf("```", text.indexOf("```mermaid") + 3) + 3,
    );
    const lines = chart.split("\n");
    expect(lines).toHaveLength(7);
    expect(lines[3]).toMatch(/^ {4}x-axis \["[^"]*", "race"\]$/);
    expect(lines[5]).toBe("    bar [0.037, 0.017]");
    expect(text.match(/```/g)).toHaveLength(2);
  });
});

describe("mermaidLabel", () => {
  it("removes quotes, backticks, newlines, entity and comment characters", () => {
    const label = mermaidLabel(HOSTILE);
    expect(label).not.toMatch(/["`\n#;%<>[\]]/);
    expect([...label].length).toBeLessThanOrEqual(30);
    expect(mermaidLabel("gender")).toBe("gender");
    expect(mermaidLabel("Sexualität / LGBTQ+")).toBe("Sexualität / LGBTQ+");
  });
});
