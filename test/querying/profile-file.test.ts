import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config/errors.js";
import { loadProfile } from "../../src/querying/endpoint.js";
import { workspace } from "../commands/helpers.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a simulator profile file is read like every YAML file", () => {
  it.each([
    ["an unknown tag", "name: !!js/function x\n", 1, /unsupported YAML tag !!js\/function/],
    ["a merge key", "base: &b {name: x}\n<<: *b\n", 2, /merge keys \(<<\) are not supported/],
  ])("refuses %s with the file and line, as a ConfigError", async (_, text, line, message) => {
    const dir = workspace({ "p.yml": text });
    dirs.push(dir);
    const error = await loadProfile("p.yml", dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(message);
    expect((error as ConfigError).where).toMatchObject({ line });
  });
});
