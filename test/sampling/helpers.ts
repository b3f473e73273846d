/** Builders for templates and domains, so sampling tests do not depend on the template parsers. */
import { parseConstraints } from "../../src/templates/constraints.js";
import type { Domain, Domains, Label, Template, TwinPair } from "../../src/templates/types.js";

/** A domain from `name` or `name,class` entries (class defaults to the name). */
export function domain(name: string, entries: readonly string[]): Domain {
  return {
    name,
    file: `domains/${name}.txt`,
    values: entries.map((entry, i) => {
      const [value = "", cls] = entry.split(",");
      return { name: value, class: cls ?? value, line: i + 1 };
    }),
  };
}

export function domainsOf(...list: Domain[]): Domains {
  return new Map(list.map((d) => [d.name, d]));
}

export interface TemplateSpec {
  id: string;
  text: string;
  params: (string | undefined)[];
  constraints?: string;
  label?: Label;
  negates?: string;
  group?: string;
  line?: number;
}

export function template(spec: TemplateSpec): Template {
  const position = { file: "templates/test.csv", line: spec.line ?? 2, column: 1 };
  const parsed = parseConstraints(spec.constraints ?? "");
  if (parsed.issues.length > 0) throw new Error(`bad constraints in test: ${spec.constraints}`);
  return {
    id: spec.id,
    text: spec.text,
    params: spec.params,
    constraints: parsed.constraints.map((c) => ({ ...c, position })),
    label: spec.label ?? "Yes",
    ...(spec.negates === undefined ? {} : { negates: spec.negates }),
    position,
    cells: {},
    group: spec.group ?? "test",
  };
}

export function twin(statement: Template, negation: Template): TwinPair {
  return { statement, negation };
}

/** `count` values named `${prefix}${i}` with classes cycling through `classes`. */
export function numbered(prefix: string, count: number, classes: readonly string[]): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i},${classes[i % classes.length]}`);
}

/** Pearson's chi-square statistic of observed counts against expected counts. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => {
    const e = expected[i] ?? 0;
    return sum + ((o - e) * (o - e)) / e;
  }, 0);
}
