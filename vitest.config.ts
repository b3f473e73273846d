import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Says when the reference data (APES, WinoBias, Spider) is absent and how many tests skipped for it.
    globalSetup: ["test/reference-setup.ts"],
    testTimeout: 30_000,
    coverage: { include: ["src/**"], reporter: ["text-summary"] },
  },
});
