import { describe, expect, it } from "vitest";
import {
  looksSealed,
  openSealed,
  SealedArchiveError,
  type SealedArchiveProblem,
  sealFiles,
} from "../../src/contamination/sealed-archive.js";

/** Deterministic "random" bytes: a counter, so two seals with the same source are identical. */
function counter(start = 0): (n: number) => Uint8Array {
  let next = start;
  return (n) => Uint8Array.from({ length: n }, () => next++ & 0xff);
}

const FILES = {
  "shop.sql":
    "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT);\nINSERT INTO item VALUES (1, 'café');\n",
  "questions.jsonl":
    '{"db_id": "shop", "question": "How many items?", "query": "SELECT count(*) FROM item"}\n',
};
const KEY = "correct horse battery staple";
const HEADER = "bias-gate-sealed-v1\n".length + 16 + 12 + 16;

function problemOf(open: () => unknown): SealedArchiveProblem | undefined {
  try {
    open();
  } catch (error) {
    expect(error).toBeInstanceOf(SealedArchiveError);
    return (error as SealedArchiveError).problem;
  }
  return undefined;
}

describe("sealFiles and openSealed", () => {
  it("round-trips the files, non-ASCII text included", () => {
    const sealed = sealFiles(FILES, KEY, counter());
    expect(openSealed(sealed, KEY)).toEqual(FILES);
  });

  it("writes the magic line, then salt, IV, tag and ciphertext, and no plaintext", () => {
    const sealed = sealFiles(FILES, KEY, counter());
    const text = Buffer.from(sealed).toString("latin1");
    expect(text.startsWith("bias-gate-sealed-v1\n")).toBe(true);
    expect(looksSealed(sealed)).toBe(true);
    // The salt and IV are the first 28 random bytes, in that order.
    expect([...sealed.subarray(20, 48)]).toEqual([...counter()(28)]);
    expect(sealed.length).toBeGreaterThan(HEADER);
    for (const word of ["CREATE", "item", "How many", "shop", "questions.jsonl"]) {
      expect(text).not.toContain(word);
    }
    expect(text).not.toContain(KEY);
  });

  it("is deterministic for a fixed random source and differs with another salt", () => {
    expect(sealFiles(FILES, KEY, counter())).toEqual(sealFiles(FILES, KEY, counter()));
    expect(sealFiles(FILES, KEY, counter(7))).not.toEqual(sealFiles(FILES, KEY, counter()));
  });

  it("does not depend on the order the files are listed in", () => {
    const reversed = Object.fromEntries(Object.entries(FILES).reverse());
    expect(sealFiles(reversed, KEY, counter())).toEqual(sealFiles(FILES, KEY, counter()));
  });

  it("refuses a wrong key with a typed error", () => {
    const sealed = sealFiles(FILES, KEY, counter());
    expect(problemOf(() => openSealed(sealed, "correct horse battery stapler"))).toBe("wrong-key-or-damaged");
    expect(problemOf(() => openSealed(sealed, ""))).toBe("wrong-key-or-damaged");
  });

  it("refuses a file cut short, in the header or in the ciphertext", () => {
    const sealed = sealFiles(FILES, KEY, counter());
    expect(problemOf(() => openSealed(sealed.subarray(0, 10), KEY))).toBe("truncated");
    expect(problemOf(() => openSealed(sealed.subarray(0, HEADER), KEY))).toBe("truncated");
    expect(problemOf(() => openSealed(new Uint8Array(), KEY))).toBe("truncated");
    expect(problemOf(() => openSealed(sealed.subarray(0, sealed.length - 1), KEY))).toBe(
      "wrong-key-or-damaged",
    );
  });

  it("refuses a flipped bit anywhere after the magic line", () => {
    const sealed = sealFiles(FILES, KEY, counter());
    for (const at of [20, 40, 50, HEADER, sealed.length - 1]) {
      const damaged = Uint8Array.from(sealed);
      damaged[at] = (damaged[at] as number) ^ 1;
      expect(
        problemOf(() => openSealed(damaged, KEY)),
        `byte ${at}`,
      ).toBe("wrong-key-or-damaged");
    }
  });

  it("tells another file and a newer format version apart from damage", () => {
    expect(problemOf(() => openSealed(new TextEncoder().encode("CREATE TABLE t (a);"), KEY))).toBe(
      "not-sealed",
    );
    const sealed = sealFiles(FILES, KEY, counter());
    const newer = Uint8Array.from(sealed);
    newer[18] = "2".charCodeAt(0);
    expect(problemOf(() => openSealed(newer, KEY))).toBe("unsupported-version");
  });

  it("seals an empty file list and refuses an empty passphrase", () => {
    expect(openSealed(sealFiles({}, KEY, counter()), KEY)).toEqual({});
    expect(() => sealFiles(FILES, "", counter())).toThrow(RangeError);
  });
});
