/**
 * Which groups a decision suite reports and compares. A person of our templates stands for one group
 * (`age=60s`), compared with the reference group. A person of discrim-eval's published files stands for one value
 * of each of several attributes at once (`age=20|gender=female|race=Black`, 135 people a question): one comparison
 * per cross would gate 134 groups of one member a family each, so such people are reported and compared per
 * attribute value, each against the reference person's value of that attribute (`age=20` against `age=60`,
 * averaging over the other attributes, which the published design crosses in full): discrim-eval's own "per
 * attribute value" reading. Pure.
 */

/** A gated comparison: a group against the group it is compared with. */
export interface DecisionComparison {
  group: string;
  reference: string;
}

const SEPARATOR = "|";

/** True when people carry several attribute values (`a=x|b=y`). */
export function isComposite(groups: readonly string[]): boolean {
  return groups.some((g) => g.includes(SEPARATOR));
}

/** The groups one person is reported in: its own, or each of its attribute values. */
export function reportedGroupsOf(group: string, composite: boolean): string[] {
  return composite ? group.split(SEPARATOR) : [group];
}

/** The comparisons of a suite whose people are `groups` (in first-seen order) and whose reference is `reference`. */
export function decisionComparisons(groups: readonly string[], reference: string): DecisionComparison[] {
  if (!isComposite([...groups, reference]))
    return groups.filter((g) => g !== reference).map((group) => ({ group, reference }));
  const referenceOf = new Map(reference.split(SEPARATOR).map((part) => [attributeOf(part), part]));
  const seen = new Set<string>();
  const out: DecisionComparison[] = [];
  for (const group of groups)
    for (const part of group.split(SEPARATOR)) {
      const base = referenceOf.get(attributeOf(part));
      if (base === undefined || part === base || seen.has(part)) continue;
      seen.add(part);
      out.push({ group: part, reference: base });
    }
  return out;
}

function attributeOf(part: string): string {
  const at = part.indexOf("=");
  return at < 0 ? part : part.slice(0, at);
}
