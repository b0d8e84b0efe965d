import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Generated code imports `@routegen/runtime`; inside this repository that is the source itself.
    alias: { "@routegen/runtime": fileURLToPath(new URL("./runtime/index.ts", import.meta.url)) },
  },
  test: {
    include: ["test/**/*.test.ts"],
    // The CLI's tests run its build (bin/routegen.js): built once, before any test. Temporary files
    // go in a folder of the run's own, removed at its end.
    globalSetup: ["test/support/build.ts", "test/support/temp-folder.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
