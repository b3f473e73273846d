import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pairNegations } from "../../src/metrics/negation.js";
import type { ScoredItem } from "../../src/metrics/types.js";
import type { HistoryEntry } from "../../src/report/history.js";
import { MAX_TEMPLATE_ROWS } from "../../src/report/html/bias-bars.js";
import { renderHtmlReport } from "../../src/report/html/html-report.js";
import { labelledIndices } from "../../src/report/html/trend-plot.js";
import { STATUS_WORD } from "../../src/report/markdown.js";
import type { Results } from "../../src/report/results.js";
import {
  ARTIFACTS,
  type BrowserSession,
  CASES,
  type Case,
  HAVE_CHROMIUM,
  openBrowser,
  produceRuns,
  type Run,
  SKIP_NOTE,
} from "./rendered-runs.js";

const EXPECTED_VERDICT: Record<Case, Results["verdict"]["status"]> = {
  pass: "pass",
  fail: "fail",
  regression: "fail",
};

let runs: Record<Case, Run>;
let session: BrowserSession;

beforeAll(async () => {
  if (!HAVE_CHROMIUM) return;
  runs = await produceRuns();
  session = await openBrowser();
}, 240_000);

afterAll(async () => {
  await session?.close();
});

/** Text boxes inside one SVG that overlap by more than 3 px both ways (ascender padding aside). */
async function overlappingLabels(page: Page): Promise<string[]> {
  return page.$$eval("svg.plot", (svgs) =>
    svgs.flatMap((svg) => {
      const boxes = [...svg.querySelectorAll("text")]
        .map((t) => ({ text: t.textContent ?? "", box: t.getBoundingClientRect() }))
        .filter((b) => b.box.width > 0);
      const clashes: string[] = [];
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) {
          const dx = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const dy = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (dx > 3 && dy > 3) clashes.push(`${svg.id}: "${a.text}" / "${b.text}"`);
        }
      });
      return clashes;
    }),
  );
}

const count = (page: Page, selector: string) => page.locator(selector).count();

function probabilityKnown(item: ScoredItem): boolean {
  return typeof item.pYes === "number" || (typeof item.pAnswer === "number" && item.category !== undefined);
}

