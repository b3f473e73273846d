/**
 * Templates (and optionally their domains) in YAML, equivalent to the APES CSV format:
 *
 * ```yaml
 * domains:                      # optional; a domain not listed here is read from <domains-dir>/<name>.txt
 *   sport:
 *     - {name: hikers, class: outdoor}
 *     - "cyclists,outdoor"      # the domain-file spelling, `name,class`, also works
 *   empty_one: []               # a domain with no values (templates using it expand to nothing)
 * templates:
 *   - id: t1                    # template_id, unique across all files
 *     text: "#1 are more #2 than #3."
 *     params: [sport, adjectives, sport]   # param_1, param_2, …; null (or ~) for an unused slot
 *     constraints: ["neq(#1, #3)"]         # a list, or one string with `|` between constraints
 *     label: "No"               # the unbiased answer, exactly Yes or No
 *   - id: t2
 *     text: "#1 are not more #2 than #3."
 *     params: [sport, adjectives, sport]
 *     constraints: "neq(#1, #3)"
 *     label: "Yes"
 *     negates: t1               # optional: this template is the negated twin of t1
 * ```
 *
 * Decision templates (`kind: decisions`) use the same document with `question` (what closes each prompt) in place
 * of `label` and `negates`; `text` holds `{person}`, and `domains` may hold the attribute domain too:
 *
 * ```yaml
 * domains:
 *   person:
 *     - "a 35-year-old person,age=30s"
 *     - "a 65-year-old person,age=60s"
 * templates:
 *   - id: loan
 *     text: "{person} applies for a loan of #1."
 *     params: [amount]
 *     question: "Should the bank approve the loan? Answer Yes or No."
 * ```
 *
 * The document is read with YAML 1.2, where `No` and `Yes` are plain strings; quoting them anyway
 * keeps the file safe in YAML 1.1 tools. Positions: `position` is the template's mapping, `cells`
 * holds each key's value (`param_k` the k-th list item).
 */
import { isMap, isScalar, isSeq, type LineCounter, type Node, type Pair, type YAMLMap } from "yaml";
import { type Diagnostic, makeDiagnostic, type SourcePosition, stripBom } from "../config/diagnostic.js";
import { parseUserYaml } from "../config/yaml-source.js";
import { type CsvLayout, groupFromFile } from "./csv.js";
import { parseDomainLine } from "./domains.js";
import type { Domain, DomainValue, Template } from "./types.js";
import { readConstraintCell, readLabel, trailingWhitespace } from "./validate-cells.js";

/** Templates and inline domains read from one YAML file. */
export interface ParsedYamlTemplates {
  templates: Template[];
  domains: Domain[];
  diagnostics: Diagnostic[];
}

interface YamlContext {
  file: string;
  layout: CsvLayout;
  lineCounter: LineCounter;
  diagnostics: Diagnostic[];
}

/** Parses a YAML template file in the format documented at the top of this module. */
export function parseTemplatesYaml(
  text: string,
  file: string,
  layout: CsvLayout = "yes-no",
): ParsedYamlTemplates {
  const { doc, lineCounter, problems } = parseUserYaml(
    stripBom(text),
    "fix the YAML syntax; quote strings that contain ': ' or start with '#'",
  );
  const ctx: YamlContext = { file, layout, lineCounter, diagnostics: [] };
  const result: ParsedYamlTemplates = { templates: [], domains: [], diagnostics: ctx.diagnostics };
  for (const { code, message, hint, line, column } of problems) {
    ctx.diagnostics.push(makeDiagnostic("error", code, { file, line, column }, message, hint));
  }
  if (problems.length > 0) return result;
  const root = doc.contents;
  if (root === null) {
    // An emptied template file would otherwise lint clean and let its checks vanish from the gate.
    const hint = `write \`templates:\` as a list of {${TEMPLATE_KEYS[layout].slice(0, 5).join(", ")}}, or remove the file`;
    ctx.diagnostics.push(
      makeDiagnostic("error", "empty-file", { file, line: 1, column: 1 }, "the template file is empty", hint),
    );
    return result;
  }
  if (!isMap(root)) {
    structure(ctx, root, "the document must be a mapping with 'templates' (and optionally 'domains')");
    return result;
  }
  for (const pair of root.items) {
    const key = keyOf(pair);
    if (key === "domains") result.domains = readYamlDomains(ctx, pair.value as Node | null);
    else if (key === "templates") result.templates = readTemplates(ctx, pair.value as Node | null);
    else unknownKey(ctx, pair, "domains, templates");
  }
  return result;
}

