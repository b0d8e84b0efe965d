#!/usr/bin/env node
// The CLI as built (npm run build): plain JavaScript, no TypeScript loader at run time.
import { existsSync } from "node:fs";

// A checkout is built by `npm run build` (npm ci builds nothing: the published package has no install
// script); the published package always is.
const built = new URL("../dist/generator/cli/main.js", import.meta.url);
if (!existsSync(built)) {
  process.stderr.write("routegen: this checkout is not built yet: run `npm run build` first\n");
  process.exit(2);
}
const { main } = await import(built.href);

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // An input problem is a diagnostic (exit 1); reaching here is a bug in routegen.
  process.stderr.write(
    `routegen: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 3;
}
