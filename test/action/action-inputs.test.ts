import { afterEach, describe, expect, it } from "vitest";
import { readActionInputs } from "../../src/config/action-inputs.js";

/** Inputs reach the Action as INPUT_<NAME> variables; the real `core.getInput` reads them. */
const set: string[] = [];
function input(name: string, value: string): void {
  const key = `INPUT_${name.toUpperCase()}`;
  process.env[key] = value;
  set.push(key);
}
afterEach(() => {
  for (const key of set.splice(0)) delete process.env[key];
});

describe("the Action's knobs as inputs", () => {
  it("defaults: the job's id names the comment (resolved later), inconclusive fails the job, no budgets", () => {
    const inputs = readActionInputs();
    expect(inputs.header).toBe("");
    expect(inputs.failOn).toBe("inconclusive");
    expect(inputs.flags).not.toHaveProperty("maxCostUsd");
    expect(inputs.flags).not.toHaveProperty("maxRequests");
    expect(inputs.flags).not.toHaveProperty("concurrency");
  });

  it("budgets and concurrency become the CLI's --max-cost-usd, --max-requests and --concurrency", () => {
    input("max-cost-usd", "2.5");
    input("max-requests", "400");
    input("concurrency", "4");
    input("header", "  gpt-4o  ");
    input("fail-on", "never");
    const inputs = readActionInputs();
    expect(inputs.flags).toMatchObject({ maxCostUsd: 2.5, maxRequests: 400, concurrency: 4 });
    expect(inputs.header).toBe("gpt-4o");
    expect(inputs.failOn).toBe("never");
  });

  it.each([
    ["fail-on", "sometimes", /input fail-on cannot be 'sometimes'.*/],
    ["max-requests", "1.5", /input max-requests must be a positive integer/],
    ["concurrency", "0", /input concurrency must be a positive integer/],
    ["max-cost-usd", "0", /input max-cost-usd must be greater than 0/],
    ["max-cost-usd", "lots", /input max-cost-usd must be a non-negative number/],
  ])("rejects %s: '%s', naming the input", (name, value, message) => {
    input(name, value);
    expect(() => readActionInputs()).toThrow(message);
  });
});
