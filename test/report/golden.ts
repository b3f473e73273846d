import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { parseResults, type Results } from "../../src/report/results.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

/** A results.json fixture from test/fixtures/results/. */
export function loadResults(name: string): Results {
  const file = join(FIXTURES, "results", `${name}.json`);
  return parseResults(readFileSync(file, "utf8"), file);
}

/** Compares with the committed golden file; `UPDATE_GOLDEN=1 npx vitest run test/report` rewrites them. */
export function expectGolden(name: string, actual: string): void {
  const file = join(FIXTURES, "golden", name);
  if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, actual);
  if (!existsSync(file))
    throw new Error(`${file} is missing; run UPDATE_GOLDEN=1 npx vitest run test/report`);
  expect(actual).toBe(readFileSync(file, "utf8"));
}
