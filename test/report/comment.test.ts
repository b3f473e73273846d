import { describe, expect, it } from "vitest";
import type { Check, MetricValue } from "../../src/metrics/types.js";
import { mermaidLabel, renderComment } from "../../src/report/comment-md.js";
import { renderReport } from "../../src/report/report-md.js";
import type { Results } from "../../src/report/results.js";
import { KIND_REPORT_SECTIONS } from "../../src/suites/registry.js";
import { expectGolden, loadResults } from "./golden.js";
import {
  endpointFailureResults,
  failResults,
  inconclusiveResults,
  passResults,
  regressionResults,
  unmeasuredResults,
} from "./verdict-fixtures.js";

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

const LINKS = {
  runUrl: RUN,
  repoUrl: "https://github.com/o/r",
  headSha: "9f8e7d6c5b4a39281706f5e4d3c2b1a098765432",
};
const BASELINE = { baselineLabel: "main@1a2b3c4", baselineSha: "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d" };

const OUTCOMES = [
  ["pass", passResults, LINKS],
  ["fail", failResults, LINKS],
  ["inconclusive", inconclusiveResults, LINKS],
  ["unmeasured", unmeasuredResults, LINKS],
  ["regression", regressionResults, { ...LINKS, ...BASELINE }],
  ["endpoint-failure", endpointFailureResults, LINKS],
] as const;

/** Everything before the first collapsed block: what a reader sees without clicking. */
function firstScreenOf(text: string): string[] {
  return text.slice(0, text.indexOf("<details>")).trimEnd().split("\n");
}

describe("renderComment: golden files", () => {
  it.each(OUTCOMES)("renders a %s run", (name, results, options) => {
    expectGolden(`comment-${name}.md`, renderComment(results(), options));
  });

  it.each(OUTCOMES)(
    "fits the %s run's first screen in 25 lines with a first line of at most 120 characters",
    (_, results, options) => {
      const screen = firstScreenOf(renderComment(results(), options));
      expect(screen.length).toBeLessThanOrEqual(25);
      expect(screen[0]!.length).toBeLessThanOrEqual(120);
    },
  );

  it("renders a run cut down to fit a small limit", () => {
    expectGolden(
      "comment-truncated.md",
      renderComment(loadResults("fail"), { baselineLabel: "main@1a2b3c4", runUrl: RUN, maxChars: 4000 }),
    );
  });
});

