/**
 * The filling space of a template: every way to fill its used slots with values of their domains,
 * indexed 0..size-1 in mixed radix. Slot #1 is the most significant digit and the last used slot the
 * least significant, values in domain-file order; this is APES's expansion order (nested loops, #1
 * outermost), so walking indices upward reproduces its published expansion exactly.
 */
import { satisfiesConstraints } from "../templates/constraints.js";
import type { Constraint, Domain, Domains, DomainValue, Filling, Template } from "../templates/types.js";
import { SamplingLimitError } from "./sampling-error.js";

/** One used slot of a template and the domain that fills it. */
export interface SpaceSlot {
  /** 1-based slot number (`#slot`). */
  slot: number;
  domain: Domain;
}

/** The filling space of one template. Plain data; build it with `createSpace`. */
export interface FillingSpace {
  templateId: string;
  /** Used slots in slot order; unused slots (empty params) are skipped. */
  slots: readonly SpaceSlot[];
  /** Number of fillings (product of the used domains' sizes); an exact integer ≤ MAX_SAFE_INTEGER. */
  size: number;
  /** One past the highest used slot number: the length of the sparse value arrays. */
  width: number;
}

/** The constraint lists a filling must satisfy, e.g. a statement's and its negated twin's. */
export type ConstraintSets = readonly (readonly Pick<Constraint, "fn" | "left" | "right">[])[];

/**
 * Builds the filling space of `template` over `domains`.
 * Throws when a param names a missing domain or the product exceeds Number.MAX_SAFE_INTEGER.
 */
export function createSpace(template: Pick<Template, "id" | "params">, domains: Domains): FillingSpace {
  const slots: SpaceSlot[] = [];
  let size = 1;
  template.params.forEach((name, i) => {
    if (name === undefined) return;
    const domain = domains.get(name);
    if (!domain) {
      throw new Error(`template ${template.id}: slot #${i + 1} uses unknown domain "${name}"`);
    }
    slots.push({ slot: i + 1, domain });
    // Rounding is monotone, so a true product above the limit never rounds back below it.
    size *= domain.values.length;
  });
  if (size > Number.MAX_SAFE_INTEGER) {
    throw new SamplingLimitError(
      `template ${template.id}: its ${slots.length} slots have ${size.toExponential(3)} fillings, ` +
        `more than ${Number.MAX_SAFE_INTEGER} (2^53 - 1) can be indexed exactly; split the template or its domains`,
      "unindexable",
      template.id,
      size,
    );
  }
  const width = slots.length === 0 ? 0 : (slots[slots.length - 1] as SpaceSlot).slot;
  return { templateId: template.id, slots, size, width };
}

/**
 * The domain value positions of filling `index`, one per used slot (in `space.slots` order).
 * `index` must be an integer in [0, space.size).
 */
export function digitsAt(space: FillingSpace, index: number): number[] {
  if (!Number.isInteger(index) || index < 0 || index >= space.size) {
    throw new RangeError(`filling index ${index} is outside [0, ${space.size}) for ${space.templateId}`);
  }
  const digits = new Array<number>(space.slots.length);
  let rest = index;
  for (let i = space.slots.length - 1; i >= 0; i--) {
    const radix = (space.slots[i] as SpaceSlot).domain.values.length;
    const digit = rest % radix;
    digits[i] = digit;
    // Exact: rest - digit is a multiple of radix and both stay below 2^53.
    rest = (rest - digit) / radix;
  }
  return digits;
}

/** Sparse values by slot (`values[k - 1]` fills `#k`), the shape `satisfiesConstraints` reads. */
export function valuesAt(space: FillingSpace, index: number): (DomainValue | undefined)[] {
  return valuesOfDigits(space, digitsAt(space, index));
}

/** The filling at `index`, one entry per used slot in slot order. */
export function fillingAt(space: FillingSpace, index: number): Filling[] {
  const digits = digitsAt(space, index);
  return space.slots.map((s, i) => {
    const value = s.domain.values[digits[i] as number] as DomainValue;
    return { slot: s.slot, domain: s.domain.name, name: value.name, class: value.class };
  });
}

/** True when filling `index` satisfies every constraint in every set. */
export function isValidAt(space: FillingSpace, index: number, sets: ConstraintSets): boolean {
  return isValidValues(valuesAt(space, index), sets);
}

/** True when the sparse `values` satisfy every constraint in every set. */
export function isValidValues(values: readonly (DomainValue | undefined)[], sets: ConstraintSets): boolean {
  for (const constraints of sets) {
    if (!satisfiesConstraints(constraints, values)) return false;
  }
  return true;
}

