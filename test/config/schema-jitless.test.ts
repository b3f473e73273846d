import { describe, expect, it } from "vitest";
import { config } from "zod";
import { configFileSchema } from "../../src/config/schema.js";

describe("zod as the config uses it", () => {
  it("builds its schemas jitless: no parser compiled per object schema in a process that parses once", () => {
    expect(configFileSchema).toBeDefined();
    expect(config().jitless).toBe(true);
  });
});
