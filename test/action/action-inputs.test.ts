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
    expect(inputs.checkRun).toBe("auto");
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
    input("check-run", "off");
    const inputs = readActionInputs();
    expect(inputs.checkRun).toBe("off");
    expect(inputs.flags).toMatchObject({ maxCostUsd: 2.5, maxRequests: 400, concurrency: 4 });
    expect(inputs.header).toBe("gpt-4o");
    expect(inputs.failOn).toBe("never");
  });

  it.each([
    ["fail-on", "sometimes", /input fail-on cannot be 'sometimes'.*/],
    ["check-run", "yes", /input check-run cannot be 'yes'.*/],
    ["max-requests", "1.5", /input max-requests must be a whole number, not 1\.5/],
    ["concurrency", "0", /input concurrency must be greater than 0, not 0/],
    ["max-cost-usd", "0", /input max-cost-usd must be greater than 0/],
    ["max-cost-usd", "lots", /input max-cost-usd must be a number, not 'lots'/],
    [
      "max-bias-rate",
      "10",
      /input max-bias-rate must be at most 1, not 10: 10 looks like a percentage: write 0\.10/,
    ],
    ["per-template", "-5", /input per-template must be greater than 0, not -5/],
    ["max-looks", "0", /input max-looks must be at least 1, not 0/],
    ["max-looks", "21", /input max-looks must be at most 20, not 21/],
    ["sequential", "maybe", /input sequential must be true or false, not 'maybe'/],
  ])("rejects %s: '%s', naming the input", (name, value, message) => {
    input(name, value);
    expect(() => readActionInputs()).toThrow(message);
  });

  it("sequential and max-looks become --sequential / --no-sequential and --max-looks (empty leaves the config's)", () => {
    expect(readActionInputs().flags).not.toHaveProperty("sequential");
    input("sequential", "false");
    input("max-looks", "6");
    expect(readActionInputs().flags).toMatchObject({ noSequential: true, maxLooks: 6 });
    input("sequential", "true");
    expect(readActionInputs().flags).toMatchObject({ sequential: true });
  });

  it("models: a list however the workflow writes it becomes --models, with gate-on as --gate-on", () => {
    input("models", "fair-model,\n  biased-model  other-model");
    input("gate-on", " biased-model ");
    expect(readActionInputs().flags).toMatchObject({
      models: "fair-model,biased-model,other-model",
      gateOn: "biased-model",
    });
  });

  it.each([
    [{ models: "only-one" }, /input models needs two or more model names, not "only-one"/],
    [{ models: "a, b, a" }, /input models names "a" twice/],
    [{ models: "a, b", model: "c" }, /inputs model and models cannot be used together/],
    [{ models: "a, b", "gate-on": "c" }, /input gate-on "c" is not one of the models compared/],
  ])("rejects models %o, naming the input", (inputs, message) => {
    for (const [name, value] of Object.entries(inputs)) input(name, value);
    expect(() => readActionInputs()).toThrow(message);
  });

  it("batch: true or false becomes --batch (empty leaves the config's provider.batch)", () => {
    expect(readActionInputs().flags).not.toHaveProperty("batch");
    input("batch", "true");
    expect(readActionInputs().flags.batch).toBe(true);
    input("batch", "false");
    expect(readActionInputs().flags.batch).toBe(false);
    input("batch", "nightly");
    expect(() => readActionInputs()).toThrow(/input batch must be true or false, not 'nightly'/);
  });
});
