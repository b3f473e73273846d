import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config/errors.js";
import { parseShardSpec } from "../../src/config/shard-spec.js";
import {
  assignShards,
  type ShardablePrompt,
  selectShard,
  unitsBy,
  unitsOf,
} from "../../src/sampling/shard.js";

/** 40 statement/negation twins (unit `pair:k`), and a database's reading with three questions replaying it. */
function suites() {
  const twins = Array.from({ length: 80 }, (_, i) => ({
    id: `t${i}`,
    suite: "yes-no",
    pair: `pair:${Math.floor(i / 2)}`,
  }));
  const sql: ShardablePrompt[] = [
    { id: "db1:reading", suite: "sql" },
    ...[1, 2, 3].map((q) => ({
      id: `db1:q${q}`,
      suite: "sql",
      conversation: [{ role: "user" as const }, { role: "assistant" as const, answerOf: "db1:reading" }],
    })),
  ];
  return [{ prompts: twins, unitOf: unitsBy(twins, (p) => p.pair) }, { prompts: sql }];
}

const prompts = suites().flatMap((s) => [...s.prompts]);

describe("parseShardSpec", () => {
  it("reads i/n with 1 ≤ i ≤ n", () => {
    expect(parseShardSpec("2/4")).toEqual({ index: 2, count: 4 });
    expect(parseShardSpec(" 1 / 1 ")).toEqual({ index: 1, count: 1 });
  });

  it.each(["0/4", "5/4", "2/0", "x", "2/4/1", "-1/4", "1.5/4", "1/257", ""])(
    "refuses '%s' with the fix",
    (bad) => {
      expect(() => parseShardSpec(bad)).toThrow(ConfigError);
      try {
        parseShardSpec(bad);
      } catch (error) {
        expect((error as ConfigError).hint).toContain("--shard 2/4");
      }
    },
  );
});

describe("slicing a plan into shards", () => {
  it("puts every prompt in exactly one shard, and the slices back together are the plan", () => {
    const slices = [1, 2, 3].map((index) => selectShard(prompts, suites(), { index, count: 3 }, "s"));
    expect(
      slices
        .flat()
        .map((p) => p.id)
        .sort(),
    ).toEqual(prompts.map((p) => p.id).sort());
    // Each slice keeps the plan's order.
    for (const slice of slices) {
      const positions = slice.map((p) => prompts.indexOf(p));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it("keeps twins together, and a conversation with the prompt whose answer it replays", () => {
    const shardOf = assignShards(prompts, unitsOf(suites()), 4, "s");
    for (let k = 0; k < 40; k++) expect(shardOf.get(`t${2 * k}`)).toBe(shardOf.get(`t${2 * k + 1}`));
    const reading = shardOf.get("db1:reading");
    expect([1, 2, 3].map((q) => shardOf.get(`db1:q${q}`))).toEqual([reading, reading, reading]);
  });

  it("balances shards to within the largest unit (4 prompts here)", () => {
    for (const count of [2, 3, 4, 5, 7]) {
      const shardOf = assignShards(prompts, unitsOf(suites()), count, "seed");
      const sizes = Array.from(
        { length: count },
        (_, i) => [...shardOf.values()].filter((s) => s === i + 1).length,
      );
      expect(Math.max(...sizes) - Math.min(...sizes), `n=${count}: ${sizes}`).toBeLessThanOrEqual(4);
    }
  });

  it("depends only on the plan and the seed", () => {
    const a = assignShards(prompts, unitsOf(suites()), 4, "seed");
    const b = assignShards([...prompts].reverse(), unitsOf(suites()), 4, "seed");
    expect(new Map([...b].sort())).toEqual(new Map([...a].sort()));
    const other = assignShards(prompts, unitsOf(suites()), 4, "another seed");
    expect([...other]).not.toEqual([...a]);
  });

  it("gives every prompt to shard 1 of 1, and leaves a shard empty when there are fewer units than shards", () => {
    expect(selectShard(prompts, suites(), { index: 1, count: 1 }, "s")).toHaveLength(prompts.length);
    const few = prompts.slice(0, 4);
    const sizes = [1, 2, 3, 4, 5].map((index) => selectShard(few, suites(), { index, count: 5 }, "s").length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(4);
    expect(sizes.filter((n) => n === 0).length).toBeGreaterThanOrEqual(3);
  });
});
