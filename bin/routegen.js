#!/usr/bin/env node
// The CLI as built (npm run build): plain JavaScript, no TypeScript loader at run time.
import { main } from "../dist/generator/cli/main.js";

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // An input problem is a diagnostic (exit 1); reaching here is a bug in routegen.
  process.stderr.write(`routegen: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 3;
}
