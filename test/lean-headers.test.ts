import { describe, expect, it } from "vitest";
import { headerPairs, installLeanHeaders, LeanHeaders } from "../src/lean-headers.js";
import { createRng } from "../src/stats/rng.js";

/** Node's own Headers (undici), which LeanHeaders stands in for: every check compares the two. */
const UndiciHeaders = globalThis.Headers;

type Op = ["append" | "set", string, string] | ["delete", string];

const NAMES = [
  "Accept",
  "accept",
  "X-Stainless-Retry-Count",
  "set-cookie",
  "Set-Cookie",
  "retry-after",
  "a",
  "Z",
];
const VALUES = [
  "1",
  " padded\t",
  "text/plain; q=0.5",
  "",
  "b=2; Path=/",
  "\tx y\t",
  "ümlaut",
  "a,b",
  // Around the fast path for values already normalized: controls and DEL are allowed, edges are trimmed.
  "\u0001ctl",
  "a\u007fb",
  " ",
  "ÿ end ",
  "x\ty",
];

function randomOps(seed: number): Op[] {
  const rng = createRng(seed, "lean-headers");
  const pick = <T>(items: readonly T[]): T => items[rng.nextBelow(items.length)]!;
  return Array.from({ length: 1 + rng.nextBelow(12) }, (): Op => {
    const kind = pick(["append", "append", "set", "delete"] as const);
    return kind === "delete" ? ["delete", pick(NAMES)] : [kind, pick(NAMES), pick(VALUES)];
  });
}

function apply(headers: Headers | LeanHeaders, ops: readonly Op[]): void {
  for (const op of ops) {
    if (op[0] === "delete") headers.delete(op[1]);
    else headers[op[0]](op[1], op[2]);
  }
}

/** Everything a reader can see of a Headers. */
function view(headers: Headers | LeanHeaders) {
  const seen: string[] = [];
  headers.forEach((value, name) => {
    seen.push(`${name}=${value}`);
  });
  return {
    entries: [...headers],
    keys: [...headers.keys()],
    values: [...headers.values()],
    forEach: seen,
    get: NAMES.map((name) => headers.get(name)),
    has: NAMES.map((name) => headers.has(name)),
    setCookie: headers.getSetCookie(),
    tag: Object.prototype.toString.call(headers),
  };
}

function outcome(run: () => unknown): string {
  try {
    run();
    return "ok";
  } catch (error) {
    return error instanceof TypeError ? "TypeError" : `other: ${String(error)}`;
  }
}

