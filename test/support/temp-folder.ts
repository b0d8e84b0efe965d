// Vitest's global setup: every temporary file of a run goes in one folder of its own, removed when the
// run ends. Tests (and the CLI runs they start) make folders with os.tmpdir(), and some routegen runs
// write outside any project, where routegen keeps its hash cache in the temporary folder: without this,
// each run would leave those behind in the system's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function useRunTempFolder(): () => void {
  const folder = mkdtempSync(join(tmpdir(), "routegen-tests-"));
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
