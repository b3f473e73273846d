import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWorkflows, WORKFLOW_KINDS } from "../../src/commands/init-files.js";
import {
  cliCommand,
  PROJECT_ACTION,
  PROJECT_MAJOR_TAG,
  PROJECT_REPOSITORY,
  PROJECT_URL,
} from "../../src/config/project.js";

/**
 * The one repository bias-gate lives in: package.json says it, src/config/project.ts bakes it into the bundles,
 * and what init writes and the docs show agree with both.
 */
const root = resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  version: string;
  repository?: { type?: string; url?: string };
  homepage?: string;
  bugs?: { url?: string };
};

describe("the project's repository", () => {
  it("is named by package.json's repository, homepage and bugs, and by the constant the bundles carry", () => {
    expect(PROJECT_REPOSITORY).toBe("bias-gate/bias-gate");
    expect(manifest.repository).toEqual({ type: "git", url: `git+${PROJECT_URL}.git` });
    expect(manifest.homepage).toBe(`${PROJECT_URL}#readme`);
    expect(manifest.bugs).toEqual({ url: `${PROJECT_URL}/issues` });
  });

  it("has a major tag that is the package's major, or v1 while the package is 0.x (the first release is 1.0.0)", () => {
    const major = Number(manifest.version.split(".")[0]);
    expect(PROJECT_MAJOR_TAG).toBe(`v${Math.max(1, major)}`);
    expect(PROJECT_ACTION).toBe(`${PROJECT_REPOSITORY}@${PROJECT_MAJOR_TAG}`);
  });

  it("is what init's workflows name in every uses: line", () => {
    for (const kind of WORKFLOW_KINDS) {
      for (const workflow of renderWorkflows(kind, PROJECT_ACTION, "bias-gate.yml")) {
        const uses = [...workflow.text.matchAll(/uses: (\S+)/g)].map((m) => m[1] ?? "");
        expect(uses.filter((u) => !u.startsWith("actions/"))).toEqual([PROJECT_ACTION]);
      }
    }
  });

  it("is what the README and docs/ name: no placeholder owner is left", () => {
    const pages = ["README.md", ...readdirSync(join(root, "docs")).map((f) => `docs/${f}`)].filter((f) =>
      f.endsWith(".md"),
    );
    let named = 0;
    for (const page of pages) {
      const text = readFileSync(join(root, page), "utf8");
      for (const match of text.matchAll(/uses: ([\w.<>-]+)\/bias-gate@([\w.-]+)/g)) {
        // The major tag, or a release pinned (`@v1.2.3`, `@vX.Y.Z` where the release process is described).
        expect(`${match[1]}/bias-gate`, page).toBe(PROJECT_REPOSITORY);
        expect(match[2], page).toMatch(/^v(1|\d+\.\d+\.\d+|X\.Y\.Z)$/);
        if (match[2] === PROJECT_MAJOR_TAG) named++;
      }
      expect(text, page).not.toMatch(/<owner>\/bias-gate|\bowner\/bias-gate@/);
      // The npm registry's name works only once the package is published there: a line offering it says so.
      const registry = text.split("\n").filter((line) => /npx bias-gate\b/.test(line));
      expect(
        registry.filter((line) => !/published/.test(line)),
        page,
      ).toEqual([]);
    }
    expect(named).toBeGreaterThan(5);
    expect(readFileSync(join(root, "docs/action.md"), "utf8")).toContain(
      "A fork or a mirror uses its own `owner/repo`",
    );
  });
});

describe("cliCommand", () => {
  it("in the Action, runs the repository and ref the step's uses: names, through npx's git install", () => {
    expect(
      cliCommand({ action: { GITHUB_ACTION_REPOSITORY: "octo/fork", GITHUB_ACTION_REF: "v2.0.1" } }),
    ).toBe("npx github:octo/fork#v2.0.1");
    // A local `uses: ./` leaves both empty; anything that could break out of the shell word is refused.
    for (const env of [
      {},
      { GITHUB_ACTION_REPOSITORY: "", GITHUB_ACTION_REF: "" },
      { GITHUB_ACTION_REPOSITORY: "a/b", GITHUB_ACTION_REF: "v1; rm -rf ~" },
    ]) {
      expect(cliCommand({ action: env })).toBe("npx github:bias-gate/bias-gate#v1");
    }
  });

  it("on the CLI, says it the way it was started", () => {
    expect(
      cliCommand({ cli: { argv1: "/home/me/bias-gate/dist/cli/index.js", cwd: "/home/me/bias-gate" } }),
    ).toBe("node dist/cli/index.js");
    expect(cliCommand({ cli: { argv1: "/home/me/bias-gate/dist/cli/index.js", cwd: "/tmp/x" } })).toBe(
      "node /home/me/bias-gate/dist/cli/index.js",
    );
    expect(
      cliCommand({ cli: { argv1: "/usr/lib/node_modules/bias-gate/dist/cli/index.js", cwd: "/w" } }),
    ).toBe("bias-gate");
    expect(
      cliCommand({
        cli: { argv1: "/home/me/.npm/_npx/1a2b/node_modules/bias-gate/dist/cli/index.js", cwd: "/w" },
      }),
    ).toBe("npx github:bias-gate/bias-gate#v1");
    expect(cliCommand({ cli: {} })).toBe("bias-gate");
  });
});
