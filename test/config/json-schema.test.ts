import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONFIG_SCHEMA_PATH, configSchemaText } from "../../scripts/write-config-schema.js";
import { renderConfig } from "../../src/commands/init-files.js";
import { configFileSchema } from "../../src/config/schema.js";

const ROOT = resolve(import.meta.dirname, "../..");
const COMMITTED = readFileSync(resolve(ROOT, CONFIG_SCHEMA_PATH), "utf8");
const STARTER_PATH = resolve(ROOT, "fixtures/starter/bias-gate.yml");
const STARTER = readFileSync(STARTER_PATH, "utf8");
const RECIPE = readFileSync(resolve(ROOT, "fixtures/recipes/adjective-study/bias-gate.yml"), "utf8");

type Schema = { [key: string]: unknown };
const SCHEMA = JSON.parse(COMMITTED) as Schema;

/** The keywords {@link validate} checks, and the annotations it may skip; any other keyword fails the test. */
const CHECKED = [
  "type",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "minItems",
  "anyOf",
  "enum",
  "const",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "pattern",
] as const;
const ANNOTATIONS = ["$schema", "title", "description", "default"] as const;

/**
 * The problems of `value` against `schema`, as JSON-pointer-ish paths: a validator for exactly the keywords
 * the generated schema uses (the test below fails if it starts using another), so no dependency is needed.
 */
