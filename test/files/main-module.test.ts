import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { isMainModule } from "../../src/files/main-module.js";

describe("isMainModule: does node run this file, or did something import it?", () => {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-main-"));
  const entry = join(dir, "index.js");
  writeFileSync(entry, "");
  const url = pathToFileURL(entry).href;

  it("is true for the script node was started with, also through a symlinked folder", () => {
    expect(isMainModule(url, entry)).toBe(true);
    const link = join(mkdtempSync(join(tmpdir(), "bias-gate-link-")), "action");
    symlinkSync(dir, link);
    expect(isMainModule(url, join(link, "index.js"))).toBe(true);
  });

  it("is false when another script imported it, or there is no script (node -e, a REPL)", () => {
    const harness = join(dir, "harness.mjs");
    writeFileSync(harness, "");
    expect(isMainModule(url, harness)).toBe(false);
    expect(isMainModule(url, undefined)).toBe(false);
    expect(isMainModule(url, join(dir, "missing.js"))).toBe(false);
  });
});
