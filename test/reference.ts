/**
 * Where the tests find the public reference data (APES, WinoBias, Spider): never copied into the repository, read
 * from a directory beside it (`<repo>/../shared/reference`) or wherever BIAS_GATE_REFERENCE points. Tests that need
 * it skip with the reason in their title when it is absent, so a fresh clone runs green and says what it left out;
 * CI sets BIAS_GATE_REQUIRE_REFERENCE=1, which makes the absence a failure (test/reference-data.test.ts); the
 * global setup (test/reference-setup.ts) ends every run without the data with one line saying so. See
 * docs/development.md.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, it } from "vitest";

const repoRoot = resolve(import.meta.dirname, "..");

/** The reference root: BIAS_GATE_REFERENCE (relative to the working directory) or `<repo>/../shared/reference`. */
export const referenceRoot = process.env.BIAS_GATE_REFERENCE
  ? resolve(process.env.BIAS_GATE_REFERENCE)
  : resolve(repoRoot, "../shared/reference");

/** Whether CI asked for the reference data to be there (absence then fails instead of skipping). */
export const referenceRequired = process.env.BIAS_GATE_REQUIRE_REFERENCE === "1";

/** The marker a skipped test's title carries; the global setup counts the tests under it. */
export const ABSENT_MARKER = "[skipped: reference data absent:";

export interface ReferenceData {
  /** The data set's name, as people know it. */
  name: string;
  /** The folder the tests read, inside the reference root. */
  dir: string;
  /** Whether that folder exists. */
  present: boolean;
  /** A path inside the folder. */
  file(...parts: string[]): string;
  /**
   * The test or describe name as given where the data is present, and with why it is skipped where it is not, so a
   * run without the data says so instead of passing quietly.
   */
  title(name: string): string;
  /** `describe.skipIf(!present)(title(name), body)`: a describe whose tests all read this data. */
  describe(name: string, body: () => void): void;
  /** `it.skipIf(!present)(title(name), body, timeout)`: a test that reads this data, beside others that do not. */
  it(name: string, body: () => unknown, timeout?: number): void;
}

function referenceData(name: string, relative: string): ReferenceData {
  const dir = join(referenceRoot, relative);
  const present = existsSync(dir);
  const title = (test: string) =>
    present ? test : `${test} ${ABSENT_MARKER} ${dir} (see docs/development.md)]`;
  return {
    name,
    dir,
    present,
    file: (...parts) => join(dir, ...parts),
    title,
    describe: (test, body) => describe.skipIf(!present)(title(test), body),
    it: (test, body, timeout) => it.skipIf(!present)(title(test), async () => body(), timeout),
  };
}

/** APES's templates, domains, expanded examples and recorded GPT-3 predictions (github.com/goel-shashank/APES). */
export const APES = referenceData("APES", "APES/data");

/** WinoBias's type-1 sentences and occupation lists (github.com/uclanlp/corefBias). */
export const WINOBIAS = referenceData("WinoBias", "corefBias/WinoBias/wino/data");

/** Spider's dev.json and tables.json (github.com/taoyds/spider). */
export const SPIDER = referenceData("Spider", "spider/evaluation_examples/examples");

export const REFERENCE_DATA: readonly ReferenceData[] = [APES, WINOBIAS, SPIDER];
