/**
 * The fillings a sequential run's later looks add to a template (src/gate/sequential.ts): look k draws `perLook`
 * more, uniformly from the valid fillings no earlier look used, from its own RNG stream (the seed, the template
 * and k). Look 1 is the sampler's own draw, untouched, so a run with one look is exactly the fixed plan, and
 * look k of a run is the same on every machine and every rerun. A uniform sample of the rest, added to a uniform
 * sample, is a uniform sample of the union: the looks together are one simple random sample of the template.
 */
import type { Rng } from "../stats/rng.js";
import { type ConstraintSets, type FillingSpace, forEachValidIndex, isValidAt } from "./space.js";

/** A sequential run's looks so far, per suite name: each look after the first samples the first look's size again. */
export type SuiteLooks = ReadonlyMap<string, number>;

/** Spaces up to this many fillings are walked (every valid filling seen once); larger ones rejection-sampled. */
const WALK_UP_TO = 2_000_000;
/** Rejection draws per wanted filling before a sparse large space is walked after all. */
const DRAWS_PER_FILLING = 64;

/** The indices of looks 2…`looks`, each `perLook` (fewer when the template runs out), after `first`. */
export function laterLookIndices(
  space: FillingSpace,
  sets: ConstraintSets,
  first: readonly number[],
  options: { perLook: number; looks: number; rngOf(look: number): Rng },
): number[] {
  const taken = new Set(first);
  const added: number[] = [];
  for (let look = 2; look <= options.looks; look++) {
    const drawn = drawUnused(space, sets, options.perLook, options.rngOf(look), taken);
    if (drawn.length === 0) break;
    for (const index of drawn) {
      taken.add(index);
      added.push(index);
    }
  }
  return added;
}

/** `want` distinct valid indices not in `taken`, uniformly; all of them when fewer are left. */
function drawUnused(
  space: FillingSpace,
  sets: ConstraintSets,
  want: number,
  rng: Rng,
  taken: ReadonlySet<number>,
): number[] {
  if (want <= 0 || space.size === 0) return [];
  if (space.size > WALK_UP_TO) {
    const drawn = rejectUnused(space, sets, want, rng, taken);
    if (drawn) return drawn;
  }
  // Algorithm R over the valid, unused fillings.
  const reservoir: number[] = [];
  let seen = 0;
  forEachValidIndex(space, sets, (index) => {
    if (taken.has(index)) return;
    if (seen < want) reservoir.push(index);
    else {
      const j = rng.nextBelow(seen + 1);
      if (j < want) reservoir[j] = index;
    }
    seen++;
  });
  return reservoir;
}

function rejectUnused(
  space: FillingSpace,
  sets: ConstraintSets,
  want: number,
  rng: Rng,
  taken: ReadonlySet<number>,
): number[] | undefined {
  const kept = new Set<number>();
  const budget = Math.max(1_000_000, DRAWS_PER_FILLING * want);
  for (let draws = 0; kept.size < want; draws++) {
    if (draws >= budget) return undefined;
    const index = rng.nextBelow(space.size);
    if (!taken.has(index) && !kept.has(index) && isValidAt(space, index, sets)) kept.add(index);
  }
  return [...kept];
}