describe("report.html in headless Chromium", () => {
  for (const name of CASES) {
    it.skipIf(!HAVE_CHROMIUM)(
      `the ${name} run's report.html renders offline with one mark per check, group, answer and database${SKIP_NOTE}`,
      async () => {
        const { out, results } = runs[name];
        const file = join(out, "report.html");
        expect(existsSync(file), "run writes report.html beside report.md").toBe(true);
        expect(readFileSync(file, "utf8")).toBe(renderHtmlReport(results));
        const visit = await session.visit(pathToFileURL(file).href);
        const { page } = session;
        expect(visit.requests).toEqual([]);
        expect(visit.errors).toEqual([]);

        expect(results.verdict.status).toBe(EXPECTED_VERDICT[name]);
        expect(runs[name].code).toBe(EXPECTED_VERDICT[name] === "pass" ? 0 : 1);
        await expect(page.locator("header h1").textContent()).resolves.toBe(
          STATUS_WORD[results.verdict.status],
        );
        expect(await page.locator("header h1").isVisible()).toBe(true);
        expect(await page.getByText("simulator, not a real model").isVisible()).toBe(true);
        const failed = results.verdict.checks.filter((c) => c.status === "fail");
        expect(await count(page, "li.reason.fail")).toBe(failed.length);

        const { checks } = results.verdict;
        expect(await count(page, ".mark.check")).toBe(checks.length);
        expect(await count(page, ".mark.check .point")).toBe(
          checks.filter((c) => Number.isFinite(c.value)).length,
        );
        expect(await count(page, ".mark.check .whisker")).toBe(checks.filter((c) => c.interval).length);
        expect(await count(page, ".mark.check.fail")).toBe(failed.length);
        expect(await count(page, ".mark.check .baseline")).toBe(checks.filter((c) => c.baseline).length);
        expect(await count(page, ".mark.check .baseline.regressed")).toBe(
          checks.filter((c) => c.baseline?.regressed).length,
        );

        const groups = new Set(
          results.metrics.filter((m) => m.kind === "bias-rate" && !m.scope.includes("/")).map((m) => m.scope),
        );
        expect(await count(page, ".mark.group-bar")).toBe(groups.size);
        const templates = results.templates.filter((t) => t.denominator > 0).length;
        expect(await count(page, ".mark.template-bar")).toBe(Math.min(templates, MAX_TEMPLATE_ROWS));

        const confident = results.items.filter(
          (i) => i.kind === "yes-no" && i.correct !== undefined && typeof i.pAnswer === "number",
        );
        expect(confident.length).toBeGreaterThan(0);
        expect(await count(page, ".mark.example")).toBe(confident.length);
        expect(await count(page, ".mark.example.wrong")).toBe(confident.filter((i) => !i.correct).length);
        expect(await count(page, ".mark.bin")).toBeGreaterThan(0);

        const pairs = pairNegations(results.items).filter(
          (p) => probabilityKnown(p.statement) && probabilityKnown(p.negation),
        );
        expect(await count(page, ".mark.pair")).toBe(pairs.length);

        const conditions = results.coreference?.conditions ?? [];
        expect(await count(page, ".mark.coref-accuracy")).toBe(2 * conditions.length);
        expect(await count(page, ".mark.coref-gap")).toBe(
          results.metrics.filter((m) => m.kind === "stereotype-gap").length,
        );

        const masked = results.contamination as { sets: Record<string, { clusters: unknown[] }> }[];
        expect(await count(page, ".mark.cluster")).toBe(
          masked.reduce((n, r) => n + r.sets.reference!.clusters.length + r.sets.fresh!.clusters.length, 0),
        );
        const sql = results.textToSql as { byDatabase: { variant: string; databases: unknown[] }[] }[];
        expect(await count(page, ".mark.sql-database")).toBe(
          sql.flatMap((r) => r.byDatabase.filter((d) => d.variant === "original")).flatMap((d) => d.databases)
            .length,
        );
        expect(await count(page, ".mark.sql-delta")).toBe(2 * sql.length);

        const untitled = await page.$$eval("svg.plot", (svgs) =>
          svgs.filter((s) => !s.querySelector(":scope > title")?.textContent?.trim()).map((s) => s.id),
        );
        expect(untitled).toEqual([]);
        expect(await overlappingLabels(page)).toEqual([]);

        // The reasons' own Markdown is rendered: a setting in backticks is a <code>, no backtick is shown, and
        // the plots' tooltips (plain text) carry the words without the markers.
        const advised = checks.filter((c) => c.status !== "pass" && c.reason.includes("`"));
        if (name !== "pass") expect(advised.length).toBeGreaterThan(0);
        expect(await count(page, "li.reason code")).toBeGreaterThanOrEqual(advised.length > 0 ? 1 : 0);
        expect(await page.locator("body").innerText()).not.toContain("`");
        const tooltips = await page.$$eval("svg title", (ts) =>
          ts.map((t) => t.textContent ?? "").join("\n"),
        );
        expect(tooltips).not.toContain("`");
        await page.screenshot({ path: join(ARTIFACTS, `report-${name}.png`), fullPage: true });
      },
      60_000,
    );
  }

  it.skipIf(!HAVE_CHROMIUM)(
    `a run without log-probabilities says so, and a long history's date labels do not collide${SKIP_NOTE}`,
    async () => {
      const results = structuredClone(runs.pass.results);
      for (const item of results.items) {
        delete item.pAnswer;
        delete item.pYes;
      }
      const history: HistoryEntry[] = Array.from({ length: 60 }, (_, i) => ({
        at: `2026-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}T09:00:00Z`,
        sha: `${i}`.padStart(7, "a"),
        verdict: i % 9 === 4 ? "fail" : i % 7 === 3 ? "inconclusive" : "pass",
        biasRate: 0.02 + 0.01 * Math.sin(i / 3),
        negationGap: 0.02 * Math.cos(i / 4),
        stereotypeGap: 4 + 3 * Math.sin(i / 5),
      }));
      const file = join(ARTIFACTS, "report-no-logprobs-with-trend.html");
      writeFileSync(
        file,
        renderHtmlReport(results, { history, runUrl: "https://github.com/o/r/actions/runs/1" }),
      );
      const visit = await session.visit(pathToFileURL(file).href);
      const { page } = session;
      expect(visit).toEqual({ requests: [], errors: [] });
      expect(await page.locator('[data-plot="confidence"]').textContent()).toBe(
        "no log-probabilities in this run",
      );
      expect(await page.locator('[data-plot="negation"]').isVisible()).toBe(true);
      expect(await count(page, ".mark.example")).toBe(0);
      expect(await count(page, ".mark.trend-point")).toBe(3 * history.length);
      expect(await count(page, "svg.plot .tick.date")).toBeLessThan(3 * history.length);
      expect(await overlappingLabels(page)).toEqual([]);
      await page.screenshot({ path: join(ARTIFACTS, "report-no-logprobs-with-trend.png"), fullPage: true });
    },
    60_000,
  );

  it.skipIf(!HAVE_CHROMIUM)(
    `names from the user's files are shown as text, never as markup that runs or fetches${SKIP_NOTE}`,
    async () => {
      const results = structuredClone(runs.fail.results);
      const hostile = `<img src="http://attacker.example/x.png" onerror="alert(1)"><script>alert(2)</script>`;
      results.templates[0]!.id = hostile;
      const masked = results.contamination as { sets: { fresh: { clusters: { cluster: string }[] } } }[];
      masked[0]!.sets.fresh.clusters[0]!.cluster =
        `</text><foreignObject><iframe src="https://attacker.example"/>`;
      const file = join(ARTIFACTS, "report-hostile-names.html");
      writeFileSync(file, renderHtmlReport(results));
      const visit = await session.visit(pathToFileURL(file).href);
      expect(visit).toEqual({ requests: [], errors: [] });
      const { page } = session;
      expect(await count(page, "img, script, iframe, foreignObject")).toBe(0);
      expect(await page.locator('.mark.template-bar[data-template^="<img"]').count()).toBe(1);
    },
    60_000,
  );
});

