import { basename, extname } from "node:path";
import type { ContaminationSuite } from "../config/config.js";
import { type Diagnostic, fileStart, makeDiagnostic } from "../config/diagnostic.js";
import type { KeptOutcome } from "../providers/types.js";
import type { AnswerKey, MaskEntry } from "../sampling/answer-key.js";
import { parseSqlDump } from "../sql/dump.js";
import type { Schema } from "../sql/schema.js";
import { readSpiderTables } from "../sql/spider-tables.js";
import { observeProbe } from "./observations.js";
import { buildSqlProbe, isRestored, parseMaskAnswer } from "./sql-mask.js";
import { unknownDatabase } from "./sql-set-load.js";
import { readTextItems } from "./text-items.js";
import { buildTextProbes, isWordRestored, parseWordAnswer } from "./text-mask.js";
import type { MaskObservation, MaskProbe, ProbeSet, TextItem } from "./types.js";

const SETS: readonly ProbeSet[] = ["reference", "fresh"];

/** A contamination suite's two sets, read and checked. */
export interface LoadedContamination {
  suite: ContaminationSuite;
  sets: Record<ProbeSet, { schemas: Schema[]; texts: TextItem[] }>;
  diagnostics: Diagnostic[];
  /** How many databases each set had, and the `databases:` filter's count of the reference's before it. */
  databases: DatabaseCounts;
}

/** Databases per set as asked; `referenceBeforeFilter` only when a `databases:` filter left some out. */
export interface DatabaseCounts {
  reference: number;
  fresh: number;
  referenceBeforeFilter?: number;
  /** The filter as the config wrote it: `a list of N db_ids`, or the split file's name. */
  filter?: string;
}

/**
 * Reads both sets through `io`: `.sql` dumps (one database each), Spider's `tables.json` (many databases) and
 * text items (`.txt`, `.jsonl`). An unknown extension or a missing file is an error diagnostic.
 */
export function loadContaminationSuite(
  suite: ContaminationSuite,
  io: { readText(path: string): string | undefined },
): LoadedContamination {
  const diagnostics: Diagnostic[] = [];
  const read = (files: readonly string[]) => {
    const schemas: Schema[] = [];
    const texts: TextItem[] = [];
    for (const file of files) {
      const text = io.readText(file);
      if (text === undefined) {
        diagnostics.push(
          problem(file, "missing-file", `file not found: ${file}`, "check the path in the suite's config"),
        );
        continue;
      }
      const ext = extname(file).toLowerCase();
      if (ext === ".sql") {
        const parsed = parseSqlDump(text, file);
        schemas.push(parsed.schema);
        diagnostics.push(...parsed.diagnostics);
      } else if (ext === ".json") {
        const parsed = readSpiderTables(text, file);
        schemas.push(...parsed.schemas);
        diagnostics.push(...parsed.diagnostics);
      } else if (ext === ".txt" || ext === ".jsonl") {
        const parsed = readTextItems(text, file);
        texts.push(...parsed.items);
        diagnostics.push(...parsed.diagnostics);
      } else {
        diagnostics.push(
          problem(
            file,
            "unknown-file-type",
            `cannot read ${basename(file)} as probe items`,
            "use .sql dumps, Spider's tables.json, .txt or .jsonl",
          ),
        );
      }
    }
    return { schemas, texts };
  };
  const reference = read(suite.reference);
  const fresh = read(suite.fresh);
  const before = reference.schemas.length;
  const filtered = suite.databases ? filterDatabases(suite, reference.schemas, io, diagnostics) : undefined;
  const databases: DatabaseCounts = {
    reference: filtered?.length ?? before,
    fresh: fresh.schemas.length,
    ...(filtered && suite.databases
      ? { referenceBeforeFilter: before, filter: describeFilter(suite.databases) }
      : {}),
  };
  return {
    suite,
    sets: { reference: filtered ? { ...reference, schemas: filtered } : reference, fresh },
    diagnostics,
    databases,
  };
}

/**
 * The reference databases the suite's `databases:` names (db_ids, or those of a Spider split file such as
 * dev.json, whose questions name their database): the paper measured DC-accuracy on Spider's dev databases, not
 * on all 166 of tables.json. An id the reference set does not have is an error, with the nearest as a guess.
 */