function validate(schema: Schema, value: unknown, at = ""): string[] {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${at || "/"}: ${what}`);
  if (schema.anyOf !== undefined) {
    const options = schema.anyOf as Schema[];
    if (!options.some((option) => validate(option, value, at).length === 0)) fail("matches no anyOf option");
  }
  if (schema.const !== undefined && value !== schema.const) fail(`is not ${JSON.stringify(schema.const)}`);
  if (schema.enum !== undefined && !(schema.enum as unknown[]).includes(value))
    fail("is not one of the enum");
  if (schema.type !== undefined && !hasType(value, schema.type as string)) fail(`is not ${schema.type}`);
  if (typeof value === "number") problems.push(...bounds(schema, value, at));
  if (typeof value === "string") {
    if (value.length < ((schema.minLength as number | undefined) ?? 0)) fail("is too short");
    if (schema.pattern !== undefined && !new RegExp(schema.pattern as string, "u").test(value)) {
      fail(`does not match ${schema.pattern}`);
    }
  }
  if (Array.isArray(value)) {
    if (value.length < ((schema.minItems as number | undefined) ?? 0)) fail("has too few items");
    if (schema.items !== undefined) {
      value.forEach((item, i) => {
        problems.push(...validate(schema.items as Schema, item, `${at}/${i}`));
      });
    }
  }
  if (isObject(value)) problems.push(...validateObject(schema, value, at));
  return problems;
}

function validateObject(schema: Schema, value: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const key of (schema.required ?? []) as string[]) {
    if (!(key in value)) problems.push(`${at || "/"}: lacks '${key}'`);
  }
  for (const [key, item] of Object.entries(value)) {
    const where = `${at}/${key}`;
    if (schema.propertyNames !== undefined)
      problems.push(...validate(schema.propertyNames as Schema, key, where));
    const known = properties[key];
    if (known !== undefined) problems.push(...validate(known, item, where));
    else if (schema.additionalProperties === false) problems.push(`${where}: is not a known key`);
    else if (isObject(schema.additionalProperties)) {
      problems.push(...validate(schema.additionalProperties as Schema, item, where));
    }
  }
  return problems;
}

function bounds(schema: Schema, value: number, at: string): string[] {
  const n = (key: string) => schema[key] as number | undefined;
  const broken = [
    n("minimum") !== undefined && value < n("minimum")!,
    n("maximum") !== undefined && value > n("maximum")!,
    n("exclusiveMinimum") !== undefined && value <= n("exclusiveMinimum")!,
    n("exclusiveMaximum") !== undefined && value >= n("exclusiveMaximum")!,
  ];
  return broken.some(Boolean) ? [`${at || "/"}: ${value} is out of range`] : [];
}

function hasType(value: unknown, type: string): boolean {
  if (type === "integer") return Number.isInteger(value);
  if (type === "number") return typeof value === "number";
  if (type === "array") return Array.isArray(value);
  if (type === "object") return isObject(value);
  return typeof value === type;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every keyword used anywhere in the schema (property names under `properties` are keys, not keywords). */
function keywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) keywords(item, found);
  if (!isObject(node)) return found;
  for (const [key, value] of Object.entries(node)) {
    found.add(key);
    if (key === "properties") for (const sub of Object.values(value as Schema)) keywords(sub, found);
    else if (key !== "enum" && key !== "const" && key !== "default" && key !== "required")
      keywords(value, found);
  }
  return found;
}

/** Both verdicts on one config: the JSON Schema's (an editor's) and zod's (the CLI's). */
function verdicts(config: unknown): { schema: boolean; zod: boolean } {
  return { schema: validate(SCHEMA, config).length === 0, zod: configFileSchema.safeParse(config).success };
}

describe("the config's JSON Schema (schema/bias-gate.schema.json)", () => {
  it("is what scripts/write-config-schema.ts writes from the zod schema (run it after changing the schema)", () => {
    expect(COMMITTED).toBe(configSchemaText());
  });

  it("uses only keywords the test's validator checks", () => {
    const unknown = [...keywords(SCHEMA)].filter(
      (k) => !(CHECKED as readonly string[]).includes(k) && !(ANNOTATIONS as readonly string[]).includes(k),
    );
    expect(unknown).toEqual([]);
  });

  it("refuses unknown keys wherever the config file does", () => {
    const loose: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) for (const [i, n] of node.entries()) walk(n, `${at}/${i}`);
      if (!isObject(node)) return;
      if (node.type === "object" && node.properties !== undefined && node.additionalProperties !== false) {
        loose.push(at);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(SCHEMA, "");
    expect(loose).toEqual([]);
    expect(SCHEMA.required).toEqual(["suites"]);
  });

  it("lists the suite kinds and the gate's enums as zod does", () => {
    const suites = (SCHEMA.properties as Record<string, Schema>).suites as { items: { anyOf: Schema[] } };
    const kinds = suites.items.anyOf.map(
      (s) => ((s.properties as Record<string, Schema>).kind as Schema).const,
    );
    expect(kinds).toEqual(["templates", "coreference", "contamination", "text-to-sql", "decisions"]);
    const gate = (SCHEMA.properties as Record<string, Schema>).gate as { properties: Record<string, Schema> };
    expect(gate.properties.rule?.enum).toEqual(["estimate", "confident"]);
    expect(gate.properties.refusals?.enum).toEqual(["correct", "incorrect", "excluded"]);
  });

  it("accepts the starter config, the adjective-study recipe and the config init writes", () => {
    const written = renderConfig(STARTER, ["gender", "age", "origin"], "schema.json");
    for (const text of [STARTER, RECIPE, written]) {
      expect(validate(SCHEMA, parse(text))).toEqual([]);
    }
  });

  it("agrees with zod on configs with a misspelt key, a wrong enum, a bad number and a missing key", () => {
    const base = parse(STARTER) as Record<string, unknown>;
    const cases: unknown[] = [
      base,
      { ...base, per_template: 5 },
      { ...base, gate: { rule: "strict" } },
      { ...base, gate: { confidence: 0.3 } },
      { ...base, gate: { baseline: { margins: { "bias-rate": 0.01, "bias-rat": 0.02 } } } },
      { ...base, "per-template": 2.5 },
      { ...base, question: "no placeholder" },
      { ...base, provider: { "api-key-env": "not a name" } },
      { version: 1 },
      { suites: [{ kind: "coreference", pro: "p.txt" }] },
      { suites: [{ kind: "text-to-sql", public: { dir: "a" }, fresh: { sealed: "f", "key-env": "K" } }] },
      { suites: [{ kind: "text-to-sql", public: { dir: "a", spider: {} }, fresh: { dir: "b" } }] },
    ];
    const results = cases.map(verdicts);
    for (const [i, result] of results.entries()) expect(result.schema, `case ${i}`).toBe(result.zod);
    expect(results.filter((r) => r.zod)).toHaveLength(2);
  });

  it("is named on the starter config's first line, by a path that resolves to it", () => {
    const first = STARTER.split("\n")[0] ?? "";
    const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
    expect(match?.[1]).toBeDefined();
    expect(resolve(STARTER_PATH, "..", match?.[1] ?? "")).toBe(resolve(ROOT, CONFIG_SCHEMA_PATH));
  });
});
