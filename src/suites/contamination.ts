/**
 * The contamination kind: masked parts of a public benchmark and of fresh items → "restore the masks" →
 * DC-accuracy per set and the contamination delta; a significant delta marks the covered suites' metrics as
 * possibly inflated.
 */

import type { GateConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import {
  type ContaminationReport,
  markPossiblyInflated,
  measureContamination,
} from "../contamination/measure.js";
import {
  buildContaminationProbes,
  buildMaskKey,
  type LoadedContamination,
  loadContaminationSuite,
} from "../contamination/suite.js";
import type { MaskProbe } from "../contamination/types.js";
import type { ExpectedCheck } from "../gate/coverage.js";
import {
  type Decidability,
  differenceDecidability,
  rateDecidability,
  twoSetSd,
} from "../gate/decidability.js";
import type { GatePolicy } from "../gate/policy.js";
import { contaminationSection } from "../report/contamination-md.js";
import { formatQuestionsTable } from "../report/prompts-table.js";
import type { SuiteLooks } from "../sampling/later-looks.js";
import type { SuitePrompt } from "../sampling/suite-prompt.js";
import type { SampledSuites, SuiteKind } from "./kind.js";

/** One short line per masked name ("[MASK_1]: patient_id"), and a little framing. */
const ROOM_PER_MASK_TOKENS = 12;
const ROOM_BASE_TOKENS = 8;
/** A restored name is about two tokens on the simulator ("Anna, Peter"); a line per mask on real models. */
const TYPICAL_TOKENS_PER_MASK = 2;

export const contaminationKind: SuiteKind = {
  kind: "contamination",
  reportSections: (results, { perGroup }) => [
    contaminationSection(results.contamination as ContaminationReport[] | undefined, perGroup),
  ],
  load(config, io) {
    const loaded = config.contamination.map((suite) => loadContaminationSuite(suite, io));
    const items = loaded.reduce(
      (n, c) =>
        n +
        c.sets.reference.schemas.length +
        c.sets.fresh.schemas.length +
        c.sets.reference.texts.length +
        c.sets.fresh.texts.length,
      0,
    );
    return {
      kind: "contamination",
      diagnostics: loaded.flatMap((c) => c.diagnostics),
      summary: loaded.length > 0 ? `${items} contamination items` : undefined,
      sample: (cfg, _log, looks) => sampleContamination(cfg, loaded, looks),
    };
  },
};

function sampleContamination(
  config: GateConfig,
  loaded: readonly LoadedContamination[],
  looks: SuiteLooks = new Map(),
): SampledSuites {
  const probes: MaskProbe[] = loaded.flatMap((c) => {
    const built = buildContaminationProbes(c, config.seed, looks.get(c.suite.name) ?? 1);
    if (built.length === 0)
      throw new ConfigError(
        `contamination suite '${c.suite.name}' has nothing to mask, so its checks would never run`,
        "point reference and fresh at schemas or text items with maskable parts",
        { file: c.suite.reference[0] ?? config.configFile ?? "" },
      );
    return built;
  });
  const prompts: (MaskProbe & SuitePrompt)[] = probes.map((p) => ({
    ...p,
    minOutputTokens: ROOM_BASE_TOKENS + ROOM_PER_MASK_TOKENS * p.masked.length,
    expectedOutputTokens: 1 + TYPICAL_TOKENS_PER_MASK * p.masked.length,
    planRow: p.set,
  }));
  return {
    kind: "contamination",
    scoresItems: false,
    prompts,
    answerKey: () => buildMaskKey(probes),
    expectedChecks: () => expectedContaminationChecks(probes),
    decidability: (policy) => contaminationDecidability(probes, policy),
    records: () => probes,
    table: () => formatQuestionsTable(probes, "contamination"),
    measure(outcomes, { config: cfg, level, references }) {
      const measured = measureContamination(loaded, probes, outcomes, cfg.seed, level, references);
      return {
        items: [],
        metrics: measured.metrics,
        ...(measured.reports.length ? { results: { contamination: measured.reports } } : {}),
        log: measured.unmeasurable.map(
          (name) => `contamination suite ${name}: no answered probe in one of its sets; not measured`,
        ),
        annotate: (metrics, items) => markPossiblyInflated(metrics, measured.reports, items),
      };
    },
  };
}

/** Per suite its delta and its unusable-answer rate. */
function expectedContaminationChecks(probes: readonly MaskProbe[]): ExpectedCheck[] {
  return [...new Set(probes.map((p) => p.suite))].flatMap((suite) => [
    {
      metricId: `contamination-delta:${suite}`,
      kind: "contamination-delta" as const,
      scope: suite,
      suites: [suite],
    },
    { metricId: `unusable-rate:${suite}`, kind: "unusable-rate" as const, scope: suite, suites: [suite] },
  ]);
}

/**
 * Every expected contamination check's power: the delta counts masks in the smaller of the two sets (each set
 * is one independent sample), the unusable rate counts a suite's probes.
 */
function contaminationDecidability(probes: readonly MaskProbe[], policy: GatePolicy): Decidability[] {
  return expectedContaminationChecks(probes).flatMap((check) => {
    const own = probes.filter((p) => p.suite === check.scope);
    if (check.kind === "unusable-rate") {
      const decided = rateDecidability({
        kind: check.kind,
        scope: check.scope,
        policy,
        perUnit: new Map([[check.scope, own.length]]),
        observation: "probes",
      });
      return decided ? [decided] : [];
    }
    const masks = (set: string) => own.filter((p) => p.set === set).reduce((n, p) => n + p.masked.length, 0);
    const decided = differenceDecidability(
      {
        kind: check.kind,
        scope: check.scope,
        policy,
        perUnit: new Map([[check.scope, Math.min(masks("reference"), masks("fresh"))]]),
        observation: "masks per set",
      },
      twoSetSd,
    );
    return decided ? [decided] : [];
  });
}
