import { describe, expect, it } from "vitest";
import { addUnkept, describeUnkept, type UnkeptAnswers } from "../../src/answers/unkept.js";
import { withUnkept } from "../../src/run-gate.js";

const full: UnkeptAnswers = {
  count: 59,
  of: 132,
  dir: "/runner/cache",
  code: "ENOSPC",
  message: "ENOSPC: no space left on device, write",
};

describe("describeUnkept", () => {
  it("names the count, the cache directory and a full disk, with the fix", () => {
    const { message, hint } = describeUnkept(full);
    expect(message).toBe(
      "59 of 132 answers could not be kept in the cache /runner/cache: disk full (ENOSPC); this run scored them, the next run will buy them again",
    );
    expect(hint).toMatch(/free space on that disk, or pass --cache-dir/);
  });

  it("names another write failure by its message", () => {
    const { message, hint } = describeUnkept({
      ...full,
      code: "EACCES",
      message: "EACCES: permission denied",
    });
    expect(message).toMatch(/: write failed \(EACCES: permission denied\);/);
    expect(hint).toMatch(/writable/);
  });
});

describe("addUnkept", () => {
  it("adds the variants' losses and keeps the first cause", () => {
    const other = { ...full, count: 1, of: 10, code: "EDQUOT" };
    expect(addUnkept([undefined, full, other])).toEqual({ ...full, count: 60, of: 142 });
    expect(addUnkept([undefined, undefined])).toBeUndefined();
  });
});

describe("withUnkept", () => {
  it("turns a pass into 3 when answers were lost, and leaves other codes and clean runs alone", () => {
    expect(withUnkept(0, { unkept: full })).toBe(3);
    expect(withUnkept(1, { unkept: full })).toBe(1);
    expect(withUnkept(4, { unkept: full })).toBe(4);
    expect(withUnkept(0, {})).toBe(0);
  });
});