function filterDatabases(
  suite: ContaminationSuite,
  schemas: readonly Schema[],
  io: { readText(path: string): string | undefined },
  diagnostics: Diagnostic[],
): Schema[] {
  const filter = suite.databases as NonNullable<ContaminationSuite["databases"]>;
  const at = Array.isArray(filter) ? fileStart(suite.reference[0] ?? "") : fileStart(filter.splitFile);
  const wanted = Array.isArray(filter) ? filter : splitFileDbIds(filter.splitFile, io, diagnostics);
  const known = schemas.map((s) => s.database);
  const why = `contamination suite '${suite.name}': \`databases:\` names it, but the reference set has no such database`;
  for (const id of new Set(wanted)) {
    if (!known.includes(id)) diagnostics.push(unknownDatabase(id, known, at, why));
  }
  const keep = new Set(wanted);
  return schemas.filter((s) => keep.has(s.database));
}

/** The db_ids a Spider split file's questions are asked on, in first-appearance order. */
function splitFileDbIds(
  file: string,
  io: { readText(path: string): string | undefined },
  diagnostics: Diagnostic[],
): string[] {
  const text = io.readText(file);
  const hint =
    'point `databases:` at a Spider split file (dev.json: an array of {"db_id", …}) or list the db_ids';
  if (text === undefined) {
    diagnostics.push(problem(file, "missing-file", `file not found: ${file}`, hint));
    return [];
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    diagnostics.push(problem(file, "databases-split-file", `not valid JSON: ${(e as Error).message}`, hint));
    return [];
  }
  const ids = Array.isArray(data)
    ? data.flatMap((q: unknown) => {
        const id = (q as { db_id?: unknown } | null)?.db_id;
        return typeof id === "string" ? [id] : [];
      })
    : [];
  if (ids.length === 0)
    diagnostics.push(problem(file, "databases-split-file", "no question with a db_id in this file", hint));
  return [...new Set(ids)];
}

function describeFilter(filter: NonNullable<ContaminationSuite["databases"]>): string {
  return Array.isArray(filter)
    ? `a list of ${filter.length} db_ids`
    : `the db_ids of ${basename(filter.splitFile)}`;
}

function problem(file: string, code: string, message: string, hint: string): Diagnostic {
  return makeDiagnostic("error", code, fileStart(file), message, hint);
}

/**
 * One probe per database and per text item of both sets, deterministic from the seed. A database with nothing to
 * mask (only one-column tables) asks nothing: it would cost a request and measure nothing.
 */
export function buildContaminationProbes(loaded: LoadedContamination, seed: string, looks = 1): MaskProbe[] {
  const { suite } = loaded;
  const question = suite.question ? { question: suite.question } : {};
  const lookNumbers = Array.from({ length: looks }, (_, i) => i + 1);
  const probes = SETS.flatMap((set) => [
    ...loaded.sets[set].schemas.flatMap((schema) =>
      lookNumbers.map((look) =>
        buildSqlProbe(schema, { suite: suite.name, set, share: suite.maskShare, seed, look, ...question }),
      ),
    ),
    ...loaded.sets[set].texts.flatMap((item) =>
      buildTextProbes(item, { suite: suite.name, set, seed, ...question }, looks),
    ),
  ]);
  return probes.filter((p) => p.masked.length > 0);
}

/** What the simulator needs to play a model that knows (or not) each set: the hidden names per question. */
export function buildMaskKey(probes: readonly MaskProbe[]): AnswerKey {
  return new Map(
    probes.map((p) => [
      p.question,
      { kind: "mask", set: p.set, answers: p.masked, cluster: p.cluster } satisfies MaskEntry,
    ]),
  );
}

/**
 * One observation per mask of every answered probe. Failed or skipped requests are left out (they say nothing
 * about memorisation; the error-rate check counts them).
 */
export function observeContamination(
  probes: readonly MaskProbe[],
  outcomes: readonly KeptOutcome[],
): MaskObservation[] {
  const byId = new Map(probes.map((p) => [p.id, p]));
  return outcomes.flatMap((outcome) => {
    const probe = byId.get(outcome.request.promptId);
    if (!probe || outcome.status !== "answered") return [];
    return probe.kind === "sql"
      ? observeProbe(probe, outcome.answer.text, outcome.request.trial, parseMaskAnswer, isRestored)
      : observeProbe(
          probe,
          outcome.answer.text,
          outcome.request.trial,
          (text) => [parseWordAnswer(text)],
          isWordRestored,
        );
  });
}
