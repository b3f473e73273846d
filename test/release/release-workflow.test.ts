import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The release workflow (.github/workflows/release.yml), read as GitHub reads it: a tag vX.Y.Z checks itself
 * against package.json, tests, verifies dist/, attaches the tarball to a release, publishes to npm with
 * provenance only when a token is configured, and moves the major tag. docs/releasing.md describes these steps.
 */
const root = resolve(import.meta.dirname, "../..");
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { tags?: string[]; branches?: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
}
const workflow = parse(readFileSync(join(root, ".github/workflows/release.yml"), "utf8")) as Workflow;
const [job] = Object.values(workflow.jobs);
const steps = job?.steps ?? [];
const runs = steps.map((s) => s.run ?? "");
/** The index of the first step whose `run` matches, so the order of the steps can be checked. */
const at = (pattern: RegExp) => runs.findIndex((run) => pattern.test(run));

/** `${{ … }}`, GitHub's expression syntax, spelled so that it is not read as a template literal's. */
const expression = (text: string) => `$\{{ ${text} }}`;

/** Actions whose majors still run on Node 20, which GitHub removes from its runners in 2026. */
const NODE20_MAJORS: Record<string, number> = {
  "actions/checkout": 4,
  "actions/setup-node": 4,
  "actions/upload-artifact": 4,
  "actions/download-artifact": 4,
  "actions/cache": 4,
};

describe("the release workflow", () => {
  it("runs on a pushed vX.Y.Z tag only, with the permissions releasing and provenance need", () => {
    expect(workflow.on).toEqual({ push: { tags: ["v*.*.*"] } });
    expect(workflow.permissions).toMatchObject({ contents: "write", "id-token": "write" });
  });

  it("checks out, sets up Node on actions that run on Node 24, and installs with npm ci", () => {
    const uses = steps.flatMap((s) => (s.uses ? [s.uses] : []));
    expect(uses.some((u) => u.startsWith("actions/checkout@"))).toBe(true);
    expect(uses.some((u) => u.startsWith("actions/setup-node@"))).toBe(true);
    for (const use of uses) {
      const [name = "", ref = ""] = use.split("@");
      const major = Number(/^v(\d+)/.exec(ref)?.[1]);
      expect(major, use).toBeGreaterThan(NODE20_MAJORS[name] ?? 0);
    }
    expect(at(/^npm ci$/m)).toBeGreaterThanOrEqual(0);
  });

  it("refuses a tag that is not package.json's version, before anything else runs", () => {
    const check = at(/require\('\.\/package\.json'\)\.version/);
    expect(check).toBeGreaterThanOrEqual(0);
    expect(runs[check]).toMatch(/"\$TAG" != "v\$version"/);
    expect(runs[check]).toMatch(/exit 1/);
    expect(check).toBeLessThan(at(/^npm ci$/m));
    expect(job?.env?.TAG).toBe(expression("github.ref_name"));
  });

  it("tests, then fails when the rebuilt dist/ differs from the tagged commit's", () => {
    const test = at(/^npm test$/m);
    const build = at(/npm run build/);
    expect(test).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(test);
    expect(runs[build]).toMatch(/git diff --exit-code[^\n]*dist\//);
    expect(runs[build]).toMatch(/git status --porcelain dist\//);
  });

  it("packs and attaches the tarball to a GitHub release, under its version and a stable name", () => {
    const pack = at(/npm pack/);
    const release = at(/gh release create "\$TAG"/);
    expect(pack).toBeGreaterThan(at(/npm run build/));
    expect(release).toBeGreaterThan(pack);
    expect(runs[release]).toContain('"bias-gate-$VERSION.tgz" bias-gate.tgz');
    expect(steps[release]?.env?.GH_TOKEN).toBe(expression("github.token"));
  });

  it("publishes to npm with provenance only when the NPM_TOKEN secret is set", () => {
    const publish = at(/npm publish/);
    expect(runs[publish]).toMatch(/--provenance/);
    expect(runs[publish]).toMatch(/--access public/);
    expect(job?.env?.HAS_NPM_TOKEN).toBe(expression("secrets.NPM_TOKEN != ''"));
    expect(steps[publish]?.if).toBe("env.HAS_NPM_TOKEN == 'true'");
    expect(steps[publish]?.env?.NODE_AUTH_TOKEN).toBe(expression("secrets.NPM_TOKEN"));
    const setup = steps.find((s) => s.uses?.startsWith("actions/setup-node@"));
    expect(setup?.with?.["registry-url"]).toBe("https://registry.npmjs.org");
    expect(publish).toBeGreaterThan(at(/gh release create/));
  });

  it("moves the major tag vX to the released commit, last", () => {
    const move = at(/git tag -f "v\$MAJOR"/);
    expect(move).toBe(runs.length - 1);
    expect(runs[move]).toMatch(/git push -f origin "refs\/tags\/v\$MAJOR"/);
    expect(runs[at(/package\.json'\)\.version/)]).toMatch(/echo "MAJOR=\$\{version%%\.\*\}"/);
  });

  it("is the process docs/releasing.md describes, linked from docs/development.md", () => {
    const page = readFileSync(join(root, "docs/releasing.md"), "utf8");
    for (const words of ["npm version", "git push", "NPM_TOKEN", "--provenance", "CHANGELOG.md", "v1"]) {
      expect(page).toContain(words);
    }
    expect(readFileSync(join(root, "docs/development.md"), "utf8")).toContain("(releasing.md)");
    const changelog = readFileSync(join(root, "CHANGELOG.md"), "utf8");
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string })
      .version;
    expect(changelog).toMatch(
      new RegExp(`^## \\[${version.replace(/\./g, "\\.")}\\] - \\d{4}-\\d{2}-\\d{2}$`, "m"),
    );
  });
});
