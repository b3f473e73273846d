/**
 * The reference data the APES/WinoBias/Spider tests read. Locally an absent folder only skips those tests (with the
 * reason in their titles); CI sets BIAS_GATE_REQUIRE_REFERENCE=1 so that a checkout without the data fails here
 * instead of passing with a third of the evidence missing.
 */
import { describe, expect, it } from "vitest";
import { REFERENCE_DATA, referenceRequired, referenceRoot } from "./reference.js";

describe(`the reference data at ${referenceRoot}`, () => {
  for (const data of REFERENCE_DATA) {
    const name = `has ${data.name} at ${data.dir}`;
    it.skipIf(!referenceRequired && !data.present)(referenceRequired ? name : data.title(name), () => {
      expect(
        data.present,
        `${data.name} not found at ${data.dir}: BIAS_GATE_REQUIRE_REFERENCE=1 makes its absence a failure. ` +
          "Put the reference data at ../shared/reference beside the repository or set BIAS_GATE_REFERENCE " +
          "(see docs/development.md)",
      ).toBe(true);
    });
  }
});
