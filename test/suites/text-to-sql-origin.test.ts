import { describe, expect, it } from "vitest";
import { originInReport } from "../../src/suites/text-to-sql.js";

describe("a text-to-SQL set's origin in the reports", () => {
  const config = { configFile: "/home/ci/work/repo/eval/bias-gate.yml" };
  it.each([
    ["a set beside the config", "/home/ci/work/repo/eval/sql/fresh", "sql/fresh"],
    [
      "a set above it, as the config names it",
      "/home/ci/work/repo/data/spider/dev.json",
      "../data/spider/dev.json",
    ],
    ["a sealed archive", "/home/ci/work/repo/eval/fresh.sealed", "fresh.sealed"],
    ["a path already relative", "sql/fresh", "sql/fresh"],
  ])("%s is relative to the config's directory", (_, origin, shown) => {
    expect(originInReport(origin, config)).toBe(shown);
  });

  it("is the last part of the path when no config file named it", () => {
    expect(originInReport("/tmp/x/fresh", {})).toBe("fresh");
  });
});