describe("LeanHeaders reads like Node's Headers", () => {
  it("after 500 random sequences of append, set and delete", () => {
    for (let seed = 0; seed < 500; seed++) {
      const ops = randomOps(seed);
      const lean = new LeanHeaders();
      const undici = new UndiciHeaders();
      apply(lean, ops);
      apply(undici, ops);
      expect(view(lean), JSON.stringify(ops)).toEqual(view(undici));
    }
  });

  it("hands the lean fetch the pairs iteration shows, for its own kind and undici's, after every change", () => {
    for (let seed = 0; seed < 200; seed++) {
      const ops = randomOps(seed);
      const lean = new LeanHeaders();
      const undici = new UndiciHeaders();
      for (const op of ops) {
        apply(lean, [op]);
        apply(undici, [op]);
        expect(headerPairs(lean)).toEqual([...undici]);
        expect(headerPairs(undici)).toEqual([...undici]);
      }
    }
  });

  it("from every kind of init: a record, pairs, its own kind and undici's", () => {
    const record = { Accept: "application/json", "x-a": " 1 ", "X-A": "2" };
    const pairs = [
      ["set-cookie", "a=1"],
      ["Set-Cookie", "b=2"],
      ["x", "y"],
    ];
    const fromUndici = new UndiciHeaders(pairs as [string, string][]);
    const fromLean = new LeanHeaders(pairs as [string, string][]);
    for (const init of [record, pairs, fromUndici, fromLean, undefined, new Map([["k", "v"]])]) {
      expect(view(new LeanHeaders(init as never))).toEqual(view(new UndiciHeaders(init as never)));
    }
  });

  it("copies one of its own kind as undici copies, and the copy changes apart from it", () => {
    for (let seed = 0; seed < 200; seed++) {
      const ops = randomOps(seed);
      const lean = new LeanHeaders();
      const undici = new UndiciHeaders();
      apply(lean, ops);
      apply(undici, ops);
      view(lean); // its sorted pairs are cached now, and the copy starts from them
      const copy = new LeanHeaders(lean);
      expect(view(copy), JSON.stringify(ops)).toEqual(view(new UndiciHeaders(undici)));
      const more = randomOps(seed + 1000);
      apply(copy, more);
      expect(view(lean), JSON.stringify(ops)).toEqual(view(undici));
      const changed = new UndiciHeaders(undici);
      apply(changed, more);
      expect(view(copy), JSON.stringify(more)).toEqual(view(changed));
    }
  });

  it("refuses what Node's Headers refuses, with a TypeError", () => {
    const attempts: [string, (H: typeof LeanHeaders) => unknown][] = [
      ["a name with a space", (H) => new H().append("bad name", "x")],
      ["an empty name", (H) => new H().set("", "x")],
      ["a non-ASCII name", (H) => new H().get("näme")],
      ["a value with a newline", (H) => new H().append("x", "a\nb")],
      ["a value with a NUL", (H) => new H().set("x", "a\0b")],
      ["a value beyond Latin-1", (H) => new H().append("x", "\u20ac")],
      ["a pair of three", (H) => new H([["a", "b", "c"]] as never)],
      ["a pair that is a string", (H) => new H(["ab"] as never)],
      ["a number as init", (H) => new H(5 as never)],
      ["null as init", (H) => new H(null as never)],
      ["a value that is only whitespace inside", (H) => new H().append("x", "a\tb")],
      ["a value ending in a carriage return", (H) => new H().append("x", "ab\r")],
      ["a bad name met a second time", (H) => new H().append("bad name", "x")],
      [
        "a valid name then its bad twin",
        (H) =>
          new H([
            ["Accept", "1"],
            ["Accept ", "2"],
          ]),
      ],
    ];
    for (const [what, attempt] of attempts) {
      expect(
        outcome(() => attempt(LeanHeaders)),
        what,
      ).toBe(outcome(() => attempt(UndiciHeaders as unknown as typeof LeanHeaders)));
    }
    expect(outcome(() => new LeanHeaders().append("bad name", "x"))).toBe("TypeError");
  });

  it("counts undici's Headers as Headers, and nothing else", () => {
    expect(new UndiciHeaders() instanceof LeanHeaders).toBe(true);
    expect(new LeanHeaders() instanceof LeanHeaders).toBe(true);
    expect({ get: () => null } instanceof LeanHeaders).toBe(false);
    expect(new Map() instanceof LeanHeaders).toBe(false);
    expect((null as unknown) instanceof LeanHeaders).toBe(false);
  });

  it("shows a change made while iterating, as Node's does", () => {
    const walk = (headers: Headers | LeanHeaders) => {
      const seen: string[] = [];
      for (const [name, value] of headers) {
        seen.push(`${name}=${value}`);
        if (name === "a") headers.delete("b");
        if (name === "a") headers.append("c", "3");
        if (name === "c") headers.set("a", "changed");
      }
      return seen;
    };
    const init = { a: "1", b: "2" };
    expect(walk(new LeanHeaders(init))).toEqual(walk(new UndiciHeaders(init)));
    expect(walk(new LeanHeaders(init))).toEqual(["a=1", "c=3"]);
  });

  it("hands out pairs a caller may change without changing the headers", () => {
    const headers = new LeanHeaders({ a: "1" });
    const [pair] = [...headers];
    pair![1] = "changed";
    expect(headers.get("a")).toBe("1");
    expect([...headers]).toEqual([["a", "1"]]);
  });
});

describe("installLeanHeaders", () => {
  it("replaces a global's Headers with LeanHeaders, writable as before", () => {
    const global: { Headers?: unknown } = { Headers: UndiciHeaders };
    installLeanHeaders(global);
    expect(global.Headers).toBe(LeanHeaders);
    global.Headers = "replaced again";
    expect(global.Headers).toBe("replaced again");
  });
});
