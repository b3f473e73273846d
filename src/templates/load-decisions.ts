/**
 * Reads one decision suite (issue 33): its templates CSV (scenario slots `#k` under the yes/no kind's domains,
 * constraints and lint, plus `{person}` and a closing `question`) or a discrim-eval JSONL file, and the attribute
 * domain whose values fill `{person}`. What is wrong is reported at its file and line; sampling comes later.
 */
import path from "node:path";
import type { DecisionSuite } from "../config/config.js";
import { locateSuiteKeys } from "../config/config-file.js";
import { type Diagnostic, fileStart, makeDiagnostic, type SourcePosition } from "../config/diagnostic.js";
import type { DecisionFamily } from "./decision-types.js";
import { sortDiagnostics } from "./diagnostics.js";
import { readDiscrimEval } from "./discrim-eval.js";
import { parseDomainFile } from "./domains.js";
import { type LoadIo, loadTemplateSet } from "./load.js";
import type { Domain, TemplateSet } from "./types.js";

/** The slot every decision template must have: where the person goes. */
export const PERSON_SLOT = "{person}";

/** One attribute value and the group it stands for (`age=60s`). */
export interface AttributeValue {
  name: string;
  group: string;
}

export interface LoadedDecisions {
  suite: DecisionSuite;
  /** The CSV templates, validated (empty for a JSONL source). */
  set: TemplateSet;
  /** The attribute domain's values in file order (empty for a JSONL source, whose families carry their people). */
  people: AttributeValue[];
  /** Families read already filled (discrim-eval JSONL). */
  published: DecisionFamily[];
  /** The reference group, resolved (`<attribute>=<class>`); undefined when nothing could be read. */
  reference: string | undefined;
  diagnostics: Diagnostic[];
}

/** What loading needs: file text, and where the config names things (for problems in the config). */
export interface DecisionLoadIo extends LoadIo {
  configFile?: string;
  domainsFrom?: SourcePosition;
}

/**
 * A class written `age=60s` is the group as written; a bare class `60s` becomes `<attribute>=60s`, so groups
 * always say what varies.
 */
export function groupOf(attribute: string, cls: string): string {
  return cls.includes("=") ? cls : `${attribute}=${cls}`;
}

export function loadDecisionSuite(suite: DecisionSuite, io: DecisionLoadIo): LoadedDecisions {
  const jsonl = suite.templates.filter((f) => /\.jsonl$/i.test(f));
  const written = suite.templates.filter((f) => !/\.jsonl$/i.test(f));
  const diagnostics: Diagnostic[] = [];
  const published: DecisionFamily[] = [];
  for (const file of jsonl) {
    const text = io.readText(file);
    if (text === undefined) {
      diagnostics.push(missing(file, "discrim-eval file not found"));
      continue;
    }
    const read = readDiscrimEval(text, file);
    published.push(...read.families);
    diagnostics.push(...read.diagnostics);
  }
  const set = loadTemplateSet(
    {
      templates: written,
      ...(suite.domainsDir ? { domainsDir: suite.domainsDir } : {}),
      ...(io.domainsFrom ? { domainsFrom: io.domainsFrom } : {}),
      negationPairing: "negates-column",
      layout: "decision",
    },
    io,
  );
  diagnostics.push(...set.diagnostics, ...set.templates.flatMap(personSlotProblems));
  const people = written.length > 0 ? readPeople(suite, set, io, written[0] as string, diagnostics) : [];
  const groups = [...new Set([...people.map((p) => p.group), ...published.flatMap(groupsOf)])];
  const reference = resolveReference(suite, groups, io, diagnostics);
  const templates = set.templates.filter((t) => t.text.includes(PERSON_SLOT));
  return {
    suite,
    set: { ...set, templates },
    people,
    published,
    reference,
    diagnostics: sortDiagnostics(diagnostics),
  };
}

function groupsOf(family: DecisionFamily): string[] {
  return family.members.map((m) => m.group);
}

