import { describe, expect, it } from "vitest";
import { createRng, createRngFromState } from "../../src/stats/rng.js";
import { chiSquare } from "../sampling/helpers.js";

const draw = (n: number, next: () => number) => Array.from({ length: n }, next);

describe("createRng", () => {
  it("matches the xoshiro128** reference outputs for state (1, 2, 3, 4)", () => {
    const rng = createRngFromState([1, 2, 3, 4]);
    expect(draw(6, rng.nextUint32)).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it("gives pinned first outputs for a seed, so samples are reproducible across machines", () => {
    expect(draw(4, createRng("bias-gate").nextUint32)).toEqual([
      3963822964, 943111675, 1668542215, 3157484248,
    ]);
    expect(draw(4, createRng(42, "template:x").nextUint32)).toEqual([
      2706167509, 580142598, 848885157, 4230454860,
    ]);
  });

  it("treats a number seed as its decimal string", () => {
    expect(draw(5, createRng(7).nextUint32)).toEqual(draw(5, createRng("7").nextUint32));
  });

  it("gives unrelated sequences for different streams and seeds", () => {
    const a = draw(1000, createRng("s", "template:a").nextUint32);
    const b = draw(1000, createRng("s", "template:b").nextUint32);
    const c = draw(1000, createRng("t", "template:a").nextUint32);
    for (const other of [b, c]) {
      // Independent words agree on about half of their 32 000 bits.
      let same = 0;
      a.forEach((x, i) => {
        same += 32 - popcount((x ^ (other[i] ?? 0)) >>> 0);
      });
      expect(same / 32000).toBeGreaterThan(0.48);
      expect(same / 32000).toBeLessThan(0.52);
    }
  });

  it("keeps a stream's numbers whatever other streams are created or drawn from", () => {
    const alone = draw(20, createRng("s", "template:a").nextUint32);
    const a = createRng("s", "template:a");
    const b = createRng("s", "template:b");
    const interleaved = draw(20, () => {
      b.nextUint32();
      return a.nextUint32();
    });
    expect(interleaved).toEqual(alone);
  });

  it("distinguishes seed/stream splits that concatenate alike", () => {
    expect(createRng("a|b", "").nextUint32()).not.toBe(createRng("a", "b|").nextUint32());
  });
});

describe("nextFloat", () => {
  it("stays in [0, 1) with mean near 1/2", () => {
    const xs = draw(10_000, createRng(1).nextFloat);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(Math.abs(xs.reduce((s, x) => s + x, 0) / xs.length - 0.5)).toBeLessThan(0.01);
  });
});

describe("nextBelow", () => {
  it("returns integers in [0, n)", () => {
    const rng = createRng(3);
    for (const n of [1, 2, 3, 1000, 2 ** 32, 2 ** 32 + 1, 1e15, Number.MAX_SAFE_INTEGER]) {
      for (let i = 0; i < 200; i++) {
        const x = rng.nextBelow(n);
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
      }
    }
    expect(rng.nextBelow(1)).toBe(0);
  });

  it("is uniform for a small n (chi-square, 5 df, p > 0.001)", () => {
    const rng = createRng("chi");
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.nextBelow(6)]! += 1;
    expect(chiSquare(counts, new Array(6).fill(10_000))).toBeLessThan(20.52);
  });

  it("draws exactly what the floating-point remainder drew, for every size of n up to 2^32", () => {
    // The remainder is computed by division now; the draws, and so every sample, must not change.
    const reference = (n: number, next: () => number): number => {
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const x = next();
        if (x < limit) return x % n;
      }
    };
    const sizes = [
      1,
      2,
      3,
      7,
      60,
      59 * 60 * 60,
      1e6 + 3,
      2 ** 31 - 1,
      2 ** 31,
      2 ** 31 + 1,
      2 ** 32 - 3,
      2 ** 32 - 1,
      2 ** 32,
    ];
    const spread = createRng("sizes", "n");
    for (let i = 0; i < 200; i++) sizes.push(1 + spread.nextBelow(2 ** 32));
    for (const n of sizes) {
      const a = createRng("mod", String(n));
      const b = createRng("mod", String(n));
      for (let k = 0; k < 500; k++) expect(a.nextBelow(n)).toBe(reference(n, b.nextUint32));
    }
  });

  it("has no modulo bias where a plain 32-bit modulo would double the low values", () => {
    // n = 3·2^30: x % n over 32 bits would put 1/2 of the draws below 2^30 instead of 1/3.
    const rng = createRng("bias32");
    const n = 3 * 2 ** 30;
    let low = 0;
    for (let i = 0; i < 30_000; i++) if (rng.nextBelow(n) < 2 ** 30) low++;
    expect(Math.abs(low / 30_000 - 1 / 3)).toBeLessThan(0.015);
  });

  it("has no modulo bias for n near 2^53", () => {
    // n = 3·2^51: a 53-bit modulo would put 1/2 of the draws below 2^51 instead of 1/3.
    const rng = createRng("bias53");
    const n = 3 * 2 ** 51;
    let low = 0;
    let high = 0;
    for (let i = 0; i < 30_000; i++) {
      const x = rng.nextBelow(n);
      if (x < 2 ** 51) low++;
      if (x >= 2 * 2 ** 51) high++;
    }
    expect(Math.abs(low / 30_000 - 1 / 3)).toBeLessThan(0.015);
    expect(Math.abs(high / 30_000 - 1 / 3)).toBeLessThan(0.015);
  });

  it("reaches the top of [0, MAX_SAFE_INTEGER)", () => {
    const rng = createRng("top");
    const xs = draw(2000, () => rng.nextBelow(Number.MAX_SAFE_INTEGER));
    expect(Math.max(...xs)).toBeGreaterThan(Number.MAX_SAFE_INTEGER * 0.99);
    expect(xs.some((x) => x % 2 === 1)).toBe(true);
  });

  it("rejects n that is not a safe integer ≥ 1", () => {
    const rng = createRng(0);
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 53]) expect(() => rng.nextBelow(n)).toThrow(RangeError);
  });
});

describe("reservoirOrdinals", () => {
  /** Algorithm R as the walk did it before: one nextBelow per item past the first `want`. */
  function oneByOne(rng: ReturnType<typeof createRng>, want: number, total: number): number[] {
    const slots = Array.from({ length: Math.min(want, total) }, (_, i) => i);
    for (let seen = want; seen < total; seen++) {
      const j = rng.nextBelow(seen + 1);
      if (j < want) slots[j] = seen;
    }
    return slots;
  }

  it.each([
    [50, 212_400],
    [1, 1_000],
    [10, 10],
    [10, 3],
    [0, 100],
    // About a hundred draws land within n of 2^32 here, where the rejection bound is worked out and some rejected.
    [7, 1_500_000],
  ])(
    "draws what nextBelow per item drew, and leaves the generator where it left it (want %i of %i)",
    (want, total) => {
      const fast = createRng("reservoir", `${want}/${total}`);
      const slow = createRng("reservoir", `${want}/${total}`);
      expect(fast.reservoirOrdinals(want, total)).toEqual(oneByOne(slow, want, total));
      expect([fast.nextUint32(), fast.nextUint32()]).toEqual([slow.nextUint32(), slow.nextUint32()]);
    },
  );
});

describe("shuffle", () => {
  it("permutes a copy, leaving the input alone, and is uniform over 3! orders", () => {
    const rng = createRng("shuffle");
    const input = [0, 1, 2] as const;
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = rng.shuffle(input).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(input).toEqual([0, 1, 2]);
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()], new Array(6).fill(1000))).toBeLessThan(20.52);
  });
});

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}
