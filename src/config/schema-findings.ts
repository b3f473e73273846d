import type { z } from "zod";
import { suggestName } from "./did-you-mean.js";
import type { ConfigProblem } from "./errors.js";
import { isNumberSchema, numberProblem } from "./number-range.js";
import { keysAllowedAt, type SchemaNode, schemaAt } from "./schema-keys.js";

type Issue = z.core.$ZodIssue;
export type Path = readonly PropertyKey[];

/** One schema problem at its full path, with unions resolved to the option the file meant. */
export type Finding =
  | { kind: "unknown-key"; path: Path; key: string }
  | { kind: "type"; path: Path; expected: readonly string[] }
  | { kind: "value"; path: Path; values: readonly unknown[] }
  | { kind: "other"; path: Path; issue: Issue };

const REFERENCE = "see the config reference, docs/configuration.md";

/**
 * The findings of a failed parse, one per problem: one per unknown key, and for a union (the suite kinds) only
 * the problems of the option the file meant. `data` is the parsed file.
 */
export function findingsOf(issues: readonly Issue[], prefix: Path, data: unknown): Finding[] {
  return issues.flatMap((issue): Finding[] => {
    const path = [...prefix, ...issue.path];
    switch (issue.code) {
      case "unrecognized_keys":
        return issue.keys.map((key) => ({ kind: "unknown-key", path, key }));
      case "invalid_type":
        return [{ kind: "type", path, expected: [issue.expected] }];
      case "invalid_value":
        return [{ kind: "value", path, values: issue.values }];
      case "invalid_union":
        return unionFindings(issue.errors, path, data);
      default:
        return [{ kind: "other", path, issue }];
    }
  });
}

// Suite kinds are told apart by `kind`: an option that rejects the `kind` written is not the one meant.
const DISCRIMINATOR = "kind";

/**
 * A union failed every option. Report the problems of the option the file meant: one that accepts the value's
 * type and the `kind` written, the one with the fewest problems when several do (a suite without `kind` but
 * with `pro:` and `anti:` is a coreference suite missing its `kind`). When none does, say what would be
 * accepted instead of listing every option's problems.
 */
function unionFindings(branches: readonly (readonly Issue[])[], path: Path, data: unknown): Finding[] {
  const all = branches.map((issues) => findingsOf(issues, path, data));
  const isRootType = (f: Finding) => f.kind === "type" && f.path.length === path.length;
  const isKindValue = (f: Finding) =>
    f.kind === "value" && f.path.length === path.length + 1 && f.path.at(-1) === DISCRIMINATOR;
  const kindWritten = valueAt(data, [...path, DISCRIMINATOR]) !== undefined;
  const fitting = all.filter((fs) => !fs.some((f) => isRootType(f) || (kindWritten && isKindValue(f))));
  if (fitting.length > 0) return fewest(fitting);
  const kinds = all.map((fs) => fs.find(isKindValue));
  if (kinds.every((f) => f !== undefined)) {
    const values = [...new Set(kinds.flatMap((f) => (f.kind === "value" ? f.values : [])))];
    return [{ kind: "value", path: [...path, DISCRIMINATOR], values }];
  }
  const roots = all.flatMap((fs) => fs.filter(isRootType));
  if (roots.length === all.length) {
    const expected = [...new Set(roots.flatMap((f) => (f.kind === "type" ? f.expected : [])))];
    return [{ kind: "type", path, expected }];
  }
  return fewest(all);
}

function fewest(options: readonly Finding[][]): Finding[] {
  return options.reduce((best, fs) => (fs.length < best.length ? fs : best));
}

/**
 * The message and hint for one finding. `schema` and `data` (the parsed file) give the keys allowed where an
 * unknown key is, for "did you mean", and the value written, for the message.
 */
