/**
 * What a number setting accepts and why a value is refused, read off its zod schema, so the config file, the CLI's
 * flags and the Action's inputs say the same thing about the same range (`must be at most 1, not 10`).
 */

/** The part of a zod 4 number schema read here: its bounds, whether it wants a whole number, and its check. */
export interface NumberSchema {
  minValue: number | null;
  maxValue: number | null;
  isInt: boolean;
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly NumberIssue[] } };
}

interface NumberIssue {
  code: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
}

/** A schema node that checks a number (a zod `z.number()` with its bounds), as opposed to any other schema. */
export function isNumberSchema(node: unknown): node is NumberSchema {
  const def = (node as { def?: { type?: string } } | undefined)?.def;
  return def?.type === "number";
}

/**
 * The problem with `value` for the setting called `label` (`--max-bias-rate`, `input per-template`,
 * `gate.thresholds.max-bias-rate`), or undefined when the schema accepts it. A rate above 1 that reads as a
 * percentage (10, 1.5) says so and gives the share to write instead.
 */
export function numberProblem(
  label: string,
  schema: NumberSchema,
  value: number,
): { message: string; hint: string } | undefined {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) return undefined;
  const hint = `${label} takes ${describeRange(schema)}`;
  if (!Number.isFinite(value)) return { message: `${label} must be a finite number, not ${value}`, hint };
  if (issue.code === "too_small") {
    const bound = issue.inclusive ? "at least" : "greater than";
    return { message: `${label} must be ${bound} ${issue.minimum}, not ${value}`, hint };
  }
  if (issue.code === "too_big") {
    const bound = issue.inclusive ? "at most" : "less than";
    const note = Number(issue.maximum) === 1 && value <= 100 ? `: ${asPercentage(value)}` : "";
    return { message: `${label} must be ${bound} ${issue.maximum}, not ${value}${note}`, hint };
  }
  return { message: `${label} must be a whole number, not ${value}`, hint };
}

/** `10 looks like a percentage: write 0.10`; the share keeps every digit written (1.5 → 0.015). */
function asPercentage(value: number): string {
  const decimals = String(value).split(".")[1]?.length ?? 0;
  return `${value} looks like a percentage: write ${(value / 100).toFixed(Math.max(2, decimals + 2))}`;
}

/**
 * The values a number schema accepts, as a person reads them: `a number in [0, 1]`, `a number in (0.5, 1)`,
 * `a whole number in [1, 1000000]`, `a number greater than 0`, `a whole number of at least 0`. Each bound is
 * probed against the schema itself, so an exclusive bound (`gt`) can never be described as inclusive.
 */
export function describeRange(schema: NumberSchema): string {
  const unbounded = Number.MAX_SAFE_INTEGER;
  const kind = schema.isInt ? "a whole number" : "a number";
  let min = schema.minValue !== null && Math.abs(schema.minValue) < unbounded ? schema.minValue : undefined;
  let max = schema.maxValue !== null && Math.abs(schema.maxValue) < unbounded ? schema.maxValue : undefined;
  let minIncluded = min !== undefined && schema.safeParse(min).success;
  let maxIncluded = max !== undefined && schema.safeParse(max).success;
  // A whole number greater than 0 is a whole number of at least 1.
  if (schema.isInt && min !== undefined && !minIncluded) [min, minIncluded] = [Math.floor(min) + 1, true];
  if (schema.isInt && max !== undefined && !maxIncluded) [max, maxIncluded] = [Math.ceil(max) - 1, true];
  if (min !== undefined && max !== undefined) {
    return `${kind} in ${minIncluded ? "[" : "("}${min}, ${max}${maxIncluded ? "]" : ")"}`;
  }
  if (min !== undefined) return `${kind} ${minIncluded ? "of at least" : "greater than"} ${min}`;
  if (max !== undefined) return `${kind} ${maxIncluded ? "of at most" : "less than"} ${max}`;
  return kind;
}
