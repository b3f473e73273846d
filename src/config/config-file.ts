import { type Document, isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import { ConfigError, type ConfigLocation, type ConfigProblem } from "./errors.js";
import { type ConfigFile, configFileSchema } from "./schema.js";
import { describeFinding, type Finding, findingsOf, lowerFirst, type Path } from "./schema-findings.js";
import type { SchemaNode } from "./schema-keys.js";
import { parseUserYaml } from "./yaml-source.js";

/**
 * Parses and validates the text of a config file. Throws one ConfigError carrying every problem, each at its
 * own line and column (an unknown key at the key, a wrong value at the value), with "did you mean" for a
 * misspelt key, so a typo in `bias-gate.yml` reads like a compiler error rather than a schema dump.
 */
export function parseConfigFile(text: string, file: string): ConfigFile {
  const { doc, lineCounter, problems, data } = parseUserYaml(text);
  const at = (offset: number): ConfigLocation => {
    const pos = lineCounter.linePos(offset);
    return { file, line: pos.line, column: pos.col };
  };
  if (problems.length > 0) {
    throw allOf(
      problems.map(({ message, hint, line, column }) => ({
        message: lowerFirst(message),
        hint,
        where: { file, line, column },
      })),
    );
  }
  if (!isMap(doc.contents)) {
    throw new ConfigError(
      "the config file must be a mapping",
      "start from the example in docs/configuration.md",
      {
        file,
      },
    );
  }
  const parsed = configFileSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw allOf(
    findingsOf(parsed.error.issues, [], data).map((f) => {
      const offset = offsetOf(doc, f);
      const problem = describeFinding(f, configFileSchema as unknown as SchemaNode, data);
      return { ...problem, where: offset === undefined ? { file } : at(offset) };
    }),
  );
}

/** Every problem in one error, in file order, each once. */
function allOf(problems: readonly ConfigProblem[]): ConfigError {
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = `${p.where?.line}:${p.where?.column}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Problems without a line (none today, but a file-level one could come) go last; sort is stable.
  const line = (p: ConfigProblem) => p.where?.line ?? Number.MAX_SAFE_INTEGER;
  const sorted = unique.sort((a, b) => line(a) - line(b) || (a.where?.column ?? 0) - (b.where?.column ?? 0));
  const [first, ...more] = sorted;
  return first
    ? ConfigError.of([first, ...more])
    : new ConfigError("invalid config file", "see the config reference, docs/configuration.md");
}

/**
 * Where a finding points: an unknown key at the key itself, anything else at its value, a missing key at the
 * mapping that lacks it (the deepest node along the path that exists).
 */
function offsetOf(doc: Document, f: Finding): number | undefined {
  if (f.kind === "unknown-key") {
    const map = nodeAt(doc, f.path);
    const pair = isMap(map)
      ? map.items.find((p) => isScalar(p.key) && String(p.key.value) === f.key)
      : undefined;
    const key = pair?.key as { range?: [number, number, number] } | undefined;
    if (key?.range) return key.range[0];
  }
  for (let depth = f.path.length; depth >= 0; depth--) {
    const node = nodeAt(doc, f.path.slice(0, depth)) as { range?: [number, number, number] } | undefined;
    if (node?.range) return node.range[0];
  }
  return undefined;
}

function nodeAt(doc: Document, path: Path): unknown {
  return path.length === 0 ? doc.contents : doc.getIn(path as unknown[], true);
}

/**
 * Where each suite of a config file names `key` (e.g. `domains`), with the value written there, so a problem
 * found later (a directory holding none of the domain files) can point at the line to fix. Suites without
 * the key, or with a value that is not a string, are left out; unreadable YAML yields none.
 */
export function locateSuiteKeys(
  text: string,
  file: string,
  key: string,
): { suite: number; value: string; where: Required<ConfigLocation> }[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const suites = doc.errors.length === 0 ? doc.get("suites", true) : undefined;
  if (!isSeq(suites)) return [];
  return suites.items.flatMap((suite, index) => {
    const pair = isMap(suite) ? suite.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
    const range = isScalar(pair?.key) ? pair.key.range : undefined;
    if (!range || !isScalar(pair?.value) || typeof pair.value.value !== "string") return [];
    const pos = lineCounter.linePos(range[0]);
    return [{ suite: index, value: pair.value.value, where: { file, line: pos.line, column: pos.col } }];
  });
}