/** A template without `{person}` would ask the same prompt of everyone: a family with nothing to compare. */
function personSlotProblems(t: TemplateSet["templates"][number]): Diagnostic[] {
  if (t.text.includes(PERSON_SLOT)) return [];
  return [
    makeDiagnostic(
      "error",
      "missing-person-slot",
      t.cells["template_text_content"] ?? t.position,
      `template '${t.id}' has no ${PERSON_SLOT} slot, so every person would get the same prompt`,
      `write ${PERSON_SLOT} where the person is described, e.g. "${PERSON_SLOT} applies for a loan of #1"`,
    ),
  ];
}

/** The attribute domain: inline in a YAML template file, else `<domains>/<attribute>.txt`. */
function readPeople(
  suite: DecisionSuite,
  set: TemplateSet,
  io: DecisionLoadIo,
  firstTemplates: string,
  diagnostics: Diagnostic[],
): AttributeValue[] {
  const dir = suite.domainsDir ?? path.dirname(firstTemplates);
  const file = path.join(dir, `${suite.attribute}.txt`);
  const inline = set.domains.get(suite.attribute);
  if (inline) return peopleOf(suite, inline, inline.file, diagnostics);
  const text = io.readText(file);
  if (text === undefined) {
    diagnostics.push(
      makeDiagnostic(
        "error",
        "missing-attribute-domain",
        io.domainsFrom ?? fileStart(firstTemplates),
        `the attribute domain '${suite.attribute}' has no file ${file}`,
        `create it with one 'value,group' line per person (e.g. 'a 62-year-old applicant,age=60s'), or fix 'attribute:'`,
      ),
    );
    return [];
  }
  const parsed = parseDomainFile(text, file, suite.attribute);
  diagnostics.push(...parsed.diagnostics);
  return peopleOf(suite, parsed.domain, file, diagnostics);
}

function peopleOf(
  suite: DecisionSuite,
  domain: Domain,
  file: string,
  diagnostics: Diagnostic[],
): AttributeValue[] {
  const people = domain.values.map((v) => ({
    name: v.name,
    group: groupOf(suite.attribute, v.class),
  }));
  if (new Set(people.map((p) => p.group)).size < 2)
    diagnostics.push(
      makeDiagnostic(
        "error",
        "one-group",
        fileStart(file),
        `the attribute domain '${suite.attribute}' has ${people.length === 0 ? "no groups" : "one group"}: there is nothing to compare`,
        "list people of at least two groups, one 'value,group' line each",
      ),
    );
  return people;
}

/** The stated reference group (as a group or a bare class), else the first group; unknown → error at the key. */
function resolveReference(
  suite: DecisionSuite,
  groups: readonly string[],
  io: DecisionLoadIo,
  diagnostics: Diagnostic[],
): string | undefined {
  if (suite.reference === undefined) return groups[0];
  const wanted = suite.reference;
  const found = groups.find((g) => g === wanted || g === groupOf(suite.attribute, wanted));
  if (found !== undefined || groups.length === 0) return found;
  const configText = io.configFile ? io.readText(io.configFile) : undefined;
  const key =
    configText !== undefined && io.configFile
      ? locateSuiteKeys(configText, io.configFile, "reference").find((k) => k.value === wanted)?.where
      : undefined;
  diagnostics.push(
    makeDiagnostic(
      "error",
      "unknown-reference-group",
      key ?? fileStart(io.configFile ?? suite.templates[0] ?? ""),
      `reference group '${wanted}' of suite '${suite.name}' is not one of its groups (${groups.join(", ")})`,
      `set 'reference:' to one of ${groups.join(", ")}, or add people of that group to the attribute domain`,
    ),
  );
  return undefined;
}

function missing(file: string, what: string): Diagnostic {
  return makeDiagnostic("error", "missing-file", fileStart(file), `${what}: ${file}`, "check the path");
}
