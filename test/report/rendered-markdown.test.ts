import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Marked } from "marked";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderComment } from "../../src/report/comment-md.js";
import { type HistoryEntry, historyEntry } from "../../src/report/history.js";
import { escapeHtml } from "../../src/report/html/escape-html.js";
import type { Results } from "../../src/report/results.js";
import { renderSummary } from "../../src/report/summary-md.js";
import { KIND_REPORT_SECTIONS } from "../../src/suites/registry.js";
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

const MERMAID = pathToFileURL(
  join(import.meta.dirname, "..", "..", "node_modules", "mermaid", "dist", "mermaid.min.js"),
);

// GitHub's Markdown styles, in the little that matters for reading a screenshot: its font, tables with borders,
// code blocks, blockquotes and details.
const GITHUB_CSS = `
body { margin: 0; background: #fff; }
.markdown-body { max-width: 900px; margin: 0 auto; padding: 24px; color: #1f2328;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.markdown-body h1, .markdown-body h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; }
.markdown-body table { border-collapse: collapse; display: block; overflow: auto; margin: 0 0 16px; }
.markdown-body th, .markdown-body td { border: 1px solid #d1d9e0; padding: 6px 13px; }
.markdown-body tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body code { background: #eff1f3; border-radius: 6px; padding: .2em .4em; font-size: 85%; }
.markdown-body pre { background: #f6f8fa; border-radius: 6px; padding: 16px; overflow: auto; }
.markdown-body pre.mermaid { background: none; text-align: center; }
.markdown-body blockquote { margin: 0; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
.markdown-body details { margin: 0 0 16px; }
.markdown-body summary { cursor: pointer; font-weight: 600; }
`;

/**
 * GitHub-flavoured Markdown → a page that renders it as GitHub does: ```mermaid blocks become diagrams (mermaid
 * loaded from node_modules by file URL, never from the network). Details are opened so the screenshot shows
 * what a reader would expand.
 */
function markdownPage(title: string, markdown: string): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      code({ text, lang }) {
        return lang === "mermaid" ? `<pre class="mermaid">${escapeMultiline(text)}</pre>` : false;
      },
    },
  });
  const body = (marked.parse(markdown, { async: false }) as string).replace(/<details>/g, "<details open>");
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${GITHUB_CSS}</style>`,
    `<script src="${MERMAID.href}"></script></head>`,
    `<body><article class="markdown-body">${body}</article>`,
    "<script>",
    'mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });',
    'window.mermaidDone = mermaid.run({ querySelector: "pre.mermaid", suppressErrors: false })',
    '  .then(() => "rendered", (e) => { console.error("mermaid: " + (e?.message ?? e)); return "failed"; });',
    "</script></body></html>",
  ].join("\n");
}

/** Mermaid source keeps its line breaks (escapeHtml would fold them), with only HTML's specials escaped. */
function escapeMultiline(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}

const verdictOf: Record<Case, Results["verdict"]["status"]> = {
  pass: "pass",
  fail: "fail",
  regression: "fail",
};

/** Earlier runs for the summary's trend (its Mermaid chart needs two bias rates), this run last. */
function historyFor(results: Results): HistoryEntry[] {
  const earlier = Array.from({ length: 8 }, (_, i) => ({
    at: `2026-03-${String(i + 1).padStart(2, "0")}T08:00:00Z`,
    sha: `${i}abcdef0`,
    verdict: "pass" as const,
    biasRate: 0.01 + 0.002 * i,
    negationGap: 0.01,
  }));
  return [...earlier, historyEntry(results, { at: "2026-03-09T08:00:00Z", sha: "f00dfeed" })];
}

let runs: Record<Case, Run>;
let session: BrowserSession;

beforeAll(async () => {
  if (!HAVE_CHROMIUM) return;
  runs = await produceRuns();
  session = await openBrowser();
}, 360_000);

afterAll(async () => {
  await session?.close();
});

describe("the PR comment and the job summary, rendered as GitHub renders them", () => {
  for (const name of CASES) {
    for (const kind of ["comment", "summary"] as const) {
      it.skipIf(!HAVE_CHROMIUM)(
        `the ${name} run's ${kind} renders its Markdown and every Mermaid diagram without an error${SKIP_NOTE}`,
        async () => {
          const { results } = runs[name];
          expect(results.verdict.status).toBe(verdictOf[name]);
          const markdown =
            kind === "comment"
              ? renderComment(results)
              : renderSummary(KIND_REPORT_SECTIONS, results, { history: historyFor(results) });
          const diagrams = markdown.match(/^```mermaid$/gm)?.length ?? 0;
          expect(diagrams).toBeGreaterThan(0);
          const file = join(ARTIFACTS, `${kind}-${name}.html`);
          writeFileSync(file, markdownPage(`${kind}: ${name}`, markdown));
          const { page } = session;
          const visit = await session.visit(pathToFileURL(file).href, async (p) => {
            await p.waitForFunction("window.mermaidDone !== undefined");
            expect(await p.evaluate("window.mermaidDone")).toBe("rendered");
          });
          expect(visit).toEqual({ requests: [], errors: [] });
          expect(await page.locator("pre.mermaid").count()).toBe(diagrams);
          expect(await page.locator("pre.mermaid > svg").count()).toBe(diagrams);
          expect(await page.getByText(/syntax error/i).count()).toBe(0);
          expect(await page.locator("table").count()).toBeGreaterThan(0);
          // Our Markdown is rendered, not shown: a setting in backticks becomes <code>, no backtick is left.
          expect(await page.locator(".markdown-body").innerText()).not.toContain("`");
          if (name !== "pass") {
            const codes = await page.locator(".markdown-body code").allTextContents();
            expect(codes).toContain("per-template");
          }
          await expect(page.locator(".markdown-body").textContent()).resolves.toMatch(
            results.verdict.status === "pass" ? /PASS/ : /FAIL/,
          );
          await page.screenshot({ path: join(ARTIFACTS, `${kind}-${name}.png`), fullPage: true });
        },
        60_000,
      );
    }
  }
});