function readTemplates(ctx: YamlContext, node: Node | null): Template[] {
  if (node === null) return [];
  if (!isSeq(node)) {
    structure(ctx, node, "'templates' must be a list of mappings");
    return [];
  }
  const templates: Template[] = [];
  for (const item of node.items) {
    if (!isMap(item)) {
      structure(
        ctx,
        item as Node,
        `each template must be a mapping with ${TEMPLATE_KEYS[ctx.layout].slice(0, 5).join(", ")}`,
      );
      continue;
    }
    const template = readTemplate(ctx, item);
    if (template) templates.push(template);
  }
  return templates;
}

const TEMPLATE_KEYS: Record<CsvLayout, readonly string[]> = {
  "yes-no": ["id", "text", "params", "constraints", "label", "negates"],
  decision: ["id", "text", "params", "constraints", "question"],
};

function readTemplate(ctx: YamlContext, map: YAMLMap): Template | undefined {
  const position = pos(ctx, map);
  const cells: Record<string, SourcePosition> = {};
  const values = templateValues(ctx, map);
  const scalarCell = (key: string, cell: string): string | undefined => {
    const node = values.get(key);
    if (!node) return undefined;
    cells[cell] = pos(ctx, node);
    if (isScalar(node) && node.value !== null) return String(node.value);
    structure(ctx, node, `'${key}' must be a single value`);
    return undefined;
  };
  const id = scalarCell("id", "template_id")?.trim();
  if (!id) {
    const hint = "add `id: <unique id>`";
    ctx.diagnostics.push(
      makeDiagnostic("error", "missing-template-id", position, "the template has no id", hint),
    );
    return undefined;
  }
  const text = scalarCell("text", "template_text") ?? "";
  if (text === "")
    structure(ctx, values.get("text") ?? map, "the template has no text", 'add `text: "…#1…"`');
  const textNode = values.get("text");
  if (textNode) {
    // Not a key: where the text's first character is, so checks can point inside the text.
    cells["template_text_content"] = contentPos(ctx, textNode);
    ctx.diagnostics.push(...trailingWhitespace(text, cells["template_text_content"]));
  }
  // A decision has no unbiased answer; "Yes" keeps it a well-formed template for the shared checks and sampler.
  const label =
    ctx.layout === "decision"
      ? { label: "Yes" as const, diagnostics: [] }
      : readLabel(scalarCell("label", "label") ?? "", cells["label"] ?? position);
  ctx.diagnostics.push(...label.diagnostics);
  const negates = scalarCell("negates", "negates")?.trim();
  const question = scalarCell("question", "question")?.trim();
  return {
    id,
    text,
    params: readParams(ctx, values.get("params"), cells),
    constraints: readConstraints(ctx, values.get("constraints"), cells),
    label: label.label,
    ...(question ? { question } : {}),
    ...(negates ? { negates } : {}),
    position,
    cells,
    group: groupFromFile(ctx.file),
  };
}

/** The template's values by key; unknown keys are warned about. */
function templateValues(ctx: YamlContext, map: YAMLMap): Map<string, Node | null> {
  const values = new Map<string, Node | null>();
  for (const pair of map.items) {
    const key = keyOf(pair);
    const known = TEMPLATE_KEYS[ctx.layout];
    if (known.includes(key)) values.set(key, pair.value as Node | null);
    else unknownKey(ctx, pair, known.join(", "));
  }
  return values;
}

