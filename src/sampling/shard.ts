/**
 * `--shard i/n`: which of a run's sampled prompts one leg of a GitHub Actions matrix sends. Slicing happens after
 * sampling, so every leg plans the whole run from the same seed and keeps its part; `merge` scores the union.
 *
 * Prompts are sliced by *unit*, never one by one: prompts that are answered together stay in one shard (a statement
 * and its negated twin, a coreference pro/anti pair in all its conditions, a text-to-SQL database's interpretation
 * requests and the questions that replay them). A question that replays another prompt's answer *must* be in that
 * prompt's shard, or it could not be sent; the twins need not be, but a shard cut short by its deadline then loses
 * whole pairs rather than halves.
 *
 * Units are assigned greedily, largest first, each to the shard with the fewest requests so far (ties: the lowest
 * shard), the order among equal-sized units set by a seeded shuffle. So shards differ in size by at most the largest
 * unit (a text-to-SQL database can be dozens of prompts, a yes/no pair is two), which hashing a unit key modulo n
 * would only promise on average; and the slice depends only on the plan and the seed.
 */
import type { ShardSpec } from "../config/shard-spec.js";
import { createRng } from "../stats/rng.js";

/** What slicing needs of a prompt: its id, its suite, and whose answers its conversation replays. */
export interface ShardablePrompt {
  id: string;
  suite: string;
  conversation?: readonly ({ role: "user" } | { role: "assistant"; answerOf: string })[];
}

/** What slicing needs of a kind's sampled suites (`SampledSuites`). */
export interface ShardableSuites {
  prompts: readonly ShardablePrompt[];
  /** The prompt's unit within its suite (see the module comment); undefined: alone, unless it replays answers. */
  unitOf?(promptId: string): string | undefined;
}

/**
 * Each prompt's unit key: prompts sharing one are sent by the same shard. A kind names its units (`unitOf`); a
 * prompt that replays other prompts' answers joins their unit whatever its kind says; anything else is alone.
 */
export function unitsOf(sampled: readonly ShardableSuites[]): Map<string, string> {
  const unit = new Map<string, string>();
  for (const kind of sampled) {
    for (const p of kind.prompts) {
      const own = kind.unitOf?.(p.id);
      unit.set(p.id, own === undefined ? `prompt\u0000${p.id}` : `${p.suite}\u0000${own}`);
    }
  }
  // Union-find over "replays the answer of", so a conversation lands where its earlier turns are answered.
  const parent = new Map<string, string>();
  const find = (u: string): string => {
    let root = u;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root) as string;
    return root;
  };
  for (const kind of sampled) {
    for (const p of kind.prompts) {
      for (const turn of p.conversation ?? []) {
        if (turn.role !== "assistant") continue;
        const a = find(unit.get(p.id) as string);
        const b = find(unit.get(turn.answerOf) ?? `prompt\u0000${turn.answerOf}`);
        if (a !== b) parent.set(a, b);
      }
    }
  }
  return new Map([...unit].map(([id, u]) => [id, find(u)]));
}

/**
 * The shard each prompt belongs to (1-based), for a plan's prompts in send order. Deterministic from the prompts'
 * units and the seed; balanced in prompts (so in requests: every prompt has the same trials) to within the largest
 * unit.
 */
export function assignShards(
  prompts: readonly { id: string }[],
  unitOf: ReadonlyMap<string, string>,
  count: number,
  seed: string,
): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const p of prompts) {
    const u = unitOf.get(p.id) ?? p.id;
    sizes.set(u, (sizes.get(u) ?? 0) + 1);
  }
  // The seeded shuffle fixes the order among equal sizes; the sort is stable, so it survives.
  const units = createRng(seed, "shards")
    .shuffle([...sizes.keys()].sort())
    .sort((a, b) => (sizes.get(b) as number) - (sizes.get(a) as number));
  const load = Array.from({ length: count }, () => 0);
  const shardOfUnit = new Map<string, number>();
  for (const u of units) {
    let lightest = 0;
    for (let s = 1; s < count; s++) if ((load[s] as number) < (load[lightest] as number)) lightest = s;
    load[lightest] = (load[lightest] as number) + (sizes.get(u) as number);
    shardOfUnit.set(u, lightest + 1);
  }
  return new Map(prompts.map((p) => [p.id, shardOfUnit.get(unitOf.get(p.id) ?? p.id) as number]));
}

/** The prompts shard `shard` sends, in the plan's order. */
export function selectShard<P extends { id: string }>(
  prompts: readonly P[],
  sampled: readonly ShardableSuites[],
  shard: ShardSpec,
  seed: string,
): P[] {
  const shardOf = assignShards(prompts, unitsOf(sampled), shard.count, seed);
  return prompts.filter((p) => shardOf.get(p.id) === shard.index);
}

/** A kind's `unitOf` from a key on its own prompts (built once, looked up by prompt id). */
export function unitsBy<P extends { id: string }>(
  prompts: readonly P[],
  key: (prompt: P) => string | undefined,
): (promptId: string) => string | undefined {
  const units = new Map(prompts.map((p) => [p.id, key(p)]));
  return (promptId) => units.get(promptId);
}
