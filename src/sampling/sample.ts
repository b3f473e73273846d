/**
 * Seeded sampling of prompts from templates, without materializing the product of their domains.
 *
 * Per template, n distinct fillings are drawn uniformly from the fillings that satisfy its constraints
 * (and its negated twin's). Each statement template draws from its own RNG stream, keyed by the seed and
 * its id, so adding, removing or reordering other templates never changes its sample.
 */
import { MAX_PER_TEMPLATE } from "../config/limits.js";
import { createRng, type Rng } from "../stats/rng.js";
import type { DomainValue, Filling, Polarity, Prompt, Template, TemplateSet } from "../templates/types.js";
import { laterLookIndices } from "./later-looks.js";
import { SamplingLimitError } from "./sampling-error.js";
import {
  type ConstraintSets,
  createSpace,
  digitsAt,
  type FillingSpace,
  forEachValidIndex,
  isValidAt,
  renderStatement,
  tabledFillings,
  type ValidityTables,
} from "./space.js";

/** How many prompts to draw, and from which seed. */
export interface SampleOptions {
  /** Distinct fillings per template (integer ≥ 0); a template with fewer valid fillings gives all of them. */
  perTemplate?: number;
  /** Take every valid filling, in APES's expansion order; overrides `perTemplate`. */
  exhaustive?: boolean;
  seed: string | number;
  /** Looks of a sequential run so far (default 1): each later one adds `perTemplate` unused fillings. */
  looks?: number;
}

/**
 * Tuning of the index selection. Counts are fillings (indices) or RNG draws.
 * - `enumerateUpTo`: spaces this small are walked in full (reservoir sampling), never rejection-sampled.
 * - `rejectionDrawsPerPrompt` / `minRejectionDraws`: the rejection sampler gives up after
 *   max(min, perPrompt × n) draws; with a valid share p and n ≪ valid count it needs about n / p draws,
 *   so it gives up only when under ~1.5% of the space is valid (or n is close to the valid count).
 * - `enumerationLimit`: after giving up, spaces up to this size are walked in full instead; larger ones
 *   throw, since neither method would finish in reasonable time.
 * - `maxPerTemplate`: asking more fillings than this of a larger space throws: the prompts alone would not
 *   fit in memory (and no endpoint budget would answer them).
 */
export const SAMPLING_LIMITS = {
  enumerateUpTo: 2_000_000,
  rejectionDrawsPerPrompt: 64,
  minRejectionDraws: 1_000_000,
  enumerationLimit: 50_000_000,
  maxPerTemplate: MAX_PER_TEMPLATE,
} as const;

interface Selection {
  space: FillingSpace;
  /** Chosen filling indices, ascending. */
  indices: number[];
}

/** A sample whose fillings are chosen (and every limit checked) but whose prompts are built only when iterated. */
export interface DrawnSample {
  /** Prompts per template id, in template order. */
  counts: ReadonlyMap<string, number>;
  /** The prompts in output order, built one at a time: memory stays O(chosen indices) whatever the count. */
  prompts(): Generator<Prompt>;
}

/**
 * Samples prompts from `set`. Output order: templates in input order; within a template, fillings by
 * index (APES's expansion order). A negated twin gets exactly its statement's fillings and `pairId`s,
 * placed at the negation template's position. Throws on invalid options and unknown domains; throws
 * SamplingLimitError on spaces above 2^53 fillings, `exhaustive` over more than
 * `SAMPLING_LIMITS.enumerationLimit` fillings, or a constrained space too sparse to sample (see `SAMPLING_LIMITS`).
 */
export function samplePrompts(
  set: Pick<TemplateSet, "templates" | "domains" | "pairs">,
  options: SampleOptions,
): Prompt[] {
  return Array.from(drawSample(set, options).prompts());
}

/**
 * `samplePrompts` as a stream: chooses every template's fillings now (so every error is thrown before the first
 * prompt), and builds the prompts, in the same order and with the same ids, only as they are iterated.
 */
export function drawSample(
  set: Pick<TemplateSet, "templates" | "domains" | "pairs">,
  options: SampleOptions,
): DrawnSample {
  const want = resolveCount(options);
  const negationOf = new Map(set.pairs.map((p) => [p.statement.id, p.negation]));
  const statementOf = new Map(set.pairs.map((p) => [p.negation.id, p.statement]));
  const selections = new Map<string, Selection>();
  const tables: ValidityTables = new Map();
  const select = (statement: Template): Selection => {
    let selection = selections.get(statement.id);
    if (!selection) {
      selection = selectFillings(set, statement, negationOf.get(statement.id), want, options, tables);
      selections.set(statement.id, selection);
    }
    return selection;
  };
  const parts = set.templates.map((template) => {
    const statement = statementOf.get(template.id);
    if (statement)
      return { template, selection: select(statement), polarity: "negation" as const, pair: statement.id };
    const pair = negationOf.has(template.id) ? template.id : undefined;
    return { template, selection: select(template), polarity: "statement" as const, pair };
  });
  return {
    counts: new Map(parts.map((p) => [p.template.id, p.selection.indices.length])),
    *prompts() {
      for (const p of parts) yield* buildPrompts(p.template, p.selection, p.polarity, p.pair);
    },
  };
}

