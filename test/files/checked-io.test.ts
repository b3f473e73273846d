import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config/errors.js";
import { directoryProblem, readTextFile } from "../../src/files/checked-io.js";
import { workspace } from "../commands/helpers.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function scratch(): string {
  const dir = workspace({});
  dirs.push(dir);
  return dir;
}

describe("directoryProblem", () => {
  it("accepts an existing writable directory and a missing one below it", () => {
    const dir = scratch();
    expect(directoryProblem(dir)).toBeUndefined();
    expect(directoryProblem(join(dir, "a/b/c"))).toBeUndefined();
  });

  it("refuses /proc and /sys without creating anything", () => {
    expect(directoryProblem("/proc/bias-gate/x")).toMatch(/under \/proc, a kernel file system/);
    expect(directoryProblem("/sys/bias-gate")).toMatch(/under \/sys/);
  });

  it("names the file that is in the way", () => {
    const dir = scratch();
    writeFileSync(join(dir, "f"), "");
    expect(directoryProblem(join(dir, "f"))).toBe("is a file, not a directory");
    expect(directoryProblem(join(dir, "f/sub"))).toBe(
      `cannot be created: ${join(dir, "f")} is a file, not a directory`,
    );
  });

  it.skipIf(process.getuid?.() === 0)(
    "refuses a directory it cannot write [skipped as root: root writes anywhere]",
    () => {
      const dir = scratch();
      mkdirSync(join(dir, "ro"));
      chmodSync(join(dir, "ro"), 0o555);
      expect(directoryProblem(join(dir, "ro/out"))).toMatch(/ro is not writable/);
    },
  );
});

describe("readTextFile", () => {
  it("reads a regular file, and is undefined for a missing one", () => {
    const dir = scratch();
    writeFileSync(join(dir, "a.txt"), "hello");
    expect(readTextFile(join(dir, "a.txt"))).toBe("hello");
    expect(readTextFile(join(dir, "missing.txt"))).toBeUndefined();
  });

  it("refuses a FIFO at once instead of waiting for a writer", () => {
    const dir = scratch();
    execFileSync("mkfifo", [join(dir, "pipe.csv")]);
    expect(() => readTextFile(join(dir, "pipe.csv"))).toThrow(ConfigError);
    expect(() => readTextFile(join(dir, "pipe.csv"))).toThrow(
      /pipe\.csv is a FIFO \(named pipe\), not a regular file/,
    );
  });

  it("refuses a device and a /proc file", () => {
    expect(() => readTextFile("/dev/zero")).toThrow(/\/dev\/zero is a character device, not a regular file/);
    expect(() => readTextFile("/proc/self/status")).toThrow(/under \/proc, a kernel file system/);
  });
});
