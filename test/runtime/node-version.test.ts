import { describe, expect, it } from "vitest";

describe("the test runtime", () => {
  it("is the Node that runs npm (Node 20 in CI), not the Node 24 binary the Action tests use", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(major).toBeGreaterThanOrEqual(20);
    if (process.env.npm_node_execpath) expect(process.execPath).toBe(process.env.npm_node_execpath);
  });
});