function resolveCount(options: SampleOptions): number | "all" {
  if (options.exhaustive) return "all";
  const n = options.perTemplate;
  if (n === undefined)
    throw new RangeError("samplePrompts: pass perTemplate (prompts per template) or exhaustive");
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`samplePrompts: perTemplate must be an integer ≥ 0, got ${n}`);
  }
  return n;
}

function selectFillings(
  set: Pick<TemplateSet, "domains">,
  statement: Template,
  negation: Template | undefined,
  want: number | "all",
  options: Pick<SampleOptions, "seed" | "looks">,
  tables: ValidityTables,
): Selection {
  const space = createSpace(statement, set.domains);
  if (negation) assertSameSlots(statement, negation);
  const sets: ConstraintSets = negation
    ? [statement.constraints, negation.constraints]
    : [statement.constraints];
  const { seed, looks = 1 } = options;
  const indices = chooseIndices(space, sets, want, createRng(seed, `template:${statement.id}`), tables);
  if (want === "all" || looks <= 1) return { space, indices };
  const later = laterLookIndices(space, sets, indices, {
    perLook: want,
    looks,
    rngOf: (look) => createRng(seed, `template:${statement.id}:look:${look}`),
  });
  return { space, indices: [...indices, ...later].sort((x, y) => x - y) };
}

function assertSameSlots(statement: Template, negation: Template): void {
  const a = statement.params;
  const b = negation.params;
  const same = a.length === b.length && a.every((d, i) => d === b[i]);
  if (!same) {
    throw new Error(
      `twin templates ${statement.id} and ${negation.id} fill different slots or domains ` +
        `(${JSON.stringify(a)} vs ${JSON.stringify(b)}); a negated twin must use the same params`,
    );
  }
}

/**
 * Chooses `want` distinct valid indices uniformly at random (or all valid ones), ascending.
 * Small or dense-relative-to-`want` spaces are walked once with reservoir sampling (Algorithm R),
 * large ones rejection-sampled; see `SAMPLING_LIMITS` for the fallbacks. `tables` lets the templates of one
 * sampling share validity tables (see `ValidityTables`); the draws are the same with or without it.
 */
export function chooseIndices(
  space: FillingSpace,
  sets: ConstraintSets,
  want: number | "all",
  rng: Rng,
  tables?: ValidityTables,
): number[] {
  if (want === "all") {
    assertEnumerable(space, "exhaustive", "exhaustive sampling");
    const all: number[] = [];
    forEachValidIndex(space, sets, (index) => all.push(index));
    return all;
  }
  if (want === 0 || space.size === 0) return [];
  if (want > SAMPLING_LIMITS.maxPerTemplate && space.size > SAMPLING_LIMITS.maxPerTemplate) {
    throw new SamplingLimitError(
      `template ${space.templateId}: sampling ${want} fillings is more than the limit of ${SAMPLING_LIMITS.maxPerTemplate}`,
      "too-many",
      space.templateId,
      space.size,
    );
  }
  // When n is a sizeable share of the space, one full walk costs no more than the output itself.
  if (space.size <= SAMPLING_LIMITS.enumerateUpTo || want * 4 >= space.size) {
    return reservoirSample(space, sets, want, rng, tables);
  }
  const drawn = rejectionSample(space, sets, want, rng);
  if (drawn) return drawn;
  assertEnumerable(
    space,
    "sparse",
    `sampling ${want} fillings (under ~1.5% of the space satisfies the constraints)`,
  );
  return reservoirSample(space, sets, want, rng, tables);
}

function assertEnumerable(space: FillingSpace, limit: "exhaustive" | "sparse", what: string): void {
  if (space.size > SAMPLING_LIMITS.enumerationLimit) {
    throw new SamplingLimitError(
      `template ${space.templateId}: ${what} would walk all ${space.size} fillings, more than the limit of ` +
        `${SAMPLING_LIMITS.enumerationLimit}`,
      limit,
      space.templateId,
      space.size,
    );
  }
}

/**
 * Algorithm R: a uniform `want`-subset of the valid indices in one walk, memory O(want). Where a validity table
 * counts the valid fillings up front, the draws come first (the same draws, in a tight loop) and the walk only
 * picks the chosen ordinals; otherwise each valid filling draws as the walk reaches it.
 */
