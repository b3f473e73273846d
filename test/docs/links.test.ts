import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/** README.md and every Markdown page under docs/, as paths relative to the repository's root. */
function pages(): string[] {
  const found = ["README.md"];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith(".md")) found.push(path);
    }
  };
  walk("docs");
  return found;
}

/** The text outside fenced code blocks and inline code spans: what GitHub renders as links and headings. */
function prose(markdown: string): string {
  let fenced = false;
  const kept: string[] = [];
  for (const line of markdown.split("\n")) {
    if (line.trimStart().startsWith("```")) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) kept.push(line.replace(/`[^`]*`/g, ""));
  }
  return kept.join("\n");
}

/**
 * The anchors GitHub gives a page's headings: lower-cased, punctuation other than `-` and `_` dropped, spaces made
 * `-`, and a repeated heading suffixed `-1`, `-2`, … Code spans keep their text (only the backticks go).
 */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.trimStart().startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.+?)\s*#*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every relative link target of a page (`[text](target)`, images too), web and mail links left out. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("README.md", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");

  it("is a front door: at most 300 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(300);
  });

  it("keeps the section that runs the gate and the tests on a fresh machine", () => {
    expect(readme).toContain(
      "## Two commands on a fresh machine\n\n```sh\nnode dist/cli/index.js run      # the gate on the embedded starter suite (fixtures/starter/)\nnpm ci && npm test              # the tests\n```",
    );
  });
});

describe("the documentation's links", () => {
  it.each(pages())("every relative link in %s resolves, to a file and to a heading in it", (page) => {
    const broken: string[] = [];
    for (const target of relativeLinks(readFileSync(join(root, page), "utf8"))) {
      const [file = "", anchor] = target.split("#");
      const path = file === "" ? join(root, page) : resolve(root, dirname(page), file);
      if (!existsSync(path)) {
        broken.push(`${target}: no file ${relative(root, path)}`);
        continue;
      }
      if (anchor !== undefined && path.endsWith(".md") && !anchors(readFileSync(path, "utf8")).has(anchor)) {
        broken.push(`${target}: no heading #${anchor} in ${relative(root, path)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("reach every page of docs/ from the README, directly or through other pages", () => {
    const reached = new Set<string>(["README.md"]);
    const queue = ["README.md"];
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      for (const target of relativeLinks(readFileSync(join(root, page), "utf8"))) {
        const file = target.split("#")[0] ?? "";
        if (!file.endsWith(".md")) continue;
        const next = relative(root, resolve(root, dirname(page), file));
        if (!reached.has(next) && existsSync(join(root, next))) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect(pages().filter((page) => !reached.has(page))).toEqual([]);
  });

  it.each(pages().filter((page) => page !== "README.md"))(
    "%s is a page: a title, then at most ~400 lines",
    (page) => {
      const text = readFileSync(join(root, page), "utf8");
      expect(text.startsWith("# "), page).toBe(true);
      expect(text.trimEnd().split("\n").length, page).toBeLessThanOrEqual(400);
    },
  );
});

describe("the anchor rule", () => {
  it("matches GitHub's for headings with code, punctuation and repeats", () => {
    expect([
      ...anchors(
        "# A\n## Split a run (`shard` and `merge`)\n## Can a run decide?\n## Re-run APES's setup\n## A",
      ),
    ]).toEqual(["a", "split-a-run-shard-and-merge", "can-a-run-decide", "re-run-apess-setup", "a-1"]);
  });
});
