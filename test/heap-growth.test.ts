import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOUNDED_GROWTH_FROM_REQUESTS, HEAP_GROWING_PERCENT, heapGrowthFlag } from "../src/heap-growth.js";
import { cli, workspace } from "./commands/helpers.js";

const LARGE = BOUNDED_GROWTH_FROM_REQUESTS;

describe("heapGrowthFlag", () => {
  it("bounds V8's heap growth while the run's size is not known, and for a large run", () => {
    expect(heapGrowthFlag(undefined, [], undefined)).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowthFlag(LARGE, [], undefined)).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowthFlag(100_000, ["--enable-source-maps"], "--max-old-space-size=4096")).toBe(
      `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
    );
  });

  it("gives a small run back to V8's own growth, where the bound costs collections and saves no memory that matters", () => {
    expect(heapGrowthFlag(LARGE - 1, [], undefined)).toBe("--heap-growing-percent=0");
    expect(heapGrowthFlag(2_000, [], undefined)).toBe("--heap-growing-percent=0");
  });

  it("leaves a growth the user chose on Node's command line or in NODE_OPTIONS alone", () => {
    expect(heapGrowthFlag(LARGE, ["--heap-growing-percent=200"], undefined)).toBeUndefined();
    expect(heapGrowthFlag(LARGE, [], "--inspect --heap_growing_percent=10")).toBeUndefined();
    expect(heapGrowthFlag(2_000, ["--heap-growing-percent=200"], undefined)).toBeUndefined();
    expect(heapGrowthFlag(undefined, [], "--heap-growing-percent=10")).toBeUndefined();
  });
});

describe("run sizes the process before its first request", () => {
  it("tells the entry how many requests it will send, so a small run lifts the bound on the heap", async () => {
    const counts: number[] = [];
    const dir = workspace({});
    const run = await cli(["run", "--no-cache", "--out", "o"], dir, {
      expectRequests: (n) => counts.push(n),
    });
    expect(run.code, run.stderr).toBeLessThan(2);
    const results = JSON.parse(readFileSync(join(dir, "o", "results.json"), "utf8")) as {
      provenance: { requests: number };
    };
    // Before each look the run says how many requests it will have sent by its end: the last is the run's total.
    expect(counts.at(-1)).toBe(results.provenance.requests);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    expect(heapGrowthFlag(counts[0] as number, [], undefined)).toBe("--heap-growing-percent=0");
  });
});
