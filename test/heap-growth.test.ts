import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from "../src/heap-growth.js";

describe("heapGrowthFlag", () => {
  it("bounds V8's heap growth by default", () => {
    expect(heapGrowthFlag([], undefined)).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowthFlag(["--enable-source-maps"], "--max-old-space-size=4096")).toBe(
      `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
    );
  });

  it("leaves a growth the user chose on Node's command line or in NODE_OPTIONS alone", () => {
    expect(heapGrowthFlag(["--heap-growing-percent=200"], undefined)).toBeUndefined();
    expect(heapGrowthFlag([], "--inspect --heap_growing_percent=10")).toBeUndefined();
  });
});
