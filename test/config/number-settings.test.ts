import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseCliArgs } from "../../src/config/cli-args.js";
import { FLAGS } from "../../src/config/cli-flags.js";
import { describeRange, type NumberSchema, numberProblem } from "../../src/config/number-range.js";
import {
  checkNumberFlags,
  isNumberSetting,
  numberSchemaOf,
  readNumberSetting,
} from "../../src/config/number-settings.js";

const schema = (s: unknown) => s as NumberSchema;

describe("describeRange reads the range off the schema", () => {
  it.each([
    [z.number().min(0).max(1), "a number in [0, 1]"],
    [z.number().gt(0.5).lt(1), "a number in (0.5, 1)"],
    [z.number().gt(0).max(1), "a number in (0, 1]"],
    [z.number().positive(), "a number greater than 0"],
    [z.number().nonnegative(), "a number of at least 0"],
    [z.number().int().positive(), "a whole number of at least 1"],
    [z.number().int().positive().max(1_000_000), "a whole number in [1, 1000000]"],
    [z.number().int().min(0).max(64), "a whole number in [0, 64]"],
    [z.number().int(), "a whole number"],
  ])("%#: %s", (s, said) => {
    expect(describeRange(schema(s))).toBe(said);
  });
});

describe("numberProblem", () => {
  const rate = schema(z.number().min(0).max(1));

  it("accepts what the schema accepts", () => {
    expect(numberProblem("x", rate, 0)).toBeUndefined();
    expect(numberProblem("x", rate, 1)).toBeUndefined();
  });

  it.each([
    [10, "0.10"],
    [1.5, "0.015"],
    [35, "0.35"],
    [12.5, "0.125"],
    [100, "1.00"],
  ])("says %s looks like a percentage and gives the share %s", (value, share) => {
    expect(numberProblem("--max-bias-rate", rate, value)).toEqual({
      message: `--max-bias-rate must be at most 1, not ${value}: ${value} looks like a percentage: write ${share}`,
      hint: "--max-bias-rate takes a number in [0, 1]",
    });
  });

  it("does not call a value above 100, or a range other than [.., 1], a percentage", () => {
    expect(numberProblem("r", rate, 150)?.message).toBe("r must be at most 1, not 150");
    const points = schema(z.number().min(0).max(100));
    expect(numberProblem("p", points, 120)?.message).toBe("p must be at most 100, not 120");
  });

  it("names the bound's kind, and a fraction where a whole number is wanted", () => {
    const count = schema(z.number().int().positive());
    expect(numberProblem("n", count, 0)?.message).toBe("n must be greater than 0, not 0");
    expect(numberProblem("n", count, 2.5)?.message).toBe("n must be a whole number, not 2.5");
    expect(numberProblem("n", count, Number.POSITIVE_INFINITY)?.message).toBe(
      "n must be a finite number, not Infinity",
    );
  });
});

describe("the numeric settings table", () => {
  const numeric = Object.entries(FLAGS).filter(
    ([, spec]) => spec.kind === "number" || spec.kind === "integer",
  );

  it.each(numeric.map(([name, spec]) => [name, spec.key] as const))(
    "%s has a range from the schema",
    (_, key) => {
      expect(isNumberSetting(key)).toBe(true);
      if (isNumberSetting(key)) expect(() => numberSchemaOf(key)).not.toThrow();
    },
  );

  it("an integer flag's schema wants a whole number, a number flag's need not", () => {
    for (const [name, spec] of numeric) {
      if (!isNumberSetting(spec.key)) continue;
      if (spec.kind === "integer") expect(numberSchemaOf(spec.key).isInt, name).toBe(true);
    }
  });

  it("a flag and an input name themselves in the same message", () => {
    expect(() => checkNumberFlags({ maxBiasRate: 10 })).toThrow(
      "--max-bias-rate must be at most 1, not 10: 10 looks like a percentage: write 0.10",
    );
    expect(() => readNumberSetting("maxBiasRate", "10", "input max-bias-rate")).toThrow(
      "input max-bias-rate must be at most 1, not 10: 10 looks like a percentage: write 0.10",
    );
    expect(() => readNumberSetting("perTemplate", " ", "input per-template")).toThrow(
      "input per-template must be a number, not ' '",
    );
    expect(readNumberSetting("perTemplate", "1e3", "input per-template")).toBe(1000);
  });
});

describe("parseCliArgs reads negative numbers as values", () => {
  it("takes -1 and -.5 as a number flag's value, not as the next flag", () => {
    const { flags } = parseCliArgs(["run", "--max-bias-rate", "-1", "--temperature", "-.5", "--trials", "2"]);
    expect(flags).toMatchObject({ maxBiasRate: -1, temperature: -0.5, trials: 2 });
  });

  it("still says a string flag followed by a dash needs a value", () => {
    expect(() => parseCliArgs(["run", "--seed", "-1"])).toThrow("--seed needs a value");
  });

  it("refuses an empty value rather than reading it as 0", () => {
    expect(() => parseCliArgs(["run", "--max-bias-rate="])).toThrow(
      "--max-bias-rate must be a number, not ''",
    );
  });
});
