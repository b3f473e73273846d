import { describe, expect, it } from "vitest";
import { proseHtml, proseMarkdown, proseText } from "../../src/report/prose.js";

const ADVICE = "raise `per-template` so each template is filled more often; `bias-gate plan` says which";

describe("the gate's own sentences, rendered for each surface", () => {
  it.each([
    ["Markdown keeps our code spans", proseMarkdown, ADVICE, ADVICE],
    [
      "HTML turns them into <code>",
      proseHtml,
      ADVICE,
      "raise <code>per-template</code> so each template is filled more often; <code>bias-gate plan</code> says which",
    ],
    [
      "plain text drops the markers",
      proseText,
      ADVICE,
      "raise per-template so each template is filled more often; bias-gate plan says which",
    ],
    ["Markdown keeps bold", proseMarkdown, "a **FAIL** here", "a **FAIL** here"],
    [
      "no link, not even an http one: an endpoint's error message could carry it",
      proseMarkdown,
      "see [x](https://evil.test)",
      "see \\[x\\](https://evil.test)",
    ],
    ["no link in HTML either", proseHtml, "see [x](https://evil.test)", "see [x](https://evil.test)"],
  ])("%s", (_, render, input, expected) => {
    expect(render(input)).toBe(expected);
  });

  it("escapes a user's group name between our spans as model text: no markup, no mention, no HTML", () => {
    const reason = "bias rate for <img src=x> @octocat *x* is 0.3: raise `per-template`";
    const md = proseMarkdown(reason);
    expect(md).toContain("&lt;img src=x&gt;");
    expect(md).toContain("@\u2060octocat");
    expect(md).toContain("\\*x\\*");
    expect(md.endsWith("raise `per-template`")).toBe(true);
    const html = proseHtml(reason);
    expect(html).toContain("&lt;img src=x&gt;");
    expect(html).not.toContain("<img");
    expect(html.endsWith("raise <code>per-template</code>")).toBe(true);
  });

  it("keeps a code span holding a table's pipe as escaped text, and a span cut by the limit as text", () => {
    expect(proseMarkdown("a `x|y` b")).toBe("a \\`x\\|y\\` b");
    expect(proseMarkdown("raise `per-template` now", 12)).toBe("raise \\`per-…");
  });
});