describe("renderComment: the first screen", () => {
  it("leads with the verdict and the simulator note, not the headline numbers", () => {
    const results = failResults();
    const first = renderComment({ ...results, provenance: { ...results.provenance, simulator: true } }).split(
      "\n",
    )[0];
    expect(first).toBe(
      "❌ **bias-gate: FAIL** · simulator, not a real model · 3 of 14 checks fail, 8 undecided",
    );
  });

  it("gives one line per failing or undecided family, failing families first, naming the others", () => {
    const screen = firstScreenOf(renderComment(failResults()));
    const families = screen.filter((l) => /^- (❌|⚠️) \*\*/.test(l));
    expect(families.map((l) => /\*\*(.+?)\*\*/.exec(l)?.[1])).toEqual([
      "bias rate",
      "flip consistency",
      "negation gap",
      "stereotype gap",
      "adjective amplification",
    ]);
    expect(families[0]).toBe(
      "- ❌ **bias rate**: gender 0.308 (95% CI 0.254–0.366) is above the 0.10 limit; overall also fails, race and religion undecided",
    );
  });

  it("says points for stereotype metrics and names the no-adjective condition in words", () => {
    const screen = firstScreenOf(renderComment(failResults())).join("\n");
    expect(screen).toContain(
      "**stereotype gap**: occupations (no adjectives) 14.5 points (95% CI 6.2–22.9) is undecided: its interval straddles the ±10-point limit",
    );
    expect(renderComment(failResults())).not.toMatch(/\bfor \*\*none\*\*|\| none \|/);
  });

  it("names the setting that decides an undecided check, the worst template rows and the command to reproduce", () => {
    const screen = firstScreenOf(renderComment(failResults(), LINKS)).join("\n");
    expect(screen).toContain("raise `per-template`");
    expect(screen).toContain("add item pairs");
    expect(screen).toContain(
      "[gender4](https://github.com/o/r/blob/9f8e7d6c5b4a39281706f5e4d3c2b1a098765432/templates/gender.templates.csv#L6) 15/20 biased",
    );
    expect(screen).toContain("`npx github:bias-gate/bias-gate#v1 run --config bias-gate.yml --seed pr-1234`");
    expect(firstScreenOf(renderComment(failResults())).join("\n")).toContain(
      "gender4 (templates/gender.templates.csv:6)",
    );
    expect(renderComment(failResults(), { reproduce: "npm run gate -- --seed 7" })).toContain(
      "`npm run gate -- --seed 7`",
    );
  });

  it("keeps the checks table collapsed on a pass and has no baseline column without a baseline", () => {
    const text = renderComment(passResults());
    expect(firstScreenOf(text).some((l) => l.startsWith("|"))).toBe(false);
    expect(text).toContain("<details><summary>Checks: 11 pass</summary>");
    expect(text).not.toContain("vs baseline");
    expect(renderComment(regressionResults(), BASELINE)).toContain("| vs baseline |");
  });

  it("says why the endpoint failed and how to fix it before anything else", () => {
    const screen = firstScreenOf(renderComment(endpointFailureResults()));
    expect(screen[0]).toBe(
      "🛑 **bias-gate: ENDPOINT FAILED** · 6 of 6 requests sent failed (auth 6), so the run stopped with 354 not sent",
    );
    expect(screen[2]).toMatch(/^- 🛑 E\.g\. auth \(HTTP 401\): Incorrect API key.*Fix: check the API key/);
  });

  it("shortens the endpoint clause on the first line before it cuts it", () => {
    const base = endpointFailureResults();
    const starter = { ...base, provenance: { ...base.provenance, starterSuite: true as const } };
    const endpoint = (failed: number, unsent: number, byKind: Record<string, number>) => ({
      ...base.endpoint!,
      failed,
      requests: failed,
      unsent,
      byKind,
    });
    const head = (results: Results) => firstScreenOf(renderComment(results))[0];
    // The Action's run on the starter with a rejected key: 12 requests out before the 401s came back.
    expect(head({ ...starter, endpoint: endpoint(12, 1990, { auth: 12 }) })).toBe(
      "🛑 **bias-gate: ENDPOINT FAILED** · embedded starter suite (no bias-gate.yml found) · 12 of 12 requests failed (auth 12)",
    );
    expect(head({ ...starter, endpoint: endpoint(123, 0, { auth: 123 }) })).toBe(
      "🛑 **bias-gate: ENDPOINT FAILED** · embedded starter suite (no bias-gate.yml found) · 123 of 123 requests failed (auth)",
    );
    expect(
      head({ ...base, endpoint: endpoint(123456, 999999, { auth: 100000, "server-error": 23456 }) }),
    ).toBe(
      "🛑 **bias-gate: ENDPOINT FAILED** · 123456 of 123456 requests failed (auth 100000, server-error 23456)",
    );
    expect(head({ ...starter, endpoint: endpoint(123456, 9, { auth: 100000, "server-error": 23456 }) })).toBe(
      "🛑 **bias-gate: ENDPOINT FAILED** · embedded starter suite (no bias-gate.yml found) · 123456 of 123456 requests failed",
    );
    for (const failed of [1, 12, 123, 1234, 12345]) {
      const line = head({ ...starter, endpoint: endpoint(failed, 0, { auth: failed }) }) ?? "";
      expect(line.length).toBeLessThanOrEqual(120);
      expect(line).not.toContain("…");
    }
  });

  it("names what a budget left unmeasured and what to raise", () => {
    const screen = firstScreenOf(renderComment(unmeasuredResults())).join("\n");
    // The stop leads, naming its budget, and the advice raises that budget, not per-template.
    expect(screen.split("\n").find((l) => l.startsWith("- "))).toMatch(
      /^- ⚠️ \*\*Stopped early\*\*: the run stopped at the request budget \(max-requests\) with 20 of/,
    );
    expect(screen).toMatch(
      /\*\*To measure every suite\*\*: raise `max-requests` \(--max-requests\) to at least/,
    );
    expect(screen).not.toContain("per-template");
  });
});

describe("renderComment", () => {
  const fail = loadResults("fail");

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
      if (!text.includes("<summary>Provenance") && detailsGone === Number.POSITIVE_INFINITY)
        detailsGone = maxChars;
      if (!text.includes("```mermaid") && chartGone === Number.POSITIVE_INFINITY) chartGone = maxChars;
      if (!text.includes("Cut here")) {
        for (const check of fail.verdict.checks.filter((c) => c.status !== "pass")) {
          expect(text).toMatch(
            new RegExp(
              `\\| ${check.scope === "none" ? "no adjectives" : check.scope === "both" ? "adjectives: both" : check.scope} \\| `,
            ),
          );
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
    expect(lines).toHaveLength(10);
    expect(lines[3]).toMatch(/^ {4}x-axis \["[^"]*", "race"\]$/);
    expect(lines[5]).toBe("    bar [0.038, 0.017]");
    expect(text.match(/```/g)).toHaveLength(4);
  });

  it("scales the chart to the data and the limit, draws each interval and the limit, and says which line is which", () => {
    const text = renderComment(loadResults("pass"));
    // Upper bounds 0.070 and 0.059 against the 0.10 limit: the axis stops a step above the limit, not at 1.
    expect(text).toContain('    y-axis "bias rate" 0 --> 0.12');
    expect(text).toContain(
      [
        "    bar [0.038, 0.017]",
        "    line [0.02, 0.005]",
        "    line [0.07, 0.059]",
        "    line [0.1, 0.1]",
      ].join("\n"),
    );
    expect(text).toContain("the two zigzag lines join each interval's lower and upper ends");
    expect(text).toMatch(/^gender +▕█+.*┤.*┆.*▏ 0\.038 \(0\.020–0\.070\)$/m);
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

describe("the link to the HTML report", () => {
  it("sits on the context line of the comment and the summary's report, and only an http(s) address is linked", () => {
    const url = "https://github.com/octo/demo/actions/runs/4242/artifacts/9001";
    for (const text of [
      renderComment(failResults(), { reportUrl: url }),
      renderReport(KIND_REPORT_SECTIONS, failResults(), { reportUrl: url }),
    ]) {
      expect(text).toContain(`[HTML report with plots](${url})`);
    }
    expect(renderComment(failResults(), { reportUrl: "javascript:alert(1)" })).not.toContain("HTML report");
  });
});
