/**
 * The one seeded random source of bias-gate.
 *
 * Generator: xoshiro128** 1.1 (Blackman & Vigna, 2018), 128 bits of state, period 2^128 - 1.
 * Seeding: the seed and the stream name are hashed with a cyrb128-style four-lane multiply–xor hash
 * over UTF-16 code units, and each lane is scrambled with one splitmix32 step (golden-ratio Weyl
 * increment + murmur3 fmix32) so that similar strings give unrelated states.
 *
 * Everything is 32-bit integer arithmetic (`Math.imul`, `>>> 0`) or doubles that stay exact below 2^53,
 * so the same seed gives the same numbers on every machine and JavaScript engine.
 */

/** A seeded random source. Every method advances the generator. */
export interface Rng {
  /** Uniform integer in [0, 2^32). */
  nextUint32(): number;
  /** Uniform double in [0, 1) with 53 random bits. */
  nextFloat(): number;
  /**
   * Uniform integer in [0, n) without modulo bias, for any integer n in [1, Number.MAX_SAFE_INTEGER].
   * Uses one 32-bit draw when n ≤ 2^32 and a 53-bit draw (two 32-bit draws) above, with rejection.
   */
  nextBelow(n: number): number;
  /** A uniformly shuffled copy of `items` (Fisher–Yates); the input is not modified. */
  shuffle<T>(items: readonly T[]): T[];
  /**
   * Algorithm R's draws over `total` items, without the items: which item (by ordinal, 0-based) ends in each of
   * the min(`want`, `total`) reservoir slots. It draws exactly what `nextBelow(seen + 1)` for each seen ≥ `want`
   * would, in the same order, so it equals a walk that calls `nextBelow` per item, and is several times faster.
   */
  reservoirOrdinals(want: number, total: number): number[];
}

/** A xoshiro128** state: four 32-bit words, not all zero. */
export type RngState = readonly [number, number, number, number];

const TWO_POW_32 = 4294967296;
const TWO_POW_53 = 9007199254740992;
const GOLDEN = 0x9e3779b9;

/**
 * Creates the generator for `seed` and an optional named `stream`.
 * Different streams of one seed are statistically independent, so e.g. `"template:gender4"` draws the
 * same numbers whatever other streams exist. A number seed is used through its decimal string, so
 * `createRng(42)` and `createRng("42")` are the same generator.
 */
export function createRng(seed: string | number, stream = ""): Rng {
  const seedText = String(seed);
  // Length prefix keeps (seed, stream) pairs unambiguous: ("a|b", "") ≠ ("a", "b|").
  const material = `${seedText.length}:${seedText}|${stream}`;
  const lanes = hashLanes(material);
  return createRngFromState([
    splitmix32(lanes[0] + GOLDEN),
    splitmix32(lanes[1] + 2 * GOLDEN),
    splitmix32(lanes[2] + 3 * GOLDEN),
    splitmix32(lanes[3] + 4 * GOLDEN),
  ]);
}

/** Creates the generator from an explicit xoshiro128** state (for reference vectors). */
export function createRngFromState(state: RngState): Rng {
  let [s0, s1, s2, s3] = state.map((w) => w | 0) as [number, number, number, number];
  // The all-zero state is the one fixed point of xoshiro; replace it with a valid one.
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;

  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  const next53 = (): number => (nextUint32() >>> 11) * TWO_POW_32 + nextUint32();
  const nextBelow = (n: number): number => below(n, nextUint32, next53);
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = nextBelow(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };
  const reservoirOrdinals = (want: number, total: number): number[] => {
    const slots = Array.from({ length: Math.min(want, total) }, (_, i) => i);
    let seen = want;
    // The generator's state in locals, not the closure's: the loop runs once per valid filling (millions).
    let a = s0;
    let b = s1;
    let c = s2;
    let d = s3;
    for (; seen < total && seen < TWO_POW_32; seen++) {
      const n = seen + 1;
      let j: number;
      for (;;) {
        const r = Math.imul(b, 5);
        const x = Math.imul((r << 7) | (r >>> 25), 9) >>> 0;
        const t = b << 9;
        c ^= a;
        d ^= b;
        b ^= c;
        a ^= d;
        c ^= t;
        d = (d << 11) | (d >>> 21);
        // below(n)'s rejection, whose bound 2^32 − (2^32 mod n) is only worked out when x is within n of 2^32.
        if (x < TWO_POW_32 - n || x < TWO_POW_32 - mod32(TWO_POW_32, n)) {
          j = mod32(x, n);
          break;
        }
      }
      if (j < want) slots[j] = seen;
    }
    s0 = a;
    s1 = b;
    s2 = c;
    s3 = d;
    for (; seen < total; seen++) {
      const j = nextBelow(seen + 1);
      if (j < want) slots[j] = seen;
    }
    return slots;
  };
  return { nextUint32, nextFloat: () => next53() / TWO_POW_53, nextBelow, shuffle, reservoirOrdinals };
}

function below(n: number, nextUint32: () => number, next53: () => number): number {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`nextBelow(n) needs an integer n in [1, ${Number.MAX_SAFE_INTEGER}], got ${n}`);
  }
  // Reject draws from the incomplete last block of size (range mod n) so every residue is equally likely.
  if (n <= TWO_POW_32) {
    const limit = TWO_POW_32 - mod32(TWO_POW_32, n);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return mod32(x, n);
    }
  }
  const limit = TWO_POW_53 - (TWO_POW_53 % n);
  for (;;) {
    const x = next53();
    if (x < limit) return x % n;
  }
}

/**
 * x % n for integers 0 ≤ x ≤ 2^32 and 1 ≤ n ≤ 2^32, without the floating-point remainder (a C call, the
 * sampler's hottest instruction). Exact: when x / n is not an integer it is at least 1/n from one, more than
 * a rounding step at that size (x < 2^52), so the quotient floors right and the product and difference are exact.
 */
function mod32(x: number, n: number): number {
  return x - Math.floor(x / n) * n;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** One splitmix32 output step (murmur3 fmix32) on a 32-bit word. */
function splitmix32(word: number): number {
  let z = word | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Four 32-bit lanes of a multiply–xor hash of the string's UTF-16 code units (cyrb128-style). */
function hashLanes(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
