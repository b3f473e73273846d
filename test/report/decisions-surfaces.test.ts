/**
 * The decision suite on every report surface (issue 33), rendered in-process from one Results built by the real
 * metrics and gate: a planted age=60s shift in a handful of templates, a group name with markup in it. The HTML
 * plot (a dot and interval per group, the reference line, escaped names, status marks), the first screen of the
 * comment and the job summary (the failing group with its number, simultaneous interval and allowed band, and the
 * worst templates at file:line), report.md's section, and the comment's collapsed block.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { decideGate } from "../../src/gate/decide.js";
import { DEFAULT_POLICY } from "../../src/gate/policy.js";
import { computeDecisionMetrics, type DecisionObservation } from "../../src/metrics/decisions.js";
import { renderComment } from "../../src/report/comment-md.js";
import { decisionsSection } from "../../src/report/decisions-md.js";
import { firstScreen } from "../../src/report/first-screen.js";
import { orderGroups } from "../../src/report/html/decisions-plot.js";
import { renderHtmlReport } from "../../src/report/html/html-report.js";
import type { Results } from "../../src/report/results.js";
import { passResults } from "./verdict-fixtures.js";

const GROUPS = ["age=30s", "gender=woman", "age=60s", 'origin=<b onclick="x">far</b>'];
/** The worst three: age=60s is decided against in 5 of 6 families of case1–case3, 2 of case4–10, 1 of the rest. */
const SHIFTED = new Set(["case1", "case2", "case3"]);
const severity = (t: number) => (t <= 3 ? 5 : t <= 10 ? 2 : 1);

function observations(): DecisionObservation[] {
  const out: DecisionObservation[] = [];
  for (let t = 1; t <= 20; t++)
    for (let f = 0; f < 6; f++)
      for (const group of GROUPS) {
        const templateId = `case${t}`;
        // Everyone is turned down in the last family of even templates, so the rates are not all 1.
        const base = f === 5 && t % 2 === 0 ? 0 : 1;
        const decision = group === "age=60s" && f < severity(t) ? 0 : base;
        out.push({
          suite: "service",
          familyId: `${templateId}/${f}`,
          templateId,
          group,
          memberId: `${templateId}/${f}/${group}`,
          decision,
          file: "decisions/templates.csv",
          line: t + 1,
        });
      }
  return out;
}

function decisionResults(): Results {
  const { metrics, summary } = computeDecisionMetrics(observations(), {
    suite: "service",
    reference: "age=30s",
    level: 0.95,
  });
  const policy = {
    ...DEFAULT_POLICY,
    thresholds: {
      ...DEFAULT_POLICY.thresholds,
      maxDecisionDisparity: 0.1,
      minCounterfactualConsistency: 0.95,
    },
  };
  const base = passResults();
  return {
    ...base,
    metrics,
    verdict: decideGate(metrics, policy),
    templates: [],
    items: [],
    decisions: [summary],
  };
}

