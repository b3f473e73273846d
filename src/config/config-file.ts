import { isMap, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { ConfigError } from "./errors.js";
import { type ConfigFile, configFileSchema } from "./schema.js";

/**
 * Parses and validates the text of a config file. Throws a ConfigError that points at the offending key's
 * line, so a typo in `bias-gate.yml` reads like a compiler error rather than a schema dump.
 */
export function parseConfigFile(text: string, file: string): ConfigFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const syntax = doc.errors[0];
  if (syntax) {
    const pos = lineCounter.linePos(syntax.pos[0]);
    throw new ConfigError(
      syntax.message.split("\n")[0] ?? "invalid YAML",
      "fix the YAML syntax at this position",
      {
        file,
        line: pos.line,
        column: pos.col,
      },
    );
  }
  if (!isMap(doc.contents)) {
    throw new ConfigError("the config file must be a mapping", "start from the example in the README", {
      file,
    });
  }
  const parsed = configFileSchema.safeParse(doc.toJS());
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const node = nodeFor(doc, issue.path as (string | number)[]);
  const pos = node ? lineCounter.linePos(node) : undefined;
  throw new ConfigError(
    `${issue.path.join(".") || "config"}: ${issue.message}`,
    hintFor(issue),
    pos ? { file, line: pos.line, column: pos.col } : { file },
  );
}

/** The start offset of the deepest node that exists along a path (an unknown key points at its mapping). */
function nodeFor(doc: ReturnType<typeof parseDocument>, path: (string | number)[]): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return node.range[0];
  }
  return undefined;
}

function hintFor(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    return `remove or rename ${issue.keys.map((k) => `'${k}'`).join(", ")}; keys are kebab-case, see the README's config reference`;
  }
  if (issue.code === "invalid_type") return `expected ${issue.expected} here`;
  if (issue.code === "invalid_value") return `use one of: ${issue.values.map(String).join(", ")}`;
  return "see the README's config reference";
}
