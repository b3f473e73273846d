/**
 * The part of a zod schema's definition this module reads. zod 4 exposes it as `schema.def`; only the kinds a
 * config schema is built from are followed (objects, optional, default, nullable, arrays, records, unions).
 */
export interface SchemaNode {
  def: {
    type: string;
    shape?: Record<string, SchemaNode>;
    innerType?: SchemaNode;
    element?: SchemaNode;
    valueType?: SchemaNode;
    keyType?: SchemaNode;
    entries?: Record<string, string | number>;
    options?: readonly SchemaNode[];
  };
  safeParse(value: unknown): { success: boolean };
}

/**
 * The keys the schema allows in the mapping at `path` of `data`, in the schema's order; empty when the schema
 * there is not an object. Where the schema is a union of objects (the suite kinds), the option that accepts
 * most of the mapping's entries is the one meant, so a typo in a coreference suite is compared with the keys
 * of a coreference suite.
 */
export function keysAllowedAt(schema: SchemaNode, data: unknown, path: readonly PropertyKey[]): string[] {
  const def = schemaAt(schema, path, data)?.def;
  if (def?.type === "record") {
    // A record keyed by an enum (`margins:` by metric kind) allows exactly the enum's values.
    const entries = def.keyType?.def.entries;
    return entries ? Object.values(entries).map(String) : [];
  }
  return def?.shape ? Object.keys(def.shape) : [];
}

/**
 * The schema at `path` (object keys, array indices, record keys) with optional and default wrappers removed;
 * where `data` is given, a union is resolved to the option that fits the value there (see `keysAllowedAt`).
 */
export function schemaAt(
  schema: SchemaNode,
  path: readonly PropertyKey[],
  data?: unknown,
): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  let value = data;
  for (const segment of path) {
    node = childOf(unwrap(node, value), segment);
    value =
      isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[segment] : undefined;
    if (!node) return undefined;
  }
  return unwrap(node, value);
}

function childOf(node: SchemaNode | undefined, segment: PropertyKey): SchemaNode | undefined {
  const def = node?.def;
  if (def?.type === "object") return def.shape?.[String(segment)];
  if (def?.type === "array") return def.element;
  if (def?.type === "record") return def.valueType;
  return undefined;
}

function unwrap(node: SchemaNode | undefined, value: unknown): SchemaNode | undefined {
  let current = node;
  while (current?.def.innerType) current = current.def.innerType;
  if (current?.def.type !== "union") return current;
  const options = current.def.options ?? [];
  return unwrap(bestOption(options, value), value);
}

/** The union option that accepts most of the mapping's entries; the first on a tie. */
function bestOption(options: readonly SchemaNode[], value: unknown): SchemaNode | undefined {
  if (!isRecord(value)) return options.find((o) => o.safeParse(value).success) ?? options[0];
  let best: { option: SchemaNode; score: number } | undefined;
  for (const option of options) {
    const shape = option.def.shape;
    if (!shape) continue;
    const score = Object.entries(value).filter(([k, v]) => shape[k]?.safeParse(v).success).length;
    if (!best || score > best.score) best = { option, score };
  }
  return best?.option ?? options[0];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
