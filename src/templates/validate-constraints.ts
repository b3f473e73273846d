import { type Diagnostic, makeDiagnostic } from "../config/diagnostic.js";
import { type FilledValue, satisfiesConstraints } from "./constraints.js";
import type { Constraint, Domain, Domains, SlotRef, Template } from "./types.js";

/** Search budget for `no-valid-filling`: exhaustive below it, a bounded deterministic scan above. */
export const FILLING_SEARCH_BUDGET = 2_000_000;

/** The domain filling slot `k` (1-based), when the param names a known domain. */
function domainOf(t: Template, slot: number, domains: Domains): Domain | undefined {
  const name = t.params[slot - 1];
  return name === undefined ? undefined : domains.get(name);
}

function refText(ref: Pick<SlotRef, "slot" | "field">): string {
  return ref.field === "class" ? `#${ref.slot}_class` : `#${ref.slot}`;
}

/** True when some `neq` keeps slots `a` and `b` apart, on name or class, in either order. */
function keptApart(t: Template, a: number, b: number): boolean {
  return t.constraints.some(
    (c) =>
      c.fn === "neq" &&
      ((c.left.slot === a && c.right.slot === b) || (c.left.slot === b && c.right.slot === a)),
  );
}

/** Pairs of slots (i < j) filled from the same domain; the ones a prompt can fill with one group twice. */
function sameDomainPairs(t: Template): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 1; i <= t.params.length; i += 1) {
    for (let j = i + 1; j <= t.params.length; j += 1) {
      if (t.params[i - 1] !== undefined && t.params[i - 1] === t.params[j - 1]) pairs.push([i, j]);
    }
  }
  return pairs;
}

/**
 * Warns about a constraint between slots of different domains whose compared values (names or
 * classes) never coincide: it can never filter anything, so it is almost surely a typo for a
 * same-domain constraint, which the hint suggests.
 */
export function checkCrossDomain(t: Template, domains: Domains): Diagnostic[] {
  return t.constraints.flatMap((c) => {
    const a = domainOf(t, c.left.slot, domains);
    const b = domainOf(t, c.right.slot, domains);
    if (!a || !b || a.name === b.name || a.values.length === 0 || b.values.length === 0) return [];
    const left = new Set(a.values.map((v) => v[c.left.field]));
    if (b.values.some((v) => left.has(v[c.right.field]))) return [];
    return [
      makeDiagnostic(
        "warning",
        "cross-domain-constraint",
        c.position,
        `'${c.source}' compares #${c.left.slot} ('${a.name}') with #${c.right.slot} ('${b.name}'), whose values never match, so it can never filter anything`,
        suggestConstraint(t, c),
      ),
    ];
  });
}

function suggestConstraint(t: Template, c: Constraint): string {
  const candidates = sameDomainPairs(t).filter(([i, j]) => !keptApart(t, i, j));
  const best =
    candidates.find(([i, j]) => [i, j].includes(c.left.slot) || [i, j].includes(c.right.slot)) ??
    candidates[0];
  if (!best) return `remove '${c.source}' or compare two slots of the same domain`;
  const field = c.left.field === c.right.field ? c.left.field : "name";
  const fix = `${c.fn}(${refText({ slot: best[0], field })}, ${refText({ slot: best[1], field })})`;
  return `did you mean ${fix}?`;
}

/** Warns when two slots share a domain and no `neq` keeps them apart: a group may be compared with itself. */
export function checkSelfComparison(t: Template): Diagnostic[] {
  return sameDomainPairs(t)
    .filter(([i, j]) => !keptApart(t, i, j))
    .map(([i, j]) =>
      makeDiagnostic(
        "warning",
        "self-comparison",
        t.cells[`param_${j}`] ?? t.position,
        `#${i} and #${j} both come from '${t.params[i - 1]}' and no constraint keeps them apart, so a filled prompt can compare a group with itself`,
        `add neq(#${i}, #${j}) to the constraints (or neq(#${i}_class, #${j}_class) to keep classes apart)`,
      ),
    );
}

/**
 * Errors when the constraints reject every combination of the constrained slots' values. A
 * depth-first search with pruning; exact within `FILLING_SEARCH_BUDGET` steps, otherwise a warning
 * that none was found in the part scanned. Skipped when a slot's domain is unknown or empty (those
 * have their own diagnostics).
 */
export function checkSatisfiable(
  t: Template,
  domains: Domains,
  budget = FILLING_SEARCH_BUDGET,
): Diagnostic[] {
  const usable = t.constraints.filter((c) => t.params[c.left.slot - 1] && t.params[c.right.slot - 1]);
  if (usable.length === 0) return [];
  const slots = [...new Set(usable.flatMap((c) => [c.left.slot, c.right.slot]))].sort((a, b) => a - b);
  const lists = slots.map((s) => domainOf(t, s, domains)?.values ?? []);
  if (lists.some((l) => l.length === 0)) return [];
  const outcome = searchFilling(usable, slots, lists, budget);
  if (outcome === "found") return [];
  const at = t.cells["constraints"] ?? t.position;
  const hint = "loosen the constraints: each neq needs two distinct values, each eq a shared one";
  return outcome === "none"
    ? [
        makeDiagnostic(
          "error",
          "no-valid-filling",
          at,
          `no filling of ${slotList(slots)} satisfies the constraints, so '${t.id}' expands to nothing`,
          hint,
        ),
      ]
    : [
        makeDiagnostic(
          "warning",
          "no-valid-filling",
          at,
          `no filling of ${slotList(slots)} satisfying the constraints was found in ${budget} search steps`,
          hint,
        ),
      ];
}

function slotList(slots: number[]): string {
  return slots.map((s) => `#${s}`).join(", ");
}

function searchFilling(
  constraints: Constraint[],
  slots: number[],
  lists: { name: string; class: string }[][],
  budget: number,
): "found" | "none" | "gave-up" {
  const values: (FilledValue | undefined)[] = [];
  let steps = 0;
  // Constraints are checked as soon as both their slots are filled; unfilled slots count as holding.
  const visit = (depth: number): "found" | "none" | "gave-up" => {
    if (depth === slots.length) return "found";
    const slot = slots[depth]!;
    for (const v of lists[depth]!) {
      steps += 1;
      if (steps > budget) return "gave-up";
      values[slot - 1] = v;
      if (!satisfiesConstraints(constraints, values)) continue;
      const outcome = visit(depth + 1);
      if (outcome !== "none") return outcome;
    }
    values[slot - 1] = undefined;
    return "none";
  };
  return visit(0);
}
