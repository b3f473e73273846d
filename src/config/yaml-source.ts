import { type Document, isScalar, LineCounter, parseDocument, visit } from "yaml";

/** One problem with a user's YAML file, at its 1-based line and column. */
export interface YamlProblem {
  /** What kind of problem, as template diagnostics name their codes. */
  code: "yaml-syntax" | "yaml-tag" | "yaml-merge-key" | "yaml-alias-bomb";
  message: string;
  hint: string;
  line: number;
  column: number;
}

/** A user's YAML file, parsed the one way bias-gate reads every YAML file it is given. */
export interface YamlSource {
  doc: Document;
  lineCounter: LineCounter;
  /** Syntax errors, or else what bias-gate refuses to read; empty when the file can be used. */
  problems: YamlProblem[];
  /** The document as plain data; undefined when there are problems. */
  data: unknown;
}

/**
 * Expansions of aliases allowed while reading one file (the `yaml` library's own count: uses of an anchor times the
 * aliases nested in it). Room for a template file that reuses one `params:` anchor in thousands of templates; a
 * "billion laughs" file passes it within a few levels of nesting, long before memory runs short.
 */
const MAX_ALIAS_COUNT = 10_000;

/**
 * Parses a config, template, conditions-table or profile file (YAML 1.2, unique keys). Beyond syntax errors it
 * refuses, each at its line: an alias bomb (more than {@link MAX_ALIAS_COUNT} alias expansions), merge keys
 * (`<<`; YAML 1.2 has none, and a key merged in from elsewhere could not be reported at its line), and any tag the
 * core schema does not know (`!!js/function`, `!custom`): the `yaml` library would read the value as a plain
 * string and silently drop the tag. `syntaxHint` is the fix said for a syntax error, as fits the kind of file.
 */
export function parseUserYaml(text: string, syntaxHint = "fix the YAML syntax at this position"): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: false });
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  const syntax = doc.errors.map((e) => ({
    code: "yaml-syntax" as const,
    message: e.message.split("\n")[0] ?? "invalid YAML",
    hint: syntaxHint,
    ...at(e.pos[0]),
  }));
  if (syntax.length > 0) return { doc, lineCounter, problems: syntax, data: undefined };
  const problems: YamlProblem[] = [
    ...doc.warnings
      .filter((w) => w.code === "TAG_RESOLVE_FAILED")
      .map((w) => ({
        code: "yaml-tag" as const,
        message: `unsupported YAML tag ${text.slice(w.pos[0], w.pos[1])}: bias-gate reads plain YAML values only`,
        hint: "remove the tag and write the value itself (a string, number, list or mapping)",
        ...at(w.pos[0]),
      })),
    ...mergeKeyOffsets(doc).map((offset) => ({
      code: "yaml-merge-key" as const,
      message: "merge keys (<<) are not supported",
      hint: "write the keys out where they are used (an alias, *name, may still repeat a whole value)",
      ...at(offset),
    })),
  ];
  if (problems.length > 0) return { doc, lineCounter, problems, data: undefined };
  try {
    return { doc, lineCounter, problems, data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    // The library stops at the expansion that passes the limit; the first alias is where the nesting starts.
    const bomb: YamlProblem = {
      code: "yaml-alias-bomb",
      message: `too many alias expansions (more than ${MAX_ALIAS_COUNT}): nested aliases multiply the document`,
      hint: "write the values out instead of nesting aliases (*name) inside aliased values",
      ...at(firstAliasOffset(doc) ?? 0),
    };
    return { doc, lineCounter, problems: [bomb], data: undefined };
  }
}

/** Where each plain `<<` key is: a merge key in YAML 1.1, which bias-gate does not apply. */
function mergeKeyOffsets(doc: Document): number[] {
  const offsets: number[] = [];
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      if (isScalar(key) && key.value === "<<" && key.type === "PLAIN" && key.range)
        offsets.push(key.range[0]);
    },
  });
  return offsets;
}

function firstAliasOffset(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, alias) {
      offset = alias.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}
