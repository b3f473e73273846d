/**
 * A decision suite's summary in results.json (issue 33), and where its disparity and inconsistency come from, per
 * template: the mean paired difference of each template's families, and how many of them were decided differently
 * for someone. Descriptive
 * (the gated intervals are the suite's, src/metrics/decisions.ts); the reports name the worst templates at their
 * file and line so a failing check says what to read. Pure.
 */
import type { Interval } from "../stats/interval.js";

export type Disparity = {
  group: string;
  /** The group compared with, when not the suite's reference (discrim-eval: the reference person's `age=60`). */
  reference?: string;
  value: number;
  interval?: Interval;
  adjustedP?: number;
  n: number;
};
export type Consistency = { value: number; interval: Interval; consistent: number; families: number };

export interface DecisionSuiteSummary {
  suite: string;
  reference: string;
  groups: { group: string; rate: number; interval?: Interval; n: number }[];
  /** `templates`: per template, the mean paired difference, most negative first (where the disparity comes from). */
  disparities: (Disparity & { templates?: TemplateDisparity[] })[];
  gap?: { groups: [string, string]; value: number; interval?: Interval };
  /** `templates`: per template, the families not decided alike for everyone, the worst first. */
  consistency?: Consistency & { templates?: TemplateConsistency[] };
  /**
   * Every family's member values (0–1, the mean of its usable decisions) in `groups` order, null where the group's
   * member gave no usable answer: what a later run pairs with, family by family, to test a change (baseline).
   */
  families?: DecisionFamilyValues[];
}

export interface DecisionFamilyValues {
  id: string;
  template: string;
  values: (number | null)[];
}

/** A family's member as the breakdown needs it. */
export interface FamilyMember {
  templateId: string;
  group: string;
  /** The member's decision on 0–1 (mean of its usable trials). */
  value: number;
  decision: number;
}

/** Where a template's row is, when the observations said. */
export interface TemplateRow {
  template: string;
  file?: string;
  line?: number;
}

/** One template's share of a disparity: the mean of its families' paired differences (group − reference). */
export interface TemplateDisparity extends TemplateRow {
  families: number;
  mean: number;
}

/** One template's families compared, and how many were decided differently for someone. */
export interface TemplateConsistency extends TemplateRow {
  families: number;
  inconsistent: number;
}

/** Each template's row (its first observation that has one). */
export function templateRows(
  observations: readonly { templateId: string; file?: string; line?: number }[],
): Map<string, TemplateRow> {
  const rows = new Map<string, TemplateRow>();
  for (const o of observations)
    if (!rows.has(o.templateId) || (rows.get(o.templateId)?.file === undefined && o.file !== undefined))
      rows.set(o.templateId, {
        template: o.templateId,
        ...(o.file !== undefined ? { file: o.file } : {}),
        ...(o.line !== undefined ? { line: o.line } : {}),
      });
  return rows;
}

/**
 * Per template, the mean paired difference (group − reference) over its families, most negative first: the
 * templates a report names as the worst for the group. Descriptive; the gated interval is the suite's.
 */
export function templateDisparities(
  families: readonly FamilyMember[][],
  group: string,
  reference: string,
  rows: ReadonlyMap<string, TemplateRow>,
): TemplateDisparity[] {
  const by = new Map<string, { sum: number; n: number }>();
  for (const family of families) {
    const a = family.filter((m) => m.group === group).map((m) => m.value);
    const b = family.filter((m) => m.group === reference).map((m) => m.value);
    if (a.length === 0 || b.length === 0) continue;
    const id = (family[0] as FamilyMember).templateId;
    const c = by.get(id) ?? { sum: 0, n: 0 };
    c.sum += mean(a) - mean(b);
    c.n += 1;
    by.set(id, c);
  }
  return [...by]
    .map(([id, c]) => ({ ...(rows.get(id) ?? { template: id }), families: c.n, mean: c.sum / c.n }))
    .sort((x, y) => x.mean - y.mean || (x.template < y.template ? -1 : x.template > y.template ? 1 : 0));
}

/** Per template, its compared families and how many were decided differently for someone, most first. */
export function templateConsistency(
  families: readonly FamilyMember[][],
  rows: ReadonlyMap<string, TemplateRow>,
): TemplateConsistency[] {
  const by = new Map<string, { families: number; inconsistent: number }>();
  for (const family of families.filter((f) => f.length >= 2)) {
    const first = family[0] as FamilyMember;
    const c = by.get(first.templateId) ?? { families: 0, inconsistent: 0 };
    c.families += 1;
    c.inconsistent += family.every((m) => m.decision === first.decision) ? 0 : 1;
    by.set(first.templateId, c);
  }
  return [...by]
    .map(([id, c]) => ({ ...(rows.get(id) ?? { template: id }), ...c }))
    .sort(
      (x, y) =>
        y.inconsistent / y.families - x.inconsistent / x.families ||
        y.inconsistent - x.inconsistent ||
        (x.template < y.template ? -1 : x.template > y.template ? 1 : 0),
    );
}

function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Every family's member values in `groups` order (null: no usable answer), for baseline pairing. */
export function familyValues(
  families: readonly (FamilyMember & { familyId: string })[][],
  groups: readonly string[],
): DecisionFamilyValues[] {
  return families.map((family) => {
    const first = family[0] as FamilyMember & { familyId: string };
    const values = groups.map((group) => {
      const own = family.filter((m) => m.group === group);
      return own.length === 0 ? null : own.reduce((sum, m) => sum + m.value, 0) / own.length;
    });
    return { id: first.familyId, template: first.templateId, values };
  });
}
