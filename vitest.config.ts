import { availableParallelism } from "node:os";
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
    // Much of the suite's time is child processes (the CLI, tsc, npm) that wait as much as they
    // compute: a test file per core, where vitest's default leaves one idle (620 s -> 464 s on 2 cores).
    maxWorkers: availableParallelism(),
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
