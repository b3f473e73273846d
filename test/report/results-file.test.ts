import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonLineChunks } from "../../src/commands/json-lines.js";
import { ConfigError } from "../../src/config/errors.js";
import type { ScoredItem } from "../../src/metrics/types.js";
import { parseResults, type Results } from "../../src/report/results.js";
import {
  INLINE_ITEMS_LIMIT,
  ITEMS_FILE,
  resultsFileText,
  withStoredItems,
} from "../../src/report/results-file.js";

const FILE = join(import.meta.dirname, "..", "fixtures", "results", "fail.json");
const fixture = (): Results => parseResults(readFileSync(FILE, "utf8"), FILE);

function items(count: number): ScoredItem[] {
  return Array.from({ length: count }, (_, i) => ({
    suite: "gender",
    kind: "yes-no" as const,
    promptId: `t:${String(i).padStart(6, "0")}`,
    trial: 0,
    templateId: "t",
    group: "gender",
    status: "answered" as const,
    correct: i % 3 !== 0,
    statement: `Statement number ${i}.`,
  }));
}

/** The file system of a run's output directory: results.json and items.jsonl as `run` writes them. */
function written(results: Results): Map<string, string> {
  return new Map([
    ["out/results.json", resultsFileText(results)],
    ["out/items.jsonl", Array.from(jsonLineChunks(results.items)).join("")],
  ]);
}

describe("results.json and items.jsonl", () => {
  it("keeps a small run's items inline, where older readers find them", () => {
    const results = { ...fixture(), items: items(10) };
    const stored = JSON.parse(resultsFileText(results));
    expect(stored.items).toHaveLength(10);
    expect(stored).not.toHaveProperty("itemsFile");
  });

  it("moves a large run's items to items.jsonl, one line per item, and reads them back in order", () => {
    const many = items(INLINE_ITEMS_LIMIT * 4);
    const files = written({ ...fixture(), items: many });
    const text = files.get("out/results.json")!;
    // The aggregates alone: a few kB whatever the number of items (they took ~370 bytes each).
    expect(text.length).toBeLessThan(100_000);
    expect(JSON.parse(text)).toMatchObject({ itemsFile: { path: ITEMS_FILE, count: many.length } });
    expect(JSON.parse(text)).not.toHaveProperty("items");
    expect(files.get("out/items.jsonl")!.split("\n")).toHaveLength(many.length + 1);
    const read = withStoredItems(parseResults(text, "out/results.json"), "out/results.json", (p) =>
      files.get(p),
    );
    expect(read.items).toEqual(many);
    expect(read.metrics).toEqual(fixture().metrics);
  });

  it("reads a results file with inline items as before, without looking for items.jsonl", () => {
    const read = withStoredItems(fixture(), FILE, () => {
      throw new Error("read a file");
    });
    expect(read.items).toEqual(fixture().items);
  });

  it("names the missing or short items file and the fix", () => {
    const files = written({ ...fixture(), items: items(INLINE_ITEMS_LIMIT + 1) });
    const results = parseResults(files.get("out/results.json")!, "out/results.json");
    const errorOf = (read: (path: string) => string | undefined): ConfigError => {
      try {
        withStoredItems(results, "out/results.json", read);
      } catch (error) {
        if (error instanceof ConfigError) return error;
        throw error;
      }
      throw new Error("accepted");
    };
    const missing = errorOf(() => undefined);
    expect(missing.message).toContain("out/items.jsonl, which is missing");
    expect(missing.hint).toContain("keep items.jsonl");
    const short = errorOf(() => files.get("out/items.jsonl")!.split("\n").slice(1).join("\n"));
    expect(short.message).toMatch(/has 5000 items; out\/results\.json says 5001/);
  });
});