/**
 * Calls `visit` with every valid index in increasing order, walking the space as an odometer
 * (no per-index division). Time is O(size × constraints); memory is O(slots), or O(table) when the
 * constraints read only some of the slots (see `validityTable`).
 */
export function forEachValidIndex(
  space: FillingSpace,
  sets: ConstraintSets,
  visit: (index: number) => void,
): void {
  if (space.size === 0) return;
  const table = validityTable(space, sets);
  if (table) {
    walkWithTable(space, table, (index) => {
      visit(index);
      return true;
    });
    return;
  }
  const count = space.slots.length;
  const digits = new Array<number>(count).fill(0);
  const values = valuesOfDigits(space, digits);
  for (let index = 0; index < space.size; index++) {
    if (isValidValues(values, sets)) visit(index);
    // Increment the least significant digit, carrying toward slot #1.
    for (let i = count - 1; i >= 0; i--) {
      const slot = space.slots[i] as SpaceSlot;
      const next = (digits[i] as number) + 1;
      const wrapped = next === slot.domain.values.length;
      digits[i] = wrapped ? 0 : next;
      values[slot.slot - 1] = slot.domain.values[wrapped ? 0 : next];
      if (!wrapped) break;
    }
  }
}

/** The valid fillings of a space whose validity a table decides: how many, and which at given ordinals. */
export interface TabledFillings {
  /** How many fillings satisfy the constraints: the table's valid entries times the fillings each stands for. */
  readonly count: number;
  /** The indices of the valid fillings at these ordinals (0-based, ascending), in one walk that stops at the last. */
  atOrdinals(ordinals: readonly number[]): number[];
}

/**
 * The space's valid fillings through its validity table, or undefined when no table is worth building (then
 * only `forEachValidIndex`'s walk tells them). With a table the count costs nothing, so a sampler can draw
 * ordinals first and walk once to the last it needs.
 */
export function tabledFillings(
  space: FillingSpace,
  sets: ConstraintSets,
  tables?: ValidityTables,
): TabledFillings | undefined {
  if (space.size === 0) return undefined;
  const table = tables ? sharedValidityTable(space, sets, tables) : validityTable(space, sets);
  if (!table) return undefined;
  const { valid, stride } = table;
  let validEntries = 0;
  for (let t = 0; t < valid.length; t++) validEntries += valid[t] as number;
  const inner = (space.slots.at(-1) as SpaceSlot).domain.values.length;
  const innerStride = stride.at(-1) as number;
  // Valid fillings in a block (the last slot's values) depend only on where the block starts in the table. When
  // the constraints read the last slot it is the table's last digit (stride 1), so blocks start at multiples of
  // `inner`; when they do not, a block is all valid or all not.
  const blockCounts = innerStride === 0 ? undefined : new Int32Array(valid.length / inner).fill(-1);
  const blockCount = (t: number): number => {
    if (!blockCounts) return valid[t] === 1 ? inner : 0;
    let count = blockCounts[t / inner] as number;
    if (count < 0) {
      count = 0;
      for (let at = t; at < t + inner; at++) count += valid[at] as number;
      blockCounts[t / inner] = count;
    }
    return count;
  };
  return {
    count: validEntries * (space.size / valid.length),
    atOrdinals(ordinals) {
      const picked: number[] = [];
      let seen = 0;
      // Whole blocks before the next ordinal are skipped by their count; only blocks holding one are scanned.
      forEachBlock(space, table, (base, t) => {
        const next = ordinals[picked.length];
        if (next === undefined) return false;
        const count = blockCount(t);
        if (seen + count <= next) {
          seen += count;
          return true;
        }
        for (let d = 0, at = t; d < inner; d++, at += innerStride) {
          if (valid[at] === 1 && seen++ === ordinals[picked.length]) picked.push(base + d);
        }
        return true;
      });
      return picked;
    },
  };
}

/**
 * Validity tables already built, for templates that share them: the same domains in the slots their constraints
 * read, and the same constraints (twenty templates over one pair of domains build one table). Plain data keyed
 * by domain identity, so one sampling's tables never answer for another's domains.
 */
export type ValidityTables = Map<string, ValidityTable | undefined>;

const domainIds = new WeakMap<Domain, number>();
let domainsSeen = 0;

function sharedValidityTable(space: FillingSpace, sets: ConstraintSets, tables: ValidityTables) {
  const domainId = (domain: Domain) => {
    let id = domainIds.get(domain);
    if (id === undefined) {
      id = domainsSeen++;
      domainIds.set(domain, id);
    }
    return id;
  };
  const slots = space.slots.map((s) => `${s.slot}:${domainId(s.domain)}`).join(",");
  const rules = sets.map((set) =>
    set.map((c) => JSON.stringify([c.fn, c.left.slot, c.left.field, c.right.slot, c.right.field])),
  );
  const key = `${space.size}|${slots}|${JSON.stringify(rules)}`;
  if (!tables.has(key)) tables.set(key, validityTable(space, sets));
  return tables.get(key);
}

