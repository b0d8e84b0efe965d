// Vitest's global setup: the tests that run the CLI as users do (`bin/routegen.js`, plain Node) need its
// build to be that of the sources under test: built here when a source is newer than the last build.
import { spawnSync } from "node:child_process";
import { ROOT } from "./examples.js";

export default function build(): void {
  const result = spawnSync(process.execPath, [`${ROOT}scripts/build.js`, "--if-stale"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}${result.stderr}`);
}