function reservoirSample(
  space: FillingSpace,
  sets: ConstraintSets,
  want: number,
  rng: Rng,
  tables?: ValidityTables,
): number[] {
  const tabled = tabledFillings(space, sets, tables);
  if (tabled) return tabled.atOrdinals(rng.reservoirOrdinals(want, tabled.count).sort((x, y) => x - y));
  const reservoir: number[] = [];
  let seen = 0;
  forEachValidIndex(space, sets, (index) => {
    if (seen < want) {
      reservoir.push(index);
    } else {
      const j = rng.nextBelow(seen + 1);
      if (j < want) reservoir[j] = index;
    }
    seen++;
  });
  return reservoir.sort((x, y) => x - y);
}

/**
 * Draws uniform indices, keeping new valid ones: each kept index is uniform over the valid indices not
 * yet kept, so the result is a uniform `want`-subset. Returns undefined when the draw budget runs out.
 */
function rejectionSample(
  space: FillingSpace,
  sets: ConstraintSets,
  want: number,
  rng: Rng,
): number[] | undefined {
  const budget = Math.max(SAMPLING_LIMITS.minRejectionDraws, SAMPLING_LIMITS.rejectionDrawsPerPrompt * want);
  const kept = new Set<number>();
  for (let draws = 0; kept.size < want; draws++) {
    if (draws >= budget) return undefined;
    const index = rng.nextBelow(space.size);
    if (!kept.has(index) && isValidAt(space, index, sets)) kept.add(index);
  }
  return [...kept].sort((x, y) => x - y);
}

function* buildPrompts(
  template: Template,
  selection: Selection,
  polarity: Polarity,
  pairTemplateId: string | undefined,
): Generator<Prompt> {
  const ranks = duplicateRanks(selection.space);
  const shared = sharedFillings(selection.space);
  for (const index of selection.indices) {
    const fillings = shared(index);
    const key = fillings.map((f) => f.name).join("|") + disambiguation(selection.space, ranks, index);
    const prompt: Prompt = {
      // Joined, not a template literal: a literal is a chain of string pieces that the whole run holds per prompt.
      id: [template.id, key].join(":"),
      templateId: template.id,
      group: template.group,
      polarity,
      fillings,
      statement: renderStatement(template.text, fillings),
      label: template.label,
      file: template.position.file,
      line: template.position.line,
    };
    // Set, not spread: a spread per prompt makes V8 pretenure these objects, and old space then grows by
    // hundreds of MiB of garbage on a large sample before a full collection.
    if (pairTemplateId !== undefined) prompt.pairId = [pairTemplateId, key].join(":");
    yield prompt;
  }
}

/**
 * `fillingAt`, but each slot's value object is made once and shared by every prompt that uses it: a large sample
 * holds one Filling per domain value rather than one per prompt and slot.
 */
function sharedFillings(space: FillingSpace): (index: number) => Filling[] {
  const made = space.slots.map(() => new Map<number, Filling>());
  return (index) =>
    digitsAt(space, index).map((digit, i) => {
      let filling = made[i]?.get(digit);
      if (!filling) {
        const slot = space.slots[i] as FillingSpace["slots"][number];
        const value = slot.domain.values[digit] as DomainValue;
        filling = { slot: slot.slot, domain: slot.domain.name, name: value.name, class: value.class };
        made[i]?.set(digit, filling);
      }
      return filling;
    });
}

/** Per used slot and domain position: how many earlier values of the domain share the name, and how many in all. */
interface DuplicateRanks {
  rank: number[][];
  count: number[][];
}

function duplicateRanks(space: FillingSpace): DuplicateRanks {
  const rank: number[][] = [];
  const count: number[][] = [];
  for (const { domain } of space.slots) {
    const totals = new Map<string, number>();
    const seen = new Map<string, number>();
    for (const v of domain.values) totals.set(v.name, (totals.get(v.name) ?? 0) + 1);
    rank.push(
      domain.values.map((v) => {
        const r = seen.get(v.name) ?? 0;
        seen.set(v.name, r + 1);
        return r;
      }),
    );
    count.push(domain.values.map((v) => totals.get(v.name) ?? 1));
  }
  return { rank, count };
}

/**
 * `""` for the first filling with these names, `~2`, `~3`, … for the others. The number comes from the
 * filling itself (the mixed-radix rank of each value among its domain's equally named values), not from
 * the sample, so a prompt keeps its id whichever other prompts are drawn; in an unconstrained exhaustive
 * expansion the suffixes run ~2, ~3, … in output order.
 */
function disambiguation(space: FillingSpace, ranks: DuplicateRanks, index: number): string {
  let position = 0;
  // Horner's rule, slot #1 most significant, like the filling index itself.
  digitsAt(space, index).forEach((digit, i) => {
    position = position * (ranks.count[i]?.[digit] ?? 1) + (ranks.rank[i]?.[digit] ?? 0);
  });
  return position > 0 ? `~${position + 1}` : "";
}
