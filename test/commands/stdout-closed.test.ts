import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const TSX = resolve(ROOT, "node_modules/tsx/dist/esm/index.mjs");

describe("a reader that stops reading stdout", () => {
  it("`bias-gate sample | head -1` exits 0 without an error: the reader has what it wanted", () => {
    const run = spawnSync(
      "bash",
      [
        "-c",
        `set -o pipefail; "${process.execPath}" --import "${TSX}" "${ROOT}/src/cli.ts" sample --per-template 2000 | head -1 > /dev/null`,
      ],
      { cwd: ROOT, encoding: "utf8", timeout: 120_000 },
    );
    expect(run.stderr).not.toMatch(/internal error|EPIPE/);
    expect(run.status, run.stderr).toBe(0);
  }, 150_000);
});
