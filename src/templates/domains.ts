import { type Diagnostic, makeDiagnostic, stripBom } from "../config/diagnostic.js";
import type { Domain, DomainValue } from "./types.js";

/** The result of reading one domain file. */
export interface ParsedDomain {
  domain: Domain;
  diagnostics: Diagnostic[];
}

/**
 * Parses an APES domain file: one `name,class` per line. Accepts LF or CRLF, a leading BOM and a
 * missing final newline; blank lines are skipped. The name is everything before the first comma,
 * the class everything after it, both trimmed.
 * A repeated name is kept (APES expanded repeats twice, and recorded results depend on that) but
 * warned about as `duplicate-domain-value`. An empty file yields a domain with no values; the
 * validator warns where such a domain is used.
 */
export function parseDomainFile(text: string, file: string, name: string): ParsedDomain {
  const values: DomainValue[] = [];
  const diagnostics: Diagnostic[] = [];
  const firstLine = new Map<string, number>();
  const lines = stripBom(text).split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    const value = parseDomainLine(raw, file, line, diagnostics);
    if (!value) return;
    const first = firstLine.get(value.name);
    if (first !== undefined) {
      diagnostics.push(
        makeDiagnostic(
          "warning",
          "duplicate-domain-value",
          { file, line, column: 1 },
          `'${value.name}' is listed again in domain '${name}' (first on line ${first}), so every template using '${name}' fills it twice as often`,
          `delete line ${line} unless the double weight is intended`,
        ),
      );
    } else {
      firstLine.set(value.name, line);
    }
    values.push(value);
  });
  return { domain: { name, file, values }, diagnostics };
}

/**
 * Reads one `name,class` entry found at `line`, `startColumn` (a domain-file line, or a YAML string);
 * problems are pushed to `out`.
 */
export function parseDomainLine(
  raw: string,
  file: string,
  line: number,
  out: Diagnostic[],
  startColumn = 1,
): DomainValue | undefined {
  const comma = raw.indexOf(",");
  const column = startColumn + raw.length - raw.trimStart().length;
  if (comma < 0) {
    out.push(
      makeDiagnostic(
        "error",
        "domain-line-syntax",
        { file, line, column },
        `expected 'name,class' but the line has no comma: '${raw.trim()}'`,
        `write it as '${raw.trim()},<class>' (the class may repeat the name)`,
      ),
    );
    return undefined;
  }
  const name = raw.slice(0, comma).trim();
  const cls = raw.slice(comma + 1).trim();
  if (name === "" || cls === "") {
    out.push(
      makeDiagnostic(
        "error",
        "domain-line-syntax",
        { file, line, column: name === "" ? column : startColumn + comma + 1 },
        name === ""
          ? "the value's name before the comma is empty"
          : "the value's class after the comma is empty",
        "write both parts: 'name,class'",
      ),
    );
    return undefined;
  }
  return { name, class: cls, line };
}
