import { type Diagnostic, makeDiagnostic, type SourcePosition } from "../config/diagnostic.js";
import { compareTwins } from "./pairing.js";
import type { Domains, Template, TwinPair } from "./types.js";
import { badLabel, isLabel, positionInText, trailingWhitespace } from "./validate-cells.js";
import { checkCrossDomain, checkSatisfiable, checkSelfComparison } from "./validate-constraints.js";

/** Where missing domains are looked for, so hints can name the file to create. */
export interface ValidateOptions {
  domainsDir?: string;
  /** Domains already reported missing as a whole (their directory has none of them), not once per cell. */
  reportedMissing?: ReadonlySet<string>;
  /**
   * An empty domain file is only a warning: APES's own layout (`row-order`) ships an empty `noun.txt` and APES
   * expands its templates to nothing, so its published tables are reproduced only that way. Anywhere else a
   * configured template that can never be asked is an error, or a group would quietly lose its templates.
   */
  allowEmptyDomains?: boolean;
}

/**
 * Runs every template check and returns every problem at once (unsorted): duplicate ids, labels,
 * unknown and empty domains, placeholders without params and params without placeholders,
 * constraint slots, `#k_label`, cross-domain constraints, unsatisfiable constraints, possible
 * self-comparisons and trailing whitespace. When `pairs` is given, the twins are compared too
 * (`pairTwins` already does that for the pairs it forms).
 */
export function validateTemplates(
  templates: readonly Template[],
  domains: Domains,
  pairs?: readonly TwinPair[],
  options: ValidateOptions = {},
): Diagnostic[] {
  const out = checkDuplicateIds(templates);
  for (const t of templates) out.push(...validateTemplate(t, domains, options));
  for (const pair of pairs ?? []) out.push(...compareTwins(pair));
  return out;
}

function validateTemplate(t: Template, domains: Domains, options: ValidateOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (!isLabel(t.label)) out.push(badLabel(String(t.label), t.cells["label"] ?? t.position));
  out.push(...trailingWhitespace(t.text, textStart(t)));
  out.push(...checkDomains(t, domains, options));
  out.push(...checkPlaceholders(t));
  out.push(...checkConstraintSlots(t));
  out.push(...checkCrossDomain(t, domains));
  out.push(...checkSelfComparison(t));
  out.push(...checkSatisfiable(t, domains));
  return out;
}

function textStart(t: Template): SourcePosition {
  return t.cells["template_text_content"] ?? t.cells["template_text"] ?? t.position;
}

function paramCell(t: Template, slot: number): SourcePosition {
  return t.cells[`param_${slot}`] ?? t.position;
}

function checkDuplicateIds(templates: readonly Template[]): Diagnostic[] {
  const first = new Map<string, Template>();
  const out: Diagnostic[] = [];
  for (const t of templates) {
    const earlier = first.get(t.id);
    if (!earlier) {
      first.set(t.id, t);
      continue;
    }
    const where =
      earlier.position.file === t.position.file
        ? `line ${earlier.position.line}`
        : `${earlier.position.file}:${earlier.position.line}`;
    out.push(
      makeDiagnostic(
        "error",
        "duplicate-template-id",
        t.cells["template_id"] ?? t.position,
        `template id '${t.id}' is already used (first at ${where})`,
        "give every template a unique id; ids key prompts, pairs and baselines across files",
      ),
    );
  }
  return out;
}

function checkDomains(t: Template, domains: Domains, options: ValidateOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  // An empty domain is said once per template, at its first slot: the fix is one file, however many slots use it.
  const saidEmpty = new Set<string>();
  t.params.forEach((name, i) => {
    if (name === undefined) return;
    const domain = domains.get(name);
    if (!domain) {
      if (options.reportedMissing?.has(name)) return;
      out.push(
        makeDiagnostic(
          "error",
          "unknown-domain",
          paramCell(t, i + 1),
          `unknown domain '${name}' for #${i + 1}`,
          unknownDomainHint(name, domains, options),
        ),
      );
    } else if (domain.values.length === 0 && !saidEmpty.has(name)) {
      saidEmpty.add(name);
      out.push(
        makeDiagnostic(
          options.allowEmptyDomains ? "warning" : "error",
          "empty-domain",
          paramCell(t, i + 1),
          `domain '${name}' (${domain.file}) has no values, so '${t.id}' expands to no prompts`,
          `add 'name,class' lines to ${domain.file}, or remove '${t.id}' (and its twin)`,
        ),
      );
    }
  });
  return out;
}

function unknownDomainHint(name: string, domains: Domains, options: ValidateOptions): string {
  const known = [...domains.keys()].sort();
  const available = known.length > 0 ? `available domains: ${known.join(", ")}` : "no domains are loaded";
  const where =
    options.domainsDir === undefined
      ? "set domainsDir, or define it under `domains:` in a YAML template file"
      : `create ${options.domainsDir.replace(/[\\/]+$/, "")}/${name}.txt with one 'name,class' per line`;
  return `${available}; or ${where}`;
}

// `#` then digits, greedily, so `#10` is slot 10 and never slot 1 followed by a 0.
const PLACEHOLDER = /#(\d+)/g;

function checkPlaceholders(t: Template): Diagnostic[] {
  const out: Diagnostic[] = [];
  const used = new Set<number>();
  for (const m of t.text.matchAll(PLACEHOLDER)) {
    const slot = Number(m[1]);
    const at = positionInText(textStart(t), t.text, m.index);
    used.add(slot);
    if (slot === 0) {
      out.push(
        makeDiagnostic(
          "error",
          "bad-placeholder",
          at,
          "#0 is not a slot; slots count from #1",
          "renumber the placeholders from #1",
        ),
      );
    } else if (t.params[slot - 1] === undefined) {
      out.push(
        makeDiagnostic(
          "error",
          "missing-param",
          at,
          `#${slot} has no param_${slot}, so it would stay literally in every prompt`,
          `set param_${slot} to a domain name, or remove #${slot} from the text`,
        ),
      );
    }
  }
  t.params.forEach((name, i) => {
    if (name === undefined || used.has(i + 1)) return;
    out.push(
      makeDiagnostic(
        "error",
        "unused-param",
        paramCell(t, i + 1),
        `param_${i + 1} is '${name}' but the text has no #${i + 1}, so the value would be drawn and never shown`,
        `add #${i + 1} to the text, or empty param_${i + 1}`,
      ),
    );
  });
  return out;
}

function checkConstraintSlots(t: Template): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const c of t.constraints) {
    for (const ref of [c.left, c.right]) {
      if (t.params[ref.slot - 1] !== undefined) continue;
      out.push(
        makeDiagnostic(
          "error",
          "constraint-unknown-slot",
          c.position,
          `'${c.source}' refers to #${ref.slot}, which has no param_${ref.slot}`,
          `compare slots that have params (${slotsWithParams(t)}), or set param_${ref.slot}`,
        ),
      );
    }
    const labelled = [c.left, c.right].filter((r) => r.raw.endsWith("_label"));
    if (labelled.length === 0) continue;
    const fix = c.source.replace(/(#\d+)_label\b/g, "$1");
    out.push(
      makeDiagnostic(
        "warning",
        "label-suffix",
        c.position,
        `${labelled.map((r) => r.raw).join(" and ")} in '${c.source}' is read as the value's name (APES's synonym of #k)`,
        `write '${fix}'`,
      ),
    );
  }
  return out;
}

function slotsWithParams(t: Template): string {
  const slots = t.params.flatMap((p, i) => (p === undefined ? [] : [`#${i + 1}`]));
  return slots.length > 0 ? slots.join(", ") : "none";
}
