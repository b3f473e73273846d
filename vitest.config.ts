import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Says when the reference data (APES, WinoBias, Spider) is absent and how many tests skipped for it.
    globalSetup: ["test/reference-setup.ts"],
    testTimeout: 30_000,
    // Most of the suite's time is spent in child processes (the bundled CLI and Action, the simulator), so one
    // test file per core leaves a core idle while a file waits on its child: vitest's default (cores − 1) is one
    // worker on a 2-core machine. Files share a worker's module graph instead of re-importing src/ for each of
    // ~250 files (about 0.4 s of CPU each); no test patches globals or process state that a later file could see.
    maxWorkers: Math.max(2, availableParallelism()),
    isolate: false,
    coverage: { include: ["src/**"], reporter: ["text-summary"] },
  },
});
