import { describe, expect, it } from "vitest";
import { escapeModelText, truncateGraphemes } from "../../src/report/escape.js";

const WJ = "\u2060";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("escapeModelText", () => {
  it("turns HTML into inert entities", () => {
    expect(escapeModelText("<img src=x onerror=alert(1)>")).toBe("&lt;img src=x onerror=alert(1)&gt;");
    expect(escapeModelText("</details>")).toBe("&lt;/details&gt;");
    expect(escapeModelText("a & b")).toBe("a &amp; b");
  });

  it("cannot ping anyone or link an issue", () => {
    const out = escapeModelText("cc @octocat and @github/security about #123 and GH-7");
    expect(out).toBe(`cc @${WJ}octocat and @${WJ}github/security about \\#${WJ}123 and GH-${WJ}7`);
    expect(out).not.toMatch(/@[A-Za-z0-9]/);
    expect(out).not.toMatch(/#\d/);
  });

  it("keeps table cells whole", () => {
    expect(escapeModelText("| col | break |")).toBe("\\| col \\| break \\|");
  });

  it("collapses newlines and whitespace to single spaces", () => {
    expect(escapeModelText("  Yes.\n\n| a |\r\n---\t done  ")).toBe("Yes. \\| a \\| --- done");
  });

  it("escapes code spans, emphasis, links and images", () => {
    expect(escapeModelText("`rm -rf` *bold* _it_ ~~x~~ [a](http://e.vil) ![i](x.png)")).toBe(
      "\\`rm -rf\\` \\*bold\\* \\_it\\_ \\~\\~x\\~\\~ \\[a\\](http://e.vil) !\\[i\\](x.png)",
    );
  });

  it("neutralises a leading heading marker and backslashes", () => {
    expect(escapeModelText("# Title \\*")).toBe("\\# Title \\\\\\*");
  });

  it("strips control characters and bidirectional overrides", () => {
    expect(escapeModelText("a\u0000b\u0007c\u001b[31md\u202eevil\u2066x\u0085")).toBe("abc\\[31mdevilx");
  });

  it("bounds a 10,000-character answer", () => {
    const out = escapeModelText("y".repeat(10_000));
    expect([...out]).toHaveLength(160);
    expect(out.endsWith("…")).toBe(true);
  });

  it("never splits an emoji at the cut", () => {
    const thumbs = "👍🏽"; // two code points, four UTF-16 units, one grapheme
    const family = "👨‍👩‍👧"; // five code points joined by ZWJ
    for (const emoji of [thumbs, family, "😀"]) {
      for (let pad = 150; pad < 160; pad++) {
        const out = escapeModelText("a".repeat(pad) + emoji + "b".repeat(20));
        expect(out).not.toMatch(LONE_SURROGATE);
        expect([...out].length).toBeLessThanOrEqual(160);
        // What follows the padding is the whole emoji (then some b's) or nothing.
        const kept = out.slice(pad, -1).replace(/b+$/, "");
        expect(["", emoji]).toContain(kept);
      }
    }
  });

  it("leaves short plain text alone", () => {
    expect(escapeModelText("No, that is not true.")).toBe("No, that is not true.");
  });
});

describe("truncateGraphemes", () => {
  it("returns text that fits unchanged and marks a cut with an ellipsis", () => {
    expect(truncateGraphemes("abc", 3)).toBe("abc");
    expect(truncateGraphemes("abcd", 3)).toBe("ab…");
    expect(truncateGraphemes("abcd", 0)).toBe("");
  });
});