export function describeFinding(f: Finding, schema: SchemaNode, data: unknown): Omit<ConfigProblem, "where"> {
  const value = valueAt(data, f.path);
  const name = pathText(f.path);
  if (f.kind === "unknown-key") return unknownKey(f.key, name, keysAllowedAt(schema, data, f.path));
  if (value === undefined && (f.kind === "type" || f.kind === "value")) return missingKey(f);
  // A number out of its range reads the same as a flag's or an Action input's (`must be at most 1, not 10`).
  const number = typeof value === "number" ? schemaAt(schema, f.path, data) : undefined;
  if (typeof value === "number" && isNumberSchema(number)) {
    const problem = numberProblem(name, number, value);
    if (problem) return problem;
  }
  if (f.kind === "type") {
    const expected = f.expected.map((e) => EXPECTED[e] ?? e).join(" or ");
    return {
      message: `${name}: expected ${expected}, not ${show(value)}`,
      hint: `write ${expected} here; ${REFERENCE}`,
    };
  }
  if (f.kind === "value") {
    return {
      message: `${name}: unknown value ${show(value)}`,
      hint: `use one of: ${f.values.map(String).join(", ")}`,
    };
  }
  if (f.issue.code === "invalid_key") {
    return {
      message: `${name}: ${lowerFirst(f.issue.issues[0]?.message ?? f.issue.message)}`,
      hint: `rename the key '${String(f.path.at(-1))}'; ${REFERENCE}`,
    };
  }
  // A refinement in the schema may carry its own fix (`params: { hint }`).
  const hint = (f.issue as { params?: { hint?: unknown } }).params?.hint;
  return {
    message: `${name}: ${otherMessage(f.issue, value)}`,
    hint: typeof hint === "string" ? hint : REFERENCE,
  };
}

function unknownKey(key: string, where: string, allowed: readonly string[]): Omit<ConfigProblem, "where"> {
  const suggestion = suggestName(
    key,
    allowed.filter((k) => k !== key),
  );
  return {
    message: `unknown key '${key}'${where ? ` in ${where}` : ""}`,
    hint: suggestion
      ? `did you mean '${suggestion}'?`
      : allowed.length > 0
        ? `the keys here are: ${allowed.join(", ")}`
        : `remove it; ${REFERENCE}`,
  };
}

function missingKey(f: Finding): Omit<ConfigProblem, "where"> {
  const key = String(f.path.at(-1));
  const parent = pathText(f.path.slice(0, -1));
  const values = f.kind === "value" ? f.values.map(String) : [];
  return {
    message: `missing key '${key}'${parent ? ` in ${parent}` : ""}`,
    hint:
      values.length === 1
        ? `add '${key}: ${values[0]}'`
        : values.length > 1
          ? `add '${key}:' with one of: ${values.join(", ")}`
          : `add '${key}:'; ${REFERENCE}`,
  };
}

const EXPECTED: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  string: "a string",
  boolean: "true or false",
  array: "a list",
  object: "a mapping",
  record: "a mapping",
};

function otherMessage(issue: Issue, value: unknown): string {
  if (issue.code === "too_small" && issue.origin === "number") {
    return `must be ${issue.inclusive ? "at least" : "greater than"} ${issue.minimum}, not ${show(value)}`;
  }
  if (issue.code === "too_big" && issue.origin === "number") {
    return `must be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}, not ${show(value)}`;
  }
  if (issue.code === "too_small" && issue.origin === "array")
    return `needs at least ${issue.minimum} item(s)`;
  if (issue.code === "too_small" && issue.origin === "string") return "must not be empty";
  if (issue.code === "invalid_format" && issue.format === "includes") {
    return `must contain ${JSON.stringify((issue as { includes?: string }).includes)}`;
  }
  return lowerFirst(issue.message);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const segment of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** `gate.thresholds`, `suites[0].per-template`: the path as a person finds it in the file. */
function pathText(path: Path): string {
  return path
    .map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? String(s) : `.${String(s)}`))
    .join("");
}

function show(value: unknown): string {
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}