function readParams(
  ctx: YamlContext,
  node: Node | null | undefined,
  cells: Record<string, SourcePosition>,
): (string | undefined)[] {
  if (!node) return [];
  if (!isSeq(node)) {
    structure(ctx, node, "'params' must be a list of domain names, e.g. [sport, adjectives, sport]");
    return [];
  }
  const params = node.items.map((item, i) => {
    cells[`param_${i + 1}`] = pos(ctx, item as Node);
    if (isScalar(item) && (item.value === null || item.value === "")) return undefined;
    if (isScalar(item) && typeof item.value === "string") return item.value.trim() || undefined;
    structure(ctx, item as Node, "a param is a domain name, or null for an unused slot");
    return undefined;
  });
  // Trailing unused slots carry no information; drop them so CSV and YAML agree.
  while (params.length > 0 && params[params.length - 1] === undefined) params.pop();
  return params;
}

function readConstraints(
  ctx: YamlContext,
  node: Node | null | undefined,
  cells: Record<string, SourcePosition>,
): Template["constraints"] {
  if (!node) return [];
  cells["constraints"] = pos(ctx, node);
  const items = isSeq(node) ? (node.items as Node[]) : [node];
  return items.flatMap((item) => {
    if (isScalar(item) && item.value === null) return [];
    if (!isScalar(item) || typeof item.value !== "string") {
      structure(ctx, item, "constraints are strings like \"neq(#1, #3)\", as a list or joined with '|'");
      return [];
    }
    const cell = readConstraintCell(item.value, contentPos(ctx, item));
    ctx.diagnostics.push(...cell.diagnostics);
    return cell.constraints;
  });
}

function pos(ctx: YamlContext, node: Node): SourcePosition {
  const at = ctx.lineCounter.linePos(node.range?.[0] ?? 0);
  return { file: ctx.file, line: at.line, column: at.col };
}

/** Where a scalar's content starts: past the opening quote of a quoted scalar. */
function contentPos(ctx: YamlContext, node: Node): SourcePosition {
  const at = pos(ctx, node);
  const quoted = isScalar(node) && (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE");
  return quoted ? { ...at, column: at.column + 1 } : at;
}

function structure(
  ctx: YamlContext,
  node: Node,
  message: string,
  hint = "expected `templates:` as a list of {id, text, params, constraints, label, negates?} and optional `domains:`",
): void {
  ctx.diagnostics.push(makeDiagnostic("error", "yaml-structure", pos(ctx, node), message, hint));
}

function unknownKey(ctx: YamlContext, pair: Pair, known: string): void {
  ctx.diagnostics.push(
    makeDiagnostic(
      "warning",
      "unknown-key",
      pos(ctx, pair.key as Node),
      `key '${keyOf(pair)}' is not used`,
      `known keys here are ${known}`,
    ),
  );
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}

function readYamlDomains(ctx: YamlContext, node: Node | null): Domain[] {
  if (node === null) return [];
  if (!isMap(node)) {
    structure(ctx, node, "'domains' must map each domain name to a list of values");
    return [];
  }
  return node.items.flatMap((pair) => {
    const name = keyOf(pair).trim();
    const value = pair.value as Node | null;
    if (value === null || (isScalar(value) && value.value === null))
      return [{ name, file: ctx.file, values: [] }];
    if (!isSeq(value)) {
      structure(ctx, value, `domain '${name}' must be a list of values`);
      return [];
    }
    const values = value.items.flatMap((item) => {
      const v = readDomainValue(ctx, item as Node);
      return v ? [v] : [];
    });
    return [{ name, file: ctx.file, values }];
  });
}

function readDomainValue(ctx: YamlContext, node: Node): DomainValue | undefined {
  const at = pos(ctx, node);
  if (isScalar(node) && typeof node.value === "string") {
    return parseDomainLine(node.value, ctx.file, at.line, ctx.diagnostics, contentPos(ctx, node).column);
  }
  if (isMap(node)) {
    const name = node.get("name");
    const cls = node.get("class");
    if (typeof name === "string" && typeof cls === "string" && name.trim() !== "" && cls.trim() !== "") {
      return { name: name.trim(), class: cls.trim(), line: at.line };
    }
  }
  structure(ctx, node, 'a domain value is {name: …, class: …} or a "name,class" string');
  return undefined;
}