/** A table this many times smaller than the space (and at most MAX_TABLE entries) is worth building. */
const TABLE_GAIN = 8;
const MAX_TABLE = 1 << 22;

interface ValidityTable {
  /** 1 where the constraints hold, indexed by the digits of the slots they read (mixed radix). */
  valid: Uint8Array;
  /** Per slot (in `space.slots` order): its weight in the table's index; 0 for a slot no constraint reads. */
  stride: number[];
}

/**
 * Validity depends only on the slots the constraints read: `neq(#1_class, #3_class)` over three 60-value
 * domains is decided by 3,600 pairs, not 216,000 fillings. Evaluating each pair once and looking the rest up
 * makes walking a mid-size space (sampled by a full walk) several times faster, with the same result.
 */
function validityTable(space: FillingSpace, sets: ConstraintSets): ValidityTable | undefined {
  const read = new Set(
    sets.flatMap((constraints) => constraints.flatMap((c) => [c.left.slot, c.right.slot])),
  );
  const stride = space.slots.map(() => 0);
  let size = 1;
  for (let i = space.slots.length - 1; i >= 0; i--) {
    const slot = space.slots[i] as SpaceSlot;
    if (!read.has(slot.slot)) continue;
    stride[i] = size;
    size *= slot.domain.values.length;
  }
  if (size * TABLE_GAIN > space.size || size > MAX_TABLE) return undefined;
  const valid = new Uint8Array(size);
  const values = new Array<DomainValue | undefined>(space.width).fill(undefined);
  for (let t = 0; t < size; t++) {
    space.slots.forEach((slot, i) => {
      const weight = stride[i] as number;
      if (weight === 0) return;
      values[slot.slot - 1] = slot.domain.values[Math.floor(t / weight) % slot.domain.values.length];
    });
    valid[t] = isValidValues(values, sets) ? 1 : 0;
  }
  return { valid, stride };
}

/**
 * `forEachValidIndex` with the table: a tight loop over each block's last-slot values. A visit that returns
 * false ends the walk.
 */
function walkWithTable(
  space: FillingSpace,
  table: ValidityTable,
  visit: (index: number) => boolean | undefined,
): void {
  const { valid, stride } = table;
  const inner = (space.slots.at(-1) as SpaceSlot).domain.values.length;
  const innerStride = stride.at(-1) as number;
  forEachBlock(space, table, (base, t) => {
    for (let d = 0, at = t; d < inner; d++, at += innerStride) {
      if (valid[at] === 1 && visit(base + d) === false) return false;
    }
    return true;
  });
}

/**
 * The space in blocks, one per combination of every slot but the last (the last slot's values, in index order):
 * an odometer that keeps the table index `t` of each block's first filling in step with the digits. A block
 * visit that returns false ends the walk.
 */
function forEachBlock(
  space: FillingSpace,
  table: ValidityTable,
  visitBlock: (base: number, t: number) => boolean,
): void {
  const { stride } = table;
  const radix = space.slots.map((slot) => slot.domain.values.length);
  const last = radix.length - 1;
  const inner = radix[last] as number;
  const digits = radix.map(() => 0);
  let t = 0;
  for (let base = 0; base < space.size; base += inner) {
    if (!visitBlock(base, t)) return;
    for (let i = last - 1; i >= 0; i--) {
      const next = (digits[i] as number) + 1;
      if (next < (radix[i] as number)) {
        digits[i] = next;
        t += stride[i] as number;
        break;
      }
      digits[i] = 0;
      t -= (next - 1) * (stride[i] as number);
    }
  }
}

function valuesOfDigits(space: FillingSpace, digits: readonly number[]): (DomainValue | undefined)[] {
  const values = new Array<DomainValue | undefined>(space.width).fill(undefined);
  space.slots.forEach((s, i) => {
    values[s.slot - 1] = s.domain.values[digits[i] as number];
  });
  return values;
}

const PLACEHOLDER = /#(\d+)/g;

/**
 * Replaces each `#k` in `text` with the name filled into slot k, in one pass, so `#10` is never read
 * as `#1` followed by `0`. Placeholders without a filling (including `#01`) are left as written, and
 * the rest of the text, trailing spaces included, is kept exactly.
 */
export function renderStatement(text: string, fillings: readonly Pick<Filling, "slot" | "name">[]): string {
  const names = new Map<string, string>();
  for (const f of fillings) names.set(String(f.slot), f.name);
  return text.replace(PLACEHOLDER, (whole, digits: string) => names.get(digits) ?? whole);
}
