// Writes schema/bias-gate.schema.json, the JSON Schema of bias-gate.yml, from the zod schema the CLI validates
// with, so editors complete and check the config file. Run: node --import tsx scripts/write-config-schema.ts
// test/config/json-schema.test.ts fails when the committed file differs from what this writes.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { configFileSchema } from "../src/config/schema.js";

/** Where the schema is committed, relative to the package root. */
export const CONFIG_SCHEMA_PATH = "schema/bias-gate.schema.json";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The JSON Schema (draft 2020-12) of bias-gate.yml, as the text committed in {@link CONFIG_SCHEMA_PATH}. */
export function configSchemaText(): string {
  // `input`: what a user writes, so keys with defaults (`version`) stay optional.
  const generated = z.toJSONSchema(configFileSchema, { io: "input", target: "draft-2020-12" }) as Json;
  const schema = tidy(generated) as { [key: string]: Json };
  const { $schema, ...rest } = schema;
  const head = {
    $schema: $schema ?? "https://json-schema.org/draft/2020-12/schema",
    title: "bias-gate.yml",
    description:
      "The bias-gate config file. Paths are relative to the file; unknown keys are errors. " +
      "Generated from src/config/schema.ts by scripts/write-config-schema.ts: do not edit.",
  };
  return `${formatJson({ ...head, ...rest }, "", 0)}\n`;
}

/** Biome's line width: the committed file is formatted as `npx biome check` would leave it. */
const LINE_WIDTH = 110;

/**
 * JSON laid out as Biome formats it (so `biome check` and the drift test agree): objects one key a line,
 * arrays of scalars on one line when that line fits, two-space indents.
 * `prefix` is the width already taken on the line (indent and key), `suffix` what follows it (a comma).
 */
function formatJson(value: Json, indent: string, prefix: number, suffix = 0): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((v) => v === null || typeof v !== "object")) {
      const line = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
      if (prefix + line.length + suffix <= LINE_WIDTH) return line;
    }
    const items = value.map((v, i) => `${inner}${formatJson(v, inner, inner.length, comma(i, value))}`);
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, v], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return `${head}${formatJson(v, inner, head.length, comma(i, entries))}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

/**
 * What zod emits, made fit for editors: every object with properties refuses unknown keys (the config is read
 * with strict objects; asserted here so a future zod that drops it cannot loosen the schema silently),
 * zod's own `format: "includes"` (not a JSON Schema format; `pattern` says the same) is dropped, and so are the
 * ±2^53 bounds zod puts on every integer, which say nothing to a user.
 */
function tidy(node: Json): Json {
  if (Array.isArray(node)) return node.map(tidy);
  if (node === null || typeof node !== "object") return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "format" && value === "includes") continue;
    if ((key === "maximum" || key === "minimum") && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER)
      continue;
    out[key] = tidy(value);
  }
  if (out.type === "object" && out.properties !== undefined && out.additionalProperties !== false) {
    const keys = Object.keys(out.properties ?? {}).join(", ");
    throw new Error(`an object with keys ${keys} accepts unknown keys`);
  }
  return out;
}

/** The width of the comma after entry `i`: every entry but the last has one. */
function comma(i: number, all: readonly unknown[]): number {
  return i < all.length - 1 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = resolve(fileURLToPath(import.meta.url), "../..", CONFIG_SCHEMA_PATH);
  writeFileSync(target, configSchemaText());
  process.stdout.write(`wrote ${CONFIG_SCHEMA_PATH}\n`);
}