/** The smallest results a run can write: an endpoint that failed before any check could be measured. */
function endpointFailure(): Results {
  return {
    schemaVersion: 1,
    tool: { name: "bias-gate", version: "0.1.0" },
    verdict: { status: "error", checks: [], reasons: ["The endpoint refused every request"] },
    endpoint: {
      failed: 12,
      requests: 12,
      unsent: 0,
      byKind: { auth: 12 },
      example: { kind: "auth", status: 401, message: "Incorrect API key <b>sk-…</b>", hint: "check the key" },
      decisive: true,
    },
    metrics: [],
    answerTypes: {},
    templates: [],
    items: [],
    provenance: {
      model: 'gpt-<script>alert("x")</script>',
      endpoint: "api.example.com",
      seed: "1",
      sampleSizes: {},
      templateHashes: {},
      tokens: { input: 0, output: 0 },
      costUsd: 0,
      requests: 12,
      durationMs: 5,
      startedAt: "2026-03-01T00:00:00.000Z",
    },
  };
}

describe("renderHtmlReport without a browser", () => {
  it("says the endpoint failed and that nothing was checked, and escapes the model name", () => {
    const html = renderHtmlReport(endpointFailure());
    expect(html).toContain(`<span class="status-word error">${STATUS_WORD.error}</span>`);
    expect(html).toContain("No metric had a threshold, so nothing was checked.");
    expect(html).toContain("gpt-&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toMatch(/<script|<img|<link|@import|url\(/i);
    expect(html).toContain("Incorrect API key &lt;b&gt;");
  });

  it("links only an http(s) run URL", () => {
    expect(renderHtmlReport(endpointFailure(), { runUrl: "javascript:alert(1)" })).not.toContain(
      "javascript:",
    );
    expect(
      renderHtmlReport(endpointFailure(), { runUrl: "https://github.com/o/r/actions/runs/9" }),
    ).toContain('href="https://github.com/o/r/actions/runs/9"');
  });

  it("is the same bytes for the same results and options", () => {
    expect(renderHtmlReport(endpointFailure())).toBe(renderHtmlReport(structuredClone(endpointFailure())));
  });

  it("labels the newest run and every stride-th before it, so estimated label widths never meet", () => {
    const labels = Array.from({ length: 100 }, () => "2026-01-01");
    const shown = labelledIndices(labels, 6);
    expect(shown.at(-1)).toBe(99);
    const gaps = shown.slice(1).map((v, i) => (v - shown[i]!) * 6);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10 * 6.6 + 10);
    expect(labelledIndices(["a", "b", "c"], 200)).toEqual([0, 1, 2]);
  });
});