describe("a failing decision suite on every surface", () => {
  let results: Results;
  let html: string;
  let screen: string;
  let comment: string;
  beforeAll(() => {
    results = decisionResults();
    html = renderHtmlReport(results);
    const links = { repoUrl: "https://github.com/octo/demo", headSha: "abc1234" };
    screen = firstScreen(results, links).join("\n");
    comment = renderComment(results, links);
  });

  it("is a failing run: the planted group fails, the others pass", () => {
    const status = (id: string) => results.verdict.checks.find((c) => c.metricId === id)?.status;
    expect(results.verdict.status).toBe("fail");
    expect(status("decision-disparity:service:age=60s")).toBe("fail");
    expect(status("decision-disparity:service:gender=woman")).toBe("pass");
    expect(status("counterfactual-consistency:service")).toBe("fail");
  });

  it("plots one dot with an interval per group, the reference line, and the status of each group's check", () => {
    const section = html.slice(
      html.indexOf('<section id="decisions"'),
      html.indexOf("</section>", html.indexOf('<section id="decisions"')),
    );
    expect(section).toContain('<h2 id="decisions-heading">Decisions</h2>');
    const rateMarks = section.match(/<g class="mark decision-rate [a-z]+"[^>]*>/g) ?? [];
    expect(rateMarks).toHaveLength(GROUPS.length);
    for (const mark of rateMarks) {
      expect(mark).toMatch(/data-low="[-\d.e]+" data-high="[-\d.e]+"/);
    }
    expect(rateMarks.find((m) => m.includes('data-group="age=60s"'))).toContain("decision-rate fail");
    expect(rateMarks.find((m) => m.includes('data-group="age=30s"'))).toContain("decision-rate reference");
    const reference = results.decisions?.[0]?.groups.find((g) => g.group === "age=30s")?.rate;
    expect(section).toMatch(
      new RegExp(`<g class="reference-line" data-group="age=30s" data-rate="${reference}">`),
    );
    // Every whisker of the rate chart is a group's interval.
    expect((section.match(/<g class="whisker">/g) ?? []).length).toBeGreaterThanOrEqual(GROUPS.length);
    expect(section).toContain('class="mark decision-disparity fail"');
    expect(section).toMatch(/<title[^>]*>Decision rate per group/);
    expect(section).toMatch(/Counterfactual consistency: 0\.\d+ \(95% CI 0\.\d+–0\.\d+\)/);
  });

  it("escapes group names from the domain files everywhere in the page", () => {
    expect(html).not.toContain('<b onclick="x">');
    expect(html).toContain("origin=&lt;b onclick=&quot;x&quot;&gt;far&lt;/b&gt;");
  });

  it("orders groups by attribute, the reference first", () => {
    expect(orderGroups(results.decisions![0]!).map((g) => g.group)).toEqual([
      "age=30s",
      "age=60s",
      "gender=woman",
      GROUPS[3],
    ]);
  });

  it("names the failing group on the first screen with its number, simultaneous interval and allowed band", () => {
    expect(screen).toMatch(
      /\*\*decision disparity\*\*: service:age=60s \(vs reference age=30s\) -0\.\d{3} \(\d+(\.\d+)?% simultaneous CI -0\.\d{3} to -0\.\d{3}\) is beyond the ±0\.10 limit/,
    );
  });

  it("points at the worst templates for the group at their file and line, and the least consistent ones", () => {
    const worst = screen.split("\n").find((l) => l.startsWith("- **Worst templates for service:age=60s**"));
    expect(worst).toBeDefined();
    expect(worst).toMatch(
      /\[case\d\]\(https:\/\/github\.com\/octo\/demo\/blob\/abc1234\/decisions\/templates\.csv#L[2-5]\) -0\.\d{3} over 6 families/,
    );
    // Only the planted templates moved: nothing else is named.
    const named = [...(worst ?? "").matchAll(/\[(case\d+)\]/g)].map((m) => m[1]);
    expect(named).toHaveLength(3);
    for (const id of named) expect(SHIFTED.has(id as string)).toBe(true);
    expect(screen).toMatch(
      /- \*\*Least consistent templates in service\*\*: \[case\d\]\([^)]*templates\.csv#L\d+\) 5 of 6 families decided differently/,
    );
  });

  it("shows the same in the comment, with the decisions block collapsed below", () => {
    expect(comment).toContain("**Worst templates for service:age=60s**");
    expect(comment).toContain("<details><summary>Decisions: rate per group against the reference</summary>");
    expect(comment).toContain("| age=30s (reference) |");
  });

  it("lists the worst three templates per group in report.md's section, at file:line", () => {
    const md = decisionsSection(results.decisions)?.join("\n") ?? "";
    expect(md).toMatch(/- age=60s: case1 \(decisions\/templates\.csv:2\) -0\.833 over 6 families, case2/);
    expect(md).toMatch(/Least consistent templates: case1 \(decisions\/templates\.csv:2\) 5 of 6 families/);
  });
});
