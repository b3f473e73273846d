import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config/errors.js";
import type { ScoredItem } from "../../src/metrics/types.js";
import {
  buildResults,
  MAX_STORED_TEXT,
  parseResults,
  RESULTS_SCHEMA_VERSION,
  type Results,
  type ResultsParts,
} from "../../src/report/results.js";

const FILE = join(import.meta.dirname, "..", "fixtures", "results", "fail.json");
const fixture = (): Results => parseResults(readFileSync(FILE, "utf8"), FILE);

function parts(items: ScoredItem[]): ResultsParts {
  const { schemaVersion: _v, tool, ...rest } = fixture();
  return { ...rest, toolVersion: tool.version, items };
}

function item(promptId: string, trial: number, text?: string): ScoredItem {
  return {
    suite: "gender",
    kind: "yes-no",
    promptId,
    trial,
    templateId: "gender1",
    group: "gender",
    status: "answered",
    correct: true,
    statement: "A statement.",
    ...(text === undefined ? {} : { text }),
  };
}

function errorOf(text: string): ConfigError {
  try {
    parseResults(text, "baseline/results.json");
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("parseResults accepted the text");
}

describe("buildResults", () => {
  it("stamps the schema version and the tool", () => {
    const results = buildResults(parts([]));
    expect(results.schemaVersion).toBe(RESULTS_SCHEMA_VERSION);
    expect(results.tool).toEqual({ name: "bias-gate", version: "0.1.0" });
  });

  it("sorts items by prompt and trial and cuts long texts to 200 code points", () => {
    const long = "🙂".repeat(500);
    const results = buildResults(parts([item("b", 1), item("b", 0, long), item("a", 3)]));
    expect(results.items.map((i) => [i.promptId, i.trial])).toEqual([
      ["a", 3],
      ["b", 0],
      ["b", 1],
    ]);
    const text = results.items[1]?.text ?? "";
    expect([...text]).toHaveLength(MAX_STORED_TEXT);
    expect(text.endsWith("…")).toBe(true);
    expect(results.items[0]).not.toHaveProperty("text");
  });

  it("survives a round trip through JSON", () => {
    const results = buildResults(parts([item("a", 0, "Yes.")]));
    const text = JSON.stringify(results, null, 2);
    expect(parseResults(text, "results.json")).toEqual(JSON.parse(text));
  });
});

describe("parseResults", () => {
  it("reads the committed fixtures and keeps unknown fields", () => {
    const text = readFileSync(FILE, "utf8");
    const withExtra = JSON.stringify({ ...JSON.parse(text), futureField: { a: 1 } });
    expect((parseResults(withExtra, FILE) as Results & { futureField?: unknown }).futureField).toEqual({
      a: 1,
    });
  });

  it("names the file and the problem for text that is not JSON", () => {
    const error = errorOf("{ not json");
    expect(error.where?.file).toBe("baseline/results.json");
    expect(error.message).toMatch(/^not valid JSON \(/);
    expect(error.hint).toMatch(/results\.json written by an earlier `bias-gate run`/);
  });

  it("rejects JSON that is not a results file", () => {
    expect(errorOf("[1, 2]").message).toBe("not a bias-gate results file (expected a JSON object)");
    expect(errorOf('{"verdict": {}}').message).toBe('not a bias-gate results file (no "schemaVersion")');
  });

  it("rejects another schema version with a hint to re-create the baseline", () => {
    const error = errorOf(JSON.stringify({ ...fixture(), schemaVersion: 2 }));
    expect(error.message).toBe("results schema version 2; this bias-gate reads version 1");
    expect(error.hint).toMatch(/re-create the baseline/);
  });

  it("says which fields are misshapen", () => {
    const broken = fixture() as unknown as { metrics: { value: unknown }[]; items: unknown };
    broken.metrics[3]!.value = "0.3";
    broken.items = "none";
    const error = errorOf(JSON.stringify(broken));
    expect(error.message).toMatch(/^malformed results file: /);
    expect(error.message).toContain("metrics[3].value");
    expect(error.message).toContain("items");
  });
});
