import { describe, expect, it } from "vitest";
import { parseConfigFile } from "../../src/config/config-file.js";
import { ConfigError } from "../../src/config/errors.js";
import { parseUserYaml } from "../../src/config/yaml-source.js";

const BOMB = [
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]",
  "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]",
  "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]",
  "e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]",
  "f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]",
  "g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]",
  "",
].join("\n");

describe("parseUserYaml", () => {
  it("reads an anchor used in thousands of places: a template file may share its params that way", () => {
    const many = `p: &p [sport, sport]\nt:\n${"  - *p\n".repeat(5_000)}`;
    const read = parseUserYaml(many);
    expect(read.problems).toEqual([]);
    expect((read.data as { t: unknown[] }).t).toHaveLength(5_000);
  });

  it("reads plain YAML, aliases included", () => {
    const read = parseUserYaml("a: &x [1, 2]\nb: *x\nc: !!str 3\n");
    expect(read.problems).toEqual([]);
    expect(read.data).toEqual({ a: [1, 2], b: [1, 2], c: "3" });
  });

  it("refuses an alias bomb at the first alias, without expanding it", () => {
    const started = Date.now();
    const read = parseUserYaml(BOMB);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(read.data).toBeUndefined();
    expect(read.problems).toEqual([
      expect.objectContaining({
        line: 2,
        column: 8,
        message: expect.stringMatching(/^too many alias expansions/),
      }),
    ]);
  });

  it("refuses merge keys at the key", () => {
    const read = parseUserYaml("base: &b\n  x: 1\nother:\n  <<: *b\n  y: 2\n");
    expect(read.problems).toEqual([
      expect.objectContaining({ line: 4, column: 3, message: "merge keys (<<) are not supported" }),
    ]);
  });

  it("keeps a quoted '<<' key: it is not a merge key", () => {
    expect(parseUserYaml('"<<": 1\n').problems).toEqual([]);
  });

  it.each([
    ["!!js/function", "f: !!js/function 'function () {}'\n", 4],
    ["!custom", "x: 1\nf: !custom 7\n", 4],
  ])("refuses the unknown tag %s at the tag", (tag, text, column) => {
    const [problem] = parseUserYaml(text).problems;
    expect(problem?.message).toBe(`unsupported YAML tag ${tag}: bias-gate reads plain YAML values only`);
    expect(problem?.column).toBe(column);
  });

  it("reports syntax errors with the caller's hint", () => {
    const [problem] = parseUserYaml("a: [1, 2\n", "quote it").problems;
    expect(problem?.hint).toBe("quote it");
  });
});

describe("parseConfigFile with hostile or unsupported YAML", () => {
  const errorOf = (text: string): ConfigError => {
    try {
      parseConfigFile(text, "bias-gate.yml");
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error("no error");
  };

  it("is a ConfigError at the line, never an internal error", () => {
    expect(errorOf(BOMB).where).toEqual({ file: "bias-gate.yml", line: 2, column: 8 });
    expect(errorOf("seed: !!js/function 'x'\nsuites: []\n").message).toMatch(
      /^unsupported YAML tag !!js\/function/,
    );
  });

  it("names a header with a line break by its name, never printing the value", () => {
    const error = errorOf(
      'provider:\n  headers:\n    x-team: "ml\\r\\nX-Injected: yes"\nsuites:\n  - templates: t.csv\n',
    );
    expect(error.message).toBe(
      "provider.headers.x-team: the value contains a control character (CR, LF, …), which would split the request",
    );
    expect(error.where).toMatchObject({ line: 3 });
    expect(JSON.stringify(error.problems)).not.toMatch(/X-Injected|ml\\r/);
  });

  it("accepts a tab inside a header value", () => {
    expect(() =>
      parseConfigFile('provider:\n  headers:\n    x-team: "a\\tb"\nsuites:\n  - templates: t.csv\n', "c.yml"),
    ).not.toThrow();
  });
});
