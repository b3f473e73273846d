import { afterEach, describe, expect, it } from "vitest";
import { readActionInputs } from "../../src/config/action-inputs.js";

/** Inputs reach the Action as INPUT_<NAME> variables; the real `core.getInput` reads them. */
const INPUT = "INPUT_DEADLINE-MINUTES";

afterEach(() => {
  delete process.env[INPUT];
});

describe("the deadline-minutes input", () => {
  it("is left to the config when empty", () => {
    process.env[INPUT] = "";
    expect(readActionInputs().flags.deadlineMinutes).toBeUndefined();
  });

  it("becomes the --deadline-minutes flag, fractions included", () => {
    process.env[INPUT] = "7.5";
    expect(readActionInputs().flags.deadlineMinutes).toBe(7.5);
  });

  it.each(["0", "-1", "soon"])("rejects '%s', naming the input", (value) => {
    process.env[INPUT] = value;
    expect(() => readActionInputs()).toThrow(/input deadline-minutes must be/);
  });
});
