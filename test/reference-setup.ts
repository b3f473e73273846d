/**
 * vitest globalSetup: says in one line when the reference data is absent, and how many tests skipped for it, so a
 * green run on a fresh clone does not hide what it left out. Under BIAS_GATE_REQUIRE_REFERENCE=1 (CI) the line
 * says the absence is a failure; test/reference-data.test.ts is what fails. (Throwing here would only make vitest
 * print "No test files found" above the reason, which misleads.)
 */
import type { TestProject } from "vitest/node";
import { ABSENT_MARKER, REFERENCE_DATA, referenceRequired, referenceRoot } from "./reference.js";

const FIX = "set BIAS_GATE_REFERENCE, see docs/development.md";

export default function setup(project: TestProject): (() => void) | undefined {
  const absent = REFERENCE_DATA.filter((data) => !data.present);
  if (absent.length === 0) return undefined;
  const names = absent.map((data) => data.name).join("/");
  const required = referenceRequired
    ? "; BIAS_GATE_REQUIRE_REFERENCE=1 makes that a failure (test/reference-data.test.ts)"
    : "";
  // Counted at the end, from the titles the skipped tests (or their describes) carry.
  return () => {
    let skipped = 0;
    for (const module of project.vitest.state.getTestModules()) {
      for (const test of module.children.allTests("skipped")) {
        if (test.fullName.includes(ABSENT_MARKER)) skipped++;
      }
    }
    console.warn(
      `reference data not found at ${referenceRoot}: ${skipped} ${names} tests skip${required} (${FIX})`,
    );
  };
}
