import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = resolve(import.meta.dirname, "../..");

describe("action.yml", () => {
  const action = parse(readFileSync(resolve(root, "action.yml"), "utf8")) as {
    runs: { using: string; main: string };
    inputs: Record<string, { description: string; default?: string }>;
  };

  it("runs the committed bundle under node24", () => {
    expect(action.runs).toEqual({ using: "node24", main: "dist/index.js" });
  });

  it("describes every input in kebab-case with a default", () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(input.description.length).toBeGreaterThan(10);
      expect(input.default).toBeTypeOf("string");
    }
  });
});
